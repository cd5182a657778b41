#pragma once
// The two-level job kind (job_kind.hpp): a TwoLevelJob (enumerate/two_level_job.hpp)
// seen by the job pipeline. Unit keys and job keys are those of every release before
// the seam ("two-level:" + TwoLevelSpec::canonical_key()), so existing databases resume
// and extend as before (tests/test_jobs_release.cpp opens one).
#include <memory>
#include <string>

#include "util/blocking_pool.hpp"
#include "enumerate/two_level_job.hpp"
#include "results/jobs/job_runner.hpp"

namespace posetlab {

// The key under which a two-level spec is recorded ("two-level:" + canonical_key()).
std::string two_level_job_key(const TwoLevelSpec& spec);

class TwoLevelJobKind : public Job {
 public:
  // Throws UsageError for a count-only spec (the store takes values).
  TwoLevelJobKind(TwoLevelJob& job, TwoLevelSpec spec);
  TwoLevelJobKind(std::unique_ptr<TwoLevelJob> job, TwoLevelSpec spec);  // owns the job
  std::string kind() const override { return "two-level"; }
  std::string key() const override { return two_level_job_key(spec_); }
  std::string parameters() const override { return spec_.canonical_key(); }
  int threads() const override { return spec_.threads; }
  const TableKind& table() const override;
  std::vector<WorkUnit> units() const override { return job_.units(); }
  void prepare() override { job_.prepare(); }
  void prepare_reporting(const PhaseProgress& progress) override { job_.prepare_reporting(progress); }
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
  bool has_wire_form() const override { return true; }
  void encode_rows(const RowBatch& batch, std::vector<std::uint8_t>& out) const override;
  std::unique_ptr<RowBatch> decode_rows(const std::vector<std::uint8_t>& bytes) const override;

 private:
  std::unique_ptr<TwoLevelJob> owned_;
  TwoLevelJob& job_;
  TwoLevelSpec spec_;
  std::unique_ptr<BlockingPool> pool_;  // packing and freeing a unit's rows, made on first use
};

// run_job() of a two-level job.
JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec, const JobOptions& options);

}  // namespace posetlab
