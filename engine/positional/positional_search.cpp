#include "engine/positional/positional_search.hpp"

#include <algorithm>

#include "engine/core/bits.hpp"
#include "engine/core/canonical.hpp"

namespace posetlab::positional {

std::vector<Mask> strictly_above(const GameMasks& m) {
  std::vector<Mask> above(m.n, 0);
  for (int x = 0; x < m.n; ++x)
    for (Mask b = m.below[x]; b; b &= b - 1) above[std::countr_zero(b)] |= Mask{1} << x;
  return above;
}

void keep_minimal_sets(std::vector<Mask>& s) {
  std::sort(s.begin(), s.end(), [](Mask a, Mask b) {
    const int pa = std::popcount(a), pb = std::popcount(b);
    return pa != pb ? pa < pb : a < b;
  });
  std::size_t kept = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; j < kept && !dominated; ++j) dominated = (s[j] & ~s[i]) == 0;
    if (!dominated) s[kept++] = s[i];
  }
  s.resize(kept);
}

// USES: 003-L2
bool drop_set_free_components(const GameMasks& m, const std::vector<Mask>& above, Mask& rest, Mask in_sets) {
  bool odd = false;
  for (Mask todo = rest; todo;) {
    Mask comp = todo & -todo, frontier = comp;
    while (frontier) {
      const int x = std::countr_zero(frontier);
      frontier &= frontier - 1;
      const Mask grow = (m.below[x] | above[x]) & rest & ~comp;
      comp |= grow;
      frontier |= grow;
    }
    todo &= ~comp;
    if ((comp & in_sets) == 0) {
      rest &= ~comp;
      odd ^= std::popcount(comp) & 1;
    }
  }
  return odd;
}

bool breaker_pairing_exists(Mask claimable, const std::vector<Mask>& sets) {
  constexpr std::size_t kMaxPairs = 32;  // disjoint pairs of at most 64 elements
  Mask pairs[kMaxPairs];
  std::size_t count = 0;
  Mask used = 0;
  // Sets of two elements first (their pair is forced), then the larger ones.
  for (int pass = 0; pass < 2; ++pass)
    for (Mask w : sets) {
      if ((std::popcount(w) == 2) != (pass == 0)) continue;
      bool covered = false;
      for (std::size_t i = 0; i < count && !covered; ++i) covered = (pairs[i] & ~w) == 0;
      if (covered) continue;
      Mask free = w & claimable & ~used;
      if (std::popcount(free) < 2) return false;
      const Mask a = free & -free;
      free &= free - 1;
      const Mask pair = a | (free & -free);
      pairs[count++] = pair;
      used |= pair;
    }
  return true;
}

bool position_connected(const GameMasks& m, const std::vector<Mask>& above, Mask rest, const std::vector<Mask>& sets) {
  if (!rest) return true;
  Mask comp = rest & -rest, frontier = comp;
  std::vector<char> joined(sets.size(), 0);
  while (frontier) {
    Mask grow = 0;
    for (Mask f = frontier; f; f &= f - 1) {
      const int x = std::countr_zero(f);
      grow |= (m.below[x] | above[x]) & rest;
    }
    for (std::size_t i = 0; i < sets.size(); ++i)
      if (!joined[i] && (sets[i] & frontier)) {
        joined[i] = 1;
        grow |= sets[i];
      }
    frontier = grow & ~comp;
    comp |= grow;
  }
  return comp == rest;
}

Fingerprint PositionKeys::key(KindTag tag, const std::vector<Mask>& above, Mask rest, std::uint64_t header_bits,
                              const std::vector<Mask>& first, const std::vector<Mask>* second, bool canonical) {
  key_.clear();
  const int r = std::popcount(rest);
  const std::size_t second_count = second ? second->size() : 0;
  key_.push_back(std::uint64_t(r) | header_bits << 8);
  key_.push_back(std::uint64_t(first.size()) | std::uint64_t(second_count) << 32);
  sets_.clear();
  for (Mask w : first) sets_.push_back(pext64(w, rest));
  if (second)
    for (Mask w : *second) sets_.push_back(pext64(w, rest));
  if (canonical) {
    up_.clear();
    for (Mask x = rest; x; x &= x - 1) up_.push_back(pext64(above[std::countr_zero(x)] & rest, rest));
    colour_.assign(sets_.size(), 0);
    std::fill(colour_.begin() + first.size(), colour_.end(), 1);
    canonical_poset_with_sets(r, up_.data(), sets_.data(), int(sets_.size()), key_, second ? colour_.data() : nullptr);
    return kind_fingerprint(tag, KeyDomain::Canonical, key_.data(), key_.size() * sizeof(std::uint64_t));
  }
  for (Mask x = rest; x; x &= x - 1) key_.push_back(pext64(above[std::countr_zero(x)] & rest, rest));
  std::sort(sets_.begin(), sets_.begin() + first.size());
  std::sort(sets_.begin() + first.size(), sets_.end());
  key_.insert(key_.end(), sets_.begin(), sets_.end());
  return kind_fingerprint(tag, KeyDomain::RelativeHasse, key_.data(), key_.size() * sizeof(std::uint64_t));
}

}  // namespace posetlab::positional
