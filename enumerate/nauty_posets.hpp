#pragma once
// Every poset of a size from nauty-genposetg (enumerate/genposetg.hpp) in the two forms
// callers want: a cached list of Posets for small sizes (theorem checks, tests, bench)
// and a stream of strict up-set masks for sizes whose full list would be too heavy.
// Decoding is engine/formats/format_digraph6's, the one digraph6 reader.
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/core/poset.hpp"

namespace posetlab {

// All posets on exactly n points (0 <= n <= 9), one per isomorphism class, read from
// `nauty-genposetg n o`; cached for the process. Throws std::runtime_error when the
// generator is missing or its count is not the published one (A000112).
const std::vector<Poset>& nauty_posets(int n);
// Every poset with at most n points, by increasing size.
std::vector<Poset> posets_up_to(int n);

// Streams `nauty-genposetg n o` as strict up-set masks (x < y iff bit y of up[x]), for
// sizes whose full Poset list would be too heavy (n = 10: 2.5 million posets).
void for_each_nauty_poset_masks(int n, const std::function<void(int n, const std::uint64_t* up)>& f);

}  // namespace posetlab
