#pragma once
// Runs a job of any kind (job.hpp) into the database as checkpointed work units:
// - every unit's rows and its `units` row are committed in one transaction, so after a
//   crash (kill -9 included) a unit is either wholly stored or not at all, and a rerun
//   runs exactly the units not yet committed;
// - the job is recorded in `jobs` (its kind, unit count and a digest of the unit keys,
//   so shards and resumes of one job agree on its cutting) and each run in `runs`;
// - one process per job and database (job_lock.hpp);
// - the bookkeeping (jobs, units, runs rows) is job_records.hpp's;
// - enumeration and writing overlap: run_unit() feeds a bounded queue that a writer
//   thread drains into SQLite (unit_writer.hpp).
#include <cstdint>
#include <optional>
#include <string>

#include "results/jobs/job.hpp"
#include "results/jobs/job_records.hpp"  // JobOptions, JobReport and the jobs/units/runs rows
#include "results/store/store.hpp"

namespace posetlab {

// Runs the units of `options.shard` not yet committed. Throws JobRunningError when
// another live process holds the job, UsageError for --resume of an unknown job,
// DbError when the database's record of the job disagrees with `job`'s units.
// Under mpirun/srun (results/jobs/mpi_world.hpp) rank 0 runs this with the database and hands
// the units to the other ranks instead of running them (results/jobs/mpi_runner.hpp); the
// job kind must have a wire form for its rows (UsageError otherwise, on every rank).
JobReport run_job(Store& store, Job& job, const JobOptions& options);

// Call before opening the store. Under mpirun, on ranks other than 0: computes the units
// rank 0 hands out until told to stop, opens no database, and returns the exit status
// (0, or 1 after reporting a failure to rank 0). On rank 0, or alone: returns nothing.
// Under mpirun every rank throws UsageError here for a kind without a wire form.
std::optional<int> serve_job_as_worker(Job& job, const JobOptions& options);

}  // namespace posetlab
