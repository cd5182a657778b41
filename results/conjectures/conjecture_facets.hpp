#pragma once
// The optimal linear bounds among 2 to 4 integer columns of a stored table, exactly: the
// facets of the convex hull of the distinct column tuples of the rows of a complete size
// (GraPHedron's view: every valid linear inequality on those rows is a nonnegative
// combination of the facets, and no facet is implied by the others). exact_hull.hpp does
// the arithmetic; this file reads the rows, keeps to complete sizes (the rule of
// `conjecture test`), counts the rows on each facet, and writes each inequality in the
// expression syntax `conjecture test` takes ("2*height - grundy <= 8").
//
// Across sizes (`--all-sizes`): every facet normal of the sizes whose hull has the largest
// dimension, kept when it is a facet at each such size from some size on (at least three
// of them, or all when fewer); its constant b(n) = the largest
// a.x over the rows of size n (so a.x <= b(n) holds at every size, tight at each), and,
// when b is affine in n on every size tested (or from some size on), the inequality with
// the size on its left: "grundy - size <= 0".
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "results/conjectures/conjecture_tables.hpp"
#include "results/queries/size_range.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct FacetOptions {
  std::string table = default_conjecture_table();
  std::string where;                 // only the rows where this is true ("" all)
  std::vector<std::string> columns;  // 2 to 4 integer columns (or SQL expressions over them)
  std::optional<SizeRange> sizes;    // each must be complete; none: every complete size
  bool all_sizes = false;            // also the facets common to the sizes
};

struct FacetInequality {
  std::vector<std::int64_t> a;  // over the columns, coprime
  std::int64_t b = 0;
  bool equality = false;        // a.x = b (the hull is lower dimensional) or a.x <= b
  std::string expr;             // as `conjecture test` takes it
  std::uint64_t touch = 0;      // objects meeting it with equality
  std::uint64_t points = 0;     // distinct column tuples on it
};

struct SizeHull {
  int size = 0;
  std::uint64_t rows = 0;    // objects of the size (where clause applied)
  std::uint64_t tuples = 0;  // distinct column tuples
  int dimension = -1;
  std::vector<FacetInequality> equalities, facets;
};

// a.x <= b(n) at every size, a a facet normal at the largest sizes of the largest dimension.
struct SizeFamilyFacet {
  std::vector<std::int64_t> a;
  std::vector<std::pair<int, std::int64_t>> constants;  // (size, b(n))
  std::vector<int> facet_sizes;                         // where it is a facet (a run up to the last size)
  // When b(n) is affine on the sizes from `affine_from` on: q*a.x - p*size <= r there.
  std::optional<int> affine_from;
  std::int64_t q = 1, p = 0, r = 0;
  std::string expr;  // with the size on the left when affine, else a.x <= b(n) in words
  std::string where; // "size >= 4" when affine only from some size on ("" otherwise)
};

struct FacetsResult {
  std::string table, where, object, completeness;
  std::vector<std::string> columns;
  std::vector<SizeHull> per_size;           // ascending
  bool all_sizes = false;
  int full_dimension = -1;                  // the largest hull dimension over the sizes
  std::vector<SizeFamilyFacet> every_size;  // with all_sizes
};

// `db` read-only. Throws UsageError (table, column count, a size not stored completely,
// no complete size) or InputError (a column or where clause that does not compile, a
// value that is not an integer).
FacetsResult conjecture_facets(Db& db, const FacetOptions& options);

std::string facets_text(const FacetsResult& r);
std::string facets_json(const FacetsResult& r);

// "2*height - grundy <= 8": terms over `names` (zero coefficients left out), flipped to
// ">=" when the first nonzero coefficient is negative. Exposed for the tests.
std::string linear_inequality_text(const std::vector<std::int64_t>& a, const std::vector<std::string>& names,
                                   const std::string& relation, std::int64_t b);

}  // namespace posetlab
