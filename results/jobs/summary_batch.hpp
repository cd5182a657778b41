#pragma once
// Summary batches: the committed units of one `enumerate posets --summary` job as a small
// text file, so that a run too long for one machine or one sitting can be finished in
// parts, each part kept as a file (its units, each with its poset count and row digest,
// and the part's counts summed over its units) instead of a database.
//
//   posetlab-summary-batch 1
//   job posets-summary:size=13
//   units 16384                                   the job's units in all
//   unit ORDINAL KEY ROWS POSETS DIGEST           one line a unit of this batch
//   count GRUNDY HEIGHT WIDTH COMPONENTS OUTCOME POSETS   summed over the batch's units
//   end UNITS POSETS DIGEST                       unit lines, posets, the digests' sum
//
// Batches of one job with disjoint units add up (sum_summary_batches); the job is complete
// when they hold every unit and A000112(n) posets. A unit's digest is the one stored when
// it committed (results/store/row_digest.hpp), so any unit can be computed again and
// compared (`posetlab batch recheck`); `enumerate ... --skip-batch FILE` runs only the
// units no batch holds.
#include <cstdint>
#include <iosfwd>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct BatchUnit {
  std::uint64_t ordinal = 0;
  std::string key;
  std::uint64_t rows = 0, posets = 0;
  std::string digest;  // 32 hex digits
};

struct BatchCount {
  int grundy = 0, height = 0, width = 0, components = 0;
  char outcome = 'P';
  std::uint64_t posets = 0;
  auto order() const { return std::tuple(grundy, height, width, components); }
};

struct SummaryBatch {
  std::string job;  // posets-summary:size=N
  std::uint64_t units_total = 0;
  std::vector<BatchUnit> units;    // by ordinal
  std::vector<BatchCount> counts;  // by (grundy, height, width, components)
  int size() const;                // N of the job key
  std::uint64_t posets() const;    // over the units
  std::string digest() const;      // the units' digests summed
  std::set<std::uint64_t> ordinals() const;
  bool complete() const;           // every unit, and A000112(N) posets
};

// The committed units of `job` in the database (a posets-summary job; UsageError otherwise).
SummaryBatch summary_batch_of(Db& db, const std::string& job);
void write_summary_batch(const SummaryBatch& batch, std::ostream& out);
// Reads a batch file; InputError (file:line:column) on anything malformed, a trailer that
// does not match, or counts that do not add up to the units' posets.
SummaryBatch read_summary_batch(const std::string& path);
// The union of batches of one job; UsageError for other jobs or a unit held twice.
SummaryBatch sum_summary_batches(const std::vector<SummaryBatch>& batches);

}  // namespace posetlab
