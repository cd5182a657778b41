#pragma once
// Orderly generation (Read, Faradzev) of families of distinct nonempty subsets of [b],
// b <= 6, as position masks (set_family_perm.hpp): a family is kept iff its mask is the
// largest of its orbit; its parent is the mask without its lowest set bit, which is
// again canonical, so every class is produced exactly once, by adding a bit below the
// lowest one of a canonical parent and testing the child with the permutation tables.
// No nauty calls; the fast path of the two-level enumerator for b <= 6.
#include <cstdint>
#include <functional>

#include "enumerate/tree_split.hpp"

namespace posetlab {

// Visits (mask, number of sets, group order) of every class with at most `max_tops`
// sets that the split takes, depth-first, parents first. Deterministic.
void orderly_families(int bottoms, int max_tops, const TreeSplit& split,
                      const std::function<void(std::uint64_t mask, int tops, std::uint64_t aut)>& visit);

// The part of that tree below the canonical mask `root` (group order `root_aut`) whose
// added sets all lie at positions below `limit` (<= the lowest position of root): with
// limit = positions - H and root running over the canonical masks of the top H
// positions, these subtrees partition all classes by their top H positions (the
// ancestors of a canonical mask include its own top-H part). Depths, and so the
// split depth, count every set, root's included.
void orderly_subtree(int bottoms, std::uint64_t root, std::uint64_t root_aut, int limit, int max_tops,
                     const TreeSplit& split,
                     const std::function<void(std::uint64_t mask, int tops, std::uint64_t aut)>& visit);

}  // namespace posetlab
