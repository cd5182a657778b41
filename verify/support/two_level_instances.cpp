// Two-level instances for the checks of paper 000; see two_level_instances.hpp.
#include "verify/support/two_level_instances.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "verify/support/value_oracle.hpp"

namespace posetlab::checks {

SetSystem family_from_mask(int b, std::uint64_t mask, bool empty_top) {
  SetSystem f;
  f.bottoms = b;
  for (std::uint64_t r = mask; r; r &= r - 1) {
    const unsigned subset = unsigned(__builtin_ctzll(r)) + 1;
    std::vector<int> top;
    for (int j = 0; j < b; ++j)
      if (subset >> j & 1) top.push_back(j);
    f.tops.push_back(std::move(top));
  }
  if (empty_top) f.tops.emplace_back();
  return f;
}

std::uint64_t canonical_mask(int b, std::uint64_t mask) {
  if (b < 0 || b > 5) throw std::invalid_argument("canonical_mask: b must be 0..5");
  std::vector<int> perm(b);
  std::iota(perm.begin(), perm.end(), 0);
  std::uint64_t best = mask;
  do {
    std::uint64_t image = 0;
    for (std::uint64_t r = mask; r; r &= r - 1) {
      const unsigned subset = unsigned(__builtin_ctzll(r)) + 1;
      unsigned mapped = 0;
      for (int j = 0; j < b; ++j)
        if (subset >> j & 1) mapped |= 1u << perm[j];
      image |= std::uint64_t{1} << (mapped - 1);
    }
    best = std::min(best, image);
  } while (std::next_permutation(perm.begin(), perm.end()));
  return best;
}

std::vector<std::uint64_t> family_class_masks(int b) {
  if (b > 4) throw std::invalid_argument("family_class_masks: b <= 4");
  const std::uint64_t limit = std::uint64_t{1} << ((1u << b) - 1);
  std::vector<std::uint64_t> out;
  for (std::uint64_t m = 0; m < limit; ++m)
    if (canonical_mask(b, m) == m) out.push_back(m);
  return out;
}

SetSystem random_family(int b, int t, double q, std::mt19937_64& rng) {
  std::bernoulli_distribution in(q);
  SetSystem f;
  f.bottoms = b;
  for (int k = 0; k < t; ++k) {
    std::vector<int> top;
    for (int j = 0; j < b; ++j)
      if (in(rng)) top.push_back(j);
    f.tops.push_back(std::move(top));
  }
  return f;
}

SetSystem add_top_twins(const SetSystem& f, const std::vector<int>& set, int copies) {
  SetSystem g = f;
  for (int k = 0; k < copies; ++k) g.tops.push_back(set);
  return g;
}

SetSystem add_bottom_twins(const SetSystem& f, int x, int copies) {
  SetSystem g = f;
  for (int k = 0; k < copies; ++k) {
    const int id = g.bottoms++;
    for (auto& top : g.tops)
      if (std::find(top.begin(), top.end(), x) != top.end()) top.push_back(id);
  }
  return g;
}

SetSystem remove_tops(const SetSystem& f, std::vector<int> tops) {
  std::sort(tops.begin(), tops.end());
  SetSystem g;
  g.bottoms = f.bottoms;
  for (int k = 0; k < int(f.tops.size()); ++k)
    if (!std::binary_search(tops.begin(), tops.end(), k)) g.tops.push_back(f.tops[k]);
  return g;
}

SetSystem remove_bottoms(const SetSystem& f, std::vector<int> bottoms) {
  std::sort(bottoms.begin(), bottoms.end());
  std::vector<int> id(f.bottoms, -1);
  SetSystem g;
  for (int x = 0; x < f.bottoms; ++x)
    if (!std::binary_search(bottoms.begin(), bottoms.end(), x)) id[x] = g.bottoms++;
  for (const auto& top : f.tops) {
    std::vector<int> t;
    for (int x : top)
      if (id[x] >= 0) t.push_back(id[x]);
    g.tops.push_back(std::move(t));
  }
  return g;
}

std::vector<int> top_twins(const SetSystem& f, const std::vector<int>& set) {
  std::vector<int> out;
  for (int k = 0; k < int(f.tops.size()); ++k)
    if (f.tops[k] == set) out.push_back(k);
  return out;
}

std::vector<int> bottom_twins(const SetSystem& f, int x) {
  auto above = [&](int y) {
    std::vector<int> ts;
    for (int k = 0; k < int(f.tops.size()); ++k)
      if (std::find(f.tops[k].begin(), f.tops[k].end(), y) != f.tops[k].end()) ts.push_back(k);
    return ts;
  };
  const auto tx = above(x);
  std::vector<int> out;
  for (int y = 0; y < f.bottoms; ++y)
    if (above(y) == tx) out.push_back(y);
  return out;
}

ParityUniform parity_uniform(const SetSystem& f) {
  if (f.bottoms > 20) throw std::invalid_argument("parity_uniform: at most 20 bottoms");
  ParityUniform r;
  if (f.tops.empty()) {
    r.uniform = true;
    return r;
  }
  r.p = int(f.tops[0].size() % 2);
  for (const auto& top : f.tops)
    if (int(top.size() % 2) != r.p) {
      r.p = -1;
      return r;
    }
  std::vector<std::uint32_t> masks;
  for (const auto& top : f.tops) {
    std::uint32_t m = 0;
    for (int x : top) m |= 1u << x;
    masks.push_back(m);
  }
  for (std::uint32_t b1 = 0; b1 < (1u << f.bottoms); ++b1) {
    const std::uint32_t b2 = ((1u << f.bottoms) - 1) & ~b1;
    bool all = true;
    for (std::uint32_t m : masks)
      if (!(__builtin_popcount(m & b1) % 2 == 1 || __builtin_popcount(m & b2) % 2 == 1)) {
        all = false;
        break;
      }
    if (all) {
      r.uniform = true;
      return r;
    }
  }
  return r;
}

int family_grundy(ValueOracle& oracle, const SetSystem& f) { return oracle.grundy(set_system_to_poset(f)); }

}  // namespace posetlab::checks
