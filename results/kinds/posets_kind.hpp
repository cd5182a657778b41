#pragma once
// The all-posets job kind (job_kind.hpp): enumerate/posets_job.hpp's units and rows into
// the posets table (columns of schema version 3), through the common runner.
#include <string>

#include "enumerate/posets_job.hpp"
#include "results/jobs/enumeration_job_kind.hpp"
#include "results/kinds/posets_wire.hpp"

namespace posetlab {

class PosetsJobKind : public EnumerationJobKind<PosetsSpec, PosetsJob, PosetRow> {
 public:
  explicit PosetsJobKind(PosetsSpec spec) : EnumerationJobKind("posets", spec, {encode_poset_rows, decode_poset_rows}) {}
  const TableKind& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_posets_job(Store& store, const PosetsSpec& spec, const JobOptions& options);

}  // namespace posetlab
