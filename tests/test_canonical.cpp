// Canonical labeling (engine/core/canonical.hpp): invariance under random relabeling,
// separation of non-isomorphic posets (nauty's own poset generator as the peer),
// automorphism group orders of known posets, and family class counts by brute force.
#include <gtest/gtest.h>

#include "verify/support/poset_instances.hpp"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <numeric>
#include <random>
#include <set>
#include <string>

#include "engine/core/canonical.hpp"
#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"

using namespace posetlab;

namespace {

double factorial(int n) { return n <= 1 ? 1.0 : n * factorial(n - 1); }


std::vector<int> random_perm(std::mt19937_64& rng, int n) {
  std::vector<int> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), rng);
  return perm;
}

std::vector<std::uint64_t> strict_masks(const Poset& p) {
  std::vector<std::uint64_t> m(p.size(), 0);
  for (int x = 0; x < p.size(); ++x)
    for (int y = 0; y < p.size(); ++y)
      if (p.less(x, y)) m[x] |= std::uint64_t{1} << y;
  return m;
}

std::vector<std::uint64_t> canon_masks(const Poset& p) {
  auto m = strict_masks(p);
  std::vector<std::uint64_t> out(m.size());
  canonical_poset_masks(int(m.size()), m.data(), out.data());
  return out;
}

// K(b,t): every top above every bottom.
Poset complete_two_level(int b, int t) {
  std::vector<Relation> rel;
  for (int x = 0; x < b; ++x)
    for (int y = 0; y < t; ++y) rel.emplace_back(x, b + y);
  return Poset::from_relations(b + t, rel);
}

std::vector<std::uint64_t> permute_sets(const std::vector<std::uint64_t>& sets, const std::vector<int>& perm) {
  std::vector<std::uint64_t> out;
  for (std::uint64_t s : sets) {
    std::uint64_t r = 0;
    for (int x = 0; x < int(perm.size()); ++x)
      if (s >> x & 1) r |= std::uint64_t{1} << perm[x];
    out.push_back(r);
  }
  return out;
}

}  // namespace

TEST(Canonical, RelabeledPosetsGiveIdenticalMasks) {
  std::mt19937_64 rng(20261122);
  for (int trial = 0; trial < 400; ++trial) {
    int n = 1 + int(rng() % 40);
    if (trial % 10 == 0) n = 64;
    Poset p = checks::random_poset(n, (1 + rng() % 8) / 20.0, rng);
    Poset q = p.relabeled(random_perm(rng, n));
    ASSERT_EQ(canon_masks(p), canon_masks(q)) << "seed 20261122 trial " << trial << ": " << p.to_text();
  }
}

TEST(Canonical, CanonicalMasksAreAPosetIsomorphicToTheInput) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 100; ++trial) {
    int n = 1 + int(rng() % 20);
    Poset p = checks::random_poset(n, 0.3, rng);
    auto c = canon_masks(p);
    std::vector<DynBitset> up(n, DynBitset(n));
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < n; ++y)
        if (c[x] >> y & 1) up[x].set(y);
    Poset q = Poset::from_strict_up_sets(up);
    EXPECT_EQ(q.relation_count(), p.relation_count());
    EXPECT_EQ(canon_masks(q), c);
  }
}

TEST(Canonical, SeparatesAllPosetsFromGenposetg) {
  // nauty-genposetg writes each poset on n points once up to isomorphism: 318 for n = 6.
  std::unique_ptr<FILE, int (*)(FILE*)> in(popen("nauty-genposetg 6 o 2>/dev/null", "r"), pclose);
  ASSERT_TRUE(in);
  std::set<std::vector<std::uint64_t>> forms;
  std::set<std::vector<int>> labelings;
  char line[256];
  int count = 0;
  while (fgets(line, sizeof line, in.get())) {
    std::string s(line);
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
    if (s.empty()) continue;
    Poset p = parse_digraph6(s);
    ++count;
    forms.insert(canon_masks(p));
    // canonical_labeling: the relabeled cover digraph is also a complete invariant.
    auto lab = canonical_labeling(p);
    std::vector<int> inv(p.size());
    for (int i = 0; i < p.size(); ++i) inv[lab.order[i]] = i;
    Poset c = p.relabeled(inv);
    std::vector<int> code;
    for (auto [a, b] : c.covers()) code.push_back(a * 64 + b);
    labelings.insert(code);
  }
  EXPECT_EQ(count, 318);
  EXPECT_EQ(forms.size(), 318u);
  EXPECT_EQ(labelings.size(), 318u);
}

TEST(Canonical, LabelingIsInvariantUnderRelabeling) {
  std::mt19937_64 rng(99);
  for (int trial = 0; trial < 60; ++trial) {
    int n = 1 + int(rng() % 150);
    Poset p = checks::random_poset(n, 4.0 / n, rng);
    Poset q = p.relabeled(random_perm(rng, n));
    auto canonical = [](const Poset& x) {
      auto lab = canonical_labeling(x);
      std::vector<int> inv(x.size());
      for (int i = 0; i < x.size(); ++i) inv[lab.order[i]] = i;
      return std::make_pair(x.relabeled(inv), lab.automorphisms);
    };
    auto [cp, ap] = canonical(p);
    auto [cq, aq] = canonical(q);
    EXPECT_TRUE(cp == cq) << "trial " << trial;
    EXPECT_EQ(ap, aq);
  }
}

TEST(Canonical, AutomorphismOrdersOfKnownPosets) {
  for (int k = 1; k <= 10; ++k) {
    EXPECT_EQ(canonical_labeling(antichain_poset(k)).automorphisms, factorial(k)) << k;
    EXPECT_EQ(canonical_labeling(chain_poset(k)).automorphisms, 1.0) << k;
  }
  for (int b = 1; b <= 5; ++b)
    for (int t = 1; t <= 5; ++t) {
      EXPECT_EQ(canonical_labeling(complete_two_level(b, t)).automorphisms, factorial(b) * factorial(t));
      std::vector<std::uint64_t> full(t, (std::uint64_t{1} << b) - 1);
      EXPECT_EQ(canonical_set_system(b, full).automorphisms, std::uint64_t(factorial(b) * factorial(t)));
    }
  EXPECT_EQ(canonical_labeling(Poset()).automorphisms, 1.0);
  // A 2+2 (two disjoint 2-chains): swap the chains.
  Relation two_chains[] = {{0, 1}, {2, 3}};
  EXPECT_EQ(canonical_labeling(Poset::from_relations(4, two_chains)).automorphisms, 2.0);
}

TEST(Canonical, FamilyClassCountsByBruteForce) {
  // Families of distinct nonempty subsets of [b] up to S_b: 1, 2, 6, 40 (docs/design.md §2);
  // with the empty set allowed: twice as many. Burnside: sum of b!/|Aut| = 2^(2^b-1).
  const std::size_t expected[] = {1, 2, 6, 40};
  for (int b = 0; b <= 3; ++b) {
    const int subsets = (1 << b) - 1;
    std::set<std::vector<std::uint64_t>> classes, with_empty;
    double orbit_sum = 0;
    for (std::uint64_t f = 0; f < (std::uint64_t{1} << subsets); ++f) {
      std::vector<std::uint64_t> sets;
      for (int s = 1; s <= subsets; ++s)
        if (f >> (s - 1) & 1) sets.push_back(std::uint64_t(s));
      auto c = canonical_set_system(b, sets);
      with_empty.insert(c.sets);
      if (classes.insert(c.sets).second) orbit_sum += factorial(b) / double(c.automorphisms);
      sets.push_back(0);
      with_empty.insert(canonical_set_system(b, sets).sets);
    }
    EXPECT_EQ(classes.size(), expected[b]) << b;
    EXPECT_EQ(with_empty.size(), 2 * expected[b]) << b;
    EXPECT_EQ(orbit_sum, double(std::uint64_t{1} << subsets)) << b;
  }
}

TEST(Canonical, RelabeledFamiliesGiveIdenticalForms) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 300; ++trial) {
    int b = 1 + int(rng() % 12);
    int t = int(rng() % 12);
    std::vector<std::uint64_t> sets;
    for (int i = 0; i < t; ++i) sets.push_back(rng() & ((std::uint64_t{1} << b) - 1));
    auto a = canonical_set_system(b, sets);
    auto c = canonical_set_system(b, permute_sets(sets, random_perm(rng, b)));
    ASSERT_EQ(a.sets, c.sets) << "trial " << trial;
    ASSERT_EQ(a.automorphisms, c.automorphisms);
    ASSERT_TRUE(std::is_sorted(a.sets.begin(), a.sets.end()));
  }
  EXPECT_THROW(canonical_set_system(3, {8}), UsageError);
  EXPECT_THROW(canonical_set_system(65, {}), UsageError);
}
