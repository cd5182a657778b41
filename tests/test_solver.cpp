// The solver against the literal definition (engine/impartial/plain_grundy.hpp) on random posets,
// small and wide, with values, g-sets and winning moves; results independent of thread
// count and of table sharing.
#include <gtest/gtest.h>
#include <omp.h>

#include <algorithm>
#include <random>

#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/solver.hpp"
#include "engine/memo/shared_table.hpp"
#include "tests/build_mode.hpp"
#include "verify/support/poset_instances.hpp"

using namespace posetlab;
using posetlab::checks::random_poset;

namespace {

void expect_matches_brute_force(Solver& solver, const Poset& p, std::uint64_t seed) {
  std::vector<int> values = plain_option_values(p);
  std::vector<int> gset = values;
  std::sort(gset.begin(), gset.end());
  gset.erase(std::unique(gset.begin(), gset.end()), gset.end());
  int g = 0;
  while (std::binary_search(gset.begin(), gset.end(), g)) ++g;
  std::vector<int> winning;
  for (int x = 0; x < p.size(); ++x)
    if (values[x] == 0) winning.push_back(x);

  SolveResult r = solver.solve(p, true);
  ASSERT_EQ(r.grundy, g) << "seed " << seed << ": " << p.to_text();
  EXPECT_EQ(r.gset, gset) << "seed " << seed << ": " << p.to_text();
  EXPECT_EQ(r.winning_moves, winning) << "seed " << seed << ": " << p.to_text();
  EXPECT_EQ(solver.grundy(p), g) << "seed " << seed << ": " << p.to_text();
}

// Width-limited random poset: `chains` chains with random cross relations. Its down-sets
// stay few, so the plain brute force can check posets beyond 64 elements.
Poset thin_poset(int n, int chains, double cross, std::mt19937_64& rng) {
  std::vector<Relation> rel;
  std::vector<int> chain_of(n), level(n);
  std::vector<int> top(chains, -1);
  for (int x = 0; x < n; ++x) {
    int c = int(rng() % chains);
    chain_of[x] = c;
    if (top[c] >= 0) rel.emplace_back(top[c], x);
    top[c] = x;
  }
  std::bernoulli_distribution edge(cross);
  for (int x = 0; x < n; ++x)
    for (int y = x + 1; y < n; ++y)
      if (chain_of[x] != chain_of[y] && edge(rng)) rel.emplace_back(x, y);
  return Poset::from_relations(n, rel);
}

}  // namespace

TEST(Solver, EmptyAndTinyPosets) {
  Solver solver;
  EXPECT_EQ(solver.grundy(Poset::from_relations(0, {})), 0);
  EXPECT_EQ(solver.grundy(antichain_poset(1)), 1);
  EXPECT_EQ(solver.grundy(antichain_poset(6)), 0);
  EXPECT_EQ(solver.grundy(chain_poset(2)), 2);
  EXPECT_EQ(solver.solve(Poset::from_relations(0, {})).grundy, 0);
}

TEST(Solver, RandomPosetsUpTo9AgainstNoMemoBruteForce) {
  Solver solver;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    std::mt19937_64 rng(seed);
    int n = 1 + int(rng() % 9);
    double q = 0.1 + 0.6 * double(rng() % 100) / 100.0;
    Poset p = random_poset(n, q, rng);
    int g = plain_grundy_no_memo(plain_up_masks(p), (1ull << n) - 1);
    ASSERT_EQ(solver.grundy(p), g) << "seed " << seed << ": " << p.to_text();
  }
}

TEST(Solver, RandomPosetsUpTo16WithMovesAndGsets) {
  Solver solver;
  for (std::uint64_t seed = 1000; seed < 1250; ++seed) {
    std::mt19937_64 rng(seed);
    int n = 8 + int(rng() % 9);
    double q = 0.05 + 0.5 * double(rng() % 100) / 100.0;
    expect_matches_brute_force(solver, random_poset(n, q, rng), seed);
  }
}

TEST(Solver, WidePathAgainstPlainBruteForce) {
  // 65..90 elements in at most 3 chains: the kernel's bitset path, with peeling,
  // splitting and the hand-over of small components to the mask path.
  const std::uint64_t seeds = std::uint64_t(posetlab::testing::size_for_build(12, 4));
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    std::mt19937_64 rng(seed);
    int n = 65 + int(rng() % 26);
    Poset p = thin_poset(n, 2 + int(seed % 2), 0.02, rng);
    std::map<std::vector<std::uint64_t>, int> memo;
    DynBitset all(n);
    all.set_all();
    int g = plain_grundy_wide(p, all, memo);
    Solver solver;
    ASSERT_EQ(solver.grundy(p), g) << "seed " << seed << ": " << p.to_text();
    ASSERT_EQ(solver.solve(p).grundy, g) << "seed " << seed;
  }
}

TEST(Solver, ChainAndAntichainFormulas) {
  Solver solver;
  for (int n : {1, 5, 63, 64, 65, 200, 5000}) EXPECT_EQ(solver.grundy(chain_poset(n)), n) << n;
  for (int n : {63, 64, 65, 130}) EXPECT_EQ(solver.grundy(antichain_poset(n)), n % 2) << n;
}

TEST(Solver, SameResultsForAnyThreadCountAndSharedTable) {
  std::vector<Poset> posets;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    std::mt19937_64 rng(seed);
    posets.push_back(random_poset(10 + int(rng() % 12), 0.15, rng));
  }
  {  // a large connected poset whose root options go parallel
    std::mt19937_64 rng(7);
    posets.push_back(thin_poset(80, 3, 0.03, rng));
  }
  auto run = [&](int threads, SharedTable* table) {
    omp_set_num_threads(threads);
    SolverOptions options;
    options.table = table;
    options.parallel_root_min_elements = 16;
    Solver solver(options);
    std::vector<SolveResult> out;
    for (const Poset& p : posets) out.push_back(solver.solve(p, true));
    return out;
  };
  SharedTable shared(1 << 16);
  auto one = run(1, nullptr), two = run(2, nullptr), shared_two = run(2, &shared), again = run(2, &shared);
  for (std::size_t i = 0; i < posets.size(); ++i) {
    for (const auto* other : {&two, &shared_two, &again}) {
      EXPECT_EQ((*other)[i].grundy, one[i].grundy) << i;
      EXPECT_EQ((*other)[i].gset, one[i].gset) << i;
      EXPECT_EQ((*other)[i].winning_moves, one[i].winning_moves) << i;
    }
  }
  omp_set_num_threads(omp_get_num_procs());
}

TEST(Solver, TinyTableDropsButStaysExact) {
  SharedTable tiny(1024);  // far too small: most inserts are dropped
  SolverOptions options;
  options.table = &tiny;
  Solver solver(options);
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    std::mt19937_64 rng(seed);
    Poset p = random_poset(14, 0.12, rng);
    ASSERT_EQ(solver.grundy(p), plain_grundy(p)) << seed;
  }
}

TEST(Solver, CanonicalKeysAgreeWithTheDefinition) {
  // Relabeled copies of each poset share one table, so canonical hits happen across them.
  SolverOptions options;
  options.canonical_min_elements = 5;
  Solver solver(options);
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    std::mt19937_64 rng(seed);
    Poset p = random_poset(8 + int(rng() % 7), 0.2, rng);
    for (int copy = 0; copy < 3; ++copy) {
      std::vector<int> perm(p.size());
      for (int i = 0; i < p.size(); ++i) perm[i] = i;
      std::shuffle(perm.begin(), perm.end(), rng);
      expect_matches_brute_force(solver, p.relabeled(perm), seed);
    }
  }
  EXPECT_GT(solver.stats().hits, 0u);
}
