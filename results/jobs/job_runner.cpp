// Checkpointed jobs of any kind; see job_runner.hpp. The order of events in a run:
//   1. one write transaction (job_records.hpp's begin_job_run): record/verify the job,
//      take its lock, read the committed units, insert the `runs` row, decide on bulk
//      loading;
//   2. prepare() only if some unit of the shard remains, then each remaining unit in
//      ordinal order through the writer thread (one transaction per unit);
//   3. one write transaction: close the run row, release the lock.
#include "results/jobs/job_runner.hpp"

#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "engine/core/error.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/mpi_runner.hpp"
#include "results/jobs/mpi_world.hpp"
#include "results/jobs/phase_lines.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "results/jobs/unit_costs.hpp"
#include "results/jobs/unit_writer.hpp"
#include "results/store/job_lock.hpp"

namespace posetlab {
namespace {

// A unit's rows between ranks: its batches in the kind's wire form, each framed by its
// length (8 bytes), in emission order.
void append_frame(const std::vector<std::uint8_t>& frame, std::vector<std::uint8_t>& out) {
  const std::uint64_t n = frame.size();
  const std::size_t at = out.size();
  out.resize(at + sizeof n + frame.size());
  std::memcpy(out.data() + at, &n, sizeof n);
  if (n) std::memcpy(out.data() + at + sizeof n, frame.data(), frame.size());
}

template <class Take>
void for_each_frame(const std::vector<std::uint8_t>& bytes, Take take) {
  for (std::size_t at = 0; at < bytes.size();) {
    std::uint64_t n = 0;
    if (bytes.size() - at < sizeof n) throw std::runtime_error("mpi: truncated rows of a unit");
    std::memcpy(&n, bytes.data() + at, sizeof n);
    at += sizeof n;
    if (bytes.size() - at < n) throw std::runtime_error("mpi: truncated rows of a unit");
    take(std::vector<std::uint8_t>(bytes.begin() + long(at), bytes.begin() + long(at + n)));
    at += n;
  }
}

void require_wire_form(const Job& job) {
  if (!job.has_wire_form())
    throw UsageError(job.kind() + " jobs cannot run under mpirun yet (their rows have no wire form): "
                     "run them in one process, or split them with --shard R/M and merge");
}

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

}  // namespace

std::optional<int> serve_job_as_worker(Job& job, const JobOptions& options) {
  if (mpi::active()) require_wire_form(job);  // every rank, before rank 0 opens the database
  if (!mpi::active() || mpi::rank() == 0) return std::nullopt;
  return mpi_serve_units(job.units(), [&](const WorkUnit& u) {
    UnitPayload p;
    std::vector<std::uint8_t> frame;
    job.run_unit(u, [&](std::unique_ptr<RowBatch> batch) {
      p.rows += batch->size();
      frame.clear();
      job.encode_rows(*batch, frame);
      append_frame(frame, p.bytes);
    }, options.batch_rows);
    return p;
  });
}

JobReport run_job(Store& store, Job& job, const JobOptions& options) {
  if (mpi::active()) require_wire_form(job);
  Db& db = store.db();
  create_kind_table(db, job.table());
  auto start = Clock::now();
  JobReport r;
  r.job = job.key();
  std::vector<WorkUnit> all = job.units();
  std::vector<bool> timed;  // per unit: weighed by a recorded time (--unit-costs)
  if (!options.unit_costs.empty()) {
    RecordedCosts costs = with_recorded_costs(std::move(all), r.job, options.unit_costs);
    all = std::move(costs.units);
    timed = std::move(costs.timed);
  }

  RunPlan plan;
  const int threads = job.threads() > 0 ? job.threads() : omp_get_max_threads();  // what 0 means here
  if (!begin_job_run(db, r, job.kind(), all, options, options.parameters.empty() ? job.parameters() : options.parameters,
                     threads, plan)) {
    r.seconds = since(start);
    return r;
  }
  const std::vector<WorkUnit>& pending = plan.pending;
  for (const WorkUnit& u : pending) r.units_timed += u.ordinal < timed.size() && timed[u.ordinal];

  StopWithinGrace stop_within_grace;  // a unit that will not end after a stop is cancelled
  try {
    if (!pending.empty()) {
      auto t = Clock::now();
      const std::string label = r.job + options.shard.label();
      if (!mpi::active()) {  // under MPI, rank 0 runs no unit
        job.attach_database(db.path());
        PhaseLines lines(label, options.progress);
        job.prepare_reporting(lines.callback());
      }
      r.prepare_seconds = since(t);
      Progress progress(label, r.units_shard, plan.weight_total, r.units_skipped, plan.weight_done, options.progress);
      UnitWriter writer(db, job.writer(db), r.job, r.run, &progress, options.commit_seconds);
      if (mpi::active()) {
        mpi_schedule_units(pending, [&](const WorkUnit& u, UnitPayload&& p) {
          for_each_frame(p.bytes, [&](std::vector<std::uint8_t>&& frame) { writer.push_rows(job.decode_rows(frame)); });
          writer.end_unit(u, p.rows, p.seconds);
          r.rows += p.rows;
          ++r.units_run;
        }, interrupt_requested);
      }
      for (const WorkUnit& u : pending) {
        if (mpi::active()) break;
        if (interrupt_requested()) break;
        auto unit_start = Clock::now();
        std::uint64_t rows = 0;
        job.run_unit(u, [&](std::unique_ptr<RowBatch> batch) {
          rows += batch->size();
          writer.push_rows(std::move(batch));
        }, options.batch_rows);
        writer.end_unit(u, rows, since(unit_start));
        r.rows += rows;
        ++r.units_run;
      }
      writer.finish();
      progress.finish();
      r.rows_new = writer.rows_new();
    }
    end_job_run(db, r, all, options, start);
  } catch (const std::exception& e) {
    // Ctrl-C reaches a unit's helper processes too (nauty-genposetg in the same process
    // group), so the unit in progress may fail because of the stop that was asked for:
    // that is an interruption (the unit is redone on resume), not a failure of the job.
    if (interrupt_requested()) {
      end_job_run(db, r, all, options, start);
      return r;
    }
    fail_job_run(db, r, e.what(), since(start));  // committed units stay for the next run
    throw;
  }
  return r;
}

}  // namespace posetlab
