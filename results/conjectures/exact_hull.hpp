#pragma once
// The convex hull of a finite set of integer points, exactly: its affine hull as
// equalities and its facets as inequalities, all with coprime integer coefficients.
// No floating point anywhere: linear algebra over GMP rationals, facets by the double
// description method (Motzkin; Fukuda and Prodon's combinatorial adjacency test) on the
// cone of valid inequalities {(a, b) : a.p <= b for every point p}, whose extreme rays
// are exactly the facets when the points span their space.
//
// A hull of lower dimension k < d (the points satisfy d - k independent equalities) is
// written canonically: the equalities in reduced echelon form with their pivots on the
// last coordinates possible, and the facets in the remaining k "free" coordinates only
// (coefficient 0 on every pivot coordinate), so each facet has one spelling.
#include <cstdint>
#include <vector>

namespace posetlab {

using IntPoint = std::vector<std::int64_t>;

// a.x <= b (a facet) or a.x = b (an equality of the affine hull); gcd of a is 1, and
// the first nonzero coefficient of an equality is positive.
struct HullConstraint {
  std::vector<std::int64_t> a;
  std::int64_t b = 0;
};

struct ExactHull {
  int dimension = -1;                       // affine dimension; -1 for no points
  std::vector<HullConstraint> equalities;   // d - dimension of them
  std::vector<HullConstraint> facets;       // a.x <= b; none when dimension <= 0
  std::vector<int> free_coordinates;        // the coordinates facets are written in
};

// Points may repeat; all must have the same length d >= 1. Throws std::invalid_argument
// for mixed lengths and std::overflow_error when a coefficient does not fit 64 bits.
// Facets are sorted by (a, b).
ExactHull exact_hull(const std::vector<IntPoint>& points);

}  // namespace posetlab
