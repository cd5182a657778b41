#pragma once
// Independent hull computations for the tests of exact_hull and `conjecture facets`:
// 128-bit integer determinants, no GMP, no double description. Points are full
// dimensional in their own space unless a function says otherwise.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <numeric>
#include <utility>
#include <vector>

#include "results/conjectures/exact_hull.hpp"

namespace posetlab::testing {

__extension__ typedef __int128 Wide;  // exact minors of 64-bit tuples (GCC/Clang)

inline Wide oracle_gcd(Wide a, Wide b) {
  while (b != 0) a = std::exchange(b, a % b);
  return a;
}

inline Wide oracle_det(std::vector<std::vector<Wide>> m) {  // Laplace expansion, k <= 4
  const std::size_t k = m.size();
  if (k == 0) return 1;
  if (k == 1) return m[0][0];
  Wide s = 0;
  for (std::size_t c = 0; c < k; ++c) {
    std::vector<std::vector<Wide>> minor;
    for (std::size_t r = 1; r < k; ++r) {
      std::vector<Wide> row;
      for (std::size_t cc = 0; cc < k; ++cc)
        if (cc != c) row.push_back(m[r][cc]);
      minor.push_back(row);
    }
    const Wide t = m[0][c] * oracle_det(minor);
    s += c % 2 ? -t : t;
  }
  return s;
}

// Affine rank (dimension of the affine hull; -1 for none) by fraction-free elimination.
inline int affine_rank(const std::vector<IntPoint>& pts) {
  if (pts.empty()) return -1;
  const std::size_t d = pts.front().size();
  std::vector<std::vector<Wide>> m;
  for (std::size_t i = 1; i < pts.size(); ++i) {
    std::vector<Wide> row;
    for (std::size_t c = 0; c < d; ++c) row.push_back(Wide(pts[i][c]) - pts[0][c]);
    m.push_back(row);
  }
  int rank = 0;
  for (std::size_t c = 0; c < d && rank < int(m.size()); ++c) {
    std::size_t r = rank;
    while (r < m.size() && m[r][c] == 0) ++r;
    if (r == m.size()) continue;
    std::swap(m[r], m[rank]);
    for (std::size_t o = rank + 1; o < m.size(); ++o) {
      if (m[o][c] == 0) continue;
      const Wide f = m[o][c], p = m[rank][c];
      Wide g = 0;
      for (std::size_t cc = 0; cc < d; ++cc) {
        m[o][cc] = m[o][cc] * p - m[rank][cc] * f;
        const Wide a = m[o][cc] < 0 ? -m[o][cc] : m[o][cc];
        g = oracle_gcd(g, a);
      }
      if (g > 1)
        for (auto& x : m[o]) x /= g;
    }
    ++rank;
  }
  return rank;
}

inline std::int64_t oracle_dot(const std::vector<std::int64_t>& a, const IntPoint& p) {
  std::int64_t s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * p[i];
  return s;
}

// Every hyperplane through k affinely independent points (k the dimension) with all
// points on one side, as a.x <= b with coprime a.
inline std::vector<HullConstraint> brute_facets(std::vector<IntPoint> pts) {
  std::sort(pts.begin(), pts.end());
  pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
  const std::size_t k = pts.front().size();
  std::vector<HullConstraint> out;
  std::vector<std::size_t> pick;
  std::function<void(std::size_t)> choose = [&](std::size_t from) {
    if (pick.size() == k) {
      std::vector<std::vector<Wide>> diffs;
      for (std::size_t i = 1; i < k; ++i) {
        std::vector<Wide> row;
        for (std::size_t c = 0; c < k; ++c) row.push_back(Wide(pts[pick[i]][c]) - pts[pick[0]][c]);
        diffs.push_back(row);
      }
      std::vector<std::int64_t> a(k);
      std::int64_t g = 0;
      for (std::size_t c = 0; c < k; ++c) {
        std::vector<std::vector<Wide>> minor;
        for (const auto& row : diffs) {
          std::vector<Wide> r;
          for (std::size_t cc = 0; cc < k; ++cc)
            if (cc != c) r.push_back(row[cc]);
          minor.push_back(r);
        }
        const Wide v = oracle_det(minor) * (c % 2 ? -1 : 1);
        a[c] = std::int64_t(v);
        g = std::gcd(g, a[c] < 0 ? -a[c] : a[c]);
      }
      if (g == 0) return;  // not affinely independent
      for (auto& x : a) x /= g;
      for (int side : {1, -1}) {
        std::vector<std::int64_t> s = a;
        for (auto& x : s) x *= side;
        const std::int64_t b = oracle_dot(s, pts[pick[0]]);
        if (std::all_of(pts.begin(), pts.end(), [&](const IntPoint& p) { return oracle_dot(s, p) <= b; }))
          out.push_back({s, b});
      }
      return;
    }
    for (std::size_t i = from; i < pts.size(); ++i) {
      pick.push_back(i);
      choose(i + 1);
      pick.pop_back();
    }
  };
  choose(0);
  std::sort(out.begin(), out.end(),
            [](const HullConstraint& x, const HullConstraint& y) { return std::tie(x.a, x.b) < std::tie(y.a, y.b); });
  out.erase(std::unique(out.begin(), out.end(),
                        [](const HullConstraint& x, const HullConstraint& y) { return x.a == y.a && x.b == y.b; }),
            out.end());
  return out;
}

// Every coprime normal with coefficients in [-m, m] whose tightest inequality meets k
// affinely independent points.
inline std::vector<HullConstraint> small_normal_facets(const std::vector<IntPoint>& pts, int m) {
  const std::size_t k = pts.front().size();
  std::vector<HullConstraint> out;
  std::vector<std::int64_t> a(k, -m);
  while (true) {
    std::int64_t g = 0;
    for (auto x : a) g = std::gcd(g, x < 0 ? -x : x);
    if (g == 1) {
      std::int64_t b = oracle_dot(a, pts.front());
      for (const auto& p : pts) b = std::max(b, oracle_dot(a, p));
      std::vector<IntPoint> tight;
      for (const auto& p : pts)
        if (oracle_dot(a, p) == b) tight.push_back(p);
      if (affine_rank(tight) == int(k) - 1) out.push_back({a, b});
    }
    std::size_t i = 0;
    while (i < k && a[i] == m) a[i++] = -m;
    if (i == k) break;
    ++a[i];
  }
  return out;
}

}  // namespace posetlab::testing
