#pragma once
// Sequences read from the chomp table (one row per board a x b, a <= b; see
// enumerate/chomp_job.hpp): the number of winning bites and the Grundy value of the n x n
// board, the Grundy values of the 2 x n and 3 x n boards, and the largest of the boards in
// the n x n box. Each term is one stored board; the terms
// stop before the first board the table does not hold (for Grundy values, or holds as an
// outcome row, whose Grundy value is NULL). Used by `export bfile`
// (results/queries/sequences.hpp).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

enum class ChompSequence {
  SquareBites,   // winning bites of the n x n board
  SquareGrundy,  // Grundy value of the n x n board
  TwoRowGrundy,  // Grundy value of the 2 x n board (n = 1: the 1 x 2 board)
  ThreeRowGrundy,  // Grundy value of the 3 x n board (n = 1, 2: the 1 x 3 and 2 x 3 boards)
  LargestGrundy,   // the largest Grundy value of a board a x b, a <= b <= n (every one stored)
  // Winning bites of every board a x b, a <= b, as a triangle read by rows: b = 1, 2, ...
  // and within a row a = 1..b, so a(n) is the board b(b-1)/2 + a = n.
  TriangleBites,
};

struct ChompTerms {
  std::vector<std::pair<int, std::uint64_t>> terms;  // (n, a(n)), n = 1, 2, ...
  std::string stop_note;  // why the next term is missing ("" when the table is empty)
};

ChompTerms read_chomp_terms(Db& db, ChompSequence which);

}  // namespace posetlab
