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

#include "engine/core/cpu_paths.hpp"
#include "engine/core/error.hpp"
#include "engine/core/target_region.hpp"

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
  perm_padded_ = (perm_count_ + 7) / 8 * 8;
  images_.resize(std::size_t(positions_) * perm_padded_);
  for (int pos = 0; pos < positions_; ++pos)
    for (int pi = perm_count_; pi < perm_padded_; ++pi) images_[std::size_t(pos) * perm_padded_ + pi] = std::uint8_t(pos);
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
    for (int pos = 0; pos < positions_; ++pos) {
      shuffle.index[image[pos]] = std::uint8_t(pos);
      images_[std::size_t(pos) * perm_padded_ + pi] = std::uint8_t(image[pos]);
    }
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

namespace {

// Each path calls visit(image) for every relabeling but the identity until visit
// returns false (tables: byte lookups, shuffles: vpermb indices).
template <class Visit>
void images_by_tables(const PermTables& t, std::uint64_t mask, Visit visit) {
  for (int pi = 1; pi < t.perm_count(); ++pi)
    if (!visit(t.apply(pi, mask))) return;
}

POSETLAB_TARGET_BEGIN("avx2,bmi2,popcnt,avx512f,avx512bw,avx512vbmi")
// AVX-512 VBMI: one byte per position (0xff where the mask has a set), permuted by one
// vpermb per relabeling and read back as a mask, ~3 instructions per relabeling from
// 46 KB of index vectors; the byte tables take 8 lookups into 12 MB (measured 97% of
// a b = 6 enumeration before).
template <class Visit>
void images_by_vpermb(const PermTables::ByteShuffle* shuffles, std::size_t count, std::uint64_t mask, Visit visit) {
  const __m512i bytes = _mm512_movm_epi8(mask);
  for (std::size_t pi = 1; pi < count; ++pi) {
    const __m512i index = _mm512_load_si512(shuffles[pi].index);
    // maskz: GCC 12 warns of an undefined source otherwise
    if (!visit(std::uint64_t(_mm512_movepi8_mask(_mm512_maskz_permutexvar_epi8(~std::uint64_t{0}, index, bytes)))))
      return;
  }
}
POSETLAB_TARGET_END

POSETLAB_TARGET_BEGIN("avx2,bmi2,popcnt")
// AVX2: the image of a family is the OR of its sets' images, so 8 relabelings at a
// time are one 32-bit lane each, the mask split in a high and a low half: per set one
// load of 8 image positions and two variable shifts (a shift by 32 or more gives 0).
// A family with more than half the positions is handled by its complement, whose
// images are the complements (order reversed): at most 32 sets a step.
struct Avx2Images {
  const std::uint8_t* images;  // [position][padded perm]
  int padded;
  std::uint64_t full;

  // Calls step(hi, lo, m, reversed) for each group of 8 relabelings, the identity first,
  // until it returns false; hi/lo: the image halves of m (the mask or its complement).
  template <class Step>
  void run(std::uint64_t mask, Step step) const {
    const bool reversed = 2 * std::popcount(mask) > std::popcount(full);
    const std::uint64_t m = reversed ? full & ~mask : mask;
    const std::uint8_t* rows[64];
    int t = 0;
    for (std::uint64_t r = m; r; r &= r - 1) rows[t++] = images + std::size_t(std::countr_zero(r)) * padded;
    const __m256i one = _mm256_set1_epi32(1), k32 = _mm256_set1_epi32(32);
    for (int p0 = 0; p0 < padded; p0 += 8) {
      __m256i hi = _mm256_setzero_si256(), lo = _mm256_setzero_si256();
      for (int i = 0; i < t; ++i) {
        const __m256i q = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(rows[i] + p0)));
        lo = _mm256_or_si256(lo, _mm256_sllv_epi32(one, q));
        hi = _mm256_or_si256(hi, _mm256_sllv_epi32(one, _mm256_sub_epi32(q, k32)));
      }
      if (!step(hi, lo, m, reversed)) return;
    }
  }
};

// Lane masks (one bit a relabeling) of image > m, image < m and image == m.
struct Avx2Compare {
  int greater, less, equal;
};
inline Avx2Compare avx2_compare(__m256i hi, __m256i lo, std::uint64_t m) {
  const __m256i sign = _mm256_set1_epi32(std::int32_t(0x80000000u));
  const __m256i mh = _mm256_set1_epi32(std::int32_t(std::uint32_t(m >> 32) ^ 0x80000000u));
  const __m256i ml = _mm256_set1_epi32(std::int32_t(std::uint32_t(m) ^ 0x80000000u));
  const __m256i h = _mm256_xor_si256(hi, sign), l = _mm256_xor_si256(lo, sign);
  const __m256i heq = _mm256_cmpeq_epi32(h, mh);
  const __m256i gt = _mm256_or_si256(_mm256_cmpgt_epi32(h, mh), _mm256_and_si256(heq, _mm256_cmpgt_epi32(l, ml)));
  const __m256i lt = _mm256_or_si256(_mm256_cmpgt_epi32(mh, h), _mm256_and_si256(heq, _mm256_cmpgt_epi32(ml, l)));
  const __m256i eq = _mm256_and_si256(heq, _mm256_cmpeq_epi32(l, ml));
  return {_mm256_movemask_ps(_mm256_castsi256_ps(gt)), _mm256_movemask_ps(_mm256_castsi256_ps(lt)),
          _mm256_movemask_ps(_mm256_castsi256_ps(eq))};
}

bool is_canonical_avx2(const Avx2Images& a, int pad, std::uint64_t mask, std::uint64_t* aut) {
  std::uint64_t fixed = 0;
  bool canonical = true;
  a.run(mask, [&](__m256i hi, __m256i lo, std::uint64_t m, bool reversed) {
    const Avx2Compare c = avx2_compare(hi, lo, m);
    if (reversed ? c.less : c.greater) return canonical = false;
    fixed += std::popcount(unsigned(c.equal));
    return true;
  });
  if (canonical && aut) *aut = fixed - pad;
  return canonical;
}

std::uint64_t canonical_avx2(const Avx2Images& a, int pad, std::uint64_t mask, std::uint64_t* aut) {
  std::uint64_t best = mask, fixed = 0;
  a.run(mask, [&](__m256i hi, __m256i lo, std::uint64_t m, bool reversed) {
    fixed += std::popcount(unsigned(avx2_compare(hi, lo, m).equal));
    alignas(32) std::uint32_t h[8], l[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(h), hi);
    _mm256_store_si256(reinterpret_cast<__m256i*>(l), lo);
    for (int i = 0; i < 8; ++i) {
      const std::uint64_t img = std::uint64_t(h[i]) << 32 | l[i];
      best = std::max(best, reversed ? a.full & ~img : img);
    }
    return true;
  });
  if (aut) *aut = fixed - pad;
  return best;
}

// A Group as AVX2 keeps it: the high halves of the 8 masks, then the low halves.
inline __m256i* group_hi(OrderlyTests::Group& g) { return reinterpret_cast<__m256i*>(g.bytes); }
inline __m256i* group_lo(OrderlyTests::Group& g) { return reinterpret_cast<__m256i*>(g.bytes + 32); }
inline const __m256i* group_hi(const OrderlyTests::Group& g) { return reinterpret_cast<const __m256i*>(g.bytes); }
inline const __m256i* group_lo(const OrderlyTests::Group& g) { return reinterpret_cast<const __m256i*>(g.bytes + 32); }

// The images of `mask` under every relabeling, one Group per 8.
void images_avx2(const Avx2Images& a, std::uint64_t mask, OrderlyTests::Group* out) {
  const __m256i one = _mm256_set1_epi32(1), k32 = _mm256_set1_epi32(32);
  for (int p0 = 0; p0 < a.padded; p0 += 8) {
    __m256i hi = _mm256_setzero_si256(), lo = _mm256_setzero_si256();
    for (std::uint64_t r = mask; r; r &= r - 1) {
      const std::uint8_t* row = a.images + std::size_t(std::countr_zero(r)) * a.padded;
      const __m256i q = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(row + p0)));
      lo = _mm256_or_si256(lo, _mm256_sllv_epi32(one, q));
      hi = _mm256_or_si256(hi, _mm256_sllv_epi32(one, _mm256_sub_epi32(q, k32)));
    }
    _mm256_store_si256(group_hi(out[p0 / 8]), hi);
    _mm256_store_si256(group_lo(out[p0 / 8]), lo);
  }
}

// is_canonical(child) from the images of its parent (child without position pos); the
// child's images go to `out` as far as the test got (all of them when true).
bool child_canonical_avx2(const Avx2Images& a, int pad, const OrderlyTests::Group* parent, std::uint64_t child,
                          int pos, std::uint64_t* aut, OrderlyTests::Group* out) {
  const __m256i one = _mm256_set1_epi32(1), k32 = _mm256_set1_epi32(32);
  const std::uint8_t* row = a.images + std::size_t(pos) * a.padded;
  std::uint64_t fixed = 0;
  for (int p0 = 0; p0 < a.padded; p0 += 8) {
    const __m256i q = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(row + p0)));
    const OrderlyTests::Group& g = parent[p0 / 8];
    const __m256i lo = _mm256_or_si256(_mm256_load_si256(group_lo(g)), _mm256_sllv_epi32(one, q));
    const __m256i hi = _mm256_or_si256(_mm256_load_si256(group_hi(g)), _mm256_sllv_epi32(one, _mm256_sub_epi32(q, k32)));
    _mm256_store_si256(group_hi(out[p0 / 8]), hi);
    _mm256_store_si256(group_lo(out[p0 / 8]), lo);
    const Avx2Compare c = avx2_compare(hi, lo, child);
    if (c.greater) return false;
    fixed += std::popcount(unsigned(c.equal));
  }
  if (aut) *aut = fixed - pad;
  return true;
}
POSETLAB_TARGET_END

POSETLAB_TARGET_BEGIN("avx2,bmi2,popcnt,avx512f")
// AVX-512 keeps the 8 images of a Group as whole 64-bit lanes: per set one zero-extending
// load of 8 image positions, one variable shift and one OR, and an unsigned 64-bit
// compare with the child for 8 relabelings at once (AVX2 needs two halves and ten
// instructions to compare). The maskz forms: GCC 12 warns of undefined sources otherwise.
inline __m512i set_images_avx512(const std::uint8_t* row) {  // 1 << image position, 8 relabelings
  const __m512i q = _mm512_maskz_cvtepu8_epi64(0xff, _mm_loadl_epi64(reinterpret_cast<const __m128i*>(row)));
  return _mm512_maskz_sllv_epi64(0xff, _mm512_set1_epi64(1), q);
}

void images_avx512(const std::uint8_t* images, int padded, std::uint64_t mask, OrderlyTests::Group* out) {
  for (int p0 = 0; p0 < padded; p0 += 8) {
    __m512i img = _mm512_setzero_si512();
    for (std::uint64_t r = mask; r; r &= r - 1)
      img = _mm512_or_si512(img, set_images_avx512(images + std::size_t(std::countr_zero(r)) * padded + p0));
    _mm512_store_si512(out[p0 / 8].bytes, img);
  }
}

// child_canonical_avx2 with whole masks; the fixed relabelings are counted per lane
// and summed once at the end.
bool child_canonical_avx512(const std::uint8_t* images, int padded, int pad, const OrderlyTests::Group* parent,
                            std::uint64_t child, int pos, std::uint64_t* aut, OrderlyTests::Group* out) {
  const __m512i c = _mm512_set1_epi64(std::int64_t(child)), one = _mm512_set1_epi64(1);
  const std::uint8_t* row = images + std::size_t(pos) * padded;
  __m512i fixed = _mm512_setzero_si512();
  for (int g = 0; g < padded / 8; ++g, row += 8) {
    const __m512i img = _mm512_or_si512(_mm512_load_si512(parent[g].bytes), set_images_avx512(row));
    _mm512_store_si512(out[g].bytes, img);
    if (_mm512_cmpgt_epu64_mask(img, c)) return false;
    fixed = _mm512_mask_add_epi64(fixed, _mm512_cmpeq_epu64_mask(img, c), fixed, one);
  }
  if (aut) {  // (_mm512_reduce_add_epi64 reads an undefined source in GCC 12's headers)
    alignas(64) std::uint64_t lanes[8];
    _mm512_store_si512(lanes, fixed);
    *aut = lanes[0] + lanes[1] + lanes[2] + lanes[3] + lanes[4] + lanes[5] + lanes[6] + lanes[7] - pad;
  }
  return true;
}
POSETLAB_TARGET_END

}  // namespace

bool PermTables::is_canonical(std::uint64_t mask, std::uint64_t* aut) const {
  const CpuPath path = cpu_path();
  if (path == CpuPath::Avx2) return is_canonical_avx2({images_.data(), perm_padded_, full_}, perm_padded_ - perm_count_, mask, aut);
  std::uint64_t fixed = 1;
  bool canonical = true;
  auto visit = [&](std::uint64_t img) {
    if (img > mask) return canonical = false;
    fixed += img == mask;
    return true;
  };
  if (path == CpuPath::Avx512) images_by_vpermb(shuffles_.data(), shuffles_.size(), mask, visit);
  else images_by_tables(*this, mask, visit);
  if (canonical && aut) *aut = fixed;
  return canonical;
}

std::uint64_t PermTables::canonical(std::uint64_t mask, std::uint64_t* aut) const {
  const CpuPath path = cpu_path();
  if (path == CpuPath::Avx2) return canonical_avx2({images_.data(), perm_padded_, full_}, perm_padded_ - perm_count_, mask, aut);
  std::uint64_t best = mask, fixed = 1;
  auto visit = [&](std::uint64_t img) {
    if (img > best) best = img;
    fixed += img == mask;
    return true;
  };
  if (path == CpuPath::Avx512) images_by_vpermb(shuffles_.data(), shuffles_.size(), mask, visit);
  else images_by_tables(*this, mask, visit);
  if (aut) *aut = fixed;
  return best;
}

OrderlyTests::OrderlyTests(const PermTables& tables) : t_(tables), path_(cpu_path()) {}

std::vector<OrderlyTests::Group>& OrderlyTests::level_images(int level) {
  if (int(levels_.size()) <= level) levels_.resize(level + 1);
  levels_[level].resize(t_.perm_padded_ / 8);
  return levels_[level];
}

void OrderlyTests::start(std::uint64_t mask, int level) {
  if (path_ == CpuPath::Avx2) images_avx2({t_.images_.data(), t_.perm_padded_, t_.full_}, mask, level_images(level).data());
  if (path_ == CpuPath::Avx512) images_avx512(t_.images_.data(), t_.perm_padded_, mask, level_images(level).data());
}

bool OrderlyTests::child(int level, std::uint64_t child, int pos, std::uint64_t* aut) {
  const int pad = t_.perm_padded_ - t_.perm_count_;
  switch (path_) {
    case CpuPath::Avx2:
      return child_canonical_avx2({t_.images_.data(), t_.perm_padded_, t_.full_}, pad, levels_[level].data(), child,
                                  pos, aut, level_images(level + 1).data());
    case CpuPath::Avx512:
      return child_canonical_avx512(t_.images_.data(), t_.perm_padded_, pad, levels_[level].data(), child, pos, aut,
                                    level_images(level + 1).data());
    case CpuPath::Scalar: break;
  }
  return t_.is_canonical(child, aut);
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
