// Poset positional games (003): the game text format and its errors, the plain search
// oracle on hand-checked games, and the fast solver against plain search on every
// game of at most 4 elements and on seeded random games up to 9.
#include <gtest/gtest.h>
#include <omp.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "engine/core/canonical.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/positional/maker_breaker.hpp"
#include "engine/positional/maker_breaker_plain.hpp"
#include "engine/positional/maker_maker.hpp"
#include "enumerate/positional_families.hpp"
#include "enumerate/positional_games.hpp"
#include "shell.hpp"
#include "verify/support/poset_instances.hpp"

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

// Every position keyed in the table: canonical forms throughout, or relative ones.
MakerBreakerOptions keyed_options(int canonical_depth) {
  MakerBreakerOptions o;
  o.memo_min_elements = 0;
  o.canonical_depth = canonical_depth;
  o.private_table_slots = std::size_t{1} << 16;
  return o;
}

// With every position looked up, a key that merged two different positions would
// show up as a wrong outcome somewhere among these games.
TEST(MakerBreakerSolver, TableKeysAgreeWithPlainSearch) {
  MakerBreakerSolver canonical(keyed_options(64)), relative(keyed_options(-1));
  auto check = [&](const PositionalGame& g) {
    const char want = plain_outcome(g);
    ASSERT_EQ(canonical.solve(g).outcome(), want) << g.to_text() << " (canonical keys)";
    ASSERT_EQ(relative.solve(g).outcome(), want) << g.to_text() << " (relative keys)";
  };
  for (int n = 0; n <= 4; ++n)
    for (const Poset& p : checks::nauty_posets(n))
      games::for_each_set_family(n, true, [&](const std::vector<std::uint64_t>& sets) { check(games::game_of_masks(p, sets)); });
  std::mt19937_64 rng(3011);
  for (int k = 0; k < 1500; ++k) {
    SCOPED_TRACE("seed 3011, game " + std::to_string(k));
    check(games::random_game(5 + k % 5, 0.1 + 0.05 * (k % 6), 1 + k % 6, 1 + k % 4, rng));
  }
  EXPECT_GT(canonical.stats().hits, 0u);
}

std::vector<std::uint64_t> strict_up_sets(const Poset& p) {
  std::vector<std::uint64_t> up(p.size(), 0);
  for (int x = 0; x < p.size(); ++x)
    for (int y = 0; y < p.size(); ++y)
      if (p.less(x, y)) up[x] |= std::uint64_t{1} << y;
  return up;
}

std::vector<std::uint64_t> canonical_game(const Poset& p, const std::vector<std::uint64_t>& sets) {
  std::vector<std::uint64_t> out, up = strict_up_sets(p);
  canonical_poset_with_sets(p.size(), up.data(), sets.data(), int(sets.size()), out);
  return out;
}

// The least relabeled (order, sorted sets) over all n! permutations: an isomorphism
// invariant by the definition, the oracle of the canonical form.
std::vector<std::uint64_t> brute_form(const Poset& p, const std::vector<std::uint64_t>& sets) {
  const int n = p.size();
  const std::vector<std::uint64_t> up = strict_up_sets(p);
  std::vector<int> perm(n);
  for (int x = 0; x < n; ++x) perm[x] = x;
  auto map = [&](std::uint64_t m) {
    std::uint64_t r = 0;
    for (int x = 0; x < n; ++x)
      if (m >> x & 1) r |= std::uint64_t{1} << perm[x];
    return r;
  };
  std::vector<std::uint64_t> best;
  do {
    std::vector<std::uint64_t> form(n), fs;
    for (int x = 0; x < n; ++x) form[perm[x]] = map(up[x]);
    for (std::uint64_t w : sets) fs.push_back(map(w));
    std::sort(fs.begin(), fs.end());
    form.insert(form.end(), fs.begin(), fs.end());
    if (best.empty() || form < best) best = form;
  } while (std::next_permutation(perm.begin(), perm.end()));
  return best;
}

// Equal canonical forms exactly for isomorphic games: a bijection with the brute-force
// classes of every poset of <= 4 points with every clutter on it, and relabeled random
// games of up to 30 points give the same form.
TEST(CanonicalGameForm, SeparatesExactlyTheIsomorphismClasses) {
  std::map<std::vector<std::uint64_t>, std::vector<std::uint64_t>> canon_of_brute;
  std::set<std::vector<std::uint64_t>> forms;
  for (int n = 0; n <= 4; ++n)
    for (const Poset& p : checks::nauty_posets(n))
      games::for_each_set_family(n, true, [&](const std::vector<std::uint64_t>& sets) {
        auto c = canonical_game(p, sets), b = brute_form(p, sets);
        c.insert(c.begin(), std::uint64_t(n) << 32 | sets.size());
        b.insert(b.begin(), std::uint64_t(n) << 32 | sets.size());
        auto [it, fresh] = canon_of_brute.emplace(b, c);
        ASSERT_EQ(it->second, c) << games::game_of_masks(p, sets).to_text();
        forms.insert(c);
      });
  EXPECT_EQ(canon_of_brute.size(), 1u + 2 + 9 + 75 + 1796);  // the mb-games clutter classes
  EXPECT_EQ(forms.size(), canon_of_brute.size());
  std::mt19937_64 rng(41);
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 1 + int(rng() % 30);
    PositionalGame g = games::random_game(n, 0.15, 1 + int(rng() % 8), 1 + int(rng() % 4), rng);
    GameMasks m = game_masks(g);
    std::vector<int> perm(n);
    for (int x = 0; x < n; ++x) perm[x] = x;
    std::shuffle(perm.begin(), perm.end(), rng);
    std::vector<std::uint64_t> moved;
    for (std::uint64_t w : m.sets) {
      std::uint64_t r = 0;
      for (int x = 0; x < n; ++x)
        if (w >> x & 1) r |= std::uint64_t{1} << perm[x];
      moved.push_back(r);
    }
    ASSERT_EQ(canonical_game(g.poset, m.sets), canonical_game(g.poset.relabeled(perm), moved)) << "trial " << trial;
  }
}

// Maker-Maker: the fast solver with reductions, without them, and with every position
// keyed (canonical, then relative) equals plain search on every game of <= 4 points
// (clutters, and families with dominated sets) and on seeded random games of 5-9.
TEST(MakerMakerSolver, AgreesWithPlainSearch) {
  MakerMakerOptions bare, canonical, relative;
  bare.reductions = false;
  canonical.memo_min_elements = relative.memo_min_elements = 0;
  canonical.canonical_depth = 64;
  relative.canonical_depth = -1;
  for (auto* o : {&bare, &canonical, &relative}) o->private_table_slots = std::size_t{1} << 16;
  MakerMakerSolver fast, without(bare), all_canonical(canonical), all_relative(relative);
  std::size_t draws = 0, second = 0;
  auto check = [&](const PositionalGame& g) {
    const MakerMakerResult want = plain_maker_maker(g);
    draws += want == MakerMakerResult::Draw;
    second += want == MakerMakerResult::SecondWins;
    ASSERT_EQ(fast.solve(g), want) << g.to_text();
    ASSERT_EQ(without.solve(g), want) << g.to_text() << " (reductions off)";
    ASSERT_EQ(all_canonical.solve(g), want) << g.to_text() << " (canonical keys)";
    ASSERT_EQ(all_relative.solve(g), want) << g.to_text() << " (relative keys)";
  };
  for (int n = 0; n <= 4; ++n)
    for (const Poset& p : checks::nauty_posets(n))
      for (bool clutters : {true, false})
        games::for_each_set_family(n, clutters, [&](const std::vector<std::uint64_t>& sets) {
          if (!clutters && n == 4 && sets.size() > 3) return;
          check(games::game_of_masks(p, sets));
        });
  std::mt19937_64 rng(3028);
  for (int k = 0; k < 1500; ++k) {
    SCOPED_TRACE("seed 3028, game " + std::to_string(k));
    check(games::random_game(5 + k % 5, 0.1 + 0.05 * (k % 6), 1 + k % 6, 1 + k % 4, rng));
  }
  EXPECT_GT(draws, 0u);  // all three results occur
  EXPECT_GT(second, 0u);
  EXPECT_GT(all_canonical.stats().hits, 0u);
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

TEST(SolveCommandCli, MakerBreakerJson) {
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

TEST(GameFamiliesCli, CommandLine) {
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
