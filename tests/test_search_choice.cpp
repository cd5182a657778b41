// `solve`'s choice between the kernel and the mask search (engine/search_choice.hpp):
// the rule picks the measured winner on the cases it was drawn from, twins are found
// exactly, and both searches give the same value, g-set and winning moves, through
// the library and through the CLI.
#include <gtest/gtest.h>

#include <random>

#include "engine/search_choice.hpp"
#include "enumerate/families.hpp"
#include "shell.hpp"
#include "verify/check_posets.hpp"

namespace posetlab::testing {
namespace {

using checks::random_poset;

using families::antichain;
using families::chain;
using families::chomp;

Poset complete_bipartite(int bottoms, int tops) { return Poset::series(antichain(tops), antichain(bottoms)); }

TEST(SearchChoice, TwinsAreIncomparableElementsWithEqualUpAndDownSets) {
  EXPECT_FALSE(has_twins(chain(5)));
  EXPECT_TRUE(has_twins(antichain(2)));
  EXPECT_TRUE(has_twins(complete_bipartite(1, 2)));
  EXPECT_FALSE(has_twins(chomp(4, 5)));
  // 0 < 2 and 1 < 2, 1 < 3: 0 and 1 share their down-sets but not their up-sets.
  const std::vector<Relation> n_shape = {{0, 2}, {1, 2}, {1, 3}};
  EXPECT_FALSE(has_twins(Poset::from_relations(4, n_shape)));
  const std::vector<Relation> v_shape = {{0, 1}, {0, 2}};
  EXPECT_TRUE(has_twins(Poset::from_relations(3, v_shape)));
}

TEST(SearchChoice, AutoTakesMasksForLargeTwinFreeGamesAndTheKernelOtherwise) {
  EXPECT_EQ(choose_search(SearchMethod::Auto, chomp(9, 9).dual()), SearchMethod::Mask);  // not Chomp
  EXPECT_EQ(choose_search(SearchMethod::Auto, chomp(9, 9)), SearchMethod::Chomp);
  EXPECT_EQ(choose_search(SearchMethod::Auto, chomp(5, 5)), SearchMethod::Chomp);
  EXPECT_EQ(choose_search(SearchMethod::Auto, chomp(3, 3)), SearchMethod::Kernel);  // small
  EXPECT_EQ(choose_search(SearchMethod::Auto, complete_bipartite(6, 20)), SearchMethod::Kernel);  // twins
  EXPECT_EQ(choose_search(SearchMethod::Kernel, chomp(9, 9)), SearchMethod::Kernel);
  EXPECT_EQ(choose_search(SearchMethod::Mask, chomp(3, 3)), SearchMethod::Mask);
  EXPECT_EQ(choose_search(SearchMethod::Mask, chain(300)), SearchMethod::Kernel);  // beyond 256 elements
  EXPECT_FALSE(parse_search_method("fast"));
}

TEST(SearchChoice, MaskAndKernelAgreeOnValueGsetAndWinningMoves) {
  Solver kernel;
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    std::mt19937_64 rng(seed);
    const Poset p = random_poset(1 + int(rng() % 18), 0.05 + 0.4 * double(rng() % 100) / 100.0, rng);
    const SolveResult k = kernel.solve(p, true);
    MaskSearchOptions one_thread;
    one_thread.threads = 1;
    const SolveResult m = solve_by_mask(p, true, one_thread);
    ASSERT_EQ(m.grundy, k.grundy) << p.to_text();
    ASSERT_EQ(m.gset, k.gset) << p.to_text();
    ASSERT_EQ(m.winning_moves, k.winning_moves) << p.to_text();
  }
}

TEST(SearchChoice, CliAnswersAreTheSameWhicheverSearchRuns) {
  const std::string b = POSETLAB_BINARY;
  const std::string input = "printf 'poset 3: 0<1 0<2\\nposet 4: 0<2 1<2 1<3\\n'; " + b + " family chomp 7 6; " + b +
                            " family chomp 3 4";
  auto answers = [&](const std::string& search) {
    return run_shell("(" + input + ") | " + b + " solve --moves --search " + search);
  };
  const ShellResult kernel = answers("kernel"), mask = answers("mask"), automatic = answers("auto");
  ASSERT_EQ(kernel.status, 0);
  EXPECT_NE(kernel.out.find("index=2 elements=41 grundy="), std::string::npos) << kernel.out;
  EXPECT_EQ(mask.out, kernel.out);
  EXPECT_EQ(automatic.out, kernel.out);
  EXPECT_EQ(run_shell(b + " solve --search fast < /dev/null 2>/dev/null").status, 2);
  EXPECT_EQ(run_shell("echo 'poset 1:' | " + b + " solve --plain --search mask 2>/dev/null").status, 2);
}

// --stats counts what each fast search did: a 4 x 5 board's dense pass values every
// Young diagram in the box, C(9, 4) = 126 of them.
TEST(SearchChoice, StatsCountTheDenseChompPass) {
  const std::string b = POSETLAB_BINARY;
  const ShellResult r = run_shell(b + " family chomp 4 5 | " + b + " solve --stats 2>&1 >/dev/null");
  ASSERT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("1 by the dense Chomp pass: 126 positions, "), std::string::npos) << r.out;
}

}  // namespace
}  // namespace posetlab::testing
