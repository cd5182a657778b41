#pragma once
// The shape of a small poset as the posets tables store it: height (longest chain), width
// (largest antichain), elements per level, components of the comparability graph, and
// whether it has an induced N. Computed here from the poset alone, each by its own
// search; enumerate/poset_stream.hpp gets the same numbers for a stream's one-point
// extensions by formulas, and tests hold the two to each other.
#include <array>
#include <cstdint>

#include "engine/core/small_poset.hpp"

namespace posetlab {

struct PosetShape {
  int height = 0, width = 0, components = 0;
};

PosetShape poset_shape(const SmallPoset& s);
// Peels off the minimal elements until none is left: element x goes in level L when the
// longest chain below it has L elements. Returns the height; `sizes` (if given) gets the
// elements per level.
int poset_levels(const SmallPoset& s, std::array<int, 64>* sizes);
int poset_width(const SmallPoset& s);
int poset_components(const SmallPoset& s);
// No induced N (a<c, b<c, b<d, other pairs incomparable).
bool is_n_free(const SmallPoset& s);

}  // namespace posetlab
