#pragma once
// The impartial search policy (contract: engine/core/game_kind.hpp) on positions of at most 64
// elements: a move picks an element and removes it with everything above it; values are
// nimbers (components XOR, a component is the mex of its options). Internal to engine/.
//
// Every set it visits is convex (x < z < y with x, y in S puts z in S): moves remove
// up-sets and peeling removes a least element, and neither leaves a hole between two
// survivors. Convexity is what lets the form be the Hasse diagram restricted to S.
//
// Shortcuts at each component: peel a least element while there is one (002 Lemma 1: a
// bottom below everything adds 1; makes chains and towers linear); components below
// memo_min_elements are searched directly; others are looked up by relative key (the
// induced Hasse diagram, elements ranked by id) and, from canonical_min_elements up,
// by their nauty canonical form (shared between isomorphic copies).
#include <bit>
#include <cstdint>

#include "engine/core/canonical.hpp"
#include "engine/core/mex.hpp"
#include "engine/core/small_poset.hpp"
#include "engine/impartial/position_kernel.hpp"

namespace posetlab {

struct ImpartialPolicy {
  using Mask = std::uint64_t;
  using Value = int;
  static constexpr KindTag tag = KindTag::Impartial;
  using Kernel = PositionKernel<ImpartialPolicy>;

  const SmallPoset& p;

  Mask interacts(int x) const { return p.comparable(x); }
  static int zero() { return 0; }
  static int add(int a, int b) { return a ^ b; }  // USES: 000-T2.4, 001-P2.26/T2.28
  static bool encode(int v, std::uint32_t& out, WideValues&) {
    out = std::uint32_t(v);
    return true;
  }
  static int decode(std::uint32_t v, const WideValues&) { return int(v); }

  template <class Out>
  void relative_form(Mask c, Out& out) const {
    for (std::uint64_t r = c; r; r &= r - 1) mask_compress(p.cover_up[std::countr_zero(r)] & c, c, out);
  }

  Fingerprint canonical_key(Mask c) const {
    std::uint64_t strict_up[64], canon[65];
    int n = 0;
    for (std::uint64_t r = c; r; r &= r - 1) strict_up[n++] = pext64(p.up[std::countr_zero(r)] & c, c);
    canonical_poset_masks(n, strict_up, canon + 1);
    canon[0] = std::uint64_t(n);
    return kind_fingerprint(tag, KeyDomain::Canonical, canon, sizeof(std::uint64_t) * (n + 1));
  }

  // The option after playing x in c.
  Mask option(Mask c, int x) const { return c & ~(p.up[x] | (std::uint64_t{1} << x)); }

  int connected(Kernel& k, Mask c) const {
    int bonus = 0;
    while (true) {
      const int n = std::popcount(c);
      if (n <= 2) return bonus + n;  // a point, or a 2-chain (connected)
      std::uint64_t minimal = 0;
      for (std::uint64_t r = c; r; r &= r - 1)
        if (!(p.down[std::countr_zero(r)] & c)) minimal |= r & -r;
      if (std::popcount(minimal) != 1) break;
      ++bonus;  // a least element adds 1 to the rest (002 Lemma 1). USES: 002-L1
      c &= ~minimal;
      if (k.component(c, std::countr_zero(c)) != c) return bonus + k.value(c);
    }
    const SolverOptions& o = k.options();
    if (std::popcount(c) < o.memo_min_elements) return bonus + mex(k, c);
    const Fingerprint relative = k.relative_key(c);
    int v;
    if (k.lookup(relative, v)) return bonus + v;
    const bool canonical = o.canonical_min_elements > 0 && std::popcount(c) >= o.canonical_min_elements;
    Fingerprint canon;
    if (canonical) {
      canon = canonical_key(c);
      if (k.lookup(canon, v)) {
        k.store(relative, v);
        return bonus + v;
      }
    }
    v = mex(k, c);
    k.store(relative, v);
    if (canonical) k.store(canon, v);
    return bonus + v;
  }

  int mex(Kernel& k, Mask c) const {
    k.count_position();
    if (k.parallel_now(std::popcount(c))) return mex_of_values(option_values(k, c));
    // Every option has fewer than 64 elements, so its value (at most its size) fits a bit.
    std::uint64_t seen = 0;
    typename Kernel::NestedLoop nested(k);
    for (std::uint64_t r = c; r; r &= r - 1) seen |= std::uint64_t{1} << k.value(option(c, std::countr_zero(r)));
    return mex_of_bits(&seen, 1);
  }

  // Value of each option of s, by element, in parallel when the kernel allows.
  std::vector<int> option_values(Kernel& k, Mask s) const {
    std::vector<int> xs;
    for (std::uint64_t r = s; r; r &= r - 1) xs.push_back(std::countr_zero(r));
    return k.solve_options(int(xs.size()), int(xs.size()),
                           [&](Kernel& local, int i) { return local.value(option(s, xs[i])); });
  }

};

}  // namespace posetlab
