#pragma once
// The two_level_summary table: `enumerate two-level --size N --summary`'s per-unit counts
// (enumerate/two_level_summary.hpp), summed by the view two_level_counts. Its job key is
// "two-level-summary:" + TwoLevelSpec::canonical_key(), beside the stored job's
// "two-level:...". The `enumerate two-level` kind (results/tables/two_level.cpp) makes it.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "enumerate/two_level_summary.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/jobs/enumeration_table_job.hpp"
#include "results/jobs/unit_scope.hpp"

namespace posetlab {

const TableDescription& two_level_summary_table();

// The two-level population (value_counts.hpp): extensional two-level posets without an
// empty top, by size n = bottoms + tops, from two_level (a size is complete when every
// (bottoms, tops) of it lies in a complete two-level job) or from two_level_summary (a
// complete summary job whose labelled families per (b, t) add up to C(2^b - 1, t)).
const CountedPopulation& two_level_population();

// The numbers of bottoms b whose classes two_level holds completely: every tops = 0 ..
// 2^b - 1 (no empty top) inside a two-level job with all its units committed. 000's
// equivalences make each such class finite; `conjecture determine --measure bottoms`.
SizeCompleteness two_level_bottoms_completeness(Db& db);

// For `stats --recheck`: a summary unit's rows are those of its part, the unit's ordinal
// in the job; nullopt for a unit of another kind or a job key this build does not know.
std::optional<UnitScope> two_level_summary_unit_scope(const std::string& kind, const std::string& job,
                                                      const std::string& key);

// Counts on the wire between MPI ranks (mpi_runner.hpp); a malformed buffer throws.
void encode_two_level_summary_rows(const std::vector<TwoLevelSummaryRow>& rows, std::vector<std::uint8_t>& out);
std::vector<TwoLevelSummaryRow> decode_two_level_summary_rows(const std::vector<std::uint8_t>& bytes);

class TwoLevelSummaryTableJob : public EnumerationTableJob<TwoLevelSpec, TwoLevelSummaryJob, TwoLevelSummaryRow> {
 public:
  explicit TwoLevelSummaryTableJob(TwoLevelSpec spec)
      : EnumerationTableJob("two-level-summary", spec, {encode_two_level_summary_rows, decode_two_level_summary_rows}) {}
  const TableDescription& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_two_level_summary_job(Store& store, const TwoLevelSpec& spec, const JobOptions& options);

}  // namespace posetlab
