#pragma once
// Families of distinct nonempty subsets of [b] up to permutations of [b], each class
// exactly once, by canonical augmentation (McKay) with nauty on the bicoloured graph
// (bottoms and tops in different cells). Works for any b <= 24; the general path of
// the two-level enumerator and the independent check of the b <= 6 fast path.
//
// A family grows one set at a time. Lower filter: of the candidate sets, only the least
// of each orbit of the parent's automorphism group is tried. Upper filter: the child is
// kept iff the new set lies in the orbit of the child's canonical last top, canonical
// for nauty with the tops in cells by key = (size, sum over its bottoms of a hash of the
// bottom's degree). Cheap invariants first: the canonical last top has the largest key, so
// a candidate of smaller key is rejected and one of unique largest key accepted without
// calling nauty, its group order then following from the parent's group (the stabiliser
// of the new set). Only ties of key and the nodes that have children call nauty.
#include <cstdint>
#include <functional>
#include <vector>

#include "enumerate/tree_split.hpp"

namespace posetlab {

struct AugmentedFamily {
  const std::vector<std::uint64_t>* sets;  // the generator's labeling (order of insertion)
  std::vector<std::uint64_t> canonical;    // nauty canonical form, sorted ascending (empty
                                           // when not asked for: `canonical` false)
  std::uint64_t aut = 1;                   // permutations of [b] fixing the family
};

// Visits every class with at most `max_tops` sets (depth = number of sets) that the
// split takes, depth-first, parents before children. Deterministic. Without `canonical`
// the visits see the sets and group orders only (a nauty call less per class: counting).
void augment_families(int bottoms, int max_tops, const TreeSplit& split,
                      const std::function<void(const AugmentedFamily&)>& visit, bool canonical = true);

// The subtree of one node of that tree, the node included: `sets` as the visit saw them
// (*AugmentedFamily::sets, the generator's labeling). A node's subtree depends on its
// sets alone, so the nodes at one depth can be handed to different threads.
void augment_subtree(int bottoms, const std::vector<std::uint64_t>& sets, int max_tops,
                     const std::function<void(const AugmentedFamily&)>& visit, bool canonical = true);

}  // namespace posetlab
