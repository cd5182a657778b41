// Permutation tables for b <= 6; see set_family_perm.hpp.
//
// Permutations are listed identity first and then by increasing number of moved
// points: a non-canonical mask is usually beaten by a transposition, so the canonicity
// test exits after a couple of lookups on most inputs.
#include "enumerate/set_family_perm.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <immintrin.h>
#include <memory>
#include <mutex>
#include <numeric>
#include <string>

#include "engine/error.hpp"

namespace posetlab {

PermTables::PermTables(int b) : b_(b), positions_((1 << b) - 1) {
  bytes_ = std::max(1, (positions_ + 7) / 8);
  full_ = positions_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << positions_) - 1;
  std::vector<std::array<int, kMaxBottoms>> perms;
  std::array<int, kMaxBottoms> p{};
  std::iota(p.begin(), p.begin() + b, 0);
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.begin() + b));
  auto moved = [b](const std::array<int, kMaxBottoms>& q) {
    int m = 0;
    for (int i = 0; i < b; ++i) m += q[i] != i;
    return m;
  };
  std::stable_sort(perms.begin(), perms.end(), [&](const auto& x, const auto& y) { return moved(x) < moved(y); });
  perm_count_ = int(perms.size());
  table_.assign(std::size_t(perm_count_) * bytes_ * 256, 0);
  shuffles_.resize(perm_count_);
  for (int pi = 0; pi < perm_count_; ++pi) {
    // Image position of each position under the relabeling x -> perms[pi][x].
    std::vector<int> image(positions_);
    for (int pos = 0; pos < positions_; ++pos) {
      std::uint64_t s = set_at(pos), r = 0;
      for (int x = 0; x < b; ++x)
        if (s >> x & 1) r |= std::uint64_t{1} << perms[pi][x];
      image[pos] = position_of(r);
    }
    ByteShuffle& shuffle = shuffles_[pi];
    for (int q = 0; q < 64; ++q) shuffle.index[q] = std::uint8_t(q);  // unused positions stay empty
    for (int pos = 0; pos < positions_; ++pos) shuffle.index[image[pos]] = std::uint8_t(pos);
    std::uint64_t* t = table_.data() + std::size_t(pi) * bytes_ * 256;
    for (int k = 0; k < bytes_; ++k)
      for (int v = 0; v < 256; ++v) {
        std::uint64_t r = 0;
        for (int j = 0; j < 8; ++j)
          if ((v >> j & 1) && k * 8 + j < positions_) r |= std::uint64_t{1} << image[k * 8 + j];
        t[k * 256 + v] = r;
      }
  }
  for (int x = 0; x < b; ++x)
    for (int pos = 0; pos < positions_; ++pos)
      if (!(set_at(pos) >> x & 1)) avoid_[x] |= std::uint64_t{1} << pos;
}

const PermTables& PermTables::get(int b) {
  if (b < 0 || b > kMaxBottoms) throw UsageError("permutation tables exist for 0..6 bottoms, not " + std::to_string(b));
  static std::unique_ptr<PermTables> tables[kMaxBottoms + 1];
  static std::once_flag once[kMaxBottoms + 1];
  std::call_once(once[b], [b] { tables[b].reset(new PermTables(b)); });
  return *tables[b];
}

// Calls visit(image) for every relabeling but the identity until visit returns false.
// With AVX512-VBMI: one byte per position (0xff where the mask has a set), permuted by
// one vpermb per relabeling and read back as a mask, ~3 instructions per relabeling
// from 46 KB of index vectors; the byte tables take 8 lookups into 12 MB (measured 97%
// of a b = 6 enumeration before).
template <class Visit>
void PermTables::for_each_image(std::uint64_t mask, Visit visit) const {
#if defined(__AVX512VBMI__) && defined(__AVX512BW__)
  const __m512i bytes = _mm512_movm_epi8(mask);
  for (std::size_t pi = 1; pi < shuffles_.size(); ++pi) {
    const __m512i index = _mm512_load_si512(shuffles_[pi].index);
    // maskz: GCC 12 warns of an undefined source otherwise
    if (!visit(std::uint64_t(_mm512_movepi8_mask(_mm512_maskz_permutexvar_epi8(~std::uint64_t{0}, index, bytes)))))
      return;
  }
#else
  for (int pi = 1; pi < perm_count_; ++pi)
    if (!visit(apply(pi, mask))) return;
#endif
}

bool PermTables::is_canonical(std::uint64_t mask, std::uint64_t* aut) const {
  std::uint64_t fixed = 1;
  bool canonical = true;
  auto visit = [&](std::uint64_t img) {
    if (img > mask) return canonical = false;
    fixed += img == mask;
    return true;
  };
  for_each_image(mask, visit);
  if (canonical && aut) *aut = fixed;
  return canonical;
}

std::uint64_t PermTables::canonical(std::uint64_t mask, std::uint64_t* aut) const {
  std::uint64_t best = mask, fixed = 1;
  auto visit = [&](std::uint64_t img) {
    if (img > best) best = img;
    fixed += img == mask;
    return true;
  };
  for_each_image(mask, visit);
  if (aut) *aut = fixed;
  return best;
}

std::uint64_t PermTables::to_mask(const std::vector<std::uint64_t>& sets) const {
  std::uint64_t m = 0;
  for (std::uint64_t s : sets) {
    if (s == 0 || s > std::uint64_t(positions_)) throw UsageError("to_mask: not a nonempty subset of the bottoms");
    m |= std::uint64_t{1} << position_of(s);
  }
  return m;
}

std::vector<std::uint64_t> PermTables::to_sets(std::uint64_t mask) const {
  std::vector<std::uint64_t> sets;
  // Higher positions are smaller sets: walk from the top to list them ascending.
  for (std::uint64_t r = mask; r;) {
    int pos = 63 - std::countl_zero(r);
    sets.push_back(set_at(pos));
    r &= ~(std::uint64_t{1} << pos);
  }
  return sets;
}

std::vector<std::uint64_t> max_canonical_sets(int b, const std::vector<std::uint64_t>& sets, std::uint64_t* aut) {
  const PermTables& t = PermTables::get(b);
  return t.to_sets(t.canonical(t.to_mask(sets), aut));
}

}  // namespace posetlab
