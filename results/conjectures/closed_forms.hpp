#pragma once
// Closed forms for a function given as a table: integer feature tuples -> an integer
// value, one entry a tuple. Each form is fitted exactly (no floating point) and checked
// on every entry before it is returned:
//   - constant:  value = c;
//   - linear:    q*value = c + sum a_i*f_i (coprime integers, q > 0), found by row
//                reduction over the rationals of the columns [1, f_1..f_k, value]: the value
//                is affine in the features exactly when its column is no pivot;
//   - xor:       value = c XOR (XOR_i A_i*(f_i mod 2)), the nim-sum forms of 000 Cor. 4.3
//                (g = b XOR 3t), found bit by bit: bit j of the value as an affine function
//                over GF(2) of the features' parities;
//   - xor2:      the same with the products of two parities as terms as well, the form
//                of 000 Thm 4.2 (g = b XOR t(p XOR 2) = b XOR 2t XOR tp).
// A form with free choices (dependent columns) takes the free coefficients 0. A form is
// kept only when more points fit it than it has coefficients to choose (its rank): entries
// for linear, distinct parity patterns for xor; on fewer, any values fit and it says
// nothing. The text of
// each form is an SQL expression `conjecture test` takes, with xor(...) (xor_sql.hpp).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace posetlab {

struct FunctionEntry {
  std::vector<std::int64_t> features;
  std::int64_t value = 0;
};

struct ClosedForm {
  std::string kind;        // "constant", "linear", "xor", "xor2"
  std::string expression;  // `target = ...`, as `conjecture test` takes it
  // linear and constant: q*value = c + sum a[i]*f_i. xor, xor2: value = c XOR (XOR_i
  // a[i]*(f_i mod 2)) XOR (XOR over pairs (i, j, A) of A*(f_i mod 2)*(f_j mod 2)).
  std::int64_t q = 1, c = 0;
  std::size_t rank = 0;  // coefficients the points determine (the pivots of the fit)
  std::vector<std::int64_t> a;
  struct Pair {
    int i = 0, j = 0;
    std::int64_t a = 0;
  };
  std::vector<Pair> pairs;
  // The value the form gives a feature tuple (nullopt: q does not divide, for linear).
  std::optional<std::int64_t> evaluate(const std::vector<std::int64_t>& features) const;
};

// The forms that fit every entry, simplest first: constant (when it fits, nothing else is
// proposed), then linear and xor, and xor2 only when xor does not fit. `names` are the
// features' SQL texts, `target` the target's.
std::vector<ClosedForm> fit_closed_forms(const std::vector<FunctionEntry>& entries,
                                         const std::vector<std::string>& names, const std::string& target);

}  // namespace posetlab
