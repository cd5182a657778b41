#pragma once
// nauty's graph6 format for two-level posets, as written by `nauty-genbg` (bicoloured
// graphs, the first class first; its default output and with -z, -d, ...).
//
//   N(n) R(x)    x = the upper triangle column by column: for j = 1..n-1, for
//                i = 0..j-1, bit set iff edge {i,j} (byte layer in format_sixbit.hpp).
//
// graph6 does not record the classes, so the reader is told the first class size N1
// (--bottoms N1): vertices 0..N1-1 are bottoms, N1..n-1 tops, and an edge bottom-top
// means bottom < top. An edge inside a class is an InputError naming it. A top vertex
// with no edge is an empty top. An optional header ">>graph6<<" is skipped; sparse6
// (':' lines) is refused with a message. The writer emits a SetSystem in the same layout.
#include <string>
#include <string_view>

#include "engine/core/format_common.hpp"
#include "engine/core/set_system.hpp"

namespace posetlab {

// `bottoms` < 0 means the caller has no class size: the line is refused with a message
// asking for --bottoms.
SetSystem parse_graph6(std::string_view line, int bottoms, const LineSource& src = {},
                    int max_elements = kDefaultMaxElements);
std::string set_system_to_graph6(const SetSystem& f);

}  // namespace posetlab
