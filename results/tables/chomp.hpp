#pragma once
// The chomp table: every Chomp board a x b, a <= b <= B, with its outcome, winning bites
// and (boxes up to 16 x 16, without --outcome) Grundy value (schema version 9; outcome rows
// since 12). One place for the table: its description, the `enumerate chomp` job kind and
// the writer. No wire form: a chomp job runs in one process.

#include "enumerate/chomp_job.hpp"
#include "results/jobs/enumeration_table_job.hpp"

namespace posetlab {

const TableDescription& chomp_table();

class ChompTableJob : public EnumerationTableJob<ChompSpec, ChompJob, ChompBoard> {
 public:
  explicit ChompTableJob(ChompSpec spec) : EnumerationTableJob("chomp", std::move(spec)) {}
  const TableDescription& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
  // Checkpoints of the outcome pass go beside the database.
  void attach_database(const std::string& path) override { enumeration().set_checkpoint_prefix(path); }
};

}  // namespace posetlab
