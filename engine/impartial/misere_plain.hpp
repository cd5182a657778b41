#pragma once
// Misere play by the definition alone, the oracle of engine/impartial/misere.hpp and of
// `solve --game misere --plain`: the player to move from a down-set S wins iff S is
// empty (no move: under misere play that player wins) or some move x in S reaches
// S minus up(x), from which the other player loses. No shortcut, no table; a memo of
// this search keyed by the raw position. At most kPlainMaxElements elements
// (std::invalid_argument otherwise).
#include "engine/core/poset.hpp"

namespace posetlab {

bool plain_misere_mover_wins(const Poset& p);

}  // namespace posetlab
