#pragma once
// The policy seam: one position machinery (engine/impartial/position_kernel.hpp), many games.
//
// A *position* is a set of elements of a fixed poset still in play, held as a mask
// (std::uint64_t up to 64 elements, Bits<W> beyond). The machinery owns everything that
// does not depend on the rules: splitting a position into independent components,
// relative keys, the shared lock-free table (engine/memo/shared_table.hpp), the parallel
// root driver and statistics. A *search policy* owns the rest: which moves a position has
// (ruleset) and how values combine (value domain). Policies are template arguments, so
// the inner loop has no virtual calls.
//
// Contract of a policy K (all members inline, const, safe to call from many threads):
//   using Mask;                      std::uint64_t or Bits<W>
//   using Value;                     the value domain
//   static constexpr KindTag tag;    mixed into every table key of this kind
//   Mask interacts(int x) const;     elements whose presence can change x's moves, or
//                                    that x's moves can change; positions split into
//                                    the components of this graph, whose values
//                                    combine with add()
//   static Value zero();  static Value add(const Value&, const Value&);
//   static bool encode(const Value&, std::uint32_t&, WideValues&);
//                                    false: not in the shared table (kept in the
//                                    kernel's own map instead); values wider than 32
//                                    bits may go to the table's WideValues, the slot
//                                    holding their index
//   static Value decode(std::uint32_t, const WideValues&);
//   void relative_form(Mask c, std::vector<std::uint64_t>& out) const;
//                                    appends words determining the game on component c
//                                    up to the order-preserving renaming of its
//                                    elements (order, colours, geometry: all the rules
//                                    read); equal forms must mean equal values
//   Value connected(PositionKernel<K>& k, Mask c) const;
//                                    value of a connected component: shortcuts of the
//                                    policy, then usually k.memoized(c, search) where
//                                    search computes the value from option values got
//                                    by k.value(option) (or k.option_values for roots)
//
// The three policies it is designed for:
//  - impartial nimbers (engine/impartial/impartial_policy.hpp): Value int, add = XOR, a component's
//    value is the mex of its options' values; interacts = comparability.
//  - partizan numbers (engine/partizan/partizan_policy.hpp): Value Dyadic, add = sum, value =
//    simplest number strictly between Left's best (largest) and Right's best
//    (smallest) option value; the form includes the colours of the component.
//  - Maker-Breaker outcome search: a position is the remaining down-closed set plus the
//    live reduced winning sets plus the player to move; Value = outcome (a few bits),
//    add = the outcome algebra of independent parts (or one component, interacts = all).
#include <cstddef>
#include <cstdint>

#include "engine/core/fingerprint.hpp"

namespace posetlab {

// A variant wraps a base ruleset (engine/impartial/variants.hpp): misere play (the player
// who cannot move wins), or the game on the dual order (a move takes an element with
// everything below it).
enum class Variant : std::uint64_t { Misere = 1, Dual = 2 };

// The tag of a variant over a base tag: the base ruleset keeps the low kBaseTagBits bits,
// each wrapper pushes its code into the next 4 bits (innermost first), so a tag names its
// whole wrapper stack and two stacks never share one. At most 4 wrappers: keys mix in 24
// bits of a tag (kind_fingerprint).
inline constexpr int kBaseTagBits = 8;
constexpr std::uint64_t variant_tag_value(std::uint64_t base, Variant v) {
  int shift = kBaseTagBits;
  while ((base >> shift) & 0xF) shift += 4;
  if (shift >= 24) throw "at most 4 variant wrappers";  // constexpr: a compile error
  return base | (static_cast<std::uint64_t>(v) << shift);
}

// Distinct per kind and per ruleset: two kinds never share a table entry. Impartial is
// 0 so its keys are the ones the table held before kinds existed. Base rulesets take
// values below 2^kBaseTagBits; a variant's tag is derived from its stack.
enum class KindTag : std::uint64_t {
  Impartial = 0,
  BlackWhite = 1,
  Pomax = 2,
  MinMaxRemoval = 3,
  LeafRemoval = 4,
  CornerRemoval = 5,
  MakerBreaker = 6,
  MakerMaker = 7,
  Misere = variant_tag_value(0, Variant::Misere),
  DualMisere = variant_tag_value(variant_tag_value(0, Variant::Dual), Variant::Misere),
};

constexpr KindTag variant_tag(KindTag base, Variant v) {
  return static_cast<KindTag>(variant_tag_value(static_cast<std::uint64_t>(base), v));
}

inline Fingerprint kind_fingerprint(KindTag kind, KeyDomain domain, const void* data, std::size_t bytes) {
  const std::uint64_t seed = static_cast<std::uint64_t>(domain) ^ (static_cast<std::uint64_t>(kind) << 40);
  XXH128_hash_t h = XXH3_128bits_withSeed(data, bytes, seed);
  return {h.high64, h.low64};
}

}  // namespace posetlab
