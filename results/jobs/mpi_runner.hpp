#pragma once
// A job's units spread over MPI ranks (`mpirun -np K posetlab enumerate ...`).
//
// Rank 0 is the only rank that opens the database: it runs the usual job pipeline
// (record the job, lock, `runs` row, writer thread, one transaction per unit) but,
// instead of running units itself, hands them out and commits what comes back. The
// other ranks build the same job from the same command line and compute.
//
// Protocol (tags in mpi_runner.cpp), all initiated by the workers:
//   worker -> 0  READY   [ordinal, rows, seconds, rows payload] of the unit it just
//                        finished (empty on the first call): the payload is the unit's
//                        rows in the job kind's wire form, in the unit's row order;
//   0 -> worker  ASSIGN  [ordinal, key] of the next unit, costliest first
//                        (unit_schedule.hpp); or STOP when none is left, the run is
//                        interrupted, or some rank failed;
//   worker -> 0  FAILED  [message] instead of READY when a unit threw.
// Rank 0 hands a finished unit's rows to the writer before answering, so a fast worker
// waits while the writer is behind (back-pressure: rank 0 holds at most the writer's
// queue plus one unit in memory).
//
// Why one writer and not per-rank shard files merged at the end (measured, bench/RESULTS.md
// "MPI"): either way every row passes once through one SQLite writer, the bound of
// any run that ends in one file; streaming overlaps that pass with the computation
// and keeps the single-file guarantees (a unit stored whole or not at all, resume from
// the one database), while shards put the same pass after the computation and need a
// shared file system for resume. A rank that dies takes the MPI job down with it; the
// units committed stay, and rerunning the same command finishes the job.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "enumerate/two_level_job.hpp"

namespace posetlab {

// What a worker sends back for one unit.
struct UnitPayload {
  std::uint64_t rows = 0;
  double seconds = 0;  // the unit's compute time on its worker
  std::vector<std::uint8_t> bytes;
};

// Rank 0: hands out `pending` (costliest first by weight) to ranks 1..K-1 and calls
// `commit` on this thread for each unit that comes back, in arrival order; returns when
// every unit has come back, or after an interrupt or a failure once every worker has
// been told to stop (commit() throwing counts as a failure and is rethrown; a worker's
// failure is thrown as a std::runtime_error naming the rank and its host). `stop`
// is polled while waiting (an interrupt: no new units are handed out).
void mpi_schedule_units(const std::vector<WorkUnit>& pending,
                        const std::function<void(const WorkUnit&, UnitPayload&&)>& commit,
                        bool (*stop)());

// Rank 0, on its way out (complete job, nothing pending, an error before scheduling):
// tells every worker not yet stopped to stop, so no rank waits forever. Idempotent;
// a no-op after mpi_schedule_units() returned and outside MPI. Never throws.
void mpi_release_workers();
class MpiWorkerRelease {  // calls it on scope exit, exceptions included
 public:
  ~MpiWorkerRelease() { mpi_release_workers(); }
};

// Ranks 1..K-1: asks rank 0 for units until told to stop, running each with `run`
// (which fills the payload). Returns 0, or 1 after reporting a failure to rank 0.
int mpi_serve_units(const std::vector<WorkUnit>& units, const std::function<UnitPayload(const WorkUnit&)>& run);

// Default threads per rank: the machine's cores over the ranks sharing it (>= 1).
int mpi_default_threads();

}  // namespace posetlab
