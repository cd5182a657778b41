#pragma once
// The minimum excludant, the one rule every impartial value rests on: mex(S) is the
// smallest natural number not in S. Three shapes of S reach it, so there are three entry
// points over one definition: the options' values in any order (the kernel, the wide
// oracle), a sorted set without repeats (a g-set of 001 Sec. 3), and a bitmap of seen
// values kept by the hot searches (bit v of word v / 64 set when v was seen).
// nth_missing gives the a-th gap, mex_a of 001's Grundy product (nth_missing(S, 0) is mex).
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace posetlab {

// The lowest clear bit over `words` words, or 64 * words when every bit is set.
inline int mex_of_bits(const std::uint64_t* seen, int words) {
  for (int i = 0; i < words; ++i)
    if (seen[i] != ~std::uint64_t{0}) return i * 64 + std::countr_one(seen[i]);
  return 64 * words;
}

// mex of values in any order, repeats allowed. Values above the count cannot be the
// answer (n values leave a gap at or below n), so a bitmap of n + 1 bits suffices.
inline int mex_of_values(std::span<const int> values) {
  std::vector<std::uint64_t> seen(values.size() / 64 + 1, 0);
  for (int v : values)
    if (v >= 0 && std::size_t(v) <= values.size()) seen[std::size_t(v) / 64] |= std::uint64_t{1} << (v % 64);
  return mex_of_bits(seen.data(), int(seen.size()));
}

// The a-th natural number (from 0) missing from `sorted`, ascending without repeats.
inline int nth_missing(std::span<const int> sorted, int a) {
  int v = 0;
  std::size_t k = 0;
  for (;; ++v) {
    while (k < sorted.size() && sorted[k] < v) ++k;
    if (k < sorted.size() && sorted[k] == v) continue;
    if (a-- == 0) return v;
  }
}

// mex of a set given ascending without repeats: the first place it skips a number.
inline int mex_of_sorted(std::span<const int> sorted) {
  int v = 0;
  for (int x : sorted) {
    if (x != v) break;
    ++v;
  }
  return v;
}

}  // namespace posetlab
