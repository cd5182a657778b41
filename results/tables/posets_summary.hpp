#pragma once
// The posets_summary table: `enumerate posets --summary`'s per-unit counts by Grundy value,
// height, width and components (schema version 6), summed by the view posets_counts. Its
// job key is "posets-summary:size=N", beside the stored job's "posets:size=N". Also
// `posetlab batch recheck`: units of a summary job computed again by the definitions
// (enumerate/posets_summary_plain.hpp, nothing shared with the fast path but
// nauty-genposetg) and digested as the writer digests them.
#include <cstdint>
#include <string>
#include <vector>

#include "enumerate/posets_summary.hpp"
#include "results/jobs/enumeration_table_job.hpp"
#include "results/jobs/summary_batch.hpp"

namespace posetlab {

const TableDescription& posets_summary_table();

// The SQL that calls a size's group of posets rows (or counts) 'complete' when they
// number A000112(n) (TableDescription::stored_sql; the key is the class).
std::string all_posets_stored_sql();

// The populations counted from the posets table and posets_summary (value_counts.hpp):
// all posets, N-free posets and connected posets, in that order. A size is complete when
// its posets number A000112(n), as rows or as summed counts, none lacking the column the
// population filters on (posets_summary has no n_free column: not for N-free posets).
const CountedPopulation& all_posets_population();
const std::vector<const CountedPopulation*>& posets_populations();

// Counts on the wire between MPI ranks (mpi_runner.hpp); a malformed buffer throws.
void encode_posets_summary_rows(const std::vector<PosetsSummaryRow>& rows, std::vector<std::uint8_t>& out);
std::vector<PosetsSummaryRow> decode_posets_summary_rows(const std::vector<std::uint8_t>& bytes);

class PosetsSummaryTableJob : public EnumerationTableJob<PosetsSpec, PosetsSummaryJob, PosetsSummaryRow> {
 public:
  explicit PosetsSummaryTableJob(PosetsSpec spec)
      : EnumerationTableJob("posets-summary", spec, {encode_posets_summary_rows, decode_posets_summary_rows}) {}
  const TableDescription& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_posets_summary_job(Store& store, const PosetsSpec& spec, const JobOptions& options);

// `posetlab batch recheck`: one unit of a summary job computed again from scratch.
struct RecheckedUnit {
  BatchUnit stored;
  std::uint64_t rows = 0, posets = 0;
  std::string digest;
  std::vector<BatchCount> counts;  // the unit's rows, as count lines
  double seconds = 0;
  bool same() const { return rows == stored.rows && posets == stored.posets && digest == stored.digest; }
};

// Up to k distinct units of the batch, drawn at random from `seed`, by ordinal.
std::vector<BatchUnit> draw_units(const SummaryBatch& batch, std::size_t k, std::uint64_t seed);
// The k units of the batch with the fewest posets (ties by ordinal), by ordinal.
std::vector<BatchUnit> smallest_units(const SummaryBatch& batch, std::size_t k);

// Unit `unit` of the batch's job computed again; `scratch` is a database file this may
// create and remove (the rows are digested where the job's writer stores them). By plain
// search (`batch recheck`), or by the job's own fast path (PosetsSummaryJob, on the
// generator route genposetg_route() chooses), to see that it still gives stored digests.
enum class RecheckBy { PlainSearch, Job };
RecheckedUnit recheck_summary_unit(const SummaryBatch& batch, const BatchUnit& unit, int threads,
                                   const std::string& scratch, RecheckBy by = RecheckBy::PlainSearch);

}  // namespace posetlab
