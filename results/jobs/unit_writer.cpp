// The job writer thread; see unit_writer.hpp.
#include "results/jobs/unit_writer.hpp"

#include <chrono>
#include <optional>

#include "results/store/row_digest.hpp"

namespace posetlab {

UnitWriter::UnitWriter(Db& db, std::unique_ptr<TableWriter> table, std::string job, std::int64_t run,
                       Progress* progress, double commit_seconds, std::size_t max_rows)
    : db_(db),
      table_(std::move(table)),
      job_(std::move(job)),
      run_(run),
      progress_(progress),
      commit_group_(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(commit_seconds))),
      max_rows_(max_rows) {
  thread_ = std::thread([this] { loop(); });
}

UnitWriter::~UnitWriter() {
  {
    // Without finish(), the producer failed: units it completed are still committed,
    // the rows of the unit it was in are dropped (and rolled back if begun).
    std::lock_guard lock(mutex_);
    while (!queue_.empty() && !queue_.back().end) {
      if (queue_.back().rows) queued_rows_ -= queue_.back().rows->size();
      queue_.pop_back();
    }
    closing_ = true;
  }
  changed_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void UnitWriter::push(Item&& item) {
  std::unique_lock lock(mutex_);
  // An empty queue takes any batch, so a batch larger than the bound still passes.
  changed_.wait(lock, [&] { return queue_.empty() || queued_rows_ < max_rows_ || error_; });
  if (error_) std::rethrow_exception(error_);
  if (item.rows) queued_rows_ += item.rows->size();
  queue_.push_back(std::move(item));
  changed_.notify_all();
}

void UnitWriter::push_rows(std::unique_ptr<RowBatch> rows) {
  Item item;
  item.rows = std::move(rows);
  push(std::move(item));
}

void UnitWriter::end_unit(const WorkUnit& unit, std::uint64_t rows, double seconds) {
  Item item;
  item.end = true;
  item.unit = unit;
  item.unit_rows = rows;
  item.seconds = seconds;
  push(std::move(item));
}

void UnitWriter::finish() {
  {
    std::unique_lock lock(mutex_);
    closing_ = true;
    changed_.notify_all();
  }
  if (thread_.joinable()) thread_.join();
  if (error_) std::rethrow_exception(error_);
}

void UnitWriter::loop() {
  using Clock = std::chrono::steady_clock;
  try {
    Stmt unit_row = db_.prepare(
        "INSERT INTO units (job, ordinal, key, rows, run, committed_at, seconds, checksum) "
        "VALUES (?1, ?2, ?3, ?4, ?5, strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?6, ?7)");
    Stmt run_row = db_.prepare("UPDATE runs SET units_run = units_run + 1, rows = rows + ?1 WHERE id = ?2");
    std::optional<Transaction> tx;
    Clock::time_point opened;
    std::uint64_t ended = 0;  // whole units in the open transaction
    bool in_unit = false;     // it also holds rows of a unit not ended yet
    bool savepoint = false;   // "unit_group" marks the end of the last whole unit
    RowsDigest digest;        // the rows of the unit in progress (unit_checksum.hpp)
    auto commit = [&] {
      tx->commit();
      tx.reset();
      units_ += ended;
      ended = 0;
      savepoint = false;
    };
    for (;;) {
      Item item;
      {
        std::unique_lock lock(mutex_);
        auto ready = [&] { return !queue_.empty() || closing_; };
        if (tx && ended && !in_unit) {  // whole units wait for their commit: not past the group's time
          if (!changed_.wait_until(lock, opened + commit_group_, ready)) {
            lock.unlock();
            commit();
            continue;
          }
        } else {
          changed_.wait(lock, ready);
        }
        if (queue_.empty()) {  // closing: whole units are committed, a unit never ended is not
          if (tx && ended) {
            if (in_unit) db_.exec("ROLLBACK TO unit_group");
            commit();
          }
          return;
        }
        item = std::move(queue_.front());
        queue_.pop_front();
        if (item.rows) queued_rows_ -= item.rows->size();
        changed_.notify_all();
      }
      if (!tx) {
        tx.emplace(db_);
        opened = Clock::now();
      }
      if (item.rows && item.rows->size()) {
        in_unit = true;
        UnitDigestScope hashing(digest);
        rows_new_ += table_->insert(*item.rows);
        if (progress_) progress_->add_rows(item.rows->size());
      }
      if (!item.end) continue;
      unit_row.bind(1, job_).bind(2, static_cast<std::int64_t>(item.unit.ordinal)).bind(3, item.unit.key);
      unit_row.bind(4, static_cast<std::int64_t>(item.unit_rows)).bind(5, run_).bind(6, item.seconds);
      unit_row.bind(7, digest.hex());
      unit_row.run();
      digest = RowsDigest{};
      run_row.bind(1, static_cast<std::int64_t>(item.unit_rows)).bind(2, run_);
      run_row.run();
      ++ended;
      in_unit = false;
      if (progress_) progress_->unit_done(item.unit.weight);
      if (Clock::now() - opened >= commit_group_) {
        commit();
        continue;
      }
      if (savepoint) db_.exec("RELEASE unit_group");
      db_.exec("SAVEPOINT unit_group");
      savepoint = true;
    }
  } catch (...) {
    std::lock_guard lock(mutex_);
    error_ = std::current_exception();
    changed_.notify_all();
  }
}

}  // namespace posetlab
