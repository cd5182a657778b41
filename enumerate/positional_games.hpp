#pragma once
// Sources of small poset positional games (003) for tests, checks and benchmarks:
// every family of winning sets on n elements, every clutter (no set inside another),
// and seeded random games.
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

#include "engine/positional/positional_game.hpp"

namespace posetlab::games {

// Calls f on every family of distinct nonempty subsets of 0..n-1 (n <= 4: 2^(2^n - 1)
// families), each set as a bit mask, sets in increasing mask order. With
// `clutters_only` only the antichains under inclusion (Dedekind numbers minus the
// family {{}}: 1, 2, 5, 19, 167, 7580 for n = 0..5, the empty family included).
void for_each_set_family(int n, bool clutters_only, const std::function<void(const std::vector<std::uint64_t>&)>& f);

// The game of a poset and a list of set masks.
PositionalGame game_of_masks(const Poset& p, const std::vector<std::uint64_t>& sets);

// A random poset on n points (each pair i < j of a random linear order related with
// probability q, then closed) with `sets` random distinct nonempty winning sets of at
// most max_size elements.
PositionalGame random_game(int n, double q, int sets, int max_size, std::mt19937_64& rng);

}  // namespace posetlab::games
