#pragma once
// Grundy values of one-point extensions of a poset Q from Q's down-set table
// (engine/impartial/down_set_table.hpp): P = Q plus a new element x whose strict down-set `below`
// is a down-set of Q and whose strict up-set `above` is an up-set of Q (every element of
// `below` under every element of `above`, so that P is a poset).
//
// The down-sets of P are those of Q that miss `above` (their values are Q's) and D + x
// for each down-set D of Q that holds `below`. From D + x, x's move leaves D minus
// `above`; a move at y in `below` takes x too and leaves D minus up(y); a move at any other
// y leaves (D minus up(y)) + x, again holding `below`. So one pass over Q's down-sets in
// increasing order gives every g(D + x), the last being g(P); by the definition, no
// shortcut.
//
// When x is minimal (`below` empty) every D + x is a position and the moves from D + x
// are Q's moves from D plus x's own: only x's move depends on `above`. So the
// extensions by several minimal points share one pass, kExtensionLanes of them side by
// side in vector lanes (a value as a 16-bit bitmap, a mex as the lowest clear bit).
#include <cstdint>
#include <span>
#include <vector>

#include "engine/impartial/down_set_table.hpp"

namespace posetlab {

struct ExtensionValue {
  int grundy = 0;
  std::uint64_t gset = 0;  // bit v: some move from the whole of P reaches value v
};

inline constexpr int kExtensionLanes = 8;  // solve_minimal spells out 8

class ExtensionGrundy {
 public:
  // The extension by x with strict down-set `below` and strict up-set `above` (masks over Q).
  ExtensionValue solve(const DownSetTable& q, std::uint32_t below, std::uint32_t above);
  // The extensions by a new minimal x under each up-set in `aboves` (1..kExtensionLanes of
  // them), into out[0..aboves.size()).
  void solve_minimal(const DownSetTable& q, std::span<const std::uint32_t> aboves, ExtensionValue* out);

 private:
  using Lanes = std::uint16_t __attribute__((vector_size(2 * kExtensionLanes)));
  std::vector<std::uint16_t> with_x_;  // by Q's down-set index i: 1 << g(set(i) + x)
  std::vector<Lanes> lanes_with_x_;  // by Q's down-set index i, lane by lane
};

}  // namespace posetlab
