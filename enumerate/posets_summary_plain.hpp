#pragma once
// The rows of one unit of `enumerate posets --summary`, computed again by the definitions
// alone, for re-checking stored or committed units (`posetlab batch recheck`): each poset
// of the unit's nauty-genposetg part is parsed on its own, its value found by plain
// search over its down-sets (engine/impartial/plain_grundy.hpp), its height by longest chains, its
// width by the largest antichain among all subsets, its components from the comparability
// graph. Nothing is shared with the fast path (enumerate/poset_stream.hpp: neighbouring
// lines, shared down-set tables, vector lanes, shape formulas) but the generator.
// About 50 times slower than the fast path: a unit of N = 13 (two million posets) takes
// minutes on one core.
#include <vector>

#include "enumerate/posets_summary.hpp"

namespace posetlab {

// Width by the definition: the most elements of a subset with no two comparable.
int plain_width(const Poset& p);

// The unit's rows, in the order PosetsSummaryJob writes them, from `threads` workers.
std::vector<PosetsSummaryRow> plain_posets_summary_unit(int n, int part, int threads);

}  // namespace posetlab
