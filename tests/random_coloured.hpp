#pragma once
// Random coloured posets for the partizan tests (seeded, so failures reproduce).
#include <random>
#include <vector>

#include "engine/partizan/coloured_poset.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::testing {

inline ColouredPoset random_coloured(std::mt19937_64& rng, int n, double q) {
  ColouredPoset p{checks::random_poset(n, q, rng), {}};
  for (int x = 0; x < n; ++x) p.colour.push_back(rng() % 2 ? Colour::Black : Colour::White);
  return p;
}

// A random forest poset: each element above a random earlier one, or a new root.
inline ColouredPoset random_forest(std::mt19937_64& rng, int n) {
  std::vector<Relation> rel;
  for (int x = 1; x < n; ++x)
    if (rng() % 5) rel.emplace_back(int(rng() % x), x);
  ColouredPoset p{Poset::from_relations(n, rel), {}};
  for (int x = 0; x < n; ++x) p.colour.push_back(rng() % 2 ? Colour::Black : Colour::White);
  return p;
}

}  // namespace posetlab::testing
