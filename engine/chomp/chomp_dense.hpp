#pragma once
// Every position of Chomp in a rows x cols box, solved by one retrograde pass over a
// dense array: one byte (the Grundy value) per position, no keys, no hash table.
//
// Positions. A position of the rows x cols board is a Young diagram inside the box: row
// lengths lambda[0] >= lambda[1] >= ... >= lambda[rows-1], each in 0..cols, with the
// poisoned square (0,0) in it (lambda[0] >= 1). Biting cell (r,c) of the diagram (any cell
// but the poisoned one) leaves lambda'[i] = min(lambda[i], c) for i >= r. This is the game
// `family chomp` builds as a poset (the grid order without its least element): a cell is an
// element, biting it removes everything above it. The diagram (1) is the board with only
// the poisoned square left: no move, value 0.
//
// Ranking. Diagrams are ranked in lexicographic order of their row lengths:
//   rank(lambda) = sum_i C(rows-1-i + lambda[i], rows-i),
// so ranks fill 0..C(rows+cols, rows)-1 exactly, independently of cols: the boxes
// rows x cols' with cols' <= cols are prefixes of the array, and every smaller board is a
// position of the big one. A bite at (r,c) keeps rows < r and cuts rows >= r to c; with
// K(c) = #{i : lambda[i] >= c}, the child's rank is
//   rank - Suf[r] + U[r][c] + (Suf[K(c)] - U[K(c)][c])
// where Suf[r] = sum_{i>=r} C(rows-1-i+lambda[i], rows-i) and U[r][c] = sum_{i>=r}
// C(rows-1-i+c, rows-i): two table loads and two additions per move.
//
// Order and threads. A bite removes at least one cell, so the pass runs in layers by the
// number of cells: every child of a layer-k diagram lies in a layer below k and is final
// when layer k starts. Within a layer, threads take the diagrams by prefixes of their
// first three rows (claimed from a shared counter) and meet at a sleeping barrier between
// layers; each value depends only on final values, so the array is the same for any
// thread count. In a square box a diagram and its transpose (the same game, same layer)
// are valued once: the one of smaller rank, written to both ranks.
//
// Region. options.within (a diagram) restricts the pass to the diagrams inside it, which
// are all a position's descendants: solving one diagram values only those (the array
// still spans the box; the rest stays 0 and is refused by the lookups).
//
// Outcome only. With options.outcome_only the array holds one bit per position (set: P)
// instead of a byte, and a diagram's children are read only until a P-position turns up
// (the diagram is then N); rows are tried from the top. It gives outcomes and winning
// bites, not Grundy values, in an eighth of the memory.
//
// Last row. With options.last_row the array holds, for each diagram D of the box, the one
// length L of an extra row below D's last that makes (D, L) a P-position of Chomp with one
// row more, or kChompEscape when no length does (engine/chomp/chomp_last_row.hpp reads the
// taller game from it). At most one L can, since a bite in the extra row moves between any
// two. L is the least length in 0..D's last row that no bite in D's rows condemns: the bite
// (r, c), whose child D' has value v, leads from (D, L) to the P-position (D', L) when
// v = L <= c, and from every (D, L) with L > c to (D', c) when v = c. So the value is a mex
// of the children's values with a cap, read like a Grundy value: every child, one byte each.
// It is how thin boxes are cheapest: the 7 x 110 game from the 6 x 110 box, 3.0e9 bytes, where
// the outcome pass would walk 5.0e10 diagrams.
//
// Checkpoints. options.restore and options.layer_done let a caller save the array between
// layers and start a later pass after the last saved layer (enumerate/chomp_checkpoint.hpp):
// a layer reads only the layers below it, so the result does not depend on where it resumed.
//
// Values. One byte a position holds the values 0..254; a larger value (thin boards reach
// them: the 1 x n board is a chain of n - 1 elements, value n - 1) is written as the escape
// byte 255 and kept in a table by rank beside the array. Square-ish boxes have none or few
// (the pass is memory-bound, and a second byte everywhere would double the 9.1 GB of the
// 18 x 18 box), while 2 x 300, whose values pass 400, still runs at array speed. Within a
// layer each thread collects its escaped values and they join the table between layers,
// so a layer reads the table without locks while nobody writes it.
// Memory is estimated before anything is allocated: C(rows+cols, rows) bytes, refused with
// UsageError beyond the limit; the escape table is not counted (it is empty or small
// wherever the array is large).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace posetlab {

// The values of 255 and above, by rank (ascending), as a checkpoint holds them; in the
// array their byte is kChompEscape.
using ChompOverflow = std::vector<std::pair<std::uint64_t, std::uint32_t>>;
inline constexpr std::uint8_t kChompEscape = 255;

struct ChompDenseStats {
  std::uint64_t positions = 0;  // diagrams valued so far (all of the box at the end)
  std::uint64_t total = 0;      // diagrams in the box
  std::uint64_t moves = 0;      // children looked up
  int threads = 1;
  int max_grundy = 0;
  double seconds = 0;
  std::uint64_t resumed = 0;    // of `positions`, those restored from a checkpoint (not valued in this run)
  int layers_done = 0;          // layers complete (layer k: the diagrams of k cells)
  int layers = 0;               // layers of the box
};

// What a checkpoint restored: the layers complete in the array and the positions they hold.
struct ChompRestored {
  int layers = 0;
  std::uint64_t positions = 0;
};

struct ChompDenseOptions {
  int threads = 0;                // 0: OpenMP's default (one below 2^20 positions)
  std::uint64_t max_bytes = 0;    // 0: half of physical memory
  double progress_seconds = 2.0;  // between progress calls on long passes
  std::function<void(const ChompDenseStats&)> progress = {};  // called from one thread
  std::vector<int> within = {};   // value only the diagrams inside this one (empty: the box)
  bool outcome_only = false;      // one bit (P or N) per position, no Grundy values
  bool last_row = false;          // the P-length of an extra row per position (cols <= 254), see above
  // Values from this one on go to the escape table. Tests lower it to run the table on
  // boxes small enough to check by the definition; at most kChompEscape.
  int escape_from = 255;
  // Asked between pieces of a layer (a few thousand positions each): true stops the pass,
  // which then throws Cancelled (a job's stop signal; searches use engine/core/cancel.hpp).
  std::function<bool()> stop = {};
  // Resuming. Called once on the zeroed array (all of its bytes_needed() bytes) and an empty
  // escape table: it may fill both from a checkpoint and say how many layers are complete
  // there; the pass starts after them.
  std::function<ChompRestored(std::span<std::uint8_t> array, ChompOverflow& overflow)> restore = {};
  // Called after each layer, from one thread while the others wait, with the array and the
  // escaped values as they stand (layers 1..stats.layers_done complete): a checkpoint may
  // save them. An exception thrown here stops the pass and is rethrown.
  std::function<void(std::span<const std::uint8_t> array, const ChompOverflow& overflow, const ChompDenseStats& stats)>
      layer_done = {};
};

// A cell of the board: row r, column c, counted from the poisoned square (0,0).
using ChompCell = std::pair<int, int>;

// Calls visit(cell, child) for each bite of the diagram `lambda` (all rows of its box), in
// row-major order of the cells: the child is `lambda` with every row from the bitten one on
// cut to the bitten column. The poisoned square is no bite.
template <class Visit>
void for_each_chomp_bite(const std::vector<int>& lambda, Visit&& visit) {
  std::vector<int> child;
  for (int r = 0; r < int(lambda.size()) && lambda[std::size_t(r)] > 0; ++r)
    for (int c = r == 0 ? 1 : 0; c < lambda[std::size_t(r)]; ++c) {
      child = lambda;
      for (std::size_t i = std::size_t(r); i < child.size(); ++i) child[i] = std::min(child[i], c);
      visit(ChompCell{r, c}, child);
    }
}

// What ChompDense::self_test compared, and every position where the pass and the
// definition disagree (none when the pass is right).
struct ChompSelfTestDifference {
  int rows = 0, cols = 0;    // the box
  std::vector<int> diagram;  // the position, `rows` row lengths
  std::string detail;        // what the pass gave and what the definition gives
};
struct ChompSelfTest {
  int max_side = 0;
  std::uint64_t boxes = 0;        // boxes a x b, a, b <= max_side
  std::uint64_t comparisons = 0;  // values, P bits and bite lists compared
  std::vector<ChompSelfTestDifference> differences;
};

class ChompDense {
 public:
  // C(rows+cols, rows), saturating at UINT64_MAX; rows, cols >= 1.
  static std::uint64_t positions(int rows, int cols);
  // Bytes the pass needs for a rows x cols box (the value array; outcome_only: the bits).
  static std::uint64_t bytes_needed(int rows, int cols, bool outcome_only = false);
  // The limit `options.max_bytes` resolves to.
  static std::uint64_t memory_limit(const ChompDenseOptions& options);
  // One line saying what the box needs and what the limit is.
  static std::string memory_message(int rows, int cols, std::uint64_t limit, bool outcome_only = false);

  // Runs the whole pass. Throws UsageError for rows or cols < 1 or a box beyond the
  // memory limit.
  ChompDense(int rows, int cols, const ChompDenseOptions& options = {});

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  const ChompDenseStats& stats() const { return stats_; }
  bool outcome_only() const { return outcome_only_; }
  // options.last_row: the length of an extra row below `lambda` that makes a P-position, or
  // -1 for none. UsageError in the other modes.
  int last_row(std::span<const int> lambda) const;
  // The byte of every rank (empty with outcome_only): its Grundy value, or kChompEscape
  // for a value in overflow().
  std::span<const std::uint8_t> values() const {
    return outcome_only_ ? std::span<const std::uint8_t>{} : std::span<const std::uint8_t>{values_.get(), stats_.total};
  }
  // The values of 255 and above, by rank.
  ChompOverflow overflow() const;
  std::size_t escaped_count() const { return overflow_.size(); }

  // A diagram: non-increasing row lengths, at most rows() of them (missing rows are 0),
  // each <= cols() (and inside options.within), the first >= 1. Throws UsageError otherwise.
  std::uint64_t rank(std::span<const int> lambda) const;
  // Grundy values: UsageError with outcome_only.
  int grundy(std::span<const int> lambda) const;
  int board_grundy(int a, int b) const;  // the full a x b board, a <= rows(), b <= cols()
  bool is_p(std::span<const int> lambda) const;  // both modes: the player to move loses

  // The value after each legal bite of `lambda`, in row-major order of the cells.
  std::vector<std::pair<ChompCell, int>> option_values(std::span<const int> lambda) const;
  // The bites whose child is a P-position (value 0), in row-major order; both modes.
  std::vector<ChompCell> winning_bites(std::span<const int> lambda) const;
  std::vector<ChompCell> board_winning_bites(int a, int b) const;

  // The pass held against plain search by the definition (chomp_by_definition.hpp, which
  // shares nothing with it) on every box a x b, a, b <= max_side (chomp_dense_self_test.cpp):
  // in each box, every diagram's Grundy value and the values of its bites; its P bit and
  // winning bites from a pass of outcome bits on two threads; and, for a, b >= 2, every
  // value of a pass restricted to the region of the board less its last cell. A square box
  // takes the transpose shortcut, so both kinds of box are covered. Up to max_side 7 in a
  // fraction of a second.
  static ChompSelfTest self_test(int max_side);

 private:
  class Pass;  // the pass over the layers, phase by phase (chomp_dense_pass.cpp)
  void run(const ChompDenseOptions& options);
  std::vector<int> checked(std::span<const int> lambda) const;
  void check_board(int a, int b) const;
  bool p_at(std::uint64_t rank) const;
  int value_at(std::uint64_t rank) const;

  int rows_, cols_;
  std::vector<std::uint64_t> term_;  // term_[i*(cols+1)+v] = C(rows-1-i+v, rows-i)
  std::vector<std::uint64_t> upper_;  // upper_[i*(cols+1)+c] = sum_{j>=i} term_[j][c], i <= rows
  struct FreeValues {
    void operator()(std::uint8_t* p) const;
  };
  std::unique_ptr<std::uint8_t[], FreeValues> values_;
  std::unordered_map<std::uint64_t, std::uint32_t> overflow_;  // rank -> value, for bytes kChompEscape
  std::vector<int> within_;  // the region's row lengths, rows() of them
  bool symmetric_ = false;   // the region is its own transpose
  bool outcome_only_ = false;
  bool last_row_ = false;
  ChompDenseStats stats_;
};

}  // namespace posetlab
