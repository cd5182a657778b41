#pragma once
// The size of a job before it starts: a job kind that knows how many rows a job makes
// (published counts) and what a row costs (measured; bench/RESULTS.md) estimates its
// time and disk, and a job estimated past an hour or 10 GB runs only with --yes.
#include <optional>
#include <string>

#include "results/jobs/shard.hpp"

namespace posetlab {

struct JobEstimate {
  double serial_seconds = 0;    // time no added thread shortens (one writer thread storing rows)
  double parallel_seconds = 0;  // CPU time shared by the worker threads
  double disk_bytes = 0;
  std::string basis;  // what the figures come from: "1 104 891 746 posets (A000112), ..."
};

inline constexpr double kLargeJobSeconds = 3600;
inline constexpr double kLargeJobBytes = 10e9;

// Wall time of the estimate on `threads` threads (0: all cores), for one shard.
double estimated_seconds(const JobEstimate& e, int threads, const Shard& shard);
// Throws UsageError, naming the estimate and --yes, when the shard's part of the job is
// estimated past kLargeJobSeconds or kLargeJobBytes.
void require_yes_for_large_job(const std::string& job, const JobEstimate& e, int threads, const Shard& shard);

}  // namespace posetlab
