#pragma once
// Canonical labeling of posets and of two-level posets (bicoloured graphs) by nauty.
//
// What: a canonical form is a relabeling that depends only on the isomorphism class, so
// two objects are isomorphic iff their canonical forms are equal. Used as table keys by
// the solver (docs/design.md, "Shortcuts the engine takes") and by the two-level enumerator.
// How: nauty's densenauty on the digraph of the strict order (posets) or on the
// bipartite graph bottoms–tops (families). The initial partition is refined by cheap
// isomorphism invariants first (down/up degrees, set sizes), which both speeds nauty up
// and is safe: cells are ordered by the invariant values, so isomorphic inputs start
// from corresponding partitions.
// Thread-safety: every function may be called from many threads at once (libnauty is
// built with thread-local work space).
#include <cstdint>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/core/small_poset.hpp"

namespace posetlab {

// Canonical form of a poset on k <= 64 elements given by strict up-set masks (bit y of
// strict_up[x] set iff x < y). Writes the canonically relabeled masks to
// canon_out[0..k-1]: two posets are isomorphic iff their outputs are equal.
// `canon_out` may not alias `strict_up`. Throws UsageError for k outside 0..64.
void canonical_poset_masks(int k, const std::uint64_t* strict_up, std::uint64_t* canon_out);

// The same for a vertex-coloured poset (colour[x] any small non-negative integer): only
// colour-preserving relabelings count, and canon_colour_out[i] is the colour of the
// element placed at canonical position i. Equal outputs iff isomorphic as coloured posets.
void canonical_coloured_poset_masks(int k, const std::uint64_t* strict_up, const int* colour, std::uint64_t* canon_out,
                                    int* canon_colour_out);

// Canonical form of a poset (k <= 64 elements, strict up-set masks) carrying a family
// of distinct subsets (element masks), each set optionally coloured (set_colour[i] a
// small non-negative integer): only order-preserving relabelings that map the family
// onto itself, colours kept, count. nauty runs on the digraph of the order plus one
// vertex per set with arcs to its elements. Appends to `out` the k canonical strict up
// masks, then the canonical set masks, grouped by colour in increasing colour: equal
// words (and equal counts per colour) iff isomorphic.
// (The keys of the Maker-Breaker and Maker-Maker searches, engine/positional/positional_search.hpp.)
void canonical_poset_with_sets(int k, const std::uint64_t* strict_up, const std::uint64_t* sets, int set_count,
                               std::vector<std::uint64_t>& out, const int* set_colour = nullptr);

// Generators of the automorphism group of a poset (k <= 64, strict up-set masks),
// colour-preserving when `colour` is given, as permutations (perm[x] = image of x), and
// the group order (exact below 1e15; nauty keeps it in floating point).
struct PosetAutomorphisms {
  std::vector<std::vector<int>> generators;
  double order = 1;
};
PosetAutomorphisms poset_automorphisms(int k, const std::uint64_t* strict_up, const int* colour = nullptr);

struct CanonicalLabeling {
  std::vector<int> order;     // canonical position i -> original element
  double automorphisms = 1;   // order of the automorphism group
};
// Any size: nauty on the digraph of the cover relation (x -> y when y covers x).
// p.relabeled(inverse of order) is the canonical poset.
CanonicalLabeling canonical_labeling(const Poset& p);
// The same labeling (same nauty input, so the same result) from the mask form, without a
// Poset: for streams of small posets (enumerate posets).
CanonicalLabeling canonical_labeling(const SmallPoset& s);

// Two-level (bicoloured) form: bottoms 0..b-1 (b <= 64), tops given as bitmasks over
// the bottoms (the empty mask is a top above nothing); bottoms and tops lie in
// different cells, so no automorphism swaps a bottom with a top.
struct CanonicalSetSystem {
  std::vector<std::uint64_t> sets;  // canonical, sorted ascending
  // Order of the automorphism group of the bicoloured graph. When the sets are
  // distinct this is the number of permutations of the bottoms fixing the family.
  // Exact below 1e10 (nauty keeps larger orders in floating point).
  std::uint64_t automorphisms = 1;
};
// Throws UsageError if bottoms is outside 0..64 or a set has a bit at or above `bottoms`.
CanonicalSetSystem canonical_set_system(int bottoms, const std::vector<std::uint64_t>& sets);

}  // namespace posetlab
