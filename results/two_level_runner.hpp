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
#include "results/job_records.hpp"
#include "results/store.hpp"

namespace posetlab {

// The key under which a two-level spec is recorded ("two-level:" + canonical_key()).
std::string two_level_job_key(const TwoLevelSpec& spec);

// Runs the units of `options.shard` not yet committed. Throws JobRunningError when
// another live process holds the job, UsageError for --resume of an unknown job,
// DbError when the database's record of the job disagrees with `job`'s units.
JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec,
                            const JobOptions& options);

}  // namespace posetlab
