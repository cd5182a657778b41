#pragma once
// The Chomp boards job kind (job_kind.hpp): enumerate/chomp_job.hpp's units and rows into
// the chomp table (schema version 9; Grundy NULL for outcome rows since 12), through the runner every kind shares
// (transactional units, resume, shards). No wire form: it runs in one process.
#include "enumerate/chomp_job.hpp"
#include "results/jobs/enumeration_job_kind.hpp"

namespace posetlab {

class ChompJobKind : public EnumerationJobKind<ChompSpec, ChompJob, ChompBoard> {
 public:
  explicit ChompJobKind(ChompSpec spec) : EnumerationJobKind("chomp", std::move(spec)) {}
  const TableKind& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
  // Checkpoints of the outcome pass go beside the database.
  void attach_database(const std::string& path) override { enumeration().set_checkpoint_prefix(path); }
};

}  // namespace posetlab
