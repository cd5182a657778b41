// The single-game search by element mask (engine/impartial/mask_search.hpp) against plain
// search by the definition (engine/impartial/plain_grundy.hpp: no components, no peeling, no
// table of its own): random posets, masks of 2 to 4 words, every option's value,
// 1 and 2 threads, a table that must grow many times while both threads search, and a
// table too small to grow (exact all the same).
#include <gtest/gtest.h>

#include <numeric>
#include <random>

#include "engine/core/error.hpp"
#include "engine/impartial/mask_search.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/families.hpp"
#include "tests/build_mode.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::testing {
namespace {

using checks::random_poset;
using families::chain;
using families::chomp;

// `small` with a chain of n - |small| above all of it, element ids shuffled, so the
// masks span every word while plain search stays small (down-sets of `small`, then
// the chain's prefixes).
Poset spread(const Poset& small, int n, std::mt19937_64& rng) {
  Poset p = Poset::series(chain(n - small.size()), small);
  std::vector<int> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), rng);
  return p.relabeled(perm);
}

int plain(const Poset& p, const DynBitset& s) {
  std::map<std::vector<std::uint64_t>, int> memo;
  return plain_grundy_wide(p, s, memo);
}

void expect_plain(const Poset& p, int threads, const std::string& what) {
  MaskSearchOptions o;
  o.threads = threads;
  const MaskSearchResult r = mask_search(p, true, o);
  DynBitset all(p.size());
  all.set_all();
  ASSERT_EQ(r.grundy, plain(p, all)) << what << ": " << p.to_text();
  ASSERT_EQ(r.option_values.size(), std::size_t(p.size()));
  for (int x = 0; x < p.size(); ++x) {
    DynBitset option = all;
    option.and_not(p.up(x));
    ASSERT_EQ(r.option_values[x], plain(p, option)) << what << ", option " << x << ": " << p.to_text();
  }
}

TEST(MaskSearch, RandomPosetsAgainstPlainSearch) {
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    std::mt19937_64 rng(seed);
    const int n = 1 + int(rng() % 16);
    const double q = 0.05 + 0.5 * double(rng() % 100) / 100.0;
    const Poset p = random_poset(n, q, rng);
    expect_plain(p, 1 + int(seed % 2), "seed " + std::to_string(seed));
  }
}

TEST(MaskSearch, MasksOfTwoToFourWordsAgainstPlainSearch) {
  // Two, three and four words; each word boundary under the sanitizers.
  const std::vector<int> sizes = kUnderSanitizers ? std::vector<int>{65, 128, 129, 256}
                                                  : std::vector<int>{65, 100, 128, 129, 150, 192, 193, 256};
  for (int n : sizes) {
    std::mt19937_64 rng{std::uint64_t(n)};
    const Poset p = spread(random_poset(12, 0.2, rng), n, rng);
    expect_plain(p, 2, "n " + std::to_string(n));
  }
}

TEST(MaskSearch, GrowingTableUnderTwoThreadsAndATableTooSmallToGrow) {
  const Poset board = chomp(6, 7);  // 41 elements, 1716 positions
  DynBitset all(board.size());
  all.set_all();
  const int expected = plain(board, all);
  MaskSearchOptions grow;
  grow.threads = 2;
  grow.initial_slots = 16;  // it grows 7 times while both threads search
  const MaskSearchResult r = mask_search(board, false, grow);
  EXPECT_EQ(r.grundy, expected);
  EXPECT_GT(r.stats.growths, 0u);
  EXPECT_GE(r.stats.positions, 400u);
  EXPECT_GE(r.stats.moves, r.stats.positions);
  // 16 slots and no growth allowed: warns, then stores nothing new (only 15 of the 69
  // positions of Chomp 4x4 fit), and stays exact.
  const Poset small = chomp(4, 4);
  DynBitset small_all(small.size());
  small_all.set_all();
  MaskSearchOptions tiny;
  tiny.threads = 2;
  tiny.initial_slots = 16;
  tiny.max_table_bytes = 1;
  const MaskSearchResult t = mask_search(small, false, tiny);
  EXPECT_EQ(t.grundy, plain(small, small_all));
  EXPECT_EQ(t.stats.table_slots, 16u);
}

TEST(MaskSearch, ChompEightByTenAndTheElementLimit) {
  EXPECT_EQ(mask_search(chomp(8, 10), false).grundy, 51);  // the value docs/solver.md shows
  EXPECT_THROW(mask_search(chain(kMaskSearchMaxElements + 1), false), UsageError);
  EXPECT_EQ(mask_search(chain(kMaskSearchMaxElements), false).grundy, kMaskSearchMaxElements);
}

// The empty poset has no element to key a component by: value 0, no options, on any
// number of threads.
TEST(MaskSearch, TheEmptyPosetIsZero) {
  for (int threads : {1, 3}) {
    MaskSearchOptions o;
    o.threads = threads;
    const MaskSearchResult r = mask_search(Poset::from_relations(0, {}), true, o);
    EXPECT_EQ(r.grundy, 0);
    EXPECT_TRUE(r.option_values.empty());
  }
}

}  // namespace
}  // namespace posetlab::testing
