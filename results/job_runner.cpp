// Checkpointed jobs of any kind; see job_runner.hpp. The order of events in a run:
//   1. one write transaction (job_records.hpp's begin_job_run): record/verify the job,
//      take its lock, read the committed units, insert the `runs` row, decide on bulk
//      loading;
//   2. prepare() only if some unit of the shard remains, then each remaining unit in
//      ordinal order through the writer thread (one transaction per unit);
//   3. one write transaction: rebuild indexes after a bulk load, close the run row,
//      release the lock.
// Bulk loading (tables with TableKind::create_indexes): when a job starts on an empty
// table and no other job is live, the table's indexes are dropped and rebuilt once at
// the end (meta row `bulk_load` names the job, so a resume continues the same way and
// any other job first rebuilds them; `bulk_load_table` names the table).
#include "results/job_runner.hpp"

#include <omp.h>

#include <chrono>
#include <cstdio>

#include "results/interrupt.hpp"
#include "results/job_lock.hpp"
#include "results/table_kinds.hpp"
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

// The table an interrupted bulk load left without indexes (two_level for databases
// of releases that did not record it).
const TableKind& bulk_table(Db& db) {
  std::string name = meta_get(db, "bulk_load_table");
  return table_kind(name.empty() ? "two_level" : name);
}

void end_bulk_load(Db& db) {
  bulk_table(db).create_indexes(db);
  meta_set(db, "bulk_load", "");
  meta_set(db, "bulk_load_table", "");
}

// Decides whether this run bulk-loads (see the head comment).
void settle_bulk_load(Db& db, const std::string& key, const TableKind& table, bool work_left) {
  std::string bulk = meta_get(db, "bulk_load");
  if (!bulk.empty() && bulk != key) {
    auto h = lock_holder(db, bulk);
    if (h && holder_alive(*h))
      throw JobRunningError("job " + bulk + " is bulk-loading " + db.path() + " (pid " +
                            std::to_string(h->pid) + " on " + h->host + "); run this job when it ends");
    end_bulk_load(db);  // finish the interrupted load's indexes first
    bulk.clear();
  }
  if (bulk == key) return;
  if (work_left && table.bulk_loadable() &&
      db.query_int("SELECT count(*) FROM (SELECT 1 FROM " + table.table + " LIMIT 1)") == 0 &&
      !other_live_holder(db, key)) {
    table.drop_indexes(db);
    meta_set(db, "bulk_load", key);
    meta_set(db, "bulk_load_table", table.table);
  }
}

}  // namespace

JobReport run_job(Store& store, Job& job, const JobOptions& options) {
  Db& db = store.db();
  auto start = Clock::now();
  JobReport r;
  r.job = job.key();
  const TableKind& table = job.table();
  const std::vector<WorkUnit> all = job.units();

  RunPlan plan;
  const int threads = job.threads() > 0 ? job.threads() : omp_get_max_threads();  // what 0 means here
  if (!begin_job_run(db, r, job.kind(), all, options, options.parameters.empty() ? job.parameters() : options.parameters,
                     threads, plan, [&](bool work_left) { settle_bulk_load(db, r.job, table, work_left); })) {
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
      UnitWriter writer(db, job.writer(db), r.job, r.run, &progress);
      for (const WorkUnit& u : pending) {
        if (interrupt_requested()) break;
        auto unit_start = Clock::now();
        std::uint64_t rows = 0;
        job.run_unit(u, [&](std::unique_ptr<RowBatch> batch) {
          rows += batch->size();
          writer.push_rows(std::move(batch));
        }, options.batch_rows);
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
      if (say) std::fprintf(options.progress.out, "%s: building the %s indexes...\n", r.job.c_str(), table.table.c_str());
      end_bulk_load(db);
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
