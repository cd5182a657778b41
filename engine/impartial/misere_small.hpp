#pragma once
// Misere play (engine/impartial/misere.hpp: the player who cannot move wins) on a SmallPoset, by the
// definition over its down-sets, for the per-poset column of the posets job: a position S
// (a down-set, as a mask) is a win for the player to move iff S is empty or some x in S
// leads to S minus x and everything above x, a loss for the opponent. No shortcut: the
// memo is a dense table over the 2^k masks (k <= kMisereSmallMaxElements), stamped per
// call, so a 10-point poset costs its few hundred down-sets and nothing to clear. Tested
// against engine/impartial/misere_plain.hpp and the MisereSolver.
#include "engine/core/small_poset.hpp"

namespace posetlab {

inline constexpr int kMisereSmallMaxElements = 20;

// Whether the player to move wins misere play on `s` (std::invalid_argument beyond
// kMisereSmallMaxElements elements).
bool misere_mover_wins_small(const SmallPoset& s);

// 'N' (the player to move wins misere play) or 'P'.
inline char misere_outcome_small(const SmallPoset& s) { return misere_mover_wins_small(s) ? 'N' : 'P'; }

}  // namespace posetlab
