#pragma once
// The `enumerate two-level --size N --summary` job kind (job_kind.hpp):
// enumerate/two_level_summary.hpp's per-unit counts into the two_level_summary table
// (schema.cpp), through the common runner. Its job key is
// "two-level-summary:" + TwoLevelSpec::canonical_key(), beside the stored job's "two-level:...".
#include <cstdint>
#include <vector>

#include "enumerate/two_level_summary.hpp"
#include "results/jobs/enumeration_job_kind.hpp"

namespace posetlab {

// Counts on the wire between MPI ranks (mpi_runner.hpp); a malformed buffer throws.
void encode_two_level_summary_rows(const std::vector<TwoLevelSummaryRow>& rows, std::vector<std::uint8_t>& out);
std::vector<TwoLevelSummaryRow> decode_two_level_summary_rows(const std::vector<std::uint8_t>& bytes);

class TwoLevelSummaryJobKind : public EnumerationJobKind<TwoLevelSpec, TwoLevelSummaryJob, TwoLevelSummaryRow> {
 public:
  explicit TwoLevelSummaryJobKind(TwoLevelSpec spec)
      : EnumerationJobKind("two-level-summary", spec, {encode_two_level_summary_rows, decode_two_level_summary_rows}) {}
  const TableKind& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_two_level_summary_job(Store& store, const TwoLevelSpec& spec, const JobOptions& options);

}  // namespace posetlab
