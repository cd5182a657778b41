#pragma once
// A uniform random sample of a job's units, reproducible from its seed on any platform:
// `enumerate ... --sample K --sample-seed S` runs only the K units drawn here, so that a
// job too large to finish can be measured and its totals estimated (`batch estimate`).
//
// The draw is written out rather than left to <random>, whose shuffles differ between
// standard libraries: SplitMix64 seeded with S gives 64-bit words; a partial Fisher-Yates
// shuffle of the ordinals 0..U-1 swaps position i (i = 0..K-1) with a position drawn
// uniformly from i..U-1 (words at or past the largest multiple of the range below 2^64
// are drawn again, so there is no modulo bias). The first K positions are the sample.
#include <cstdint>
#include <set>

namespace posetlab {

// K of the ordinals 0..units-1, each K-subset equally likely; UsageError when K > units.
std::set<std::uint64_t> sample_unit_ordinals(std::uint64_t units, std::uint64_t count, std::uint64_t seed);

}  // namespace posetlab
