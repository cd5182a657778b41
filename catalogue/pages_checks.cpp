// Checks and conjectures (`/checks`, `/api/checks`): the verdicts of the last `posetlab
// verify` and the stored conjectures with their history, made by the report's own code
// (verify/report.hpp) from the database as it is now, so the page and `posetlab report`
// always say the same. Counterexamples are given as text (the report file draws them).
#include "catalogue/html_page.hpp"
#include "catalogue/json_rows.hpp"
#include "catalogue/page_cache.hpp"
#include "catalogue/routes.hpp"
#include "verify/report.hpp"
#include "verify/report_stored_conjectures.hpp"

namespace posetlab::catalogue {
namespace {

// The report's document with the catalogue's bar of links put at the top of its body.
std::string with_navigation(const std::string& report) {
  const std::string nav =
      "<nav style=\"background:#1f3a5f;padding:.5rem 1rem;margin:-8px -8px 1rem\"><a style=\"color:#fff;margin-right:1rem\" href=\"/\">"
      "posetlab catalogue</a><a style=\"color:#fff;margin-right:1rem\" href=\"/\">Tables</a><a style=\"color:#fff\" href=\"/api/checks\">"
      "JSON</a></nav>";
  const std::size_t body = report.find("<body");
  if (body == std::string::npos) return report;
  const std::size_t open = report.find('>', body);
  return report.substr(0, open + 1) + nav + report.substr(open + 1);
}

Reply checks_page(RequestContext& ctx) {
  return Reply::html(page_cache().get(ctx.db_path(), "checks.html", [&] {
    Db& db = ctx.db();
    const auto rows = db.has_table("checks") ? checks::read_report_rows(db) : std::vector<checks::ReportRow>{};
    const auto stored = checks::read_stored_conjectures_report(db);
    return with_navigation(checks::html_report(rows, ctx.db_path(), nullptr, {}, checks::stored_conjectures_html(stored)));
  }));
}

Reply api_checks(RequestContext& ctx) {
  Db& db = ctx.db();
  std::vector<std::string> items;
  if (db.has_table("checks"))
    for (const checks::ReportRow& r : checks::read_report_rows(db)) {
      JsonObject o;
      o.add("id", r.id).add("source", r.source).add("claim", r.claim).add("expected", r.expected).add("notes", r.notes);
      o.add("scope", r.scope).add("result", r.result());
      if (r.verdict) {
        o.add("verdict", checks::verdict_token(*r.verdict));
      } else {
        o.raw("verdict", "null");
      }
      o.add("as_expected", r.as_expected()).add("instances", r.instances).add("failures", r.failures);
      o.add("counterexample", r.counterexample).add("counterexample_detail", r.counterexample_detail);
      o.add("missing_data", r.missing_data).add("error", r.error);
      o.add("oracle", r.oracle).add("checked_at", r.checked_at).add("seconds", r.seconds);
      items.push_back(o.str());
    }
  std::vector<std::string> conjectures;
  for (const auto& c : checks::read_stored_conjectures_report(db).all) {
    JsonObject o;
    o.add("id", c.id).add("statement", c.statement).add("table", c.table).add("where", c.where).add("status", c.status());
    o.add("sizes_tested", c.sizes_tested).add("rows_tested", c.rows_tested).add("counterexample", c.counterexample);
    if (c.refuted_size) o.add("refuted_size", *c.refuted_size);
    conjectures.push_back(o.str());
  }
  return Reply::json(JsonObject().raw("checks", json_array(items)).raw("conjectures", json_array(conjectures)).str());
}

}  // namespace

void add_check_routes(std::vector<Route>& routes) {
  routes.push_back({R"(/checks)", false, checks_page, kSummaryTimeLimit});
  routes.push_back({R"(/api/checks)", true, api_checks});
}

}  // namespace posetlab::catalogue
