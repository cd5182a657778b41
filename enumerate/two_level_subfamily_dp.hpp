#pragma once
// Grundy value of one two-level poset by a dynamic program over its sub-families: the
// fast value path of the enumerator wherever the labeled table (two_level_dp.hpp) does
// not reach, e.g. b = 6 and every b >= 7 with few tops.
//
// Why it works: every position of a two-level poset with bottoms B and tops T is a
// subset m of the tops together with the bottoms still present, and every top of m has
// all its bottoms present. A bottom in no top of m is an isolated point, worth 1 in the
// nim sum, so a position is worth h(m) XOR (isolated bottoms mod 2), where h(m) is the
// value of the tops m over exactly the bottoms they cover, U(m). The options of that
// position (U(m), m) are
//   removing a top j of m       -> (U(m), m - j)
//   removing a bottom x of U(m) -> (U(m) - x, the tops of m avoiding x)
// and both sub-families are numerically smaller t-bit masks, so one pass over the 2^t
// masks in increasing order computes h everywhere: about 2^t (t + b) steps per poset,
// independent of the number of bottoms' subsets.
#include <cstdint>
#include <span>
#include <vector>

namespace posetlab {

struct SubfamilyValue {
  int grundy = 0;
  std::uint64_t gset = 0;  // bit v set iff some option has value v
};

class SubfamilyDp {
 public:
  // Largest t it accepts: 2^t bytes of scratch per call (reused across calls).
  static constexpr int kMaxTops = 22;
  // Whether value() applies: t <= kMaxTops and every value fits the 64-bit g-set
  // (the value of a poset is at most its number of elements, b + t).
  static bool applies(int bottoms, std::size_t tops) {
    return tops <= std::size_t(kMaxTops) && bottoms >= 0 && bottoms + int(tops) < 64;
  }
  // `sets`: distinct nonempty subsets of the b bottoms as bitmasks (the empty set, an
  // isolated top, is allowed too and counts 1 in the nim sum). Throws UsageError when
  // !applies(). Not thread-safe: one SubfamilyDp per thread.
  SubfamilyValue value(int bottoms, std::span<const std::uint64_t> sets);

 private:
  std::vector<std::uint8_t> w_;        // h(m) XOR (|U(m)| mod 2), see the .cpp
  std::vector<std::uint64_t> union_;   // U(m)
  std::vector<std::uint64_t> nonempty_;
};

}  // namespace posetlab
