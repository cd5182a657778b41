// The sub-family DP; see two_level_subfamily_dp.hpp.
//
// Stored per mask m is w(m) = h(m) XOR (|U(m)| mod 2). With p = |U(m)| mod 2 the
// options of (U(m), m) are then worth
//   top j:    h(m - j) XOR (|U(m)| - |U(m - j)|) mod 2 = w(m - j) XOR p
//   bottom x: h(m')    XOR (|U(m)| - 1 - |U(m')|) mod 2 = w(m') XOR p XOR 1,  m' = m & avoid(x)
// so each option costs one byte load, and the parities are applied to whole bitsets.
#include "enumerate/two_level_subfamily_dp.hpp"

#include <bit>
#include <string>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

// The bitset {v XOR 1 : v in s} when `flip`, else s.
std::uint64_t xor_one(std::uint64_t s, bool flip) {
  constexpr std::uint64_t even = 0x5555555555555555ull;
  return flip ? ((s & even) << 1) | ((s >> 1) & even) : s;
}

}  // namespace

SubfamilyValue SubfamilyDp::value(int bottoms, std::span<const std::uint64_t> sets) {
  if (!applies(bottoms, sets.size()))
    throw UsageError("sub-family DP: " + std::to_string(sets.size()) + " tops over " + std::to_string(bottoms) +
                     " bottoms is beyond its range");
  nonempty_.clear();
  for (std::uint64_t s : sets)
    if (s) nonempty_.push_back(s);
  // Isolated points: empty tops and bottoms in no top, each worth 1 in the nim sum.
  int isolated = int(sets.size() - nonempty_.size());
  const int t = int(nonempty_.size());
  const std::uint64_t count = std::uint64_t{1} << t;
  w_.resize(count);
  union_.resize(count);
  std::uint64_t avoid[64];  // avoid[x]: the tops (as a t-bit mask) not above bottom x
  for (int x = 0; x < 64; ++x) {
    avoid[x] = 0;
    for (int j = 0; j < t; ++j)
      if (!(nonempty_[j] >> x & 1)) avoid[x] |= std::uint64_t{1} << j;
  }
  // Values of the options of (U(m), m), as a bitset, from the w of smaller masks.
  auto options_of = [&](std::uint64_t m, std::uint64_t covered) {
    std::uint64_t tops = 0, bottoms_seen = 0;
    for (std::uint64_t r = m; r; r &= r - 1) tops |= std::uint64_t{1} << w_[m & ~(r & (~r + 1))];
    for (std::uint64_t r = covered; r; r &= r - 1) bottoms_seen |= std::uint64_t{1} << w_[m & avoid[std::countr_zero(r)]];
    const bool p = std::popcount(covered) & 1;
    return xor_one(tops, p) | xor_one(bottoms_seen, !p);
  };
  w_[0] = 0;
  union_[0] = 0;
  for (std::uint64_t m = 1; m < count; ++m) {
    const std::uint64_t covered = union_[m & (m - 1)] | nonempty_[std::countr_zero(m)];
    union_[m] = covered;
    const int h = std::countr_one(options_of(m, covered));
    w_[m] = std::uint8_t(h ^ (std::popcount(covered) & 1));
  }
  const std::uint64_t full = count - 1, covered = union_[full];
  const int covered_count = std::popcount(covered);
  if (covered >> bottoms)  // bottoms < 64 by applies()
    throw UsageError("sub-family DP: a top lies above a bottom >= " + std::to_string(bottoms));
  isolated += bottoms - covered_count;
  const int h = w_[full] ^ (covered_count & 1);
  SubfamilyValue r;
  r.grundy = h ^ (isolated & 1);
  r.gset = xor_one(options_of(full, covered), isolated & 1);
  if (isolated) r.gset |= std::uint64_t{1} << (h ^ ((isolated - 1) & 1));
  return r;
}

}  // namespace posetlab
