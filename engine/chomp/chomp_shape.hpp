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
#include <string>
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

// The shape as the chomp table writes boards (a x b, a <= b): transposed when it has more
// rows than columns, and, with as many rows as columns, when the transpose has the longer
// rows first (lexicographically larger row lengths). Every labelling of a position then names
// the same cells: a diagram equal to its transpose is a symmetric game, so its winning cells
// are a symmetric set either way.
ChompShape oriented_as_table(ChompShape shape);

// The cells of `elements` under `shape`, as the chomp table's bites column writes them but
// comma-joined like every list of `solve`'s text: "(3,8),(4,5)", "" for none; sorted.
std::string chomp_cells_text(const ChompShape& shape, const std::vector<int>& elements);

}  // namespace posetlab
