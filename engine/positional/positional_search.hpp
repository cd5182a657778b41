#pragma once
// Pieces shared by the Maker-Breaker and Maker-Maker searches (engine/positional/maker_breaker.hpp,
// engine/positional/maker_maker.hpp): which elements may be claimed, the two simplifications both
// games allow (dominated sets, Lemma 2's set-free components) and the table key of a
// simplified position, canonical (nauty) or relative.
#include <bit>
#include <cstdint>
#include <vector>

#include "engine/core/fingerprint.hpp"
#include "engine/core/game_kind.hpp"
#include "engine/positional/positional_game.hpp"

namespace posetlab::positional {

using Mask = std::uint64_t;

// The elements of `rest` (unclaimed, an up-set) all of whose smaller elements are claimed.
inline Mask claimable(const GameMasks& m, Mask rest) {
  Mask out = 0;
  for (Mask r = rest; r; r &= r - 1) {
    const int x = std::countr_zero(r);
    if ((m.below[x] & rest) == 0) out |= Mask{1} << x;
  }
  return out;
}

// above[x] = the elements strictly above x.
std::vector<Mask> strictly_above(const GameMasks& m);

// Keeps the inclusion-minimal sets (a player owning a set owns every set it contains
// no later), sorted by size, then mask.
void keep_minimal_sets(std::vector<Mask>& sets);

// 003 Lemma 2: deletes from `rest` every connected component (of comparability within
// rest) that meets no element of `in_sets`; such a component is a heap of tempo moves
// that counts only by its parity. Returns whether an odd number of elements went.
bool drop_set_free_components(const GameMasks& m, const std::vector<Mask>& above, Mask& rest, Mask in_sets);

// Maker-Breaker: Breaker's pairing strategy. True when disjoint pairs {a, b} of
// `claimable` elements can be chosen so that every live set holds both elements of one
// pair (found greedily, two-element sets first: true is always right, false may miss a
// pairing). Then Breaker wins whoever moves: when Maker claims one element of a pair he
// claims the other (claimable elements stay claimable, and only his answers take mates),
// and otherwise he claims anything; Maker never owns both elements of a pair, so never a
// whole set.
bool breaker_pairing_exists(Mask claimable, const std::vector<Mask>& sets);

// Whether the remaining poset `rest` with its live sets is one connected piece (elements
// joined by comparability or by sharing a live set). nauty's canonical form of a
// position made of many equal pieces can cost time exponential in their number, while
// its key merges little that the relative key does not: such positions are keyed
// relatively.
bool position_connected(const GameMasks& m, const std::vector<Mask>& above, Mask rest, const std::vector<Mask>& sets);

// Table keys of simplified positions: the remaining poset `rest`, up to two families of
// live sets (each a list of masks within rest; Maker-Maker's second family belongs to
// the player not moving) and a few header bits (spare token, side to move).
class PositionKeys {
 public:
  // canonical: nauty's form of the remaining order with one vertex per set, coloured by
  // family (isomorphic positions get one key); otherwise the relative form (elements
  // renumbered in id order, each family sorted). The forms hash under distinct domains.
  Fingerprint key(KindTag tag, const std::vector<Mask>& above, Mask rest, std::uint64_t header_bits,
                  const std::vector<Mask>& first, const std::vector<Mask>* second, bool canonical);

 private:
  std::vector<std::uint64_t> key_, up_, sets_;
  std::vector<int> colour_;
};

}  // namespace posetlab::positional
