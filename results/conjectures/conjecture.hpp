#pragma once
// Testing a conjecture on a stored table: an SQL expression over the table's columns
// that should be true on every row (optionally only on the rows a where clause picks),
// checked on every row of every size the table holds completely (conjecture_tables.hpp).
//
// Verdict semantics:
//   - a row is tested when the where clause is true (NULL: not tested); it satisfies
//     the conjecture when the expression is true (nonzero); false and NULL are both
//     counterexamples (write coalesce(...) to decide NULLs otherwise);
//   - only the complete sizes count, each judged on its own; sizes holding rows that are
//     not complete are reported as partial and never tested: a partial size is no
//     evidence either way. A size range (--size 1:9, or one size 9) tests exactly its
//     sizes and needs each complete (UsageError naming the first that is not); without
//     one every complete size is tested;
//   - rows count objects: a posets_summary row counts as the posets it stands for;
//   - holds: at least one complete size and no counterexample on them ("holds for every
//     poset with at most N points" when the sizes are 1..N, "with 9 points", "with n
//     points, n = 1..7, 9"); fails: the smallest counterexample size, and the first K
//     counterexamples of the smallest sizes, in the table's stored order.
// The expression and the where clause are compiled under conjecture_sql.hpp's guards:
// a bad one is an InputError (exit 2) located in it, and the database is never changed.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "results/conjectures/conjecture_tables.hpp"
#include "results/queries/size_range.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct ConjectureSizeResult {
  int size = 0;
  std::uint64_t rows = 0;             // rows of the size the where clause picks
  std::uint64_t counterexamples = 0;  // of those, rows where the expression is false
  std::uint64_t unknown = 0;          // rows where it is NULL (a NULL column: not known)
};

struct ConjectureResult {
  std::string table, expr, where;
  std::string object;                       // what a row is: "poset", "two-level poset", ...
  std::string size_noun = "points";         // what a size counts
  bool holds = false;                       // some complete size, and no counterexample on any
  std::uint64_t rows = 0;                   // objects tested (complete sizes only)
  std::vector<ConjectureSizeResult> sizes;  // the sizes tested (complete), ascending
  std::vector<int> partial_sizes;           // sizes with rows left out as incomplete
  // Complete sizes left out because the expression is NULL on some of their rows (and
  // false on none): no evidence either way. Not in `sizes`.
  std::vector<ConjectureSizeResult> undecided_sizes;
  std::optional<int> smallest_counterexample_size;
  std::vector<ConjectureRow> counterexamples;  // at most `show`, smallest sizes first
  std::string completeness, stop_note;         // the rule, and why the run of complete sizes ends
  std::optional<SizeRange> size_range;         // the sizes asked for (none: every complete size)

  int largest_size() const { return sizes.empty() ? -1 : sizes.back().size; }
  // "holds for every poset with at most 8 points (16999 rows)" or "fails: ...".
  std::string verdict_line() const;
};

// `db` should be a read-only connection (Store::Access::ReadOnly). `where` may be empty.
// Throws InputError for a bad expression or where clause, UsageError for an unknown table
// or a size of `sizes` the table does not hold completely.
ConjectureResult test_conjecture(Db& db, const std::string& expr, const std::string& table = default_conjecture_table(),
                                 const std::string& where = "", int show = 3,
                                 const std::optional<SizeRange>& sizes = std::nullopt);

// Compiles the conjecture's queries without running them: throws what test_conjecture
// would for a bad expression, where clause or table.
void check_conjecture(Db& db, const std::string& expr, const std::string& table = default_conjecture_table(),
                      const std::string& where = "");

// The result as one JSON object: holds, rows, sizes, partial_sizes,
// smallest_counterexample_size, counterexamples (each row's columns, plus "object").
std::string conjecture_json(const ConjectureResult& r);

// The result for a reader: a table of sizes, the partial sizes, the verdict line, and the
// counterexamples as `poset N: ...` lines (the row's other columns after '#').
std::string conjecture_text(const ConjectureResult& r);

}  // namespace posetlab
