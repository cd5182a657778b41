// The sequences (`/sequences`, `/api/sequences`, `/sequences/NAME.txt`): every b-file of
// `posetlab export bfile --list`, counted from this database's complete sizes, with a plot
// of its terms and its OEIS number where one is known. `*-grundy` sequences take `g`.
#include <cmath>

#include "catalogue/html_page.hpp"
#include "catalogue/json_rows.hpp"
#include "catalogue/page_cache.hpp"
#include "catalogue/routes.hpp"
#include "catalogue/table_search.hpp"
#include "engine/core/error.hpp"
#include "results/store/sqlite_db.hpp"
#include "results/queries/sequences.hpp"
#include "results/queries/svg_plot.hpp"

namespace posetlab::catalogue {
namespace {

constexpr int kShownTerms = 40;

std::optional<int> g_of(const SequenceSpec& spec, RequestContext& ctx) {
  if (spec.kind != SequenceKind::WithValue) {
    if (ctx.param("g")) throw BadParameter("g", "sequence " + spec.name + " takes no g");
    return std::nullopt;
  }
  const std::string g = ctx.param("g").value_or("1");
  int v = -1;
  try {
    v = std::stoi(g);
  } catch (...) {
  }
  if (v < 0 || v > 1000 || std::to_string(v) != g) throw BadParameter("g", "expected a Grundy value 0 to 1000, got '" + g + "'");
  return v;
}

// The terms, or the reason there are none (no complete size stored).
struct Terms {
  Sequence sequence;
  std::string missing;
};

Terms terms_of(Db& db, const SequenceSpec& spec, std::optional<int> g) {
  Terms t;
  try {
    t.sequence = compute_sequence(db, spec, g);
  } catch (const UsageError& e) {
    t.missing = e.what();
  } catch (const DbError& e) {
    // A population whose table this database lacks (or cannot read) has no terms here; a
    // query past the request's time limit still fails the request.
    if ((e.code() & 0xff) == SQLITE_INTERRUPT) throw;
    t.missing = e.what();
  }
  if (t.missing.empty() && t.sequence.terms.empty()) t.missing = "no complete size of its table is stored";
  return t;
}

std::string plot(const Sequence& s) {
  BarChart chart;
  chart.title = s.title;
  chart.x_label = "n";
  chart.y_label = "a(n)";
  chart.columns = 1;
  std::uint64_t largest = 0;
  BarPanel panel;
  panel.title = s.title;
  for (const auto& [n, a] : s.terms) {
    if (panel.bars.size() == std::size_t(kShownTerms)) break;
    panel.bars.push_back({std::to_string(n), a, 0});
    largest = std::max(largest, a);
  }
  chart.log_scale = largest > 1000;
  chart.panels.push_back(panel);
  return svg_bar_chart(chart);
}

std::string sequence_section(Db& db, const SequenceSpec& spec, std::optional<int> g) {
  const Terms t = terms_of(db, spec, g);
  const std::string id = spec.name + (g ? "-" + std::to_string(*g) : "");
  std::string h = "<section class=\"sequence\" id=\"" + html_escape(id) + "\"><h2>" + html_escape(spec.name) +
                  (g ? " (g = " + std::to_string(*g) + ")" : "") + "</h2><p>" + html_escape(sequence_summary(spec)) + "</p>";
  if (!spec.oeis.empty())
    h += "<p>OEIS <a href=\"https://oeis.org/" + html_escape(spec.oeis) + "\">" + html_escape(spec.oeis) + "</a></p>";
  if (!t.missing.empty()) return h + "<p class=\"note\">No terms here: " + html_escape(t.missing) + ".</p></section>";
  std::string terms;
  for (const auto& [n, a] : t.sequence.terms) terms += (terms.empty() ? "" : ", ") + std::to_string(a);
  h += "<p class=\"key\">" + html_escape(terms) + "</p>";
  h += "<p><a href=\"/sequences/" + html_escape(spec.name) + ".txt" + (g ? "?g=" + std::to_string(*g) : "") + "\">b-file</a></p>";
  return h + "<div class=\"scroll\">" + plot(t.sequence) + "</div></section>";
}

Reply sequences_page(RequestContext& ctx) {
  const std::string body = page_cache().get(ctx.db_path(), "sequences.html", [&] {
    std::string b = "<p>Every sequence <code>posetlab export bfile</code> writes, counted from the complete sizes of this database. "
                    "The <code>*-grundy</code> sequences count the classes of one Grundy value: shown for g = 1, any other with "
                    "<code>/sequences/NAME.txt?g=G</code>.</p>";
    for (const SequenceSpec& spec : sequence_specs())
      b += sequence_section(ctx.db(), spec, spec.kind == SequenceKind::WithValue ? std::optional<int>(1) : std::nullopt);
    return html_page("Sequences", b);
  });
  return Reply::html(body);
}

Reply bfile(RequestContext& ctx) {
  const SequenceSpec* spec = nullptr;
  for (const SequenceSpec& s : sequence_specs())
    if (s.name == ctx.captures.at(0)) spec = &s;
  if (!spec) throw NotFound("no sequence '" + ctx.captures.at(0) + "' (see /sequences)");
  const Terms t = terms_of(ctx.db(), *spec, g_of(*spec, ctx));
  if (!t.missing.empty()) throw NotFound("sequence " + spec->name + " has no terms here: " + t.missing);
  Reply r;
  r.content_type = "text/plain; charset=utf-8";
  r.body = bfile_text(t.sequence, ctx.db_path());
  return r;
}

Reply api_sequences(RequestContext& ctx) {
  return Reply::json(page_cache().get(ctx.db_path(), "sequences.json", [&] {
  std::vector<std::string> items;
  for (const SequenceSpec& spec : sequence_specs()) {
    const std::optional<int> g = spec.kind == SequenceKind::WithValue ? std::optional<int>(1) : std::nullopt;
    const Terms t = terms_of(ctx.db(), spec, g);
    JsonObject o;
    o.add("name", spec.name).add("summary", sequence_summary(spec)).add("oeis", spec.oeis);
    if (g) o.add("g", *g);
    std::string terms = "[";
    for (const auto& [n, a] : t.sequence.terms) terms += (terms.size() > 1 ? "," : "") + std::string("[") + std::to_string(n) + "," + std::to_string(a) + "]";
    o.raw("terms", terms + "]");
    if (!t.missing.empty()) o.add("missing", t.missing);
    items.push_back(o.str());
  }
  return JsonObject().raw("sequences", json_array(items)).str();
  }));
}

}  // namespace

void add_sequence_routes(std::vector<Route>& routes) {
  routes.push_back({R"(/sequences)", false, sequences_page, kSummaryTimeLimit});
  routes.push_back({R"(/sequences/([A-Za-z0-9_-]+)\.txt)", false, bfile});
  routes.push_back({R"(/api/sequences)", true, api_sequences, kSummaryTimeLimit});
}

}  // namespace posetlab::catalogue
