#pragma once
// The size of a job before it starts: every job kind knows how many rows a job makes
// (published counts, or its generator's own estimate) and what a row costs (measured;
// bench/RESULTS.md), and estimates its time, disk and memory. A job estimated past an hour,
// 10 GB of disk or half the memory one process can use (physical, or `ulimit -v` when
// lower) runs only with --yes (Python: yes=True); the check comes before the database is
// opened.
#include <optional>
#include <string>

#include "results/jobs/shard.hpp"

namespace posetlab {

struct JobEstimate {
  double serial_seconds = 0;    // time no added thread shortens (one writer thread storing rows)
  double parallel_seconds = 0;  // CPU time shared by the worker threads
  double disk_bytes = 0;
  double memory_bytes = 0;      // peak of one process (a shard needs as much)
  std::string basis;  // what the figures come from: "1 104 891 746 posets (A000112), ..."
};

inline constexpr double kLargeJobSeconds = 3600;
inline constexpr double kLargeJobBytes = 10e9;
inline constexpr double kLargeJobMemoryShare = 0.5;  // of usable_memory_bytes()

// Wall time of the estimate on `threads` threads (0: all cores), for one shard.
double estimated_seconds(const JobEstimate& e, int threads, const Shard& shard);
// Throws UsageError, naming the estimate and --yes, when the shard's part of the job is
// estimated past kLargeJobSeconds or kLargeJobBytes, or its memory past the share of
// `usable_memory` (0: usable_memory_bytes()).
void require_yes_for_large_job(const std::string& job, const JobEstimate& e, int threads, const Shard& shard,
                               double usable_memory = 0);

}  // namespace posetlab
