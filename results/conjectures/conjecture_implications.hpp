#pragma once
// Implications between boolean predicates on the rows of a stored table, at complete
// sizes: which predicates always or never hold, which are equivalent (true on the same
// rows), the inclusions A => B between them (transitive ones left out), the inclusions
// that fail on only a few rows (with the smallest counterexample, found by
// test_conjecture), and sufficient conditions for an outcome: a predicate, or the
// conjunction of two, true on at least `min_support` rows, on all of which the position
// is P (or N).
//
// A predicate is an SQL expression over the table's columns; it holds on a row when true
// (false and NULL: it does not, as for a where clause). Each table has built-in ones
// (P-position, N-position, N-free, connected, a least element, even size, ...); the user
// adds more as "EXPR" or "NAME: EXPR". Supports count objects (a posets_summary row
// counts as the posets it stands for).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "results/conjectures/conjecture_tables.hpp"
#include "results/queries/size_range.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct ImplicationOptions {
  std::string table = default_conjecture_table();
  std::string where;                    // only the rows where this is true ("" all)
  std::optional<SizeRange> sizes;       // each must be complete; none: every complete size
  std::vector<std::string> predicates;  // the user's: "EXPR" or "NAME: EXPR"
  bool builtins = true;
  double near = 0.05;                   // an inclusion failing on at most this share of A's rows is shown
  std::uint64_t min_support = 10;       // least support of a sufficient condition
};

struct Inclusion {
  std::vector<int> a;  // one predicate, or a conjunction of two (indices into predicates)
  int b = 0;
  std::uint64_t support = 0;          // objects where A holds
  std::uint64_t counterexamples = 0;  // of those, objects where B does not
  std::optional<int> smallest_counterexample_size;
  std::string counterexample;         // its object line
};

struct ImplicationsResult {
  std::string table, where, object;
  std::vector<int> sizes;
  std::uint64_t rows = 0;
  std::vector<Predicate> predicates;
  std::vector<int> always, never;                 // predicates true on every row, on none
  std::vector<std::vector<int>> equivalences;     // classes of two or more, smallest index first
  std::vector<Inclusion> inclusions;              // holding, between classes, transitive ones left out
  std::vector<Inclusion> near_inclusions;         // failing on few rows
  std::vector<Inclusion> sufficient;              // conditions => an outcome predicate
  double near = 0;
  std::uint64_t min_support = 0;
};

// `db` read-only. Throws UsageError (table, a size not complete, no predicate) or
// InputError (a predicate or where clause that does not compile).
ImplicationsResult conjecture_implications(Db& db, const ImplicationOptions& options);


// "NAME: EXPR" -> (NAME, EXPR); "EXPR" -> (EXPR, EXPR).
Predicate parse_predicate(const std::string& text);

std::string implications_text(const ImplicationsResult& r);
std::string implications_json(const ImplicationsResult& r);

}  // namespace posetlab
