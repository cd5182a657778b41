#pragma once
// Every P-position of Chomp with three or four rows, for first rows far longer than the
// dense pass (chomp_dense.hpp) reaches: that pass holds every diagram of a box, C(4+n, 4)
// of them for four rows, while this one holds a few bits per triple of longer rows.
//
// Positions. Row lengths r1 >= r2 >= ... >= rk >= 0 (k = 3 or 4), r1 >= 1 (it holds the
// poisoned square); the convention of chomp_dense.hpp and `family chomp`: biting the cell
// (row i, column j), j >= 0 and not the poisoned square, sets every row i' >= i to
// min(r_i', j); the position (1, 0, ...) has no move and is a P-position (the player to
// move would have to take the poison).
//
// The last row alone. A bite in the last row changes only that row, to any shorter
// length, so for fixed longer rows at most one last-row length gives a P-position (two
// would be a P-position with a move to a P-position): the table is last(r1..r_{k-1}), that
// length or none. It is the least length L in 0..r_{k-1} that no other move condemns,
// where L is condemned when a bite in a longer row leads from (r1.., L) to a P-position.
//
// Bites in a longer row. A bite in row i at column j either leaves the rows below i as
// they are (j >= r_{i+1}: only row i shrinks, to j) or cuts some of them to j too. Each
// kind of bite condemns last-row lengths that can be read off values already computed:
//   - the rows below i untouched: the child's last-row length is L itself, so L is
//     condemned when L = last(child prefix); as the prefix's row i grows these values
//     accumulate in a bitset (one per tuple of the other rows);
//   - rows i..m cut to j with the last row untouched (L <= j < r_m): the same, with the
//     child prefix (.., j, .., j, ..);
//   - the last row cut as well (j < L): the child is (.., j, .., j) and is a P-position
//     when last(.., j, .., j) = j; it condemns every L > j, so only the least such j
//     matters (a cap).
// With first rows in increasing order and the other rows increasing inside them, every
// child's value is known when needed. Kept across first rows: for four rows, one bitset
// per (r2, r3) of the values last(j, r2, r3) for the first rows j seen so far (r3 + 1
// bits each: about max^3 / 48 bytes in all); for three rows one per r2. The rest lives
// in one first row.
//
// Cost: for four rows, every triple (a, b, c) with a <= max once, each a word scan of
// its bitsets up to the least free length (max^4 / 384 words at worst, less in
// practice); three rows likewise over pairs, where the scans grow long and start past
// the words already all ones. One thread: each prefix reads the ones before it.
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace posetlab {

inline constexpr int kChompRowsNone = -1;  // no last-row length completes a P-position
inline constexpr int kChompRowsMaxFirst = 1 << 20;

// One first row a: for each prefix of the rows below it, the last-row length that makes a
// P-position, or kChompRowsNone.
//   three rows: last[b], 0 <= b <= a: the P-position (a, b, last[b]);
//   four rows:  last[b*(b+1)/2 + c], 0 <= c <= b <= a: the P-position (a, b, c, last[..]).
struct ChompRowsLayer {
  int rows = 0;
  int a = 0;
  std::span<const std::int32_t> last;
  std::uint64_t p_positions = 0;  // the entries that are not kChompRowsNone
};

struct ChompRowsProgress {
  int rows = 0;
  int a = 0;                         // first rows 1..a done
  int max = 0;
  std::uint64_t prefixes = 0;        // prefixes valued so far
  std::uint64_t total_prefixes = 0;  // up to max
  std::uint64_t p_positions = 0;
  double seconds = 0;
  // The share of the work done, by a model of it: each prefix costs a word scan that grows
  // with the first row (prefixes(a) * (a + 64) for first row a). For a time left.
  double share = 0;
};

class ChompRows {
 public:
  // Prefixes below first row a: a + 1 for three rows, (a + 1)(a + 2)/2 for four.
  static std::uint64_t prefixes(int rows, int a);
  // Every prefix with first row 1..max.
  static std::uint64_t total_prefixes(int rows, int max);
  // The bytes the state for first rows up to max takes (the bitsets kept across rows and
  // one layer).
  static std::uint64_t bytes_needed(int rows, int max);

  // Ready to compute first rows 1..max. Throws UsageError for rows other than 3 or 4,
  // max outside 1..kChompRowsMaxFirst, or a state larger than max_bytes (0: half of
  // physical memory).
  ChompRows(int rows, int max, std::uint64_t max_bytes = 0);

  int rows() const { return rows_; }
  int max() const { return max_; }
  int done() const { return a_; }  // the last first row computed (0 before the first)

  // Computes first row done() + 1 (at most max()); the layer stays valid until the next call.
  const ChompRowsLayer& next();

 private:
  void next3();
  void next4();
  std::uint64_t* kept(int b, int c) { return kept_.data() + kept_base_[b] + word_prefix_[c]; }

  int rows_, max_;
  int a_ = 0;
  // Kept across first rows. kept_ holds one bitset per (b, c) (four rows; per b for
  // three, c = b): the last-row lengths condemned by first-row bites, bits 0..c.
  std::vector<std::uint64_t> kept_;
  std::vector<std::uint64_t> kept_base_;    // where b's bitsets start
  std::vector<std::uint64_t> word_prefix_;  // sum over c' < c of the words of bits 0..c'
  // Three rows: kept_full_[b], the words of kept(b) known to be all ones, from the first;
  // its scans start past them.
  std::vector<std::uint16_t> kept_full_;
  std::vector<std::int32_t> cube_;           // four rows: last(j, j, j); three: last(j, j)
  // The least j >= 1 with last(j, j[, j]) = j. (j, .., j) is the full board, never a
  // P-position (strategy stealing), so it stays unset; the pass keeps the rule so as to
  // rest on the definition alone.
  int cube_cap_ = 1 << 30;
  // One first row.
  std::vector<std::int32_t> last_;
  std::vector<std::uint64_t> second_;  // four rows: per c, last(a, j, c) for j seen so far
  std::vector<std::uint64_t> below_;   // the running bitset of the innermost loop
  std::vector<std::int32_t> square_;   // four rows: last(a, j, j)
  ChompRowsLayer layer_;
};

// Runs first rows 1..max, calling `layer` on each and `progress` (if set) about every
// progress_seconds; returns the total number of P-positions. Between first rows it
// polls engine/core/cancel.hpp (Cancelled on a cancel or a spent search budget).
std::uint64_t chomp_rows_run(int rows, int max, const std::function<void(const ChompRowsLayer&)>& layer,
                             const std::function<void(const ChompRowsProgress&)>& progress = {},
                             double progress_seconds = 2.0, std::uint64_t max_bytes = 0);

// One line: what the state for these rows and max needs against the limit.
std::string chomp_rows_memory_message(int rows, int max, std::uint64_t limit);

}  // namespace posetlab
