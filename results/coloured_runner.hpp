#pragma once
// Runs the coloured-poset job (enumerate/coloured_posets_job.hpp) into the
// coloured_posets table as checkpointed work units, with the bookkeeping every job kind
// shares (results/job_records.hpp, job_lock.hpp): each unit's rows, its `units` row and
// the run's counters are committed in one transaction, so a killed run (kill -9
// included) resumes with exactly the units not committed; shards take ordinal % M == R.
// Units are small (at most 512 posets), so a unit is computed in parallel and then
// written, without a writer thread.
#include "enumerate/coloured_posets_job.hpp"
#include "results/store.hpp"
#include "results/two_level_runner.hpp"  // JobOptions, JobReport

namespace posetlab {

std::string coloured_job_key(const ColouredPosetsSpec& spec);  // "coloured-posets:size<=N"

JobReport run_coloured_job(Store& store, const ColouredPosetsSpec& spec, const JobOptions& options);

}  // namespace posetlab
