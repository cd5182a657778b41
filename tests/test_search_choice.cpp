// `solve`'s choice between the kernel and the mask search (engine/impartial/search_choice.hpp):
// the rule picks the measured winner on the cases it was drawn from, twins are found
// exactly, and both searches give the same value, g-set and winning moves, through
// the library and through the CLI.
#include <gtest/gtest.h>

#include <random>

#include "api/solve.hpp"
#include "engine/chomp/chomp_shape.hpp"
#include "engine/core/error.hpp"
#include "engine/impartial/impartial_search.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/search_choice.hpp"
#include "enumerate/families.hpp"
#include "shell.hpp"
#include "tests/build_mode.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::testing {
namespace {

using checks::random_poset;

using families::antichain;
using families::chain;
using families::chomp;
using families::chomp_element;
using families::nim;

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
  // A search asked for that cannot take the poset is refused, never replaced silently.
  EXPECT_THROW(choose_search(SearchMethod::Mask, chain(300)), UsageError);  // beyond 256 elements
  EXPECT_THROW(choose_search(SearchMethod::Chomp, complete_bipartite(2, 2)), UsageError);  // not a Chomp position
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

TEST(SearchChoiceCli, CliAnswersAreTheSameWhicheverSearchRuns) {
  const std::string b = POSETLAB_BINARY;
  // The empty poset first: a search that keyed it by its lowest element would stop the stream.
  const std::string input = "printf 'poset 0:\\nposet 3: 0<1 0<2\\nposet 4: 0<2 1<2 1<3\\n'; " + b + " family chomp 7 6; " + b +
                            " family chomp 3 4";
  auto answers = [&](const std::string& search) {
    return run_shell("(" + input + ") | " + b + " solve --moves --search " + search);
  };
  const ShellResult kernel = answers("kernel"), mask = answers("mask"), automatic = answers("auto");
  ASSERT_EQ(kernel.status, 0);
  EXPECT_NE(kernel.out.find("index=0 elements=0 grundy=0 outcome=P"), std::string::npos) << kernel.out;
  EXPECT_NE(kernel.out.find("index=3 elements=41 grundy="), std::string::npos) << kernel.out;
  EXPECT_EQ(mask.out, kernel.out);
  EXPECT_EQ(automatic.out, kernel.out);
  EXPECT_EQ(run_shell(b + " solve --search fast < /dev/null 2>/dev/null").status, 2);
  EXPECT_EQ(run_shell("echo 'poset 1:' | " + b + " solve --plain --search mask 2>/dev/null").status, 2);
}

// --stats counts what each fast search did: a 4 x 5 board's dense pass values every
// Young diagram in the box, C(9, 4) = 126 of them.
TEST(SearchChoiceCli, StatsCountTheDenseChompPass) {
  const std::string b = POSETLAB_BINARY;
  const ShellResult r = run_shell(b + " family chomp 4 5 | " + b + " solve --stats 2>&1 >/dev/null");
  ASSERT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("1 by the dense Chomp pass: 126 positions, "), std::string::npos) << r.out;
}

// Thin Chomp boards have values above 255, which the dense pass keeps beside its byte
// array: a chain of n elements is the 1 x (n+1) board and Nim heap n (value n, the
// formula), and the Young diagram with rows 300, 2, 1 is checked against the kernel. Auto
// never refuses a poset another search answers: a box beyond the memory limit goes to the
// general rule at once.
TEST(SearchChoice, AutoSolvesThinBoardsByTheDensePassAndHandsHugeBoxesOn) {
  const api::GameKind& kind = api::game_registry().get("impartial");
  const auto automatic = api::make_solver(kind, {});
  auto grundy_of = [](api::KindSolver& solver, const Poset& p) {
    ParsedPoset in;
    in.poset = p;
    return std::get<std::int64_t>(*solver.solve(std::move(in)).find("grundy"));
  };
  const std::vector<int> chains = kUnderSanitizers ? std::vector<int>{256, 300} : std::vector<int>{256, 300, 5000};
  for (const int n : chains) EXPECT_EQ(grundy_of(*automatic, chain(n)), n) << "chain " << n;
  const std::vector<int> heap = {300};
  EXPECT_EQ(grundy_of(*automatic, nim(heap)), 300);
  api::SolveRequest by_kernel;
  by_kernel.search = SearchMethod::Kernel;
  std::vector<int> diagram;  // the cells of rows 300, 2, 1 of the 3 x 300 board, less the poisoned one
  for (int c = 1; c < 300; ++c) diagram.push_back(chomp_element(300, 0, c));
  for (const int cell : {chomp_element(300, 1, 0), chomp_element(300, 1, 1), chomp_element(300, 2, 0)})
    diagram.push_back(cell);
  const Poset thin = chomp(3, 300).induced(diagram);
  const std::int64_t g = grundy_of(*automatic, thin);
  EXPECT_GT(g, 255);
  EXPECT_EQ(g, grundy_of(*api::make_solver(kind, by_kernel), thin));
  EXPECT_EQ(automatic->stats().fast.chomp_solved, chains.size() + 2);  // the chains, Nim 300, the thin board

  const SearchChoice huge = choose_search_explained(SearchMethod::Auto, chomp(100, 100));
  EXPECT_EQ(huge.method, SearchMethod::Kernel);
  EXPECT_TRUE(huge.chomp_box_over_memory);
  EXPECT_EQ(choose_search(SearchMethod::Chomp, chomp(100, 100)), SearchMethod::Chomp);  // asked for: refused later
  EXPECT_FALSE(choose_search_explained(SearchMethod::Auto, chomp(9, 9)).chomp_box_over_memory);
}

// The choice recognises a Chomp position where it looks for one, and keeps the shape: the
// dense pass and the cells of the winning moves take it from there, through a fallback too.
TEST(SearchChoice, TheChoiceKeepsTheChompShapeItRecognised) {
  const SearchChoice board = choose_search_explained(SearchMethod::Auto, chomp(9, 9));
  EXPECT_TRUE(board.chomp_recognised);
  ASSERT_TRUE(board.chomp);
  EXPECT_EQ(board.chomp->rows(), 9);
  const SearchChoice small = choose_search_explained(SearchMethod::Auto, chomp(3, 3));  // below 12 elements
  EXPECT_FALSE(small.chomp_recognised);
  EXPECT_FALSE(choose_search_explained(SearchMethod::Kernel, chomp(9, 9)).chomp_recognised);
  // --search chomp on a poset that is no Chomp position is refused, never replaced.
  EXPECT_THROW(choose_search_explained(SearchMethod::Chomp, antichain(3)), UsageError);

  const Poset thin = chain(256);  // the 1 x 257 board: value 256, more than a byte holds
  ImpartialSearch automatic({});
  ImpartialResult r = automatic.solve(thin, false, true);
  Solver kernel;
  const SolveResult want = kernel.solve(thin, true);
  EXPECT_EQ(r.value.grundy, 256);
  EXPECT_EQ(r.value.gset, want.gset);
  EXPECT_EQ(r.value.winning_moves, want.winning_moves);
  ASSERT_TRUE(r.winning_cells);
  EXPECT_EQ(*r.winning_cells, chomp_cells_text(oriented_as_table(*recognise_chomp(thin)), want.winning_moves));
  EXPECT_EQ(automatic.fast_stats().chomp_solved, 1u);
  r = automatic.solve(chomp(4, 4), true, false);  // the dense pass; no moves asked, no cells
  EXPECT_EQ(r.value.grundy, plain_grundy(chomp(4, 4)));
  EXPECT_FALSE(r.winning_cells);
  EXPECT_EQ(automatic.fast_stats().chomp_solved, 2u);
  EXPECT_FALSE(automatic.solve(antichain(3), false, true).winning_cells);  // no Chomp position
  ImpartialSearchOptions by_chomp;
  by_chomp.method = SearchMethod::Chomp;
  EXPECT_EQ(ImpartialSearch(by_chomp).solve(thin, false, false).value.grundy, 256);
}

TEST(SearchChoiceCli, CliAutoSolvesThinBoardsAndSearchesBoardsBeyondMemory) {
  const std::string b = POSETLAB_BINARY;
  for (const std::string family : {"chain 256", "nim 300", "chomp 1 257"}) {
    const ShellResult r = run_shell(b + " family " + family + " | " + b + " solve --stats 2>&1");
    EXPECT_EQ(r.status, 0) << family << ": " << r.out;
    EXPECT_NE(r.out.find("1 by the dense Chomp pass"), std::string::npos) << r.out;
  }
  EXPECT_NE(run_shell(b + " family chain 256 | " + b + " solve").out.find("grundy=256 "), std::string::npos);
  // A board beyond memory is searched (and stopped at the bound, every thread at once),
  // not refused. Two Nim heaps of 99 are the hook diagram of the 100 x 100 box: Nim's
  // value 99 XOR 99 = 0, by another search.
  const ShellResult big = run_shell(b + " family chomp 100 100 | " + b + " solve --node-limit 1000 --threads 4 2>&1");
  EXPECT_EQ(big.status, 3) << big.out;
  const std::string stopped = "search stopped at the node limit of 1000 positions (";
  const std::size_t at = big.out.find(stopped);
  ASSERT_NE(at, std::string::npos) << big.out;
  // The root's 9999 options are not each started once the bound is passed (each would
  // expand a batch of positions before it noticed: millions in all).
  EXPECT_LT(std::stoull(big.out.substr(at + stopped.size())), 100000u) << big.out;
  const ShellResult hook = run_shell(b + " family nim 99 99 | " + b + " solve --stats 2>&1");
  EXPECT_EQ(hook.status, 0) << hook.out;
  EXPECT_NE(hook.out.find("elements=198 grundy=0 "), std::string::npos) << hook.out;
  EXPECT_NE(hook.out.find("1 Chomp position(s) with a box beyond the dense pass's memory limit"), std::string::npos)
      << hook.out;
  // An explicit --search chomp takes values past a byte too.
  const ShellResult forced = run_shell(b + " family chain 256 | " + b + " solve --search chomp 2>&1");
  EXPECT_EQ(forced.status, 0) << forced.out;
  EXPECT_NE(forced.out.find("grundy=256 "), std::string::npos) << forced.out;
}

}  // namespace
}  // namespace posetlab::testing
