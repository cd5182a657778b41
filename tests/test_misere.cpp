// Misere play (engine/impartial/misere.hpp, `solve --game misere`) against a search by the
// definition written here, on every poset of up to 8 points (nauty-genposetg) and on
// random posets of up to 14 points; the fast search with and without its shortcuts,
// the plain oracle (engine/impartial/misere_plain.hpp) and the facade must all agree.
// The same for misere play on the dual order (`--game dual-misere`, the one search over
// the ruleset wrapper Dual), against the definition read with the order reversed.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <sstream>
#include <vector>

#include "api/solve.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/impartial/misere.hpp"
#include "engine/impartial/misere_plain.hpp"
#include "engine/memo/shared_table.hpp"
#include "tests/shell.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab {
namespace {

// The definition over sets of present elements as byte vectors, by the order relation
// itself: the player to move wins iff nothing is left or some move reaches a position
// the other player loses.
// `below`: a move takes the element with everything below it (the dual order's game).
bool definition_wins(const Poset& p, bool below, const std::vector<char>& present,
                     std::map<std::vector<char>, bool>& memo) {
  if (auto it = memo.find(present); it != memo.end()) return it->second;
  bool any = false, win = false;
  for (int x = 0; x < p.size() && !win; ++x) {
    if (!present[x]) continue;
    any = true;
    std::vector<char> next = present;
    for (int y = 0; y < p.size(); ++y)
      if (below ? p.leq(y, x) : p.leq(x, y)) next[y] = 0;
    win = !definition_wins(p, below, next, memo);
  }
  if (!any) win = true;  // no move: under misere play the player to move wins
  memo.emplace(present, win);
  return win;
}

bool definition_wins(const Poset& p, bool below = false) {
  std::map<std::vector<char>, bool> memo;
  return definition_wins(p, below, std::vector<char>(p.size(), 1), memo);
}

std::vector<Poset> all_posets(int n) {
  auto r = testing::run_shell("nauty-genposetg " + std::to_string(n) + " o q 2>/dev/null");
  EXPECT_EQ(r.status, 0);
  std::istringstream in(r.out);
  PosetReader reader(in, "genposetg");
  std::vector<Poset> out;
  while (auto p = reader.next()) out.push_back(std::move(p->poset));
  return out;
}

void expect_agree(const Poset& p, MisereSolver& fast, MisereSolver& bare) {
  const bool expected = definition_wins(p);
  EXPECT_EQ(fast.mover_wins(p), expected) << p.to_text();
  EXPECT_EQ(bare.mover_wins(p), expected) << p.to_text();
  EXPECT_EQ(plain_misere_mover_wins(p), expected) << p.to_text();
}

TEST(Misere, SmallCasesByHand) {
  MisereSolver s;
  EXPECT_EQ(s.outcome(Poset()), 'N');                  // no move: the player to move wins
  EXPECT_EQ(s.outcome(antichain_poset(1)), 'P');
  EXPECT_EQ(s.outcome(antichain_poset(2)), 'N');       // two P positions sum to an N one
  EXPECT_EQ(s.outcome(antichain_poset(7)), 'P');
  for (int k = 2; k <= 10; ++k) EXPECT_EQ(s.outcome(chain_poset(k)), 'N') << k;  // leave the bottom alone
}

TEST(Misere, EveryPosetUpToEightPoints) {
  SharedTable table(1 << 16);
  MisereOptions o;
  o.table = &table;
  MisereSolver fast(o);
  MisereOptions bare_options;
  bare_options.shortcuts = false;
  bare_options.memo_min_elements = 3;
  MisereSolver bare(bare_options);
  const std::size_t counts[] = {1, 1, 2, 5, 16, 63, 318, 2045, 16999};  // OEIS A000112
  std::size_t p_positions = 0;
  for (int n = 1; n <= 8; ++n) {
    const std::vector<Poset> posets = all_posets(n);
    ASSERT_EQ(posets.size(), counts[n]) << n;
    for (const Poset& p : posets) {
      expect_agree(p, fast, bare);
      p_positions += !fast.mover_wins(p);
    }
  }
  EXPECT_GT(p_positions, 0u);  // both outcomes occur
  EXPECT_GT(fast.stats().hits, 0u);  // the table served sub-positions across posets
}

TEST(Misere, RandomPosetsUpToFourteenPoints) {
  const unsigned seed = 2111;
  std::mt19937_64 rng(seed);
  MisereSolver fast;
  MisereOptions bare_options;
  bare_options.shortcuts = false;
  MisereSolver bare(bare_options);
  for (int i = 0; i < 150; ++i) {
    const int n = 9 + i % 6;
    const double q = 0.05 + 0.1 * (i % 5);
    expect_agree(checks::random_poset(n, q, rng), fast, bare);
  }
}

TEST(DualMisere, EveryPosetUpToSevenPointsByTheDefinition) {
  SharedTable table(1 << 16);
  MisereOptions o;
  o.table = &table;
  o.memo_min_elements = 3;
  MisereSolver misere(o);  // on the same table: the variants' keys carry different tags
  DualMisereSolver fast(o);
  MisereOptions bare_options;
  bare_options.shortcuts = false;
  DualMisereSolver bare(bare_options);
  // The kind's --plain oracle, one solver for the stream (api::solve would make one a poset).
  api::SolveRequest plain;
  plain.plain = true;
  plain.table = &table;
  const std::unique_ptr<api::KindSolver> oracle = api::make_solver(api::game_registry().get("dual-misere"), plain);
  std::size_t differ = 0;
  for (int n = 1; n <= 7; ++n) {
    for (const Poset& p : all_posets(n)) {
      const bool expected = definition_wins(p, true);
      EXPECT_EQ(fast.mover_wins(p), expected) << p.to_text();
      EXPECT_EQ(bare.mover_wins(p), expected) << p.to_text();
      ParsedPoset input;
      input.poset = p;
      EXPECT_EQ(std::get<std::string>(*oracle->solve(std::move(input)).find("outcome")), expected ? "N" : "P");
      const bool normal = misere.mover_wins(p);
      EXPECT_EQ(normal, definition_wins(p)) << p.to_text();
      differ += normal != expected;
    }
  }
  EXPECT_GT(differ, 0u);  // the dual order changes the outcome of some posets
  EXPECT_GT(fast.stats().hits, 0u);
  std::mt19937_64 rng(2112);
  for (int i = 0; i < 40; ++i) {
    const Poset p = checks::random_poset(9 + i % 5, 0.1 + 0.1 * (i % 4), rng);
    EXPECT_EQ(fast.mover_wins(p), definition_wins(p, true)) << p.to_text();
  }
  EXPECT_EQ(std::get<std::string>(*api::solve("dual-misere", parse_poset_text("poset 3: 0<1 0<2")).find("outcome")),
            "N");
}

TEST(MisereCli, FacadeAndCommandLine) {
  const Poset p = parse_poset_text("poset 3: 0<1 0<2");
  api::Answer a = api::solve("misere", p);
  ASSERT_NE(a.find("outcome"), nullptr);
  EXPECT_EQ(std::get<std::string>(*a.find("outcome")), definition_wins(p) ? "N" : "P");
  api::SolveRequest plain;
  plain.plain = true;
  EXPECT_EQ(api::answer_text(api::solve("misere", p, plain)), api::answer_text(a));

  auto r = testing::run_shell("printf 'poset 1:\\nposet 2:\\nposet 3: 0<1 0<2\\n' | " POSETLAB_BINARY
                              " solve --game misere --json");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out,
            "{\"index\":0,\"input\":\"<stdin>\",\"line\":1,\"elements\":1,\"outcome\":\"P\"}\n"
            "{\"index\":1,\"input\":\"<stdin>\",\"line\":2,\"elements\":2,\"outcome\":\"N\"}\n"
            "{\"index\":2,\"input\":\"<stdin>\",\"line\":3,\"elements\":3,\"outcome\":\"" +
                std::string(definition_wins(p) ? "N" : "P") + "\"}\n");
  auto fast = testing::run_shell("nauty-genposetg 6 o q 2>/dev/null | " POSETLAB_BINARY " solve --game misere");
  auto oracle = testing::run_shell("nauty-genposetg 6 o q 2>/dev/null | " POSETLAB_BINARY " solve --game misere --plain");
  EXPECT_EQ(fast.status, 0);
  EXPECT_EQ(fast.out, oracle.out);
  // Misere play has no Grundy values (--gset refused); its winning moves lead to P-positions.
  EXPECT_EQ(testing::run_shell("printf 'poset 1:\\n' | " POSETLAB_BINARY " solve --game misere --gset 2>/dev/null").status, 2);
  EXPECT_EQ(testing::run_shell("printf 'poset 2:\\n' | " POSETLAB_BINARY " solve --game misere --moves").out,
            "index=0 elements=2 outcome=N winning_moves=0,1\n");  // two points: the other player takes the last
  EXPECT_EQ(testing::run_shell("printf 'poset 3:\\n' | " POSETLAB_BINARY " solve --game misere --moves").out,
            "index=0 elements=3 outcome=P winning_moves=\n");
}

}  // namespace
}  // namespace posetlab
