// Estimates of large jobs and the --yes they need; see job_estimate.hpp.
#include "results/jobs/job_estimate.hpp"

#include <algorithm>
#include <cstdio>
#include <thread>

#include "engine/core/error.hpp"
#include "results/jobs/progress.hpp"

namespace posetlab {
namespace {

std::string estimate_gigabytes(double bytes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f GB", bytes / 1e9);
  return buf;
}

}  // namespace

double estimated_seconds(const JobEstimate& e, int threads, const Shard& shard) {
  const int used = threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()));
  return (e.serial_seconds + e.parallel_seconds / used) / shard.count;
}

void require_yes_for_large_job(const std::string& job, const JobEstimate& e, int threads, const Shard& shard) {
  const double seconds = estimated_seconds(e, threads, shard), bytes = e.disk_bytes / shard.count;
  if (seconds <= kLargeJobSeconds && bytes <= kLargeJobBytes) return;
  throw UsageError(job + (shard.whole() ? "" : " shard " + shard.text()) + " is estimated at " +
                   Progress::duration(seconds) + " and " + estimate_gigabytes(bytes) + " of database (" + e.basis +
                   "): add --yes to start it, or run a part of it with --shard R/M");
}

}  // namespace posetlab
