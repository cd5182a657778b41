// Estimates of large jobs and the --yes they need; see job_estimate.hpp.
#include "results/jobs/job_estimate.hpp"

#include <algorithm>
#include <cstdio>
#include <thread>
#include <vector>

#include "engine/core/error.hpp"
#include "results/jobs/progress.hpp"
#include "util/system_memory.hpp"

namespace posetlab {
namespace {

std::string estimate_gigabytes(double bytes) {
  char buf[32];
  if (bytes >= 1e15) return "more than a petabyte";
  std::snprintf(buf, sizeof buf, "%.1f GB", bytes / 1e9);
  return buf;
}

}  // namespace

double estimated_seconds(const JobEstimate& e, int threads, const Shard& shard) {
  const int used = threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()));
  return (e.serial_seconds + e.parallel_seconds / used) * shard.share();
}

void require_yes_for_large_job(const std::string& job, const JobEstimate& e, int threads, const Shard& shard,
                               double usable_memory) {
  const double seconds = estimated_seconds(e, threads, shard), bytes = e.disk_bytes * shard.share();
  const double memory = usable_memory > 0 ? usable_memory : double(usable_memory_bytes());
  const bool too_much_memory = e.memory_bytes > kLargeJobMemoryShare * memory;
  if (seconds <= kLargeJobSeconds && bytes <= kLargeJobBytes && !too_much_memory) return;
  // A year or more reads as such: the estimate is then only an order of magnitude.
  const std::string time = seconds >= 365.0 * 86400 ? "more than a year" : Progress::duration(seconds);
  // Time always; disk and memory where they amount to something.
  std::vector<std::string> parts = {time};
  if (bytes >= 0.05e9) parts.push_back(estimate_gigabytes(bytes) + " of disk");
  if (e.memory_bytes >= 0.05e9) parts.push_back(estimate_gigabytes(e.memory_bytes) + " of memory");
  std::string what = job + shard.label() + " is estimated at ";
  for (std::size_t i = 0; i < parts.size(); ++i)
    what += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  if (too_much_memory) what += " (more than half of the " + estimate_gigabytes(memory) + " this process may use)";
  throw UsageError(what + " (" + e.basis + "): add --yes to start it" +
                   (too_much_memory ? "" : ", or run a part of it with --shard R/M"));
}

}  // namespace posetlab
