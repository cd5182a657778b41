// Invariant plots (`/plots`, `/api/plots`), in the manner of PHOEG: two integer columns of a
// table at one size, every distinct point drawn with the number of objects on it and linked
// to the search listing them, the convex hull of the points drawn, and its facets as exact
// inequalities from `conjecture facets` (which judges the size complete first).
#include <algorithm>
#include <cmath>

#include "catalogue/catalogue_tables.hpp"
#include "catalogue/html_page.hpp"
#include "catalogue/json_rows.hpp"
#include "catalogue/routes.hpp"
#include "catalogue/table_search.hpp"
#include "results/conjectures/conjecture_facets.hpp"
#include "results/queries/svg_plot.hpp"

namespace posetlab::catalogue {
namespace {

struct Point {
  std::int64_t x = 0, y = 0;
  std::uint64_t objects = 0;
};

struct PlotRequest {
  const CatalogueTable* table = nullptr;
  std::string x, y;
  std::int64_t size = 0;
  bool has_size = false;
};

std::int64_t cross(const Point& o, const Point& a, const Point& b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// The hull's corners, counter-clockwise (Andrew's monotone chain).
std::vector<Point> hull(std::vector<Point> p) {
  std::sort(p.begin(), p.end(), [](const Point& a, const Point& b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
  if (p.size() < 3) return p;
  std::vector<Point> h(2 * p.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
    h[k++] = p[i];
  }
  for (std::size_t i = p.size() - 1, t = k + 1; i-- > 0;) {
    while (k >= t && cross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
    h[k++] = p[i];
  }
  h.resize(k - 1);
  return h;
}

PlotRequest read_request(RequestContext& ctx, bool require) {
  PlotRequest r;
  const std::string table = ctx.param("table").value_or("posets");
  r.table = find_catalogue_table(table);
  if (!r.table || r.table->size_column.empty()) throw BadParameter("table", "no plots of '" + table + "'");
  if (!ctx.db().has_table(r.table->table)) throw NotFound("this database has no " + table + " table; fill it with: " + r.table->fill);
  const auto columns = table_columns(ctx.db(), *r.table);
  auto numeric = [&](const std::string& param, const std::string& fallback) {
    const std::string name = ctx.param(param).value_or(fallback);
    const auto c = std::find_if(columns.begin(), columns.end(), [&](const ColumnInfo& i) { return i.name == name; });
    if (c == columns.end() || !c->numeric) throw BadParameter(param, "not an integer column of " + table + ": '" + name + "'");
    return name;
  };
  r.x = numeric("x", table == "chomp" ? "a" : "height");
  r.y = numeric("y", table == "chomp" ? "winning_bites" : "grundy");
  if (const auto s = ctx.param("size")) {
    try {
      std::size_t used = 0;
      r.size = std::stoll(*s, &used);
      if (used != s->size()) throw 0;
    } catch (...) {
      throw BadParameter("size", "expected a whole number, got '" + *s + "'");
    }
    r.has_size = true;
  } else if (require) {
    throw BadParameter("size", "missing: the " + r.table->size_column + " to plot");
  }
  return r;
}

std::vector<Point> read_points(Db& db, const PlotRequest& r) {
  std::vector<Point> out;
  Stmt q = db.prepare("SELECT \"" + r.x + "\", \"" + r.y + "\", count(*) FROM \"" + r.table->table + "\" WHERE \"" +
                      r.table->size_column + "\" = ? AND \"" + r.x + "\" IS NOT NULL AND \"" + r.y + "\" IS NOT NULL GROUP BY 1, 2");
  q.bind(1, r.size);
  while (q.step()) out.push_back({q.int64(0), q.int64(1), std::uint64_t(q.int64(2))});
  return out;
}

// Facets from `conjecture facets`, or why there are none.
std::pair<std::vector<std::string>, std::string> facets(Db& db, const PlotRequest& r) {
  try {
    FacetOptions o;
    o.table = r.table->table;
    o.columns = {r.x, r.y};
    o.sizes = SizeRange{int(r.size), int(r.size)};
    const FacetsResult f = conjecture_facets(db, o);
    std::vector<std::string> out;
    for (const SizeHull& h : f.per_size) {
      for (const auto& e : h.equalities) out.push_back(e.expr);
      for (const auto& e : h.facets) out.push_back(e.expr + "  (" + std::to_string(e.touch) + " objects on it)");
    }
    return {out, {}};
  } catch (const std::exception& e) {
    return {{}, e.what()};
  }
}

std::string scatter(const PlotRequest& r, const std::vector<Point>& pts) {
  if (pts.empty()) return "<p class=\"note\">No objects of this size.</p>";
  std::int64_t x0 = pts[0].x, x1 = x0, y0 = pts[0].y, y1 = y0;
  for (const Point& p : pts) x0 = std::min(x0, p.x), x1 = std::max(x1, p.x), y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  const double w = 560, h = 380, m = 46;
  auto sx = [&](double x) { return m + (x1 == x0 ? 0.5 : (x - x0) / double(x1 - x0)) * (w - 2 * m); };
  auto sy = [&](double y) { return h - m - (y1 == y0 ? 0.5 : (y - y0) / double(y1 - y0)) * (h - 2 * m); };
  std::string s = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"scatter\" viewBox=\"0 0 " + svg_number(w) + " " + svg_number(h) +
                  "\" width=\"" + svg_number(w) + "\" style=\"max-width:100%;height:auto\"><title>" + xml_escape(r.y + " against " + r.x) + "</title>";
  s += "<line x1=\"" + svg_number(m) + "\" y1=\"" + svg_number(h - m) + "\" x2=\"" + svg_number(w - m / 2) + "\" y2=\"" + svg_number(h - m) + "\" stroke=\"#333\"/>";
  s += "<line x1=\"" + svg_number(m) + "\" y1=\"" + svg_number(h - m) + "\" x2=\"" + svg_number(m) + "\" y2=\"" + svg_number(m / 2) + "\" stroke=\"#333\"/>";
  s += "<text x=\"" + svg_number(w / 2) + "\" y=\"" + svg_number(h - 8) + "\" text-anchor=\"middle\" font-size=\"13\">" + xml_escape(r.x) + " (" +
       std::to_string(x0) + " to " + std::to_string(x1) + ")</text>";
  s += "<text x=\"14\" y=\"" + svg_number(h / 2) + "\" text-anchor=\"middle\" font-size=\"13\" transform=\"rotate(-90 14 " + svg_number(h / 2) + ")\">" +
       xml_escape(r.y) + " (" + std::to_string(y0) + " to " + std::to_string(y1) + ")</text>";
  const std::vector<Point> corners = hull(pts);
  if (corners.size() >= 2) {
    std::string poly;
    for (const Point& p : corners) poly += svg_number(sx(double(p.x))) + "," + svg_number(sy(double(p.y))) + " ";
    s += "<polygon class=\"hull\" points=\"" + poly + "\" fill=\"#e8eef8\" stroke=\"#1f3a5f\" stroke-width=\"1.5\"/>";
  }
  std::uint64_t most = 1;
  for (const Point& p : pts) most = std::max(most, p.objects);
  for (const Point& p : pts) {
    const double radius = 3 + 6 * std::log1p(double(p.objects)) / std::log1p(double(most));
    const std::string link = "/search/" + r.table->table + "?" + url_escape(r.table->size_column) + "=" + std::to_string(r.size) + "&" +
                             url_escape(r.x) + "=" + std::to_string(p.x) + "&" + url_escape(r.y) + "=" + std::to_string(p.y);
    s += "<a href=\"" + xml_escape(link) + "\"><circle class=\"point\" data-x=\"" + std::to_string(p.x) + "\" data-y=\"" + std::to_string(p.y) +
         "\" data-objects=\"" + std::to_string(p.objects) + "\" cx=\"" + svg_number(sx(double(p.x))) + "\" cy=\"" + svg_number(sy(double(p.y))) +
         "\" r=\"" + svg_number(radius) + "\" fill=\"#c0392b\" fill-opacity=\"0.75\"><title>" + xml_escape(r.x) + "=" + std::to_string(p.x) + ", " +
         xml_escape(r.y) + "=" + std::to_string(p.y) + ": " + std::to_string(p.objects) + " objects</title></circle></a>";
  }
  return s + "</svg>";
}

std::string plot_form(RequestContext& ctx, const PlotRequest& r) {
  std::string f = "<form class=\"filters\" method=\"get\" action=\"/plots\"><label>table<select name=\"table\">";
  for (const CatalogueTable& t : catalogue_tables())
    if (!t.size_column.empty() && ctx.db().has_table(t.table))
      f += "<option" + std::string(&t == r.table ? " selected" : "") + ">" + html_escape(t.table) + "</option>";
  f += "</select></label>";
  const auto columns = table_columns(ctx.db(), *r.table);
  for (const auto& [name, current] : {std::pair<std::string, std::string>{"x", r.x}, {"y", r.y}}) {
    f += "<label>" + name + "<select name=\"" + name + "\">";
    for (const ColumnInfo& c : columns)
      if (c.numeric) f += "<option" + std::string(c.name == current ? " selected" : "") + ">" + html_escape(c.name) + "</option>";
    f += "</select></label>";
  }
  f += "<label>" + html_escape(r.table->size_column) + "<input name=\"size\" value=\"" + (r.has_size ? std::to_string(r.size) : "") + "\"></label>";
  return f + "<button type=\"submit\">Plot</button></form>";
}

Reply plots_page(RequestContext& ctx) {
  PlotRequest r = read_request(ctx, false);
  std::string b = "<p>Two invariants of one size against each other: each point is a value pair with the number of objects on it "
                  "(click it to list them); the shaded region is the convex hull, and its facets are the exact linear bounds that "
                  "<code>posetlab conjecture facets</code> finds.</p>";
  if (!r.has_size) {
    Stmt q = ctx.db().prepare("SELECT max(\"" + r.table->size_column + "\") FROM \"" + r.table->table + "\"");
    if (q.step() && q.type(0) != SQLITE_NULL) r.size = q.int64(0), r.has_size = true;
  }
  b += plot_form(ctx, r);
  if (!r.has_size) return Reply::html(html_page("Plots", b + "<p class=\"note\">The table is empty.</p>"));
  const auto pts = read_points(ctx.db(), r);
  b += "<div class=\"cols\"><div>" + scatter(r, pts) + "</div><div><h2>Hull facets</h2>";
  const auto [ineqs, why] = facets(ctx.db(), r);
  if (!why.empty()) b += "<p class=\"note\">" + html_escape(why) + "</p>";
  else {
    b += "<ul>";
    for (const auto& i : ineqs) b += "<li><code>" + html_escape(i) + "</code></li>";
    b += "</ul>";
  }
  b += "</div></div>";
  return Reply::html(html_page("Plots", b));
}

Reply api_plots(RequestContext& ctx) {
  const PlotRequest r = read_request(ctx, true);
  std::vector<std::string> points;
  for (const Point& p : read_points(ctx.db(), r))
    points.push_back(JsonObject().add("x", p.x).add("y", p.y).add("objects", p.objects).str());
  const auto [ineqs, why] = facets(ctx.db(), r);
  JsonObject o;
  o.add("table", r.table->table).add("x", r.x).add("y", r.y).add("size", r.size).raw("points", json_array(points)).raw("facets", json_strings(ineqs));
  if (!why.empty()) o.add("facets_missing", why);
  return Reply::json(o.str());
}

}  // namespace

void add_plot_routes(std::vector<Route>& routes) {
  routes.push_back({R"(/plots)", false, plots_page});
  routes.push_back({R"(/api/plots)", true, api_plots});
}

}  // namespace posetlab::catalogue
