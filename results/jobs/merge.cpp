// Merging databases; see merge.hpp. Inputs are attached read-only one at a time and
// copied into a fresh file. Every job kind's table (table_descriptions.hpp) follows one rule:
// a key stored with different values is a conflict (a value one side leaves unknown is
// none; the row of the earlier input stays), identical copies are kept once:
// each table (keyed by its primary key) is checked by a join on its key before
// INSERT OR IGNORE, which reads and writes both in key order.
#include "results/jobs/merge.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cctype>
#include <filesystem>
#include <functional>

#include "engine/core/error.hpp"
#include "posetlab_version.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/merge_conjectures.hpp"
#include "results/jobs/progress.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "results/jobs/unit_checksum.hpp"
#include "results/store/job_lock.hpp"
#include "results/store/keyed_insert.hpp"
#include "results/store/row_digest.hpp"
#include "util/output_file.hpp"
#include "results/store/schema.hpp"
#include "results/store/store.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

// A read-only URI for ATTACH; every byte outside a safe set is percent-encoded.
std::string readonly_uri(const std::string& path) {
  std::string abs = fs::absolute(path).string(), out = "file:";
  for (unsigned char c : abs) {
    if (std::isalnum(c) || c == '/' || c == '.' || c == '_' || c == '-') {
      out += char(c);
    } else {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", c);
      out += buf;
    }
  }
  return out + "?mode=ro";
}

std::string list(Stmt& s, int limit, const std::function<std::string(Stmt&)>& item) {
  std::string out;
  int n = 0;
  while (s.step()) {
    if (n++ == limit) {
      out += ", ...";
      break;
    }
    out += (out.empty() ? "" : ", ") + item(s);
  }
  return out;
}

std::string conflict_list(Stmt& s, const TableDescription& t) {
  return list(s, 3, [&](Stmt& r) { return r.text(0) + " (" + t.value_column + " " + r.text(1) + " and " + r.text(2) + ")"; });
}

// Copies `src`'s rows of a keyed table, refusing keys stored with other values (a value
// one side leaves unknown, TableDescription::unknown_columns, is no difference: the row stored
// first stays). Returns the identical copies skipped.
std::uint64_t copy_keyed_table(Db& db, const TableDescription& t, const std::string& input) {
  if (!has_kind_table(db, t, "src")) return 0;
  const std::string& table = t.stored_table();
  const std::vector<std::string> unknown = split_columns(t.unknown_columns);
  std::string differs, cols = t.key_columns + ", " + t.stored_value_columns();
  for (const std::string& c : split_columns(t.stored_value_columns())) {
    const bool may_be_unknown = std::find(unknown.begin(), unknown.end(), c) != unknown.end();
    differs += std::string(differs.empty() ? "" : " OR ") +
               (may_be_unknown ? "(s." + c + " IS NOT m." + c + " AND s." + c + " IS NOT NULL AND m." + c +
                                     " IS NOT NULL)"
                               : "s." + c + " IS NOT m." + c);
  }
  Stmt conflict = db.prepare("SELECT " + t.name_sql("s") + ", s." + t.value_column + ", m." + t.value_column + " FROM src." +
                             table + " s JOIN main." + table + " m USING (" + t.key_columns + ") WHERE " + differs);
  std::string bad = conflict_list(conflict, t);
  if (!bad.empty()) throw ConflictError(input + ": " + t.table + " rows stored with different values: " + bad);
  std::int64_t rows = db.query_int("SELECT count(*) FROM src." + table);
  db.exec("INSERT OR IGNORE INTO main." + table + " (" + cols + ") SELECT " + cols + " FROM src." + table);
  return static_cast<std::uint64_t>(rows - db.changes());
}

// The units of table `t` just copied from `src` whose rows, as merged, differ from theirs
// only by values src knew and the stored row leaves unknown (or the reverse): their
// checksum is taken again over the merged rows, as a unit writing onto those stored rows
// takes it in one database. Only units checked alone (one unit a scope); src's own rows
// were verified before the merge, and a unit whose rows are unchanged keeps its checksum.
void reseal_units_of_input(Db& db, const TableDescription& t) {
  Stmt units = db.prepare(
      "SELECT u.job, u.ordinal, u.key, j.kind, u.checksum FROM src.units u JOIN src.jobs j USING (job) "
      "WHERE u.checksum IS NOT NULL");
  Stmt set = db.prepare("UPDATE main.units SET checksum = ?1 WHERE job = ?2 AND ordinal = ?3");
  while (units.step()) {
    const std::optional<UnitScope> scope = unit_scope(units.text(3), units.text(0), units.text(2));
    if (!scope || scope->table != t.table || scope->group_keys != 1) continue;
    Stmt rows = db.prepare("SELECT * FROM main." + scope->stored_table + " WHERE " + scope->where);
    RowsDigest merged;
    digest_rows(rows, merged);
    if (merged.hex() == units.text(4)) continue;
    set.reset();
    set.bind(1, merged.hex()).bind(2, units.text(0)).bind(3, units.int64(1));
    set.run();
  }
}

void copy_input(Db& db, const std::string& input, std::uint64_t& duplicates, std::uint64_t& conjectures) {
  Stmt attach = db.prepare("ATTACH ?1 AS src");
  attach.bind(1, readonly_uri(input));
  attach.run();
  struct Detach {
    Db& db;
    ~Detach() { sqlite3_exec(db.handle(), "DETACH src", nullptr, nullptr, nullptr); }
  } detach{db};

  Stmt cutting = db.prepare(
      "SELECT s.job, s.units, m.units FROM src.jobs s JOIN main.jobs m USING (job) "
      "WHERE s.units <> m.units OR s.units_digest <> m.units_digest");
  std::string bad = list(cutting, 3, [](Stmt& s) {
    return s.text(0) + " (" + std::to_string(s.int64(1)) + " vs " + std::to_string(s.int64(2)) + " units)";
  });
  if (!bad.empty()) throw DbError(input + ": jobs cut into different units than in the other inputs: " + bad);
  db.exec("INSERT OR IGNORE INTO main.jobs SELECT * FROM src.jobs");

  Stmt dup = db.prepare(
      "SELECT s.job, s.ordinal, s.key, f.input FROM src.units s JOIN temp.unit_from f USING (job, ordinal) "
      "ORDER BY s.job, s.ordinal");
  std::string dups = list(dup, 5, [](Stmt& s) {
    return "unit " + std::to_string(s.int64(1)) + " (" + s.text(2) + ") of " + s.text(0) + ", also in " + s.text(3);
  });
  if (!dups.empty()) throw DbError(input + ": units present in more than one input: " + dups);
  Stmt from = db.prepare("INSERT INTO temp.unit_from SELECT job, ordinal, ?1 FROM src.units");
  from.bind(1, input);
  from.run();

  // Runs keep their history under new ids; units follow their run.
  std::int64_t offset = db.query_int("SELECT coalesce(max(id), 0) FROM main.runs");
  std::string cols =
      "job, kind, parameters, shard_index, shard_count, version, git_revision, host, pid, threads, started_at, "
      "ended_at, units_total, units_skipped, units_run, rows, prepare_seconds, seconds, status, message";
  db.exec("INSERT INTO main.runs (id, " + cols + ") SELECT id + " + std::to_string(offset) + ", " + cols +
          " FROM src.runs");
  db.exec("INSERT INTO main.units (job, ordinal, key, rows, run, committed_at, seconds, checksum) SELECT job, ordinal, "
          "key, rows, run + " + std::to_string(offset) + ", committed_at, seconds, checksum FROM src.units");

  for (const TableDescription* t : table_descriptions()) {
    duplicates += copy_keyed_table(db, *t, input);
    if (!t->unknown_columns.empty()) reseal_units_of_input(db, *t);
  }
  const std::string check_cols =
      "id, paper, claim, expected, notes, scope, instances, failures, verdict, status, counterexample, "
      "counterexample_detail, counterexample_dot, missing_data, error";
  db.exec("INSERT OR REPLACE INTO main.checks (" + check_cols + ", run, seconds, checked_at, oracle) SELECT " +
          check_cols + ", run + " + std::to_string(offset) + ", seconds, checked_at, oracle FROM src.checks");
  conjectures += merge_input_conjectures(db, offset);
}

void check_complete(Db& db, MergeReport& r, bool allow_partial) {
  Stmt jobs = db.prepare(
      "SELECT j.job, j.units, (SELECT count(*) FROM units u WHERE u.job = j.job) FROM jobs j ORDER BY j.job");
  std::string missing;
  while (jobs.step()) {
    ++r.jobs;
    std::string job = jobs.text(0);
    std::int64_t want = jobs.int64(1), have = jobs.int64(2);
    r.units += static_cast<std::uint64_t>(have);
    if (have == want) {
      ++r.jobs_complete;
      continue;
    }
    // Name the first missing ordinals (units are numbered 0..want-1).
    Stmt gaps = db.prepare(
        "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?2) "
        "SELECT i FROM n WHERE i NOT IN (SELECT ordinal FROM units WHERE job = ?1) LIMIT 11");
    gaps.bind(1, job).bind(2, want);
    std::string which = list(gaps, 10, [](Stmt& s) { return std::to_string(s.int64(0)); });
    missing += (missing.empty() ? "" : "; ") + job + ": " + std::to_string(want - have) + " of " +
               std::to_string(want) + " units missing (ordinals " + which + ")";
  }
  if (!missing.empty() && !allow_partial)
    throw DbError("merge is incomplete: " + missing + " (run the missing shards, or pass --allow-partial)");
}

// Units whose rows no longer match their stored digest (what `stats --recheck` reports)
// are damaged: merging them would spread the damage under a digest that still claims the
// old rows, so the merge stops, naming them.
void refuse_damaged_units(Db& db, const std::string& where, const std::string& hint) {
  const UnitChecksumReport report = recheck_unit_checksums(db);
  if (report.ok()) return;
  std::string units;
  for (std::size_t i = 0; i < report.mismatches.size() && i < 5; ++i) {
    const UnitMismatch& m = report.mismatches[i];
    units += (i ? "; " : "") + m.table + ", job " + m.job + ", unit " + m.unit + " (" + std::to_string(m.actual_rows) +
             " rows, " + std::to_string(m.expected_rows) + " when committed)";
  }
  if (report.mismatches.size() > 5) units += "; and " + std::to_string(report.mismatches.size() - 5) + " more";
  throw DbError(where + ": " + std::to_string(report.mismatches.size()) +
                " unit(s) whose rows no longer match the checksum stored when they were committed: " + units + " (" +
                hint + "); nothing merged");
}

void remove_db_files(const std::string& path) {
  std::error_code ec;
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix, ec);
}

}  // namespace

MergeReport merge_databases(const std::vector<std::string>& inputs, const std::string& output,
                            const MergeOptions& options) {
  auto start = std::chrono::steady_clock::now();
  if (inputs.empty()) throw UsageError("merge: no input databases");
  if (fs::exists(output) && !options.force)
    throw UsageError("merge: " + output + " exists; choose another -o or pass --force to replace it");
  // --force replaces a database file, never a device, FIFO or folder by one.
  if (fs::exists(output) && (is_special_file(output) || !fs::is_regular_file(output)))
    throw UsageError("merge: " + output + " is not a regular file; -o takes a database file path (--force or not)");
  for (const std::string& in : inputs) {
    Store check(in, Store::Access::ReadOnly);  // a posetlab database of a known schema
    if (fs::exists(output) && fs::equivalent(in, output))
      throw UsageError("merge: output " + output + " is also an input");
    refuse_damaged_units(check.db(), in, "`posetlab stats --recheck --db " + in + "` lists them; run them again");
  }
  std::string tmp = output + ".tmp-" + std::to_string(getpid());
  remove_db_files(tmp);
  MergeReport r;
  try {
    {
      Store out(tmp, Store::Access::ReadWrite);
      Db& db = out.db();
      // A scratch file until the rename: no journal and no syncs (a failure deletes it;
      // and ATTACH/DETACH cannot run inside one enclosing transaction anyway).
      db.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF");
      for (const TableDescription* t : table_descriptions()) create_kind_table(db, *t);
      db.exec("CREATE TEMP TABLE unit_from (job TEXT, ordinal INTEGER, input TEXT, PRIMARY KEY (job, ordinal))");
      for (std::size_t i = 0; i < inputs.size(); ++i) copy_input(db, inputs[i], r.duplicate_rows, r.input_conjectures);
      check_complete(db, r, options.allow_partial);
      // Groups of units checked together (two-level, coloured posets) are complete only
      // once every shard is in: check them again on the result.
      refuse_damaged_units(db, "merge of " + std::to_string(inputs.size()) + " inputs",
                           "units checked together, from several inputs: run that group's units again");
      r.conjectures = static_cast<std::uint64_t>(db.query_int("SELECT count(*) FROM conjectures"));
      for (const TableDescription* t : table_descriptions()) {
        std::uint64_t rows = static_cast<std::uint64_t>(db.query_int("SELECT count(*) FROM " + t->table));
        r.table_rows.emplace_back(t->table, rows);
        r.rows += rows;
      }
      std::string params;
      for (const auto& in : inputs) params += (params.empty() ? "" : " ") + in;
      Stmt run = db.prepare(
          "INSERT INTO runs (job, kind, parameters, version, git_revision, host, pid, threads, started_at, "
          "ended_at, units_total, units_run, rows, status) VALUES ('merge', 'merge', ?1, ?2, ?3, ?4, ?5, 1, "
          "strftime('%Y-%m-%dT%H:%M:%fZ','now'), strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?6, 0, ?7, 'complete')");
      run.bind(1, params + " -o " + output).bind(2, kVersion).bind(3, kGitRevision).bind(4, this_host());
      run.bind(5, std::int64_t(getpid())).bind(6, std::int64_t(r.units)).bind(7, std::int64_t(r.rows));
      run.run();
      db.exec("PRAGMA journal_mode=DELETE");  // one self-contained file to rename
    }
    remove_db_files(output);
    fs::rename(tmp, output);
  } catch (...) {
    remove_db_files(tmp);
    throw;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

std::string merge_summary(const MergeReport& r, std::size_t inputs, const std::string& output) {
  std::string s = "merge: " + std::to_string(inputs) + " inputs -> " + output + ": " + std::to_string(r.jobs) +
                  " jobs (" + std::to_string(r.jobs_complete) + " complete), " + std::to_string(r.units) + " units";
  bool any_rows = false;
  for (const auto& [table, rows] : r.table_rows)
    if (rows) s += ", " + std::to_string(rows) + " " + table + " rows", any_rows = true;
  if (!any_rows) s += ", no rows";
  if (r.conjectures)
    s += ", " + std::to_string(r.conjectures) + " stored conjectures" +
         (r.input_conjectures > r.conjectures
              ? " (" + std::to_string(r.input_conjectures - r.conjectures) + " stored by several inputs kept once)"
              : "");
  if (r.duplicate_rows) s += " (" + std::to_string(r.duplicate_rows) + " identical copies from overlapping jobs dropped)";
  return s + ", " + Progress::duration(r.seconds) + "\n";
}

}  // namespace posetlab
