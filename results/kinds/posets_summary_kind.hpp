#pragma once
// The `enumerate posets --summary` job kind (job_kind.hpp): enumerate/posets_summary.hpp's
// per-unit counts into the posets_summary table (schema version 6), through the common
// runner. Its job key is "posets-summary:size=N", beside the stored job's "posets:size=N".
#include <cstdint>
#include <vector>

#include "enumerate/posets_summary.hpp"
#include "results/jobs/enumeration_job_kind.hpp"

namespace posetlab {

// Counts on the wire between MPI ranks (mpi_runner.hpp); a malformed buffer throws.
void encode_posets_summary_rows(const std::vector<PosetsSummaryRow>& rows, std::vector<std::uint8_t>& out);
std::vector<PosetsSummaryRow> decode_posets_summary_rows(const std::vector<std::uint8_t>& bytes);

class PosetsSummaryJobKind : public EnumerationJobKind<PosetsSpec, PosetsSummaryJob, PosetsSummaryRow> {
 public:
  explicit PosetsSummaryJobKind(PosetsSpec spec)
      : EnumerationJobKind("posets-summary", spec, {encode_posets_summary_rows, decode_posets_summary_rows}) {}
  const TableKind& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_posets_summary_job(Store& store, const PosetsSpec& spec, const JobOptions& options);

}  // namespace posetlab
