#pragma once
// Boolean formulas compiled to poset games (002 Sec. 3): the first player wins the
// compiled game iff the formula is true under the assignment.
//
// Syntax (whitespace anywhere between tokens):
//   formula := or
//   or      := and ('|' and)*            OR, lowest precedence, left-associative
//   and     := unary ('&' unary)*        AND
//   unary   := '!' unary | '(' or ')' | 'x' INDEX | '0' | '1'
// Variables are x1, x2, ... (INDEX >= 1). An assignment is a string of '0'/'1' with
// one character per variable x1..xn, n the largest index used: "101" sets x1 = 1,
// x2 = 0, x3 = 1. Parse errors are InputError "<formula>:1:COLUMN: message" (exit 2).
//
// Compilation (002 Sec. 3.2; docs/checks.md, paper 002): false -> A_2 (two
// incomparable points, g = 0); true -> one point (g = 1); A | B -> every point of B
// above every point of A (001's B/A); !A -> Kalinich's NOT (literal steps 1-5 by
// default, or the proof's variant); A & B -> !(!A | !B). Every gate keeps the game
// N-free, so the result is built as a series-parallel tree and solved by the
// Deuber-Thomassé algorithm in time polynomial in its size; formula_poset()
// materialises the order when it is small enough.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/impartial/series_parallel.hpp"
#include "enumerate/families.hpp"

namespace posetlab::formula {

struct Formula {
  enum class Op { Const, Var, Not, And, Or };
  Op op = Op::Const;
  bool value = false;  // Const
  int var = 0;         // Var: 1-based index
  std::vector<std::shared_ptr<const Formula>> args;  // Not: 1, And/Or: 2
};
using FormulaPtr = std::shared_ptr<const Formula>;

FormulaPtr parse_formula(std::string_view text);
std::string formula_text(const Formula& f);  // fully parenthesised binary gates
int variable_count(const Formula& f);        // the largest index used (0 if none)
// Throws InputError (column of the bad character) unless `bits` is 0/1 of length vars.
std::vector<bool> parse_assignment(std::string_view bits, int vars);
bool evaluate(const Formula& f, const std::vector<bool>& assignment);

// Kalinich's NOT on a series-parallel tree, the same construction as families::not_game.
SpTree not_tree(const SpTree& g, families::NotVariant variant);
SpTree or_tree(const SpTree& a, const SpTree& b);   // every point of b above every point of a
SpTree and_tree(const SpTree& a, const SpTree& b, families::NotVariant variant);  // !(!a | !b)

SpTree compile(const Formula& f, const std::vector<bool>& assignment,
               families::NotVariant variant = families::NotVariant::Literal);
// Size of the compiled game without building it (to refuse huge requests).
std::int64_t compiled_size(const Formula& f, const std::vector<bool>& assignment,
                           families::NotVariant variant = families::NotVariant::Literal);

// The compiled game as a Poset; UsageError when it would exceed max_elements.
Poset formula_poset(std::string_view formula, std::string_view assignment, int max_elements = 16384,
                    families::NotVariant variant = families::NotVariant::Literal);

}  // namespace posetlab::formula
