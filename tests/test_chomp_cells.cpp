// `solve --moves` names a Chomp position's winning moves as cells (row, column), as the
// chomp table writes its bites: held against plain search by the definition on the board of
// `family chomp` (a cell wins when the position without every cell (r',c') >= (r,c) has value
// 0), whatever the labelling, and whichever of a board and its transpose is read.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "api/solve.hpp"
#include "engine/chomp/chomp_shape.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/families.hpp"

namespace posetlab {
namespace {

// The cells (r, c) of the diagram `lam` (rows of lengths lam, the poisoned square included)
// whose bite leaves value 0, as "(r,c),(r,c)", by plain search on induced subposets.
std::string winning_cells_by_definition(const std::vector<int>& lam) {
  const int cols = lam[0];
  const Poset board = families::chomp(int(lam.size()), cols);
  std::string out;
  for (int r = 0; r < int(lam.size()); ++r)
    for (int c = 0; c < lam[r]; ++c) {
      if (!r && !c) continue;
      std::vector<int> left;
      for (int r2 = 0; r2 < int(lam.size()); ++r2)
        for (int c2 = 0; c2 < lam[r2]; ++c2)
          if ((r2 || c2) && !(r2 >= r && c2 >= c)) left.push_back(families::chomp_element(cols, r2, c2));
      if (plain_grundy(board.induced(left)) == 0)
        out += (out.empty() ? "(" : ",(") + std::to_string(r) + "," + std::to_string(c) + ")";
    }
  return out;
}

// The diagram `lam` as a poset: rows and columns swapped when `transpose`, ids shuffled.
Poset diagram_poset(const std::vector<int>& lam, bool transpose, std::mt19937_64& rng) {
  std::vector<std::pair<int, int>> cells;
  for (int r = 0; r < int(lam.size()); ++r)
    for (int c = 0; c < lam[r]; ++c)
      if (r || c) cells.emplace_back(transpose ? c : r, transpose ? r : c);
  std::shuffle(cells.begin(), cells.end(), rng);
  std::vector<Relation> less;
  for (int x = 0; x < int(cells.size()); ++x)
    for (int y = 0; y < int(cells.size()); ++y)
      if (x != y && cells[x].first <= cells[y].first && cells[x].second <= cells[y].second) less.emplace_back(x, y);
  return Poset::from_relations(int(cells.size()), less);
}

std::string solve_cells(const Poset& p) {
  api::SolveRequest moves;
  moves.moves = true;
  const api::Answer a = api::solve_line("impartial", p.to_text(), moves);
  const auto* cells = a.find("winning_cells");
  return cells ? std::get<std::string>(*cells) : "(no winning_cells field)";
}

TEST(ChompCells, WinningMovesAreTheTableCellsInAnyLabellingAndOrientation) {
  std::mt19937_64 rng(49);
  // Boards a x b (a <= b) and positions: as the table orients them, the one with fewer rows
  // first, and, with as many rows as columns, the longer rows first.
  const std::vector<std::vector<int>> shapes{{2, 2}, {3, 3}, {4, 4, 4}, {5, 5, 5}, {4, 4, 4, 4},
                                             {6, 6, 6}, {5, 3, 1}, {4, 4, 2}, {6, 2}, {3, 3, 1}};
  for (const auto& lam : shapes) {
    const std::string expected = winning_cells_by_definition(lam);
    for (int t = 0; t < 4; ++t) {
      const Poset p = diagram_poset(lam, t % 2 == 1, rng);
      EXPECT_EQ(solve_cells(p), expected) << "diagram of " << lam.size() << " rows, first " << lam[0]
                                          << (t % 2 ? ", transposed" : "") << ": " << p.to_text();
    }
  }
  // A self-transposed diagram has a symmetric set of winning cells in either orientation.
  EXPECT_EQ(solve_cells(families::chomp(4, 4)), winning_cells_by_definition({4, 4, 4, 4}));
}

TEST(ChompCells, OnlyChompPositionsCarryCells) {
  api::SolveRequest moves;
  moves.moves = true;
  EXPECT_EQ(api::solve_line("impartial", "poset 4: 0<1 0<2 1<3 2<3", moves).find("winning_cells"), nullptr);
  EXPECT_EQ(api::solve_line("impartial", "poset 3: 0<1 0<2", moves).find("winning_cells"), nullptr);
  // Without --moves, no cells either.
  EXPECT_EQ(api::solve_line("impartial", families::chomp(3, 4).to_text()).find("winning_cells"), nullptr);
}

}  // namespace
}  // namespace posetlab
