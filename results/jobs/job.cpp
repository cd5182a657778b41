// Defaults of the job-kind seam; see job.hpp.
#include "results/jobs/job.hpp"

#include "engine/core/error.hpp"

namespace posetlab {

void Job::encode_rows(const RowBatch&, std::vector<std::uint8_t>&) const {
  throw UsageError(kind() + " jobs have no wire form for their rows: run them in one process (--shard R/M to split)");
}

std::unique_ptr<RowBatch> Job::decode_rows(const std::vector<std::uint8_t>&) const {
  throw UsageError(kind() + " jobs have no wire form for their rows: run them in one process (--shard R/M to split)");
}

}  // namespace posetlab
