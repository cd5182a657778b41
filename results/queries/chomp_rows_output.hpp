#pragma once
// What `posetlab chomp-rows` writes from the layers of engine/chomp/chomp_rows.hpp: the b-file
// of the number of P-positions by first row, the list of every P-position (one a line,
// row lengths from the first, in lexicographic order), and the closing summary, which
// also counts the winning bites of each full board rows x n (n = the first row): a bite
// in row i at column j leaves (n, .., n, j, .., j), a P-position or not by the layers.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/chomp/chomp_rows.hpp"

namespace posetlab {

struct ChompRowsCounts {
  int rows = 0;
  std::vector<std::uint64_t> p_by_first;  // [a - 1]: the P-positions with first row a
  std::uint64_t prefixes = 0;             // the prefixes (all rows but the last) seen
  std::uint64_t p_positions = 0;
  // The boards rows x n: the winning bites by the row bitten (0: the first, holding the
  // poisoned square), and the n whose board has other than one winning bite.
  std::vector<std::uint64_t> bites_by_row;
  std::vector<int> boards_not_one_bite;
  void add(const ChompRowsLayer& layer);

 private:
  std::vector<char> diagonal_p_;  // [j]: (j, j, ..., j) is a P-position
};

// "chomp-3row-p", "chomp-4row-p".
std::string chomp_rows_sequence_name(int rows);
// The b-file: a '#' header (what a(n) counts, the command that reproduces it, version and
// date), then "n a(n)" for n = 1..the last first row added.
std::string chomp_rows_bfile(const ChompRowsCounts& counts);
// Appends the layer's P-positions to `out`, "a b c" or "a b c d" a line.
void append_p_positions(const ChompRowsLayer& layer, std::string& out);
// Two lines: the totals and how many prefixes no last row completes; the boards' bites.
std::string chomp_rows_summary(const ChompRowsCounts& counts, double seconds);

}  // namespace posetlab
