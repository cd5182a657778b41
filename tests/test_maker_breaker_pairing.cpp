// Maker-Breaker positions that Breaker wins by a pairing strategy, and positions made of
// many equal pieces: the fast solver (engine/positional/maker_breaker.hpp) against plain search by
// the definition (engine/positional/maker_breaker_plain.hpp) on seeded random games built to hold
// pairs, on small pair chains and cycles, and on the large games (30 disjoint pairs, a
// cycle of 40 pairs) whose outcomes the pairing and double-threat arguments give.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <string>

#include "engine/positional/maker_breaker.hpp"
#include "engine/positional/maker_breaker_plain.hpp"
#include "engine/positional/positional_search.hpp"
#include "enumerate/positional_games.hpp"

namespace posetlab {
namespace {

// n points, related as a random poset (pairs of a random order with probability q), and
// winning sets: mostly pairs, some larger sets, so that pairings exist or nearly exist.
PositionalGame paired_game(int n, double q, std::mt19937_64& rng) {
  PositionalGame base = games::random_game(n, q, 0, 1, rng);
  std::vector<std::uint64_t> sets;
  const int count = 1 + int(rng() % 6);
  for (int i = 0; i < count; ++i) {
    std::uint64_t w = 0;
    const int size = rng() % 4 == 0 ? 3 : 2;
    while (std::popcount(w) < size) w |= std::uint64_t{1} << (rng() % n);
    if (std::find(sets.begin(), sets.end(), w) == sets.end()) sets.push_back(w);
  }
  return games::game_of_masks(base.poset, sets);
}

// Pairs {2i, 2i+1} of an antichain of 2 * pairs points, or a cycle {i, i+1 mod n}.
PositionalGame pairs_game(int pairs) {
  std::vector<std::uint64_t> sets;
  for (int i = 0; i < pairs; ++i) sets.push_back(std::uint64_t{3} << (2 * i));
  return games::game_of_masks(Poset::from_relations(2 * pairs, {}), sets);
}

PositionalGame cycle_game(int n) {
  std::vector<std::uint64_t> sets;
  for (int i = 0; i < n; ++i) sets.push_back(std::uint64_t{1} << i | std::uint64_t{1} << ((i + 1) % n));
  return games::game_of_masks(Poset::from_relations(n, {}), sets);
}

TEST(MakerBreakerPairing, AgreesWithPlainSearchOnRandomPairedGames) {
  const std::uint64_t seed = 2525;
  std::mt19937_64 rng(seed);
  MakerBreakerSolver fast;
  for (int k = 0; k < 2000; ++k) {
    const int n = 3 + k % 8;
    const PositionalGame g = paired_game(n, 0.05 * (k % 5), rng);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", game " + std::to_string(k) + ": " + g.to_text());
    ASSERT_EQ(fast.solve(g).outcome(), plain_outcome(g));
  }
}

TEST(MakerBreakerPairing, SmallPairsAndCyclesAgreeWithPlainSearch) {
  MakerBreakerSolver fast;
  for (int pairs = 1; pairs <= 5; ++pairs) EXPECT_EQ(fast.solve(pairs_game(pairs)).outcome(), plain_outcome(pairs_game(pairs)));
  for (int n = 3; n <= 10; ++n) EXPECT_EQ(fast.solve(cycle_game(n)).outcome(), plain_outcome(cycle_game(n))) << n;
}

// The greedy finds a pairing exactly when the sets are covered by disjoint claimable pairs.
TEST(MakerBreakerPairing, PairingDetection) {
  using positional::breaker_pairing_exists;
  EXPECT_TRUE(breaker_pairing_exists(0b1111, {0b0011, 0b1100}));
  EXPECT_TRUE(breaker_pairing_exists(0b1111, {0b0011, 0b0111, 0b1100}));  // {0,1,2} holds the pair {0,1}
  EXPECT_FALSE(breaker_pairing_exists(0b0111, {0b0011, 0b0110}));         // the pairs share 1
  EXPECT_FALSE(breaker_pairing_exists(0b0001, {0b0011}));                 // 1 is not claimable
  EXPECT_FALSE(breaker_pairing_exists(0b0011, {0b0001}));                 // a set of one element
  EXPECT_TRUE(breaker_pairing_exists(0, {}));
}

// 30 disjoint pairs: Breaker answers each pair (outcome B). A cycle of 40 pairs: Maker's
// first element makes two threats (she wins moving first), and after Breaker's first
// element any inner element of the remaining path does the same (outcome M).
TEST(MakerBreakerPairing, LargePairGamesSolveAtOnce) {
  MakerBreakerSolver fast;
  EXPECT_EQ(fast.solve(pairs_game(30)).outcome(), 'B');
  EXPECT_EQ(fast.solve(cycle_game(40)).outcome(), 'M');
  EXPECT_EQ(fast.solve(cycle_game(64)).outcome(), 'M');
}

}  // namespace
}  // namespace posetlab
