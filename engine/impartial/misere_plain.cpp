// Plain misere search (engine/impartial/misere_plain.hpp).
#include "engine/impartial/misere_plain.hpp"

#include <cstdint>
#include <unordered_map>

#include "engine/impartial/plain_grundy.hpp"

namespace posetlab {
namespace {

bool mover_wins(const std::vector<std::uint64_t>& up, std::uint64_t s, std::unordered_map<std::uint64_t, bool>& memo) {
  if (!s) return true;
  if (auto it = memo.find(s); it != memo.end()) return it->second;
  bool win = false;
  for (std::uint64_t r = s; r && !win; r &= r - 1) win = !mover_wins(up, s & ~up[__builtin_ctzll(r)], memo);
  memo.emplace(s, win);
  return win;
}

}  // namespace

bool plain_misere_mover_wins(const Poset& p) {
  plain_check_size(p);
  std::unordered_map<std::uint64_t, bool> memo;
  return mover_wins(plain_up_masks(p), plain_all(p.size()), memo);
}

}  // namespace posetlab
