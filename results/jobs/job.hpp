#pragma once
// The job seam: what results/ (runner, unit writer, resume, locks, shards, merge,
// progress, stats, nightly) needs to know about a job, so that it never knows which
// objects a job enumerates.
//
// Words: a job kind is what `enumerate KIND` runs (JobKind, job_registry.hpp); a Job is one
// run of it with its parameters; a table description (TableDescription) is what a job's
// table is. Game kinds (`solve --game`, api/) and search policies (engine/) are other things.
//
// A job kind is three things:
//   1. a unit list: Job::units(), deterministic for the job's parameters (ordinals,
//      stable keys, weights); shards take ordinal % M == R, resume skips the units the
//      database has committed, and the digest of the keys pins the cutting;
//   2. a row type: Job::run_unit() hands the unit's rows over in batches (RowsOf<Row>),
//      and the Job's TableWriter inserts them inside the unit's transaction, returning
//      how many were new and throwing ConflictError when a stored row has other values;
//      encode_rows()/decode_rows() move a batch between processes (MPI ranks);
//   3. a table: TableDescription names the SQL table, its key and value columns (the content
//      checksum is every key and value column in key order; merge refuses a key stored
//      with different values and keeps one copy of identical ones), its per-size
//      summary for `stats`, and, for tables bulk-loaded without indexes, their
//      drop/create functions. The DDL is a step of results/store/schema.cpp's migrations, or
//      for a kind's own table its create_sql.
//
// Plugging in a new kind: write a Job subclass (key "<kind>:<canonical parameters>",
// units, run_unit that emits RowsOf<YourRow> through a RowBatcher, a TableWriter with a
// prepared insert; a kind driven by one enumeration of enumerate/ derives from
// EnumerationTableJob, results/jobs/enumeration_table_job.hpp) and register it with its
// parameters and table in the job registry (results/jobs/job_registry.hpp says how).
// Examples: results/tables/two_level.hpp (the two-level families), results/tables/posets.hpp.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "enumerate/phase_progress.hpp"
#include "enumerate/work_unit.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct ConjectureTable;    // results/conjectures/conjecture_tables.hpp
struct TableLookup;        // results/queries/lookup.hpp
struct CountedPopulation;  // results/queries/value_counts.hpp
struct ReportPlots;        // results/queries/report_plot.hpp

// Rows of one job kind, handed from run_unit() to the writer thread in one piece.
class RowBatch {
 public:
  virtual ~RowBatch() = default;
  virtual std::size_t size() const = 0;
};

template <class Row>
class RowsOf : public RowBatch {
 public:
  std::vector<Row> rows;
  std::size_t size() const override { return rows.size(); }
};

using BatchSink = std::function<void(std::unique_ptr<RowBatch>)>;

// Collects rows into batches of `batch_rows` and passes full ones to `sink`; flush()
// passes the rest (call it at the end of the unit).
template <class Row>
class RowBatcher {
 public:
  RowBatcher(const BatchSink& sink, std::size_t batch_rows) : sink_(sink), batch_rows_(batch_rows) { fresh(); }
  void add(Row&& row) {
    batch_->rows.push_back(std::move(row));
    if (batch_->rows.size() >= batch_rows_) flush();
  }
  void flush() {
    if (batch_->rows.empty()) return;
    sink_(std::move(batch_));
    fresh();
  }

 private:
  void fresh() {
    batch_ = std::make_unique<RowsOf<Row>>();
    batch_->rows.reserve(batch_rows_);
  }
  const BatchSink& sink_;
  std::size_t batch_rows_;
  std::unique_ptr<RowsOf<Row>> batch_;
};

// Inserts batches into the kind's table; one per writer thread (prepared statements).
class TableWriter {
 public:
  virtual ~TableWriter() = default;
  // Inside the caller's transaction. Returns the rows not stored before; throws
  // ConflictError (keyed_insert.hpp) naming a row stored with other values.
  virtual std::uint64_t insert(const RowBatch& batch) = 0;
};

struct TableDescription {
  std::string table;          // SQL table or view users read, e.g. "two_level"
  std::string key_columns;    // the class key, e.g. "bottoms, sets"
  std::string value_columns;  // every other column users read (checksummed)
  std::string name_column;    // a readable column naming a row in messages, e.g. "family"
  std::string label;          // how stats names a row, e.g. "classes", "posets"
  // stats: the summary grouped by `size_column` (or by `fine_columns` with --tops),
  // with one count per value of `value_column` (columns named prefix + value).
  std::string size_column, fine_columns;
  std::string value_column = "grundy", value_prefix = "g";
  // A value column holding letters (mb_games' outcome): the letters, one count each.
  std::string value_letters;
  // Tables of counts (posets_summary): stats sums this column instead of counting rows.
  std::string weight_column;
  // stats, beyond the counts per value: more aggregates of a size's group (e.g.
  // "sum(has_empty_top) AS with_empty_top"); an SQL expression of the group that is
  // 'complete' when every object of that size is stored ('partial' otherwise; @count
  // stands for the objects counted).
  std::string summary_columns, stored_sql;
  // Where the rows are stored, when `table` is a view deriving some columns (two_level):
  // the table, its stored value columns (compared by merge), and an SQL expression
  // naming a row with its columns written `@col` (the alias is put in place of `@`).
  std::string store_table, store_value_columns, store_name;
  // Value columns a row may leave unknown (NULL) where another computation of the same
  // object knows them (chomp's grundy on outcome rows): two rows that differ only by such
  // a NULL agree. The object keeps the row stored first, in a job as in a merge.
  std::string unknown_columns;
  // The table's CREATE TABLE IF NOT EXISTS for a table no schema migration makes (a job
  // kind's own table, job_registry.hpp): run before a job writes, or merge copies, it.
  std::string create_sql;
  // What conjectures read of the table (its size, invariants, completeness rule, how a row
  // reads as an object), written beside the rest in the table's file; null for a table
  // conjectures are not tested on. Declared here only: jobs/ never reads it.
  const ConjectureTable* conjecture = nullptr;
  // How `lookup` finds a poset's rows here (its key from a poset in any labelling); null for
  // a table lookup does not read. Declared here only, as `conjecture` is.
  const TableLookup* lookup = nullptr;
  // The populations whose classes per size and Grundy value are read from this table
  // (`export bfile`'s sequences, conjecture completeness); none for most tables.
  std::vector<const CountedPopulation*> populations;
  // Adds the table's plots to `posetlab report` (or a line saying why there are none);
  // unset for a table the report does not draw.
  std::function<void(Db& db, ReportPlots& out)> report_plots;
  const std::string& stored_table() const { return store_table.empty() ? table : store_table; }
  const std::string& stored_value_columns() const {
    return store_value_columns.empty() ? value_columns : store_value_columns;
  }
  std::string name_sql(const std::string& alias) const {
    std::string out, expr = store_name.empty() ? "@" + name_column : store_name;
    for (char c : expr) out += c == '@' ? alias + "." : std::string(1, c);
    return out;
  }
  std::string checksum_sql() const {
    return "SELECT " + key_columns + ", " + value_columns + " FROM " + table + " ORDER BY " + key_columns;
  }
};

class Job {
 public:
  virtual ~Job() = default;
  virtual std::string kind() const = 0;        // jobs.kind and runs.kind, e.g. "two-level"
  virtual std::string key() const = 0;         // jobs.job: kind + canonical parameters
  virtual std::string parameters() const = 0;  // runs.parameters when the caller gives none
  virtual int threads() const = 0;             // recorded in runs.threads
  virtual const TableDescription& table() const = 0;
  // Every unit of the job, in ordinal order, deterministic for the job's parameters.
  virtual std::vector<WorkUnit> units() const = 0;
  // The database the run writes (its path), told before prepare(): a job that keeps side
  // files (a checkpoint) puts them beside it.
  virtual void attach_database(const std::string& path) {}
  // Work shared by the units; called once, only when some unit remains to run.
  virtual void prepare() {}
  // The same, telling `progress` how far a long pass has got.
  virtual void prepare_reporting(const PhaseProgress& progress) { prepare(); }
  // Emits every row of the unit exactly once, in batches, from one thread at a time.
  virtual void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) = 0;
  virtual std::unique_ptr<TableWriter> writer(Db& db) const = 0;
  // The rows of a batch as bytes and back (decode(encode(b)) == b), for runs whose
  // units are computed in another process (MPI ranks, results/jobs/mpi_runner.hpp). Kinds
  // without one say has_wire_form() false, and these throw UsageError.
  virtual bool has_wire_form() const { return false; }
  virtual void encode_rows(const RowBatch& batch, std::vector<std::uint8_t>& out) const;
  virtual std::unique_ptr<RowBatch> decode_rows(const std::vector<std::uint8_t>& bytes) const;
};

}  // namespace posetlab
