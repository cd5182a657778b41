#pragma once
// The Maker-Breaker games job kind (job_kind.hpp): enumerate/mb_games_job.hpp's units
// and rows into the mb_games table (schema version 5), through the runner every kind
// shares (transactional units, resume, shards).
#include <string>

#include "enumerate/mb_games_job.hpp"
#include "results/job_runner.hpp"

namespace posetlab {

std::string mb_games_job_key(const MbGamesSpec& spec);  // "mb-games:clutters<=C;singletons<=S"

class MbGamesJobKind : public Job {
 public:
  explicit MbGamesJobKind(MbGamesSpec spec) : spec_(spec), job_(spec) {}
  std::string kind() const override { return "mb-games"; }
  std::string key() const override { return mb_games_job_key(spec_); }
  std::string parameters() const override { return spec_.canonical_key(); }
  int threads() const override { return spec_.threads; }
  const TableKind& table() const override;
  std::vector<WorkUnit> units() const override { return job_.units(); }
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;

 private:
  MbGamesSpec spec_;
  MbGamesJob job_;
};

JobReport run_mb_games_job(Store& store, const MbGamesSpec& spec, const JobOptions& options);

}  // namespace posetlab
