#pragma once
// Misere play of the poset game: a move picks an element and removes it with everything
// above it, as in the normal game, but the player who cannot move WINS (so the player
// who takes the last element loses). The answer is the outcome: N when the player to
// move wins, P when that player loses. A nonempty antichain of k points is N exactly
// when k is even; the empty poset is N (the player to move has no move and wins).
//
// Misere outcomes do not add up over components (no Sprague-Grundy theorem: the sum of
// two P positions may be N), so this search never splits a position. It searches the
// down-sets of one poset (at most 64 elements, as masks) with proven shortcuts, each
// switched off by `shortcuts = false` for the differential tests:
//  - a move that leaves exactly one element wins (the opponent must take it and leave
//    the empty poset to the mover, who then wins);
//  - a single element loses; an antichain of k elements is N iff k is even (every move
//    removes one element, and the player facing one element loses).
// Positions of at least memo_min_elements are kept in the shared table under the
// variant's tag, keyed by their relative form (the ruleset's: equal forms are the same
// game up to an order-preserving renaming, so the same outcome), so equal
// sub-positions of different posets in a stream share the work.
//
// The search is written once over a ruleset (engine/impartial/variants.hpp): misere play
// of the poset game is MisereSolver, of the game on the dual order DualMisereSolver. The
// shortcuts hold for every ruleset there (a move removes the element played and, in an
// antichain, nothing else), and the tag is variant_tag(R::tag, Variant::Misere).
// The oracle it is tested against is engine/impartial/misere_plain.hpp.
#include <cstdint>

#include "engine/core/game_kind.hpp"
#include "engine/core/poset.hpp"
#include "engine/impartial/variants.hpp"
#include "engine/memo/solver_table.hpp"

namespace posetlab {

class SharedTable;

struct MisereOptions {
  SharedTable* table = nullptr;  // shared with other solvers; null: a private table
  std::size_t private_table_slots = std::size_t{1} << 20;
  int memo_min_elements = 6;     // smaller positions are searched without the table
  bool shortcuts = true;         // the proven shortcuts above (the tests switch them off)
};

template <class Rules>
class MisereSolverOf {
 public:
  static constexpr int kMaxElements = 64;
  static constexpr KindTag tag = variant_tag(Rules::tag, Variant::Misere);  // of every key it stores

  explicit MisereSolverOf(MisereOptions options = {});
  ~MisereSolverOf();
  MisereSolverOf(const MisereSolverOf&) = delete;
  MisereSolverOf& operator=(const MisereSolverOf&) = delete;

  // Whether the player to move wins misere play on `p` (UsageError beyond kMaxElements).
  bool mover_wins(const Poset& p);
  // 'N' (the player to move wins) or 'P'.
  char outcome(const Poset& p) { return mover_wins(p) ? 'N' : 'P'; }

  struct Stats {
    std::uint64_t positions = 0;  // positions expanded (searched, not found in the table)
    std::uint64_t lookups = 0, hits = 0;
  };
  Stats stats() const { return stats_; }

 private:
  struct Search;
  MisereOptions options_;
  SolverTable table_;
  Stats stats_;
};

// Instantiated in misere.cpp.
using MisereSolver = MisereSolverOf<PosetRules>;
using DualMisereSolver = MisereSolverOf<Dual<PosetRules>>;
extern template class MisereSolverOf<PosetRules>;
extern template class MisereSolverOf<Dual<PosetRules>>;

}  // namespace posetlab
