#pragma once
// The Grundy value by the definition alone, g(S) = mex{ g(S minus up(x)) : x in S },
// over the down-sets of one poset: no component split, no least-element peeling, no
// shared table, no canonical keys; only a memo of this call keyed by the position's
// mask. It is the oracle for the theorems the default solver uses as shortcuts
// (Sprague-Grundy, 002 Lemma 1) and for `posetlab solve --plain`.
//
// Small inputs only: a poset on n points can have 2^n positions (an antichain), so
// sizes above kPlainMaxElements are refused with std::invalid_argument.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/poset.hpp"

namespace posetlab {

inline constexpr int kPlainMaxElements = 24;

namespace plain_detail {

struct PlainSearch {
  std::vector<std::uint64_t> up;  // reflexive up-set of each element
  std::unordered_map<std::uint64_t, int> memo;

  int grundy(std::uint64_t s) {
    if (!s) return 0;
    if (auto it = memo.find(s); it != memo.end()) return it->second;
    std::uint64_t seen = 0;  // g <= |S| <= 24, so the option values fit one word
    for (std::uint64_t r = s; r; r &= r - 1) seen |= std::uint64_t{1} << grundy(s & ~up[__builtin_ctzll(r)]);
    const int g = __builtin_ctzll(~seen);
    memo.emplace(s, g);
    return g;
  }
};

inline PlainSearch plain_search(const Poset& p) {
  if (p.size() > kPlainMaxElements)
    throw std::invalid_argument("plain search by the definition takes at most " + std::to_string(kPlainMaxElements) +
                                " elements (2^n positions); this poset has " + std::to_string(p.size()));
  PlainSearch search;
  search.up.resize(p.size());
  for (int x = 0; x < p.size(); ++x) search.up[x] = p.up(x).word(0);
  return search;
}

}  // namespace plain_detail

inline std::uint64_t plain_all(int n) { return n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1; }

// g(P) by the definition.
inline int plain_grundy(const Poset& p) { return plain_detail::plain_search(p).grundy(plain_all(p.size())); }

// The values of P's options, one per element x (g(P minus up(x))), by the definition.
inline std::vector<int> plain_option_values(const Poset& p) {
  auto search = plain_detail::plain_search(p);
  std::vector<int> out(p.size());
  for (int x = 0; x < p.size(); ++x) out[x] = search.grundy(plain_all(p.size()) & ~search.up[x]);
  return out;
}

}  // namespace posetlab
