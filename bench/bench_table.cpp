// Shared table throughput: inserts and lookups per second, 1 and 2 threads.
// Run: ./build/bench/bench_table --benchmark_counters_tabular=true
#include <benchmark/benchmark.h>

#include <memory>

#include "engine/memo/shared_table.hpp"

using namespace posetlab;

namespace {
Fingerprint key_of(std::uint64_t i) { return fingerprint(KeyDomain::Canonical, &i, sizeof i); }

// Two shared tables: 2^24 slots (256 MiB: every probe goes to memory) and 2^14 slots
// (256 KiB: cache-resident, the cost of the table logic itself). Benchmark argument 0
// picks log2(slots); each thread's keys fill at most a quarter of the table.
SharedTable& shared(int log2_slots) {
  static SharedTable big(std::size_t{1} << 24), small(std::size_t{1} << 14);
  return log2_slots == 24 ? big : small;
}
std::uint64_t keys_per_thread(int log2_slots) { return std::uint64_t{1} << (log2_slots - 2); }
}  // namespace

static void BM_TableInsert(benchmark::State& state) {
  const int log2_slots = int(state.range(0));
  SharedTable& t = shared(log2_slots);
  const std::uint64_t keys = keys_per_thread(log2_slots);
  if (state.thread_index() == 0) t.clear();
  std::uint64_t base = std::uint64_t(state.thread_index()) * keys, i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(t.insert(key_of(base + (i % keys)), std::uint32_t(i & 63)));
    ++i;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TableInsert)->Arg(14)->Arg(24)->Threads(1)->Threads(2)->UseRealTime();

static void BM_TableFindHit(benchmark::State& state) {
  const int log2_slots = int(state.range(0));
  SharedTable& t = shared(log2_slots);
  const std::uint64_t keys = keys_per_thread(log2_slots);
  if (state.thread_index() == 0) {
    t.clear();
    for (std::uint64_t k = 0; k < keys; ++k) t.insert(key_of(k), std::uint32_t(k & 63));
  }
  std::uint64_t i = std::uint64_t(state.thread_index()) * 7919;
  std::uint32_t v = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(t.find(key_of(i % keys), v));
    ++i;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TableFindHit)->Arg(14)->Arg(24)->Threads(1)->Threads(2)->UseRealTime();

static void BM_TableFindMiss(benchmark::State& state) {
  SharedTable& t = shared(int(state.range(0)));
  std::uint64_t i = (std::uint64_t{1} << 40) + std::uint64_t(state.thread_index()) * 7919;
  std::uint32_t v = 0;
  for (auto _ : state) benchmark::DoNotOptimize(t.find(key_of(i++), v));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TableFindMiss)->Arg(14)->Arg(24)->Threads(1)->Threads(2)->UseRealTime();

BENCHMARK_MAIN();
