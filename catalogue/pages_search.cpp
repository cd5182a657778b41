// The search page of each table (`/search/TABLE`), its JSON (`/api/search/TABLE`) and its
// downloads (`/api/search/TABLE?format=csv|json|lines|sage`).
#include <algorithm>

#include "catalogue/catalogue_tables.hpp"
#include "catalogue/html_page.hpp"
#include "catalogue/json_rows.hpp"
#include "catalogue/page_cache.hpp"
#include "catalogue/routes.hpp"
#include "catalogue/table_search.hpp"

namespace posetlab::catalogue {
namespace {

const std::vector<std::string> kPageOwn = {"format", "facets"};

const CatalogueTable& table_or_404(RequestContext& ctx, const std::string& name) {
  const CatalogueTable* t = find_catalogue_table(name);
  if (!t) {
    std::string names;
    for (const auto& c : catalogue_tables()) names += (names.empty() ? "" : ", ") + c.table;
    throw NotFound("no table '" + name + "' in the catalogue (tables: " + names + ")");
  }
  if (!ctx.db().has_table(t->table))
    throw NotFound("this database has no " + t->table + " table yet; fill it with: " + t->fill);
  return *t;
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string csv_text(const SearchResult& r) {
  std::string out;
  for (std::size_t c = 0; c < r.columns.size(); ++c) out += (c ? "," : "") + csv_field(r.columns[c].name);
  out += "\n";
  for (const StoredRow& row : r.rows) {
    for (std::size_t c = 0; c < row.columns.size(); ++c)
      out += (c ? "," : "") + (row.types[c] == SQLITE_NULL ? std::string() : csv_field(row.columns[c].second));
    out += "\n";
  }
  return out;
}

std::string lines_text(const CatalogueTable& t, const SearchResult& r) {
  std::string out;
  for (const StoredRow& row : r.rows)
    out += (t.own_format_reads_back ? row_value(row, t.own_format_column) : t.object_of(row).solve_line) + "\n";
  return out;
}

std::string python_text(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\\' || c == '\'') out += '\\';
    out += c;
  }
  return out + "'";
}

// A list for Sage: each object as a Sage Poset built from its cover relations, with its
// stored columns as a dict beside it.
std::string sage_text(const CatalogueTable& t, const SearchResult& r, const std::string& query) {
  std::string out = "# posetlab catalogue: " + t.table + (query.empty() ? "" : " where " + query) + ", " +
                    std::to_string(r.rows.size()) + " of " + std::to_string(r.count) + " rows\n";
  const bool posets = t.has_pages() && t.table != "chomp";
  if (posets) out += "from sage.all import Poset\n";
  out += "rows = [\n";
  for (const StoredRow& row : r.rows) {
    std::string values = "{";
    for (std::size_t c = 0; c < row.columns.size(); ++c) {
      const std::string v = row.types[c] == SQLITE_NULL ? "None" : row.numeric(c) ? row.columns[c].second
                                                                                 : python_text(row.columns[c].second);
      values += (c ? ", " : "") + python_text(row.columns[c].first) + ": " + v;
    }
    values += "}";
    if (posets) {
      const CatalogueObject o = t.object_of(row);
      std::string covers = "[";
      for (const auto& [a, b] : o.poset.covers())
        covers += (covers.size() > 1 ? ", " : "") + std::string("(") + std::to_string(a) + ", " + std::to_string(b) + ")";
      covers += "]";
      out += "    (Poset((list(range(" + std::to_string(o.poset.size()) + ")), " + covers + "), cover_relations=True), " +
             values + "),\n";
    } else {
      out += "    " + values + ",\n";
    }
  }
  return out + "]\n";
}

std::string search_json(const CatalogueTable& t, const SearchRequest& req, const SearchResult& r) {
  JsonObject o;
  o.add("table", t.table).add("count", r.count).add("limit", req.limit).add("offset", req.offset);
  std::vector<std::string> rows;
  for (const StoredRow& row : r.rows) {
    JsonObject j = row_json(row);
    if (t.has_pages()) j.add("key", t.key_of(row));
    rows.push_back(j.str());
  }
  o.raw("rows", json_array(rows));
  if (!r.facets.empty()) {
    JsonObject facets;
    for (const Facet& f : r.facets) {
      std::vector<std::string> values;
      for (const FacetValue& v : f.values) values.push_back(JsonObject().add("value", v.value).add("rows", v.rows).str());
      facets.raw(f.column, json_array(values));
    }
    o.raw("facets", facets.str()).add("facets_sampled", r.facets_sampled);
  }
  return o.str();
}

Reply api_search(RequestContext& ctx) {
  const CatalogueTable& t = table_or_404(ctx, ctx.captures.at(0));
  const std::string format = ctx.param("format").value_or("json");
  if (format != "json" && format != "csv" && format != "lines" && format != "sage")
    throw BadParameter("format", "expected json, csv, lines or sage, got '" + format + "'");
  if (format == "lines" && !t.has_pages())
    throw BadParameter("format", t.table + " holds counts, not objects: take csv, json or sage");
  const bool download = format != "json";
  const auto columns = table_columns(ctx.db(), t);
  SearchRequest req = parse_search(ctx.params, columns, download, kPageOwn);
  if (download && !ctx.param("limit")) req.limit = kDownloadLimit;
  const bool facets = ctx.param("facets").has_value();
  const SearchResult r = run_search(ctx.db(), t, req, facets && !download, database_stamp(ctx.db_path()));
  if (format == "json") return Reply::json(search_json(t, req, r));
  Reply reply;
  reply.content_type = "text/plain; charset=utf-8";
  if (format == "csv") reply.body = csv_text(r), reply.filename = t.table + ".csv", reply.content_type = "text/csv";
  if (format == "lines") reply.body = lines_text(t, r), reply.filename = t.table + ".txt";
  if (format == "sage") reply.body = sage_text(t, r, search_query_string(req)), reply.filename = t.table + ".sage";
  return reply;
}

std::string filter_form(const CatalogueTable& t, const SearchRequest& req, const std::vector<ColumnInfo>& columns) {
  std::string f = "<form class=\"filters\" method=\"get\" action=\"/search/" + html_escape(t.table) + "\">";
  for (const ColumnInfo& c : columns) {
    if (c.blob) continue;
    std::string value;
    for (const ColumnFilter& cf : req.filters)
      if (cf.column == c.name) value = cf.text().substr(c.name.size() + 1);
    f += "<label>" + html_escape(c.name) + "<input name=\"" + html_escape(c.name) + "\" value=\"" + html_escape(value) +
         "\" placeholder=\"" + (c.numeric ? "n or a:b" : "text") + "\"></label>";
  }
  f += "<label>sort<select name=\"sort\"><option value=\"\">default</option>";
  for (const ColumnInfo& c : columns)
    if (!c.blob)
      f += "<option" + std::string(req.sort == c.name ? " selected" : "") + ">" + html_escape(c.name) + "</option>";
  f += "</select></label><label>order<select name=\"order\"><option value=\"asc\">ascending</option><option value=\"desc\"" +
       std::string(req.descending ? " selected" : "") + ">descending</option></select></label>";
  f += "<label>rows a page<input name=\"limit\" value=\"" + std::to_string(req.limit) + "\"></label>";
  return f + "<button type=\"submit\">Search</button></form>";
}

std::string facets_html(const CatalogueTable& t, const SearchRequest& req, const SearchResult& r) {
  if (r.facets.empty()) return {};
  std::string h = "<h2>Facets</h2>";
  if (r.facets_sampled)
    h += "<p class=\"note\">Counted over the first " + std::to_string(kFacetSample) + " of the " +
         std::to_string(r.count) + " matching rows (a sample, so that a facet never scans the whole table).</p>";
  h += "<div class=\"facets\">";
  for (const Facet& f : r.facets) {
    h += "<div class=\"facet\" data-column=\"" + html_escape(f.column) + "\"><b>" + html_escape(f.column) + "</b>";
    for (const FacetValue& v : f.values) {
      SearchRequest narrower = req;
      narrower.filters.erase(std::remove_if(narrower.filters.begin(), narrower.filters.end(),
                                            [&](const ColumnFilter& c) { return c.column == f.column; }),
                             narrower.filters.end());
      ColumnFilter add;
      add.column = f.column;
      add.equals = v.value;
      narrower.filters.push_back(add);
      if (v.value == "NULL") {
        h += html_escape(v.value) + " (" + std::to_string(v.rows) + ")<br>";
        continue;
      }
      h += "<a href=\"/search/" + html_escape(t.table) + "?" + html_escape(search_query_string(narrower)) + "\">" +
           html_escape(v.value) + "</a> (" + std::to_string(v.rows) + ")<br>";
    }
    if (f.more) h += "<span class=\"note\">more values</span>";
    h += "</div>";
  }
  return h + "</div>";
}

std::string rows_html(const CatalogueTable& t, const SearchResult& r) {
  std::string h = "<div class=\"scroll\"><table class=\"results\"><tr>";
  for (const ColumnInfo& c : r.columns) h += "<th" + std::string(c.numeric ? " class=\"num\"" : "") + ">" + html_escape(c.name) + "</th>";
  h += "</tr>";
  for (const StoredRow& row : r.rows) {
    h += "<tr>";
    const std::string key = t.has_pages() ? t.key_of(row) : std::string();
    for (std::size_t c = 0; c < row.columns.size(); ++c) {
      const std::string& v = row.columns[c].second;
      std::string cell = html_escape(v);
      if (t.has_pages() && row.columns[c].first == t.link_column)
        cell = "<a class=\"object\" href=\"/object/" + html_escape(t.table) + "/" + html_escape(url_escape(key)) + "\">" + cell + "</a>";
      h += "<td" + std::string(row.numeric(c) ? " class=\"num\"" : " class=\"key\"") + ">" + cell + "</td>";
    }
    h += "</tr>";
  }
  return h + "</table></div>";
}

Reply search_page(RequestContext& ctx) {
  const CatalogueTable& t = table_or_404(ctx, ctx.captures.at(0));
  const auto columns = table_columns(ctx.db(), t);
  // An empty form field is no filter: drop empty values before reading the request.
  std::multimap<std::string, std::string> params;
  for (const auto& [k, v] : ctx.params)
    if (!v.empty()) params.emplace(k, v);
  const SearchRequest req = parse_search(params, columns, false, kPageOwn);
  const SearchResult r = run_search(ctx.db(), t, req, true, database_stamp(ctx.db_path()));
  const std::string query = search_query_string(req);
  const std::string base = "/search/" + t.table;
  std::string b = "<p>" + html_escape(t.about) + ".</p>";
  b += filter_form(t, req, columns);
  b += "<p class=\"summary\"><b>" + std::to_string(r.count) + "</b> matching rows" +
       (r.count ? "; rows " + std::to_string(std::min<std::uint64_t>(r.count, req.offset + 1)) + " to " +
                      std::to_string(std::min<std::uint64_t>(r.count, req.offset + r.rows.size()))
                : std::string()) +
       ". <a class=\"permalink\" href=\"" + html_escape(base + (query.empty() ? "" : "?" + query)) + "\">Permalink</a></p>";
  const std::string api = "/api/search/" + t.table + "?" + (query.empty() ? "" : query + "&");
  b += "<p>Download these results (up to " + std::to_string(kDownloadLimit) + " rows): " +
       "<a href=\"" + html_escape(api + "format=lines") + "\">" + (t.table == "posets" ? "digraph6" : "lines for solve") + "</a>, " +
       "<a href=\"" + html_escape(api + "format=csv") + "\">CSV</a>, " +
       "<a href=\"" + html_escape(api + "format=json&limit=" + std::to_string(kPageLimit)) + "\">JSON</a>, " +
       "<a href=\"" + html_escape(api + "format=sage") + "\">Sage</a>.</p>";
  b += facets_html(t, req, r);
  b += "<h2>Rows</h2>" + rows_html(t, r);
  const std::string paged = query.empty() ? "" : query + "&";
  std::string nav;
  if (req.offset > 0)
    nav += "<a rel=\"prev\" href=\"" + html_escape(base + "?" + paged + "limit=" + std::to_string(req.limit) + "&offset=" +
                                                   std::to_string(std::max<std::int64_t>(0, req.offset - req.limit))) + "\">previous</a> ";
  if (std::uint64_t(req.offset + req.limit) < r.count)
    nav += "<a rel=\"next\" href=\"" + html_escape(base + "?" + paged + "limit=" + std::to_string(req.limit) + "&offset=" +
                                                   std::to_string(req.offset + req.limit)) + "\">next</a>";
  if (!nav.empty()) b += "<p>" + nav + "</p>";
  return Reply::html(html_page(t.title, b));
}

}  // namespace

void add_search_routes(std::vector<Route>& routes) {
  routes.push_back({R"(/search/([A-Za-z_0-9]+))", false, search_page, kSearchTimeLimit});
  routes.push_back({R"(/api/search/([A-Za-z_0-9]+))", true, api_search, kSearchTimeLimit});
}

}  // namespace posetlab::catalogue
