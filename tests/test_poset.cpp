// The poset core: closure, cycles, covers, components, unions.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/core/error.hpp"
#include "engine/core/poset.hpp"

using namespace posetlab;

TEST(Poset, TransitiveClosureOfAChain) {
  std::vector<Relation> rel{{0, 1}, {1, 2}, {2, 3}};
  Poset p = Poset::from_relations(4, rel);
  EXPECT_TRUE(p.leq(0, 3));
  EXPECT_FALSE(p.leq(3, 0));
  EXPECT_EQ(p.relation_count(), 6u);
  EXPECT_EQ(p.cover_count(), 3u);
  EXPECT_TRUE(p.is_chain());
  EXPECT_EQ(p.height(), 4);
}

TEST(Poset, CycleIsNamed) {
  std::vector<Relation> rel{{0, 1}, {1, 2}, {2, 0}, {3, 0}};
  try {
    Poset::from_relations(4, rel);
    FAIL() << "cycle not detected";
  } catch (const CycleError& e) {
    std::vector<int> c = e.cycle();
    ASSERT_EQ(c.size(), 3u);
    for (std::size_t i = 0; i < c.size(); ++i) EXPECT_TRUE(std::find(rel.begin(), rel.end(), Relation{c[i], c[(i + 1) % 3]}) != rel.end());
  }
}

TEST(Poset, CycleIsNamedWhenTheFirstLeftoverElementLiesAboveIt) {
  // Element 0 lies above the cycle 1 < 2 < 1 and has no successor: the cycle is still found.
  std::vector<Relation> rel{{1, 2}, {2, 1}, {1, 0}};
  try {
    Poset::from_relations(3, rel);
    FAIL() << "cycle not detected";
  } catch (const CycleError& e) {
    std::vector<int> c = e.cycle();
    ASSERT_EQ(c.size(), 2u);
    for (std::size_t i = 0; i < c.size(); ++i) EXPECT_TRUE(std::find(rel.begin(), rel.end(), Relation{c[i], c[(i + 1) % 2]}) != rel.end());
  }
}

TEST(Poset, OutOfRangeIdIsAUsageError) {
  std::vector<Relation> rel{{0, 5}};
  EXPECT_THROW(Poset::from_relations(3, rel), UsageError);
}

TEST(Poset, CoversSkipImpliedPairs) {
  std::vector<Relation> rel{{0, 1}, {1, 2}, {0, 2}, {0, 3}};
  Poset p = Poset::from_relations(4, rel);
  std::vector<Relation> expect{{0, 1}, {0, 3}, {1, 2}};
  EXPECT_EQ(p.covers(), expect);
}

TEST(Poset, ComponentsAndUnions) {
  Poset c3 = chain_poset(3), a2 = antichain_poset(2);
  Poset par = Poset::parallel(c3, a2);
  EXPECT_EQ(par.size(), 5);
  EXPECT_EQ(par.components().size(), 3u);
  Poset ser = Poset::series(a2, c3);  // antichain above the chain
  EXPECT_EQ(ser.components().size(), 1u);
  EXPECT_TRUE(ser.less(0, 3));
  EXPECT_TRUE(ser.less(2, 4));
  EXPECT_FALSE(ser.comparable(3, 4));
  EXPECT_EQ(ser.dual().minimal_elements(), ser.maximal_elements());
}

TEST(Poset, LargeChainBuildsQuickly) {
  Poset p = chain_poset(5000);
  EXPECT_EQ(p.cover_count(), 4999u);
  EXPECT_EQ(p.minimal_elements(), std::vector<int>{0});
}
