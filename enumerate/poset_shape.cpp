// Shape of a small poset; see poset_shape.hpp.
#include "enumerate/poset_shape.hpp"

#include <algorithm>
#include <bit>

namespace posetlab {
namespace {

int max_antichain(std::uint64_t candidates, const SmallPoset& s) {
  if (!candidates) return 0;
  int v = __builtin_ctzll(candidates);
  std::uint64_t rest = candidates & ~(std::uint64_t{1} << v);
  int with = 1 + max_antichain(rest & ~s.comparable(v), s);
  if (!(s.comparable(v) & rest)) return with;  // v is free: taking it is optimal
  return std::max(with, max_antichain(rest, s));
}

}  // namespace

int poset_levels(const SmallPoset& s, std::array<int, 64>* sizes) {
  int height = 0;
  for (std::uint64_t rest = s.all(); rest; ++height) {
    std::uint64_t minimal = 0;
    for (std::uint64_t xs = rest; xs; xs &= xs - 1)
      if (!(s.down[__builtin_ctzll(xs)] & rest)) minimal |= xs & -xs;
    if (sizes) (*sizes)[height] = std::popcount(minimal);
    rest &= ~minimal;
  }
  return height;
}

int poset_width(const SmallPoset& s) { return max_antichain(s.all(), s); }

int poset_components(const SmallPoset& s) {
  int components = 0;
  for (std::uint64_t rest = s.all(); rest; ++components) rest &= ~small_component(s, rest, __builtin_ctzll(rest));
  return components;
}

PosetShape poset_shape(const SmallPoset& s) { return {poset_levels(s, nullptr), poset_width(s), poset_components(s)}; }

bool is_n_free(const SmallPoset& s) {
  const int n = s.k;
  // An N: b < c, a < c, b < d, with a || b, c || d, a || d.
  auto incomparable = [&](int x) { return s.all() & ~(s.comparable(x) | std::uint64_t{1} << x); };
  for (int b = 0; b < n; ++b)
    for (std::uint64_t cs = s.up[b]; cs; cs &= cs - 1) {
      int c = __builtin_ctzll(cs);
      std::uint64_t as = s.down[c] & incomparable(b), ds = s.up[b] & incomparable(c);
      for (; as; as &= as - 1)
        if (ds & incomparable(__builtin_ctzll(as))) return false;
    }
  return true;
}

}  // namespace posetlab
