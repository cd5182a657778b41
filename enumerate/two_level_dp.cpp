// The labeled DP; see two_level_dp.hpp.
#include "enumerate/two_level_dp.hpp"

#include <bit>
#include <cstdlib>
#include <immintrin.h>
#include <new>
#include <omp.h>
#include <string>
#include <sys/mman.h>

#include "engine/error.hpp"
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
    for (int x = 0; x < b; ++x) seen |= std::uint64_t{1} << prev[_pext_u64(f, avoid[x])];
    g[f] = std::uint8_t(std::countr_one(seen));
  }
}

#if defined(__AVX512F__)
// The same for a range of whole blocks of 64 indices. The options removing a set at
// position >= 6 are, for the 64 indices of a block, 64 consecutive bytes of another
// block: they are folded into per-index bitsets eight lanes at a time; the options at
// positions < 6 (inside the block) and the bottom options are then added index by
// index in increasing order, as in fill_range. Measured 2.4x faster than fill_range.
void fill_blocks(std::uint8_t* g, const std::uint8_t* prev, const std::uint64_t* avoid, int b, std::uint64_t base0,
                 std::uint64_t count) {
  const __m512i one = _mm512_set1_epi64(1);
  alignas(64) std::uint64_t seen_of[64];
  for (std::uint64_t base = base0; base < base0 + count; base += 64) {
    __m512i acc[8];
    for (auto& a : acc) a = _mm512_setzero_si512();
    for (std::uint64_t r = base; r; r &= r - 1) {
      const std::uint8_t* src = g + (base & ~(r & (~r + 1)));
      for (int q = 0; q < 8; ++q) {
        __m512i v = _mm512_maskz_cvtepu8_epi64(0xff, _mm_loadl_epi64(reinterpret_cast<const __m128i*>(src + 8 * q)));
        acc[q] = _mm512_or_si512(acc[q], _mm512_maskz_sllv_epi64(0xff, one, v));  // maskz: no GCC 12 undefined-value warning
      }
    }
    for (int q = 0; q < 8; ++q) _mm512_store_si512(reinterpret_cast<__m512i*>(seen_of + 8 * q), acc[q]);
    for (std::uint64_t i = 0; i < 64; ++i) {
      const std::uint64_t f = base + i;
      std::uint64_t seen = seen_of[i];
      for (std::uint64_t r = i; r; r &= r - 1) seen |= std::uint64_t{1} << g[f & ~(r & (~r + 1))];
      for (int x = 0; x < b; ++x) seen |= std::uint64_t{1} << prev[_pext_u64(f, avoid[x])];
      g[f] = std::uint8_t(std::countr_one(seen));
    }
  }
}
#endif

void fill_chunk(std::uint8_t* g, const std::uint8_t* prev, const std::uint64_t* avoid, int b, std::uint64_t base,
                std::uint64_t count) {
#if defined(__AVX512F__)
  if (count % 64 == 0) return fill_blocks(g, prev, avoid, b, base, count);
#endif
  fill_range(g, prev, avoid, b, base, count);
}

}  // namespace

LabeledGrundyTable::LabeledGrundyTable(int bottoms, int threads) : b_(bottoms) {
  if (bottoms < 0 || bottoms > 5)
    throw UsageError("the labeled DP covers 0..5 bottoms, not " + std::to_string(bottoms));
  const int nthreads = threads > 0 ? threads : omp_get_max_threads();
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
    for (const auto& level : levels) {
      const long n = long(level.size());
#pragma omp parallel for schedule(dynamic, 1) num_threads(nthreads) if (n > 1)
      for (long i = 0; i < n; ++i) fill_chunk(g, prev, avoid, k, level[i] << low, chunk);
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
    for (int x = 0; x < k; ++x) seen |= std::uint64_t{1} << table_[k - 1][_pext_u64(f, perms.avoiding(x))];
  }
  return seen;
}

std::size_t LabeledGrundyTable::bytes() const {
  std::size_t s = 0;
  for (auto z : sizes_) s += z;
  return s;
}

}  // namespace posetlab
