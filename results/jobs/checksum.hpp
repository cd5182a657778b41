#pragma once
// Content checksums of tables, independent of row ids and insertion order: two
// databases whose two_level tables hold the same classes with the same values have
// the same checksum, whatever the interruptions, shard splits or thread counts.
#include <cstdint>
#include <string>

#include "results/jobs/job.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct TableChecksum {
  std::uint64_t rows = 0;
  std::string hex;  // XXH3-128 of every value, typed, in the query's row order
  bool operator==(const TableChecksum&) const = default;
};

// Checksum of the rows of any query (order them for a stable result).
TableChecksum query_checksum(Db& db, const std::string& sql);
// Content checksum of a job table: every key and value column, in key order (a kind's
// own table missing from the file counts as empty).
TableChecksum table_checksum(Db& db, const TableDescription& table);

}  // namespace posetlab
