// Checkpointed jobs of any kind; see job_runner.hpp. The order of events in a run:
//   1. one write transaction (job_records.hpp's begin_job_run): record/verify the job,
//      take its lock, read the committed units, insert the `runs` row, decide on bulk
//      loading;
//   2. prepare() only if some unit of the shard remains, then each remaining unit in
//      ordinal order through the writer thread (one transaction per unit);
//   3. one write transaction: rebuild indexes after a bulk load, close the run row,
//      release the lock.
// Bulk loading (tables with TableKind::create_indexes): when a job starts on an empty
// table and no other job is live, the table's indexes are dropped and rebuilt once at
// the end (meta row `bulk_load` names the job, so a resume continues the same way and
// any other job first rebuilds them; `bulk_load_table` names the table).
#include "results/job_runner.hpp"

#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "engine/error.hpp"
#include "results/interrupt.hpp"
#include "results/job_lock.hpp"
#include "results/mpi_runner.hpp"
#include "results/mpi_world.hpp"
#include "results/table_kinds.hpp"
#include "results/unit_writer.hpp"

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

std::string meta_get(Db& db, const std::string& name) {
  Stmt s = db.prepare("SELECT value FROM meta WHERE name = ?1");
  s.bind(1, name);
  return s.step() ? s.text(0) : std::string();
}

void meta_set(Db& db, const std::string& name, const std::string& value) {
  Stmt s = value.empty() ? db.prepare("DELETE FROM meta WHERE name = ?1")
                         : db.prepare("INSERT OR REPLACE INTO meta (name, value) VALUES (?1, ?2)");
  s.bind(1, name);
  if (!value.empty()) s.bind(2, value);
  s.run();
}

// The table an interrupted bulk load left without indexes (two_level for databases
// of releases that did not record it).
const TableKind& bulk_table(Db& db) {
  std::string name = meta_get(db, "bulk_load_table");
  return table_kind(name.empty() ? "two_level" : name);
}

void end_bulk_load(Db& db) {
  bulk_table(db).create_indexes(db);
  meta_set(db, "bulk_load", "");
  meta_set(db, "bulk_load_table", "");
}

// Decides whether this run bulk-loads (see the head comment).
void settle_bulk_load(Db& db, const std::string& key, const TableKind& table, bool work_left) {
  std::string bulk = meta_get(db, "bulk_load");
  if (!bulk.empty() && bulk != key) {
    auto h = lock_holder(db, bulk);
    if (h && holder_alive(*h))
      throw JobRunningError("job " + bulk + " is bulk-loading " + db.path() + " (pid " +
                            std::to_string(h->pid) + " on " + h->host + "); run this job when it ends");
    end_bulk_load(db);  // finish the interrupted load's indexes first
    bulk.clear();
  }
  if (bulk == key) return;
  if (work_left && table.bulk_loadable() &&
      db.query_int("SELECT count(*) FROM (SELECT 1 FROM " + table.table + " LIMIT 1)") == 0 &&
      !other_live_holder(db, key)) {
    table.drop_indexes(db);
    meta_set(db, "bulk_load", key);
    meta_set(db, "bulk_load_table", table.table);
  }
}

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
  auto start = Clock::now();
  JobReport r;
  r.job = job.key();
  const TableKind& table = job.table();
  const std::vector<WorkUnit> all = job.units();

  RunPlan plan;
  const int threads = job.threads() > 0 ? job.threads() : omp_get_max_threads();  // what 0 means here
  if (!begin_job_run(db, r, job.kind(), all, options, options.parameters.empty() ? job.parameters() : options.parameters,
                     threads, plan, [&](bool work_left) { settle_bulk_load(db, r.job, table, work_left); })) {
    r.seconds = since(start);
    return r;
  }
  const std::vector<WorkUnit>& pending = plan.pending;

  try {
    if (!pending.empty()) {
      auto t = Clock::now();
      if (!mpi::active()) job.prepare();  // under MPI, rank 0 runs no unit
      r.prepare_seconds = since(t);
      Progress progress(r.job + (options.shard.whole() ? "" : " shard " + options.shard.text()),
                        r.units_shard, plan.weight_total, r.units_skipped, plan.weight_done, options.progress);
      UnitWriter writer(db, job.writer(db), r.job, r.run, &progress);
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
    end_job_run(db, r, all, options, start, [&] {
      if (meta_get(db, "bulk_load") != r.job) return;
      // Minutes for tens of millions of rows: say so rather than look stuck.
      auto t = Clock::now();
      bool say = options.progress.enabled && r.rows_job > 1000000;
      if (say) std::fprintf(options.progress.out, "%s: building the %s indexes...\n", r.job.c_str(), table.table.c_str());
      end_bulk_load(db);
      if (say)
        std::fprintf(options.progress.out, "%s: indexes built in %s\n", r.job.c_str(),
                     Progress::duration(since(t)).c_str());
    });
  } catch (const std::exception& e) {
    fail_job_run(db, r, e.what(), since(start));  // committed units stay for the next run
    throw;
  }
  return r;
}

}  // namespace posetlab
