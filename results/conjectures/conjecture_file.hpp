#pragma once
// A conjectures file: one conjecture a line, for `verify --conjectures FILE`.
//
//   # comment lines; the comments right above a conjecture are its note
//   NAME: EXPRESSION
//   NAME(TABLE): EXPRESSION where: CONDITION
//   !NAME: EXPRESSION expect: OBJECT
//                                   a conjecture known to fail: verify expects its smallest
//                                   counterexample to be OBJECT (as `conjecture test` prints it)
//
// NAME is letters, digits, '_', '-', '.'; TABLE one of the tables conjecture_tables.hpp
// knows (default posets); EXPRESSION and CONDITION are SQL expressions over its columns,
// split at the first " where:" and " expect:" (any case) outside quotes; "expect:" only
// after '!', and '!' only with "expect:". Blank lines are skipped. A
// malformed line is an InputError at its line and column; so is a name used twice.
#include <cstddef>
#include <string>
#include <vector>

#include "results/conjectures/conjecture_tables.hpp"

namespace posetlab {

struct ConjectureLine {
  std::string name, table = default_conjecture_table(), expr, where, note;
  std::string expected_counterexample;  // with expected_false
  bool expected_false = false;
  int line = 0;
  std::size_t expr_column = 0, where_column = 0;  // 1-based columns of expr and where in the line
};

std::vector<ConjectureLine> parse_conjectures(const std::string& text, const std::string& input);
// Reads and parses a file; a missing file is a UsageError.
std::vector<ConjectureLine> read_conjectures_file(const std::string& path);

}  // namespace posetlab
