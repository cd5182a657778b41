#pragma once
// Estimates from a random sample of a posets summary job's units (`enumerate posets
// --summary --sample K`): the job's totals (posets, P-positions, posets by Grundy value,
// height, width and components) and its cost, each with a 95 % confidence interval.
//
// A sample of k of the job's U units drawn uniformly without replacement (unit_sample.hpp)
// estimates a total T = sum over all units of y_u without bias by T^ = U * mean(y) over
// the sample, with variance U^2 (1 - k/U) s^2 / k, where s^2 is the sample variance of y
// (n - 1 in the denominator) and (1 - k/U) the finite-population correction. The interval
// is T^ +- 1.96 standard errors (the normal approximation, sound for hundreds of units), cut
// at 0 below.
// The posets in all are known (A000112), so their interval is a check of the method.
//
// Since that total X is known, each measure is also given by the ratio estimator
// X * sum(y) / sum(x) over the sample (x a unit's posets): the sample's share of posets with
// the property, times every poset. It leans on units' shares varying less than their sizes,
// and is much tighter here; it is biased by O(1/k) (negligible at hundreds of units), and its
// standard error is the usual linearisation, U sqrt((1 - k/U) s_d^2 / k) with
// d = y - (sum(y) / sum(x)) x.
//
// What the estimates need is each sampled unit's marginal counts: a unit's posets by
// Grundy value, height, width and components, and its seconds. These are kept as a CSV
// file beside the sample's sealed batch file (one row a unit):
//
//   ordinal,posets,seconds,grundy_0..grundy_N,height_1..height_N,width_1..width_N,components_1..components_N
//
// and held against that batch when read: the same units, each unit's posets equal to its
// unit line, every marginal adding up to the unit's posets, and the marginals summed over
// the units equal to the batch's count lines summed the same way. The seconds are the
// run's own record (units.seconds: the wall time of the unit, run by all of the run's threads).
#include <algorithm>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "results/jobs/summary_batch.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct UnitMarginals {
  std::uint64_t ordinal = 0, posets = 0;
  double seconds = 0;
  // Index = the value: Grundy value 0..N; height, width and components 1..N (index 0 unused).
  std::vector<std::uint64_t> grundy, height, width, components;
};

struct SampleMarginals {
  int size = 0;                      // N
  std::vector<UnitMarginals> units;  // by ordinal
};

// The committed units of a posets summary job in the database.
SampleMarginals sample_marginals_of(Db& db, const SummaryBatch& batch);
void write_sample_marginals(const SampleMarginals& sample, std::ostream& out);
// Reads the CSV for `batch` and holds it against the batch (above); InputError at the
// file, line and column of the first thing wrong.
SampleMarginals read_sample_marginals(const std::string& path, const SummaryBatch& batch);

struct TotalEstimate {
  std::string measure;  // "posets", "P-positions", "grundy=3", "height=5", "width=2", "components=1", "unit seconds"
  double estimate = 0, standard_error = 0;              // the unbiased expansion estimator
  double ratio_estimate = 0, ratio_standard_error = 0;  // by the known total of posets (0: none)
  std::size_t units_with = 0;                           // sampled units where the measure is not 0
  // Whether the normal approximation can be trusted: a measure held by few units (posets
  // with many components gather in a few units) has a skewed estimate whose interval
  // covers the truth far less often than 95 %.
  bool enough_units() const { return units_with >= kEnoughUnits; }
  static constexpr std::size_t kEnoughUnits = 30;
  double low() const { return std::max(0.0, estimate - 1.96 * standard_error); }  // a total is never negative
  double high() const { return estimate + 1.96 * standard_error; }
  double ratio_low() const { return std::max(0.0, ratio_estimate - 1.96 * ratio_standard_error); }
  double ratio_high() const { return ratio_estimate + 1.96 * ratio_standard_error; }
};

// The totals of the whole job estimated from the sample of `units_total` units, the ratio
// estimates by `posets_total` posets in all (0: none); measures whose value no sampled
// poset has are left out.
std::vector<TotalEstimate> estimate_job_totals(const SampleMarginals& sample, std::uint64_t units_total,
                                               std::uint64_t posets_total = 0);

// The sample's unit costs: mean, largest and the 99th percentile of the seconds a unit took.
struct UnitCostSummary {
  double mean = 0, largest = 0, p99 = 0;
  std::uint64_t largest_ordinal = 0;
};
UnitCostSummary unit_cost_summary(const SampleMarginals& sample);

}  // namespace posetlab
