#pragma once
// The one generator of random posets (checks, tests, bench, random positional games):
// a random DAG on a shuffled order of the n points, each pair an arc with probability
// q, closed transitively. Seeded by the caller's generator, so a seed names an instance.
#include <random>

#include "engine/core/poset.hpp"

namespace posetlab {

Poset random_poset(int n, double q, std::mt19937_64& rng);

}  // namespace posetlab
