#pragma once
// Every black/white colouring of one poset up to the poset's automorphisms, each with
// its black-white value (001, Black = Left), its pomax value (004, White = Left) and
// the invariants of the coloured-poset table: the rows of the `coloured_posets` job.
//
// How: the colourings are the 2^n masks of white elements; the automorphism group
// (nauty generators) acts on them, and union-find over the generators' images splits
// the masks into orbits, each represented by its least mask. Both games only ever
// reach down-sets of the poset (black-white removes an up-set, pomax a maximal element),
// so the down-sets and both games' moves between them are listed once per poset; each
// colouring is then one pass over the down-sets by increasing size, applying the
// simplest-number rule (Dyadic::simplest_between) to each position's best options.
// The balanced property (004 Def. 4.1, pomax) rides along the same pass.
//
// The values are the definition's (every move, no pruning, no component sums), shared
// between colourings of one poset only through the move lists; tests compare them with
// PlainPartizanSolver. Limited to n <= 16 (2^n colourings, down-sets in a hash map).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/partizan/dyadic.hpp"

namespace posetlab {

struct ColouredPosetRow {
  int size = 0;
  std::uint64_t white = 0;        // bit x: element x is white (the least mask of its orbit)
  int blacks = 0;
  int height = 0, width = 0;      // of the poset
  int blocking_triples = 0;       // x covered by y covered by z, c(x) = c(y) != c(z)
  bool balanced = false;          // pomax game balanced (004 Def. 4.1)
  Dyadic bw;                      // black-white value, Black = Left
  Dyadic pomax;                   // pomax value, White = Left
  std::uint64_t automorphisms = 1;  // colour-preserving automorphisms of the poset
  std::string colour_word() const;  // "BWW..." element by element
};

struct ColouringStats {
  std::uint64_t colourings = 0;     // orbit representatives emitted
  std::uint64_t down_sets = 0;      // positions of the poset
  std::uint64_t automorphisms = 1;  // of the uncoloured poset
};

// The rows of every colouring class of the poset given by strict up-set masks (bit y
// of strict_up[x] iff x < y), in increasing order of the white mask.
ColouringStats coloured_rows(int n, const std::uint64_t* strict_up, const std::function<void(const ColouredPosetRow&)>& emit);

}  // namespace posetlab
