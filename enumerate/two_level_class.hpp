#pragma once
// One isomorphism class of two-level posets (a family of distinct subsets of the
// bottoms, docs/design.md §2) with its Grundy value and invariants: one row of the
// `two_level` table. Produced by enumerate/, written by results/.
#include <cstdint>
#include <string>
#include <vector>

namespace posetlab {

enum class TopParity { Even, Odd, Mixed, None };  // None: no tops
const char* to_string(TopParity);

struct TwoLevelClass {
  int bottoms = 0;  // b, isolated bottoms included
  int tops = 0;     // t, the empty top included when present
  int edges = 0;    // sum of the tops' sizes
  // Canonical representative: each top as a bitmask over the bottoms (bit i = bottom
  // i), sorted ascending; the empty top, when present, is the mask 0. b <= 64.
  std::vector<std::uint64_t> sets;
  bool has_empty_top = false;
  std::uint64_t aut = 1;       // order of the automorphism group (permutations of bottoms fixing the family)
  int grundy = 0;
  std::uint64_t gset = 0;      // bit v set iff some option has value v
  bool parity_uniform = false; // 000 Def. 4.1, decided exactly
  TopParity top_parity = TopParity::None;
  int components = 0;          // connected components of the poset
  int isolated = 0;            // bottoms in no top
  std::string bottom_twins;    // sizes of the classes of bottoms with equal top sets, descending, e.g. "2,1,1"

  // The `family N: {..} {..}` text of the canonical representative.
  std::string family_text() const;
};

}  // namespace posetlab
