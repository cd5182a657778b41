#pragma once
// Invariants of a two-level poset given as a family of bitmasks over b <= 64 bottoms:
// everything in a TwoLevelClass record except the Grundy value, g-set and group order,
// which come from the enumerator's solver or DP. Shared by every generator path so the
// paths cannot disagree on definitions.
#include <cstdint>
#include <vector>

#include "engine/core/poset.hpp"
#include "enumerate/two_level_class.hpp"

namespace posetlab {

// 000 Def. 4.1 decided exactly: (i) all tops have the same degree parity; (ii) some
// bipartition (B1, B2) of the bottoms has every top meeting B1 or B2 an odd number of
// times. A top of odd degree meets exactly one side oddly, so (ii) only constrains even
// tops, each of which must meet B1 oddly: a linear system over GF(2), solved by
// elimination. The empty top (degree 0) can never satisfy (ii). No tops: true.
bool parity_uniform(const std::vector<std::uint64_t>& sets);

TopParity top_parity_of(const std::vector<std::uint64_t>& sets);

// The degree parities 000 §4 reasons with: tops of odd degree (bottoms below them), and
// bottoms of odd degree (tops above them). The empty top has degree 0, even.
int odd_degree_tops(const std::vector<std::uint64_t>& sets);
int odd_degree_bottoms(const std::vector<std::uint64_t>& sets);

// 000 Def. 4.1 (ii) alone, without (i): some bipartition (B1, B2) of the bottoms has every
// top meeting B1 or B2 an odd number of times. Odd tops always do, so this asks for an
// indicator x of B1 with <T, x> = 1 over GF(2) for every even top T. parity_uniform is
// (i) and (ii); this one holds on some posets of mixed top parity too.
bool odd_split(const std::vector<std::uint64_t>& sets);

// Connected components of the poset: bottoms joined through their tops, isolated
// bottoms and empty tops each on their own.
int component_count(int bottoms, const std::vector<std::uint64_t>& sets);

// 000 Thm 4.2 applied component by component: when every connected component is
// parity-uniform (an isolated bottom is, an empty top is not), the nim-sum over the
// components of b_i XOR t_i(p_i XOR 2) (b_i, t_i its bottoms and tops mod 2, p_i its tops'
// degree parity), which is g by the Sprague-Grundy theorem; -1 when some component is not.
// It covers the disjoint unions of parity-uniform posets whose top parities differ, which
// are not parity-uniform themselves.
int componentwise_theorem42(int bottoms, const std::vector<std::uint64_t>& sets);

// Sizes of the classes of bottoms with equal sets of tops above them (isolated bottoms
// form one class), descending, comma-separated; "" when b = 0.
std::string bottom_twin_profile(int bottoms, const std::vector<std::uint64_t>& sets);

// Fills tops, edges, has_empty_top, parity_uniform, top_parity, components, isolated and
// bottom_twins of `c` from c.bottoms and c.sets.
void fill_invariants(TwoLevelClass& c);

// The poset: bottoms 0..b-1, top i is element b + i.
Poset two_level_poset(int bottoms, const std::vector<std::uint64_t>& sets);

}  // namespace posetlab
