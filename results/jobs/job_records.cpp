// Job bookkeeping shared by every job kind; see job_records.hpp.
#include "results/jobs/job_records.hpp"

#include <unistd.h>

#include <cstdio>
#include <xxhash.h>

#include "engine/core/error.hpp"
#include "posetlab_version.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/store/job_lock.hpp"

namespace posetlab {

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

std::optional<std::pair<std::uint64_t, std::uint64_t>> record_job(Db& db, const std::string& key, const std::string& kind,
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
      "VALUES (?1, ?4, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%SZ','now'))");
  put.bind(1, key).bind(2, static_cast<std::int64_t>(units.size())).bind(3, digest).bind(4, kind);
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

std::int64_t insert_run(Db& db, const std::string& key, const std::string& kind, const std::string& parameters,
                        const Shard& shard, int threads, std::uint64_t units_shard, std::uint64_t skipped) {
  Stmt s = db.prepare(
      "INSERT INTO runs (job, kind, parameters, shard_index, shard_count, version, git_revision, host, "
      "pid, threads, started_at, units_total, units_skipped, status) VALUES (?1, ?12, ?2, ?3, ?4, "
      "?5, ?6, ?7, ?8, ?9, strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?10, ?11, 'running')");
  s.bind(1, key).bind(2, parameters);
  s.bind(3, shard.index).bind(4, shard.count).bind(5, kVersion).bind(6, kGitRevision);
  s.bind(7, this_host()).bind(8, static_cast<std::int64_t>(getpid()));
  s.bind(9, threads);
  s.bind(10, static_cast<std::int64_t>(units_shard)).bind(11, static_cast<std::int64_t>(skipped)).bind(12, kind);
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

bool begin_job_run(Db& db, JobReport& r, const std::string& kind, const std::vector<WorkUnit>& all,
                   const JobOptions& options, const std::string& parameters, int threads, RunPlan& plan) {
  r.units_job = all.size();
  refuse_if_running(db, r.job, options.break_lock);  // before waiting on the write lock
  Transaction tx(db);
  if (auto finished = record_job(db, r.job, kind, all, options.resume_only)) {  // nothing to write: rolled back
    r.units_job = r.units_shard = r.units_skipped = finished->first;
    r.rows_job = finished->second;
    r.job_complete = r.shard_complete = true;
    return false;
  }
  const std::set<std::uint64_t> done = committed_units(db, r.job);
  for (const WorkUnit& u : all) {
    if (!options.shard.owns(u.ordinal)) continue;
    ++r.units_shard;
    plan.weight_total += u.weight;
    if (done.count(u.ordinal)) {
      ++r.units_skipped;
      plan.weight_done += u.weight;
    } else {
      plan.pending.push_back(u);
    }
  }
  r.run = insert_run(db, r.job, kind, parameters, options.shard, threads, r.units_shard, r.units_skipped);
  if (auto stale = acquire_job_lock(db, r.job, r.run, options.break_lock)) {
    Stmt killed = db.prepare("UPDATE runs SET status = 'killed', message = ?1 WHERE id = ?2 AND status = 'running'");
    killed.bind(1, "process gone; taken over by run " + std::to_string(r.run)).bind(2, stale->run);
    killed.run();
  }
  tx.commit();
  return true;
}

void end_job_run(Db& db, JobReport& r, const std::vector<WorkUnit>& all, const JobOptions& options,
                 std::chrono::steady_clock::time_point start) {
  Transaction tx(db);
  const std::set<std::uint64_t> done = committed_units(db, r.job);
  r.job_complete = done.size() == all.size();
  r.shard_complete = true;
  for (const WorkUnit& u : all)
    if (options.shard.owns(u.ordinal) && !done.count(u.ordinal)) r.shard_complete = false;
  Stmt rows = db.prepare("SELECT coalesce(sum(rows), 0) FROM units WHERE job = ?1");
  rows.bind(1, r.job);
  rows.step();
  r.rows_job = static_cast<std::uint64_t>(rows.int64(0));
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.interrupted = !r.shard_complete && interrupt_requested();
  close_run(db, r.run, r.shard_complete ? "complete" : r.interrupted ? "interrupted" : "failed",
            r.shard_complete ? "" : r.interrupted ? "stopped by a signal" : "units missing after the run",
            r.prepare_seconds, r.seconds);
  release_job_lock(db, r.job);
  tx.commit();
}

void fail_job_run(Db& db, const JobReport& r, const std::string& message, double seconds) {
  try {
    Transaction tx(db);
    close_run(db, r.run, "failed", message, r.prepare_seconds, seconds);
    release_job_lock(db, r.job);
    tx.commit();
  } catch (...) {
  }
}

}  // namespace posetlab
