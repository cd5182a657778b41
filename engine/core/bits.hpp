#pragma once
// Fixed-width position masks: std::uint64_t for up to 64 elements, Bits<W> (W words)
// beyond, with one set of free functions for both so kernels are written once.
#include <array>
#include <bit>
#include <cstdint>
#include <immintrin.h>

namespace posetlab {

// pext: the bits of x at the positions of m, packed to the low end. The baseline build
// (x86-64-v2) has no BMI2, so the instruction is taken where the CPU has it, checked once
// at start-up (one predictable branch), else a loop over the bits of m. Inline assembly,
// not the intrinsic, so no function needs BMI2 enabled at compile time.
#ifdef __BMI2__
inline std::uint64_t pext64(std::uint64_t x, std::uint64_t m) { return _pext_u64(x, m); }
#else
inline const bool kCpuHasBmi2 = (__builtin_cpu_init(), __builtin_cpu_supports("bmi2"));
inline std::uint64_t pext64(std::uint64_t x, std::uint64_t m) {
  std::uint64_t r = 0;
  if (kCpuHasBmi2) [[likely]] {
    asm("pextq %2, %1, %0" : "=r"(r) : "r"(x), "rm"(m));
    return r;
  }
  for (int k = 0; m; m &= m - 1, ++k) r |= ((x >> std::countr_zero(m)) & 1) << k;
  return r;
}
#endif

template <int W>
struct Bits {
  std::array<std::uint64_t, W> w{};

  friend Bits operator&(Bits a, const Bits& b) {
    for (int i = 0; i < W; ++i) a.w[i] &= b.w[i];
    return a;
  }
  friend Bits operator|(Bits a, const Bits& b) {
    for (int i = 0; i < W; ++i) a.w[i] |= b.w[i];
    return a;
  }
  Bits operator~() const {
    Bits r;
    for (int i = 0; i < W; ++i) r.w[i] = ~w[i];
    return r;
  }
  Bits& operator&=(const Bits& b) { return *this = *this & b; }
  Bits& operator|=(const Bits& b) { return *this = *this | b; }
  bool operator==(const Bits&) const = default;
};

inline bool mask_any(std::uint64_t m) { return m != 0; }
inline int mask_count(std::uint64_t m) { return std::popcount(m); }
inline int mask_first(std::uint64_t m) { return std::countr_zero(m); }  // m != 0
inline bool mask_test(std::uint64_t m, int x) { return (m >> x) & 1u; }
inline void mask_set(std::uint64_t& m, int x) { m |= std::uint64_t{1} << x; }
inline void mask_reset(std::uint64_t& m, int x) { m &= ~(std::uint64_t{1} << x); }

template <int W>
bool mask_any(const Bits<W>& m) {
  for (auto x : m.w)
    if (x) return true;
  return false;
}
template <int W>
int mask_count(const Bits<W>& m) {
  int c = 0;
  for (auto x : m.w) c += std::popcount(x);
  return c;
}
template <int W>
int mask_first(const Bits<W>& m) {
  for (int i = 0; i < W; ++i)
    if (m.w[i]) return 64 * i + std::countr_zero(m.w[i]);
  return 64 * W;
}
template <int W>
bool mask_test(const Bits<W>& m, int x) {
  return (m.w[x >> 6] >> (x & 63)) & 1u;
}
template <int W>
void mask_set(Bits<W>& m, int x) {
  m.w[x >> 6] |= std::uint64_t{1} << (x & 63);
}
template <int W>
void mask_reset(Bits<W>& m, int x) {
  m.w[x >> 6] &= ~(std::uint64_t{1} << (x & 63));
}

// Calls f(x) for every element x of m, in increasing order.
template <class F>
void mask_for_each(std::uint64_t m, F&& f) {
  for (; m; m &= m - 1) f(std::countr_zero(m));
}
template <int W, class F>
void mask_for_each(const Bits<W>& m, F&& f) {
  for (int i = 0; i < W; ++i)
    for (std::uint64_t x = m.w[i]; x; x &= x - 1) f(64 * i + std::countr_zero(x));
}

// The bits of x at the positions of `within`, packed to the low end (ranks by id),
// appended to `out` as ceil(|within| / 64) words.
template <class Out>
void mask_compress(std::uint64_t x, std::uint64_t within, Out& out) {
  out.push_back(pext64(x, within));
}
template <int W, class Out>
void mask_compress(const Bits<W>& x, const Bits<W>& within, Out& out) {
  std::uint64_t acc = 0;
  int filled = 0;
  for (int i = 0; i < W; ++i) {
    const int n = std::popcount(within.w[i]);
    if (!n) continue;
    const std::uint64_t part = pext64(x.w[i], within.w[i]);
    acc |= part << filled;
    if (filled + n >= 64) {
      out.push_back(acc);
      acc = filled ? part >> (64 - filled) : 0;
      filled = filled + n - 64;
    } else {
      filled += n;
    }
  }
  if (filled) out.push_back(acc);
}

}  // namespace posetlab
