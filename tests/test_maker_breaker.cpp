// Poset positional games (003): the game text format and its errors, the plain search
// oracle on hand-checked games, and the fast solver against plain search on every
// game of at most 4 elements and on seeded random games up to 9.
#include <gtest/gtest.h>
#include <omp.h>

#include <random>

#include "engine/format_text.hpp"
#include "engine/maker_breaker.hpp"
#include "engine/maker_breaker_plain.hpp"
#include "engine/poset_reader.hpp"
#include "enumerate/positional_families.hpp"
#include "enumerate/positional_games.hpp"
#include "verify/check_posets.hpp"
#include "shell.hpp"

namespace posetlab {
namespace {

PositionalGame game(const std::string& text) {
  auto line = parse_poset_line(text);
  EXPECT_TRUE(line.winning_sets.has_value()) << text;
  return {line.poset, line.winning_sets.value_or(std::vector<std::vector<int>>{})};
}

std::string error_of(const std::string& text) {
  try {
    parse_poset_line(text, LineSource{"in", 3});
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(GameFormat, ParsesSetsAndRoundTrips) {
  PositionalGame g = game("poset 4: 0<1 2<3 | {3,0} {1}");
  EXPECT_EQ(g.size(), 4);
  ASSERT_EQ(g.winning_sets.size(), 2u);
  EXPECT_EQ(g.winning_sets[0], (std::vector<int>{0, 3}));
  EXPECT_EQ(g.to_text(), "poset 4: 0<1 2<3 | {0,3} {1}");
  EXPECT_EQ(game(g.to_text()).winning_sets, g.winning_sets);
  EXPECT_TRUE(game("poset 2: 0<1 |").winning_sets.empty());
  EXPECT_TRUE(game("poset 2:|{ 1 , 0 }").winning_sets.size() == 1);
  EXPECT_FALSE(parse_poset_line("poset 2: 0<1").winning_sets.has_value());
}

TEST(GameFormat, LocatedErrors) {
  EXPECT_EQ(error_of("poset 3: 0<1 | {1,2} {}"), "in:3:22: empty winning set: a winning set needs at least one element");
  EXPECT_EQ(error_of("poset 3: 0<1 | {1,5}"), "in:3:19: element 5 out of range 0..2");
  EXPECT_EQ(error_of("poset 3: 0<1 | {1,2} {2,1}"), "in:3:22: duplicate winning set: the same set opens at column 16");
  EXPECT_EQ(error_of("poset 3: 0<1 | {1,1}"), "in:3:19: element 1 listed twice in one winning set");
  EXPECT_EQ(error_of("poset 3: 0<1 | 1"), "in:3:16: expected '{' opening a winning set, found 0x31 ('1')");
  EXPECT_EQ(error_of("poset 3: 0<1 | {1"), "in:3:18: expected ',' or '}' after element id, found end of line");
  EXPECT_EQ(error_of("poset 2 BW: 0<1 | {1}"), "in:3:17: a coloured poset cannot carry winning sets ('|')");
}

TEST(GameFormat, ReaderCarriesSets) {
  auto parsed = PosetReader::parse_line("  poset 2: 0<1 | {1}  # comment", {}, {});
  ASSERT_TRUE(parsed && parsed->winning_sets);
  EXPECT_EQ(parsed->winning_sets->size(), 1u);
}

// Hand-checked values, straight from the rules.
TEST(PlainSearch, SmallGamesByHand) {
  EXPECT_EQ(plain_outcome(game("poset 2: 0<1 | {1}")), 'P');  // whoever claims 0 frees 1 for the other
  EXPECT_EQ(plain_outcome(game("poset 1: | {0}")), 'N');
  EXPECT_EQ(plain_outcome(game("poset 2: | {0} {1}")), 'M');
  EXPECT_EQ(plain_outcome(game("poset 2: | {0,1}")), 'B');
  EXPECT_EQ(plain_outcome(game("poset 3: 0<1 | {1,2}")), 'N');
  EXPECT_EQ(plain_outcome(game("poset 3: |")), 'B');
  // Maker-Maker: the first to own a set wins; nobody: a draw.
  EXPECT_EQ(plain_maker_maker(game("poset 1: | {0}")), MakerMakerResult::FirstWins);
  EXPECT_EQ(plain_maker_maker(game("poset 2: 0<1 | {1}")), MakerMakerResult::SecondWins);
  EXPECT_EQ(plain_maker_maker(game("poset 2: | {0,1}")), MakerMakerResult::Draw);
  EXPECT_EQ(plain_maker_maker(game("poset 3: 0<1 0<2 | {1} {2}")), MakerMakerResult::SecondWins);
}

MakerBreakerOptions bare_options() {
  MakerBreakerOptions o;
  o.reductions = false;
  o.private_table_slots = std::size_t{1} << 16;
  return o;
}

void expect_same(MakerBreakerSolver& fast, MakerBreakerSolver& bare, const PositionalGame& g) {
  const char want = plain_outcome(g);
  ASSERT_EQ(fast.solve(g).outcome(), want) << g.to_text();
  ASSERT_EQ(bare.solve(g).outcome(), want) << g.to_text() << " (reductions off)";
  ASSERT_EQ(fast.maker_wins(g, true), want == 'M' || want == 'N') << g.to_text();
}

// Every game of <= 4 points up to isomorphism (every poset with every clutter of
// winning sets), plus the families with dominated sets that exercise the dominance
// rule: all of them for <= 3 points, those of at most 3 sets for 4 points.
TEST(MakerBreakerSolver, AgreesWithPlainSearchOnAllGamesUpTo4) {
  MakerBreakerSolver fast, bare(bare_options());
  std::size_t clutters = 0, others = 0;
  for (int n = 0; n <= 4; ++n)
    for (const Poset& p : checks::nauty_posets(n)) {
      games::for_each_set_family(n, true, [&](const std::vector<std::uint64_t>& sets) {
        expect_same(fast, bare, games::game_of_masks(p, sets));
        ++clutters;
      });
      games::for_each_set_family(n, false, [&](const std::vector<std::uint64_t>& sets) {
        if (n == 4 && sets.size() > 3) return;
        expect_same(fast, bare, games::game_of_masks(p, sets));
        ++others;
      });
    }
  // Clutters: Dedekind numbers less one (the family {{}}), times the posets of each size.
  EXPECT_EQ(clutters, 1u * 1 + 1 * 2 + 2 * 5 + 5 * 19 + 16 * 167);
  EXPECT_EQ(others, 1u + 1 * 2 + 2 * 8 + 5 * 128 + 16 * (1 + 15 + 105 + 455));
}

TEST(MakerBreakerSolver, AgreesWithPlainSearchOnRandomGamesUpTo9) {
  const std::uint64_t seed = 3003;
  std::mt19937_64 rng(seed);
  MakerBreakerSolver fast, bare(bare_options());
  for (int k = 0; k < 3000; ++k) {
    const int n = 5 + k % 5;
    PositionalGame g = games::random_game(n, 0.1 + 0.05 * (k % 6), 1 + k % 6, 1 + k % 4, rng);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", game " + std::to_string(k));
    expect_same(fast, bare, g);
  }
}

// Same answers whatever the thread count (the root moves run in parallel).
TEST(MakerBreakerSolver, SameResultsForAnyThreadCount) {
  std::mt19937_64 rng(77);
  std::vector<PositionalGame> list;
  for (int k = 0; k < 40; ++k) list.push_back(games::random_game(9, 0.15, 4, 3, rng));
  std::vector<char> one, two;
  for (int threads : {1, 2}) {
    omp_set_num_threads(threads);
    MakerBreakerOptions o;
    o.parallel_root_min_elements = 1;
    MakerBreakerSolver solver(o);
    for (const auto& g : list) (threads == 1 ? one : two).push_back(solver.solve(g).outcome());
  }
  omp_set_num_threads(omp_get_num_procs());
  EXPECT_EQ(one, two);
}

TEST(SolveCommand, MakerBreakerJson) {
  auto r = testing::run_shell("printf 'poset 2: 0<1 | {1}\\n' | " POSETLAB_BINARY " solve --game maker-breaker --json");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("\"outcome\":\"P\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"maker_first\":false,\"maker_second\":true"), std::string::npos) << r.out;
  auto plain = testing::run_shell("printf 'poset 3: 0<1 | {1,2}\\n' | " POSETLAB_BINARY " solve --game maker-breaker --plain");
  EXPECT_NE(plain.out.find("outcome=N maker_first=1 maker_second=0"), std::string::npos) << plain.out;
  auto mm = testing::run_shell("printf 'poset 2: 0<1 | {1}\\n' | " POSETLAB_BINARY " solve --game maker-maker --json");
  EXPECT_NE(mm.out.find("\"outcome\":\"P\",\"first_wins\":false,\"second_wins\":true"), std::string::npos) << mm.out;
  auto bad = testing::run_shell("printf 'poset 3: 0<1 | {1,2} {}\\n' | " POSETLAB_BINARY " solve --game maker-breaker 2>&1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("<stdin>:1:22: empty winning set"), std::string::npos) << bad.out;
  auto no_sets = testing::run_shell("printf 'poset 2: 0<1\\n' | " POSETLAB_BINARY " solve --game maker-breaker 2>&1");
  EXPECT_EQ(no_sets.status, 2);
}

}  // namespace
}  // namespace posetlab

namespace posetlab {
namespace {

TEST(GameFamilies, ConstructionsAsSpecified) {
  // Connect-3 on 3 columns of height 3: 3 rows, 3 columns, 2 diagonals.
  const PositionalGame c = games::connect_k(3, 3, 3);
  EXPECT_EQ(c.to_text(),
            "poset 9: 0<1 1<2 3<4 4<5 6<7 7<8 | {0,3,6} {1,4,7} {2,5,8} {0,1,2} {3,4,5} {6,7,8} {0,4,8} {2,4,6}");
  EXPECT_EQ(games::connect_k_top_set(3, 3, 2).to_text(), "poset 9: 0<1 1<2 3<4 4<5 6<7 7<8 | {2,5}");
  EXPECT_EQ(games::chains_with_singletons({2, 1}, {0, 2}).to_text(), "poset 3: 0<1 | {0} {2}");
  // Thm 8: u_i (4i+2) below x_i, xbar_i, v_i; clause sets of literal elements.
  EXPECT_EQ(games::sat_game(reductions::parse_cnf("(x1 | x2) & (!x1)")).to_text(),
            "poset 8: 2<0 2<1 2<3 6<4 6<5 6<7 | {0,4} {1}");
  // Thm 11: x_i, xbar_i < c_i < x_(i+1), xbar_(i+1).
  EXPECT_EQ(games::qbf_game(reductions::parse_cnf("(x1 | !x2)")).to_text(), "poset 5: 0<2 1<2 2<3 2<4 | {0,4}");
  // Thm 28: a top above each clause's variables, the tops as singletons.
  EXPECT_EQ(games::dnf_game(games::parse_positive_dnf("(x1 & x2) | x3")).to_text(), "poset 5: 0<3 1<3 2<4 | {3} {4}");
  EXPECT_THROW(games::parse_positive_dnf("x1 | !x2"), UsageError);
  EXPECT_TRUE(games::avoid_true_first_wins({{1, 2}}));   // x1 then x2 is forced on the second player
  EXPECT_FALSE(games::avoid_true_first_wins({{1}, {2}}));  // every first move loses at once
}

TEST(GameFamilies, CommandLine) {
  auto ok = testing::run_shell(POSETLAB_BINARY " family connect-k 4 3 3 | " POSETLAB_BINARY
                               " solve --game maker-breaker --progress --threads 2");
  EXPECT_EQ(ok.status, 0);
  EXPECT_NE(ok.out.find("elements=12 sets=14 outcome=M"), std::string::npos) << ok.out;
  auto bad = testing::run_shell(POSETLAB_BINARY " family connect-k 3 x 3 2>&1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("connect-k: expected a number, got 'x'"), std::string::npos) << bad.out;
  auto graph6 = testing::run_shell(POSETLAB_BINARY " family chains 2:1 --format digraph6 2>&1");
  EXPECT_EQ(graph6.status, 2);
  auto plain = testing::run_shell("printf 'poset 1:\\n' | " POSETLAB_BINARY " solve --plain --moves 2>&1");
  EXPECT_EQ(plain.status, 2);  // impartial --plain gives the value only
}

}  // namespace
}  // namespace posetlab
