#pragma once
// `enumerate two-level --size N --summary`: the classes of each unit of the two-level job
// (two_level_job.hpp) counted by (Grundy value, components, isolated bottoms, parity
// uniformity, top parity) instead of stored one by one, for sizes whose rows would not
// fit (N = 15: about 7e8 classes, some 30 GB as rows). The counts are kept per unit (its
// ordinal, `part`), so a unit's rows are a pure function of the unit: resume, shards and
// merge work as for stored rows, and the totals are sums over the parts.
//
// Each count also carries the labelled families its classes stand for, the sum of
// b!/|Aut| (Burnside): over all parts of (b, t) it must equal C(2^b - 1, t), a check of
// completeness that does not trust the generator's own bookkeeping.
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "enumerate/phase_progress.hpp"
#include "enumerate/two_level_class.hpp"
#include "enumerate/two_level_job.hpp"

namespace posetlab {

// Largest --size with --summary: the labelled counts (sums of b!/|Aut|, each at most
// C(2^b - 1, t)) fit a signed 64-bit integer up to 17 points (C(1023, 8) at 18 does not).
inline constexpr int kTwoLevelSummaryMaxSize = 17;

// A row of the two_level_summary table: how many classes of part `part` have these values.
struct TwoLevelSummaryRow {
  int size = 0, part = 0;
  int bottoms = 0, tops = 0, grundy = 0, components = 0, isolated = 0;
  bool parity_uniform = false;
  TopParity top_parity = TopParity::None;
  char outcome = 'P';
  std::uint64_t classes = 0;
  std::uint64_t labeled = 0;  // the sum of bottoms!/|Aut| over the classes
};

class TwoLevelSummaryJob {
 public:
  // Throws UsageError unless the spec is `--size N` (N <= kTwoLevelSummaryMaxSize) with
  // every tops count, no empty top, values and the default paths: the table's key is
  // (size, part), so one job of each size may write it.
  explicit TwoLevelSummaryJob(TwoLevelSpec spec);
  std::vector<WorkUnit> units() const { return job_->units(); }
  void prepare_reporting(const PhaseProgress& progress) { job_->prepare_reporting(progress); }
  // The unit's counts, in (bottoms, tops, grundy, components, isolated, parity_uniform,
  // top_parity) order.
  void run_unit(const WorkUnit& unit, const std::function<void(TwoLevelSummaryRow&&)>& sink);

 private:
  TwoLevelSpec spec_;
  std::unique_ptr<TwoLevelJob> job_;
};

}  // namespace posetlab
