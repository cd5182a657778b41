// Checks of Chomp theorems published beyond the five papers, each against a pass that does
// not assume it:
//   - Sheiner (arXiv:2605.23837): every 3 x n board has exactly one winning opening. The
//     3-row pass (engine/chomp/chomp_rows.hpp) values every 3-row position by the bites of
//     the definition; the winning openings of (n, n, n) are counted from it, never assumed
//     to be one;
//   - Garg (arXiv:2604.25952 v2): 961 619 972 P-positions of 4-row Chomp with first row at
//     most 3000, counted by the 4-row pass (rows a >= b >= c >= d >= 0, as OEIS A395126);
//   - Padhi's Staircase Theorem (zeilberger-challenges, chomp/chomp-note.tex, 2026): the
//     winning bites of a rectangle of two rows or more never lie in the first row, and a
//     lower one lies strictly further left. The dense pass over the box (engine/chomp/chomp_dense.hpp) gives every
//     board's winning bites by retrograde analysis, assuming nothing about where they lie.
// Cells are (row, column) with the poisoned square at (0,0).
#include <string>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_rows.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

// The winning openings of the 3 x n board (n, n, n), from the 3-row layers: a bite in row
// 0 at column j leaves (j, j, j), in row 1 (n, j, j), in row 2 (n, n, j); each wins when
// that position is a P-position, that is when the pass's last row for its prefix is j.
CheckResult check_three_row_unique_opening(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 300 : 20000;
  std::vector<char> cube_p(std::size_t(top) + 1, 0);  // (j, j, j) is a P-position
  int cube_wins = 0;                                   // of j < n
  chomp_rows_run(3, top, [&](const ChompRowsLayer& l) {
    const int n = l.a;
    int openings = cube_wins, row1 = 0, row2 = 0;
    for (int j = 0; j < n; ++j) row1 += l.last[std::size_t(j)] == j;
    const int last = l.last[std::size_t(n)];
    row2 = last != kChompRowsNone && last < n;
    openings += row1 + row2;
    tally.expect(openings == 1, [&] {
      return value_counterexample(n, "3 x " + to_string(n),
                                  to_string(openings) + " winning openings (" + to_string(cube_wins) + " in row 0, " +
                                      to_string(row1) + " in row 1, " + to_string(row2) + " in row 2)");
    });
    cube_p[std::size_t(n)] = last == n;
    cube_wins += cube_p[std::size_t(n)];
  });
  return tally.result("every 3 x n board, n <= " + to_string(top));
}

const Check kCheck_Sheiner_3xn_unique{
    .id = "lit-Chomp-3xn-unique", .source = "Sheiner, arXiv:2605.23837 (3 x n Chomp)",
    .claim = "Every 3 x n Chomp board has exactly one winning opening bite",
    .scope = "every 3 x n board, n <= 20000",
    .oracle = "definition",
    .list_order = 900, .cost = 2,
    .run = check_three_row_unique_opening,
};

CheckResult check_four_row_count(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 500 : 3000;
  const std::uint64_t published = o.quick ? 4316097 : 961619972;  // a <= 500: the A395126 check's count
  const std::uint64_t total = chomp_rows_run(4, top, [](const ChompRowsLayer&) {});
  tally.expect(total == published, [&] {
    return value_counterexample(top, "4 rows, a <= " + to_string(top),
                                to_string(total) + " P-positions, published " + to_string(published));
  });
  return tally.result("4-row P-positions with first row a <= " + to_string(top), to_string(total) + " P-positions");
}

const Check kCheck_Garg_4row_count{
    .id = "lit-Chomp-4row-count", .source = "Garg, arXiv:2604.25952 v2 (4-row Chomp to n = 3000)",
    .claim = "4-row Chomp has 961619972 P-positions (a, b, c, d), a >= b >= c >= d >= 0, with first row a <= 3000",
    .scope = "every 4-row position with a <= 3000",
    .oracle = "peer:Garg",
    .list_order = 910, .cost = 5,
    .run = check_four_row_count,
};

CheckResult check_staircase(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 8 : 16;
  ChompDenseOptions options;
  options.outcome_only = true;  // one bit a position: the 16 x 16 box in 75 MB
  const ChompDense dense(top, top, options);
  for (int a = 2; a <= top; ++a)  // one row: the one winning bite takes all but the poison
    for (int b = 1; b <= top; ++b) {
      const std::vector<ChompCell> bites = dense.board_winning_bites(a, b);  // row-major
      bool staircase = true;
      for (std::size_t i = 0; i < bites.size(); ++i) {
        staircase &= bites[i].first >= 1;
        if (i) staircase &= bites[i].first > bites[i - 1].first && bites[i].second < bites[i - 1].second;
      }
      tally.expect(staircase, [&] {
        std::string cells;
        for (const auto& [r, c] : bites) cells += " (" + to_string(r) + "," + to_string(c) + ")";
        return value_counterexample(a * b, to_string(a) + " x " + to_string(b), "winning bites" + cells);
      });
    }
  return tally.result("every board a x b, 2 <= a <= " + to_string(top) + ", b <= " + to_string(top));
}

const Check kCheck_Padhi_staircase{
    .id = "lit-Chomp-staircase", .source = "Padhi, chomp-note.tex (2026): the Staircase Theorem",
    .claim = "The winning bites of every a x b Chomp board with a >= 2 rows lie below the first row, each lower one "
             "strictly to the left of the one above it (at most one a row)",
    .scope = "every board a x b, 2 <= a <= 16, b <= 16",
    .oracle = "definition",
    .list_order = 920, .cost = 3,
    .run = check_staircase,
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_chomp_literature_checks(std::vector<Check>& list) {
  list.push_back(kCheck_Sheiner_3xn_unique);
  list.push_back(kCheck_Garg_4row_count);
  list.push_back(kCheck_Padhi_staircase);
}

}  // namespace posetlab::checks
