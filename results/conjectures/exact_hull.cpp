// Exact convex hulls of integer points; see exact_hull.hpp.
#include "results/conjectures/exact_hull.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <tuple>

namespace posetlab {
namespace {

using QMatrix = std::vector<std::vector<mpq_class>>;
using ZVector = std::vector<mpz_class>;

// Reduced row echelon form in place, taking pivot columns in `order`; drops zero rows
// and returns the pivot column of each remaining row.
std::vector<int> hull_rref(QMatrix& m, const std::vector<int>& order) {
  std::vector<int> pivots;
  std::size_t row = 0;
  for (int col : order) {
    std::size_t found = row;
    while (found < m.size() && m[found][col] == 0) ++found;
    if (found == m.size()) continue;
    std::swap(m[row], m[found]);
    const mpq_class lead = m[row][col];
    for (auto& x : m[row]) x /= lead;
    for (std::size_t r = 0; r < m.size(); ++r) {
      if (r == row || m[r][col] == 0) continue;
      const mpq_class f = m[r][col];
      for (std::size_t c = 0; c < m[r].size(); ++c) m[r][c] -= f * m[row][c];
    }
    pivots.push_back(col);
    if (++row == m.size()) break;
  }
  m.resize(row);
  return pivots;
}

std::vector<int> hull_identity_order(int d) {
  std::vector<int> o(d);
  for (int i = 0; i < d; ++i) o[i] = i;
  return o;
}

// A basis of {v : m v = 0}, one vector per non-pivot column.
QMatrix hull_nullspace(QMatrix m, int d) {
  const std::vector<int> pivots = hull_rref(m, hull_identity_order(d));
  QMatrix basis;
  for (int f = 0; f < d; ++f) {
    if (std::find(pivots.begin(), pivots.end(), f) != pivots.end()) continue;
    std::vector<mpq_class> v(d, 0);
    v[f] = 1;
    for (std::size_t r = 0; r < pivots.size(); ++r) v[pivots[r]] = -m[r][f];
    basis.push_back(std::move(v));
  }
  return basis;
}

// The rational vector scaled to coprime integers (same direction).
ZVector hull_integer_direction(const std::vector<mpq_class>& v) {
  mpz_class den = 1;
  for (const auto& x : v) den = lcm(den, x.get_den());
  ZVector z;
  mpz_class g = 0;
  for (const auto& x : v) {
    z.push_back(x.get_num() * (den / x.get_den()));
    g = gcd(g, z.back());
  }
  if (g > 1)
    for (auto& x : z) x /= g;
  return z;
}

void hull_divide_by_gcd(ZVector& v) {
  mpz_class g = 0;
  for (const auto& x : v) g = gcd(g, x);
  if (g > 1)
    for (auto& x : v) x /= g;
}

std::int64_t hull_to_int64(const mpz_class& z) {
  if (!z.fits_slong_p() || sizeof(long) < sizeof(std::int64_t))
    throw std::overflow_error("a hull coefficient does not fit 64 bits: " + z.get_str());
  return z.get_si();
}

// One ray of the cone being built, with the processed constraints it meets with equality.
struct HullRay {
  ZVector y;
  std::vector<std::uint64_t> zero;  // bitset over processing positions
};

void hull_set_bit(std::vector<std::uint64_t>& s, std::size_t i) { s[i / 64] |= std::uint64_t(1) << (i % 64); }

// Extreme rays of {y : h.y <= 0 for every row h}, the rows spanning the whole space
// (so the cone is pointed). Double description with the combinatorial adjacency test.
std::vector<ZVector> hull_extreme_rays(const std::vector<ZVector>& rows) {
  const std::size_t dim = rows.front().size(), words = (rows.size() + 63) / 64;
  // Processing order: `dim` independent rows first (the initial simplicial cone), then the rest.
  std::vector<std::size_t> order, rest;
  QMatrix basis;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (order.size() < dim) {
      QMatrix trial = basis;
      trial.emplace_back(rows[i].begin(), rows[i].end());
      const std::size_t wanted = trial.size();  // hull_rref drops dependent rows
      if (hull_rref(trial, hull_identity_order(int(dim))).size() == wanted) {
        basis.emplace_back(rows[i].begin(), rows[i].end());
        order.push_back(i);
        continue;
      }
    }
    rest.push_back(i);
  }
  if (order.size() < dim) throw std::logic_error("exact_hull: the constraints do not span the space");
  auto dot = [](const ZVector& h, const ZVector& y) {
    mpz_class s = 0;
    for (std::size_t c = 0; c < h.size(); ++c) s += h[c] * y[c];
    return s;
  };
  std::vector<HullRay> rays;
  for (std::size_t j = 0; j < dim; ++j) {
    QMatrix others;
    for (std::size_t i = 0; i < dim; ++i)
      if (i != j) others.emplace_back(rows[order[i]].begin(), rows[order[i]].end());
    HullRay r{hull_integer_direction(hull_nullspace(others, int(dim)).at(0)), std::vector<std::uint64_t>(words, 0)};
    if (dot(rows[order[j]], r.y) > 0)
      for (auto& x : r.y) x = -x;
    for (std::size_t i = 0; i < dim; ++i)
      if (i != j) hull_set_bit(r.zero, i);
    rays.push_back(std::move(r));
  }
  order.insert(order.end(), rest.begin(), rest.end());

  for (std::size_t pos = dim; pos < order.size(); ++pos) {
    const ZVector& h = rows[order[pos]];
    std::vector<mpz_class> value(rays.size());
    std::vector<std::size_t> plus, minus;
    for (std::size_t r = 0; r < rays.size(); ++r) {
      value[r] = dot(h, rays[r].y);
      if (value[r] > 0)
        plus.push_back(r);
      else if (value[r] < 0)
        minus.push_back(r);
      else
        hull_set_bit(rays[r].zero, pos);
    }
    if (plus.empty()) continue;
    std::vector<HullRay> next;
    for (std::size_t r = 0; r < rays.size(); ++r)
      if (value[r] <= 0) next.push_back(rays[r]);
    for (std::size_t p : plus) {
      for (std::size_t n : minus) {
        std::vector<std::uint64_t> common(words);
        std::size_t count = 0;
        for (std::size_t w = 0; w < words; ++w) {
          common[w] = rays[p].zero[w] & rays[n].zero[w];
          count += std::popcount(common[w]);
        }
        if (count + 2 < dim) continue;
        bool adjacent = true;
        for (std::size_t r = 0; r < rays.size() && adjacent; ++r) {
          if (r == p || r == n) continue;
          bool contains = true;
          for (std::size_t w = 0; w < words && contains; ++w) contains = (rays[r].zero[w] & common[w]) == common[w];
          adjacent = !contains;
        }
        if (!adjacent) continue;
        HullRay made{ZVector(dim), common};
        for (std::size_t c = 0; c < dim; ++c) made.y[c] = value[p] * rays[n].y[c] - value[n] * rays[p].y[c];
        hull_divide_by_gcd(made.y);
        hull_set_bit(made.zero, pos);
        next.push_back(std::move(made));
      }
    }
    rays = std::move(next);
  }
  std::vector<ZVector> out;
  for (auto& r : rays) out.push_back(std::move(r.y));
  return out;
}

}  // namespace

ExactHull exact_hull(const std::vector<IntPoint>& input) {
  ExactHull hull;
  if (input.empty()) return hull;
  const int d = int(input.front().size());
  for (const auto& p : input)
    if (int(p.size()) != d || d < 1) throw std::invalid_argument("exact_hull: points of different lengths");
  std::vector<IntPoint> points = input;
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());

  // The affine hull: the directions from the first point, their orthogonal complement as
  // equalities, in echelon form with pivots taken from the last coordinate down.
  QMatrix directions;
  for (std::size_t i = 1; i < points.size(); ++i) {
    std::vector<mpq_class> v(d);
    for (int c = 0; c < d; ++c) v[c] = mpz_class(points[i][c]) - points[0][c];
    directions.push_back(std::move(v));
  }
  QMatrix reduced = directions;
  hull.dimension = int(hull_rref(reduced, hull_identity_order(d)).size());
  QMatrix normals = hull.dimension == 0 ? QMatrix() : hull_nullspace(directions, d);
  if (hull.dimension == 0)
    for (int c = 0; c < d; ++c) {
      normals.emplace_back(d, 0);
      normals.back()[c] = 1;
    }
  std::vector<int> last_first = hull_identity_order(d);
  std::reverse(last_first.begin(), last_first.end());
  const std::vector<int> pivots = hull_rref(normals, last_first);
  for (const auto& row : normals) {
    ZVector a = hull_integer_direction(row);
    const auto lead = std::find_if(a.begin(), a.end(), [](const mpz_class& x) { return x != 0; });
    if (lead != a.end() && *lead < 0)
      for (auto& x : a) x = -x;
    HullConstraint e;
    mpz_class b = 0;
    for (int c = 0; c < d; ++c) {
      e.a.push_back(hull_to_int64(a[c]));
      b += a[c] * points[0][c];
    }
    e.b = hull_to_int64(b);
    hull.equalities.push_back(std::move(e));
  }
  std::sort(hull.equalities.begin(), hull.equalities.end(),
            [](const HullConstraint& x, const HullConstraint& y) { return std::tie(x.a, x.b) < std::tie(y.a, y.b); });
  for (int c = 0; c < d; ++c)
    if (std::find(pivots.begin(), pivots.end(), c) == pivots.end()) hull.free_coordinates.push_back(c);
  if (hull.dimension <= 0) return hull;

  // Facets: the cone {(a, b) : a.q - b <= 0 for every point q (free coordinates)}.
  std::vector<ZVector> rows;
  for (const auto& p : points) {
    ZVector h;
    for (int c : hull.free_coordinates) h.push_back(p[c]);
    h.push_back(-1);
    rows.push_back(std::move(h));
  }
  for (const ZVector& y : hull_extreme_rays(rows)) {
    ZVector a(y.begin(), y.end() - 1);
    hull_divide_by_gcd(a);
    HullConstraint f;
    f.a.assign(d, 0);
    mpz_class b;
    for (std::size_t k = 0; k < a.size(); ++k) f.a[hull.free_coordinates[k]] = hull_to_int64(a[k]);
    // The tightest right side, from the points themselves (one of them lies on it).
    for (std::size_t i = 0; i < points.size(); ++i) {
      mpz_class v = 0;
      for (int c = 0; c < d; ++c) v += mpz_class(f.a[c]) * points[i][c];
      if (i == 0 || v > b) b = v;
    }
    f.b = hull_to_int64(b);
    hull.facets.push_back(std::move(f));
  }
  std::sort(hull.facets.begin(), hull.facets.end(),
            [](const HullConstraint& x, const HullConstraint& y) { return std::tie(x.a, x.b) < std::tie(y.a, y.b); });
  return hull;
}

}  // namespace posetlab
