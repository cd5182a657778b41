// Coloured-poset rows (both values and invariants for every colouring class) of every
// poset on n points, the posets read once from nauty-genposetg beforehand so the timing
// is the evaluation alone. bench/peers.sh times the whole job beside genposetg.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "enumerate/coloured_posets.hpp"
#include "enumerate/nauty_posets.hpp"

namespace {

void BM_ColouredRowsAllPosets(benchmark::State& state) {
  const int n = int(state.range(0));
  std::vector<std::vector<std::uint64_t>> posets;
  posetlab::for_each_nauty_poset_masks(n, [&](int k, const std::uint64_t* up) { posets.emplace_back(up, up + k); });
  std::uint64_t rows = 0;
  for (auto _ : state) {
    rows = 0;
    for (const auto& up : posets)
      posetlab::coloured_rows(n, up.data(), [&](const posetlab::ColouredPosetRow&) { ++rows; });
  }
  state.counters["posets"] = double(posets.size());
  state.counters["classes"] = double(rows);
  state.counters["classes/s"] = benchmark::Counter(double(rows) * state.iterations(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ColouredRowsAllPosets)->Arg(6)->Arg(7)->Arg(8)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
