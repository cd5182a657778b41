#pragma once
// The hardness reductions of 004 §6-7 from CNF formulas to pomax games, with the
// brute-force truth of the formulas they encode (the oracle of the checks).
//
// Formulas use the syntax of enumerate/formula.hpp and must be in conjunctive normal
// form: clauses joined by '&', each a '|' of literals x_i or !x_i (parentheses allowed,
// e.g. "(x1 | !x2 | x3) & (!x1 | x2)"). Anything else is a UsageError naming the part
// that is not CNF. Variables are x1..xn with n the largest index used.
//
// 3-SAT (004 Thm 6.1), height 2, colours as printed (White = Left):
//   per variable i: white "x_i=0" and "x_i=1", both covering one black candy;
//   per clause j: a black element c_j covered by the assignment elements that make the
//   clause false (x_i=0 for a literal x_i, x_i=1 for !x_i);
//   n isolated black elements.
//   Claim: value 0 iff the formula is satisfiable, and never > 0.
// QBF (004 Thm 7.1), height 3, for forall x1 exists x2 ... forall x_{n-1} exists x_n:
//   n is rounded up to even (an unused last existential variable changes nothing);
//   per variable i: "x_i=0", "x_i=1", black for odd i and white for even i; below both,
//   m+1 white candies for odd i and one black candy for even i (m = clauses);
//   per clause: a black c_j covered by the falsifying assignment elements, as above;
//   per i = 1..n-1 the gadget a_i^b (b = 0, 1), covered by "x_{i+1}=b", and b_i^ab
//   covered by a_i^b and by "x_i=a"; a_i^b black for odd i and white for even i, b_i^ab
//   the other colour.
//   Claim: value 0 iff the QBF is true, and never > 0.
// Where the extracted paper text is silent: it does not say whether the QBF candies of
// one variable sit below both assignment elements of that variable only (the 3-SAT
// wording, "x_i=0 and x_i=1 cover some candy elements", is read that way here), nor
// whether the QBF construction keeps the n isolated black elements of the 3-SAT one (it
// lists assignment, clause, candy and gadget elements only, so it has none here).
#include <string>
#include <string_view>
#include <vector>

#include "engine/partizan/coloured_poset.hpp"

namespace posetlab::reductions {

// Literals: +i for x_i, -i for !x_i (i >= 1).
struct Cnf {
  int vars = 0;
  std::vector<std::vector<int>> clauses;
};

Cnf parse_cnf(std::string_view text);  // InputError for syntax, UsageError if not CNF
std::string cnf_text(const Cnf& f);    // "(x1 | !x2) & (x3)"

// Brute force over all assignments (vars <= 24).
bool satisfiable(const Cnf& f);
// forall x1 exists x2 ... over `vars` variables (rounded up to even), brute force.
bool qbf_true(const Cnf& f);

struct Reduction {
  ColouredPoset poset;
  std::vector<std::string> labels;  // labels[i] names element i ("x2=1", "candy3", "c1", ...)
};

Reduction sat_to_pomax(const Cnf& f);
Reduction qbf_to_pomax(const Cnf& f);

}  // namespace posetlab::reductions
