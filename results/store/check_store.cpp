// Recording check results; see check_store.hpp.
#include "results/store/check_store.hpp"

#include <unistd.h>

#include "posetlab_version.hpp"
#include "results/store/job_lock.hpp"

namespace posetlab::checks {

CheckRecorder::CheckRecorder(Store& store, const std::string& parameters, int threads) : store_(store) {
  Stmt s = store_.db().prepare(
      "INSERT INTO runs (job, kind, parameters, version, git_revision, host, pid, threads, started_at, status) "
      "VALUES ('verify', 'verify', ?1, ?2, ?3, ?4, ?5, ?6, strftime('%Y-%m-%dT%H:%M:%fZ','now'), 'running')");
  s.bind(1, parameters).bind(2, kVersion).bind(3, kGitRevision).bind(4, this_host());
  s.bind(5, std::int64_t(getpid())).bind(6, threads);
  s.run();
  run_ = sqlite3_last_insert_rowid(store_.db().handle());
}

void CheckRecorder::record(const CheckRow& row) {
  Stmt s = store_.db().prepare(
      "INSERT INTO checks (id, paper, claim, scope, instances, failures, counterexample, status, run, seconds, "
      "checked_at, oracle) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?11) "
      "ON CONFLICT (id, scope) DO UPDATE SET paper = excluded.paper, claim = excluded.claim, "
      "instances = excluded.instances, failures = excluded.failures, counterexample = excluded.counterexample, "
      "status = excluded.status, run = excluded.run, seconds = excluded.seconds, checked_at = excluded.checked_at, oracle = excluded.oracle");
  s.bind(1, row.id).bind(2, row.paper).bind(3, row.claim).bind(4, row.scope);
  s.bind(5, row.instances).bind(6, row.failures);
  if (row.counterexample) {
    s.bind(7, *row.counterexample);
  } else {
    s.bind_null(7);
  }
  s.bind(8, row.status).bind(9, run_).bind(10, row.seconds).bind(11, row.oracle);
  s.run();
}

void CheckRecorder::finish(bool ok, std::size_t checks_run, double seconds) {
  Stmt s = store_.db().prepare(
      "UPDATE runs SET ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), units_total = ?1, units_run = ?1, "
      "rows = ?1, seconds = ?2, status = ?3, message = ?4 WHERE id = ?5");
  s.bind(1, std::int64_t(checks_run)).bind(2, seconds).bind(3, ok ? "complete" : "failed");
  s.bind(4, ok ? "every check as expected" : "a check failed unexpectedly").bind(5, run_);
  s.run();
}

}  // namespace posetlab::checks
