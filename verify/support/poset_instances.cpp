// Instances for the theorem checks; see poset_instances.hpp.
#include "verify/support/poset_instances.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "engine/formats/format_digraph6.hpp"
#include "enumerate/genposetg.hpp"

namespace posetlab::checks {

Poset poset_from_up_masks(int n, const std::uint64_t* up) {
  std::vector<Relation> rel;
  for (int x = 0; x < n; ++x)
    for (std::uint64_t r = up[x]; r; r &= r - 1) rel.emplace_back(x, __builtin_ctzll(r));
  return Poset::from_relations(n, rel);
}

Poset random_symmetric_poset(int n, int fixed, double q, std::mt19937_64& rng, std::vector<int>& f) {
  // Elements 0..fixed-1 are fixed; the rest pair up (fixed + 2k, fixed + 2k + 1).
  if ((n - fixed) % 2 != 0 || fixed < 0) throw std::invalid_argument("random_symmetric_poset: n - fixed must be even");
  f.assign(n, 0);
  for (int x = 0; x < n; ++x) f[x] = x < fixed ? x : fixed + ((x - fixed) ^ 1);
  std::vector<int> perm(n);
  for (int i = 0; i < n; ++i) perm[i] = i;
  std::shuffle(perm.begin(), perm.end(), rng);
  std::vector<std::uint64_t> up(n, 0);  // strict, closed
  auto add = [&](int a, int b) {        // a < b, closing; false if it would make a cycle
    if (a == b || (up[b] >> a & 1)) return false;
    std::vector<std::uint64_t> next = up;
    const std::uint64_t above_b = up[b] | (std::uint64_t{1} << b);
    for (int x = 0; x < n; ++x)
      if (x == a || (next[x] >> a & 1)) next[x] |= above_b;
    for (int x = 0; x < n; ++x)
      if (next[x] >> x & 1) return false;
    up = std::move(next);
    return true;
  };
  std::bernoulli_distribution edge(q);
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      if (!edge(rng)) continue;
      const int a = perm[i], b = perm[j];
      std::vector<std::uint64_t> saved = up;
      if (!add(a, b) || !add(f[a], f[b])) up = std::move(saved);
    }
  std::vector<Relation> rel;
  for (int x = 0; x < n; ++x)
    for (std::uint64_t r = up[x]; r; r &= r - 1) rel.emplace_back(x, __builtin_ctzll(r));
  return Poset::from_relations(n, rel);
}

std::vector<std::vector<int>> involutive_automorphisms(const Poset& p) {
  const int n = p.size();
  if (n > 12) throw std::invalid_argument("involutive_automorphisms: at most 12 points");
  std::vector<std::vector<int>> out;
  std::vector<int> f(n, -1);
  // Assign f in element order; each element is fixed or swapped with a later free one.
  // Consistency with every already assigned element is checked as we go.
  auto consistent = [&](int x) {
    for (int y = 0; y < n; ++y) {
      if (f[y] < 0) continue;
      if (p.leq(x, y) != p.leq(f[x], f[y]) || p.leq(y, x) != p.leq(f[y], f[x])) return false;
    }
    return true;
  };
  std::function<void(int)> rec = [&](int x) {
    while (x < n && f[x] >= 0) ++x;
    if (x == n) {
      bool identity = true;
      for (int i = 0; i < n; ++i) identity = identity && f[i] == i;
      if (!identity) out.push_back(f);
      return;
    }
    for (int y = x; y < n; ++y) {
      if (f[y] >= 0) continue;
      f[x] = y;
      f[y] = x;
      if (consistent(x) && consistent(y)) rec(x + 1);
      f[x] = -1;
      f[y] = -1;
    }
  };
  rec(0);
  return out;
}

bool is_down_set(const Poset& p, const std::vector<int>& elements) {
  std::vector<char> in(p.size(), 0);
  for (int x : elements) in[x] = 1;
  for (int x : elements)
    for (int y = 0; y < p.size(); ++y)
      if (p.leq(y, x) && !in[y]) return false;
  return true;
}

std::vector<int> articulation_points(const Poset& p) {
  std::vector<int> out;
  for (int x = 0; x < p.size(); ++x) {
    bool all = true;
    for (int y = 0; y < p.size() && all; ++y) all = p.comparable(x, y);
    if (all) out.push_back(x);
  }
  return out;
}

std::string set_text(const std::vector<int>& s) {
  std::string out = "{";
  for (std::size_t i = 0; i < s.size(); ++i) out += (i ? "," : "") + std::to_string(s[i]);
  return out + "}";
}

}  // namespace posetlab::checks
