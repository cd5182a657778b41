#pragma once
// Coloured posets of papers 001 and 004 for the partizan games: cell diagrams (Young,
// skew, square arrays), plane partitions, coloured trees and the two families of
// 001 Fig. 2. Arguments outside the documented range throw UsageError.
//
// Cell diagrams: cell (r, c) is row r, column c from the top-left; the poset is the
// product order (a cell covers its left and its upper neighbour, 004 §4.1), elements
// numbered row by row. Young and skew shapes are convex in the product order, so their
// covers are exactly the adjacent pairs. Chess colouring: the colour of (r, c) depends
// on the parity of r + c, and `corner` is the colour that parity 0 (cell (0, 0), present
// or not) gets. Diagram.cells keeps the coordinates for corner removal (004 §4.2).
#include <span>
#include <string_view>
#include <vector>

#include "engine/partizan/coloured_poset.hpp"
#include "engine/partizan/partizan_plain.hpp"

namespace posetlab::families {

struct Diagram {
  ColouredPoset poset;
  std::vector<Cell> cells;  // cells[i] is element i
};

// "5,4,2" (row lengths, weakly decreasing, positive) or "RxC" (R rows of C cells);
// "" or "0" is the empty shape.
std::vector<int> parse_shape(std::string_view text);

// Any set of distinct cells (non-negative coordinates), product order, chess colouring.
Diagram cell_diagram(std::vector<Cell> cells, Colour corner);
Diagram young_diagram(std::span<const int> rows, Colour corner);
// lambda / mu: the cells of lambda not in mu (mu inside lambda row by row).
Diagram skew_diagram(std::span<const int> lambda, std::span<const int> mu, Colour corner);

// A plane partition given by its heights h[r][c] (weakly decreasing along rows and
// columns): the cells (r, c, k) with k < h[r][c] under the product order of three
// chains, i.e. an order ideal of a product of three chains (004 Fig. 2 left). Chess
// coloured by the parity of r + c + k, parity 0 getting `corner`. Element order: r, c,
// then k.
ColouredPoset plane_partition(const std::vector<std::vector<int>>& heights, Colour corner);
// "2,1/1": rows of heights separated by '/'.
std::vector<std::vector<int>> parse_heights(std::string_view text);

// A tree poset (root = minimum, element 0; every other element covers exactly one):
// parents[i-1] < i is the element that i covers. Chess coloured with the root `root`.
ColouredPoset coloured_tree(std::span<const int> parents, Colour root);
// "0,0,1": the parents of elements 1, 2, ...; "" or "-" is the one-point tree.
std::vector<int> parse_parents(std::string_view text);
// True for a tree poset in 004's sense (the empty poset included).
bool is_tree_poset(const Poset& p);

// 001 Fig. 2: k black points all below one white point (the white one is element k),
// and one black point (element 0) below k white points. k >= 1.
ColouredPoset blacks_below_white(int k);
ColouredPoset black_below_whites(int k);

}  // namespace posetlab::families
