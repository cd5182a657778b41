#include "enumerate/coloured_families.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>

#include "engine/core/error.hpp"
#include "engine/core/format_common.hpp"
#include "enumerate/family_errors.hpp"

namespace posetlab::families {
namespace {

// Non-negative decimal numbers separated by `sep`, for shapes, heights and parents.
std::vector<int> numbers(std::string_view text, char sep, const std::string& what) {
  std::vector<int> out;
  if (text.empty()) return out;
  std::size_t start = 0;
  while (true) {
    std::size_t end = text.find(sep, start);
    std::string_view item = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    require(!item.empty() && item.size() <= 6 && item.find_first_not_of("0123456789") == std::string_view::npos,
            what + " '" + std::string(text) + "': expected non-negative numbers separated by '" + sep + "'");
    out.push_back(std::stoi(std::string(item)));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return out;
}

void require_weakly_decreasing(std::span<const int> v, const std::string& what) {
  for (std::size_t i = 1; i < v.size(); ++i)
    require(v[i] <= v[i - 1], what + " must be weakly decreasing");
}

Colour parity_colour(int parity, Colour corner) { return parity % 2 == 0 ? corner : opposite(corner); }

}  // namespace

std::vector<int> parse_shape(std::string_view text) {
  if (text.empty() || text == "0") return {};
  if (auto x = text.find('x'); x != std::string_view::npos) {
    auto r = numbers(text.substr(0, x), ',', "shape"), c = numbers(text.substr(x + 1), ',', "shape");
    require(r.size() == 1 && c.size() == 1, "shape '" + std::string(text) + "': expected ROWSxCOLS");
    require(std::int64_t(r[0]) * c[0] <= kDefaultMaxElements, "shape '" + std::string(text) + "' is too large");
    return std::vector<int>(c[0] == 0 ? 0 : r[0], c[0]);
  }
  std::vector<int> rows = numbers(text, ',', "shape");
  require_weakly_decreasing(rows, "row lengths");
  while (!rows.empty() && rows.back() == 0) rows.pop_back();
  std::int64_t total = 0;
  for (int r : rows) total += r;
  require(total <= kDefaultMaxElements, "shape '" + std::string(text) + "' is too large");
  return rows;
}

Diagram cell_diagram(std::vector<Cell> cells, Colour corner) {
  std::map<std::pair<int, int>, int> id;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    require(cells[i].row >= 0 && cells[i].col >= 0, "cells need non-negative coordinates");
    require(id.emplace(std::pair{cells[i].row, cells[i].col}, int(i)).second, "a cell is listed twice");
  }
  // The product order: a cell is below every cell weakly right of and below it.
  std::vector<Relation> rel;
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = 0; j < cells.size(); ++j)
      if (i != j && cells[i].row <= cells[j].row && cells[i].col <= cells[j].col) rel.emplace_back(int(i), int(j));
  Diagram d{{Poset::from_relations(int(cells.size()), rel), {}}, std::move(cells)};
  for (const Cell& c : d.cells) d.poset.colour.push_back(parity_colour(c.row + c.col, corner));
  return d;
}

Diagram young_diagram(std::span<const int> rows, Colour corner) {
  return skew_diagram(rows, {}, corner);
}

Diagram skew_diagram(std::span<const int> lambda, std::span<const int> mu, Colour corner) {
  require_weakly_decreasing(lambda, "row lengths");
  require_weakly_decreasing(mu, "inner row lengths");
  require(mu.size() <= lambda.size(), "the inner shape has more rows than the outer one");
  std::vector<Relation> rel;
  std::vector<Cell> cells;
  std::map<std::pair<int, int>, int> id;
  for (int r = 0; r < int(lambda.size()); ++r) {
    const int skip = r < int(mu.size()) ? mu[r] : 0;
    require(skip <= lambda[r], "the inner shape must lie inside the outer one");
    for (int c = skip; c < lambda[r]; ++c) {
      id[{r, c}] = int(cells.size());
      cells.push_back({r, c});
    }
  }
  // Convex in the product order, so the covers are the adjacent pairs.
  for (const Cell& c : cells) {
    int me = id[{c.row, c.col}];
    if (auto it = id.find({c.row, c.col + 1}); it != id.end()) rel.emplace_back(me, it->second);
    if (auto it = id.find({c.row + 1, c.col}); it != id.end()) rel.emplace_back(me, it->second);
  }
  Diagram d{{Poset::from_relations(int(cells.size()), rel), {}}, std::move(cells)};
  for (const Cell& c : d.cells) d.poset.colour.push_back(parity_colour(c.row + c.col, corner));
  return d;
}

std::vector<std::vector<int>> parse_heights(std::string_view text) {
  std::vector<std::vector<int>> rows;
  if (text.empty()) return rows;
  std::size_t start = 0;
  while (true) {
    std::size_t end = text.find('/', start);
    rows.push_back(numbers(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start),
                           ',', "heights"));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return rows;
}

ColouredPoset plane_partition(const std::vector<std::vector<int>>& h, Colour corner) {
  std::int64_t total = 0;
  for (std::size_t r = 0; r < h.size(); ++r) {
    require_weakly_decreasing(h[r], "plane partition rows");
    for (std::size_t c = 0; c < h[r].size(); ++c) {
      if (r > 0) require(c < h[r - 1].size() && h[r][c] <= h[r - 1][c], "plane partition columns must be weakly decreasing");
      total += h[r][c];
    }
  }
  require(total <= kDefaultMaxElements, "plane partition too large");
  std::map<std::tuple<int, int, int>, int> id;
  std::vector<std::tuple<int, int, int>> cells;
  for (int r = 0; r < int(h.size()); ++r)
    for (int c = 0; c < int(h[r].size()); ++c)
      for (int k = 0; k < h[r][c]; ++k) {
        id[{r, c, k}] = int(cells.size());
        cells.emplace_back(r, c, k);
      }
  std::vector<Relation> rel;  // an order ideal is convex: covers are unit steps
  for (auto [r, c, k] : cells) {
    int me = id[{r, c, k}];
    for (auto next : {std::tuple{r + 1, c, k}, std::tuple{r, c + 1, k}, std::tuple{r, c, k + 1}})
      if (auto it = id.find(next); it != id.end()) rel.emplace_back(me, it->second);
  }
  ColouredPoset p{Poset::from_relations(int(cells.size()), rel), {}};
  for (auto [r, c, k] : cells) p.colour.push_back(parity_colour(r + c + k, corner));
  return p;
}

std::vector<int> parse_parents(std::string_view text) {
  if (text == "-") return {};
  return numbers(text, ',', "parents");
}

ColouredPoset coloured_tree(std::span<const int> parents, Colour root) {
  const int n = int(parents.size()) + 1;
  require(n <= kDefaultMaxElements, "tree too large");
  std::vector<Relation> rel;
  std::vector<int> depth(n, 0);
  for (int i = 1; i < n; ++i) {
    int p = parents[i - 1];
    require(p >= 0 && p < i, "tree: the parent of element " + std::to_string(i) + " must be one of 0.." +
                                 std::to_string(i - 1) + ", got " + std::to_string(p));
    rel.emplace_back(p, i);
    depth[i] = depth[p] + 1;
  }
  ColouredPoset t{Poset::from_relations(n, rel), {}};
  for (int i = 0; i < n; ++i) t.colour.push_back(parity_colour(depth[i], root));
  return t;
}

bool is_tree_poset(const Poset& p) {
  if (p.empty()) return true;
  int roots = 0;
  for (int x = 0; x < p.size(); ++x) {
    const std::size_t below = p.lower_covers(x).size();
    if (below == 0) ++roots;
    if (below > 1) return false;
  }
  return roots == 1;
}

ColouredPoset blacks_below_white(int k) {
  require(k >= 1, "k must be >= 1");
  std::vector<Relation> rel;
  for (int i = 0; i < k; ++i) rel.emplace_back(i, k);
  ColouredPoset p{Poset::from_relations(k + 1, rel), std::vector<Colour>(k, Colour::Black)};
  p.colour.push_back(Colour::White);
  return p;
}

ColouredPoset black_below_whites(int k) {
  require(k >= 1, "k must be >= 1");
  std::vector<Relation> rel;
  for (int i = 1; i <= k; ++i) rel.emplace_back(0, i);
  ColouredPoset p{Poset::from_relations(k + 1, rel), std::vector<Colour>(k + 1, Colour::White)};
  p.colour[0] = Colour::Black;
  return p;
}

}  // namespace posetlab::families
