// The home page (`/`, `/api/tables`): the tables this database holds with their rows per
// size, the sizes each counted population holds completely, and what is missing with the
// command that fills it.
#include "catalogue/catalogue_tables.hpp"
#include "catalogue/html_page.hpp"
#include "catalogue/json_rows.hpp"
#include "catalogue/page_cache.hpp"
#include "catalogue/routes.hpp"
#include "catalogue/table_search.hpp"
#include "results/queries/size_range.hpp"
#include "results/queries/value_counts.hpp"

namespace posetlab::catalogue {
namespace {

struct TableSummary {
  const CatalogueTable* table = nullptr;
  bool present = false;
  std::uint64_t rows = 0;
  std::vector<std::pair<std::string, std::uint64_t>> per_size;  // (size value, rows)
};

struct PopulationSummary {
  const CountedPopulation* population = nullptr;
  std::vector<int> complete;
  std::map<int, std::string> incomplete;
  std::string stop_note;
  std::string error;
};

std::vector<TableSummary> read_tables(Db& db) {
  std::vector<TableSummary> out;
  for (const CatalogueTable& t : catalogue_tables()) {
    TableSummary s;
    s.table = &t;
    s.present = db.has_table(t.table);
    if (s.present && !t.size_column.empty()) {
      Stmt q = db.prepare("SELECT \"" + t.size_column + "\", count(*) FROM \"" + t.table + "\" GROUP BY 1 ORDER BY 1");
      while (q.step()) {
        s.per_size.emplace_back(q.text(0), std::uint64_t(q.int64(1)));
        s.rows += std::uint64_t(q.int64(1));
      }
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::vector<PopulationSummary> read_populations(Db& db) {
  std::vector<PopulationSummary> out;
  for (const CountedPopulation* p : counted_populations()) {
    PopulationSummary s;
    s.population = p;
    try {
      const ValueCounts c = read_value_counts(db, *p);
      s.complete = c.complete_sizes();
      s.incomplete = c.incomplete;
      s.stop_note = c.stop_note;
    } catch (const std::exception& e) {
      s.error = e.what();
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::string home_html(Db& db, const std::string& path) {
  const auto tables = read_tables(db);
  std::string b = "<p>The game values posetlab has stored in <code class=\"key\">" + html_escape(path) +
                  "</code>, opened read-only. Search a table, open any object's page (its drawing, values and moves), "
                  "or look up a poset of your own.</p><h2>Tables</h2><div class=\"scroll\"><table class=\"tables\">"
                  "<tr><th>table</th><th>what a row is</th><th class=\"num\">rows</th><th>rows per size</th></tr>";
  for (const TableSummary& s : tables) {
    const CatalogueTable& t = *s.table;
    if (!s.present) {
      b += "<tr class=\"missing\"><td>" + html_escape(t.table) + "</td><td>" + html_escape(t.about) +
           "</td><td class=\"num\">-</td><td>missing; fill it with <code>" + html_escape(t.fill) + "</code></td></tr>";
      continue;
    }
    std::string sizes;
    for (const auto& [size, rows] : s.per_size)
      sizes += (sizes.empty() ? "" : ", ") + html_escape(t.size_column) + "=" + html_escape(size) + ": " + std::to_string(rows);
    b += "<tr><td><a href=\"/search/" + html_escape(t.table) + "\">" + html_escape(t.table) + "</a></td><td>" +
         html_escape(t.about) + "</td><td class=\"num\">" + std::to_string(s.rows) + "</td><td>" +
         (s.rows ? sizes : "empty; fill it with <code>" + html_escape(t.fill) + "</code>") + "</td></tr>";
  }
  b += "</table></div><h2>Complete sizes</h2><p class=\"note\">A size counts as complete only when every class of it is stored "
       "(checked against the known totals or the job's units); b-files and conjecture tests read complete sizes only.</p><ul>";
  for (const PopulationSummary& p : read_populations(db)) {
    b += "<li><b>" + html_escape(p.population->name) + "</b> (" + html_escape(p.population->words) + "): ";
    if (!p.error.empty()) {
      b += "cannot be read: " + html_escape(p.error) + "</li>";
      continue;
    }
    b += "complete sizes " + html_escape(p.complete.empty() ? std::string("none") : sizes_text(p.complete));
    int shown = 0;
    for (const auto& [n, why] : p.incomplete)
      if (++shown <= 2) b += "; size " + std::to_string(n) + " partial (" + html_escape(why) + ")";
    if (shown > 2) b += "; " + std::to_string(shown - 2) + " more sizes partial";
    const int next = p.complete.empty() ? 1 : p.complete.back() + 1;
    b += ". Next: <code>" + html_escape(p.population->fill + std::to_string(next)) + "</code></li>";
  }
  b += "</ul><h2>More</h2><ul><li><a href=\"/sequences\">Sequences</a>: every b-file posetlab can export, plotted.</li>"
       "<li><a href=\"/plots\">Plots</a>: two invariants against each other, with the exact hull.</li>"
       "<li><a href=\"/checks\">Checks and conjectures</a>: the verdicts of the last <code>posetlab verify</code>.</li>"
       "<li><a href=\"/sql\">SQL</a>: read-only queries, as <code>posetlab query</code> runs them.</li></ul>";
  return html_page("Tables", b);
}

std::string home_json(Db& db) {
  std::vector<std::string> tables;
  for (const TableSummary& s : read_tables(db)) {
    JsonObject o;
    o.add("table", s.table->table).add("title", s.table->title).add("present", s.present).add("rows", s.rows);
    JsonObject sizes;
    for (const auto& [size, rows] : s.per_size) sizes.add(size, rows);
    o.raw("rows_per_size", sizes.str()).add("size_column", s.table->size_column).add("fill", s.table->fill);
    tables.push_back(o.str());
  }
  std::vector<std::string> populations;
  for (const PopulationSummary& p : read_populations(db)) {
    JsonObject o;
    o.add("population", p.population->name).add("words", p.population->words).add("complete_sizes", p.complete);
    if (!p.error.empty()) o.add("error", p.error);
    populations.push_back(o.str());
  }
  return JsonObject().raw("tables", json_array(tables)).raw("populations", json_array(populations)).str();
}

Reply home_page(RequestContext& ctx) {
  return Reply::html(page_cache().get(ctx.db_path(), "home.html", [&] { return home_html(ctx.db(), ctx.db_path()); }));
}

Reply api_tables(RequestContext& ctx) {
  return Reply::json(page_cache().get(ctx.db_path(), "home.json", [&] { return home_json(ctx.db()); }));
}

}  // namespace

void add_home_routes(std::vector<Route>& routes) {
  routes.push_back({R"(/)", false, home_page, kSummaryTimeLimit});
  routes.push_back({R"(/api/tables)", true, api_tables, kSummaryTimeLimit});
}

}  // namespace posetlab::catalogue
