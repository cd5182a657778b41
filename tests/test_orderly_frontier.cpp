// The weighted cut of the orderly tree (enumerate/orderly_frontier.hpp) and the b = 6
// units built on it: the shallow nodes and the leaves' subtrees hold every class once,
// the leaf ranges cover the leaves once in order, the prediction is the formula it
// states, and the units are deterministic. (Whether the weights order units by cost
// is a timing question: bench/schedule_sim measures it, no test does.)
#include <gtest/gtest.h>

#include <bit>
#include <cstdio>
#include <limits>
#include <set>
#include <string>
#include <tuple>

#include "enumerate/orderly_frontier.hpp"
#include "enumerate/set_family_orderly.hpp"
#include "enumerate/set_family_perm.hpp"
#include "enumerate/two_level_job.hpp"

using namespace posetlab;

namespace {

std::multiset<std::uint64_t> cut_classes(int b, int tmax, const OrderlyFrontier& f) {
  std::multiset<std::uint64_t> out;
  for (const FrontierNode& n : f.shallow) out.insert(n.mask);
  for (const FrontierNode& n : f.leaves)
    orderly_subtree(b, n.mask, n.aut, n.low, tmax, TreeSplit{}, [&](std::uint64_t m, int, std::uint64_t) { out.insert(m); });
  return out;
}

}  // namespace

TEST(TwoLevelWeightedCut, ShallowNodesAndLeafSubtreesHoldEveryClassOnce) {
  for (auto [b, tmax] : {std::tuple{4, 15}, std::tuple{5, 7}, std::tuple{6, 5}}) {
    std::multiset<std::uint64_t> whole;
    orderly_families(b, tmax, TreeSplit{}, [&](std::uint64_t m, int, std::uint64_t) { whole.insert(m); });
    ASSERT_EQ(std::set<std::uint64_t>(whole.begin(), whole.end()).size(), whole.size());
    const PermTables& perms = PermTables::get(b);
    for (std::uint64_t limit : {std::uint64_t{0}, std::uint64_t{3}, std::uint64_t{40}, std::uint64_t{1000},
                                std::numeric_limits<std::uint64_t>::max()}) {
      const std::vector<int> copies(tmax + 1, 1);
      const OrderlyFrontier f = orderly_frontier(b, copies, limit);
      EXPECT_EQ(cut_classes(b, tmax, f), whole) << "b=" << b << " limit " << limit;
      for (const auto* list : {&f.shallow, &f.leaves})
        for (const FrontierNode& n : *list) {
          std::uint64_t aut = 0;
          EXPECT_TRUE(perms.is_canonical(n.mask, &aut));
          EXPECT_EQ(n.aut, aut);
          EXPECT_EQ(n.depth, std::popcount(n.mask));
          EXPECT_EQ(n.low, n.mask ? std::countr_zero(n.mask) : perms.positions());
          EXPECT_EQ(n.predicted, predicted_subtree(copies, n.depth, n.low, n.aut));
        }
      for (const FrontierNode& n : f.shallow) EXPECT_GT(n.predicted, limit);
      for (const FrontierNode& n : f.leaves)
        EXPECT_TRUE(n.predicted <= limit || n.depth == tmax || n.low == 0) << "leaf " << n.mask << " of b=" << b;
      if (limit == std::numeric_limits<std::uint64_t>::max()) {
        EXPECT_TRUE(f.shallow.empty());
        EXPECT_EQ(f.leaves.size(), 1u);
      }
    }
  }
}

TEST(TwoLevelWeightedCut, LeafRangesCoverTheLeavesOnceInOrder) {
  const OrderlyFrontier f = orderly_frontier(6, std::vector<int>(6, 1), 20);
  ASSERT_GT(f.leaves.size(), 100u);
  std::uint64_t total = 0;
  for (const FrontierNode& n : f.leaves) total += n.predicted;
  // (unit target, tail target, tail): none, and the last eighth in quarter units.
  for (auto [target, tail_target, tail] : {std::tuple<std::uint64_t, std::uint64_t, std::uint64_t>{1, 0, 0},
                                           {500, 0, 0}, {100000, 0, 0}, {500, 125, total / 8}, {2000, 500, total / 8}}) {
    const std::vector<LeafRange> ranges = group_leaves(f.leaves, target, tail_target, tail);
    ASSERT_FALSE(ranges.empty());
    std::size_t next = 0, small = 0;
    std::uint64_t left = total;  // predicted from the range's first leaf on
    for (std::size_t i = 0; i < ranges.size(); ++i) {
      EXPECT_EQ(ranges[i].first, next);
      EXPECT_GT(ranges[i].last, ranges[i].first);
      std::uint64_t sum = 0;
      for (std::size_t j = ranges[i].first; j < ranges[i].last; ++j) sum += f.leaves[j].predicted;
      EXPECT_EQ(ranges[i].predicted, sum);
      const std::uint64_t goal = tail_target > 0 && left <= tail ? tail_target : target;
      small += goal < target;
      if (i + 1 < ranges.size()) {
        EXPECT_GE(sum, goal);  // closed as soon as it reached its target, not later
        EXPECT_LT(sum - f.leaves[ranges[i].last - 1].predicted, goal);
      }
      left -= sum;
      next = ranges[i].last;
    }
    EXPECT_EQ(next, f.leaves.size());
    if (tail > 0) {
      EXPECT_GE(small, 2u);
    }
  }
  EXPECT_TRUE(group_leaves({}, 10).empty());
}

TEST(TwoLevelWeightedCut, PredictionIsTheStatedFormula) {
  // d sets, lowest position L, group order a: copies(d) + sum_s copies(s) C(L, s - d) / a.
  EXPECT_EQ(predicted_subtree({1, 1, 1}, 0, 3, 1), 1u + 3 + 3);
  EXPECT_EQ(predicted_subtree({1, 1, 1, 1}, 1, 5, 2), 1u + (5 + 10) / 2);
  EXPECT_EQ(predicted_subtree({0, 2, 0, 1}, 1, 6, 3), 2u + 15 / 3);  // only s = 3 below: C(6, 2)
  EXPECT_EQ(predicted_subtree({1, 1}, 1, 0, 1), 1u);
  // Every family of 63 positions, twice: 2 + 2 (2^63 - 1) = 2^64 saturates.
  EXPECT_EQ(predicted_subtree(std::vector<int>(64, 2), 0, 63, 1), std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(predicted_subtree(std::vector<int>(64, 1), 0, 63, 1), std::numeric_limits<std::uint64_t>::max() / 2 + 1);
}

TEST(TwoLevelWeightedCut, SixBottomsUnitsFromNineToTwelveTopsAndOlderKeysKept) {
  TwoLevelSpec spec;
  spec.bottoms = 6;
  spec.tops_max = 8;  // cut as before: its keys are in stored databases
  const auto old = make_two_level_job(spec)->units();
  ASSERT_EQ(old.size(), 32u);
  EXPECT_EQ(old[0].key, "b=6;path=orderly;depth=5;part=0/32");
  spec.tops_max = 9;
  const auto units = make_two_level_job(spec)->units(), again = make_two_level_job(spec)->units();
  ASSERT_GT(units.size(), 100u);
  ASSERT_EQ(units.size(), again.size());
  std::size_t next = 0, leaves = 0;
  for (std::size_t i = 0; i < units.size(); ++i) {
    EXPECT_EQ(units[i].ordinal, i);
    EXPECT_EQ(units[i].key, again[i].key);
    EXPECT_EQ(units[i].weight, again[i].weight);
    unsigned long long first = 0, last = 0, n = 0;
    ASSERT_EQ(std::sscanf(units[i].key.c_str(), "b=6;path=orderly;cut=weighted;leaves=%llu-%llu/%llu", &first, &last, &n), 3)
        << units[i].key;
    EXPECT_EQ(first, next);
    EXPECT_GT(last, first);
    next = last, leaves = n;
  }
  EXPECT_EQ(next, leaves);
  spec.tops_max = 13;  // beyond the cut's reach: res/mod parts again
  EXPECT_EQ(make_two_level_job(spec)->units()[0].key.rfind("b=6;path=orderly;depth=", 0), 0u);
}
