#pragma once
// Helpers shared by the checks of poset positional games (paper 003, Maker-Breaker):
// a game as a counterexample, winning sets as text, every small game up to
// isomorphism, the disjoint union of two games and the states reachable by legal play.
#include <cstdint>
#include <functional>
#include <string>

#include "engine/positional/positional_game.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {

using Mask = std::uint64_t;

Counterexample game_counterexample(const PositionalGame& g, std::string detail);
inline Mask mask_bit(int x) { return Mask{1} << x; }
// Maker wins when Maker starts (plain search by the definition).
bool maker_first(const PositionalGame& g);
inline std::string yes_no(bool b) { return b ? "yes" : "no"; }
// The elements of a mask as `{0,2}`.
std::string set_text_of(Mask s);

// Every game of at most max_n elements up to isomorphism: every poset with every
// clutter of winning sets (the empty family included).
void for_each_small_game(int max_n, const std::function<void(const PositionalGame&)>& f);

// The disjoint union, G2's elements shifted by |G1|.
PositionalGame game_union(const PositionalGame& a, const PositionalGame& b);

// Every state reachable by legal play (Maker claims `maker`, Breaker `breaker`) in
// which Maker has not yet won, with the side to move; f(maker, breaker, maker_moves).
void for_each_reachable_state(const PositionalGame& g, bool maker_starts,
                              const std::function<void(Mask, Mask, bool)>& f);

}  // namespace posetlab::checks
