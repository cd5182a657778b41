// Solver kernel: random small posets (the enumeration workload), zig-zags and chains
// (the wide path), with a fresh table per iteration so nothing is reused across
// iterations. Run: ./build/bench/bench_solver
#include <benchmark/benchmark.h>
#include <omp.h>

#include <random>

#include "engine/impartial/solver.hpp"
#include "engine/memo/shared_table.hpp"
#include "enumerate/random_poset.hpp"

using namespace posetlab;

namespace {
Poset seeded_random_poset(int n, double q, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  return posetlab::random_poset(n, q, rng);
}

Poset zigzag_n(int i) {  // b_j = 2j, t_j = 2j+1 above b_j and b_(j+1)
  std::vector<Relation> rel;
  for (int j = 0; j < i; ++j) {
    rel.emplace_back(2 * j, 2 * j + 1);
    if (j + 1 < i) rel.emplace_back(2 * j + 2, 2 * j + 1);
  }
  return Poset::from_relations(2 * i, rel);
}
}  // namespace

// A batch of 256 random posets on n points, one table for the batch (as `solve` does).
static void BM_RandomPosets(benchmark::State& state) {
  const int n = int(state.range(0));
  std::vector<Poset> batch;
  for (int s = 0; s < 256; ++s) batch.push_back(seeded_random_poset(n, 0.2, std::uint64_t(s)));
  for (auto _ : state) {
    SharedTable table(std::size_t{1} << 18);
    SolverOptions options;
    options.table = &table;
    Solver solver(options);
    for (const Poset& p : batch) benchmark::DoNotOptimize(solver.grundy(p));
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(batch.size()));
}
BENCHMARK(BM_RandomPosets)->Arg(10)->Arg(14)->Arg(18)->Unit(benchmark::kMillisecond);

// Zig-zag N_i: the wide path with component splitting; threads = OpenMP threads at the root.
static void BM_ZigzagN(benchmark::State& state) {
  Poset p = zigzag_n(int(state.range(0)));
  omp_set_num_threads(int(state.range(1)));
  for (auto _ : state) {
    Solver solver(SolverOptions{nullptr, std::size_t{1} << 20});
    benchmark::DoNotOptimize(solver.grundy(p));
  }
  omp_set_num_threads(omp_get_num_procs());
}
BENCHMARK(BM_ZigzagN)->Args({100, 1})->Args({100, 2})->Args({200, 1})->Args({200, 2})->Unit(benchmark::kMillisecond);

static void BM_Chain(benchmark::State& state) {
  Poset p = chain_poset(int(state.range(0)));
  for (auto _ : state) {
    Solver solver(SolverOptions{nullptr, 1 << 10});
    benchmark::DoNotOptimize(solver.grundy(p));
  }
}
BENCHMARK(BM_Chain)->Arg(5000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
