#pragma once
// Small boards of square cells as self-contained SVG (the winning bites of Chomp boards in
// `posetlab report`): a grid of panels, each a rows x cols board with row 0 at the top and
// column 0 at the left, the corner cell (0,0) shaded (Chomp's poisoned square) and some
// cells marked. Each marked cell is a <rect class="mark"> with data-cell="(r,c)", each
// board a <g class="board"> with data-title, so a reader (or a test) gets the cells back.
#include <string>
#include <utility>
#include <vector>

namespace posetlab {

struct CellBoard {
  std::string title;                         // e.g. "6 x 13"
  int rows = 1, cols = 1;
  std::vector<std::pair<int, int>> marked;   // (row, column) cells
  int grid_row = 0, grid_col = 0;            // where the panel sits in the chart's grid
};

struct BoardChart {
  std::string title;
  std::string note;  // one line under the title, may be empty
  std::vector<CellBoard> boards;
};

// Throws UsageError for no boards, an empty board or a marked cell outside its board.
std::string svg_board_chart(const BoardChart& chart);

}  // namespace posetlab
