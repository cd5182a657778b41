// The theorem-check report; see report.hpp.
#include "verify/report.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <tuple>

#include "results/queries/svg_plot.hpp"
#include "verify/check_registry.hpp"
#include "verify/report_conjectures.hpp"
#include "verify/report_html.hpp"

namespace posetlab::checks {

std::vector<ReportRow> read_report_rows(Db& db) {
  Stmt q = db.prepare(
      "SELECT id, paper, claim, expected, notes, scope, instances, failures, verdict, status, counterexample, "
      "counterexample_detail, counterexample_dot, missing_data, error, run, seconds, checked_at, oracle "
      "FROM checks ORDER BY substr(id, 1, 3), id, scope");
  std::vector<ReportRow> rows;
  auto text = [&](int col) { return q.type(col) == SQLITE_NULL ? std::string() : q.text(col); };
  while (q.step()) {
    ReportRow r;
    r.id = text(0);
    r.source = text(1);
    r.claim = text(2);
    r.expected = q.int64(3) != 0;
    r.notes = text(4);
    r.scope = text(5);
    r.instances = q.int64(6);
    r.failures = q.int64(7);
    r.verdict = verdict_of_token(text(8));
    r.status = text(9);
    r.counterexample = text(10);
    r.counterexample_detail = text(11);
    r.dot = text(12);
    r.missing_data = text(13);
    r.error = text(14);
    r.run = q.int64(15);
    r.seconds = q.real(16);
    r.checked_at = text(17);
    r.oracle = text(18);
    rows.push_back(std::move(r));
  }
  // One row per check: the newest (rows of other scopes, e.g. --quick runs or older
  // ranges, stay in the table). Registry order (papers in order, controls after their
  // paper's claims); ids no longer registered go last. The registry gives the order only:
  // every value shown comes from the row.
  std::map<std::string, std::size_t> newest;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    auto [it, fresh] = newest.emplace(rows[i].id, i);
    if (!fresh && rows[i].checked_at > rows[it->second].checked_at) it->second = i;
  }
  std::vector<ReportRow> latest;
  for (const auto& [id, i] : newest) latest.push_back(std::move(rows[i]));
  rows = std::move(latest);
  std::map<std::string, std::size_t> rank;
  for (const Check& c : all_checks()) rank.emplace(c.id, rank.size());
  auto rank_of = [&](const std::string& id) {
    auto it = rank.find(id);
    return it == rank.end() ? rank.size() : it->second;
  };
  std::stable_sort(rows.begin(), rows.end(), [&](const ReportRow& a, const ReportRow& b) {
    return std::make_tuple(rank_of(a.id), a.id, a.scope) < std::make_tuple(rank_of(b.id), b.id, b.scope);
  });
  return rows;
}

namespace {

std::string md_cell(std::string s) {
  std::string out;
  for (char c : s) {
    if (c == '|') {
      out += "\\|";
    } else if (c == '\n') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

std::string fixed(double v, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

struct ReportSummary {
  int rows = 0, as_expected = 0, controls = 0, no_data = 0;
  std::string newest;
  // ", 1 with NO DATA (...)" when some row had nothing to check, else "".
  std::string no_data_note() const {
    if (!no_data) return {};
    return ", " + std::to_string(no_data) +
           " with NO DATA (the database lacks the rows the check reads: no evidence either way, not a failure)";
  }
};

ReportSummary summarise(const std::vector<ReportRow>& rows) {
  ReportSummary s;
  for (const auto& r : rows) {
    ++s.rows;
    s.as_expected += r.as_expected();
    s.controls += !r.expected;
    s.no_data += r.no_data();
    if (r.checked_at > s.newest) s.newest = r.checked_at;
  }
  return s;
}

// The rows not as expected first (the failures a reader looks for), then the others, each
// part in registry order.
std::vector<const ReportRow*> failures_first(const std::vector<ReportRow>& rows) {
  std::vector<const ReportRow*> out;
  for (const auto& r : rows)
    if (!r.as_expected()) out.push_back(&r);
  for (const auto& r : rows)
    if (r.as_expected()) out.push_back(&r);
  return out;
}

// The rows cut into their groups (report_html.hpp: one per paper), the papers in order,
// and in each the rows not as expected first, then registry order.
std::vector<std::pair<std::string, std::vector<const ReportRow*>>> rows_by_group(const std::vector<ReportRow>& rows) {
  std::vector<std::pair<std::string, std::vector<const ReportRow*>>> groups;
  for (const ReportRow& r : rows) {
    const std::string g = check_group_of(r.id);
    if (std::none_of(groups.begin(), groups.end(), [&](const auto& e) { return e.first == g; })) groups.push_back({g, {}});
  }
  for (const ReportRow* r : failures_first(rows))
    for (auto& [g, members] : groups)
      if (g == check_group_of(r->id)) members.push_back(r);
  std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) {
    return check_group_rank(a.first) < check_group_rank(b.first);
  });
  return groups;
}

}  // namespace

std::string markdown_report(const std::vector<ReportRow>& rows, const std::string& db_path,
                            const std::string& appendix, const std::string& stored) {
  const ReportSummary s = summarise(rows);
  std::ostringstream out;
  if (rows.empty()) {
    out << "# posetlab report\n\nThe `checks` table of `" << db_path << "` holds no theorem check yet "
        << "(run `posetlab verify`).\n" << appendix << conjectures_markdown(rows, stored);
    return out.str();
  }
  const int failed = s.rows - s.as_expected;
  out << "# posetlab theorem checks\n\n"
      << "Generated by `posetlab report` from the `checks` table of `" << db_path << "` (latest check "
      << s.newest << "). Each row is one claim of the papers (ids as in docs/checks.md) checked on one scope by "
      << "`posetlab verify`; nothing here is typed by hand.\n\n"
      << "**" << s.as_expected << " of " << s.rows << " rows as expected** (" << s.controls << " expected false: "
      << "the deliberately false controls and the claims the computation refutes as printed, which must fail "
      << "with their smallest counterexample; shown as *fails (expected)*" << s.no_data_note() << ").\n\n";
  if (failed > 0) {
    out << "## Not as expected (" << failed << ")\n\n";
    for (const ReportRow* r : failures_first(rows)) {
      if (r->as_expected()) break;
      out << "- **" << md_cell(r->id) << "** (" << md_cell(r->scope) << "): " << r->result()
          << (r->counterexample_cell().empty() ? "" : ", smallest counterexample `" + md_cell(r->counterexample_cell()) + "`")
          << "\n";
    }
    out << "\n";
  }
  out << appendix << "\n## Checks\n\n"
      << "Oracle: what each claim is compared with: `definition` (plain search by the game's definition, no "
      << "solver shortcut), `formula`, `peer:<tool>` (an outside program), `oeis:<id>`, `engine` (the default "
      << "solver, only for claims it does not use as a shortcut). One table per paper; in each, the rows not as "
      << "expected come first.\n";
  for (const auto& [group, group_rows] : rows_by_group(rows)) {
    out << "\n### " << check_group_title(group) << "\n\n"
        << "| id | source | result | oracle | instances | failures | seconds | scope | smallest counterexample |\n"
        << "|---|---|---|---|---:|---:|---:|---|---|\n";
    for (const ReportRow* r : group_rows)
      out << "| " << md_cell(r->id) << " | " << md_cell(r->source) << " | " << r->result() << " | "
          << md_cell(r->oracle) << " | " << r->instances << " | " << r->failures << " | "
          << fixed(r->seconds, 2) << " | " << md_cell(r->scope) << " | "
          << (r->counterexample_cell().empty() ? ""
              : r->no_data()                   ? md_cell(r->counterexample_cell())
                                               : "`" + md_cell(r->counterexample_cell()) + "`")
          << " |\n";
  }
  out << "\n## Claims\n\n";
  for (const auto& r : rows)
    out << "- **" << md_cell(r.id) << "** (" << md_cell(r.source) << ", scope: " << md_cell(r.scope)
        << "): " << md_cell(r.claim_with_notes()) << "\n";
  out << conjectures_markdown(rows, stored);
  return out.str();
}

std::string html_report(const std::vector<ReportRow>& rows, const std::string& db_path,
                        const std::function<std::string(const std::string&)>& svg, const std::string& appendix,
                        const std::string& stored) {
  const ReportSummary s = summarise(rows);
  std::ostringstream out;
  // Fits a page of 1 280 px: the body is at most 1 240 px wide, and every table of checks fits
  // it (tests/test_report_browser.cpp fails a table that needs more): the source stands
  // under the id, the numbers have short headers explained above the tables, the table's
  // font is a little smaller and a counterexample's drawing at most 220 px wide. A table
  // wider than the page would scroll inside its own box (.wide), never the page. Short
  // cells (ids, verdicts, numbers: class nw) never wrap; a long source or verdict wraps at
  // its spaces and a long oracle list after its commas; the claim takes the width they leave.
  out << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
      << "<meta name=\"viewport\" content=\"width=device-width\"><title>posetlab theorem checks</title>\n"
      << "<style>body{font-family:sans-serif;margin:1em auto;padding:0 1em;max-width:1240px;box-sizing:border-box}"
      << ".wide{max-width:100%;overflow-x:auto}table{border-collapse:collapse}table.checks{width:100%;font-size:92%}"
      << "td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top;text-align:left}.checks td,.checks th{padding:4px 6px}"
      << ".nw{white-space:nowrap}.num{text-align:right}td.claim{min-width:14em;overflow-wrap:break-word}"
      << "td.scope{min-width:8em}.src{color:#555;font-size:92%;font-weight:normal}"
      << "td.cx{min-width:8em;max-width:24em;overflow-wrap:anywhere}td.cx svg{max-width:220px}"
      << ".bad{background:#fdd}.ctl{background:#eef}.nodata{background:#eee}"
      << "code{font-size:90%;overflow-wrap:anywhere}svg{max-width:360px;height:auto}"
      << "figure{margin:1em 0}.plot svg{max-width:100%}nav ul{margin:0.2em 0}</style></head><body>\n"
      << "<h1>posetlab theorem checks</h1>\n";
  if (rows.empty()) {
    out << "<p>The <code>checks</code> table of <code>" << xml_escape(db_path)
        << "</code> holds no theorem check yet (run <code>posetlab verify</code>).</p>\n";
  } else {
    out << "<p>From the <code>checks</code> table of <code>" << xml_escape(db_path) << "</code>, latest check "
        << xml_escape(s.newest) << ". <b>" << s.as_expected << " of " << s.rows << " rows as expected"
        << xml_escape(s.no_data_note()) << ".</b> In the tables of checks, each claim's source stands under its id; "
        << "inst. counts the instances checked, fail. the failures among them, s the seconds taken.</p>\n";
  }
  std::ostringstream body;  // everything the contents list points into
  auto row_html = [&](const ReportRow& r) {
    const char* cls = !r.as_expected() ? " class=\"bad\""
                      : r.no_data()      ? " class=\"nodata\""
                      : !r.expected      ? " class=\"ctl\""
                                         : "";
    // The id never wraps; the source under it wraps at its spaces when long.
    const std::string id_class = *short_cell_class(r.source) ? "id nw" : "id";
    body << "<tr" << cls << "><td class=\"" << id_class << "\"><span class=\"nw\">" << xml_escape(r.id)
         << "</span><div class=\"src\">" << xml_escape(r.source) << "</div></td><td class=\"claim\">"
         << html_text_with_code_whole_words(r.claim_with_notes()) << "</td><td class=\"scope\">" << html_text_with_code_whole_words(r.scope)
         << "</td><td class=\"" << short_cell_class(r.result()) << "\">" << xml_escape(r.result()) << "</td><td class=\"" << short_cell_class(r.oracle, "oracle")
         << "\">" << html_list_breaking_after_commas(r.oracle) << "</td><td class=\"nw num\">" << r.instances
         << "</td><td class=\"nw num\">" << r.failures
         << "</td><td class=\"nw num\">" << fixed(r.seconds, 2) << "</td><td class=\"cx\">";
    const std::string cx = r.counterexample_cell();
    if (r.no_data()) body << html_text_with_code(cx);
    else if (!cx.empty()) body << "<code>" << xml_escape(cx) << "</code>";
    if (!r.dot.empty()) {
      const std::string drawing = svg ? svg(r.dot) : std::string();
      if (!drawing.empty()) body << "<div>" << drawing << "</div>";
    }
    body << "</td></tr>\n";
  };
  const char* header =
      "<div class=\"wide\"><table class=\"checks\"><tr><th class=\"id nw\">id<div class=\"src\">source</div></th>"
      "<th class=\"claim\">claim</th><th class=\"scope\">scope</th><th class=\"nw\">result</th><th class=\"nw\">oracle</th>"
      "<th class=\"nw\" title=\"instances checked\">inst.</th><th class=\"nw\" title=\"failures\">fail.</th>"
      "<th class=\"nw\" title=\"seconds\">s</th><th class=\"cx\">smallest counterexample</th></tr>\n";
  const std::vector<const ReportRow*> ordered = failures_first(rows);
  const int failed = s.rows - s.as_expected;
  if (failed > 0) {
    body << "<h2 id=\"failures\">Not as expected (" << failed << ")</h2>\n" << header;
    for (int i = 0; i < failed; ++i) row_html(*ordered[std::size_t(i)]);
    body << "</table></div>\n";
  }
  body << appendix;
  if (!rows.empty()) {
    body << "<h2 id=\"checks\">Checks</h2>\n<p>One table per paper, each in the order of docs/checks.md with the "
         << "rows not as expected first.</p>\n";
    for (const auto& [g, group_rows] : rows_by_group(rows)) {
      const auto bad = std::count_if(group_rows.begin(), group_rows.end(), [](const ReportRow* r) { return !r->as_expected(); });
      body << "<h3 id=\"checks-" << xml_escape(g) << "\">" << xml_escape(check_group_title(g)) << " ("
           << group_rows.size() << (bad ? ", " + std::to_string(bad) + " not as expected" : std::string()) << ")</h3>\n"
           << header;
      for (const ReportRow* r : group_rows) row_html(*r);
      body << "</table></div>\n";
    }
  }
  body << conjectures_html(rows, svg, stored);
  out << html_contents(body.str()) << body.str() << "</body></html>\n";
  return out.str();
}

bool graphviz_available() { return std::system("command -v dot >/dev/null 2>&1") == 0; }

std::string graphviz_svg(const std::string& dot) {
  char in_path[] = "/tmp/posetlab-report-XXXXXX";
  const int fd = mkstemp(in_path);
  if (fd < 0) return {};
  close(fd);
  {
    std::ofstream f(in_path);
    f << dot;
  }
  const std::string cmd = std::string("dot -Tsvg '") + in_path + "' 2>/dev/null";
  std::string svg;
  if (std::FILE* pipe = popen(cmd.c_str(), "r")) {
    char buf[4096];
    std::size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, pipe)) > 0) svg.append(buf, got);
    if (pclose(pipe) != 0) svg.clear();
  }
  std::remove(in_path);
  // Drop the XML prologue so the drawing can sit inline in HTML.
  if (auto at = svg.find("<svg"); at != std::string::npos) svg = svg.substr(at);
  return svg;
}

}  // namespace posetlab::checks
