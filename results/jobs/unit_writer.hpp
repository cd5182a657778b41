#pragma once
// The writer thread of a job: takes batches of rows (of any job kind, written by the
// kind's TableWriter) and end-of-unit markers from a
// bounded queue and stores them, so the enumeration of the next unit overlaps the
// writing of this one. A unit is stored whole or not at all: its rows, its `units` row
// (with the checksum of the rows the unit wrote, unit_checksum.hpp) and the run's
// counters go in one transaction. Whole units ended within `commit_seconds`
// share a transaction (a savepoint marks each end): a commit rewrites every page the
// transaction touched, so committing each small unit alone multiplied the writes (a
// poset unit's rows land all over the table's key order). A kill loses at most the
// units of the last `commit_seconds`; they run again on resume. The queue holds up to `max_rows` rows (a few units' worth), so a unit's rows can
// be handed over at once and the producer goes on to the next unit. Errors on either side stop both: the writer's error is rethrown to the producer
// at its next push or at finish(); after a producer error (destruction without
// finish()) the units already ended are committed and the unit in progress is not.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "results/jobs/job.hpp"
#include "results/jobs/progress.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

class UnitWriter {
 public:

  UnitWriter(Db& db, std::unique_ptr<TableWriter> table, std::string job, std::int64_t run, Progress* progress,
             double commit_seconds = 1.0, std::size_t max_rows = std::size_t{1} << 20);
  ~UnitWriter();  // without finish(): commits the units ended, rolls back the rest

  void push_rows(std::unique_ptr<RowBatch> rows);
  void end_unit(const WorkUnit& unit, std::uint64_t rows, double seconds);
  // Waits until everything pushed is committed; rethrows the writer's error.
  void finish();

  std::uint64_t rows_new() const { return rows_new_; }
  std::uint64_t units_committed() const { return units_; }

 private:
  struct Item {
    std::unique_ptr<RowBatch> rows;
    bool end = false;
    WorkUnit unit;
    std::uint64_t unit_rows = 0;
    double seconds = 0;
  };
  void push(Item&& item);
  void loop();

  Db& db_;
  std::unique_ptr<TableWriter> table_;
  std::string job_;
  std::int64_t run_;
  Progress* progress_;
  std::chrono::steady_clock::duration commit_group_;
  std::size_t max_rows_;
  std::size_t queued_rows_ = 0;
  std::deque<Item> queue_;
  std::mutex mutex_;
  std::condition_variable changed_;
  bool closing_ = false;
  std::exception_ptr error_;
  std::uint64_t rows_new_ = 0, rows_ = 0;
  std::atomic<std::uint64_t> units_{0};  // read by the producer while the writer runs
  std::thread thread_;
};

}  // namespace posetlab
