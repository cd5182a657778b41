#pragma once
// Fitted linear bounds on a target column in up to three invariants, with exact rational
// coefficients, ranked (`posetlab conjecture bounds`).
//
// Fitting: for each set S of 1..max_terms invariants, the distinct tuples (target, S) of
// the mining rows; every facet of their convex hull (exact_hull.hpp) with a nonzero target
// coefficient is a bound q*T <= p.x + c (upper) or q*T >= p.x + c (lower) whose hyperplane
// passes through affinely independent tight tuples, written with coprime integers (the
// rational coefficients p/q and c/q times their common denominator). These are exactly the
// optimal bounds of that form: every valid bound in S is implied by them (and by the
// equalities of a lower-dimensional hull, kept as "equality" bounds). A bound that leaves an
// invariant of S out (coefficient 0) belongs to the smaller set and is kept once. A bound
// tight on fewer than three mined sizes (or on fewer sizes than are mined) is an accident
// of the largest sizes and is dropped, as in `conjecture mine`; so is one with a coefficient
// of the target or an invariant above max_coefficient (an invariant that grows fast, such as
// the automorphism count, otherwise fits bounds nobody would state).
//
// Ranking: by touch number (mining rows on the bound), then by significance (rows where it
// is strictly sharper than every known bound of its direction, known_bounds.hpp), then by
// fewer and smaller coefficients. In that order the Dalmatian rule keeps a bound only when
// it is strictly sharper, on some mining row, than every known bound and every bound kept
// before it; coverage counts its tight rows that no bound kept before is tight on.
//
// Held back: as `conjecture mine`, sizes above mine_up_to (default: the largest complete
// size) are tested one by one; a refuted bound names its smallest counterexample (found by
// test_conjecture through SQL).
#include <cstdint>
#include <string>
#include <vector>

#include "results/conjectures/conjecture_mine.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct BoundsOptions {
  std::string table = default_conjecture_table();
  std::string target;                   // "" the table's default
  std::string where;                    // "" every row
  std::vector<std::string> invariants;  // empty: the table's invariants
  int max_terms = 3;                    // 1..3 invariants a bound
  std::int64_t max_coefficient = 12;    // largest |q|, |p_k| kept (0: any)
  int mine_up_to = -1;                  // -1: every complete size but the largest
  int max_bounds = 30;                  // printed (0: all)
  std::vector<std::string> known;       // --known statements
  std::vector<std::string> known_files; // conjectures files
  bool builtin_known = true;            // the built-in list and the stored conjectures
  bool dalmatian = true;                // false: every fitted bound, ranked, none dropped
};

struct KnownBoundUse {
  std::string statement, source;
  int direction = 0;    // +1 upper, -1 lower, 0 not used
  std::string skipped;  // why it is not used ("" used)
};

struct FittedBound {
  std::string expr;                     // as `conjecture test` takes it: "2*grundy <= size + height - 1"
  std::string kind;                     // "upper bound", "lower bound", "equality"
  std::vector<std::string> invariants;  // the ones it uses
  std::int64_t q = 1;                   // q*target REL p.x + c
  std::vector<std::int64_t> p;
  std::int64_t c = 0;
  std::uint64_t touch = 0, support = 0;
  std::uint64_t significance = 0;  // mining rows where it beats every known bound of its direction
  std::uint64_t coverage = 0;      // tight mining rows no bound ranked above is tight on
  std::vector<HeldBackCheck> held_back;
  bool survives() const;
};

struct BoundsResult {
  std::string table, target, where, completeness;
  std::vector<int> mined_sizes, held_sizes;
  std::uint64_t mined_rows = 0;
  std::vector<KnownBoundUse> known;
  std::vector<FittedBound> bounds;  // ranked
  std::uint64_t fitted = 0;         // facets found before the Dalmatian rule
};

// Throws UsageError (table, target, invariants, max_terms, too few complete sizes, a
// missing file) or InputError (a where clause or --known statement that does not compile).
BoundsResult conjecture_bounds(Db& db, const BoundsOptions& options);

std::string bounds_text(const BoundsResult& r);
std::string bounds_json(const BoundsResult& r);

}  // namespace posetlab
