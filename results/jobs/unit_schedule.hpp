#pragma once
// The order in which a scheduler hands out a job's units: costliest first by the
// units' weights (their estimated cost), ties in ordinal order. Longest-processing-
// time-first list scheduling: with W workers the makespan is at most 4/3 of the best
// possible when the estimates are right, and the short units at the end fill the gaps
// the long ones leave. Shared by the MPI scheduler (results/jobs/mpi_runner.cpp) and the
// simulation that predicts it (bench/schedule_sim.cpp).
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

namespace posetlab {

// Indexes into `weights`, heaviest first; equal weights keep their order.
inline std::vector<std::size_t> costliest_first(const std::vector<std::uint64_t>& weights) {
  std::vector<std::size_t> order(weights.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return weights[a] > weights[b]; });
  return order;
}

}  // namespace posetlab
