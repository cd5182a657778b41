// Boards of cells as SVG; see svg_board.hpp. Every panel has the size of the largest
// board, so boards of one grid row or column line up.
#include "results/queries/svg_board.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "engine/core/error.hpp"
#include "results/queries/svg_plot.hpp"

namespace posetlab {
namespace {

constexpr double kCell = 6, kPad = 6, kTitle = 12, kBoardHeader = 44;

}  // namespace

std::string svg_board_chart(const BoardChart& chart) {
  if (chart.boards.empty()) throw UsageError("svg_board_chart: '" + chart.title + "' has no boards");
  int max_rows = 1, max_cols = 1, grid_rows = 1, grid_cols = 1;
  for (const CellBoard& b : chart.boards) {
    if (b.rows < 1 || b.cols < 1) throw UsageError("svg_board_chart: board '" + b.title + "' is empty");
    for (const auto& [r, c] : b.marked)
      if (r < 0 || c < 0 || r >= b.rows || c >= b.cols)
        throw UsageError("svg_board_chart: cell (" + std::to_string(r) + "," + std::to_string(c) + ") is outside board '" +
                         b.title + "'");
    max_rows = std::max(max_rows, b.rows), max_cols = std::max(max_cols, b.cols);
    grid_rows = std::max(grid_rows, b.grid_row + 1), grid_cols = std::max(grid_cols, b.grid_col + 1);
  }
  const double panel_w = std::max(kCell * max_cols + 2 * kPad, 40.0), panel_h = kTitle + kCell * max_rows + 2 * kPad;
  // Wide enough for the title at 11 and the note at 8 units a character (few boards are narrow).
  const double width = std::max({panel_w * grid_cols, 320.0, 0.62 * 11 * double(chart.title.size()) + 16,
                                 0.62 * 8 * double(chart.note.size()) + 16});
  const double height = kBoardHeader + panel_h * grid_rows;
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << svg_number(width) << " " << svg_number(height) << "\" width=\""
      << svg_number(width) << "\" height=\"" << svg_number(height) << "\" font-family=\"sans-serif\">\n"
      << "<title>" << xml_escape(chart.title) << "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << "<text x=\"" << svg_number(width / 2) << "\" y=\"18\" text-anchor=\"middle\" font-size=\""
      << svg_fitting_font(chart.title, width, 14) << "\" font-weight=\"bold\">"
      << xml_escape(chart.title) << "</text>\n";
  if (!chart.note.empty())
    out << "<text x=\"" << svg_number(width / 2) << "\" y=\"34\" text-anchor=\"middle\" font-size=\""
        << svg_fitting_font(chart.note, width, 9) << "\" fill=\"#555\">"
        << xml_escape(chart.note) << "</text>\n";
  for (const CellBoard& b : chart.boards) {
    const double x0 = panel_w * b.grid_col + kPad, y0 = kBoardHeader + panel_h * b.grid_row;
    out << "<g class=\"board\" data-title=\"" << xml_escape(b.title) << "\">\n<text x=\"" << svg_number(x0) << "\" y=\""
        << svg_number(y0 + 8) << "\" font-size=\"8\">" << xml_escape(b.title) << "</text>\n";
    const double top = y0 + kTitle;
    out << "<rect x=\"" << svg_number(x0) << "\" y=\"" << svg_number(top) << "\" width=\"" << svg_number(kCell * b.cols) << "\" height=\""
        << svg_number(kCell * b.rows) << "\" fill=\"#eee\" stroke=\"#999\" stroke-width=\"0.5\"/>\n";
    out << "<rect class=\"corner\" x=\"" << svg_number(x0) << "\" y=\"" << svg_number(top) << "\" width=\"" << svg_number(kCell)
        << "\" height=\"" << svg_number(kCell) << "\" fill=\"#333\"/>\n";
    for (const auto& [r, c] : b.marked) {
      const std::string cell = "(" + std::to_string(r) + "," + std::to_string(c) + ")";
      out << "<rect class=\"mark\" data-cell=\"" << cell << "\" x=\"" << svg_number(x0 + kCell * c) << "\" y=\""
          << svg_number(top + kCell * r) << "\" width=\"" << svg_number(kCell) << "\" height=\"" << svg_number(kCell)
          << "\" fill=\"#c00000\"><title>" << xml_escape(b.title) << ": " << cell << "</title></rect>\n";
    }
    out << "</g>\n";
  }
  out << "</svg>\n";
  return out.str();
}

}  // namespace posetlab
