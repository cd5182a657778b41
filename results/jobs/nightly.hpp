#pragma once
// `posetlab nightly`: runs every job of a configuration (nightly_config.hpp) on one
// database, in order, skipping work already committed (a complete job costs a lookup),
// carrying on past a failing job, and ending with a one-screen summary. The jobs come
// from hooks so this layer does not depend on how they are built:
// - make_job: builds the job (job.hpp) of a configured line of any kind; while
//   unset, the kind's own (job_registry.hpp); tests pass fakes. item.params.threads
//   already carries the --threads override;
// - verify: runs the theorem checks of a `verify` line against the store and says
//   whether they passed (cli/cmd_nightly.cpp runs `posetlab verify OPTIONS --db PATH`
//   as a child process); while unset, `verify` lines are reported as skipped.
// - follow_up: work that reads what the jobs added (the re-test of the stored conjectures,
//   results/conjectures/nightly_retest.hpp). It passes after each job that ran units and
//   once after the last item, and may add one more outcome; while unset, nothing follows.
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "results/jobs/job.hpp"
#include "results/jobs/nightly_config.hpp"
#include "results/jobs/progress.hpp"
#include "results/store/store.hpp"

namespace posetlab {

struct NightlyOutcome {
  std::string item;    // the job as configured
  std::string status;  // complete | ran | failed | skipped | tested (the stored conjectures)
  std::string detail;  // counts, or the error
  double seconds = 0;
  std::vector<std::string> notes;  // lines printed under the item (each conjecture's change)
};

struct VerifyResult {
  bool passed = false;
  std::string detail;  // e.g. "12 checks, 0 failures"
};

// What the exit status of a `posetlab verify` child says (-1: it could not be started):
// 0 passed, 1 some check failed, anything else the status it stopped with.
VerifyResult verify_result_of_exit_status(int status);

// Work after the jobs: pass() after each job that ran units and once at the end of the
// night, then finish() for its outcome line (none when it had nothing to do).
class NightlyFollowUp {
 public:
  virtual ~NightlyFollowUp() = default;
  virtual void pass() = 0;
  virtual std::optional<NightlyOutcome> finish() = 0;
};

struct NightlyHooks {
  std::function<std::unique_ptr<Job>(const NightlyItem&)> make_job;
  std::function<VerifyResult(Store&, const std::vector<std::string>& args)> verify;
  std::function<std::unique_ptr<NightlyFollowUp>(Store&)> follow_up;
};

struct NightlyOptions {
  int threads = 0;  // overrides the configured threads when > 0
  Progress::Options progress;
};

// Runs every item; returns one outcome per item, in order. Never throws for a failing
// item (it is recorded as failed); throws only when the store itself cannot be used.
std::vector<NightlyOutcome> run_nightly(Store& store, const std::vector<NightlyItem>& items,
                                        const NightlyHooks& hooks, const NightlyOptions& options);

// The summary table; returns true when nothing failed.
bool print_nightly_summary(const std::vector<NightlyOutcome>& outcomes, const std::string& db_path,
                           double seconds, std::ostream& out);

}  // namespace posetlab
