// Dispatch of PartizanSolver: the game (a template argument of the policy) and the mask
// width (64, 128, 192 or 256 elements) are chosen once per poset.
#include "engine/partizan/partizan_solver.hpp"

#include "engine/core/error.hpp"
#include "engine/partizan/partizan_policy.hpp"
#include "engine/memo/shared_table.hpp"

namespace posetlab {
namespace {

template <PartizanGame Game, class Mask>
Dyadic solve_with(const ColouredPoset& p, const std::vector<Cell>& cells, SharedTable& table,
                  const SolverOptions& options, bool prune, Solver::Stats& stats) {
  const PartizanBoard<Mask> board(p, Game, cells);
  const PartizanPolicy<Game, Mask> policy{board, prune};
  PositionKernel<PartizanPolicy<Game, Mask>> kernel(policy, table, options, true);
  Dyadic v = kernel.value(board.all());
  add_search_stats(stats, kernel.stats());
  return v;
}

template <PartizanGame Game>
Dyadic solve_game(const ColouredPoset& p, const std::vector<Cell>& cells, SharedTable& table,
                  const SolverOptions& options, bool prune, Solver::Stats& stats) {
  const int n = p.size();
  if (n <= 64) return solve_with<Game, std::uint64_t>(p, cells, table, options, prune, stats);
  if (n <= 128) return solve_with<Game, Bits<2>>(p, cells, table, options, prune, stats);
  if (n <= 192) return solve_with<Game, Bits<3>>(p, cells, table, options, prune, stats);
  return solve_with<Game, Bits<4>>(p, cells, table, options, prune, stats);
}

}  // namespace

KindTag PartizanSolver::tag(PartizanGame game) { return partizan_tag(game); }

PartizanSolver::PartizanSolver(SolverOptions options, bool prune)
    : options_(options), prune_(prune), table_(options.table, options.private_table_slots) {}

PartizanSolver::~PartizanSolver() = default;

Dyadic PartizanSolver::value(const ColouredPoset& p, PartizanGame game, const std::vector<Cell>& cells) {
  if (p.size() > kMaxElements)
    throw UsageError("partizan games are solved for at most " + std::to_string(kMaxElements) + " elements, got " +
                     std::to_string(p.size()));
  if (int(p.colour.size()) != p.size()) throw UsageError("coloured poset with a colour count unlike its size");
  SharedTable& t = table_.for_next_solve();
  switch (game) {
    case PartizanGame::BlackWhite: return solve_game<PartizanGame::BlackWhite>(p, cells, t, options_, prune_, stats_);
    case PartizanGame::Pomax: return solve_game<PartizanGame::Pomax>(p, cells, t, options_, prune_, stats_);
    case PartizanGame::MinMaxRemoval:
      return solve_game<PartizanGame::MinMaxRemoval>(p, cells, t, options_, prune_, stats_);
    case PartizanGame::LeafRemoval: return solve_game<PartizanGame::LeafRemoval>(p, cells, t, options_, prune_, stats_);
    case PartizanGame::CornerRemoval:
      return solve_game<PartizanGame::CornerRemoval>(p, cells, t, options_, prune_, stats_);
    case PartizanGame::CustomRemoval: break;
  }
  throw UsageError("custom removability rules are solved by plain search only");
}

char partizan_outcome(const Dyadic& v) { return v.sign() > 0 ? 'L' : v.sign() < 0 ? 'R' : 'P'; }

}  // namespace posetlab
