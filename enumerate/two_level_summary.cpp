// Per-unit counts of the two-level classes of a size; see two_level_summary.hpp.
#include "enumerate/two_level_summary.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

using TwoLevelSummaryKey = std::tuple<int, int, int, int, int, bool, TopParity>;

struct TwoLevelSummaryTally {
  std::uint64_t classes = 0, labeled = 0;
};

std::uint64_t two_level_factorial(int n) {
  std::uint64_t f = 1;
  for (int k = 2; k <= n; ++k) f *= std::uint64_t(k);
  return f;
}

}  // namespace

TwoLevelSummaryJob::TwoLevelSummaryJob(TwoLevelSpec spec) : spec_(spec) {
  if (spec_.size < 0 || spec_.bottoms >= 0) throw UsageError("two-level: --summary takes --size N, not --bottoms");
  if (spec_.size > kTwoLevelSummaryMaxSize)
    throw UsageError("two-level: --summary is limited to --size " + std::to_string(kTwoLevelSummaryMaxSize) +
                     " (its labelled counts fit 64 bits up to there)");
  if (spec_.tops_min != 0 || (spec_.tops_max >= 0 && spec_.tops_max < spec_.size))
    throw UsageError("two-level: --summary counts every tops count of the size (no --tops)");
  if (spec_.with_empty_top) throw UsageError("two-level: --summary counts families without the empty top");
  if (!spec_.use_fast_path) throw UsageError("two-level: --summary takes the default paths (no --no-fast-path)");
  spec_.values = true;
  job_ = make_two_level_job(spec_);
}

void TwoLevelSummaryJob::run_unit(const WorkUnit& unit, const std::function<void(TwoLevelSummaryRow&&)>& sink) {
  // One tally a thread, added up at the end: the classes are counted where they are made.
  using Tallies = std::map<TwoLevelSummaryKey, TwoLevelSummaryTally>;
  std::vector<Tallies> by_thread(std::size_t(std::max(1, job_->worker_threads())));
  job_->visit_unit(unit, [&](int thread, const TwoLevelClass& c) {
    TwoLevelSummaryTally& t =
        by_thread[std::size_t(thread)][{c.bottoms, c.tops, c.grundy, c.components, c.isolated, c.parity_uniform, c.top_parity}];
    ++t.classes;
    t.labeled += two_level_factorial(c.bottoms) / c.aut;
  });
  Tallies& counts = by_thread[0];
  for (std::size_t w = 1; w < by_thread.size(); ++w)
    for (const auto& [key, tally] : by_thread[w]) {
      TwoLevelSummaryTally& t = counts[key];
      t.classes += tally.classes;
      t.labeled += tally.labeled;
    }
  for (const auto& [key, tally] : counts) {
    TwoLevelSummaryRow row;
    row.size = spec_.size;
    row.part = int(unit.ordinal);
    std::tie(row.bottoms, row.tops, row.grundy, row.components, row.isolated, row.parity_uniform, row.top_parity) = key;
    row.outcome = row.grundy == 0 ? 'P' : 'N';
    row.classes = tally.classes;
    row.labeled = tally.labeled;
    sink(std::move(row));
  }
}

}  // namespace posetlab
