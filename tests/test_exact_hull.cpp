// exact_hull against two independent computations that share no code with it (no GMP,
// no double description): every hyperplane through d affinely independent points that
// leaves all points on one side (exact 128-bit determinants), and brute force over the
// integer normals with coefficients in [-3, 3]: each normal whose tightest inequality
// meets d affinely independent points is a facet, and each facet with such small
// coefficients is one of them.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

#include "results/conjectures/exact_hull.hpp"
#include "tests/hull_oracle.hpp"

namespace posetlab {
namespace {

using testing::affine_rank;
using testing::brute_facets;
using testing::small_normal_facets;

std::set<std::pair<std::vector<std::int64_t>, std::int64_t>> as_set(const std::vector<HullConstraint>& cs) {
  std::set<std::pair<std::vector<std::int64_t>, std::int64_t>> s;
  for (const auto& c : cs) s.insert({c.a, c.b});
  return s;
}

std::int64_t dot(const std::vector<std::int64_t>& a, const IntPoint& p) {
  std::int64_t s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * p[i];
  return s;
}

// The hull's own promises: equalities hold everywhere and number d - dimension, facets
// are valid, tight on `dimension` affinely independent points, zero off the free
// coordinates, with coprime coefficients.
void expect_consistent(const ExactHull& h, const std::vector<IntPoint>& pts) {
  const int d = int(pts.front().size());
  EXPECT_EQ(h.dimension, affine_rank(pts));
  EXPECT_EQ(int(h.equalities.size()), d - h.dimension);
  EXPECT_EQ(int(h.free_coordinates.size()), h.dimension);
  for (const auto& e : h.equalities)
    for (const auto& p : pts) {
      EXPECT_EQ(dot(e.a, p), e.b);
    }
  for (const auto& f : h.facets) {
    std::int64_t g = 0;
    for (auto x : f.a) g = std::gcd(g, x);
    EXPECT_EQ(g, 1);
    std::vector<IntPoint> tight;
    for (const auto& p : pts) {
      EXPECT_LE(dot(f.a, p), f.b);
      if (dot(f.a, p) == f.b) tight.push_back(p);
    }
    EXPECT_EQ(affine_rank(tight), h.dimension - 1);
    for (int c = 0; c < d; ++c)
      if (std::find(h.free_coordinates.begin(), h.free_coordinates.end(), c) == h.free_coordinates.end()) {
        EXPECT_EQ(f.a[c], 0);
      }
  }
}

// The points restricted to the hull's free coordinates (where its facets live).
std::vector<IntPoint> projected(const ExactHull& h, const std::vector<IntPoint>& pts) {
  std::vector<IntPoint> out;
  for (const auto& p : pts) {
    IntPoint q;
    for (int c : h.free_coordinates) q.push_back(p[c]);
    out.push_back(q);
  }
  return out;
}

std::vector<HullConstraint> facets_in_free_coordinates(const ExactHull& h) {
  std::vector<HullConstraint> out;
  for (const auto& f : h.facets) {
    HullConstraint g;
    for (int c : h.free_coordinates) g.a.push_back(f.a[c]);
    g.b = f.b;
    out.push_back(g);
  }
  return out;
}

void expect_matches_oracles(const std::vector<IntPoint>& pts) {
  const ExactHull h = exact_hull(pts);
  expect_consistent(h, pts);
  if (h.dimension <= 0) {
    EXPECT_TRUE(h.facets.empty());
    return;
  }
  const std::vector<IntPoint> q = projected(h, pts);
  const auto found = as_set(facets_in_free_coordinates(h));
  EXPECT_EQ(found, as_set(brute_facets(q)));
  const auto small = as_set(small_normal_facets(q, 3));
  for (const auto& f : small) EXPECT_TRUE(found.count(f));
  for (const auto& f : found)
    if (std::all_of(f.first.begin(), f.first.end(), [](std::int64_t x) { return x >= -3 && x <= 3; })) {
      EXPECT_TRUE(small.count(f));
    }
}

TEST(ExactHull, SquareAndTriangle) {
  const ExactHull sq = exact_hull({{0, 0}, {2, 0}, {0, 2}, {2, 2}, {1, 1}, {1, 1}});
  EXPECT_EQ(sq.dimension, 2);
  EXPECT_EQ(as_set(sq.facets), (as_set({{{-1, 0}, 0}, {{0, -1}, 0}, {{0, 1}, 2}, {{1, 0}, 2}})));
  const ExactHull tri = exact_hull({{0, 0}, {3, 0}, {0, 3}, {1, 1}, {2, 1}});
  EXPECT_EQ(as_set(tri.facets), (as_set({{{-1, 0}, 0}, {{0, -1}, 0}, {{1, 1}, 3}})));
}

TEST(ExactHull, LowerDimensionalHullsGiveEqualities) {
  const ExactHull point = exact_hull({{1, 2, 0}, {1, 2, 0}});
  EXPECT_EQ(point.dimension, 0);
  EXPECT_EQ(as_set(point.equalities), (as_set({{{1, 0, 0}, 1}, {{0, 1, 0}, 2}, {{0, 0, 1}, 0}})));
  // Posets of two points: the antichain (height 1, width 2, grundy 0) and the chain (2, 1, 1).
  const ExactHull two = exact_hull({{1, 2, 0}, {2, 1, 1}});
  EXPECT_EQ(two.dimension, 1);
  EXPECT_EQ(two.free_coordinates, std::vector<int>{0});
  EXPECT_EQ(as_set(two.equalities), (as_set({{{1, 0, -1}, 1}, {{1, 1, 0}, 3}})));
  EXPECT_EQ(as_set(two.facets), (as_set({{{-1, 0, 0}, -1}, {{1, 0, 0}, 2}})));
  expect_matches_oracles({{0, 0, 0}, {1, 1, 2}, {2, 2, 4}, {3, 1, 2}, {1, 3, 6}});  // a plane
}

TEST(ExactHull, RandomPointSetsMatchBothOracles) {
  std::mt19937 rng(35);
  for (int d = 1; d <= 4; ++d) {
    for (int trial = 0; trial < 25; ++trial) {
      const int n = 3 + int(rng() % (d == 4 ? 14 : 20));
      const int box = 2 + int(rng() % 4);
      std::vector<IntPoint> pts;
      for (int i = 0; i < n; ++i) {
        IntPoint p;
        for (int c = 0; c < d; ++c) p.push_back(std::int64_t(rng() % box));
        pts.push_back(p);
      }
      if (trial % 5 == 4 && d >= 2)  // on a hyperplane: the last coordinate from the others
        for (auto& p : pts) p[d - 1] = 2 * p[0] - (d > 2 ? p[1] : 0) + 1;
      SCOPED_TRACE("d=" + std::to_string(d) + " trial=" + std::to_string(trial));
      expect_matches_oracles(pts);
    }
  }
}

TEST(ExactHull, LargeCoordinatesStayExact) {
  // Automorphism counts reach 9! at 9 points: the arithmetic must not wrap.
  const std::int64_t big = 362880;
  expect_matches_oracles({{0, 0, 0}, {big, 1, 0}, {1, big, 2}, {3, 5, big}, {big, big, big}, {7, 2, 1}});
}

TEST(ExactHull, RefusesMixedLengths) { EXPECT_THROW(exact_hull({{1, 2}, {1}}), std::invalid_argument); }

}  // namespace
}  // namespace posetlab
