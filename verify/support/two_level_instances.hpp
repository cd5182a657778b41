#pragma once
// Two-level instances for the checks of paper 000: families of subsets of [b] given as
// masks over the nonempty subsets, their classes under permutations of [b] (an
// independent canonical form by trying all b! relabelings, for b <= 5), random
// families, twin insertion, and the parity-uniform test of 000 Def. 4.1.
#include <cstdint>
#include <random>
#include <vector>

#include "engine/core/set_system.hpp"

namespace posetlab::checks {

// SetSystem with bottoms 0..b-1 and one top per set bit s of `mask`: the top over the
// bottoms of the subset s+1 of [b] (bit j of s+1 = bottom j). With `empty_top`, one
// more top with nothing below.
SetSystem family_from_mask(int b, std::uint64_t mask, bool empty_top = false);
// The least mask over all relabelings of [b] (b <= 5).
std::uint64_t canonical_mask(int b, std::uint64_t mask);
// One representative mask per class of families of distinct nonempty subsets of [b].
std::vector<std::uint64_t> family_class_masks(int b);

// A random family on b bottoms with t tops, each top a random subset (possibly empty,
// twins allowed) where each bottom is in it with probability q.
SetSystem random_family(int b, int t, double q, std::mt19937_64& rng);

// f with `copies` more tops equal to `set`.
SetSystem add_top_twins(const SetSystem& f, const std::vector<int>& set, int copies);
// f with `copies` more bottoms, each below exactly the tops above bottom x.
SetSystem add_bottom_twins(const SetSystem& f, int x, int copies);
// f without the tops (indices) / bottoms listed; bottoms are renumbered in order.
SetSystem remove_tops(const SetSystem& f, std::vector<int> tops);
SetSystem remove_bottoms(const SetSystem& f, std::vector<int> bottoms);
// Indices of the tops equal to `set`; bottoms whose set of tops above equals x's.
std::vector<int> top_twins(const SetSystem& f, const std::vector<int>& set);
std::vector<int> bottom_twins(const SetSystem& f, int x);

// 000 Def. 4.1: (i) all tops have degree parity p; (ii) some bipartition (B1, B2) of
// the bottoms has every top meeting B1 or B2 in an odd number of bottoms.
struct ParityUniform {
  bool uniform = false;
  int p = -1;  // the common degree parity, -1 when there are no tops
};
ParityUniform parity_uniform(const SetSystem& f);  // b <= 20

class ValueOracle;
// g of the two-level poset of f, from the oracle (verify/support/value_oracle.hpp).
int family_grundy(ValueOracle& oracle, const SetSystem& f);

}  // namespace posetlab::checks
