// The labeled DP; see two_level_dp.hpp.
#include "enumerate/two_level_dp.hpp"

#include <atomic>
#include <bit>
#include <cstdlib>
#include <immintrin.h>
#include <new>
#include <omp.h>
#include <string>
#include <sys/mman.h>

#include "engine/core/bits.hpp"
#include "engine/core/cancel.hpp"
#include "engine/core/cpu_paths.hpp"
#include "engine/core/error.hpp"
#include "engine/core/target_region.hpp"
#include "enumerate/set_family_perm.hpp"

namespace posetlab {
namespace {

constexpr int kLowBits = 20;

std::uint8_t* allocate(std::size_t bytes) {
  const std::size_t align = std::size_t{1} << 21;
  std::size_t rounded = (bytes + align - 1) / align * align;
  void* p = std::aligned_alloc(align, rounded);
  if (!p) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  if (bytes >= align) madvise(p, rounded, MADV_HUGEPAGE);
#endif
  return static_cast<std::uint8_t*>(p);
}

// Fills g[base, base + count): every option of an index is a smaller index.
void fill_range(std::uint8_t* g, const std::uint8_t* prev, const std::uint64_t* avoid, int b, std::uint64_t base,
                std::uint64_t count) {
  for (std::uint64_t f = base; f < base + count; ++f) {
    std::uint64_t seen = 0;
    for (std::uint64_t r = f; r; r &= r - 1) seen |= std::uint64_t{1} << g[f & ~(r & (~r + 1))];
    for (int x = 0; x < b; ++x) seen |= std::uint64_t{1} << prev[pext64(f, avoid[x])];
    g[f] = std::uint8_t(std::countr_one(seen));
  }
}

POSETLAB_TARGET_BEGIN("avx2,bmi2,popcnt")
// The group scheme of fill_groups below with AVX2: 8 indices a group, one 32-bit lane
// each (vpermd for the permutes, vpsllvd for the bitsets, the float exponent of the
// lowest clear bit for the mex). Returns false if some index has options of every
// value 0..30 (its value would not fit); the table is then filled again the scalar way.
bool fill_groups_avx2(std::uint8_t* g, const std::uint8_t* prev, const std::uint64_t* avoid, int b,
                      std::uint64_t base0, std::uint64_t count) {
  const __m256i one = _mm256_set1_epi32(1), low31 = _mm256_set1_epi32(0x7fffffff);
  const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  __m256i bottom_index[PermTables::kMaxBottoms];
  for (int x = 0; x < b; ++x) {
    alignas(32) std::int32_t idx[8];
    for (std::uint64_t i = 0; i < 8; ++i) idx[i] = std::int32_t(_pext_u64(i, avoid[x] & 7));
    bottom_index[x] = _mm256_load_si256(reinterpret_cast<const __m256i*>(idx));
  }
  __m256i flip[3], has_bit[3];
  for (int j = 0; j < 3; ++j) {
    flip[j] = _mm256_xor_si256(lane, _mm256_set1_epi32(1 << j));
    has_bit[j] = _mm256_cmpeq_epi32(_mm256_and_si256(lane, _mm256_set1_epi32(1 << j)), _mm256_set1_epi32(1 << j));
  }
  // Low byte of each lane to the first 8 bytes.
  const __m256i pick = _mm256_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 4, 8, 12, -1,
                                        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
  const __m256i gather = _mm256_setr_epi32(0, 4, 1, 1, 1, 1, 1, 1);
  __m256i overflow = _mm256_setzero_si256();
  auto bits_of = [&](__m128i bytes) { return _mm256_sllv_epi32(one, _mm256_cvtepu8_epi32(bytes)); };
  auto mex = [&](__m256i seen) {  // log2 of the lowest clear bit, read off its float
    overflow = _mm256_or_si256(overflow, _mm256_cmpeq_epi32(_mm256_and_si256(seen, low31), low31));
    const __m256i clear = _mm256_andnot_si256(seen, _mm256_add_epi32(seen, one));
    return _mm256_sub_epi32(_mm256_srli_epi32(_mm256_castps_si256(_mm256_cvtepi32_ps(clear)), 23), _mm256_set1_epi32(127));
  };
  for (std::uint64_t f0 = base0; f0 < base0 + count; f0 += 8) {
    __m256i seen = _mm256_setzero_si256();
    for (std::uint64_t r = f0; r; r &= r - 1)
      seen = _mm256_or_si256(seen, bits_of(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(g + (f0 & ~(r & (~r + 1)))))));
    for (int x = 0; x < b; ++x) {
      // Reads up to 7 bytes past the smaller table's end: inside its 2 MiB allocation,
      // and those lanes are not picked.
      const __m128i bytes = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(prev + _pext_u64(f0, avoid[x])));
      seen = _mm256_or_si256(seen, _mm256_permutevar8x32_epi32(bits_of(bytes), bottom_index[x]));
    }
    __m256i value = mex(seen);  // final in lane 0
    auto level = [&](__m256i v) {
      __m256i s = seen;
      for (int j = 0; j < 3; ++j)
        s = _mm256_or_si256(s, _mm256_and_si256(has_bit[j], _mm256_sllv_epi32(one, _mm256_permutevar8x32_epi32(v, flip[j]))));
      return mex(s);
    };
    value = _mm256_blend_epi32(value, level(value), 0x16);  // lanes 1, 2, 4
    value = _mm256_blend_epi32(value, level(value), 0x68);  // lanes 3, 5, 6
    value = _mm256_blend_epi32(value, level(value), 0x80);  // lane 7
    const __m256i packed = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(value, pick), gather);
    _mm_storel_epi64(reinterpret_cast<__m128i*>(g + f0), _mm256_castsi256_si128(packed));
  }
  return _mm256_testz_si256(overflow, overflow);
}
POSETLAB_TARGET_END

POSETLAB_TARGET_BEGIN("avx2,bmi2,popcnt,lzcnt,avx512f,avx512cd,avx512bw,avx512vl,avx512bitalg")

// The same for a range of whole groups of 8 indices, one index a 64-bit lane, each
// lane's option values gathered into a bitset:
//   sets at positions >= 3: 8 consecutive bytes of an earlier group;
//   bottoms: pext splits into the group's part and the lane's, so the 8 lanes read at
//     most 8 consecutive bytes of the smaller table, put in place by one permute;
//   sets at positions < 3 (inside the group): lanes by their popcount, 0 to 3, each
//     level reading the previous one's values through a permute.
// 2.5x fewer instructions an index than blocks of 64 with scalar in-block options.
void fill_groups(std::uint8_t* g, const std::uint8_t* prev, const std::uint64_t* avoid, int b, std::uint64_t base0,
                 std::uint64_t count) {
  const __m512i one = _mm512_set1_epi64(1), lane = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
  // Lane i of bottom_index[x]: pext(i, avoid[x] & 7); prev_bytes[x]: how many bytes that reads.
  __m512i bottom_index[PermTables::kMaxBottoms];
  __mmask16 prev_bytes[PermTables::kMaxBottoms];
  for (int x = 0; x < b; ++x) {
    alignas(64) std::uint64_t idx[8];
    for (std::uint64_t i = 0; i < 8; ++i) idx[i] = _pext_u64(i, avoid[x] & 7);
    bottom_index[x] = _mm512_load_si512(idx);
    prev_bytes[x] = __mmask16((1u << (1u << std::popcount(avoid[x] & 7))) - 1);
  }
  __m512i flip[3];
  __mmask8 has_bit[3], level[4] = {0, 0, 0, 0};
  for (int j = 0; j < 3; ++j) {
    flip[j] = _mm512_xor_si512(lane, _mm512_set1_epi64(1 << j));
    has_bit[j] = 0;
    for (int i = 0; i < 8; ++i) has_bit[j] |= __mmask8((i >> j & 1) << i);
  }
  for (int i = 0; i < 8; ++i) level[std::popcount(unsigned(i))] |= __mmask8(1 << i);
  // The maskz forms throughout: GCC 12 warns of undefined sources otherwise.
  auto bits_of = [&](__m128i bytes) {  // 1 << v for the 8 low bytes v
    return _mm512_maskz_sllv_epi64(0xff, one, _mm512_maskz_cvtepu8_epi64(0xff, bytes));
  };
  auto mex = [&](__m512i seen) {  // countr_one per lane: 63 - lzcnt(lowest clear bit)
    const __m512i clear = _mm512_maskz_andnot_epi64(0xff, seen, _mm512_add_epi64(seen, _mm512_set1_epi64(1)));
    return _mm512_sub_epi64(_mm512_set1_epi64(63), _mm512_lzcnt_epi64(clear));
  };
  for (std::uint64_t f0 = base0; f0 < base0 + count; f0 += 8) {
    __m512i seen = _mm512_setzero_si512();
    for (std::uint64_t r = f0; r; r &= r - 1)
      seen = _mm512_or_si512(seen, bits_of(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(g + (f0 & ~(r & (~r + 1)))))));
    for (int x = 0; x < b; ++x) {
      const __m128i bytes = _mm_maskz_loadu_epi8(prev_bytes[x], prev + _pext_u64(f0, avoid[x]));
      seen = _mm512_or_si512(seen, _mm512_maskz_permutexvar_epi64(0xff, bottom_index[x], bits_of(bytes)));
    }
    __m512i value = mex(seen);  // final in lane 0
    for (int l = 1; l <= 3; ++l) {
      __m512i s = seen;
      for (int j = 0; j < 3; ++j)
        s = _mm512_or_si512(s, _mm512_maskz_sllv_epi64(has_bit[j], one, _mm512_maskz_permutexvar_epi64(0xff, flip[j], value)));
      value = _mm512_mask_blend_epi64(level[l], value, mex(s));
    }
    _mm_storel_epi64(reinterpret_cast<__m128i*>(g + f0), _mm512_maskz_cvtepi64_epi8(0xff, value));
  }
}

// The same with 16-bit option bitsets, 32 indices a group (one 16-bit lane each), for
// tables whose values are all below 16 (b = 5: at most 12): four times the lanes of
// fill_groups an instruction. Returns false if some index has options of every value
// 0..15 (its value would not fit); the table is then to be filled again with
// fill_groups.
bool fill_groups_narrow(std::uint8_t* g, const std::uint8_t* prev, const std::uint64_t* avoid, int b,
                        std::uint64_t base0, std::uint64_t count) {
  const __m512i one = _mm512_set1_epi16(1);
  alignas(64) std::uint16_t lanes[32];
  for (int i = 0; i < 32; ++i) lanes[i] = std::uint16_t(i);
  const __m512i lane = _mm512_load_si512(lanes);
  __m512i bottom_index[PermTables::kMaxBottoms];
  __mmask32 prev_bytes[PermTables::kMaxBottoms];
  for (int x = 0; x < b; ++x) {
    alignas(64) std::uint16_t idx[32];
    for (std::uint64_t i = 0; i < 32; ++i) idx[i] = std::uint16_t(_pext_u64(i, avoid[x] & 31));
    bottom_index[x] = _mm512_load_si512(idx);
    prev_bytes[x] = __mmask32((std::uint64_t{1} << (1u << std::popcount(avoid[x] & 31))) - 1);
  }
  __m512i flip[5];
  __mmask32 has_bit[5], level[6] = {};
  for (int j = 0; j < 5; ++j) {
    flip[j] = _mm512_xor_si512(lane, _mm512_set1_epi16(std::int16_t(1 << j)));
    has_bit[j] = 0;
    for (int i = 0; i < 32; ++i) has_bit[j] |= __mmask32(std::uint32_t(i >> j & 1) << i);
  }
  for (int i = 0; i < 32; ++i) level[std::popcount(unsigned(i))] |= __mmask32(1u << i);
  // The maskz forms throughout: GCC 12 warns of undefined sources otherwise.
  auto bits_of = [&](__m256i bytes) {  // 1 << v for the 32 bytes v
    return _mm512_maskz_sllv_epi16(~__mmask32{0}, one, _mm512_maskz_cvtepu8_epi16(~__mmask32{0}, bytes));
  };
  auto mex = [&](__m512i seen) {  // countr_one per lane: popcount(seen & ~(seen + 1))
    return _mm512_maskz_popcnt_epi16(~__mmask32{0}, _mm512_maskz_andnot_epi32(__mmask16(0xffff), _mm512_add_epi16(seen, one), seen));
  };
  const __m512i full = _mm512_set1_epi16(-1);
  __mmask32 overflow = 0;
  for (std::uint64_t f0 = base0; f0 < base0 + count; f0 += 32) {
    __m512i seen = _mm512_setzero_si512();
    for (std::uint64_t r = f0; r; r &= r - 1)
      seen = _mm512_or_si512(seen, bits_of(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + (f0 & ~(r & (~r + 1)))))));
    for (int x = 0; x < b; ++x) {
      const __m256i bytes = _mm256_maskz_loadu_epi8(prev_bytes[x], prev + _pext_u64(f0, avoid[x]));
      seen = _mm512_or_si512(seen, _mm512_maskz_permutexvar_epi16(~__mmask32{0}, bottom_index[x], bits_of(bytes)));
    }
    overflow |= _mm512_cmpeq_epi16_mask(seen, full);
    __m512i value = mex(seen);  // final in lane 0
    for (int l = 1; l <= 5; ++l) {
      __m512i s = seen;
      for (int j = 0; j < 5; ++j)
        s = _mm512_or_si512(
            s, _mm512_maskz_sllv_epi16(has_bit[j], one, _mm512_maskz_permutexvar_epi16(~__mmask32{0}, flip[j], value)));
      overflow |= _mm512_mask_cmpeq_epi16_mask(level[l], s, full);
      value = _mm512_mask_blend_epi16(level[l], value, mex(s));
    }
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(g + f0), _mm512_maskz_cvtepi16_epi8(~__mmask32{0}, value));
  }
  return overflow == 0;
}
POSETLAB_TARGET_END

// Fills a chunk the widest way `fill` and the CPU path allow; false if a narrow fill
// overflowed.
bool fill_chunk(LabeledGrundyTable::Fill fill, CpuPath path, std::uint8_t* g, const std::uint8_t* prev,
                const std::uint64_t* avoid, int b, std::uint64_t base, std::uint64_t count) {
  using Fill = LabeledGrundyTable::Fill;
  if (path == CpuPath::Avx512 && fill == Fill::Fastest && count % 32 == 0 && base % 32 == 0)
    return fill_groups_narrow(g, prev, avoid, b, base, count);
  if (path == CpuPath::Avx512 && fill != Fill::Scalar && count % 8 == 0 && base % 8 == 0)
    return fill_groups(g, prev, avoid, b, base, count), true;
  if (path == CpuPath::Avx2 && fill == Fill::Fastest && count % 8 == 0 && base % 8 == 0)
    return fill_groups_avx2(g, prev, avoid, b, base, count);
  fill_range(g, prev, avoid, b, base, count);
  return true;
}
}  // namespace

LabeledGrundyTable::LabeledGrundyTable(int bottoms, int threads, Fill fill, const PhaseProgress& progress)
    : b_(bottoms) {
  if (bottoms < 0 || bottoms > 5)
    throw UsageError("the labeled DP covers 0..5 bottoms, not " + std::to_string(bottoms));
  const int nthreads = threads > 0 ? threads : omp_get_max_threads();
  const CpuPath path = cpu_path();
  const std::string phase = "labeled DP table, " + std::to_string(bottoms) + " bottoms (" + cpu_path_name(path) + ")";
  std::uint64_t total = 0;
  for (int k = 1; k <= b_; ++k) total += std::uint64_t{1} << PermTables::get(k).positions();
  std::atomic<std::uint64_t> done{0};
  auto report = [&](std::uint64_t entries) {
    const std::uint64_t now = done.fetch_add(entries, std::memory_order_relaxed) + entries;
    if (progress) progress(phase.c_str(), now, total);
  };
  if (progress) progress(phase.c_str(), 0, total);
  for (int k = 0; k <= b_; ++k) {
    const PermTables& perms = PermTables::get(k);
    const int positions = perms.positions();
    const std::size_t size = std::size_t{1} << positions;
    sizes_.push_back(size);
    table_.push_back(allocate(size));
    std::uint8_t* g = table_.back();
    if (k == 0) {
      g[0] = 0;
      continue;
    }
    const std::uint8_t* prev = table_[k - 1];
    std::uint64_t avoid[PermTables::kMaxBottoms];
    for (int x = 0; x < k; ++x) avoid[x] = perms.avoiding(x);
    const int low = positions < kLowBits ? positions : kLowBits;
    const int high = positions - low;
    const std::uint64_t chunk = std::uint64_t{1} << low;
    // Chunks grouped by the popcount of their high part.
    std::vector<std::vector<std::uint64_t>> levels(high + 1);
    for (std::uint64_t h = 0; h < (std::uint64_t{1} << high); ++h) levels[std::popcount(h)].push_back(h);
    const std::uint64_t start = done.load();
    auto fill_all = [&](Fill how) {
      bool fits = true;
      for (const auto& level : levels) {
        const long n = long(level.size());
#pragma omp parallel for schedule(dynamic, 1) num_threads(nthreads) if (n > 1) reduction(&& : fits)
        for (long i = 0; i < n; ++i) {
          if (cancel_requested()) continue;  // a job's stop: the rest of the level is skipped
          fits = fill_chunk(how, path, g, prev, avoid, k, level[i] << low, chunk) && fits;
          report(chunk);
        }
        if (cancel_requested()) {  // outside the parallel region: the tables go, then the constructor throws
          for (auto* t : table_) std::free(t);
          table_.clear();
          throw Cancelled();
        }
        if (!fits) return false;  // the next levels would read wrong values
      }
      return true;
    };
    if (!fill_all(fill)) {
      done.store(start);  // this table is filled again from its start
      fill_all(Fill::Wide);
    }
  }
}

LabeledGrundyTable::~LabeledGrundyTable() {
  for (auto* t : table_) std::free(t);
}

std::uint64_t LabeledGrundyTable::gset(int k, std::uint64_t f) const {
  const std::uint8_t* g = table_[k];
  std::uint64_t seen = 0;
  for (std::uint64_t r = f; r; r &= r - 1) seen |= std::uint64_t{1} << g[f & ~(r & (~r + 1))];
  if (k > 0) {
    const PermTables& perms = PermTables::get(k);
    for (int x = 0; x < k; ++x) seen |= std::uint64_t{1} << table_[k - 1][pext64(f, perms.avoiding(x))];
  }
  return seen;
}

std::size_t LabeledGrundyTable::bytes() const {
  std::size_t s = 0;
  for (auto z : sizes_) s += z;
  return s;
}

}  // namespace posetlab
