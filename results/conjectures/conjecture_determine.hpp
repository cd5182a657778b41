#pragma once
// Is a target a function of some features, and on which subclass? `conjecture determine`
// (000's open question: which two-level posets have an easy formula for g?).
//
// Over the rows of every complete size of a table (conjecture_tables.hpp; --size asks for
// sizes, each of which must be complete) where the where clause is true, the rows are
// grouped by the features' values (SQL expressions, compiled under conjecture_sql.hpp's
// guards, NULL a value like any other). Then:
// With a measure (two_level: bottoms), sizes are that measure's values and its
// completeness rule decides them: `--measure bottoms` reads 000's finite classes b <= 5.
//   - the target is a function of the features when no group holds two target values.
//     The function is its table of (features -> target) entries, each with its support
//     (objects) and smallest size; closed_forms.hpp proposes the closed forms that fit
//     every entry (constant, linear, xor, xor with products: the forms of 000 Thm 4.2 and
//     Cor. 4.3), each an expression `conjecture test` takes;
//   - otherwise the counterexamples are pairs of objects with equal features and different
//     targets, smallest first: for each conflicting group, the two target values with the
//     smallest objects, the pair's size being its larger object's, ties in the features'
//     order. Each object is a stored row (the first of its size in stored order), drawn as
//     `conjecture test` draws counterexamples;
//   - and the largest subclasses on which the target is a function of the features: the
//     conditions "f IN (values)" (the values of one feature that meet no conflicting group)
//     and "f = v AND g IN (values)" for two features, ranked by objects, one contained in a
//     larger one listed left out; on each, the closed forms that fit.
// Supports count objects (a posets_summary row counts as its posets).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "results/conjectures/closed_forms.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/queries/size_range.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct DetermineOptions {
  std::string table = default_conjecture_table();
  std::string target;
  std::vector<std::string> features;  // 1 to 8 SQL expressions
  std::string where;
  std::optional<SizeRange> sizes;     // each must be complete; none: every complete size
  std::string measure;                // "": the table's size; else one of its measures (bottoms)
  int show = 3;                       // counterexample pairs
  int max_entries = 50;               // function entries listed (0: all)
  int subclasses = 5;                 // largest subclasses listed (0: none)
};

// One SQL value as read, ordered as SQLite orders them (NULL < numbers < text < blob).
struct SqlCell {
  int type = 5;  // SQLITE_NULL
  std::int64_t i = 0;
  double r = 0;
  std::string s;  // text, or blob bytes
  bool integer() const { return type == 1; }  // SQLITE_INTEGER
  std::string json() const;
  std::string sql() const;  // as an SQL literal: 3, 'odd', X'0a', NULL
  bool operator<(const SqlCell& o) const;
  bool operator==(const SqlCell& o) const { return !(*this < o) && !(o < *this); }
};

struct DetermineEntry {
  std::vector<SqlCell> features;
  SqlCell target;
  std::uint64_t support = 0;  // objects
  int smallest_size = 0;
};

struct DetermineObject {
  SqlCell target;
  ConjectureRow row;  // its columns, text and drawing
};

struct DeterminePair {
  std::vector<SqlCell> features;
  int size = 0;  // the larger object's
  DetermineObject first, second;
};

struct DetermineSubclass {
  std::string condition;       // an SQL condition over the features (a --where)
  std::uint64_t support = 0;   // objects
  std::size_t entries = 0;     // entries of the function on it
  std::vector<ClosedForm> forms;
};

struct DetermineResult {
  std::string table, target, where, object, size_noun, completeness, stop_note;
  std::vector<std::string> features;
  std::vector<std::string> key_columns;  // the columns naming a stored object (its table's key)
  std::vector<int> sizes, partial_sizes;
  std::uint64_t rows = 0;  // objects tested
  bool is_function = false;
  std::vector<DetermineEntry> entries;  // every (features, target) group, in the features' order
  std::size_t groups = 0, conflicting_groups = 0;
  std::uint64_t conflicting_objects = 0;  // objects in conflicting groups
  std::vector<ClosedForm> forms;          // when a function
  std::string forms_note;                 // why no form was tried ("" tried)
  std::vector<DeterminePair> counterexamples;
  std::vector<DetermineSubclass> subclasses;
  int max_entries = 50;

  std::string verdict_line() const;
};

// The features of `--by` texts: each split at the commas outside parentheses and quotes
// ("bottoms % 2, xor(a, b)" is two), blanks around each trimmed; an empty one is a UsageError.
std::vector<std::string> split_features(const std::vector<std::string>& texts);

// `db` read-only. Throws UsageError (table, size, no feature) or InputError (a feature,
// target or where clause that does not compile).
DetermineResult conjecture_determine(Db& db, const DetermineOptions& options);

// Split, for tests and the binding: the closed forms and subclasses of a function table,
// given its entries (sorted by features, then target) and the entries' feature names.
std::vector<DetermineSubclass> conflict_free_subclasses(const std::vector<DetermineEntry>& entries,
                                                        const std::vector<std::string>& features,
                                                        const std::string& target, int max);
std::vector<ClosedForm> entry_forms(const std::vector<DetermineEntry>& entries,
                                    const std::vector<std::string>& features, const std::string& target,
                                    std::string* why_not = nullptr);

std::string determine_text(const DetermineResult& r);
// One object: is_function, rows, sizes, features, target, entries, forms, counterexamples
// (each pair with features, size and both objects' columns, object text and target),
// subclasses.
std::string determine_json(const DetermineResult& r);

}  // namespace posetlab
