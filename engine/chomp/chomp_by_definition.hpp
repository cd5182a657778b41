#pragma once
// Chomp by its rules alone, the oracle of the dense pass's self-test (ChompDense::self_test):
// a position is a Young diagram, row lengths lambda[0] >= lambda[1] >= ... with the poisoned
// square (0,0) in row 0; biting the cell (r, c), any cell but the poisoned one, cuts every
// row r' >= r to at most c; a position's Grundy value is the mex of its children's. Values
// are memoised in a map keyed by the row lengths (trailing empty rows dropped), so one
// object serves every box. Nothing of chomp_dense.hpp is shared: no ranks, no layers, no
// arrays, no threads. Small positions only: the recursion goes one level per bite.
#include <map>
#include <utility>
#include <vector>

namespace posetlab {

class ChompByDefinition {
 public:
  // The Grundy value of the diagram `lambda` (non-increasing, first row >= 1).
  int grundy(std::vector<int> lambda);
  // The value after each bite of `lambda`, in row-major order of the bitten cells (row, column).
  std::vector<std::pair<std::pair<int, int>, int>> option_values(const std::vector<int>& lambda);

 private:
  std::map<std::vector<int>, int> memo_;
};

}  // namespace posetlab
