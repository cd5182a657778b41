#pragma once
// Blue-Red Hackenbush on trees: a closed-form oracle for black-white poset games on
// forests, sharing nothing with game-tree search.
//
// A forest poset (every element covers at most one element) under the black-white game
// is Hackenbush on the same trees: element x is the edge from x down to the element it
// covers (or to the ground), and picking x cuts that edge, which removes everything
// above it. The value follows from the colon principle: a Left edge under a subtree of
// value v is worth (v + n) / 2^(n-1), n the least positive integer with v + n > 1 (the
// sign-expansion rule of Winning Ways); a Right edge is the negative of a Left edge
// under -v; trees growing from one node add.
#include "engine/partizan/coloured_poset.hpp"
#include "engine/partizan/dyadic.hpp"

namespace posetlab {

// True when every element covers at most one element.
bool is_forest_poset(const Poset& p);

// The value with `left` as Left's colour (Black for 001). UsageError if not a forest.
Dyadic hackenbush_forest_value(const ColouredPoset& p, Colour left);

// The value of a Left edge under a position of value v (exposed for tests).
Dyadic hackenbush_left_edge(const Dyadic& v);

}  // namespace posetlab
