// Maker-Breaker solver (engine/positional/maker_breaker.hpp) beside its peer, plain search by the
// definition (engine/positional/maker_breaker_plain.hpp), on two goals:
//   Connect-k, 5 columns of height 4, k = 4, both starts (goal: < 10 s), and the
//   Maker-Maker solver (engine/positional/maker_maker.hpp) on the same board;
//   every poset of <= 5 elements up to isomorphism with every labelled clutter on it, 480 320 games
//   (287 186 up to isomorphism of the whole game) (goal: < 1 min on 2 cores).
// Each iteration uses a fresh table. Run: ./build/bench/bench_maker_breaker
// (--benchmark_filter=Connect to skip the long ones). Counters: positions/s for the
// solver (positions expanded = table misses), games/s for the full sweep.
#include <benchmark/benchmark.h>
#include <omp.h>

#include "engine/positional/maker_breaker.hpp"
#include "engine/positional/maker_breaker_plain.hpp"
#include "engine/positional/maker_maker.hpp"
#include "engine/memo/shared_table.hpp"
#include "enumerate/nauty_posets.hpp"
#include "enumerate/positional_families.hpp"
#include "enumerate/positional_games.hpp"

using namespace posetlab;

// Argument: canonical_depth (-1: relative keys only; 3: the default).
static void BM_Connect544_Solver(benchmark::State& state) {
  const PositionalGame g = games::connect_k(5, 4, 4);
  std::uint64_t positions = 0;
  char outcome = '?';
  for (auto _ : state) {
    MakerBreakerOptions options;
    options.canonical_depth = int(state.range(0));
    MakerBreakerSolver solver(options);
    outcome = solver.solve(g).outcome();
    positions += solver.stats().positions;
  }
  state.counters["positions/s"] = benchmark::Counter(double(positions), benchmark::Counter::kIsRate);
  state.SetLabel(std::string("outcome ") + outcome);
}
BENCHMARK(BM_Connect544_Solver)->Arg(-1)->Arg(3)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_Connect544_Plain(benchmark::State& state) {
  const PositionalGame g = games::connect_k(5, 4, 4);
  char outcome = '?';
  for (auto _ : state) outcome = plain_outcome(g);
  state.SetLabel(std::string("outcome ") + outcome);
}
BENCHMARK(BM_Connect544_Plain)->Unit(benchmark::kMillisecond)->UseRealTime();

// Maker-Maker on the same board (a draw), the fast solver beside plain search.
static void BM_Connect544_MakerMaker_Solver(benchmark::State& state) {
  const PositionalGame g = games::connect_k(5, 4, 4);
  std::uint64_t positions = 0;
  char outcome = '?';
  for (auto _ : state) {
    MakerMakerOptions options;
    options.private_table_slots = std::size_t{1} << 18;
    MakerMakerSolver solver(options);
    outcome = maker_maker_letter(solver.solve(g));
    positions += solver.stats().positions;
  }
  state.counters["positions/s"] = benchmark::Counter(double(positions), benchmark::Counter::kIsRate);
  state.SetLabel(std::string("outcome ") + outcome);
}
BENCHMARK(BM_Connect544_MakerMaker_Solver)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_Connect544_MakerMaker_Plain(benchmark::State& state) {
  const PositionalGame g = games::connect_k(5, 4, 4);
  char outcome = '?';
  for (auto _ : state) outcome = maker_maker_letter(plain_maker_maker(g));
  state.SetLabel(std::string("outcome ") + outcome);
}
BENCHMARK(BM_Connect544_MakerMaker_Plain)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// Every poset of n <= 5 points with every clutter: games in parallel, one table.
template <bool Plain>
static void BM_AllGames5(benchmark::State& state) {
  std::vector<std::vector<std::vector<std::uint64_t>>> families(6);
  for (int n = 0; n <= 5; ++n)
    games::for_each_set_family(n, true, [&](const std::vector<std::uint64_t>& f) { families[n].push_back(f); });
  std::vector<std::pair<const Poset*, const std::vector<std::uint64_t>*>> work;
  for (int n = 0; n <= 5; ++n)
    for (const Poset& p : nauty_posets(n))
      for (const auto& f : families[n]) work.emplace_back(&p, &f);
  std::uint64_t outcomes[4] = {0, 0, 0, 0};
  for (auto _ : state) {
    SharedTable table(std::size_t{1} << 22);
    std::uint64_t local[4] = {0, 0, 0, 0};
#pragma omp parallel
    {
      MakerBreakerOptions options;
      options.table = &table;
      MakerBreakerSolver solver(options);
      std::uint64_t mine[4] = {0, 0, 0, 0};
#pragma omp for schedule(dynamic, 256)
      for (std::size_t i = 0; i < work.size(); ++i) {
        const PositionalGame g = games::game_of_masks(*work[i].first, *work[i].second);
        const char o = Plain ? plain_outcome(g) : solver.solve(g).outcome();
        ++mine[o == 'M' ? 0 : o == 'B' ? 1 : o == 'N' ? 2 : 3];
      }
#pragma omp critical
      for (int k = 0; k < 4; ++k) local[k] += mine[k];
    }
    std::copy(local, local + 4, outcomes);
  }
  state.counters["games/s"] = benchmark::Counter(double(work.size()) * state.iterations(), benchmark::Counter::kIsRate);
  state.SetLabel(std::to_string(work.size()) + " games: M " + std::to_string(outcomes[0]) + " B " +
                 std::to_string(outcomes[1]) + " N " + std::to_string(outcomes[2]) + " P " + std::to_string(outcomes[3]));
}
BENCHMARK(BM_AllGames5<false>)->Name("BM_AllGames5_Solver")->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(BM_AllGames5<true>)->Name("BM_AllGames5_Plain")->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

BENCHMARK_MAIN();
