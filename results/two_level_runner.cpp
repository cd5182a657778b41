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
#include "results/job_lock.hpp"
#include "results/schema.hpp"
#include "results/unit_writer.hpp"

namespace posetlab {
namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string units_digest(const std::vector<WorkUnit>& units) {
  XXH3_state_t* st = XXH3_createState();
  XXH3_64bits_reset(st);
  for (const WorkUnit& u : units) {
    std::string line = std::to_string(u.ordinal) + "\t" + u.key + "\n";
    XXH3_64bits_update(st, line.data(), line.size());
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(XXH3_64bits_digest(st)));
  XXH3_freeState(st);
  return buf;
}

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

// Records the job, or checks that the database cut it into the same units. A job
// finished under another cutting (a run of an older posetlab) holds every class all
// the same: then its unit count and rows come back and nothing is recorded. An
// unfinished one is refused: its committed units name the other cutting.
std::optional<std::pair<std::uint64_t, std::uint64_t>> record_job(Db& db, const std::string& key,
                                                                  const std::vector<WorkUnit>& units, bool resume_only) {
  std::string digest = units_digest(units);
  Stmt get = db.prepare(
      "SELECT j.units, j.units_digest, (SELECT count(*) FROM units u WHERE u.job = j.job), "
      "(SELECT coalesce(sum(rows), 0) FROM units u WHERE u.job = j.job) FROM jobs j WHERE j.job = ?1");
  get.bind(1, key);
  if (get.step()) {
    if (static_cast<std::uint64_t>(get.int64(0)) == units.size() && get.text(1) == digest) return std::nullopt;
    if (get.int64(2) == get.int64(0))
      return std::make_pair(static_cast<std::uint64_t>(get.int64(0)), static_cast<std::uint64_t>(get.int64(3)));
    throw DbError(db.path() + ": job " + key + " was started with " + std::to_string(get.int64(0)) +
                  " work units (digest " + get.text(1) + ") but this posetlab cuts it into " +
                  std::to_string(units.size()) + " (digest " + digest +
                  "); finish it with the posetlab that started it (see runs), or use another database");
  }
  if (resume_only)
    throw UsageError("--resume: job " + key + " has never run on " + db.path() + "; drop --resume to start it");
  Stmt put = db.prepare(
      "INSERT INTO jobs (job, kind, units, units_digest, created_at) "
      "VALUES (?1, 'two-level', ?2, ?3, strftime('%Y-%m-%dT%H:%M:%SZ','now'))");
  put.bind(1, key).bind(2, static_cast<std::int64_t>(units.size())).bind(3, digest);
  put.run();
  return std::nullopt;
}

std::set<std::uint64_t> committed_units(Db& db, const std::string& key) {
  std::set<std::uint64_t> done;
  Stmt s = db.prepare("SELECT ordinal FROM units WHERE job = ?1");
  s.bind(1, key);
  while (s.step()) done.insert(static_cast<std::uint64_t>(s.int64(0)));
  return done;
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

std::int64_t insert_run(Db& db, const std::string& key, const TwoLevelSpec& spec, const JobOptions& o,
                        std::uint64_t units_shard, std::uint64_t skipped) {
  Stmt s = db.prepare(
      "INSERT INTO runs (job, kind, parameters, shard_index, shard_count, version, git_revision, host, "
      "pid, threads, started_at, units_total, units_skipped, status) VALUES (?1, 'two-level', ?2, ?3, ?4, "
      "?5, ?6, ?7, ?8, ?9, strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?10, ?11, 'running')");
  s.bind(1, key).bind(2, o.parameters.empty() ? spec.canonical_key() : o.parameters);
  s.bind(3, o.shard.index).bind(4, o.shard.count).bind(5, kVersion).bind(6, kGitRevision);
  s.bind(7, this_host()).bind(8, static_cast<std::int64_t>(getpid()));
  s.bind(9, spec.threads > 0 ? spec.threads : omp_get_max_threads());  // what 0 means here
  s.bind(10, static_cast<std::int64_t>(units_shard)).bind(11, static_cast<std::int64_t>(skipped));
  s.run();
  return sqlite3_last_insert_rowid(db.handle());
}

void close_run(Db& db, std::int64_t run, const char* status, const std::string& message, double prepare,
               double seconds) {
  Stmt s = db.prepare(
      "UPDATE runs SET status = ?1, message = ?2, prepare_seconds = ?3, seconds = ?4, "
      "ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?5");
  s.bind(1, status);
  if (message.empty()) s.bind_null(2);
  else s.bind(2, message);
  s.bind(3, prepare).bind(4, seconds).bind(5, run);
  s.run();
}

}  // namespace

std::string two_level_job_key(const TwoLevelSpec& spec) { return "two-level:" + spec.canonical_key(); }

JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec, const JobOptions& options) {
  if (!spec.values) throw UsageError("two-level: the results store takes only runs with values (not --count-only)");
  Db& db = store.db();
  auto start = Clock::now();
  JobReport r;
  r.job = two_level_job_key(spec);
  std::vector<WorkUnit> all = job.units();
  std::vector<WorkUnit> pending;
  r.units_job = all.size();
  std::uint64_t weight_total = 0, weight_done = 0;

  refuse_if_running(db, r.job, options.break_lock);  // before waiting on the write lock
  {
    Transaction tx(db);
    if (auto finished = record_job(db, r.job, all, options.resume_only)) {  // nothing to write: rolled back
      r.units_job = r.units_shard = r.units_skipped = finished->first;
      r.rows_job = finished->second;
      r.job_complete = r.shard_complete = true;
      r.seconds = since(start);
      return r;
    }
    std::set<std::uint64_t> done = committed_units(db, r.job);
    for (const WorkUnit& u : all) {
      if (!options.shard.owns(u.ordinal)) continue;
      ++r.units_shard;
      weight_total += u.weight;
      if (done.count(u.ordinal)) {
        ++r.units_skipped;
        weight_done += u.weight;
      } else {
        pending.push_back(u);
      }
    }
    r.run = insert_run(db, r.job, spec, options, r.units_shard, r.units_skipped);
    if (auto stale = acquire_job_lock(db, r.job, r.run, options.break_lock)) {
      Stmt killed = db.prepare(
          "UPDATE runs SET status = 'killed', message = ?1 WHERE id = ?2 AND status = 'running'");
      killed.bind(1, "process gone; taken over by run " + std::to_string(r.run)).bind(2, stale->run);
      killed.run();
    }
    settle_bulk_load(db, r.job, !pending.empty());
    tx.commit();
  }

  try {
    if (!pending.empty()) {
      auto t = Clock::now();
      job.prepare();
      r.prepare_seconds = since(t);
      Progress progress(r.job + (options.shard.whole() ? "" : " shard " + options.shard.text()),
                        r.units_shard, weight_total, r.units_skipped, weight_done, options.progress);
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
    Transaction tx(db);
    std::set<std::uint64_t> done = committed_units(db, r.job);
    r.job_complete = done.size() == all.size();
    r.shard_complete = true;
    for (const WorkUnit& u : all)
      if (options.shard.owns(u.ordinal) && !done.count(u.ordinal)) r.shard_complete = false;
    Stmt rows = db.prepare("SELECT coalesce(sum(rows), 0) FROM units WHERE job = ?1");
    rows.bind(1, r.job);
    rows.step();
    r.rows_job = static_cast<std::uint64_t>(rows.int64(0));
    if (r.shard_complete && meta_get(db, "bulk_load") == r.job) {
      // Minutes for tens of millions of rows: say so rather than look stuck.
      auto t = Clock::now();
      bool say = options.progress.enabled && r.rows_job > 1000000;
      if (say)
        std::fprintf(options.progress.out, "%s: building the two_level indexes...\n", r.job.c_str());
      create_two_level_indexes(db);
      meta_set(db, "bulk_load", "");
      if (say)
        std::fprintf(options.progress.out, "%s: indexes built in %s\n", r.job.c_str(),
                     Progress::duration(since(t)).c_str());
    }
    r.seconds = since(start);
    r.interrupted = !r.shard_complete && interrupt_requested();
    close_run(db, r.run, r.shard_complete ? "complete" : r.interrupted ? "interrupted" : "failed",
              r.shard_complete ? "" : r.interrupted ? "stopped by a signal" : "units missing after the run",
              r.prepare_seconds, r.seconds);
    release_job_lock(db, r.job);
    tx.commit();
  } catch (const std::exception& e) {
    // Record the failure and free the job; committed units stay for the next run.
    try {
      Transaction tx(db);
      close_run(db, r.run, "failed", e.what(), r.prepare_seconds, since(start));
      release_job_lock(db, r.job);
      tx.commit();
    } catch (...) {
    }
    throw;
  }
  return r;
}

}  // namespace posetlab
