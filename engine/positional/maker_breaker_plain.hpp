#pragma once
// Plain search of poset positional games by the definition alone: the oracle that the
// fast solver (engine/positional/maker_breaker.hpp) and the 003 checks are compared against.
//
// A state is the pair (Maker's claimed elements, Breaker's claimed elements) and the
// player to move; a move claims an unclaimed element all of whose smaller elements are
// claimed. Maker-Breaker: Maker wins as soon as she owns a whole winning set; when no
// move is left and she owns none, Breaker wins. Maker-Maker (003 Thm 28): whoever
// first owns a whole winning set wins; when no move is left and nobody owns one, the
// game is a draw (003 §1: "If no player manages to fill up a winning set, the game
// ends in a draw").
//
// Nothing is simplified: no deletion of claimed elements, no dead sets dropped, no
// components, no parity rule, no forced moves. The only help is a memo of exact states
// (the same state always has the same value), local to one call. Exponential: meant
// for games of at most ~20 elements with few reachable states.
#include "engine/positional/positional_game.hpp"

namespace posetlab {

// Does Maker win (Maker-Breaker) when `maker_starts` says who moves first?
bool plain_maker_wins(const PositionalGame& g, bool maker_starts);
// The same from a mid-game state: Maker owns `maker`, Breaker `breaker` (bit masks; a
// legal state: the claimed elements form a down-set and Maker owns no whole set).
bool plain_maker_wins_from(const PositionalGame& g, std::uint64_t maker, std::uint64_t breaker, bool maker_moves);
// Outcome class M/B/N/P by two plain searches.
char plain_outcome(const PositionalGame& g);
// Maker-Maker, both players trying to own a winning set first.
MakerMakerResult plain_maker_maker(const PositionalGame& g);

}  // namespace posetlab
