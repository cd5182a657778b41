#pragma once
// Facade of the Grundy solver: value, g-set, outcome and winning moves of any finite
// poset. Implementation notes live in engine/impartial/solver.cpp.
#include <cstdint>
#include <vector>

#include "engine/core/game_kind.hpp"
#include "engine/core/poset.hpp"
#include "engine/core/solver_options.hpp"
#include "engine/memo/solver_table.hpp"

namespace posetlab {

struct SmallPoset;

struct SolveResult {
  int grundy = 0;
  std::vector<int> gset;           // sorted distinct values of the options
  std::vector<int> winning_moves;  // elements whose option has value 0 (when asked)
  char outcome() const { return grundy != 0 ? 'N' : 'P'; }  // N: first player wins
};

class Solver {
 public:
  // The tag of every key its searches store (ImpartialPolicy::tag, grundy_kernel.cpp).
  static constexpr KindTag tag = KindTag::Impartial;
  explicit Solver(SolverOptions options = {});
  ~Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  int grundy(const Poset& p);
  // The g-set and, with `with_moves`, the winning moves need the root's options; the
  // value alone does not (it may be found by decomposition without expanding them).
  SolveResult solve(const Poset& p, bool with_moves = false);
  // The same for a poset already in the 64-element mask form (no Poset built).
  SolveResult solve(const SmallPoset& p, bool with_moves = false);

  using Stats = SearchStats;
  Stats stats() const { return stats_; }

 private:
  SolverOptions options_;
  SolverTable table_;
  Stats stats_;
};

}  // namespace posetlab
