#pragma once
// Runs a two-level enumeration job (enumerate/two_level_job.hpp) into the database as
// checkpointed work units:
// - every unit's rows and its `units` row are committed in one transaction, so after a
//   crash (kill -9 included) a unit is either wholly stored or not at all, and a rerun
//   runs exactly the units not yet committed;
// - the job is recorded in `jobs` (its unit count and a digest of the unit keys, so
//   shards and resumes of one job agree on its cutting) and each run in `runs`;
// - one process per job and database (job_lock.hpp);
// - enumeration and writing overlap: run_unit() feeds a bounded queue that a writer
//   thread drains into SQLite.
#include <cstdint>
#include <string>

#include "enumerate/two_level_job.hpp"
#include "results/progress.hpp"
#include "results/shard.hpp"
#include "results/store.hpp"

namespace posetlab {

struct JobOptions {
  Shard shard;
  bool resume_only = false;   // --resume: refuse to start a job the database has never seen
  bool break_lock = false;    // take the lock even from a holder on another host
  std::string parameters;     // the options as given, recorded in runs.parameters
  Progress::Options progress;
  std::size_t batch_rows = 4096;  // rows per hand-over to the writer thread
};

struct JobReport {
  std::string job;                  // the job key
  std::int64_t run = 0;             // runs.id of this run
  std::uint64_t units_job = 0;      // units of the whole job
  std::uint64_t units_shard = 0;    // units of this shard
  std::uint64_t units_skipped = 0;  // already committed when the run started
  std::uint64_t units_run = 0;
  std::uint64_t rows = 0;           // classes emitted by the units run now
  std::uint64_t rows_new = 0;       // of which were not stored before (others jobs may overlap)
  std::uint64_t rows_job = 0;       // classes of every committed unit of the job
  bool shard_complete = false;
  bool job_complete = false;
  bool interrupted = false;         // stopped between units by SIGINT/SIGTERM (interrupt.hpp)
  double prepare_seconds = 0, seconds = 0;
};

// The key under which a two-level spec is recorded ("two-level:" + canonical_key()).
std::string two_level_job_key(const TwoLevelSpec& spec);

// Runs the units of `options.shard` not yet committed. Throws JobRunningError when
// another live process holds the job, UsageError for --resume of an unknown job,
// DbError when the database's record of the job disagrees with `job`'s units.
JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec,
                            const JobOptions& options);

}  // namespace posetlab
