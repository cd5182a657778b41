#include "engine/partizan/hackenbush.hpp"

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

// Value of everything strictly above x (x's upper covers each start one edge).
Dyadic above(const ColouredPoset& p, Colour left, int x);

Dyadic edge(const ColouredPoset& p, Colour left, int x) {
  Dyadic v = above(p, left, x);
  return p.colour[x] == left ? hackenbush_left_edge(v) : -hackenbush_left_edge(-v);
}

Dyadic above(const ColouredPoset& p, Colour left, int x) {
  Dyadic sum;
  for (int y : p.poset.upper_covers(x)) sum += edge(p, left, y);
  return sum;
}

}  // namespace

bool is_forest_poset(const Poset& p) {
  for (int x = 0; x < p.size(); ++x)
    if (p.lower_covers(x).size() > 1) return false;
  return true;
}

Dyadic hackenbush_left_edge(const Dyadic& v) {
  Dyadic n = (Dyadic(1) - v).floor() + Dyadic(1);  // least integer with v + n > 1
  if (n < Dyadic(1)) n = Dyadic(1);
  if (!n.fits_int64()) throw UsageError("Hackenbush stalk too long");
  return (v + n).times_pow2(-(n.small_numerator() - 1));
}

Dyadic hackenbush_forest_value(const ColouredPoset& p, Colour left) {
  if (!is_forest_poset(p.poset)) throw UsageError("Hackenbush oracle needs a forest poset: " + p.to_text());
  Dyadic sum;
  for (int r : p.poset.minimal_elements()) sum += edge(p, left, r);
  return sum;
}

}  // namespace posetlab
