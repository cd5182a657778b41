#pragma once
// The bookkeeping every job kind shares in the database: the `jobs` row with its unit
// cutting, the committed `units`, and the `runs` row of each run. Every function runs
// inside the caller's write transaction.
#include <chrono>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <functional>

#include "enumerate/two_level_job.hpp"  // WorkUnit
#include "results/jobs/progress.hpp"
#include "results/jobs/shard.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct JobOptions {
  Shard shard;
  bool resume_only = false;   // --resume: refuse to start a job the database has never seen
  bool break_lock = false;    // take the lock even from a holder on another host
  std::string parameters;     // the options as given, recorded in runs.parameters
  Progress::Options progress;
  std::size_t batch_rows = 4096;  // rows per hand-over to the writer thread
  double commit_seconds = 1.0;    // whole units ended within this share a commit (unit_writer.hpp)
  std::string unit_costs;         // a database whose recorded unit times weigh the units (unit_costs.hpp)
  std::vector<std::string> skip_batches;  // summary batch files whose units are not run (summary_batch.hpp)
  std::uint64_t sample_units = 0;  // --sample K: only K units drawn with sample_seed (unit_sample.hpp)
  std::uint64_t sample_seed = 0;
  bool large_confirmed = false;   // --yes: start a job estimated past an hour, 10 GB or half the memory
};

struct JobReport {
  std::string job;                  // the job key
  std::int64_t run = 0;             // runs.id of this run
  std::uint64_t units_job = 0;      // units of the whole job
  std::uint64_t units_shard = 0;    // units of this shard
  std::uint64_t units_skipped = 0;  // already committed when the run started
  std::uint64_t units_run = 0;
  std::uint64_t units_timed = 0;    // of those to run, weighed by a recorded time (JobOptions::unit_costs)
  std::uint64_t rows = 0;           // classes emitted by the units run now
  std::uint64_t rows_new = 0;       // of which were not stored before (others jobs may overlap)
  std::uint64_t rows_job = 0;       // classes of every committed unit of the job
  bool shard_complete = false;
  bool job_complete = false;
  bool interrupted = false;         // stopped between units by SIGINT/SIGTERM (interrupt.hpp)
  double prepare_seconds = 0, seconds = 0;
};

// The first transaction of a run: records or checks the job, splits the shard's units
// into committed and pending, inserts the run row and takes the job's lock (marking a
// killed predecessor's run). Returns false when the job was finished before under
// another cutting (`r` then says so and nothing is recorded).
struct RunPlan {
  std::vector<WorkUnit> pending;
  std::uint64_t weight_total = 0, weight_done = 0;
};
bool begin_job_run(Db& db, JobReport& r, const std::string& kind, const std::vector<WorkUnit>& all,
                   const JobOptions& options, const std::string& parameters, int threads, RunPlan& plan);
// The last transaction of a run: completion of the shard and the job, the job's row
// count, the run row closed, the lock released.
void end_job_run(Db& db, JobReport& r, const std::vector<WorkUnit>& all, const JobOptions& options,
                 std::chrono::steady_clock::time_point start);
// After an error: the run row marked failed and the lock released (best effort).
void fail_job_run(Db& db, const JobReport& r, const std::string& message, double seconds);

// Hash of the ordered unit keys: shards and resumes of one job must agree on it.
std::string units_digest(const std::vector<WorkUnit>& units);

// Records the job (kind as in jobs.kind), or checks that the database cut it into the
// same units. A job finished under another cutting (an older posetlab) holds every row
// all the same: then its unit count and rows come back and nothing is recorded. An
// unfinished one is refused: its committed units name the other cutting. With
// resume_only an unknown job is a UsageError.
std::optional<std::pair<std::uint64_t, std::uint64_t>> record_job(Db& db, const std::string& key, const std::string& kind,
                                                                  const std::vector<WorkUnit>& units, bool resume_only);

std::set<std::uint64_t> committed_units(Db& db, const std::string& key);

// Inserts the `runs` row of a run starting now; returns its id.
std::int64_t insert_run(Db& db, const std::string& key, const std::string& kind, const std::string& parameters,
                        const Shard& shard, int threads, std::uint64_t units_shard, std::uint64_t skipped);
void close_run(Db& db, std::int64_t run, const char* status, const std::string& message, double prepare,
               double seconds);

}  // namespace posetlab
