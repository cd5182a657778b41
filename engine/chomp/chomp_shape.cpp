// Recognising Chomp positions in any labelling; see chomp_shape.hpp.
#include "engine/chomp/chomp_shape.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <utility>

namespace posetlab {

std::optional<ChompShape> recognise_chomp(const Poset& p) {
  const int n = p.size();
  ChompShape shape;
  if (n == 0) {
    shape.row_lengths = {1};
    return shape;
  }
  const std::vector<int> minimal = p.minimal_elements();
  if (minimal.size() > 2) return std::nullopt;
  for (int x = 0; x < n; ++x)
    if (p.lower_covers(x).size() > 2 || p.upper_covers(x).size() > 2) return std::nullopt;

  // On an axis: no lower cover, or one lower cover that is on an axis (then down(x) is
  // that cover's down-set plus x). Elements taken by the size of their down-sets.
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::vector<std::size_t> below(n);
  for (int x = 0; x < n; ++x) below[x] = p.down(x).count();
  std::sort(order.begin(), order.end(), [&](int a, int b) { return below[a] < below[b]; });
  std::vector<char> axis(n, 0);
  for (int x : order) {
    const auto& lc = p.lower_covers(x);
    axis[x] = lc.empty() || (lc.size() == 1 && axis[lc[0]]);
  }
  // Row 0 (columns 1, 2, ...) grows from the first minimal element, column 0 from the other.
  std::vector<char> row_axis(n, 0), col_axis(n, 0);
  for (int x = 0; x < n; ++x) {
    if (!axis[x]) continue;
    if (p.leq(minimal[0], x)) row_axis[x] = 1;
    else if (minimal.size() == 2 && p.leq(minimal[1], x)) col_axis[x] = 1;
  }
  shape.cell.resize(n);
  int max_r = 0, max_c = 0;
  for (int x = 0; x < n; ++x) {
    int r = 0, c = 0;
    p.down(x).for_each([&](std::size_t y) {
      c += row_axis[y];
      r += col_axis[y];
    });
    shape.cell[x] = {r, c};
    max_r = std::max(max_r, r), max_c = std::max(max_c, c);
  }
  // Distinct cells forming a Young diagram with (0,0).
  const int w = max_c + 1;
  std::vector<int> at(std::size_t(max_r + 1) * w, -1);
  for (int x = 0; x < n; ++x) {
    int& slot = at[std::size_t(shape.cell[x].first) * w + shape.cell[x].second];
    if (slot != -1) return std::nullopt;
    slot = x;
  }
  auto present = [&](int r, int c) { return (r == 0 && c == 0) || at[std::size_t(r) * w + c] != -1; };
  for (int x = 0; x < n; ++x) {
    const auto [r, c] = shape.cell[x];
    if ((r > 0 && !present(r - 1, c)) || (c > 0 && !present(r, c - 1))) return std::nullopt;
  }
  // The order is exactly the grid order on the cells.
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y) {
      const bool grid = shape.cell[x].first <= shape.cell[y].first && shape.cell[x].second <= shape.cell[y].second;
      if (grid != p.leq(x, y)) return std::nullopt;
    }
  shape.row_lengths.assign(std::size_t(max_r) + 1, 0);
  for (int x = 0; x < n; ++x) {
    auto& len = shape.row_lengths[shape.cell[x].first];
    len = std::max(len, shape.cell[x].second + 1);
  }
  shape.row_lengths[0] = std::max(shape.row_lengths[0], 1);
  return shape;
}

ChompShape oriented_as_table(ChompShape shape) {
  std::vector<int> transposed(std::size_t(shape.cols()), 0);  // the conjugate partition
  for (int len : shape.row_lengths)
    for (int c = 0; c < len; ++c) ++transposed[std::size_t(c)];
  const bool transpose = shape.rows() > shape.cols() ||
                         (shape.rows() == shape.cols() && transposed > shape.row_lengths);
  if (!transpose) return shape;
  shape.row_lengths = std::move(transposed);
  for (auto& [r, c] : shape.cell) std::swap(r, c);
  return shape;
}

std::string chomp_cells_text(const ChompShape& shape, const std::vector<int>& elements) {
  std::vector<ChompCell> cells;
  for (int x : elements) cells.push_back(shape.cell.at(std::size_t(x)));
  std::sort(cells.begin(), cells.end());
  std::string out;
  for (const auto& [r, c] : cells)
    out += (out.empty() ? "(" : ",(") + std::to_string(r) + "," + std::to_string(c) + ")";
  return out;
}

}  // namespace posetlab
