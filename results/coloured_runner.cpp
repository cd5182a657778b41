// The coloured-poset job runner; see coloured_runner.hpp. A run: one write transaction
// records the job, takes its lock and opens the run row; then each pending unit is
// computed and committed in its own transaction; a last transaction closes the run.
#include "results/coloured_runner.hpp"

#include <omp.h>

#include <chrono>

#include "results/coloured_rows.hpp"
#include "results/interrupt.hpp"
#include "results/job_records.hpp"

namespace posetlab {
namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }
constexpr const char* kKind = "coloured-posets";

}  // namespace

std::string coloured_job_key(const ColouredPosetsSpec& spec) { return std::string(kKind) + ":" + spec.canonical_key(); }

JobReport run_coloured_job(Store& store, const ColouredPosetsSpec& spec, const JobOptions& options) {
  Db& db = store.db();
  const ColouredPosetsJob job(spec);
  const auto start = Clock::now();
  JobReport r;
  r.job = coloured_job_key(spec);
  const std::vector<WorkUnit> all = job.units();
  RunPlan plan;
  if (!begin_job_run(db, r, kKind, all, options, options.parameters.empty() ? spec.canonical_key() : options.parameters,
                     spec.threads > 0 ? spec.threads : omp_get_max_threads(), plan)) {
    r.seconds = since(start);
    return r;
  }
  try {
    Progress progress(r.job + (options.shard.whole() ? "" : " shard " + options.shard.text()), r.units_shard,
                      plan.weight_total, r.units_skipped, plan.weight_done, options.progress);
    ColouredInserter inserter(db);
    Stmt unit_row = db.prepare(
        "INSERT INTO units (job, ordinal, key, rows, run, committed_at, seconds) "
        "VALUES (?1, ?2, ?3, ?4, ?5, strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?6)");
    Stmt run_row = db.prepare("UPDATE runs SET units_run = units_run + 1, rows = rows + ?1 WHERE id = ?2");
    for (const WorkUnit& u : plan.pending) {
      if (interrupt_requested()) break;
      const auto unit_start = Clock::now();
      std::vector<ColouredPosetClass> rows;
      job.run_unit(u, [&](ColouredPosetClass&& c) { rows.push_back(std::move(c)); });
      Transaction tx(db);
      for (const ColouredPosetClass& c : rows) r.rows_new += inserter.insert(c) ? 1 : 0;
      unit_row.bind(1, r.job).bind(2, static_cast<std::int64_t>(u.ordinal)).bind(3, u.key);
      unit_row.bind(4, static_cast<std::int64_t>(rows.size())).bind(5, r.run).bind(6, since(unit_start));
      unit_row.run();
      run_row.bind(1, static_cast<std::int64_t>(rows.size())).bind(2, r.run);
      run_row.run();
      tx.commit();
      r.rows += rows.size();
      ++r.units_run;
      progress.add_rows(rows.size());
      progress.unit_done(u.weight);
    }
    progress.finish();
    end_job_run(db, r, all, options, start);
  } catch (const std::exception& e) {
    fail_job_run(db, r, e.what(), since(start));  // committed units stay for the next run
    throw;
  }
  return r;
}

}  // namespace posetlab
