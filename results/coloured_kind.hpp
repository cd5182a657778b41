#pragma once
// The coloured-poset job kind (job_kind.hpp): enumerate/coloured_posets_job.hpp's
// units and rows into the coloured_posets table (schema version 2), through the same
// runner as every kind: each unit's rows, its `units` row and the run's counters are
// committed in one transaction, so a killed run (kill -9 included) resumes with exactly
// the units not committed; shards take ordinal % M == R.
#include <string>

#include "enumerate/coloured_posets_job.hpp"
#include "results/job_runner.hpp"

namespace posetlab {

std::string coloured_job_key(const ColouredPosetsSpec& spec);  // "coloured-posets:size<=N"

class ColouredJobKind : public Job {
 public:
  explicit ColouredJobKind(ColouredPosetsSpec spec) : spec_(spec), job_(spec) {}
  std::string kind() const override { return "coloured-posets"; }
  std::string key() const override { return coloured_job_key(spec_); }
  std::string parameters() const override { return spec_.canonical_key(); }
  int threads() const override { return spec_.threads; }
  const TableKind& table() const override;
  std::vector<WorkUnit> units() const override { return job_.units(); }
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;

 private:
  ColouredPosetsSpec spec_;
  ColouredPosetsJob job_;
};

// run_job() of a coloured-poset job.
JobReport run_coloured_job(Store& store, const ColouredPosetsSpec& spec, const JobOptions& options);

}  // namespace posetlab
