// Misere outcome of a small poset by its down-sets; see misere_small.hpp.
#include "engine/impartial/misere_small.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace posetlab {
namespace {

// One thread's memo: stamp[m] == call marks value[m] as computed in this call.
struct MisereMemo {
  std::vector<std::uint32_t> stamp;
  std::vector<std::uint8_t> value;
  std::uint32_t call = 0;

  void begin(int k) {
    const std::size_t n = std::size_t{1} << k;
    if (stamp.size() < n) stamp.assign(n, 0), value.assign(n, 0), call = 0;
    if (++call == 0) {  // the stamps wrapped: forget them all once
      std::fill(stamp.begin(), stamp.end(), 0);
      call = 1;
    }
  }
};

bool mover_wins(const SmallPoset& s, std::uint64_t position, MisereMemo& memo) {
  if (position == 0) return true;  // no move: under misere play the player to move wins
  if (memo.stamp[position] == memo.call) return memo.value[position] != 0;
  bool win = false;
  for (std::uint64_t rest = position; rest && !win; rest &= rest - 1) {
    const int x = std::countr_zero(rest);
    win = !mover_wins(s, position & ~(s.up[x] | (std::uint64_t{1} << x)), memo);
  }
  memo.stamp[position] = memo.call;
  memo.value[position] = win;
  return win;
}

}  // namespace

bool misere_mover_wins_small(const SmallPoset& s) {
  if (s.k > kMisereSmallMaxElements)
    throw std::invalid_argument("misere_mover_wins_small: " + std::to_string(s.k) + " elements, at most " +
                                std::to_string(kMisereSmallMaxElements));
  thread_local MisereMemo memo;
  memo.begin(s.k);
  return mover_wins(s, s.all(), memo);
}

}  // namespace posetlab
