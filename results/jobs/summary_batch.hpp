#pragma once
// Summary batches: the committed units of one `enumerate posets --summary` job as a small
// text file, so that a run too long for one machine or one sitting can be finished in
// parts, each part kept as a file (its units, each with its poset count and row digest,
// and the part's counts summed over its units) instead of a database.
//
//   posetlab-summary-batch 2
//   job posets-summary:size=13
//   units 16384                                   the job's units in all
//   unit ORDINAL KEY ROWS POSETS DIGEST           one line a unit of this batch
//   count GRUNDY HEIGHT WIDTH COMPONENTS OUTCOME POSETS   summed over the batch's units
//   end UNITS ROWS POSETS DIGEST COUNTS SEAL
//
// The end line covers every line above it: the unit lines' number, rows and posets
// summed, their digests summed, the number of count lines, and SEAL, the XXH3-128 of the
// file's text before it (lines ended by '\n'). The seal is what catches a count line
// moved, swapped or changed with its sums kept: nothing else in the file can, since a
// unit's digest covers its own rows, which the file does not hold. Every sum is taken
// without wrapping (an overflow is refused), and every line is held to what the job can
// hold: the job's unit count, the job's key for each ordinal, values bounded by the size
// (Grundy value, height, width, components at most N; height + width <= N + 1 <= height *
// width + 1), counts in strictly increasing order, no more posets than A000112(N).
// A file copied through CRLF line ends reads the same.
//
// Format 1 (the same without ROWS, COUNTS and SEAL on the end line) is read only to seal it
// (`posetlab batch seal`), since nothing in it covers the count lines.
//
// Batches of one job with disjoint units add up (sum_summary_batches); the job is complete
// when they hold every unit and A000112(n) posets. A unit's digest is the one stored when
// it committed (results/store/row_digest.hpp), so any unit can be computed again and
// compared (`posetlab batch recheck`, which also holds the recomputed units' counts against
// the count lines); `enumerate ... --skip-batch FILE` runs only the units no batch holds.
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
  int format = 2;   // the version the file was read in (written: always 2)
  std::string job;  // posets-summary:size=N
  std::uint64_t units_total = 0;
  std::vector<BatchUnit> units;    // by ordinal
  std::vector<BatchCount> counts;  // by (grundy, height, width, components)
  int size() const;                // N of the job key
  std::uint64_t posets() const;    // over the units
  std::uint64_t rows() const;      // over the units
  std::string digest() const;      // the units' digests summed
  std::set<std::uint64_t> ordinals() const;
  bool complete() const;           // every unit, and A000112(N) posets
};

// Whether the committed units' rows are compared with the checksums stored when they
// committed before they are written out.
enum class UnitRowsCheck { Verify, Trust };

// The committed units of `job` in the database (a posets-summary job; UsageError otherwise).
// With Verify, a unit whose rows no longer match its stored checksum (or that has none)
// is refused (DbError naming it), as `merge` refuses it: its digest would vouch for rows
// it no longer describes.
SummaryBatch summary_batch_of(Db& db, const std::string& job, UnitRowsCheck check = UnitRowsCheck::Verify);
// Writes format 2, sealed.
void write_summary_batch(const SummaryBatch& batch, std::ostream& out);

enum class BatchFormats { SealedOnly, AlsoUnsealed };
// Reads a batch file; InputError (file:line:column) on anything malformed, out of the
// job's range, a trailer or seal that does not match, counts that do not add up to the
// units' posets, or (SealedOnly) format 1.
SummaryBatch read_summary_batch(const std::string& path, BatchFormats formats = BatchFormats::SealedOnly);
// The union of batches of one job; UsageError for other jobs or a unit held twice.
SummaryBatch sum_summary_batches(const std::vector<SummaryBatch>& batches);
// The union of the sealed batch files at `paths` (read_summary_batch, then sum_summary_batches).
SummaryBatch sum_summary_batch_files(const std::vector<std::string>& paths);

// Counts of units computed again (`batch recheck`) held against the batch's count lines:
// summed over `units` (ordinals of the batch), no (grundy, height, width, components) may
// exceed the file's count, and with every unit of the batch they must be equal. One line
// per disagreement, empty when they agree.
std::vector<std::string> recheck_batch_counts(const SummaryBatch& batch, std::size_t units,
                                              const std::vector<BatchCount>& recomputed);

}  // namespace posetlab
