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
      "INSERT INTO checks (id, paper, claim, expected, notes, scope, instances, failures, verdict, status, "
      "counterexample, counterexample_detail, counterexample_dot, missing_data, error, run, seconds, checked_at, oracle) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, "
      "strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?18) "
      "ON CONFLICT (id, scope) DO UPDATE SET paper = excluded.paper, claim = excluded.claim, "
      "expected = excluded.expected, notes = excluded.notes, instances = excluded.instances, "
      "failures = excluded.failures, verdict = excluded.verdict, status = excluded.status, "
      "counterexample = excluded.counterexample, counterexample_detail = excluded.counterexample_detail, "
      "counterexample_dot = excluded.counterexample_dot, missing_data = excluded.missing_data, error = excluded.error, "
      "run = excluded.run, seconds = excluded.seconds, checked_at = excluded.checked_at, oracle = excluded.oracle");
  s.bind(1, row.id).bind(2, row.paper).bind(3, row.claim).bind(4, row.expected ? 1 : 0);
  s.bind_text_or_null(5, row.notes.empty() ? std::nullopt : std::optional<std::string>(row.notes));
  s.bind(6, row.scope).bind(7, row.instances).bind(8, row.failures);
  s.bind(9, verdict_token(row.verdict)).bind(10, check_status(row.verdict, row.failures));
  s.bind_text_or_null(11, row.counterexample).bind_text_or_null(12, row.counterexample_detail);
  s.bind_text_or_null(13, row.counterexample_dot).bind_text_or_null(14, row.missing_data);
  s.bind_text_or_null(15, row.error);
  s.bind(16, run_).bind(17, row.seconds).bind(18, row.oracle);
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
