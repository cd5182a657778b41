// Checkpointed two-level jobs; see two_level_runner.hpp. The order of events in a run:
//   1. one write transaction: record/verify the job, take its lock (marking a killed
//      predecessor's run `killed`), read the committed units, decide on bulk loading,
//      insert the `runs` row;
//   2. prepare() only if some unit of the shard remains, then each remaining unit in
//      ordinal order through the writer thread (one transaction per unit);
//   3. one write transaction: rebuild indexes after a bulk load, close the run row,
//      release the lock.
// Bulk loading: when a job starts on an empty two_level table and no other job is
// live, the table's indexes are dropped and rebuilt once at the end (meta row
// `bulk_load` names the job, so a resume continues the same way and any other job
// first rebuilds them).
#include "results/two_level_runner.hpp"

#include <omp.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <optional>
#include <set>
#include <xxhash.h>

#include "engine/error.hpp"
#include "posetlab_version.hpp"
#include "results/interrupt.hpp"
#include "results/job_records.hpp"
#include "results/job_lock.hpp"
#include "results/schema.hpp"
#include "results/unit_writer.hpp"

namespace posetlab {
namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string meta_get(Db& db, const std::string& name) {
  Stmt s = db.prepare("SELECT value FROM meta WHERE name = ?1");
  s.bind(1, name);
  return s.step() ? s.text(0) : std::string();
}

void meta_set(Db& db, const std::string& name, const std::string& value) {
  Stmt s = value.empty() ? db.prepare("DELETE FROM meta WHERE name = ?1")
                         : db.prepare("INSERT OR REPLACE INTO meta (name, value) VALUES (?1, ?2)");
  s.bind(1, name);
  if (!value.empty()) s.bind(2, value);
  s.run();
}

// Decides whether this run bulk-loads (see the head comment); returns true if so.
bool settle_bulk_load(Db& db, const std::string& key, bool work_left) {
  std::string bulk = meta_get(db, "bulk_load");
  if (!bulk.empty() && bulk != key) {
    auto h = lock_holder(db, bulk);
    if (h && holder_alive(*h))
      throw JobRunningError("job " + bulk + " is bulk-loading " + db.path() + " (pid " +
                            std::to_string(h->pid) + " on " + h->host + "); run this job when it ends");
    create_two_level_indexes(db);  // finish the interrupted load's indexes first
    meta_set(db, "bulk_load", "");
    bulk.clear();
  }
  if (bulk == key) return true;
  if (work_left && db.query_int("SELECT count(*) FROM (SELECT 1 FROM two_level LIMIT 1)") == 0 &&
      !other_live_holder(db, key)) {
    drop_two_level_indexes(db);
    meta_set(db, "bulk_load", key);
    return true;
  }
  return false;
}

}  // namespace

std::string two_level_job_key(const TwoLevelSpec& spec) { return "two-level:" + spec.canonical_key(); }

JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec, const JobOptions& options) {
  if (!spec.values) throw UsageError("two-level: the results store takes only runs with values (not --count-only)");
  Db& db = store.db();
  auto start = Clock::now();
  JobReport r;
  r.job = two_level_job_key(spec);
  const std::vector<WorkUnit> all = job.units();

  RunPlan plan;
  const int threads = spec.threads > 0 ? spec.threads : omp_get_max_threads();  // what 0 means here
  if (!begin_job_run(db, r, "two-level", all, options,
                     options.parameters.empty() ? spec.canonical_key() : options.parameters, threads, plan,
                     [&](bool work_left) { settle_bulk_load(db, r.job, work_left); })) {
    r.seconds = since(start);
    return r;
  }
  const std::vector<WorkUnit>& pending = plan.pending;

  try {
    if (!pending.empty()) {
      auto t = Clock::now();
      job.prepare();
      r.prepare_seconds = since(t);
      Progress progress(r.job + (options.shard.whole() ? "" : " shard " + options.shard.text()),
                        r.units_shard, plan.weight_total, r.units_skipped, plan.weight_done, options.progress);
      UnitWriter writer(db, r.job, r.run, &progress);
      for (const WorkUnit& u : pending) {
        if (interrupt_requested()) break;
        auto unit_start = Clock::now();
        std::vector<TwoLevelClass> batch;
        batch.reserve(options.batch_rows);
        std::uint64_t rows = 0;
        job.run_unit(u, [&](TwoLevelClass&& c) {
          batch.push_back(std::move(c));
          ++rows;
          if (batch.size() >= options.batch_rows) {
            writer.push_rows(std::move(batch));
            batch = {};
            batch.reserve(options.batch_rows);
          }
        });
        if (!batch.empty()) writer.push_rows(std::move(batch));
        writer.end_unit(u, rows, since(unit_start));
        r.rows += rows;
        ++r.units_run;
      }
      writer.finish();
      progress.finish();
      r.rows_new = writer.rows_new();
    }
    end_job_run(db, r, all, options, start, [&] {
      if (meta_get(db, "bulk_load") != r.job) return;
      // Minutes for tens of millions of rows: say so rather than look stuck.
      auto t = Clock::now();
      bool say = options.progress.enabled && r.rows_job > 1000000;
      if (say) std::fprintf(options.progress.out, "%s: building the two_level indexes...\n", r.job.c_str());
      create_two_level_indexes(db);
      meta_set(db, "bulk_load", "");
      if (say)
        std::fprintf(options.progress.out, "%s: indexes built in %s\n", r.job.c_str(),
                     Progress::duration(since(t)).c_str());
    });
  } catch (const std::exception& e) {
    fail_job_run(db, r, e.what(), since(start));  // committed units stay for the next run
    throw;
  }
  return r;
}

}  // namespace posetlab
