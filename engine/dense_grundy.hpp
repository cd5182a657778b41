#pragma once
// Grundy values of one small poset (at most kDenseMaxElements points) by a table over all
// 2^n element masks: a position (a down-set) is its own index, so looking up an option
// is one load and no key is ever built. It shares nothing between posets; a canonical key
// to share sub-positions costs far more than solving them again (measured:
// bench/RESULTS.md, "All posets"). A stream of posets that share all but one point is
// solved for less by enumerate/poset_stream.hpp.
//
// Nothing of the general solver is used (no component split, no least-element rule):
// each down-set D gets mex{ g(D minus up(x)) : x in D }, so tests can hold it against the
// general solver, whose shortcuts it does not share, and against plain_grundy.hpp.
#include <array>
#include <cstdint>
#include <vector>

#include "engine/small_poset.hpp"

namespace posetlab {

inline constexpr int kDenseMaxElements = 20;  // a 1 MiB table

struct DenseGrundyResult {
  int grundy = 0;
  std::uint64_t gset = 0;  // bit v: some move from the whole poset reaches value v
  std::uint64_t positions = 0;  // down-sets visited (all of them), the empty one excluded
};

class DenseGrundy {
 public:
  // Throws std::invalid_argument beyond kDenseMaxElements points.
  DenseGrundyResult solve(const SmallPoset& s);

 private:
  int value(std::uint64_t down_set);

  std::vector<std::uint8_t> value_;   // by mask; kUnknown until computed in this solve
  std::vector<std::uint32_t> solved_;  // masks set in this solve, reset before the next
  std::array<std::uint64_t, 64> up_closed_{};  // x and everything above it
};

}  // namespace posetlab
