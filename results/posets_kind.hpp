#pragma once
// The all-posets job kind (job_kind.hpp): enumerate/posets_job.hpp's units and rows into
// the posets table (columns of schema version 3), through the common runner.
#include <string>

#include "enumerate/posets_job.hpp"
#include "results/job_runner.hpp"

namespace posetlab {

std::string posets_job_key(const PosetsSpec& spec);  // "posets:size=N"

class PosetsJobKind : public Job {
 public:
  explicit PosetsJobKind(PosetsSpec spec) : spec_(spec), job_(spec) {}
  std::string kind() const override { return "posets"; }
  std::string key() const override { return posets_job_key(spec_); }
  std::string parameters() const override { return spec_.canonical_key(); }
  int threads() const override { return spec_.threads; }
  const TableKind& table() const override;
  std::vector<WorkUnit> units() const override { return job_.units(); }
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;

 private:
  PosetsSpec spec_;
  PosetsJob job_;
};

JobReport run_posets_job(Store& store, const PosetsSpec& spec, const JobOptions& options);

}  // namespace posetlab
