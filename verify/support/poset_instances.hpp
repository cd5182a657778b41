#pragma once
// Instances for the theorem checks: every poset on n points from nauty's generator,
// seeded random posets (plain and with a built-in order involution), the involutive
// automorphisms of a poset, and small set/g-set helpers shared by the checks.
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

#include "engine/core/poset.hpp"
#include "enumerate/nauty_posets.hpp"
#include "enumerate/random_poset.hpp"

namespace posetlab::checks {

// Every poset of a size (enumerate/nauty_posets.hpp) and random posets
// (enumerate/random_poset.hpp), under the names the checks use.
using posetlab::for_each_nauty_poset_masks;
using posetlab::nauty_posets;
using posetlab::posets_up_to;
using posetlab::random_poset;

// The Poset of a mask description (as produced above).
Poset poset_from_up_masks(int n, const std::uint64_t* up);

// A random poset on n points with the order involution `involution` (filled in): pairs
// are added together with their images, and a pair whose closure would break
// antisymmetry is skipped. `fixed` points are mapped to themselves.
Poset random_symmetric_poset(int n, int fixed, double q, std::mt19937_64& rng, std::vector<int>& involution);

// Every f with f(f(x)) = x and (x <= y iff f(x) <= f(y)), identity excluded (n <= 12).
std::vector<std::vector<int>> involutive_automorphisms(const Poset& p);

// Parts of a poset.
bool is_down_set(const Poset& p, const std::vector<int>& elements);
std::vector<int> articulation_points(const Poset& p);  // comparable with every other point

// Sorted distinct values as text (their mex: engine/core/mex.hpp).
std::string set_text(const std::vector<int>& sorted_set);  // "{0,1,3}"

}  // namespace posetlab::checks
