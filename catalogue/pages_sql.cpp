// Read-only SQL (`/sql?q=...`, `/api/sql?q=...`): one statement, prepared and checked by the
// guard `posetlab query` uses (results/queries/query.hpp: writes, ATTACH, loading code and
// changing PRAGMAs are refused before anything runs), on the request's read-only
// connection, within the request's time limit and a cap on the rows returned.
#include "catalogue/html_page.hpp"
#include "catalogue/json_rows.hpp"
#include "catalogue/routes.hpp"
#include "catalogue/table_search.hpp"
#include "engine/core/error.hpp"
#include "results/queries/query.hpp"
#include "results/store/table_printer.hpp"

namespace posetlab::catalogue {
namespace {

inline constexpr std::size_t kSqlRows = 10000;
inline constexpr std::size_t kSqlPageRows = 1000;

struct SqlResult {
  std::vector<std::string> columns;
  std::vector<StoredRow> rows;
  bool truncated = false;
};

SqlResult run_sql(RequestContext& ctx, const std::string& sql, std::size_t cap) {
  if (sql.empty()) throw BadParameter("q", "missing: one SELECT statement");
  std::vector<Stmt> stmts = prepare_read_only(ctx.store(), sql);
  if (stmts.size() != 1) throw BadParameter("q", "give exactly one statement, not " + std::to_string(stmts.size()));
  Stmt& s = stmts.front();
  SqlResult r;
  for (int c = 0; c < s.columns(); ++c) r.columns.push_back(s.name(c));
  while (s.step()) {
    if (r.rows.size() == cap) {
      r.truncated = true;
      break;
    }
    StoredRow row;
    for (int c = 0; c < s.columns(); ++c) {
      row.columns.emplace_back(s.name(c), value_text(s, c));
      row.types.push_back(s.type(c));
    }
    r.rows.push_back(std::move(row));
  }
  return r;
}

Reply api_sql(RequestContext& ctx) {
  const SqlResult r = run_sql(ctx, ctx.param("q").value_or(""), kSqlRows);
  std::vector<std::string> rows;
  for (const StoredRow& row : r.rows) {
    std::vector<std::string> values;
    for (std::size_t c = 0; c < row.columns.size(); ++c) values.push_back(json_value(row, c));
    rows.push_back(json_array(values));
  }
  JsonObject o;
  o.raw("columns", json_strings(r.columns)).raw("rows", json_array(rows)).add("truncated", r.truncated).add("row_cap", kSqlRows);
  return Reply::json(o.str());
}

Reply sql_page(RequestContext& ctx) {
  const std::string sql = ctx.param("q").value_or("");
  std::string b = "<p>One read-only SQL statement on this database (tables and columns: <code>docs/schema.md</code>), at most " +
                  std::to_string(kSqlPageRows) + " rows here and " + std::to_string(kSqlRows) +
                  " from <code>/api/sql</code>, within " + std::to_string(kQueryTimeLimit.count() / 1000) + " s.</p>"
                  "<form method=\"get\" action=\"/sql\"><textarea name=\"q\" rows=\"4\" style=\"width:100%;max-width:48rem\">" +
                  html_escape(sql.empty() ? "SELECT size, count(*) AS posets, sum(outcome = 'P') AS p_positions FROM posets GROUP BY size" : sql) +
                  "</textarea><br><button type=\"submit\">Run</button></form>";
  if (sql.empty()) return Reply::html(html_page("SQL", b));
  SqlResult r;
  try {
    r = run_sql(ctx, sql, kSqlPageRows);
  } catch (const InputError& e) {
    Reply reply = Reply::html(html_page("SQL", b + "<p class=\"error\">" + html_escape(e.what()) + "</p>"));
    reply.status = 400;
    return reply;
  } catch (const UsageError& e) {
    Reply reply = Reply::html(html_page("SQL", b + "<p class=\"error\">" + html_escape(e.what()) + "</p>"));
    reply.status = 400;
    return reply;
  }
  b += "<p>" + std::to_string(r.rows.size()) + " rows" + (r.truncated ? " (the first " + std::to_string(kSqlPageRows) + ")" : "") +
       ". <a href=\"/api/sql?q=" + html_escape(url_escape(sql)) + "\">JSON</a></p><div class=\"scroll\"><table><tr>";
  for (const auto& c : r.columns) b += "<th>" + html_escape(c) + "</th>";
  b += "</tr>";
  for (const StoredRow& row : r.rows) {
    b += "<tr>";
    for (std::size_t c = 0; c < row.columns.size(); ++c)
      b += "<td" + std::string(row.numeric(c) ? " class=\"num\"" : " class=\"key\"") + ">" + html_escape(row.columns[c].second) + "</td>";
    b += "</tr>";
  }
  return Reply::html(html_page("SQL", b + "</table></div>"));
}

}  // namespace

void add_sql_routes(std::vector<Route>& routes) {
  routes.push_back({R"(/sql)", false, sql_page});
  routes.push_back({R"(/api/sql)", true, api_sql});
}

}  // namespace posetlab::catalogue
