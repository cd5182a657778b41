#pragma once
// Two-level posets as set systems (docs/design.md §2): bottoms 0..bottoms-1 and one entry
// per top, the sorted list of bottoms below it. Tops may repeat (top twins) or be empty
// (a top with nothing below, an isolated point drawn in the top class); both matter to
// the game, so the struct keeps them.
//
// As a Poset (set_system_to_poset): bottom i is element i, top j is element bottoms + j,
// and bottom i < top j iff i is in tops[j].
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/core/poset.hpp"

namespace posetlab {

struct SetSystem {
  int bottoms = 0;
  std::vector<std::vector<int>> tops;

  int size() const { return bottoms + int(tops.size()); }
  std::size_t edge_count() const;
  bool operator==(const SetSystem&) const = default;
};

// Throws UsageError unless bottoms >= 0 and every top is strictly increasing within 0..bottoms-1.
void validate_set_system(const SetSystem& f);

Poset set_system_to_poset(const SetSystem& f);
// The family whose top j is the set of bits of sets[j] (bit i = bottom i; bottoms <= 64).
SetSystem set_system_from_masks(int bottoms, std::span<const std::uint64_t> sets);

// The two-level reading of a poset of height <= 2, or nullopt for a taller one.
// Bottoms are the minimal elements (isolated points included) in increasing id order,
// tops the other elements in increasing id order; `order`, when given, receives the
// old id of each new element (bottoms first), so set_system_to_poset(result) relabeled by
// it is `p`. Empty tops never arise: an isolated point is minimal, hence a bottom.
std::optional<SetSystem> poset_to_set_system(const Poset& p, std::vector<int>* order = nullptr);

}  // namespace posetlab
