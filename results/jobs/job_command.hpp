#pragma once
// What `enumerate <kind>` does once its options are parsed, for any job kind: under
// mpirun, ranks other than 0 serve the job's units and rank 0 records the run as an MPI
// one; rank 0 (or the one process) opens the store, runs the job (job_runner.hpp) and
// reports it: one JSON object on stdout, or lines on stderr. Ctrl-C (or SIGTERM) stops
// after the unit in progress; a second one stops at once.
#include <memory>
#include <string>
#include <vector>

#include "results/jobs/job_registry.hpp"
#include "results/jobs/job_runner.hpp"

namespace posetlab {

// The one size guard of every job kind, the command line's and Python's: the job's
// estimate (JobKind::estimate, job_estimate.hpp) past an hour, 10 GB of disk or half the
// usable memory throws UsageError naming it, unless options.large_confirmed (--yes,
// yes=True) or options.resume_only. Called before the database is opened.
void require_yes_when_large(const JobKind& kind, const JobParams& params, const Job& job, const JobOptions& options);

// A job of `kind` built from `params` and run with `options` (options.parameters: the
// job's own options are put in front). Under mpirun, params.threads 0 becomes the
// ranks' default. Returns the exit status: 0, or 1 when interrupted.
int run_job_command(const JobKind& kind, JobParams params, JobOptions options, const std::string& db, bool json);

// run_job_command for each of `jobs` in order (a range, job_params.hpp
// expand_command_line_range), stopping at the first that does not finish (its status).
// A job that needs --yes is refused before any of them runs.
int run_job_commands(const JobKind& kind, const std::vector<JobParams>& jobs, const JobOptions& options,
                     const std::string& db, bool json);

// `enumerate KIND --count-only`: the kind's counting run (JobKind::make_count, counting.hpp)
// for `params`, counts on stdout; Ctrl-C (or SIGTERM) stops it between units and nothing
// is printed but a line on stderr. UsageError under mpirun (a count runs in one process).
// Returns the exit status: 0, or 1 when interrupted.
int count_job_command(const JobKind& kind, const JobParams& params, const CountOptions& options);

// The run's summary: JSON on stdout, or lines on stderr (with `quiet`, only an
// interrupted run's line); the exit status.
int report_job(const JobReport& r, const std::string& db, const Shard& shard, bool json, bool quiet = false);

}  // namespace posetlab
