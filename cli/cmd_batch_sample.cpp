// `posetlab batch marginals|estimate|load`: a random sample of a summary job's units scaled
// up to estimates of the whole job (results/tables/posets_sample.hpp), and a whole job's
// batch files stored in a database (results/tables/posets_summary_load.hpp).
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/batch_settings.hpp"
#include "cli/command.hpp"
#include "engine/core/error.hpp"
#include "enumerate/genposetg.hpp"
#include "results/jobs/summary_batch.hpp"
#include "results/jobs/unit_sample.hpp"
#include "results/store/store.hpp"
#include "results/tables/posets_sample.hpp"
#include "results/tables/posets_summary_load.hpp"
#include "util/json.hpp"
#include "util/output_stream.hpp"

namespace posetlab::cli {
namespace {

void print_estimates(const SummaryBatch& batch, const std::vector<TotalEstimate>& estimates,
                     const UnitCostSummary& cost, const BatchSettings& s) {
  const std::uint64_t known = kPosetCounts[batch.size()];
  if (s.json) {
    JsonObject j;
    j.add("job", batch.job).add("units", batch.units.size()).add("units_total", batch.units_total);
    j.add("sample_seed", s.sample_seed).add("posets_total", known);
    std::string list = "[";
    for (const TotalEstimate& e : estimates) {
      JsonObject o;
      o.add("measure", e.measure).add("estimate", e.estimate).add("standard_error", e.standard_error);
      o.add("low", e.low()).add("high", e.high());
      o.add("ratio_estimate", e.ratio_estimate).add("ratio_standard_error", e.ratio_standard_error);
      o.add("ratio_low", e.ratio_low()).add("ratio_high", e.ratio_high());
      o.add("units_with", std::uint64_t(e.units_with)).add("enough_units", e.enough_units());
      list += (list.size() > 1 ? ", " : "") + o.str();
    }
    j.raw("estimates", list + "]");
    j.add("unit_seconds_mean", cost.mean).add("unit_seconds_p99", cost.p99).add("unit_seconds_largest", cost.largest);
    j.add("largest_unit", cost.largest_ordinal);
    std::cout << j.str() << "\n";
    return;
  }
  std::cout << batch.job << ": ESTIMATES from a uniform random sample of " << batch.units.size() << " of "
            << batch.units_total << " units (--sample-seed " << s.sample_seed << "), with 95 % confidence intervals\n";
  char line[256];
  std::cout << "unbiased: U x the sample mean; by ratio: A000112(" << batch.size()
            << ") x the sample's share of posets (seconds: no ratio)\n";
  std::snprintf(line, sizeof line, "%-14s %6s %17s %17s %17s %8s %17s %17s %17s %8s\n", "measure", "units", "unbiased",
                "low", "high", "+-%", "by ratio", "low", "high", "+-%");
  std::cout << line;
  auto percent = [](double half, double of) { return of > 0 ? 100.0 * half / of : 0.0; };
  for (std::size_t i = 0; i < estimates.size(); ++i) {
    const TotalEstimate& e = estimates[i];
    const bool ratio = i + 1 < estimates.size();  // not the seconds
    std::snprintf(line, sizeof line, "%-14s %5zu%c %17.0f %17.0f %17.0f %8.2f", e.measure.c_str(), e.units_with,
                  e.enough_units() ? ' ' : '*', e.estimate, e.low(), e.high(), percent(1.96 * e.standard_error, e.estimate));
    std::cout << line;
    if (ratio) {
      std::snprintf(line, sizeof line, " %17.0f %17.0f %17.0f %8.2f", e.ratio_estimate, e.ratio_low(), e.ratio_high(),
                    percent(1.96 * e.ratio_standard_error, e.ratio_estimate));
      std::cout << line;
    }
    std::cout << "\n";
  }
  std::cout << "units: sampled units where the measure is not 0; * fewer than " << TotalEstimate::kEnoughUnits
            << ": the estimate is skewed and its interval is not to be trusted\n";
  const TotalEstimate& posets = estimates.front();
  std::cout << "check: A000112(" << batch.size() << ") = " << known << " is "
            << (double(known) >= posets.low() && double(known) <= posets.high() ? "inside" : "OUTSIDE")
            << " the posets' interval\n";
  std::snprintf(line, sizeof line,
                "unit seconds (wall, with the sample run's threads): mean %.2f, 99th percentile %.2f, largest %.2f "
                "(unit %llu); the whole job %.1f hours (95 %%: %.1f to %.1f)\n",
                cost.mean, cost.p99, cost.largest, (unsigned long long)cost.largest_ordinal,
                estimates.back().estimate / 3600, estimates.back().low() / 3600, estimates.back().high() / 3600);
  std::cout << line;
}

}  // namespace

int run_batch_marginals(const BatchSettings& s) {
  Store store(s.db, Store::Access::ReadOnly);
  const SummaryBatch batch = summary_batch_of(store.db(), s.job);
  std::ostringstream text;
  write_sample_marginals(sample_marginals_of(store.db(), batch), text);
  OutputStream out(s.out);
  out.write(text.str());
  out.commit();
  std::cerr << "batch marginals: " << batch.units.size() << " units of " << batch.job << " written to " << s.out << "\n";
  return kExitOk;
}

int run_batch_load(const BatchSettings& s) {
  const SummaryBatch total = sum_summary_batch_files(s.files);
  Store store(s.db, Store::Access::ReadWrite);
  const std::uint64_t lines = load_complete_summary(store.db(), total, s.files);
  std::cerr << "batch load: " << total.job << ", " << total.posets() << " posets in " << lines
            << " count lines, stored in " << s.db << " (posets_summary part " << kLoadedSummaryPart << ")\n";
  return kExitOk;
}

// The batch must be the very draw of --sample-seed: the estimates rest on its being uniform.
int run_batch_estimate(const BatchSettings& s) {
  const SummaryBatch batch = sum_summary_batch_files(s.files);
  const auto drawn = sample_unit_ordinals(batch.units_total, batch.units.size(), s.sample_seed);
  if (drawn != batch.ordinals())
    throw UsageError("batch estimate: the batch's " + std::to_string(batch.units.size()) +
                     " units are not the sample `--sample " + std::to_string(batch.units.size()) + " --sample-seed " +
                     std::to_string(s.sample_seed) + "` draws; estimates need that uniform draw");
  const SampleMarginals sample = read_sample_marginals(s.marginals, batch);
  print_estimates(batch, estimate_job_totals(sample, batch.units_total, kPosetCounts[batch.size()]),
                  unit_cost_summary(sample), s);
  return kExitOk;
}

}  // namespace posetlab::cli
