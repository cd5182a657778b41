#pragma once
// The coloured_posets table: black-white coloured posets up to isomorphism with their
// black-white and pomax values (schema version 2). One place for the table: its
// description, the `enumerate coloured-posets` job kind, the writer (a class stored before
// must have the same values) and the rows' wire form between MPI ranks.
#include <cstdint>
#include <string>
#include <vector>

#include "enumerate/coloured_posets_job.hpp"
#include "results/jobs/enumeration_table_job.hpp"
#include "results/store/keyed_insert.hpp"

namespace posetlab {

const TableDescription& coloured_posets_table();

// Rows on the wire between MPI ranks (mpi_runner.hpp); a malformed buffer throws.
void encode_coloured_rows(const std::vector<ColouredPosetClass>& rows, std::vector<std::uint8_t>& out);
std::vector<ColouredPosetClass> decode_coloured_rows(const std::vector<std::uint8_t>& bytes);

class ColouredTableJob : public EnumerationTableJob<ColouredPosetsSpec, ColouredPosetsJob, ColouredPosetClass> {
 public:
  explicit ColouredTableJob(ColouredPosetsSpec spec) : EnumerationTableJob("coloured-posets", spec, {encode_coloured_rows, decode_coloured_rows}) {}
  const TableDescription& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_coloured_job(Store& store, const ColouredPosetsSpec& spec, const JobOptions& options);

class ColouredInserter {
 public:
  explicit ColouredInserter(Db& db);
  // Inserts `c` inside the caller's transaction. False when it was stored before with
  // identical values; ConflictError naming it when stored with different ones. The
  // pomax value must be an integer (004 Thm 3.1): anything else is a DbError, so a
  // wrong value never reaches the INTEGER column unseen.
  bool insert(const ColouredPosetClass& c);

 private:
  Db& db_;
  KeyedInsert insert_;
};

}  // namespace posetlab
