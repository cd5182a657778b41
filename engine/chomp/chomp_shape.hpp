#pragma once
// Recognises Chomp in any labelling: a poset is a Chomp position exactly when adding a
// least element makes it a Young diagram under the grid order, i.e. it is a down-set of
// the rows x cols grid order without its least element (the poisoned square). The full
// board is the rectangle; every position reached from a board is such a diagram.
//
// How: the elements whose down-set is a chain lie on the two axes (row 0 and column 0 of
// the grid); the minimal elements start them. An element's column is the number of
// row-0 axis elements below or equal to it, its row the number of column-0 ones. The
// answer is accepted only after checking that these coordinates are distinct, form a
// Young diagram with the poisoned square, and give exactly the poset's order, so a
// wrong guess can only reject, never mislabel. O(n^2) bit tests; cheap rejections
// (more than two minimal elements, an element with three lower covers) come first.
//
// Which axis is rows and which columns is a choice (the transposed diagram is the same
// game): the first minimal element (lowest id) starts row 0.
#include <optional>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/core/poset.hpp"

namespace posetlab {

struct ChompShape {
  std::vector<int> row_lengths;  // non-increasing, first >= 1 (it holds the poisoned square)
  std::vector<ChompCell> cell;   // cell[x]: the square of element x, never (0,0)
  int rows() const { return int(row_lengths.size()); }
  int cols() const { return row_lengths.front(); }
  bool is_board() const { return row_lengths.front() == row_lengths.back(); }
};

std::optional<ChompShape> recognise_chomp(const Poset& p);

}  // namespace posetlab
