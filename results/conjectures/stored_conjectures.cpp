// Stored conjectures: storing, listing, forgetting and re-testing; see stored_conjectures.hpp.
#include "results/conjectures/stored_conjectures.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <stdexcept>

#include "engine/core/error.hpp"
#include "results/queries/size_range.hpp"

namespace posetlab {
namespace {

const char* const kStoredConjectureColumns =
    "id, statement, about, condition, note, source, first_stated, coalesce(last_tested, ''), sizes_tested, "
    "rows_tested, refuted_size, coalesce(counterexample, '')";

StoredConjecture read_stored_conjecture(const Stmt& q) {
  StoredConjecture c;
  c.id = q.int64(0);
  c.statement = q.text(1);
  c.table = q.text(2);
  c.where = q.text(3);
  c.note = q.text(4);
  c.source = q.text(5);
  c.first_stated = q.text(6);
  c.last_tested = q.text(7);
  c.sizes_tested = parse_sizes_text(q.text(8));
  c.rows_tested = std::uint64_t(q.int64(9));
  if (q.type(10) != SQLITE_NULL) c.refuted_size = int(q.int64(10));
  c.counterexample = q.text(11);
  return c;
}

std::optional<StoredConjecture> stored_conjecture_by_id(Db& db, std::int64_t id) {
  Stmt q = db.prepare(std::string("SELECT ") + kStoredConjectureColumns + " FROM conjectures WHERE id = ?1");
  q.bind(1, id);
  if (!q.step()) return std::nullopt;
  return read_stored_conjecture(q);
}

void record_conjecture_event(Db& db, const ConjectureChange& c, std::int64_t run) {
  Stmt s = db.prepare(
      "INSERT INTO conjecture_history (conjecture, run, at, event, sizes, detail) "
      "VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%SZ','now'), ?3, ?4, ?5)");
  s.bind(1, c.id);
  if (run > 0)
    s.bind(2, run);
  else
    s.bind_null(2);
  s.bind(3, c.event).bind(4, sizes_text(c.sizes)).bind(5, c.detail);
  s.run();
}

// The outcome of testing one conjecture on some sizes, merged into its record.
struct ConjectureTestOutcome {
  std::vector<int> sizes;
  std::uint64_t rows = 0;
  std::optional<int> counterexample_size;
  std::string counterexample;

  void add(const ConjectureResult& r) {
    for (const auto& s : r.sizes) sizes.push_back(s.size);
    rows += r.rows;
    if (r.smallest_counterexample_size && !counterexample_size) {
      counterexample_size = r.smallest_counterexample_size;
      if (!r.counterexamples.empty()) counterexample = r.counterexamples.front().text;
    }
  }
};

// Writes the new sizes (and a refutation that is smaller than the one known) into `c`
// and the database; returns the change it makes.
ConjectureChange apply_conjecture_test(Db& db, StoredConjecture& c, const ConjectureTestOutcome& t,
                                       const std::string& event_if_holds) {
  ConjectureChange change{c.id, c.readable(), event_if_holds, t.sizes, std::nullopt, ""};
  std::vector<int> all;
  std::set_union(c.sizes_tested.begin(), c.sizes_tested.end(), t.sizes.begin(), t.sizes.end(),
                 std::back_inserter(all));
  c.sizes_tested = all;
  c.rows_tested += t.rows;
  if (t.counterexample_size && (!c.refuted_size || *t.counterexample_size < *c.refuted_size)) {
    c.refuted_size = t.counterexample_size;
    c.counterexample = t.counterexample;
    change.event = event_if_holds == "stated" ? "stated" : "refuted";
    change.refuted_size = c.refuted_size;
    change.detail = c.counterexample;
  }
  Stmt s = db.prepare(
      "UPDATE conjectures SET sizes_tested = ?1, rows_tested = ?2, status = ?3, refuted_size = ?4, "
      "counterexample = ?5, last_tested = CASE WHEN ?7 THEN strftime('%Y-%m-%dT%H:%M:%SZ','now') ELSE "
      "last_tested END WHERE id = ?6 RETURNING coalesce(last_tested, '')");
  s.bind(1, sizes_text(c.sizes_tested)).bind(2, std::int64_t(c.rows_tested)).bind(3, c.status());
  if (c.refuted_size) {
    s.bind(4, *c.refuted_size).bind(5, c.counterexample);
  } else {
    s.bind_null(4).bind_null(5);
  }
  s.bind(6, c.id).bind(7, int(!t.sizes.empty()));
  if (s.step()) c.last_tested = s.text(0);
  while (s.step()) {
  }
  return change;
}

// Ascending sizes cut into runs of consecutive sizes, one SizeRange each.
std::vector<SizeRange> consecutive_size_runs(const std::vector<int>& sizes) {
  std::vector<SizeRange> runs;
  for (int n : sizes) {
    if (!runs.empty() && runs.back().hi + 1 == n)
      runs.back().hi = n;
    else
      runs.push_back({n, n});
  }
  return runs;
}

}  // namespace

std::vector<int> parse_sizes_text(const std::string& text) {
  std::vector<int> sizes;
  std::size_t at = 0;
  auto number = [&]() {
    std::size_t used = 0;
    const int n = std::stoi(text.substr(at), &used);
    if (n < 0) throw std::invalid_argument("negative size in \"" + text + "\"");
    at += used;
    return n;
  };
  while (at < text.size()) {
    const int lo = number();
    int hi = lo;
    if (text.compare(at, 2, "..") == 0) {
      at += 2;
      hi = number();
    }
    if (hi < lo || (!sizes.empty() && lo <= sizes.back()))
      throw std::invalid_argument("sizes out of order in \"" + text + "\"");
    for (int n = lo; n <= hi; ++n) sizes.push_back(n);
    if (at < text.size()) {
      if (text.compare(at, 2, ", ") != 0) throw std::invalid_argument("expected \", \" in \"" + text + "\"");
      at += 2;
    }
  }
  return sizes;
}

StoredConjectureResult store_conjecture(Store& store, const NewConjecture& n) {
  Store reader(store.path(), Store::Access::ReadOnly);
  const ConjectureTable& table = conjecture_table(n.table);  // UsageError for an unknown one
  check_conjecture(reader.db(), n.statement, table.name, n.where);
  Db& db = store.db();
  {
    Stmt dup = db.prepare("SELECT id FROM conjectures WHERE statement = ?1 AND about = ?2 AND condition = ?3");
    dup.bind(1, n.statement).bind(2, table.name).bind(3, n.where);
    if (dup.step())
      throw UsageError("conjecture already stored as #" + std::to_string(dup.int64(0)) + ": " + n.statement +
                       (n.where.empty() ? "" : " [where " + n.where + "]") + " (" + table.name +
                       "); see `posetlab conjecture list`");
  }
  StoredConjectureResult out;
  out.test = test_conjecture(reader.db(), n.statement, table.name, n.where, 1);
  ConjectureTestOutcome t;
  t.add(out.test);
  Transaction tx(db);
  Stmt ins = db.prepare(
      "INSERT INTO conjectures (statement, about, condition, note, source, first_stated, status) "
      "VALUES (?1, ?2, ?3, ?4, ?5, strftime('%Y-%m-%dT%H:%M:%SZ','now'), 'open')");
  ins.bind(1, n.statement).bind(2, table.name).bind(3, n.where).bind(4, n.note).bind(5, n.source);
  ins.run();
  StoredConjecture c = *stored_conjecture_by_id(db, sqlite3_last_insert_rowid(db.handle()));
  const ConjectureChange stated = apply_conjecture_test(db, c, t, "stated");
  record_conjecture_event(db, stated, 0);
  tx.commit();
  out.stored = c;
  return out;
}

std::vector<StoredConjecture> stored_conjectures(Db& db) {
  Stmt q = db.prepare(std::string("SELECT ") + kStoredConjectureColumns + " FROM conjectures ORDER BY id");
  std::vector<StoredConjecture> all;
  while (q.step()) all.push_back(read_stored_conjecture(q));
  return all;
}

StoredConjecture forget_conjecture(Store& store, std::int64_t id) {
  Db& db = store.db();
  const std::optional<StoredConjecture> c = stored_conjecture_by_id(db, id);
  if (!c) {
    std::vector<int> ids;
    for (const StoredConjecture& s : stored_conjectures(db)) ids.push_back(int(s.id));
    throw UsageError("conjecture forget: no stored conjecture #" + std::to_string(id) +
                     (ids.empty() ? " (none is stored)" : " (stored: " + sizes_text(ids) + ")"));
  }
  Transaction tx(db);
  db.exec("DELETE FROM conjecture_history WHERE conjecture = " + std::to_string(id));
  db.exec("DELETE FROM conjectures WHERE id = " + std::to_string(id));
  tx.commit();
  return *c;
}

std::vector<ConjectureChange> retest_stored_conjectures(Store& store, std::int64_t run) {
  Db& db = store.db();
  std::vector<StoredConjecture> all = stored_conjectures(db);
  std::vector<ConjectureChange> changes;
  if (all.empty()) return changes;
  Store reader(store.path(), Store::Access::ReadOnly);
  std::map<std::string, std::vector<int>> complete;  // per table, computed once
  for (StoredConjecture& c : all) {
    try {
      if (run > 0 && !db.query_int("SELECT count(*) FROM conjecture_history WHERE conjecture = " +
                                   std::to_string(c.id) + " AND run IS NOT NULL")) {
        ConjectureChange fresh{c.id, c.readable(), "new", {}, c.refuted_size, c.source};
        record_conjecture_event(db, fresh, run);
        changes.push_back(fresh);
      }
      const ConjectureTable& table = conjecture_table(c.table);
      if (!complete.count(table.name)) complete[table.name] = complete_sizes(reader.db(), table).complete;
      std::vector<int> untested;
      for (int n : complete[table.name])
        if (!std::binary_search(c.sizes_tested.begin(), c.sizes_tested.end(), n) &&
            (!c.refuted_size || n < *c.refuted_size))
          untested.push_back(n);
      if (untested.empty()) continue;
      ConjectureTestOutcome t;
      for (const SizeRange& range : consecutive_size_runs(untested))
        t.add(test_conjecture(reader.db(), c.statement, table.name, c.where, 1, range));
      Transaction tx(db);
      const ConjectureChange change = apply_conjecture_test(db, c, t, "extended");
      record_conjecture_event(db, change, run);
      tx.commit();
      changes.push_back(change);
    } catch (const std::exception& e) {
      changes.push_back({c.id, c.readable(), "error", {}, std::nullopt, e.what()});
    }
  }
  return changes;
}

}  // namespace posetlab
