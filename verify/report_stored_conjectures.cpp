// The report's stored conjectures; see report_stored_conjectures.hpp.
#include "verify/report_stored_conjectures.hpp"

#include <map>
#include <sstream>

#include "results/queries/size_range.hpp"
#include "results/queries/svg_plot.hpp"
#include "verify/report_html.hpp"

namespace posetlab::checks {
namespace {

std::string stored_md_cell(const std::string& s) {
  std::string out;
  for (char c : s) out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
  return out;
}

std::string tested_range(const StoredConjecture& c) {
  return c.sizes_tested.empty() ? "none yet" : sizes_text(c.sizes_tested);
}

// "fails at 8 points: `poset 8: ...`", "holds on 1..8 (8 added)", "new (mined)".
std::string change_summary(const ConjectureChange& c, const StoredConjecture* now, bool html) {
  auto code = [&](const std::string& s) { return html ? "<code>" + xml_escape(s) + "</code>" : "`" + stored_md_cell(s) + "`"; };
  if (c.event == "refuted")
    return "fails at " + std::to_string(c.refuted_size.value_or(0)) + " points (tested " + sizes_text(c.sizes) +
           "), smallest counterexample " + code(c.detail);
  if (c.event == "extended")
    return "holds on " + (now ? tested_range(*now) : sizes_text(c.sizes)) + " (added " + sizes_text(c.sizes) + ")";
  if (c.event == "new") return "new since the nightly before (" + (html ? xml_escape(c.detail) : c.detail) + ")";
  return html ? xml_escape(c.detail) : stored_md_cell(c.detail);
}

}  // namespace

// The changes a re-test run recorded, refutations first, of the conjectures still stored.
static std::vector<ConjectureChange> changes_of_retest_run(Db& db, std::int64_t run, const std::vector<StoredConjecture>& all) {
  std::map<std::int64_t, const StoredConjecture*> by_id;
  for (const StoredConjecture& c : all) by_id[c.id] = &c;
  std::vector<ConjectureChange> changes;
  Stmt q = db.prepare("SELECT conjecture, event, sizes, detail FROM conjecture_history WHERE run = ?1 ORDER BY id");
  q.bind(1, run);
  while (q.step()) {
    ConjectureChange c;
    c.id = q.int64(0);
    c.event = q.text(1);
    c.sizes = parse_sizes_text(q.text(2));
    c.detail = q.text(3);
    const auto it = by_id.find(c.id);
    if (it == by_id.end()) continue;  // forgotten since
    c.conjecture = it->second->readable();
    if (c.event == "refuted") c.refuted_size = it->second->refuted_size;
    changes.push_back(std::move(c));
  }
  return merge_conjecture_changes(changes);
}

StoredConjecturesReport read_stored_conjectures_report(Db& db) {
  StoredConjecturesReport r;
  r.all = stored_conjectures(db);
  Stmt run = db.prepare("SELECT id, started_at FROM runs WHERE kind = 'conjectures' ORDER BY id DESC LIMIT 1");
  if (!run.step()) return r;
  r.last_run = run.int64(0);
  r.last_run_at = run.text(1);
  r.last_changes = changes_of_retest_run(db, r.last_run, r.all);
  if (!r.last_changes.empty()) return r;
  Stmt changed = db.prepare(
      "SELECT r.id, r.started_at FROM runs r WHERE r.kind = 'conjectures' AND EXISTS (SELECT 1 FROM "
      "conjecture_history h JOIN conjectures c ON c.id = h.conjecture WHERE h.run = r.id) ORDER BY r.id DESC LIMIT 1");
  if (!changed.step()) return r;
  r.changed_run = changed.int64(0);
  r.changed_run_at = changed.text(1);
  r.changed_run_changes = changes_of_retest_run(db, r.changed_run, r.all);
  return r;
}

std::string stored_conjectures_markdown(const StoredConjecturesReport& r) {
  if (r.empty()) return {};
  std::map<std::int64_t, const StoredConjecture*> by_id;
  for (const StoredConjecture& c : r.all) by_id[c.id] = &c;
  std::ostringstream out;
  out << "### What the last nightly changed\n\n";
  if (!r.last_run)
    out << "No nightly has re-tested the stored conjectures yet (`posetlab nightly` does after each job).\n\n";
  else
    out << "The nightly re-test of " << r.last_run_at << " (run " << r.last_run
        << ") tested each stored conjecture on the sizes that had become complete since its last test: "
        << conjecture_changes_summary(r.last_changes) << ".\n\n";
  auto list = [&](const std::vector<ConjectureChange>& changes) {
    for (const ConjectureChange& c : changes) {
      const auto it = by_id.find(c.id);
      out << "- **" << c.event << "** #" << c.id << " `" << stored_md_cell(c.conjecture) << "`: "
          << change_summary(c, it == by_id.end() ? nullptr : it->second, false) << "\n";
    }
    if (!changes.empty()) out << "\n";
  };
  list(r.last_changes);
  if (r.changed_run) {
    out << "The last re-test that changed something, of " << r.changed_run_at << " (run " << r.changed_run
        << "): " << conjecture_changes_summary(r.changed_run_changes) << ".\n\n";
    list(r.changed_run_changes);
  }
  out << "### Stored conjectures\n\nKept by `posetlab conjecture store` (or `conjecture mine --store`) and tested "
         "on every complete size of their table as it becomes complete (docs/conjectures.md).\n\n"
      << "| id | conjecture | table | status | sizes tested | rows | smallest counterexample | first stated | "
         "last tested |\n|---:|---|---|---|---|---:|---|---|---|\n";
  for (const StoredConjecture& c : r.all)
    out << "| " << c.id << " | `" << stored_md_cell(c.statement) << "`"
        << (c.where.empty() ? "" : " where `" + stored_md_cell(c.where) + "`") << " | " << c.table << " | "
        << (c.refuted() ? "**refuted** at " + std::to_string(*c.refuted_size) + " points" : "open") << " | "
        << tested_range(c) << " | " << c.rows_tested << " | "
        << (c.refuted() ? "`" + stored_md_cell(c.counterexample) + "`" : "") << " | " << c.first_stated << " | "
        << c.last_tested << " |\n";
  out << "\n";
  return out.str();
}

std::string stored_conjectures_html(const StoredConjecturesReport& r) {
  if (r.empty()) return {};
  std::map<std::int64_t, const StoredConjecture*> by_id;
  for (const StoredConjecture& c : r.all) by_id[c.id] = &c;
  std::ostringstream out;
  out << "<h3 id=\"conjectures-changes\">What the last nightly changed</h3>\n<p>";
  if (!r.last_run)
    out << "No nightly has re-tested the stored conjectures yet.";
  else
    out << "The nightly re-test of " << xml_escape(r.last_run_at) << " (run " << r.last_run
        << "): " << html_text_with_code(conjecture_changes_summary(r.last_changes)) << ".";
  out << "</p>\n";
  auto list = [&](const std::vector<ConjectureChange>& changes) {
    if (changes.empty()) return;
    out << "<ul>\n";
    for (const ConjectureChange& c : changes) {
      const auto it = by_id.find(c.id);
      out << "<li><b>" << xml_escape(c.event) << "</b> #" << c.id << " <code>" << xml_escape(c.conjecture)
          << "</code>: " << change_summary(c, it == by_id.end() ? nullptr : it->second, true) << "</li>\n";
    }
    out << "</ul>\n";
  };
  list(r.last_changes);
  if (r.changed_run) {
    out << "<p>The last re-test that changed something, of " << xml_escape(r.changed_run_at) << " (run "
        << r.changed_run << "): " << html_text_with_code(conjecture_changes_summary(r.changed_run_changes)) << ".</p>\n";
    list(r.changed_run_changes);
  }
  out << "<h3 id=\"conjectures-stored\">Stored conjectures</h3>\n<div class=\"wide\"><table><tr><th class=\"nw\">id</th>"
         "<th class=\"nw\">conjecture</th><th class=\"nw\">table</th><th class=\"nw\">status</th><th class=\"nw\">sizes tested</th>"
         "<th class=\"nw\">rows</th><th>smallest counterexample</th><th class=\"nw\">first stated</th>"
         "<th class=\"nw\">last tested</th></tr>\n";
  for (const StoredConjecture& c : r.all)
    out << "<tr" << (c.refuted() ? " class=\"bad\"" : "") << "><td class=\"nw\">" << c.id << "</td><td"
        << (c.statement.size() + c.where.size() <= 40 ? " class=\"nw\"" : "") << "><code>"
        << xml_escape(c.statement) << "</code>" << (c.where.empty() ? "" : " where <code>" + xml_escape(c.where) + "</code>")
        << "</td><td class=\"nw\">" << xml_escape(c.table) << "</td><td class=\"nw\">"
        << (c.refuted() ? "refuted at " + std::to_string(*c.refuted_size) + " points" : "open") << "</td><td class=\"nw\">"
        << xml_escape(tested_range(c)) << "</td><td class=\"nw num\">" << c.rows_tested << "</td><td>"
        << (c.refuted() ? "<code>" + xml_escape(c.counterexample) + "</code>" : "") << "</td><td class=\"nw\">"
        << xml_escape(c.first_stated) << "</td><td class=\"nw\">" << xml_escape(c.last_tested) << "</td></tr>\n";
  out << "</table></div>\n";
  return out.str();
}

}  // namespace posetlab::checks
