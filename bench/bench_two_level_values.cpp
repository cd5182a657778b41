// Values of two-level posets: the sub-family DP against the general solver on the same
// random families (b bottoms, t distinct random nonempty tops), the measurement behind
// the job's kSubfamilyTops crossover. Run: ./build/bench/bench_two_level_values
#include <benchmark/benchmark.h>

#include <random>
#include <set>

#include "engine/impartial/solver.hpp"
#include "engine/memo/shared_table.hpp"
#include "enumerate/two_level_invariants.hpp"
#include "enumerate/two_level_subfamily_dp.hpp"

using namespace posetlab;

namespace {
std::vector<std::vector<std::uint64_t>> random_families(int b, int t, int count) {
  std::mt19937_64 rng(std::uint64_t(b * 100 + t));
  std::vector<std::vector<std::uint64_t>> out;
  while (int(out.size()) < count) {
    std::set<std::uint64_t> sets;
    while (int(sets.size()) < t) sets.insert(1 + rng() % ((std::uint64_t{1} << b) - 1));
    out.emplace_back(sets.begin(), sets.end());
  }
  return out;
}
}  // namespace

static void BM_SubfamilyDp(benchmark::State& state) {
  const int b = int(state.range(0)), t = int(state.range(1));
  const auto families = random_families(b, t, 64);
  SubfamilyDp dp;
  for (auto _ : state)
    for (const auto& f : families) benchmark::DoNotOptimize(dp.value(b, f).grundy);
  state.SetItemsProcessed(state.iterations() * std::int64_t(families.size()));
}

// A fresh table per batch, so nothing is reused across iterations.
static void BM_Solver(benchmark::State& state) {
  const int b = int(state.range(0)), t = int(state.range(1));
  const auto families = random_families(b, t, 64);
  for (auto _ : state) {
    SharedTable table(std::size_t{1} << 20);
    SolverOptions options;
    options.table = &table;
    Solver solver(options);
    for (const auto& f : families) benchmark::DoNotOptimize(solver.solve(two_level_poset(b, f)).grundy);
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(families.size()));
}

// Measured (2 cores, one thread): DP 3.3 / 1.9 / 48 / 900 us per poset at (6, 8),
// (7, 7), (6, 12), (6, 16); solver 430 / 320 / 5000 us at the first three.
BENCHMARK(BM_SubfamilyDp)->Args({6, 8})->Args({7, 7})->Args({6, 12})->Args({6, 16})->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Solver)->Args({6, 8})->Args({7, 7})->Args({6, 12})->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
