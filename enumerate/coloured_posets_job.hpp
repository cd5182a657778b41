#pragma once
// The coloured-poset table as a job of work units: every poset on n = 0..N points from
// nauty-genposetg (split with its own `m x y` res/mod option into parts of about equal
// size), every colouring class of each (enumerate/coloured_posets.hpp), both values.
//
// Units: one per (n, part); n <= 6 is one part, then 4, 32 and 256 parts for n = 7, 8,
// 9 (at most 512 posets a unit). Keys "n=8;part=3/32". A unit reads its part of the
// generator's stream, evaluates the posets in parallel and emits the rows in stream
// order, so the rows do not depend on the thread count.
//
// Known counts (test oracles): posets on n points (A000112) 1, 1, 2, 5, 16, 63, 318,
// 2045, 16999, 183231; coloured classes 1, 2, 7, 32, 192, 1490, 15067, 198296, 3398105
// for n = 0..8 (computed here, cross-checked by Burnside's lemma and by nauty with vertex
// colours in tests/test_coloured_posets.cpp).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "enumerate/coloured_posets.hpp"
#include "enumerate/two_level_job.hpp"  // WorkUnit

namespace posetlab {

// The largest size_max a job takes (the job list's and the command line's limit too).
inline constexpr int kColouredJobMaxSize = 9;

struct ColouredPosetsSpec {
  int size_max = 7;  // every n = 0..size_max (at most kColouredJobMaxSize)
  int threads = 0;   // 0: OpenMP's default
  std::string canonical_key() const { return "size<=" + std::to_string(size_max); }
};

// A row of the coloured_posets table: the class's poset (digraph6 of its Hasse diagram
// as genposetg wrote it, whose element ids the colour word refers to) and its row.
struct ColouredPosetClass {
  std::string poset;
  ColouredPosetRow row;
};

class ColouredPosetsJob {
 public:
  explicit ColouredPosetsJob(ColouredPosetsSpec spec);
  std::vector<WorkUnit> units() const;
  // Emits every class of the unit, in a fixed order; throws when the generator is
  // missing or fails.
  void run_unit(const WorkUnit& unit, const std::function<void(ColouredPosetClass&&)>& sink) const;
  // Parts of the generator's stream for n points.
  static int parts(int n);

 private:
  ColouredPosetsSpec spec_;
};

}  // namespace posetlab
