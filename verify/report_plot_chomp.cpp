// The chomp plot of the report: every stored board a x b drawn as a small grid at row a,
// column b of the chart, its winning bites marked as cells (row, column) with the poisoned
// square (0,0) at the top left, as the papers and the chomp table write them.
#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/error.hpp"
#include "results/queries/svg_board.hpp"
#include "verify/report_plot.hpp"

namespace posetlab::checks {
namespace {

// "(0,3) (2,5)" -> cells; "-" -> none. DbError for any other text.
std::vector<std::pair<int, int>> parse_bites(const std::string& text, const std::string& board) {
  std::vector<std::pair<int, int>> cells;
  if (text == "-") return cells;
  std::size_t at = 0;
  while (at < text.size()) {
    int r = 0, c = 0, used = 0;
    if (std::sscanf(text.c_str() + at, " (%d,%d)%n", &r, &c, &used) != 2 || used == 0)
      throw DbError("chomp board " + board + ": unreadable bites '" + text + "'");
    cells.emplace_back(r, c);
    at += std::size_t(used);
  }
  return cells;
}

void add_chomp_plot(Db& db, ReportPlots& out) {
  if (!table_has_rows(db, "chomp")) {
    out.skipped.push_back("The chomp table is empty (run `posetlab enumerate chomp`).");
    return;
  }
  BoardChart chart;
  chart.title = "Winning bites of the Chomp boards a x b (row a, column b)";
  chart.note = "red: the winning bites (row, column); black: the poisoned square (0,0), top left";
  Stmt q = db.prepare("SELECT a, b, bites FROM chomp ORDER BY a, b");
  int largest = 0;
  while (q.step()) {
    CellBoard board;
    board.rows = int(q.int64(0)), board.cols = int(q.int64(1));
    board.title = std::to_string(board.rows) + " x " + std::to_string(board.cols);
    board.marked = parse_bites(q.text(2), board.title);
    board.grid_row = board.rows - 1, board.grid_col = board.cols - 1;
    largest = std::max(largest, board.cols);
    chart.boards.push_back(std::move(board));
  }
  out.plots.push_back({"chomp-bites",
                       "The winning bites of the " + std::to_string(chart.boards.size()) +
                           " Chomp boards stored (up to " + std::to_string(largest) +
                           " columns), each board a x b at row a and column b; a winning bite (r,c) removes every "
                           "cell (r',c') with r' >= r and c' >= c and leaves a position of value 0.",
                       svg_board_chart(chart)});
}

const PlotRegistrar chomp_plots("chomp", add_chomp_plot);

}  // namespace
}  // namespace posetlab::checks
