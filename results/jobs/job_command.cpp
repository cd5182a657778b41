// Running a job as a command; see job_command.hpp.
#include "results/jobs/job_command.hpp"

#include <cstdio>
#include <iostream>
#include <memory>
#include <set>

#include "engine/core/error.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/job_params.hpp"
#include "results/jobs/mpi_runner.hpp"
#include "results/jobs/mpi_world.hpp"
#include "results/jobs/summary_batch.hpp"
#include "results/jobs/unit_sample.hpp"
#include "util/json.hpp"
#include "util/thread_fit.hpp"

namespace posetlab {

int report_job(const JobReport& r, const std::string& db, const Shard& shard, bool json, bool quiet) {
  std::string scope = shard.label();
  if (json) {
    JsonObject j;
    j.add("job", r.job).add("db", db).add("shard", shard.text()).add("run", r.run);
    j.add("units", r.units_job).add("units_shard", r.units_shard).add("units_skipped", r.units_skipped);
    j.add("units_run", r.units_run).add("units_timed", r.units_timed);
    j.add("rows", r.rows).add("rows_new", r.rows_new).add("rows_job", r.rows_job);
    j.add("shard_complete", r.shard_complete).add("job_complete", r.job_complete);
    j.add("prepare_seconds", r.prepare_seconds).add("seconds", r.seconds);
    std::cout << j.str() << '\n';
  } else if (r.interrupted) {
    std::cerr << r.job << scope << ": interrupted after " << r.units_run << " units (" << r.units_skipped + r.units_run
              << "/" << r.units_shard << " committed); rerun the same command to continue\n";
  } else if (quiet) {
  } else if (r.units_run == 0) {
    std::cerr << r.job << scope << ": already complete (" << r.units_shard << " units, "
              << r.rows_job << " classes) in " << db << "\n";
  } else {
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.0f", r.seconds > 0 ? double(r.rows) / r.seconds : 0.0);
    std::cerr << r.job << scope << ": " << r.units_run << " units run";
    if (r.units_skipped) std::cerr << " (" << r.units_skipped << " already committed)";
    if (r.units_timed) std::cerr << " (" << r.units_timed << " weighed by recorded times)";
    std::cerr << ", " << r.rows << " classes (" << r.rows_new << " new) in " << Progress::duration(r.seconds)
              << " (" << rate << " classes/s; prepare " << Progress::duration(r.prepare_seconds) << ")\n";
    std::cerr << r.job << ": " << (r.job_complete ? "complete"
                                  : shard.sample ? "the sample is complete; the job's other units are not run"
                                                 : "shard complete; other shards pending") << ", "
              << r.rows_job << " classes in " << db << "\n";
  }
  return r.interrupted ? 1 : 0;
}

void require_yes_when_large(const JobKind& kind, const JobParams& params, const Job& job, const JobOptions& options) {
  if (!kind.estimate || options.large_confirmed || options.resume_only) return;
  if (const std::optional<JobEstimate> e = kind.estimate(params))
    require_yes_for_large_job(job.key(), *e, params.threads, options.shard);
}

// Units of --skip-batch files leave the shard: they were computed elsewhere.
static void skip_batch_units(const std::string& job, JobOptions& options) {
  if (options.skip_batches.empty()) return;
  auto elsewhere = std::make_shared<std::set<std::uint64_t>>();
  for (const std::string& path : options.skip_batches) {
    const SummaryBatch batch = read_summary_batch(path);
    if (batch.job != job) throw UsageError("--skip-batch " + path + " holds units of " + batch.job + ", not of " + job);
    for (const BatchUnit& u : batch.units) elsewhere->insert(u.ordinal);
  }
  options.shard.elsewhere = std::move(elsewhere);
  if (options.progress.enabled)
    std::cerr << job << ": " << options.shard.elsewhere->size() << " units are in --skip-batch files and are not run\n";
}

// --sample K: the run owns only K units drawn from the whole job (before sharding, so
// that shards of one sample split it between them).
static void sample_units(const Job& job, JobOptions& options) {
  if (!options.sample_units) return;
  const std::uint64_t units = job.units().size();
  options.shard.sample = std::make_shared<const std::set<std::uint64_t>>(
      sample_unit_ordinals(units, options.sample_units, options.sample_seed));
  options.shard.sample_from = units;
}

int run_job_command(const JobKind& kind, JobParams params, JobOptions options, const std::string& db, bool json) {
  options.parameters = params_as_options(kind, params) + options.parameters;
  if (mpi::active() && !params.threads) params.threads = mpi_default_threads();
  params.threads = fitted_thread_count(params.threads, std::cerr);
  std::unique_ptr<Job> job = kind.make_job(params);  // checks the parameters before the database is touched
  skip_batch_units(job->key(), options);
  sample_units(*job, options);
  if (options.shard.sample && options.progress.enabled)
    std::cerr << job->key() << ": a sample of " << options.sample_units << " of " << options.shard.sample_from
              << " units (--sample-seed " << options.sample_seed << ")\n";
  require_yes_when_large(kind, params, *job, options);
  if (mpi::active()) options.parameters += " (mpirun: " + std::to_string(mpi::size()) + " ranks)";
  install_interrupt_handlers();
  if (auto status = serve_job_as_worker(*job, options)) return *status;  // MPI ranks other than 0
  MpiWorkerRelease release;  // rank 0: no worker left waiting, whatever happens below
  Store store(db, Store::Access::ReadWrite);
  const bool quiet = !options.progress.enabled;  // -q: nothing on stderr but errors and a stop
  return report_job(run_job(store, *job, options), db, options.shard, json, quiet);
}

int run_job_commands(const JobKind& kind, const std::vector<JobParams>& jobs, const JobOptions& options,
                     const std::string& db, bool json) {
  // Every job's parameters and size are checked before the first one starts, so that a
  // range is not refused at its last size after hours of the others.
  for (const JobParams& params : jobs) {
    std::unique_ptr<Job> job = kind.make_job(params);
    JobOptions scoped = options;
    sample_units(*job, scoped);
    require_yes_when_large(kind, params, *job, scoped);
  }
  for (const JobParams& params : jobs)
    if (const int status = run_job_command(kind, params, options, db, json)) return status;
  return 0;
}

int count_job_command(const JobKind& kind, const JobParams& params, const CountOptions& options) {
  if (mpi::active()) throw UsageError("--count-only runs in one process: drop mpirun, or split it with --shard R/M");
  CountingRun run = kind.make_count(params);
  install_interrupt_handlers();
  if (count_units(run, options, std::cout)) return 0;
  std::cerr << "count: interrupted; nothing counted\n";
  return 1;
}

}  // namespace posetlab
