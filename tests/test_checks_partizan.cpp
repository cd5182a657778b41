// The partizan checks (001 §2.4, 004): the helpers they rest on against their
// definitions and published counts, and the findings their quick runs must reproduce
// (smallest counterexamples of the controls and of the refuted proof step of 004 Thm
// 5.2, the smallest examples of 004 Fig. 2).
#include <gtest/gtest.h>

#include "engine/formats/format_text.hpp"
#include "enumerate/coloured_families.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/coloured_instances.hpp"

namespace posetlab::checks {
namespace {

CheckResult quick(const std::string& id) {
  for (const Check& c : all_checks())
    if (c.id == id) {
      CheckOptions o;
      o.quick = true;
      return run_check(c, o);
    }
  throw std::runtime_error("no check " + id);
}

TEST(PartizanCheckHelpers, CountsMatchOeis) {
  const int rooted_trees[] = {1, 1, 1, 2, 4, 9, 20, 48};  // A000081 (n = 0 taken as the empty tree)
  const int forests[] = {1, 1, 2, 4, 9, 20, 48, 115};     // A000081 shifted
  const int parts[] = {1, 1, 2, 3, 5, 7, 11, 15};         // A000041
  for (int n = 0; n < 8; ++n) {
    EXPECT_EQ(int(tree_posets(n).size()), rooted_trees[n]) << n;
    EXPECT_EQ(int(forest_posets(n).size()), forests[n]) << n;
    EXPECT_EQ(int(partitions(n).size()), parts[n]) << n;
  }
}

TEST(PartizanCheckHelpers, BlockingTriplesEssentialPartAndBalance) {
  // 004 Fig. 4: the chain ?, B, B, W, B, W from the bottom has the triple 1 < 2 < 3.
  ColouredPoset chain = make_coloured(chain_poset(6), "WBBWBW");
  auto triples = blocking_triples(chain);
  ASSERT_EQ(triples.size(), 1u);
  EXPECT_EQ(triples[0], (std::array<int, 3>{1, 2, 3}));
  EXPECT_EQ(essential_part(chain), (std::vector<int>{2, 3, 4, 5}));
  // Balanced (Def. 4.1) by hand: B below W is balanced (only W removable, half white;
  // then only B, all black).
  EXPECT_TRUE(is_balanced(PlainPartizanSolver(make_coloured(chain_poset(2), "BW"), PartizanGame::Pomax)));
  // Three blacks below one white: only the white is removable, 1 of 4 white.
  std::uint64_t where = 0;
  EXPECT_FALSE(is_balanced(PlainPartizanSolver(families::blacks_below_white(3), PartizanGame::Pomax), &where));
  EXPECT_EQ(where, 0b1111u);
  EXPECT_EQ(white_minus_black(families::blacks_below_white(3), 0b1111), -2);
}

TEST(PartizanChecks, RefutedProofStepOf004Theorem52) {
  CheckResult r = quick("004-T5.2-proof");
  EXPECT_GT(r.failures, 0u);
  EXPECT_EQ(r.counterexample.text, "poset 4 BBWW: 2<0 3<1 3<2");
  EXPECT_NE(r.counterexample.detail.find("holds here all the same"), std::string::npos) << r.counterexample.detail;
  EXPECT_EQ(quick("004-T5.2").failures, 0u);
}

TEST(PartizanChecks, Figure2Of004NamesTheSmallestExamples) {
  CheckResult r = quick("004-Fig2");
  EXPECT_EQ(r.failures, 0u);
  EXPECT_NE(r.notes.find("smallest plane partition: poset 13 "), std::string::npos) << r.notes;
  EXPECT_NE(r.notes.find("smallest lattice: poset 5 "), std::string::npos) << r.notes;
}

TEST(PartizanChecks, ControlsFailOnTheirSmallestInstances) {
  EXPECT_EQ(quick("001-S2.4-BW-integer").counterexample.text, "poset 2 BW: 0<1");
  EXPECT_EQ(quick("004-L4.6-triples").counterexample.text, "poset 3 BBW: 0<1 1<2");
  EXPECT_EQ(quick("004-P4.3-any").counterexample.text, "poset 3 BBW: 0<1 1<2");
  EXPECT_GT(quick("004-T6.1-isolated").failures, 0u);
}

}  // namespace
}  // namespace posetlab::checks
