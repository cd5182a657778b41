#pragma once
// The chomp table as a job of work units: every Chomp board a x b with a <= b <= max,
// with its Grundy value and its winning bites, from the dense retrograde pass
// (engine/chomp_dense.hpp).
//
// Units: one per box size n = max..1 (largest first), key "box=n": one pass over the n x n
// box values every board inside it, and the unit emits the boards a x n, a = 1..n (the
// boards whose longer side is n). The job keeps the largest pass it has run and serves
// the smaller units from it, so a whole run costs one pass over the max x max box. Rows
// come out in the order a = 1..n and do not depend on the thread count. The unit of box n
// holds C(2n, n) bytes (601 MB for n = 16).
//
// Cells are (row, column) with the poisoned square at (0,0), the board a rows by b
// columns; biting (r,c) removes every cell (r',c') with r' >= r and c' >= c.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/chomp_dense.hpp"
#include "enumerate/work_unit.hpp"

namespace posetlab {

inline constexpr int kChompJobMaxBox = 18;

struct ChompSpec {
  int max = 12;     // boards up to max x max (1..kChompJobMaxBox)
  int threads = 0;  // 0: OpenMP's default
  // Called now and then during a long pass (rate and ETA for the caller to show).
  std::function<void(int box, const ChompDenseStats&)> progress;
  // Asked during a pass: true stops it and the unit throws Cancelled (a job's stop signal).
  std::function<bool()> stop;
  std::string canonical_key() const { return "max=" + std::to_string(max); }
};

struct ChompBoard {
  int a = 0, b = 0;  // rows, columns; a <= b
  int grundy = 0;
  std::vector<ChompCell> bites;  // the winning bites, row-major
  std::string bites_text() const;  // "(1,1) (2,3)", "-" for none
};

class ChompJob {
 public:
  explicit ChompJob(ChompSpec spec);
  std::vector<WorkUnit> units() const;
  void run_unit(const WorkUnit& unit, const std::function<void(ChompBoard&&)>& sink) const;

 private:
  ChompSpec spec_;
  mutable std::shared_ptr<const ChompDense> pass_;  // the largest box run so far
};

// Every board a x b (a <= b) of one finished pass, in the order (b, a).
std::vector<ChompBoard> chomp_boards(const ChompDense& dense, int b);

}  // namespace posetlab
