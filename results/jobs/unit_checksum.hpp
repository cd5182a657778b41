#pragma once
// Per-unit checksums: `units.checksum` holds the digest (row_digest.hpp) of the rows a
// work unit wrote, taken by the unit writer as the rows go in, whether new or already
// stored identically by another job. `stats --recheck` reads the stored rows back and
// compares, so a value changed inside a structurally valid page is found without
// computing any game value again.
//
// What "the rows of a unit" are, per job kind: the rows its table's key attributes to
// the unit (a WHERE clause over the stored table), or, where the key cannot name the
// unit, the rows of a group of units whose digests add up (each kind's JobKind::unit_scope,
// results/tables/*.cpp):
//   posets, posets-summary  n=N;part=P/M     size = N AND part = P (part is in the key)
//   mb-games                FAMILIES;n=N     families = 'FAMILIES' AND size = N
//   chomp                   box=N            b = N
//   coloured-posets         n=N;part=P/M     size = N: a group of the M parts (the key
//                                            holds no part); checked once all M are stored
//   two-level               b=B;...          bottoms = B and the job's tops range (and
//                                            b + t = size, no empty top, as the job key
//                                            says): a group of the job's units of B,
//                                            checked once the whole job is committed
// Units of the same key in several jobs (coloured-posets size<=5 and size<=7) write the
// same rows: a group counts each key once, and two stored digests of one key must agree.
// Shards and merge keep the checksums: a unit's digest depends only on its rows, and
// merge copies `units` whole.
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"
#include "results/jobs/unit_scope.hpp"
#include "results/store/table_printer.hpp"

namespace posetlab {


// The scope of unit `key` of job `job` (of kind `kind`), from the registered job kinds
// (JobKind::unit_scope); nullopt for a kind or key this build does not know.
std::optional<UnitScope> unit_scope(const std::string& kind, const std::string& job, const std::string& key);

struct UnitMismatch {
  std::string table, job, unit;
  std::string expected, actual;  // digests: stored in units, read from the rows
  std::uint64_t expected_rows = 0, actual_rows = 0;
};

struct UnitChecksumReport {
  std::vector<UnitMismatch> mismatches;
  std::uint64_t units = 0;             // committed units in the database
  std::uint64_t rechecked = 0;         // units whose rows were compared
  std::uint64_t without_checksum = 0;  // committed before checksums were kept
  std::uint64_t waiting = 0;           // in a group not complete yet (a running or partial job)
  std::uint64_t unknown = 0;           // of a kind or key this build has no scope for
  bool ok() const { return mismatches.empty(); }
};

// Recomputes every unit's digest from the stored rows and compares.
UnitChecksumReport recheck_unit_checksums(Db& db);

// The report as `stats --recheck` prints it: the mismatches (a table, CSV or JSON Lines),
// then one summary line (for JSON, an object with "summary": true).
void print_unit_checksum_report(const UnitChecksumReport& report, OutputFormat format, std::ostream& out);

}  // namespace posetlab
