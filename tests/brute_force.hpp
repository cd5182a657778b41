#pragma once
// Test oracles that share nothing with the solver: the definition of the Grundy value
// applied literally. No decomposition, no canonical forms, no shared table.
#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "engine/poset.hpp"
#include "verify/check_posets.hpp"

namespace posetlab::testing {

// Up-sets (reflexive) of a poset with at most 64 elements, as masks.
inline std::vector<std::uint64_t> up_masks(const Poset& p) {
  std::vector<std::uint64_t> up(p.size());
  for (int x = 0; x < p.size(); ++x) up[x] = p.up(x).word(0);
  return up;
}

// g(S) = mex{ g(S minus up(x)) : x in S }, no memo at all: exponential, for <= 8 points.
inline int grundy_no_memo(const std::vector<std::uint64_t>& up, std::uint64_t s) {
  std::uint64_t seen = 0;
  for (std::uint64_t r = s; r; r &= r - 1) {
    int x = __builtin_ctzll(r);
    seen |= std::uint64_t{1} << grundy_no_memo(up, s & ~up[x]);
  }
  return __builtin_ctzll(~seen);
}

// The same definition with a plain dictionary of positions (raw masks of this one poset):
// still no decomposition and no canonical forms; for up to ~20 points.
inline int grundy_plain_memo(const std::vector<std::uint64_t>& up, std::uint64_t s,
                             std::map<std::uint64_t, int>& memo) {
  if (!s) return 0;
  if (auto it = memo.find(s); it != memo.end()) return it->second;
  std::uint64_t seen = 0;
  for (std::uint64_t r = s; r; r &= r - 1) {
    int x = __builtin_ctzll(r);
    seen |= std::uint64_t{1} << grundy_plain_memo(up, s & ~up[x], memo);
  }
  return memo[s] = __builtin_ctzll(~seen);
}

// Any size: positions as word vectors of the whole poset, plain dictionary.
inline int grundy_plain_wide(const Poset& p, const DynBitset& s, std::map<std::vector<std::uint64_t>, int>& memo) {
  std::vector<std::uint64_t> key(s.data(), s.data() + s.word_count());
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<char> seen(s.count() + 2, 0);
  s.for_each([&](std::size_t x) {
    DynBitset option = s;
    option.and_not(p.up(int(x)));
    int v = grundy_plain_wide(p, option, memo);
    if (std::size_t(v) < seen.size()) seen[v] = 1;
  });
  int g = 0;
  while (seen[g]) ++g;
  return memo[key] = g;
}

// A random poset on n points (a random DAG on a random linear order, edge probability q),
// the same generator the theorem checks draw from.
using checks::random_poset;

}  // namespace posetlab::testing
