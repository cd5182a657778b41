// The Deuber-Thomassé solver for N-free posets against the general solver and the
// literal definition, and its recogniser against a direct search for an induced N.
#include <gtest/gtest.h>

#include <random>

#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/series_parallel.hpp"
#include "engine/impartial/solver.hpp"
#include "enumerate/families.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab {
namespace {

TEST(SeriesParallel, RecogniserFindsExactlyTheNFreePosets) {
  for (int n = 0; n <= 7; ++n) {
    int nfree = 0;
    for (const Poset& p : checks::nauty_posets(n)) {
      const bool has_n = has_induced_n(p);
      std::vector<int> leaves;
      auto t = series_parallel_tree(p, &leaves);
      EXPECT_EQ(t.has_value(), !has_n) << p.to_text();
      if (!t) continue;
      ++nfree;
      ASSERT_EQ(t->size(), n);
      // The tree's order, mapped back through the leaves, is p's order.
      Poset q = t->to_poset();
      for (int x = 0; x < n; ++x)
        for (int y = 0; y < n; ++y) ASSERT_EQ(q.leq(x, y), p.leq(leaves[x], leaves[y])) << p.to_text();
    }
    EXPECT_GT(nfree, 0);
  }
}

TEST(SeriesParallel, AgreesWithTheDefinitionOnEveryNFreePosetUpTo6) {
  for (int n = 0; n <= 6; ++n)
    for (const Poset& p : checks::nauty_posets(n)) {
      auto r = deuber_thomasse(p);
      if (!r) continue;
      ASSERT_EQ(r->grundy, plain_grundy(p)) << p.to_text();
      GrundySet gset = plain_option_values(p);
      std::sort(gset.begin(), gset.end());
      gset.erase(std::unique(gset.begin(), gset.end()), gset.end());
      ASSERT_EQ(r->gset, gset) << p.to_text();
    }
}

TEST(SeriesParallel, AgreesWithTheSolverOnEveryNFreePosetOf8Points) {
  Solver solver;
  int count = 0;
  for (const Poset& p : checks::nauty_posets(8)) {
    auto r = deuber_thomasse(p);
    if (!r) continue;
    ++count;
    SolveResult s = solver.solve(p);
    ASSERT_EQ(r->grundy, s.grundy) << p.to_text();
    ASSERT_EQ(r->gset, s.gset) << p.to_text();
  }
  EXPECT_GT(count, 1000);
}

TEST(SeriesParallel, GsetOperations) {
  // Fact 3.1 on two points: g-set(1+1) = {1 XOR 0} = {1}.
  EXPECT_EQ(gset_parallel({0}, {0}), (GrundySet{1}));
  // Lemma 3.2: a point above a point is C_2 with g-set {0, 1}.
  EXPECT_EQ(gset_series({0}, {0}), (GrundySet{0, 1}));
  // A (.) B = B u {mex_a B}: {0,2} (.) {0,1,3} = {0,1,3} u {2, 5}.
  EXPECT_EQ(gset_series({0, 2}, {0, 1, 3}), (GrundySet{0, 1, 2, 3, 5}));
  EXPECT_EQ(gset_series({}, {4}), (GrundySet{4}));
}

TEST(SeriesParallel, TreesOfFamiliesMatchTheirPosets) {
  Solver solver;
  EXPECT_EQ(deuber_thomasse(SpTree::chain(40)).grundy, 40);
  EXPECT_EQ(deuber_thomasse(SpTree::antichain(7)).grundy, 1);
  // Diamond_n = 1/A_n/1 has g = 3.
  SpTree d = SpTree::series(SpTree::point(), SpTree::series(SpTree::antichain(5), SpTree::point()));
  EXPECT_EQ(d.size(), 7);
  EXPECT_EQ(deuber_thomasse(d).grundy, 3);
  EXPECT_EQ(solver.grundy(d.to_poset()), 3);
  EXPECT_EQ(solver.grundy(families::diamond(5)), 3);
  // The N itself is refused.
  Poset n4 = Poset::from_relations(4, std::vector<Relation>{{0, 1}, {2, 1}, {2, 3}});
  EXPECT_FALSE(series_parallel_tree(n4).has_value());
  EXPECT_TRUE(has_induced_n(n4));
}

TEST(SeriesParallel, RandomTreesAgreeWithTheSolver) {
  std::mt19937_64 rng(31);
  Solver solver;
  for (int k = 0; k < 200; ++k) {
    // Random construction of 2..24 points.
    std::vector<SpTree> parts;
    const int n = 2 + k % 23;
    for (int i = 0; i < n; ++i) parts.push_back(SpTree::point());
    while (parts.size() > 1) {
      std::uniform_int_distribution<std::size_t> pick(0, parts.size() - 1);
      std::size_t i = pick(rng), j = pick(rng);
      if (i == j) continue;
      SpTree c = rng() % 2 ? SpTree::parallel(parts[i], parts[j]) : SpTree::series(parts[i], parts[j]);
      parts[std::min(i, j)] = std::move(c);
      parts.erase(parts.begin() + std::max(i, j));
    }
    const Poset p = parts[0].to_poset();
    const DtResult r = deuber_thomasse(parts[0]);
    SolveResult s = solver.solve(p);
    ASSERT_EQ(r.grundy, s.grundy) << p.to_text();
    ASSERT_EQ(r.gset, s.gset) << p.to_text();
    auto again = deuber_thomasse(p);
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->gset, r.gset);
  }
}

}  // namespace
}  // namespace posetlab
