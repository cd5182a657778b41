#pragma once
// The one home of the game by its definition: g(S) = mex{ g(S minus up(x)) : x in S }
// and "the player to move wins iff some move reaches a position the next player loses",
// over the down-sets of one poset. No component split, no least-element peeling, no
// shared table, no canonical keys; at most a memo of this search keyed by the raw
// position. It is the oracle for the theorems the default solver uses as shortcuts
// (Sprague-Grundy, 002 Lemma 1), for the theorem checks in verify/, for the tests, and
// for `posetlab solve --plain`.
//
// Small inputs only: a poset on n points can have 2^n positions (an antichain), so
// plain_grundy refuses sizes above kPlainMaxElements with std::invalid_argument; the
// mask search takes at most 64 points, plain_grundy_wide any number (tests only).
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/core/bitset.hpp"
#include "engine/core/mex.hpp"
#include "engine/core/poset.hpp"

namespace posetlab {

inline constexpr int kPlainMaxElements = 24;

// Reflexive up-set of each element as a mask (at most 64 elements).
inline std::vector<std::uint64_t> plain_up_masks(const Poset& p) {
  if (p.size() > 64)
    throw std::invalid_argument("plain search by masks takes at most 64 elements; this poset has " +
                                std::to_string(p.size()));
  std::vector<std::uint64_t> up(p.size());
  for (int x = 0; x < p.size(); ++x) up[x] = p.up(x).word(0);
  return up;
}

inline std::uint64_t plain_all(int n) { return n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1; }

// Searches the positions of one poset (masks of its elements), remembering each
// position's value and outcome for this search only.
class PlainSearch {
 public:
  explicit PlainSearch(const Poset& p) : up_(plain_up_masks(p)), all_(plain_all(p.size())) {}

  std::uint64_t all() const { return all_; }
  const std::vector<std::uint64_t>& up() const { return up_; }

  // g(S) by the mex rule.
  int grundy(std::uint64_t s) {
    if (!s) return 0;
    if (auto it = grundy_.find(s); it != grundy_.end()) return it->second;
    std::uint64_t seen = 0;  // g <= |S| <= 64; a value of 64 cannot be a mex below 64 options
    for (std::uint64_t r = s; r; r &= r - 1) {
      const int v = grundy(s & ~up_[__builtin_ctzll(r)]);
      if (v < 64) seen |= std::uint64_t{1} << v;
    }
    const int g = mex_of_bits(&seen, 1);
    grundy_.emplace(s, g);
    return g;
  }

  // Whether the player to move from S wins, by the definition of winning: no Grundy
  // values, only "some move reaches a losing position".
  bool first_player_wins(std::uint64_t s) {
    if (!s) return false;
    if (auto it = wins_.find(s); it != wins_.end()) return it->second;
    bool win = false;
    for (std::uint64_t r = s; r && !win; r &= r - 1) win = !first_player_wins(s & ~up_[__builtin_ctzll(r)]);
    wins_.emplace(s, win);
    return win;
  }

 private:
  std::vector<std::uint64_t> up_;
  std::uint64_t all_;
  std::unordered_map<std::uint64_t, int> grundy_;
  std::unordered_map<std::uint64_t, bool> wins_;
};

// g(S) with no memo at all: exponential, the most literal form, for <= 8 points.
inline int plain_grundy_no_memo(const std::vector<std::uint64_t>& up, std::uint64_t s) {
  std::uint64_t seen = 0;
  for (std::uint64_t r = s; r; r &= r - 1) seen |= std::uint64_t{1} << plain_grundy_no_memo(up, s & ~up[__builtin_ctzll(r)]);
  return mex_of_bits(&seen, 1);
}

inline void plain_check_size(const Poset& p) {
  if (p.size() > kPlainMaxElements)
    throw std::invalid_argument("plain search by the definition takes at most " + std::to_string(kPlainMaxElements) +
                                " elements (2^n positions); this poset has " + std::to_string(p.size()));
}

// g(P) by the definition.
inline int plain_grundy(const Poset& p) {
  plain_check_size(p);
  PlainSearch search(p);
  return search.grundy(search.all());
}

// The values of P's options, one per element x (g(P minus up(x))), by the definition.
inline std::vector<int> plain_option_values(const Poset& p) {
  plain_check_size(p);
  PlainSearch search(p);
  std::vector<int> out(p.size());
  for (int x = 0; x < p.size(); ++x) out[x] = search.grundy(search.all() & ~search.up()[x]);
  return out;
}

// Whether the first player wins the game on P, by the definition of winning.
inline bool plain_first_player_wins(const Poset& p) {
  plain_check_size(p);
  PlainSearch search(p);
  return search.first_player_wins(search.all());
}

// g(S) for a poset of any size: positions as word vectors of the whole poset, a plain
// dictionary (`memo`, shared between calls on the same poset).
inline int plain_grundy_wide(const Poset& p, const DynBitset& s, std::map<std::vector<std::uint64_t>, int>& memo) {
  std::vector<std::uint64_t> key(s.data(), s.data() + s.word_count());
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<int> values;
  s.for_each([&](std::size_t x) {
    DynBitset option = s;
    option.and_not(p.up(int(x)));
    values.push_back(plain_grundy_wide(p, option, memo));
  });
  return memo[key] = mex_of_values(values);
}

}  // namespace posetlab
