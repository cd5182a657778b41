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
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/format_common.hpp"
#include "engine/core/poset.hpp"
#include "engine/core/small_poset.hpp"

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
// The arcs of a well-formed digraph6 line of at most 32 vertices straight from its bytes,
// one word a vertex: bit y of arcs[x] iff arc x->y. Returns the vertex count, or -1 for
// anything else (a bad byte, a wrong length, a loop x->x, more vertices): the caller then
// asks parse_digraph6 for the error (or the poset). No allocation; for streams of small
// posets.
int decode_digraph6_arcs(std::string_view line, std::uint64_t* arcs);

// Recognises the digraph6 lines of n vertices whose rows 0..n-2 are fixed ones, by their
// bytes, and reads the free last row: for a stream where many lines share all rows but
// the last (enumerate/poset_stream.hpp). At most 32 vertices.
class Digraph6LastRow {
 public:
  // rows[0..n-2]: bit y of rows[x] iff arc x->y, y < n.
  void set(int n, const std::uint64_t* rows);
  // Whether `line` is a well-formed line with the fixed rows and no loop; then its last
  // row (bit y iff arc n-1 -> y) goes to `last`.
  bool match(std::string_view line, std::uint64_t& last) const;

 private:
  int n_ = -1;
  std::string fixed_;  // the bytes before the one where the last row starts
  // That byte's leading bits still belong to the fixed rows: their count, and their
  // values as the low bits of the byte read lowest bit first (as match() reads it).
  unsigned shared_bits_ = 0, shared_mask_ = 0, shared_ = 0;
  std::size_t line_size_ = 0;
};

}  // namespace posetlab
