#pragma once
// Facade of the fast partizan solvers: the value of a coloured poset under black-white
// (001), pomax or another element-removal game of 004, on the policy seam
// (engine/partizan/partizan_policy.hpp: components add, shared table, parallel root). The oracle
// it is tested against is engine/partizan/partizan_plain.hpp (plain search by the definition).
#include <vector>

#include "engine/core/game_kind.hpp"
#include "engine/impartial/solver.hpp"
#include "engine/partizan/coloured_poset.hpp"
#include "engine/partizan/dyadic.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "engine/memo/solver_table.hpp"

namespace posetlab {

class PartizanSolver {
 public:
  static constexpr int kMaxElements = 256;
  // The tag of every key stored for `game` (engine/partizan/partizan_policy.hpp).
  static KindTag tag(PartizanGame game);

  // `prune`: black-white players consider only own-colour elements with no own-colour
  // element above them (proof in engine/partizan/partizan_policy.hpp); results never depend on it.
  explicit PartizanSolver(SolverOptions options = {}, bool prune = true);
  ~PartizanSolver();
  PartizanSolver(const PartizanSolver&) = delete;
  PartizanSolver& operator=(const PartizanSolver&) = delete;

  // `cells`: one per element, for CornerRemoval only. UsageError for CustomRemoval,
  // more than kMaxElements elements, or missing cells.
  Dyadic value(const ColouredPoset& p, PartizanGame game, const std::vector<Cell>& cells = {});

  Solver::Stats stats() const { return stats_; }

 private:
  SolverOptions options_;
  bool prune_;
  SolverTable table_;
  Solver::Stats stats_;
};

// Outcome letter of a value: 'L' (> 0, Left wins), 'R' (< 0), 'P' (0, second player wins).
char partizan_outcome(const Dyadic& v);

}  // namespace posetlab
