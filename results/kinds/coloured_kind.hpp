#pragma once
// The coloured-poset job kind (job_kind.hpp): enumerate/coloured_posets_job.hpp's
// units and rows into the coloured_posets table (schema version 2), through the same
// runner as every kind: each unit's rows, its `units` row and the run's counters are
// committed in one transaction, so a killed run (kill -9 included) resumes with exactly
// the units not committed; shards take ordinal % M == R.
#include <string>

#include "enumerate/coloured_posets_job.hpp"
#include "results/jobs/enumeration_job_kind.hpp"
#include "results/kinds/posets_wire.hpp"

namespace posetlab {

class ColouredJobKind : public EnumerationJobKind<ColouredPosetsSpec, ColouredPosetsJob, ColouredPosetClass> {
 public:
  explicit ColouredJobKind(ColouredPosetsSpec spec) : EnumerationJobKind("coloured-posets", spec, {encode_coloured_rows, decode_coloured_rows}) {}
  const TableKind& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_coloured_job(Store& store, const ColouredPosetsSpec& spec, const JobOptions& options);

}  // namespace posetlab
