#pragma once
// The bounds already known about a target column, against which `conjecture bounds` judges
// a fitted bound by the Dalmatian rule (it must be strictly sharper than every known bound
// of its direction on some row). Known bounds come from four places: a short built-in list
// of theorems per table, the open conjectures stored in the database, conjectures files
// (conjecture_file.hpp) and the user's --known statements.
//
// A known bound is any comparison LHS op RHS (op one of <=, >=, <, >, at the top level of
// the expression) linear in the target: f(T) = LHS - RHS = a*T + f0. Its value on a row
// comes from SQL, evaluating LHS - RHS with the target replaced by 0, 1 and 2 (so SQL's
// own arithmetic, integer division included, decides what it says); a > 0 makes it an
// upper bound T <= -f0/a, a < 0 a lower bound. A strict comparison is tightened to the
// integers (T < v means T <= ceil(v) - 1).
#include <optional>
#include <string>
#include <vector>

namespace posetlab {

struct KnownBoundSql {
  std::string statement;  // as given
  std::string source;     // "built-in", "stored #3", "FILE:LINE", "--known"
  // SQL for LHS - RHS with the target replaced by 0, 1 and 2 (each a balanced operand).
  std::string at0, at1, at2;
  bool strict = false;  // < or >
};

// Splits `statement` at its one top-level comparison and substitutes the target (a column
// name, matched as a whole identifier outside quotes, any case). nullopt, with `why` set,
// when the statement is no single comparison or does not mention the target.
std::optional<KnownBoundSql> known_bound_sql(const std::string& statement, const std::string& target,
                                             const std::string& source, std::string& why);


// A known bound's value on one row from its three evaluations; nullopt when it says
// nothing about the target there (not linear in it, or the target's coefficient is 0).
// direction: +1 upper bound, -1 lower bound.
struct KnownBoundValue {
  int direction = 0;
  double value = 0;
};
std::optional<KnownBoundValue> known_bound_value(double f0, double f1, double f2, bool strict);

}  // namespace posetlab
