#pragma once
// Maker-Breaker poset games (003) up to isomorphism, for the mb-games table: for one
// poset, every family of winning sets of a kind, one per orbit of the poset's
// automorphism group, with its Maker-Breaker outcome.
//
// Kinds: "clutters" (every antichain of nonempty subsets, the empty family included;
// a set containing another is dominated, so these are all games up to equivalence)
// and "singletons" (every family of one-element sets).
//
// How: the group is closed from nauty's generators (engine/core/canonical.hpp); a family is
// kept when its sorted set masks are the least among its images, and its stabiliser
// is the number of group elements fixing it (so |G| / stabiliser is its orbit size,
// the Burnside check of the tests).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace posetlab {

enum class MbFamilies { Clutters, Singletons };
const char* mb_families_name(MbFamilies f);  // "clutters" / "singletons"

struct MbGameRow {
  int size = 0, height = 0;
  std::vector<std::uint64_t> sets;  // element masks, increasing: the least image
  char outcome = '?';               // M, B, N or P
  bool maker_first = false, maker_second = false;
  std::uint64_t automorphisms = 1;  // poset automorphisms fixing the family
  std::string sets_text() const;    // "{0,2} {3}", "-" for no sets
  std::string set_sizes() const;    // sizes, largest first: "2,1"; "" for no sets
};

struct MbPosetStats {
  std::uint64_t group_order = 1;  // automorphisms of the poset
  std::uint64_t classes = 0;
};

class Poset;

// Every class of `families` on `poset` (n <= 8; clutters n <= 6), in increasing order
// of sets, each solved by MakerBreakerSolver.
MbPosetStats mb_game_rows(const Poset& poset, MbFamilies families, const std::function<void(const MbGameRow&)>& emit);

}  // namespace posetlab
