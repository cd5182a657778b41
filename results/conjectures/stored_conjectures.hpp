#pragma once
// Conjectures kept in the database (tables `conjectures` and `conjecture_history`,
// docs/schema.md) and re-tested as the tables grow:
//   - storing one tests it at once on every complete size of its table
//     (test_conjecture, conjecture.hpp) and records what it found;
//   - a re-test (the nightly's, after each job) tests each stored conjecture on the
//     complete sizes it has not been tested on, and only those: an open conjecture on every
//     such size, a refuted one on those below its smallest counterexample (a larger size
//     cannot change it). A counterexample refutes it (the smallest size and its first
//     counterexample, as `conjecture test` prints the object); otherwise its tested sizes
//     are extended. Nothing new to test changes nothing.
// Every test runs on a read-only connection of its own (Store::Access::ReadOnly), so the
// expression's guards of conjecture_sql.hpp hold as in `conjecture test`; only the
// bookkeeping goes through the writable store.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/store/store.hpp"

namespace posetlab {

struct StoredConjecture {
  std::int64_t id = 0;
  std::string statement, table, where, note;
  std::string source;  // "stated" (conjecture store) or "mined" (conjecture mine or bounds --store)
  std::string first_stated, last_tested;  // UTC, ISO 8601 ("" never tested)
  std::vector<int> sizes_tested;          // ascending
  std::uint64_t rows_tested = 0;
  std::optional<int> refuted_size;  // set: refuted there
  std::string counterexample;       // its smallest counterexample's object line

  bool refuted() const { return refuted_size.has_value(); }
  std::string status() const { return refuted() ? "refuted" : "open"; }
  // "grundy <= size", with " [where COND]" when it is claimed for some rows only.
  std::string readable() const;
};

// What one test did to one conjecture: stated (stored and tested at once), extended (new
// sizes, no counterexample), refuted (a counterexample, `detail` the object line), new
// (first seen by a nightly's re-test), or error (the test could not run, `detail` why).
struct ConjectureChange {
  std::int64_t id = 0;
  std::string conjecture;  // StoredConjecture::readable()
  std::string event;
  std::vector<int> sizes;  // the sizes this test added
  std::optional<int> refuted_size;
  std::string detail;
};

struct NewConjecture {
  std::string statement, table = default_conjecture_table(), where, note;
  std::string source = "stated";
};

struct StoredConjectureResult {
  StoredConjecture stored;
  ConjectureResult test;  // the test it had when stored
};

// Stores and tests it. Throws InputError (the parser's errors) for a bad statement or
// condition, UsageError for an unknown table or a conjecture stored already (naming its id).
StoredConjectureResult store_conjecture(Store& store, const NewConjecture& c);

// Every stored conjecture, by id.
std::vector<StoredConjecture> stored_conjectures(Db& db);

// Deletes it and its history; UsageError naming the ids stored when there is no such id.
StoredConjecture forget_conjecture(Store& store, std::int64_t id);

// Re-tests every stored conjecture on its untested complete sizes (see the head comment),
// recording each change in conjecture_history with `run` (runs.id; 0: none). A conjecture
// no re-test with a run has seen before is reported (and recorded) as "new". A test that
// throws is an "error" change and leaves that conjecture as it was.
std::vector<ConjectureChange> retest_stored_conjectures(Store& store, std::int64_t run);

// The changes of several tests (a night's passes) as one per conjecture and kind: its
// extensions and refutations become one change with every size tested (a refutation, the
// smallest, wins); "new" and "error" changes stay as they are. Refutations first, then
// extensions, new and errors, each by conjecture id.
std::vector<ConjectureChange> merge_conjecture_changes(const std::vector<ConjectureChange>& changes);

// One line: "refuted   #3 grundy <= 3*height - 2: fails at 7 points (tested 7), smallest counterexample poset 7: ...".
std::string conjecture_change_line(const ConjectureChange& c);
// "1 refuted, 2 extended, 1 new" ("nothing new to test" when empty).
std::string conjecture_changes_summary(const std::vector<ConjectureChange>& changes);

// `conjecture list`: one row per conjecture (id, status, sizes tested, rows, refuted at,
// statement), and as JSON an array of objects.
std::string stored_conjectures_text(const std::vector<StoredConjecture>& all);
std::string stored_conjectures_json(const std::vector<StoredConjecture>& all);

// "1..7, 9" back to its sizes (sizes_text of size_range.hpp); std::invalid_argument otherwise.
std::vector<int> parse_sizes_text(const std::string& text);

}  // namespace posetlab
