#pragma once
// The posets table: every poset on N points up to isomorphism with its value and shape
// (schema version 3; misère outcome since 14). One place for the table: its description
// (TableDescription), the `enumerate posets` job kind that writes it (the summary form writes
// posets_summary, results/tables/posets_summary.hpp), the writer and the rows' wire form
// between MPI ranks (decode(encode(rows)) == rows; a malformed buffer throws).
#include <cstdint>
#include <string>
#include <vector>

#include "enumerate/posets_job.hpp"
#include "results/jobs/enumeration_table_job.hpp"

namespace posetlab {

const TableDescription& posets_table();

// The WHERE clause finding a poset's row by its size (?1) and canonical key (?2). The table
// is keyed (size, part, canonical) and a key says nothing of its part, so the clause walks
// the parts of the size through the key (one seek each: 256 at n = 10) instead of scanning
// every row of the size (2.56 M at n = 10).
std::string posets_key_where();

// Rows on the wire between MPI ranks (mpi_runner.hpp).
void encode_poset_rows(const std::vector<PosetRow>& rows, std::vector<std::uint8_t>& out);
std::vector<PosetRow> decode_poset_rows(const std::vector<std::uint8_t>& bytes);

class PosetsTableJob : public EnumerationTableJob<PosetsSpec, PosetsJob, PosetRow> {
 public:
  explicit PosetsTableJob(PosetsSpec spec) : EnumerationTableJob("posets", spec, {encode_poset_rows, decode_poset_rows}) {}
  const TableDescription& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_posets_job(Store& store, const PosetsSpec& spec, const JobOptions& options);

}  // namespace posetlab
