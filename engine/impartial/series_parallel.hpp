#pragma once
// Series-parallel (N-free) posets and the Deuber-Thomassé algorithm (001 Sec. 3.1):
// a solver for N-free poset games that shares nothing with the general solver.
//
// What. A finite poset is N-free (no induced a<b>c<d with the other three pairs
// incomparable) iff it is built from single points by parallel union P+Q and series
// union P/Q (P above Q). Such a construction is an SpTree. The g-set of a point is {0};
//   Fact 3.1:  g-set(P+Q) = {g(P) XOR v : v in g-set(Q)} u {v XOR g(Q) : v in g-set(P)}
//   Lemma 3.2: g-set(P/Q) = g-set(P) (.) g-set(Q),  A (.) B = B u {mex_a(B) : a in A},
// where mex_a(B) is the a-th natural number (from 0) not in B, and g = mex(g-set).
// Each node costs time linear in its g-sets, so the whole game is solved in time
// polynomial in its size, where the general solver may need exponentially many
// positions.
//
// Recognition (series_parallel_tree): split the element set recursively: if the
// comparability graph of the part is disconnected, the part is the parallel union of
// its components; if instead its incomparability graph is disconnected, the part is
// the series union of those co-components, which are then totally ordered (every
// element of one below every element of the next: two incomparable elements of one
// co-component cannot lie on opposite sides of an element outside it). If both graphs
// are connected on two or more elements, the part, hence the poset, contains an N.
//
// SpTree also serves as a construction language (the Boolean-formula compiler builds
// games in it), with to_poset() to materialise the order when it is small enough.
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/core/mex.hpp"  // mex_of_sorted: a g-set's value
#include "engine/core/poset.hpp"

namespace posetlab {

class SpTree {
 public:
  // Chain: `elements` points in a chain, kept as one node so that the long towers of
  // constructions (2^i points) cost O(1) nodes.
  enum class Kind { Point, Chain, Parallel, Series };
  struct Node {
    Kind kind = Kind::Point;
    std::vector<int> children;  // node indices; Series: from the bottom part up
    int elements = 1;           // points below this node (Point: 1, Chain: its length)
  };

  SpTree() = default;  // the empty poset
  static SpTree point();
  static SpTree chain(int k);      // C_k (k >= 0)
  static SpTree antichain(int k);  // A_k
  static SpTree parallel(const SpTree& a, const SpTree& b);
  // 001's above/below: every point of `above` above every point of `below`.
  static SpTree series(const SpTree& above, const SpTree& below);

  bool empty() const { return root_ < 0; }
  int size() const { return empty() ? 0 : nodes_[root_].elements; }
  int root() const { return root_; }
  const Node& node(int i) const { return nodes_[i]; }
  int node_count() const { return int(nodes_.size()); }

  // The poset: points numbered in depth-first order (a Series node's bottom part
  // first), so every node's points are a contiguous range of ids.
  Poset to_poset() const;

 private:
  friend std::optional<SpTree> series_parallel_tree(const Poset& p, std::vector<int>* leaf_element);
  int add(Node n);
  int graft(const SpTree& other);  // copies other's nodes, returns its root's new index
  std::vector<Node> nodes_;
  int root_ = -1;
};

// The decomposition of p, or nullopt when p contains an N. Point leaves of the tree
// are numbered in tree order, not p's ids; `leaf_element`, when given, receives the p
// element of each leaf in to_poset() numbering.
std::optional<SpTree> series_parallel_tree(const Poset& p, std::vector<int>* leaf_element = nullptr);
// Direct search for an induced N (a<b, c<b, c<d; a||c, a||d, b||d): the definition,
// for cross-checking the recogniser.
bool has_induced_n(const Poset& p);

// Grundy sets as sorted vectors of distinct values.
using GrundySet = std::vector<int>;
// Fact 3.1, given the g-sets of the parts (their values are their mexes).
GrundySet gset_parallel(const GrundySet& p, const GrundySet& q);
// Lemma 3.2: A (.) B, A the g-set of the part above, B of the part below.
GrundySet gset_series(const GrundySet& above, const GrundySet& below);

struct DtResult {
  int grundy = 0;
  GrundySet gset;
};
DtResult deuber_thomasse(const SpTree& t);
// nullopt when p is not N-free.
std::optional<DtResult> deuber_thomasse(const Poset& p);

}  // namespace posetlab
