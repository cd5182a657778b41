#pragma once
// The chomp table as a job of work units: every Chomp board a x b with a <= b <= max,
// with its outcome and its winning bites, and its Grundy value where the pass keeps one,
// from the dense retrograde pass (engine/chomp/chomp_dense.hpp).
//
// Units: one per box size n = max..1 (largest first), key "box=n": one pass over the n x n
// box values every board inside it, and the unit emits the boards a x n, a = 1..n (the
// boards whose longer side is n). The job keeps the largest pass it has run and serves
// the smaller units from it, so a whole run costs one pass over the max x max box (and
// one over the 16 x 16 box when the larger boxes ran by outcomes). Rows come out in the
// order a = 1..n and do not depend on the thread count.
//
// Two passes. Boxes up to grundy_max (16 by default) run the Grundy pass, one byte a
// position (C(2n, n) bytes: 601 MB for n = 16, 9.1 GB for n = 18). Larger boxes, and every
// box with `outcome`, run the outcome pass, one bit a position (C(2n, n) / 8 bytes:
// 17.2 GB for n = 20), whose rows have no Grundy value. So `max = 20` runs the 20 x 20
// outcome pass for the boards b = 17..20 and the 16 x 16 Grundy pass for the rest.
//
// Checkpoints. Both passes save their array between layers (enumerate/chomp_checkpoint.hpp)
// to CHECKPOINT_PREFIX.chomp-NxN.MODE.checkpoint (MODE: outcome or grundy), every
// checkpoint_seconds at most (and never more often than ten times the last write took), so
// a stopped run loses at most that much work: the rerun of the same command restores the
// array and goes on after the last saved layer. A unit needing the n x n pass takes the
// largest saved box of its mode from the largest of that mode down to n. The files go once
// the units they serve are done.
//
// Memory is checked before any unit: the largest pass against the memory available
// (max_bytes when set), refused with UsageError naming both.
//
// Cells are (row, column) with the poisoned square at (0,0), the board a rows by b
// columns; biting (r,c) removes every cell (r',c') with r' >= r and c' >= c.
#include <cstdint>
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "enumerate/work_unit.hpp"

namespace posetlab {

inline constexpr int kChompJobMaxBox = 24;

// The one home of the unit key "box=n": written by the job, read by the job, `stats
// --recheck` and the completeness of conjectures. Strict: exactly "box=" and a decimal n
// >= 1 without sign, blanks or leading zeros; nullopt otherwise.
std::string chomp_unit_key(int box);
std::optional<int> parse_chomp_unit_key(std::string_view key);
// The largest box the Grundy pass takes unless asked for more: 601 MB and minutes.
inline constexpr int kChompGrundyDefaultBox = 16;

struct ChompSpec {
  int max = 12;          // boards up to max x max (1..kChompJobMaxBox)
  int threads = 0;       // 0: OpenMP's default
  bool outcome = false;  // every box by the outcome pass (no Grundy values)
  int grundy_max = kChompGrundyDefaultBox;  // boxes up to this one run the Grundy pass
  // Where checkpoints go: "<prefix>.chomp-NxN.MODE.checkpoint" (the database's path);
  // empty: no checkpoints.
  std::string checkpoint_prefix;
  int checkpoint_seconds = 300;  // between checkpoints at least (0: after every layer)
  std::uint64_t max_bytes = 0;   // memory a pass may take (0: the memory available now)
  // Called now and then during a long pass (rate and ETA for the caller to show).
  std::function<void(int box, const ChompDenseStats&)> progress;
  // One line for the user: a restored or a saved checkpoint.
  std::function<void(const std::string&)> note;
  // Asked during a pass: true stops it and the unit throws Cancelled (a job's stop signal).
  std::function<bool()> stop;
  // The Grundy box is part of the job only where it changes what the rows hold.
  std::string canonical_key() const {
    const bool grundy_named = !outcome && grundy_max != kChompGrundyDefaultBox &&
                              std::min(grundy_max, max) != std::min(kChompGrundyDefaultBox, max);
    return "max=" + std::to_string(max) + (grundy_named ? ";grundy=" + std::to_string(grundy_max) : "") +
           (outcome ? ";outcome" : "");
  }
  bool outcome_pass(int box) const { return outcome || box > grundy_max; }
};

struct ChompBoard {
  int a = 0, b = 0;  // rows, columns; a <= b
  std::optional<int> grundy;     // none from the outcome pass
  std::vector<ChompCell> bites;  // the winning bites, row-major
  std::string bites_text() const;  // "(1,1) (2,3)", "-" for none
  const char* outcome() const { return bites.empty() ? "P" : "N"; }
};

class ChompJob {
 public:
  // Throws UsageError for a max out of range or a largest pass beyond the memory limit.
  explicit ChompJob(ChompSpec spec);
  std::vector<WorkUnit> units() const;
  void run_unit(const WorkUnit& unit, const std::function<void(ChompBoard&&)>& sink) const;
  // Where checkpoints go from now on (a job learns its database's path when it runs).
  void set_checkpoint_prefix(const std::string& prefix) { spec_.checkpoint_prefix = prefix; }
  std::string checkpoint_path(int box, bool outcome) const;

 private:
  std::shared_ptr<const ChompDense> run_pass(int box) const;
  std::shared_ptr<const ChompDense> noted(std::shared_ptr<const ChompDense> pass) const;  // the note of a finished pass
  void remove_checkpoints(int from_box, bool outcome) const;

  ChompSpec spec_;
  std::uint64_t limit_ = 0;  // bytes a pass may take
  mutable std::shared_ptr<const ChompDense> pass_;  // the largest box run so far
};

// Every board a x b (a <= b) of one finished pass, in the order (b, a).
std::vector<ChompBoard> chomp_boards(const ChompDense& dense, int b);

}  // namespace posetlab
