#pragma once
// A cut of the orderly generation tree (set_family_orderly.hpp) into subtrees of about
// equal predicted size, for jobs whose res/mod parts differ tenfold in cost (b = 6,
// t <= 10: a part is 13-130 s, because the subtree below a node grows with the number
// of positions left below its lowest set, from none to 58).
//
// The tree is walked from the empty family; a node whose predicted subtree is at most
// `leaf_limit` becomes a leaf (its whole subtree is one task), every other node is
// "shallow" (its own class is listed, its children are walked). The leaves' subtrees and
// the shallow nodes partition the classes. Leaves, in visit order, are grouped into
// consecutive ranges of about `unit_target` predicted classes: the work units.
//
// Prediction of a node with d sets, lowest set position L and group order a: its
// descendants with s sets add s - d positions below L, so there are at most
// C(L, s - d) of them, of which about 1/a are canonical:
//   predicted = sum over wanted s of copies(s) * C(L, s - d) / a   (integers, so every
// rank of an MPI job cuts alike). Sampled on b = 6, t <= 10 (329 nodes at depth 5,
// exact counts): the true size is 0.3-0.7 of this for 90% of the classes; the cut only
// needs sizes right to a small factor, which leaves much shorter than a unit absorb.
#include <cstdint>
#include <vector>

namespace posetlab {

struct FrontierNode {
  std::uint64_t mask = 0, aut = 1;  // canonical position mask and its group order
  int depth = 0;                    // number of sets
  int low = 0;                      // children add positions below this one
  std::uint64_t predicted = 0;      // predicted wanted classes in its subtree (itself included)
};

struct OrderlyFrontier {
  std::vector<FrontierNode> shallow;  // nodes above the leaves, parents first
  std::vector<FrontierNode> leaves;   // in visit order
};

// `copies[s]`: how many rows a class with s sets yields (0: not wanted, 1, or 2 with
// its empty-top variant); its size bounds the depth walked (max sets = size - 1).
OrderlyFrontier orderly_frontier(int bottoms, const std::vector<int>& copies, std::uint64_t leaf_limit);

// The predicted classes of a node (d sets, lowest position `low`, group order `aut`),
// saturating at 2^64 - 1.
std::uint64_t predicted_subtree(const std::vector<int>& copies, int depth, int low, std::uint64_t aut);

// Consecutive ranges [first, last) of leaves, each closed as soon as its predicted
// classes reach `unit_target`, or `tail_target` once the ranges before it hold all but
// `tail` of the leaves' predicted classes; together they cover every leaf once, in
// order (tail_target 0: no tail). Small last units are handed out last (costliest first) and fill the gaps
// the others leave.
struct LeafRange {
  std::size_t first = 0, last = 0;
  std::uint64_t predicted = 0;
};
std::vector<LeafRange> group_leaves(const std::vector<FrontierNode>& leaves, std::uint64_t unit_target,
                                    std::uint64_t tail_target = 0, std::uint64_t tail = 0);

}  // namespace posetlab
