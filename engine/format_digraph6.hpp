#pragma once
// nauty's digraph6 format, as written by `nauty-genposetg n o|t` (one poset a line).
//
//   '&' N(n) R(x)    x = the n*n adjacency matrix row by row: bit i*n+j set iff arc
//                    i->j (byte layer in format_sixbit.hpp).
//
// A poset is read from its arcs, x->y meaning x < y, and closed transitively; a loop
// x->x (x < x) is an InputError at the byte holding it, and a cycle is an InputError
// naming it at the byte holding its last arc. An optional nauty header ">>digraph6<<" before the '&' is skipped. Writing
// gives the cover relation (Hasse diagram), the form genposetg writes.
#include <string>
#include <string_view>

#include "engine/format_common.hpp"
#include "engine/poset.hpp"
#include "engine/small_poset.hpp"

namespace posetlab {

Poset parse_digraph6(std::string_view line, const LineSource& src = {}, int max_elements = kDefaultMaxElements);
std::string poset_to_digraph6(const Poset& p);
// The digraph6 of s's Hasse diagram with element x renamed to position[x] (a
// permutation of 0..k-1): poset_to_digraph6 of the relabeled poset, from masks.
std::string small_poset_to_digraph6(const SmallPoset& s, const int* position);
// The same poset straight into the mask form (at most 64 elements), without building a
// Poset: for streams of small posets (enumerate posets), where the Poset's per-element
// vectors cost more than the search. Errors are parse_digraph6's; more than 64 elements
// is a UsageError.
SmallPoset parse_digraph6_small(std::string_view line, const LineSource& src = {});

}  // namespace posetlab
