#pragma once
// Chomp with k rows in a k x W box, read from a last-row pass over the (k-1) x W box
// (ChompDenseOptions::last_row, chomp_dense.hpp): for every diagram of k - 1 rows, the one
// length of a k-th row that makes a P-position. A position is P exactly when its last row
// has that length, so outcomes and winning bites of every k-row diagram come from C(k-1+W,
// k-1) bytes instead of C(k+W, k) bits, and from a pass over that many diagrams: for thin
// boxes (k much less than W) a fraction of the outcome pass's work (bench/RESULTS.md).
// Boards of fewer rows are diagrams whose last rows are empty.
#include <span>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"

namespace posetlab {

class ChompLastRow {
 public:
  // Runs the pass; rows >= 2, cols <= 254. `options.last_row` is set here; its memory and
  // checkpoints are those of the (rows-1) x cols box.
  ChompLastRow(int rows, int cols, ChompDenseOptions options = {});

  int rows() const { return rows_; }
  int cols() const { return pass_.cols(); }
  const ChompDense& pass() const { return pass_; }
  const ChompDenseStats& stats() const { return pass_.stats(); }

  // A diagram of at most rows() rows (missing rows are 0), each <= cols(), first >= 1.
  bool is_p(std::span<const int> lambda) const;
  // The bites whose child is a P-position, row-major.
  std::vector<ChompCell> winning_bites(std::span<const int> lambda) const;
  std::vector<ChompCell> board_winning_bites(int a, int b) const;  // a <= rows(), b <= cols()

 private:
  static ChompDenseOptions last_row_options(ChompDenseOptions options);
  std::vector<int> checked(std::span<const int> lambda) const;

  int rows_;
  ChompDense pass_;
};

}  // namespace posetlab
