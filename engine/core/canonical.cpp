// Canonical forms by nauty; see canonical.hpp for the contract. Each builds one dense
// graph (nauty_graph.hpp) with an initial partition ordered by isomorphism invariants,
// runs nauty once and reads the canonical graph back into posetlab's bit order.
#include "engine/core/canonical.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

#include "engine/core/error.hpp"
#include "engine/core/nauty_graph.hpp"

namespace posetlab {
namespace {

// nauty on the digraph of a strict order with an initial partition by (colour,
// down-degree, up-degree); fills canon_out/canon_colour_out when given, the generators
// when asked, and returns the order of the (colour-preserving) automorphism group.
double run_poset_nauty(int k, const std::uint64_t* strict_up, const int* colour, std::uint64_t* canon_out,
                       int* canon_colour_out, std::vector<std::vector<int>>* generators) {
  NautyGraph ng(k);
  std::vector<std::uint64_t> key(k, 0);  // (colour, down-degree, up-degree), packed
  for (int x = 0; x < k; ++x) {
    key[x] += std::uint64_t(std::popcount(strict_up[x]));
    if (colour) key[x] += std::uint64_t(colour[x]) << 48;
    for (std::uint64_t r = strict_up[x]; r; r &= r - 1) {
      int y = std::countr_zero(r);
      ng.add_arc(x, y);
      key[y] += std::uint64_t{1} << 24;
    }
  }
  ng.set_partition(key);
  std::vector<int> flat;
  const double order = ng.run(true, generators ? &flat : nullptr);
  if (generators)
    for (std::size_t at = 0; at < flat.size(); at += std::size_t(k))
      generators->emplace_back(flat.begin() + long(at), flat.begin() + long(at) + k);
  if (canon_out)
    for (int i = 0; i < k; ++i) {
      std::uint64_t row = 0;
      for (int j = 0; j < k; ++j)
        if (ng.canon_arc(i, j)) row |= std::uint64_t{1} << j;
      canon_out[i] = row;
      if (canon_colour_out) canon_colour_out[i] = colour ? colour[ng.labelling()[i]] : 0;
    }
  return order;
}

void check_k(const char* what, int k) {
  if (k < 0 || k > 64) throw UsageError(std::string(what) + ": k = " + std::to_string(k) + " is outside 0..64");
}

}  // namespace

void canonical_poset_masks(int k, const std::uint64_t* strict_up, std::uint64_t* canon_out) {
  check_k("canonical_poset_masks", k);
  if (k == 0) return;
  if (k == 1) {
    canon_out[0] = 0;
    return;
  }
  run_poset_nauty(k, strict_up, nullptr, canon_out, nullptr, nullptr);
}

void canonical_coloured_poset_masks(int k, const std::uint64_t* strict_up, const int* colour, std::uint64_t* canon_out,
                                    int* canon_colour_out) {
  check_k("canonical_coloured_poset_masks", k);
  if (k == 0) return;
  run_poset_nauty(k, strict_up, colour, canon_out, canon_colour_out, nullptr);
}

void canonical_poset_with_sets(int k, const std::uint64_t* strict_up, const std::uint64_t* sets, int set_count,
                               std::vector<std::uint64_t>& out, const int* set_colour) {
  check_k("canonical_poset_with_sets", k);
  const int n = k + set_count;
  if (n == 0) return;
  NautyGraph& ng = thread_nauty_graph(n);  // this runs once per searched position
  // Cells: elements by (sets containing it, down-degree, up-degree), then sets by
  // (colour, size).
  thread_local std::vector<std::uint64_t> key;
  key.assign(n, 0);
  for (int x = 0; x < k; ++x) {
    key[x] += std::uint64_t(std::popcount(strict_up[x]));
    for (std::uint64_t r = strict_up[x]; r; r &= r - 1) {
      const int y = std::countr_zero(r);
      ng.add_arc(x, y);
      key[y] += std::uint64_t{1} << 12;
    }
  }
  for (int i = 0; i < set_count; ++i) {
    key[k + i] = (std::uint64_t{1} << 60) + (std::uint64_t(set_colour ? set_colour[i] : 0) << 32) +
                 std::uint64_t(std::popcount(sets[i]));
    // Membership both ways: set and element vertices lie in different cells, so the
    // direction says nothing, while nauty's refinement of a digraph follows out-arcs
    // only: with arcs from sets alone it could not tell elements apart by their sets,
    // and positions of many alike pieces (a cycle of pairs) cost time exponential in
    // their number.
    for (std::uint64_t r = sets[i]; r; r &= r - 1) {
      const int x = std::countr_zero(r);
      ng.add_arc(k + i, x);
      ng.add_arc(x, k + i);
      key[x] += std::uint64_t{1} << 24;
    }
  }
  ng.set_partition(key);
  ng.run(true);
  for (int i = 0; i < n; ++i) {  // elements occupy canonical positions 0..k-1 (their cells come first)
    std::uint64_t row = 0;
    for (int j = 0; j < k; ++j)
      if (ng.canon_arc(i, j)) row |= std::uint64_t{1} << j;
    out.push_back(row);
  }
}

PosetAutomorphisms poset_automorphisms(int k, const std::uint64_t* strict_up, const int* colour) {
  check_k("poset_automorphisms", k);
  PosetAutomorphisms out;
  if (k <= 1) return out;
  out.order = run_poset_nauty(k, strict_up, colour, nullptr, nullptr, &out.generators);
  return out;
}

CanonicalLabeling canonical_labeling(const Poset& p) {
  CanonicalLabeling out;
  const int n = p.size();
  if (n == 0) return out;
  NautyGraph ng(n);
  std::vector<std::pair<std::size_t, std::size_t>> key(n);
  for (int x = 0; x < n; ++x) {
    key[x] = {p.down(x).count(), p.up(x).count()};
    for (int y : p.upper_covers(x)) ng.add_arc(x, y);
  }
  ng.set_partition(key);
  out.automorphisms = ng.run(true);
  out.order = ng.labelling();
  return out;
}

CanonicalLabeling canonical_labeling(const SmallPoset& s) {
  CanonicalLabeling out;
  const int n = s.k;
  if (n == 0) return out;
  NautyGraph& ng = thread_nauty_graph(n);  // this runs once per poset
  thread_local std::vector<std::pair<std::size_t, std::size_t>> key;
  key.resize(n);
  for (int x = 0; x < n; ++x) {  // the Poset overload's key: its down/up sets hold x itself
    key[x] = {std::size_t(std::popcount(s.down[x])) + 1, std::size_t(std::popcount(s.up[x])) + 1};
    for (std::uint64_t r = s.cover_up[x]; r; r &= r - 1) ng.add_arc(x, std::countr_zero(r));
  }
  ng.set_partition(key);
  out.automorphisms = ng.run(true);
  out.order = ng.labelling();
  return out;
}

CanonicalSetSystem canonical_set_system(int bottoms, const std::vector<std::uint64_t>& sets) {
  if (bottoms < 0 || bottoms > 64)
    throw UsageError("canonical_family: bottoms = " + std::to_string(bottoms) + " is outside 0..64");
  const std::uint64_t allowed = bottoms == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bottoms) - 1;
  for (std::uint64_t s : sets)
    if (s & ~allowed) throw UsageError("canonical_family: a set names a bottom outside 0.." + std::to_string(bottoms - 1));
  CanonicalSetSystem out;
  const int t = int(sets.size());
  const int n = bottoms + t;
  if (n == 0) return out;
  NautyGraph ng(n);
  // Key: (colour, degree); bottoms first, each colour's cells by degree.
  std::vector<std::uint64_t> key(n);
  for (int x = 0; x < bottoms; ++x) key[x] = 0;
  for (int i = 0; i < t; ++i) {
    key[bottoms + i] = (std::uint64_t{1} << 32) + std::uint64_t(std::popcount(sets[i]));
    for (std::uint64_t r = sets[i]; r; r &= r - 1) {
      int x = std::countr_zero(r);
      ng.add_arc(bottoms + i, x);
      ng.add_arc(x, bottoms + i);
      ++key[x];
    }
  }
  ng.set_partition(key);
  out.automorphisms = std::uint64_t(std::llround(ng.run(false)));
  out.sets.reserve(t);
  for (int i = bottoms; i < n; ++i) {
    std::uint64_t mask = 0;
    for (int x = 0; x < bottoms; ++x)
      if (ng.canon_arc(i, x)) mask |= std::uint64_t{1} << x;
    out.sets.push_back(mask);
  }
  std::sort(out.sets.begin(), out.sets.end());
  return out;
}

}  // namespace posetlab
