// Exact facets of the column tuples of a stored table; see conjecture_facets.hpp.
#include "results/conjectures/conjecture_facets.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <sstream>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture_sql.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/conjectures/exact_hull.hpp"
#include "util/json.hpp"

namespace posetlab {
namespace {

std::string facet_name_shown(const std::string& sql) {
  return sql.find(' ') == std::string::npos ? sql : "(" + sql + ")";
}

// Weighted distinct tuples per size.
using TupleCounts = std::map<IntPoint, std::uint64_t>;

std::map<int, TupleCounts> read_tuples(Db& db, const ConjectureTable& t, const FacetOptions& o) {
  GuardedQuery q;
  q.text("SELECT " + t.size_sql);
  for (const std::string& c : o.columns) q.text(", ").piece({"<column " + c + ">", c});
  q.text(", total(" + t.weight_sql + ") FROM " + t.name);
  if (!t.base_where.empty() || !o.where.empty()) {
    q.text(" WHERE ");
    if (!t.base_where.empty()) q.text(t.base_where + (o.where.empty() ? "" : " AND "));
    if (!o.where.empty()) q.piece({"<where>", o.where});
  }
  q.text(" GROUP BY 1");
  for (std::size_t i = 0; i < o.columns.size(); ++i) q.text(", " + std::to_string(i + 2));
  Stmt s = q.prepare(db, t.readable, t.name, table_columns(db, t.name));
  std::map<int, TupleCounts> out;
  const int d = int(o.columns.size());
  while (s.step()) {
    const int n = int(s.int64(0));
    IntPoint p;
    for (int i = 0; i < d; ++i) {
      if (s.type(i + 1) != SQLITE_INTEGER)
        throw InputError({"--columns", 1, 0},
                         "column " + o.columns[i] + " is " + (s.type(i + 1) == SQLITE_NULL ? "NULL" : "not an integer") +
                             " on some row of size " + std::to_string(n) +
                             ": facets need integer columns (leave such rows out with --where)");
      p.push_back(s.int64(i + 1));
    }
    out[n][p] += std::uint64_t(s.real(d + 1));
  }
  return out;
}

std::int64_t facet_dot(const std::vector<std::int64_t>& a, const IntPoint& p) {
  std::int64_t v = 0;
  for (std::size_t i = 0; i < a.size(); ++i) v += a[i] * p[i];
  return v;
}

FacetInequality measured(const HullConstraint& c, bool equality, const TupleCounts& tuples,
                         const std::vector<std::string>& names) {
  FacetInequality f;
  f.a = c.a;
  f.b = c.b;
  f.equality = equality;
  f.expr = linear_inequality_text(c.a, names, equality ? "=" : "<=", c.b);
  for (const auto& [p, w] : tuples)
    if (facet_dot(c.a, p) == c.b) f.touch += w, ++f.points;
  return f;
}

// The run of sizes from which b(n) is affine in n (at least three sizes), as
// q*b(n) = p*n + r.
void fit_affine(SizeFamilyFacet& f) {
  const auto& c = f.constants;
  for (std::size_t start = 0; start + 3 <= c.size(); ++start) {
    const auto [n0, b0] = c[start];
    const auto [n1, b1] = c[start + 1];
    bool line = true;
    for (std::size_t i = start + 2; i < c.size() && line; ++i)
      line = (c[i].second - b0) * (n1 - n0) == (b1 - b0) * (c[i].first - n0);
    if (!line) continue;
    std::int64_t p = b1 - b0, q = n1 - n0;
    const std::int64_t g = std::gcd(p, q);
    p /= g, q /= g;
    f.affine_from = n0;
    f.p = p;
    f.q = q;
    f.r = q * b0 - p * n0;
    return;
  }
}

void every_size_facets(FacetsResult& r, const ConjectureTable& t, const std::map<int, TupleCounts>& tuples,
                       const std::map<int, ExactHull>& hulls) {
  for (const SizeHull& s : r.per_size) r.full_dimension = std::max(r.full_dimension, s.dimension);
  if (r.full_dimension <= 0) return;
  std::set<std::vector<std::int64_t>> normals;
  for (const auto& [n, h] : hulls)
    if (h.dimension == r.full_dimension)
      for (const auto& f : h.facets) normals.insert(f.a);
  std::vector<std::string> names = r.columns;
  names.push_back(t.size_sql);
  for (const auto& a : normals) {
    SizeFamilyFacet f;
    f.a = a;
    // The run of full-dimensional sizes, down from the largest, where a is a facet normal.
    std::vector<int> full;
    for (const auto& [n, h] : hulls)
      if (h.dimension == r.full_dimension) full.push_back(n);
    for (auto n = full.rbegin(); n != full.rend(); ++n) {
      const ExactHull& h = hulls.at(*n);
      if (std::none_of(h.facets.begin(), h.facets.end(), [&](const HullConstraint& c) { return c.a == a; })) break;
      f.facet_sizes.insert(f.facet_sizes.begin(), *n);
    }
    if (f.facet_sizes.size() < std::min<std::size_t>(3, full.size())) continue;
    // b(n): the tightest constant at every size (lower-dimensional sizes included).
    for (const auto& [n, counts] : tuples) {
      if (counts.empty()) continue;
      std::int64_t b = facet_dot(a, counts.begin()->first);
      for (const auto& [p, w] : counts) b = std::max(b, facet_dot(a, p));
      f.constants.emplace_back(n, b);
    }
    fit_affine(f);
    if (f.affine_from) {
      std::vector<std::int64_t> coefficients;
      for (std::int64_t x : a) coefficients.push_back(f.q * x);
      coefficients.push_back(-f.p);
      // A size column among the columns takes the size term itself.
      for (std::size_t i = 0; i < r.columns.size(); ++i)
        if (r.columns[i] == t.size_sql) coefficients[i] += coefficients.back(), coefficients.back() = 0;
      f.expr = linear_inequality_text(coefficients, names, "<=", f.r);
      if (*f.affine_from > f.constants.front().first) f.where = t.size_sql + " >= " + std::to_string(*f.affine_from);
    } else {
      f.expr = linear_inequality_text(a, r.columns, "<=", 0);
      f.expr = f.expr.substr(0, f.expr.rfind(' ')) + " b(n)";
    }
    r.every_size.push_back(std::move(f));
  }
}

}  // namespace

FacetsResult conjecture_facets(Db& db, const FacetOptions& o) {
  const ConjectureTable& t = conjecture_table(o.table);
  if (o.columns.size() < 2 || o.columns.size() > 4)
    throw UsageError("--columns: give 2 to 4 columns, e.g. --columns height,width,grundy (got " +
                     std::to_string(o.columns.size()) + ")");
  if (!o.sizes && !o.all_sizes) throw UsageError("conjecture facets: give --size N (or A:B), or --all-sizes");
  FacetsResult r;
  r.table = t.name;
  r.where = o.where;
  r.object = t.object;
  r.columns = o.columns;
  r.all_sizes = o.all_sizes;
  std::map<int, TupleCounts> all = read_tuples(db, t, o);  // compiles the columns first
  const SizeCompleteness sc = complete_sizes(db, t);
  r.completeness = sc.rule;
  const std::vector<int> sizes =
      sizes_in_range(sc.complete, o.sizes, "conjecture facets", [&](int n) { return sc.why_not(n); });
  if (sizes.empty()) throw UsageError("conjecture facets: table " + t.name + " holds no size completely");
  std::map<int, TupleCounts> tuples;
  std::map<int, ExactHull> hulls;
  for (int n : sizes) {
    const TupleCounts& counts = tuples[n] = all[n];
    SizeHull s;
    s.size = n;
    s.tuples = counts.size();
    std::vector<IntPoint> points;
    for (const auto& [p, w] : counts) points.push_back(p), s.rows += w;
    const ExactHull& h = hulls[n] = exact_hull(points);
    s.dimension = h.dimension;
    for (const auto& e : h.equalities) s.equalities.push_back(measured(e, true, counts, o.columns));
    for (const auto& f : h.facets) s.facets.push_back(measured(f, false, counts, o.columns));
    // Most touched first; the exact order of equal counts by coefficients.
    std::stable_sort(s.facets.begin(), s.facets.end(),
                     [](const FacetInequality& x, const FacetInequality& y) { return x.touch > y.touch; });
    r.per_size.push_back(std::move(s));
  }
  if (o.all_sizes) every_size_facets(r, t, tuples, hulls);
  return r;
}

std::string facets_text(const FacetsResult& r) {
  std::ostringstream out;
  std::string cols;
  for (const auto& c : r.columns) cols += (cols.empty() ? "" : ", ") + c;
  out << "Convex hull of (" << cols << ") over the rows of " << r.table;
  if (!r.where.empty()) out << " where " << r.where;
  out << ", per complete size\n";
  for (const SizeHull& s : r.per_size) {
    out << "\nsize " << s.size << ": " << s.rows << " rows, " << s.tuples << " distinct tuples, dimension "
        << s.dimension << ", " << s.facets.size() << " facet" << (s.facets.size() == 1 ? "" : "s") << "\n";
    std::size_t width = 0;
    for (const auto* list : {&s.equalities, &s.facets})
      for (const auto& f : *list) width = std::max(width, f.expr.size());
    for (const auto* list : {&s.equalities, &s.facets})
      for (const auto& f : *list)
        out << "  " << f.expr << std::string(width + 2 - f.expr.size(), ' ') << "touch " << f.touch << " ("
            << f.points << " tuple" << (f.points == 1 ? "" : "s") << ")" << (f.equality ? "  equality" : "") << "\n";
  }
  if (r.all_sizes) {
    std::vector<int> sizes;
    for (const auto& s : r.per_size) sizes.push_back(s.size);
    out << "\nFacets at every size tested (n = " << sizes_text(sizes) << "), normals of the " << r.full_dimension
        << "-dimensional hulls:\n";
    if (r.every_size.empty()) out << "  none\n";
    for (const auto& f : r.every_size) {
      out << "  " << f.expr;
      if (!f.where.empty()) out << "  where " << f.where;
      out << "  (facet at n = " << sizes_text(f.facet_sizes) << ")";
      if (!f.affine_from) {  // the constants in the printed direction (">=" negates them)
        const bool flipped = f.expr.find(">=") != std::string::npos;
        out << "  b:";
        for (const auto& [n, b] : f.constants) out << " " << n << ":" << (flipped ? -b : b);
      }
      out << "\n";
    }
  }
  return out.str();
}

std::string facets_json(const FacetsResult& r) {
  auto inequality = [](const FacetInequality& f) {
    JsonObject o;
    o.add("expression", f.expr).add("coefficients", std::span<const std::int64_t>(f.a)).add("constant", f.b);
    o.add("equality", f.equality).add("touch", f.touch).add("tuples", f.points);
    return o.str();
  };
  std::string per = "[";
  for (std::size_t i = 0; i < r.per_size.size(); ++i) {
    const SizeHull& s = r.per_size[i];
    JsonObject o;
    o.add("size", s.size).add("rows", s.rows).add("tuples", s.tuples).add("dimension", s.dimension);
    std::string eq = "[", fa = "[";
    for (std::size_t k = 0; k < s.equalities.size(); ++k) eq += (k ? "," : "") + inequality(s.equalities[k]);
    for (std::size_t k = 0; k < s.facets.size(); ++k) fa += (k ? "," : "") + inequality(s.facets[k]);
    o.raw("equalities", eq + "]").raw("facets", fa + "]");
    per += (i ? "," : "") + o.str();
  }
  JsonObject o;
  o.add("table", r.table).add("where", r.where);
  std::string cols = "[";
  for (std::size_t i = 0; i < r.columns.size(); ++i) cols += (i ? "," : "") + json_string(r.columns[i]);
  o.raw("columns", cols + "]").raw("per_size", per + "]");
  if (r.all_sizes) {
    std::string every = "[";
    for (std::size_t i = 0; i < r.every_size.size(); ++i) {
      const SizeFamilyFacet& f = r.every_size[i];
      JsonObject e;
      e.add("expression", f.expr).add("where", f.where).add("coefficients", std::span<const std::int64_t>(f.a));
      e.add("facet_sizes", std::span<const int>(f.facet_sizes));
      std::string cs = "{";
      for (std::size_t k = 0; k < f.constants.size(); ++k)
        cs += (k ? "," : "") + json_string(std::to_string(f.constants[k].first)) + ":" +
              std::to_string(f.constants[k].second);
      e.raw("constants", cs + "}");
      if (f.affine_from)
        e.add("affine_from", *f.affine_from);
      else
        e.raw("affine_from", "null");
      every += (i ? "," : "") + e.str();
    }
    o.add("full_dimension", r.full_dimension).raw("every_size", every + "]");
  }
  return o.str();
}

std::string linear_inequality_text(const std::vector<std::int64_t>& a, const std::vector<std::string>& names,
                                   const std::string& relation, std::int64_t b) {
  const auto lead = std::find_if(a.begin(), a.end(), [](std::int64_t x) { return x != 0; });
  const int sign = lead != a.end() && *lead < 0 ? -1 : 1;
  std::string rel = relation;
  if (sign < 0 && relation != "=") rel = relation == "<=" ? ">=" : "<=";
  std::string s;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::int64_t c = sign * a[i];
    if (!c) continue;
    const std::int64_t m = c < 0 ? -c : c;
    s += s.empty() ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ");
    s += (m == 1 ? "" : std::to_string(m) + "*") + facet_name_shown(names[i]);
  }
  if (s.empty()) s = "0";
  return s + " " + rel + " " + std::to_string(sign * b);
}

}  // namespace posetlab
