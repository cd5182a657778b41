#pragma once
// A job's work unit: the smallest piece of work committed atomically (results/jobs/job_kind.hpp).
#include <cstdint>
#include <string>

namespace posetlab {

struct WorkUnit {
  std::uint64_t ordinal = 0;  // 0..unit_count-1; shard R/M takes ordinal % M == R
  std::string key;            // stable, human-readable, e.g. "b=5;t=7" or "b=5;hi=0x3a"
  std::uint64_t weight = 1;   // rough relative cost, for progress and ETA
};

}  // namespace posetlab
