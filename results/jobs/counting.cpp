// Counting runs; see counting.hpp.
#include "results/jobs/counting.hpp"

#include <chrono>
#include <vector>

#include "results/jobs/interrupt.hpp"
#include "results/jobs/progress.hpp"

namespace posetlab {

bool count_units(CountingRun& run, const CountOptions& options, std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<WorkUnit> units;
  std::uint64_t weight = 0;
  for (const WorkUnit& u : run.job->units())
    if (options.shard.owns(u.ordinal)) units.push_back(u), weight += u.weight;
  Progress::Options po;
  po.enabled = options.progress;
  Progress progress("count", units.size(), weight, 0, 0, po);
  run.job->prepare();
  for (const WorkUnit& u : units) {
    if (interrupt_requested()) return false;
    std::uint64_t rows = 0;
    run.job->run_unit(u, [&](std::unique_ptr<RowBatch> batch) {
      rows += batch->size();
      run.sink->add(*batch);
    }, 4096);
    progress.add_rows(rows);
    progress.unit_done(u.weight);
  }
  progress.finish();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.sink->print(CountSummary{options.shard, units.size(), seconds}, options.json, out);
  return true;
}

}  // namespace posetlab
