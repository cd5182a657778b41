// The coloured-poset rows (enumerate/coloured_posets): values against plain search,
// invariants against their definitions, and the counts against two peers: Burnside's
// lemma over brute-force automorphism groups (no nauty), and nauty's canonical forms
// with vertex colours (every colouring lands on exactly one emitted class).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

#include "engine/core/canonical.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "enumerate/coloured_posets.hpp"
#include "verify/support/coloured_instances.hpp"
#include "verify/support/poset_instances.hpp"

using namespace posetlab;

namespace {

std::vector<std::uint64_t> strict_up(const Poset& p) {
  std::vector<std::uint64_t> up(p.size());
  for (int x = 0; x < p.size(); ++x) up[x] = p.up(x).word(0) & ~(std::uint64_t{1} << x);
  return up;
}

ColouredPoset coloured(const Poset& p, std::uint64_t white) {
  ColouredPoset c{p, {}};
  for (int x = 0; x < p.size(); ++x) c.colour.push_back((white >> x) & 1 ? Colour::White : Colour::Black);
  return c;
}

// All permutations of 0..n-1 that preserve the order (no nauty).
std::vector<std::vector<int>> brute_automorphisms(const Poset& p) {
  std::vector<int> perm(p.size());
  std::iota(perm.begin(), perm.end(), 0);
  std::vector<std::vector<int>> out;
  do {
    bool ok = true;
    for (int x = 0; x < p.size() && ok; ++x)
      for (int y = 0; y < p.size() && ok; ++y) ok = p.leq(x, y) == p.leq(perm[x], perm[y]);
    if (ok) out.push_back(perm);
  } while (std::next_permutation(perm.begin(), perm.end()));
  return out;
}

}  // namespace

TEST(ColouredPosets, ValuesAndInvariantsMatchTheDefinitions) {
  for (int n = 0; n <= 5; ++n)
    for (const Poset& p : checks::nauty_posets(n)) {
      auto up = strict_up(p);
      coloured_rows(n, up.data(), [&](const ColouredPosetRow& r) {
        ColouredPoset c = coloured(p, r.white);
        ASSERT_EQ(r.colour_word(), c.word());
        ASSERT_EQ(r.bw, plain_partizan_value(c, PartizanGame::BlackWhite)) << c.to_text();
        ASSERT_EQ(r.pomax, plain_partizan_value(c, PartizanGame::Pomax)) << c.to_text();
        ASSERT_EQ(r.balanced, checks::is_balanced(PlainPartizanSolver(c, PartizanGame::Pomax))) << c.to_text();
        ASSERT_EQ(r.blocking_triples, int(checks::blocking_triples(c).size())) << c.to_text();
        ASSERT_EQ(r.height, p.height());
        ASSERT_EQ(r.blacks, c.count(Colour::Black));
      });
    }
}

TEST(ColouredPosets, BurnsideCountsWithoutNauty) {
  // Classes per poset = (1/|G|) sum over g of 2^cycles(g); orbit sums = 2^n x labeled.
  const std::uint64_t labeled[] = {1, 1, 3, 19, 219, 4231, 130023};  // A001035
  for (int n = 0; n <= 6; ++n) {
    std::uint64_t orbit_sum = 0, factorial = 1;
    for (int i = 2; i <= n; ++i) factorial *= i;
    for (const Poset& p : checks::nauty_posets(n)) {
      auto up = strict_up(p);
      std::uint64_t rows = 0;
      auto stats = coloured_rows(n, up.data(), [&](const ColouredPosetRow& r) {
        ++rows;
        orbit_sum += factorial / r.automorphisms;
      });
      if (n <= 5) {
        auto group = brute_automorphisms(p);
        ASSERT_EQ(stats.automorphisms, group.size()) << p.to_text();
        std::uint64_t fixed = 0;
        for (const auto& g : group) {
          std::vector<char> seen(n, 0);
          int cycles = 0;
          for (int x = 0; x < n; ++x)
            if (!seen[x]) {
              ++cycles;
              for (int y = x; !seen[y]; y = g[y]) seen[y] = 1;
            }
          fixed += std::uint64_t{1} << cycles;
        }
        ASSERT_EQ(rows * group.size(), fixed) << p.to_text();
      }
    }
    EXPECT_EQ(orbit_sum, (std::uint64_t{1} << n) * labeled[n]) << "n = " << n;
  }
}

TEST(ColouredPosets, NautyWithVertexColoursSeesEachClassOnce) {
  for (int n = 0; n <= 6; ++n) {
    std::set<std::vector<std::uint64_t>> emitted;
    std::uint64_t rows = 0, all = 0;
    for (const Poset& p : checks::nauty_posets(n)) {
      auto up = strict_up(p);
      auto key = [&](std::uint64_t white) {
        std::vector<int> colour(n), canon_colour(n);
        std::vector<std::uint64_t> canon(n);
        for (int x = 0; x < n; ++x) colour[x] = int((white >> x) & 1);
        canonical_coloured_poset_masks(n, up.data(), colour.data(), canon.data(), canon_colour.data());
        for (int x = 0; x < n; ++x) canon.push_back(std::uint64_t(canon_colour[x]));
        return canon;
      };
      std::set<std::vector<std::uint64_t>> mine;
      coloured_rows(n, up.data(), [&](const ColouredPosetRow& r) {
        ++rows;
        ASSERT_TRUE(mine.insert(key(r.white)).second) << "two emitted colourings are isomorphic";
      });
      for (std::uint64_t w = 0; w < (std::uint64_t{1} << n); ++w, ++all)
        ASSERT_TRUE(mine.count(key(w))) << "colouring " << w << " of " << p.to_text() << " has no class";
      emitted.insert(mine.begin(), mine.end());
    }
    EXPECT_EQ(emitted.size(), rows) << n;
  }
}
