// Two-level enumeration (enumerate/two_level_job.hpp and the generators behind it):
// class counts against nauty's genbg and genposetg and the literature, Burnside orbit
// sums, the fast paths against the nauty path record by record, values against a
// brute force and the solver, Thm 4.2 of paper 000, invariants against their
// definitions, and the unit/split algebra (disjoint, complete, thread-independent).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <tuple>

#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/solver.hpp"
#include "enumerate/set_family_augment.hpp"
#include "enumerate/set_family_orderly.hpp"
#include "enumerate/set_family_perm.hpp"
#include "enumerate/two_level_dp.hpp"
#include "enumerate/two_level_invariants.hpp"
#include "enumerate/two_level_job.hpp"
#include "enumerate/two_level_subfamily_dp.hpp"
#include "shell.hpp"

using namespace posetlab;

namespace {

std::vector<TwoLevelClass> run_job(TwoLevelSpec spec) {
  auto job = make_two_level_job(spec);
  std::vector<TwoLevelClass> out;
  job->prepare();
  for (const auto& u : job->units()) job->run_unit(u, [&](const TwoLevelClass& c) { out.push_back(c); });
  return out;
}

TwoLevelSpec bottoms_spec(int b, bool fast, bool empty = false, int tmin = 0, int tmax = -1) {
  TwoLevelSpec s;
  s.bottoms = b;
  s.use_fast_path = fast;
  s.with_empty_top = empty;
  s.tops_min = tmin;
  s.tops_max = tmax;
  return s;
}

std::string describe(const TwoLevelClass& c) {
  return c.family_text() + " g=" + std::to_string(c.grundy) + " gset=" + std::to_string(c.gset) +
         " aut=" + std::to_string(c.aut) + " pu=" + std::to_string(c.parity_uniform) + " tp=" +
         to_string(c.top_parity) + " comp=" + std::to_string(c.components) + " iso=" + std::to_string(c.isolated) +
         " twins=" + c.bottom_twins + " edges=" + std::to_string(c.edges) + " t=" + std::to_string(c.tops) +
         " empty=" + std::to_string(c.has_empty_top);
}

// Every record as text, sorted: two runs agree iff these are equal.
std::vector<std::string> records(const std::vector<TwoLevelClass>& v) {
  std::vector<std::string> r;
  for (const auto& c : v) r.push_back(describe(c));
  std::sort(r.begin(), r.end());
  return r;
}

// The count nauty-genbg prints on stderr with -u ("... N graphs generated ...").
long genbg_count(const std::string& args) {
  std::string cmd = "nauty-genbg " + args + " 2>&1 >/dev/null";
  std::unique_ptr<FILE, int (*)(FILE*)> in(popen(cmd.c_str(), "r"), pclose);
  if (!in) return -1;
  char line[512];
  long n = -1;
  while (fgets(line, sizeof line, in.get())) {
    std::string s(line);
    auto pos = s.find(" graphs generated");
    if (pos == std::string::npos) continue;
    auto start = s.rfind(' ', pos - 1);
    n = std::stol(s.substr(start + 1, pos - start - 1));
  }
  return n;
}

double binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  return std::round(std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0)));
}
double factorial_of(int n) { return n <= 1 ? 1 : n * factorial_of(n - 1); }

std::map<std::pair<int, int>, long> per_bt(const std::vector<TwoLevelClass>& v) {
  std::map<std::pair<int, int>, long> m;
  for (const auto& c : v) m[{c.bottoms, c.tops}]++;
  return m;
}

}  // namespace

TEST(TwoLevel, TotalsMatchTheLiterature) {
  // docs/design.md §2: 1, 2, 6, 40, 1992 classes for b = 0..4; twice as many with the empty set.
  const long expected[] = {1, 2, 6, 40, 1992};
  for (int b = 0; b <= 4; ++b)
    for (bool fast : {true, false}) {
      EXPECT_EQ(long(run_job(bottoms_spec(b, fast)).size()), expected[b]) << "b=" << b << " fast=" << fast;
      EXPECT_EQ(long(run_job(bottoms_spec(b, fast, true)).size()), 2 * expected[b]) << "b=" << b;
    }
}

TEST(TwoLevel, PerBottomsAndTopsCountsMatchGenbg) {
  for (int b = 1; b <= 6; ++b) {
    const int tmax = b <= 4 ? (1 << b) - 1 : b == 5 ? 5 : 6;
    TwoLevelSpec plain_spec = bottoms_spec(b, true, false, 0, tmax), empty_spec = bottoms_spec(b, true, true, 0, tmax);
    plain_spec.values = empty_spec.values = b < 6;  // b = 6: count only (145 701 classes)
    auto plain = per_bt(run_job(plain_spec));
    auto empty = per_bt(run_job(empty_spec));
    for (int t = 1; t <= tmax; ++t) {
      std::string bt = std::to_string(b) + " " + std::to_string(t);
      EXPECT_EQ((plain[{b, t}]), genbg_count("-z -d0:1 -u " + bt)) << "b=" << b << " t=" << t;
      EXPECT_EQ((empty[{b, t}]), genbg_count("-z -u " + bt)) << "with the empty top, b=" << b << " t=" << t;
    }
  }
}

TEST(TwoLevel, NautyPathCountsAndGroupOrdersMatchGenbgAndBurnside) {
  // The augmentation's upper filter decides most children by key invariants and takes
  // their group orders from the parent's orbits: counts against genbg, the orders by the
  // orbit sums (b!/|Aut| summed over classes = C(2^b - 1, t)) and against the stored
  // run's (which asks nauty for every class).
  for (auto [b, tmax] : {std::pair{5, 6}, std::pair{7, 4}, std::pair{8, 3}}) {
    TwoLevelSpec spec = bottoms_spec(b, false, false, 0, tmax);
    spec.values = false;
    const auto counted = run_job(spec);
    const auto counts = per_bt(counted);
    std::map<int, double> orbit_sum;
    std::multiset<std::pair<int, std::uint64_t>> orders, stored_orders;
    for (const auto& c : counted) orbit_sum[c.tops] += factorial_of(b) / double(c.aut), orders.insert({c.tops, c.aut});
    for (int t = 1; t <= tmax; ++t) {
      std::string bt = std::to_string(b) + " " + std::to_string(t);
      EXPECT_EQ((counts.at({b, t})), genbg_count("-z -d0:1 -u " + bt)) << "b=" << b << " t=" << t;
      EXPECT_EQ(orbit_sum[t], binomial((1 << b) - 1, t)) << "b=" << b << " t=" << t;
    }
    if (b > 7) continue;  // the stored run evaluates every class
    spec.values = true;
    for (const auto& c : run_job(spec)) stored_orders.insert({c.tops, c.aut});
    EXPECT_EQ(orders, stored_orders) << "b=" << b;
  }
}

TEST(TwoLevel, SizeTotalsMatchGenposetg) {
  // Posets on N points of height <= 2 whose non-minimal elements have distinct down-sets
  // are exactly the extensional two-level posets with b + t = N.
  for (int n = 1; n <= 7; ++n) {
    std::string cmd = "nauty-genposetg " + std::to_string(n) + " o 2>/dev/null";
    std::unique_ptr<FILE, int (*)(FILE*)> in(popen(cmd.c_str(), "r"), pclose);
    ASSERT_TRUE(in);
    char line[256];
    long expected = 0;
    while (fgets(line, sizeof line, in.get())) {
      std::string s(line);
      while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
      if (s.empty()) continue;
      Poset p = parse_digraph6(s);
      if (p.height() > 2) continue;
      std::set<std::vector<std::uint64_t>> downs;
      bool twins = false;
      for (int x = 0; x < p.size(); ++x)
        if (!p.lower_covers(x).empty()) {
          std::vector<std::uint64_t> d(p.down(x).data(), p.down(x).data() + p.down(x).word_count());
          d[x / 64] &= ~(std::uint64_t{1} << (x % 64));
          twins |= !downs.insert(d).second;
        }
      expected += !twins;
    }
    for (bool fast : {true, false}) {
      TwoLevelSpec spec;
      spec.size = n;
      spec.use_fast_path = fast;
      auto got = run_job(spec);
      EXPECT_EQ(long(got.size()), expected) << "size " << n << " fast=" << fast;
      for (const auto& c : got) EXPECT_EQ(c.bottoms + c.tops, n);
    }
  }
}

TEST(TwoLevel, BurnsideOrbitSums) {
  // Sum over classes of b!/|Aut| = number of labeled families, C(2^b - 1, t) per t.
  struct Case { int b, tmax; bool fast; };
  for (Case k : {Case{3, 7, true}, Case{4, 15, true}, Case{4, 15, false}, Case{5, 5, true}, Case{5, 4, false},
                 Case{6, 6, true}, Case{6, 3, false}, Case{7, 2, false}}) {
    std::map<int, double> sum;
    TwoLevelSpec spec = bottoms_spec(k.b, k.fast, false, 0, k.tmax);
    spec.values = false;  // the group orders are the same either way; count only is faster
    for (const auto& c : run_job(spec)) sum[c.tops] += factorial_of(k.b) / double(c.aut);
    for (int t = 0; t <= k.tmax; ++t)
      EXPECT_EQ(sum[t], binomial((1 << k.b) - 1, t)) << "b=" << k.b << " t=" << t << " fast=" << k.fast;
  }
}

TEST(TwoLevel, FastPathsAgreeWithTheNautyPathRecordByRecord) {
  for (int b = 0; b <= 4; ++b)
    for (bool empty : {false, true})
      EXPECT_EQ(records(run_job(bottoms_spec(b, true, empty))), records(run_job(bottoms_spec(b, false, empty))))
          << "b=" << b;
  // b = 5 and 6 (orderly generation, permutation tables) on the smaller tops counts.
  EXPECT_EQ(records(run_job(bottoms_spec(5, true, true, 0, 4))), records(run_job(bottoms_spec(5, false, true, 0, 4))));
  EXPECT_EQ(records(run_job(bottoms_spec(6, true, false, 0, 3))), records(run_job(bottoms_spec(6, false, false, 0, 3))));
  EXPECT_EQ(records(run_job(bottoms_spec(6, true, true, 2, 4))), records(run_job(bottoms_spec(6, false, true, 2, 4))));
}

TEST(TwoLevel, ValuesAgreeWithBruteForceAndSolver) {
  Solver solver;
  for (int b = 0; b <= 3; ++b)
    for (const auto& c : run_job(bottoms_spec(b, true, true))) {
      Poset p = two_level_poset(c.bottoms, c.sets);
      EXPECT_EQ(c.grundy, plain_grundy(p)) << describe(c);
      std::uint64_t gset = 0;
      for (int v : plain_option_values(p)) gset |= std::uint64_t{1} << v;
      EXPECT_EQ(c.gset, gset) << describe(c);
    }
  // Samples against a fresh solver: the labeled DP (b = 4), the sub-family DP on the
  // orderly path (b = 6) and on the nauty path (size 10, b = 7..10).
  std::mt19937_64 rng(4);
  TwoLevelSpec size10;
  size10.size = 10;
  for (const auto& all : {run_job(bottoms_spec(4, true, true)), run_job(bottoms_spec(6, true, true, 0, 5)), run_job(size10)})
    for (int i = 0; i < 300; ++i) {
      const auto& c = all[rng() % all.size()];
      auto r = solver.solve(two_level_poset(c.bottoms, c.sets));
      std::uint64_t gs = 0;
      for (int v : r.gset) gs |= std::uint64_t{1} << v;
      EXPECT_EQ(c.grundy, r.grundy) << describe(c);
      EXPECT_EQ(c.gset, gs) << describe(c);
    }
}

TEST(TwoLevel, LabeledDpAgreesWithTheSolverOnEveryFamilyOfThreeBottoms) {
  LabeledGrundyTable dp(3, 1);
  const PermTables& perms = PermTables::get(3);
  Solver solver;
  for (std::uint64_t m = 0; m <= perms.full(); ++m) {
    auto sets = perms.to_sets(m);
    auto r = solver.solve(two_level_poset(3, sets));
    std::uint64_t gs = 0;
    for (int v : r.gset) gs |= std::uint64_t{1} << v;
    ASSERT_EQ(dp.value(m), r.grundy) << m;
    ASSERT_EQ(dp.gset(m), gs) << m;
  }
  std::mt19937_64 rng(44);
  LabeledGrundyTable dp4(4, 2);
  for (int i = 0; i < 300; ++i) {
    std::uint64_t m = rng() & PermTables::get(4).full();
    auto r = solver.solve(two_level_poset(4, PermTables::get(4).to_sets(m)));
    ASSERT_EQ(dp4.value(m), r.grundy) << m;
    ASSERT_EQ(dp4.value(3, m & PermTables::get(3).full()), dp.value(m & PermTables::get(3).full()));
  }
}

TEST(TwoLevel, LabeledDpFillsAgree) {
  // The 16-bit SIMD pass (the default), the 64-bit one and the scalar one, on every
  // family of up to four bottoms (the b = 5 table is compared by the job's checksum).
  using Fill = LabeledGrundyTable::Fill;
  LabeledGrundyTable fastest(4, 2, Fill::Fastest), wide(4, 2, Fill::Wide), scalar(4, 1, Fill::Scalar);
  for (int b = 0; b <= 4; ++b)
    for (std::uint64_t m = 0; m <= PermTables::get(b).full(); ++m) {
      ASSERT_EQ(fastest.value(b, m), scalar.value(b, m)) << "b=" << b << " mask=" << m;
      ASSERT_EQ(wide.value(b, m), scalar.value(b, m)) << "b=" << b << " mask=" << m;
    }
}

TEST(TwoLevel, ByteShuffleCanonicityAgreesWithTheByteTables) {
  // is_canonical/canonical (vpermb where the CPU has it) against apply() (byte tables).
  std::mt19937_64 rng(66);
  for (int b : {3, 5, 6}) {
    const PermTables& perms = PermTables::get(b);
    for (int i = 0; i < 3000; ++i) {
      std::uint64_t mask = rng() & rng() & perms.full();
      if (i % 3 == 0) mask = perms.canonical(mask);  // make sure canonical masks are hit
      std::uint64_t best = mask, fixed = 0;
      for (int pi = 0; pi < perms.perm_count(); ++pi) {
        const std::uint64_t img = perms.apply(pi, mask);
        best = std::max(best, img);
        fixed += img == mask;
      }
      std::uint64_t aut = 0, aut2 = 0;
      ASSERT_EQ(perms.canonical(mask, &aut), best) << "b=" << b << " mask=" << mask;
      ASSERT_EQ(aut, fixed);
      ASSERT_EQ(perms.is_canonical(mask, &aut2), best == mask) << "b=" << b << " mask=" << mask;
      if (best == mask) {
        ASSERT_EQ(aut2, fixed);
      }
    }
  }
}

TEST(TwoLevel, SubfamilyDpAgreesWithTheLabeledDpOnEveryFamilyOfFourBottoms) {
  LabeledGrundyTable dp(4, 2);
  SubfamilyDp sub;
  for (int b = 0; b <= 4; ++b) {
    const PermTables& perms = PermTables::get(b);
    for (std::uint64_t m = 0; m <= perms.full(); ++m) {
      const auto sets = perms.to_sets(m);
      const SubfamilyValue v = sub.value(b, sets);
      ASSERT_EQ(v.grundy, dp.value(b, m)) << "b=" << b << " mask=" << m;
      ASSERT_EQ(v.gset, dp.gset(b, m)) << "b=" << b << " mask=" << m;
    }
  }
}

TEST(TwoLevel, SubfamilyDpAgreesWithBruteForceAndSolverOnRandomFamilies) {
  std::mt19937_64 rng(2026);
  SubfamilyDp sub;
  Solver solver;
  int brute = 0;
  for (int i = 0; i < 1500; ++i) {
    const int b = int(rng() % 13), t = int(rng() % 12);
    std::set<std::uint64_t> distinct;
    const std::uint64_t all = b ? (~std::uint64_t{0} >> (64 - b)) : 0;
    for (int k = 0; k < t; ++k) distinct.insert(rng() & rng() & all);  // sparse sets; the empty set too
    std::vector<std::uint64_t> sets(distinct.begin(), distinct.end());
    std::shuffle(sets.begin(), sets.end(), rng);
    const SubfamilyValue v = sub.value(b, sets);
    const Poset p = two_level_poset(b, sets);
    const SolveResult r = solver.solve(p);
    std::uint64_t gs = 0;
    for (int g : r.gset) gs |= std::uint64_t{1} << g;
    ASSERT_EQ(v.grundy, r.grundy) << "b=" << b << " case " << i;
    ASSERT_EQ(v.gset, gs) << "b=" << b << " case " << i;
    if (p.size() <= 16) {
      ASSERT_EQ(v.grundy, plain_grundy(p));
      ++brute;
    }
  }
  EXPECT_GT(brute, 500);
  EXPECT_THROW(sub.value(3, std::vector<std::uint64_t>{8}), UsageError);  // bottom 3 of 3
  EXPECT_THROW(sub.value(60, std::vector<std::uint64_t>(5, 1)), UsageError);  // b + t >= 64
  EXPECT_FALSE(SubfamilyDp::applies(6, SubfamilyDp::kMaxTops + 1));
}

TEST(TwoLevel, ParityUniformClassesFollowTheorem42) {
  // 000 Thm 4.2: g = b XOR t(p XOR 2) with b, t the parities of |B|, |T|.
  int checked = 0;
  for (int b = 0; b <= 5; ++b)
    for (const auto& c : run_job(bottoms_spec(b, true, true, 0, b <= 4 ? -1 : 6))) {
      if (!c.parity_uniform) continue;
      const int p = c.top_parity == TopParity::Odd ? 1 : 0;
      EXPECT_EQ(c.grundy, (c.bottoms & 1) ^ ((c.tops & 1) * (p ^ 2))) << describe(c);
      ++checked;
    }
  EXPECT_GT(checked, 200);  // 62 classes for b <= 4 alone
}

TEST(TwoLevel, InvariantsMatchTheirDefinitions) {
  for (int b = 0; b <= 4; ++b)
    for (const auto& c : run_job(bottoms_spec(b, true, true))) {
      // Def. 4.1 (ii) by trying every bipartition; (i) by the degrees.
      bool same_parity = true;
      for (auto s : c.sets) same_parity &= (std::popcount(s) & 1) == (std::popcount(c.sets.empty() ? 0 : c.sets[0]) & 1);
      bool bipartition = false;
      for (std::uint64_t b1 = 0; b1 < (std::uint64_t{1} << b) && !bipartition; ++b1) {
        bool all = true;
        for (auto s : c.sets) all &= (std::popcount(s & b1) & 1) || (std::popcount(s & ~b1) & 1);
        bipartition = all;
      }
      EXPECT_EQ(c.parity_uniform, same_parity && bipartition) << describe(c);
      Poset p = two_level_poset(c.bottoms, c.sets);
      EXPECT_EQ(c.components, int(p.components().size())) << describe(c);
      EXPECT_EQ(c.tops, int(c.sets.size()));
      EXPECT_EQ(c.has_empty_top, !c.sets.empty() && c.sets[0] == 0);
      EXPECT_TRUE(std::is_sorted(c.sets.begin(), c.sets.end()));
      int edges = 0, isolated = 0;
      std::map<std::vector<int>, int> twins;
      for (int x = 0; x < b; ++x) {
        std::vector<int> above;
        for (int i = 0; i < c.tops; ++i)
          if (c.sets[i] >> x & 1) above.push_back(i), ++edges;
        isolated += above.empty();
        twins[above]++;
      }
      std::vector<int> sizes;
      for (auto& [k, v] : twins) sizes.push_back(v);
      std::sort(sizes.rbegin(), sizes.rend());
      std::string profile;
      for (int v : sizes) profile += (profile.empty() ? "" : ",") + std::to_string(v);
      EXPECT_EQ(c.bottom_twins, profile) << describe(c);
      EXPECT_EQ(c.edges, edges);
      EXPECT_EQ(c.isolated, isolated);
      bool odd = false, even = false;
      for (auto s : c.sets) (std::popcount(s) & 1 ? odd : even) = true;
      TopParity tp = c.sets.empty() ? TopParity::None : odd && even ? TopParity::Mixed : odd ? TopParity::Odd : TopParity::Even;
      EXPECT_EQ(c.top_parity, tp);
    }
}

TEST(TwoLevel, TwinProfileBeyondSixtyFourTops) {
  // 70 tops on 9 bottoms (the word-per-column shortcut stops at 64 tops); bottoms 5
  // and 6 lie in exactly the same tops, bottom 4 in none.
  std::vector<std::uint64_t> sets;
  for (std::uint64_t s = 1; sets.size() < 70; ++s)
    if (!(s & 16) && ((s >> 5 & 1) == (s >> 6 & 1))) sets.push_back(s);
  ASSERT_EQ(sets.size(), 70u);
  EXPECT_EQ(bottom_twin_profile(9, sets), "2,1,1,1,1,1,1,1");
  sets.resize(64);
  EXPECT_EQ(bottom_twin_profile(9, sets), "2,1,1,1,1,1,1,1");
  EXPECT_EQ(bottom_twin_profile(3, {}), "3");
  EXPECT_EQ(bottom_twin_profile(0, {}), "");
}

TEST(TwoLevel, SplitsPartitionTheGenerationTrees) {
  for (int depth : {0, 1, 2, 3}) {
    std::multiset<std::uint64_t> whole, parts;
    orderly_families(4, 6, TreeSplit{}, [&](std::uint64_t m, int, std::uint64_t) { whole.insert(m); });
    for (std::uint64_t r = 0; r < 5; ++r)
      for (std::uint64_t task = 0; task < 3; ++task)
        orderly_families(4, 6, TreeSplit::res_mod(depth, r, 5, task, 3),
                         [&](std::uint64_t m, int, std::uint64_t) { parts.insert(m); });
    EXPECT_EQ(whole, parts) << "orderly, depth " << depth;
    std::multiset<std::vector<std::uint64_t>> nwhole, nparts;
    augment_families(4, 5, TreeSplit{}, [&](const AugmentedFamily& f) { nwhole.insert(f.canonical); });
    for (std::uint64_t r = 0; r < 4; ++r)
      augment_families(4, 5, TreeSplit::res_mod(depth, r, 4), [&](const AugmentedFamily& f) { nparts.insert(f.canonical); });
    EXPECT_EQ(nwhole, nparts) << "nauty, depth " << depth;
    EXPECT_EQ(std::set<std::vector<std::uint64_t>>(nwhole.begin(), nwhole.end()).size(), nwhole.size());
    // As the job walks it: the nodes above the depth, then the subtrees of those at it.
    std::multiset<std::vector<std::uint64_t>> walked;
    std::vector<std::vector<std::uint64_t>> roots;
    augment_families(4, depth, TreeSplit::res_mod(depth, 0, 1), [&](const AugmentedFamily& f) {
      if (int(f.sets->size()) < depth) walked.insert(f.canonical);
      else roots.push_back(*f.sets);
    });
    for (const auto& root : roots)
      augment_subtree(4, root, 5, [&](const AugmentedFamily& f) { walked.insert(f.canonical); });
    EXPECT_EQ(nwhole, walked) << "nauty subtrees, depth " << depth;
  }
}

TEST(TwoLevel, PrefixSubtreesPartitionTheOrderlyTree) {
  // The b = 5 DP units: one subtree per canonical pattern of the top H positions.
  for (auto [b, h, tmax] : {std::tuple{4, 6, 15}, std::tuple{5, 12, 5}}) {
    const PermTables& perms = PermTables::get(b);
    const int shift = perms.positions() - h;
    std::multiset<std::uint64_t> whole, parts;
    orderly_families(b, tmax, TreeSplit{}, [&](std::uint64_t m, int, std::uint64_t) { whole.insert(m); });
    for (std::uint64_t p = 0; p < (std::uint64_t{1} << h); ++p) {
      std::uint64_t aut = 0, root = p << shift;
      if (!perms.is_canonical(root, &aut)) continue;
      for (std::uint64_t task = 0; task < 3; ++task)
        orderly_subtree(b, root, aut, shift, tmax, TreeSplit::res_mod(std::popcount(root) + 1, 0, 1, task, 3),
                        [&](std::uint64_t m, int t, std::uint64_t a) {
                          parts.insert(m);
                          EXPECT_EQ(m >> shift, p);
                          EXPECT_EQ(t, std::popcount(m));
                          std::uint64_t check = 0;
                          EXPECT_TRUE(perms.is_canonical(m, &check));
                          EXPECT_EQ(a, check);
                        });
    }
    EXPECT_EQ(whole, parts) << "b=" << b;
  }
}

TEST(TwoLevel, UnitsAreDeterministicAndThreadIndependent) {
  TwoLevelSpec spec;
  spec.size = 9;
  spec.with_empty_top = true;
  auto job = make_two_level_job(spec);
  auto units = job->units();
  ASSERT_GT(units.size(), 3u);
  for (std::size_t i = 0; i < units.size(); ++i) {
    EXPECT_EQ(units[i].ordinal, i);
    EXPECT_EQ(units[i].key, make_two_level_job(spec)->units()[i].key);
  }
  std::vector<std::string> one, two;
  for (int threads : {1, 2}) {
    spec.threads = threads;
    auto j = make_two_level_job(spec);
    j->prepare();
    for (const auto& u : j->units())
      j->run_unit(u, [&](const TwoLevelClass& c) { (threads == 1 ? one : two).push_back(describe(c)); });
  }
  EXPECT_EQ(one, two);
  EXPECT_EQ(std::set<std::string>(one.begin(), one.end()).size(), one.size());
}

TEST(TwoLevel, SpecKeysAndErrors) {
  TwoLevelSpec a = bottoms_spec(5, true), b = bottoms_spec(5, false, false, 0, 31), c = bottoms_spec(5, true, true);
  EXPECT_EQ(a.canonical_key(), b.canonical_key());
  EXPECT_NE(a.canonical_key(), c.canonical_key());
  a.threads = 7;
  EXPECT_EQ(a.canonical_key(), b.canonical_key());
  TwoLevelSpec none;
  EXPECT_THROW(make_two_level_job(none), UsageError);
  TwoLevelSpec both = bottoms_spec(3, true);
  both.size = 4;
  EXPECT_THROW(make_two_level_job(both), UsageError);
  EXPECT_THROW(make_two_level_job(bottoms_spec(3, true, false, 5, 2)), UsageError);
  EXPECT_THROW(make_two_level_job(bottoms_spec(3, true, false, -1, 2)), UsageError);
  EXPECT_TRUE(make_two_level_job(bottoms_spec(2, true, false, 5, 9))->units().empty());
  auto job = make_two_level_job(bottoms_spec(3, true));
  WorkUnit bogus;
  bogus.ordinal = 99;
  EXPECT_THROW(job->run_unit(bogus, [](const TwoLevelClass&) {}), UsageError);
}

TEST(TwoLevel, RecordText) {
  TwoLevelClass c;
  c.bottoms = 3;
  c.sets = {0, 3, 6};
  EXPECT_EQ(c.family_text(), "family 3: {} {0,1} {1,2}");
  EXPECT_STREQ(to_string(TopParity::Odd), "odd");
  EXPECT_STREQ(to_string(TopParity::Even), "even");
  EXPECT_STREQ(to_string(TopParity::Mixed), "mixed");
  EXPECT_STREQ(to_string(TopParity::None), "none");
  // Representatives are the lexicographically first relabeling (set_family_perm.hpp).
  auto one = run_job(bottoms_spec(3, false, false, 1, 1));
  ASSERT_EQ(one.size(), 3u);
  std::set<std::string> texts;
  for (const auto& k : one) texts.insert(k.family_text());
  EXPECT_EQ(texts, (std::set<std::string>{"family 3: {0}", "family 3: {0,1}", "family 3: {0,1,2}"}));
}

TEST(TwoLevelCli, CountOnlyPrintsPerTopsCountsAndBurnsideSums) {
  using posetlab::testing::run_shell;
  const std::string bin = POSETLAB_BINARY;
  auto r = run_shell(bin + " enumerate two-level --bottoms 4 --count-only -q");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("total 1992\n"), std::string::npos) << r.out;
  for (int t = 0; t <= 15; ++t) {  // "4 t classes labeled", labeled = C(15, t)
    const std::string prefix = "\n4 " + std::to_string(t) + " ";
    const auto at = r.out.find(prefix);
    ASSERT_NE(at, std::string::npos) << t;
    const std::string line = r.out.substr(at + prefix.size(), r.out.find('\n', at + 1) - at - prefix.size());
    EXPECT_EQ(line.substr(line.find(' ') + 1), std::to_string(long(binomial(15, t)))) << line;
  }
  r = run_shell(bin + " enumerate two-level --size 9 --count-only --json --shard 1/3 -q");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\"shard\":\"1/3\""), std::string::npos) << r.out;
  long shards = 0;
  for (int k = 0; k < 3; ++k) {
    auto part = run_shell(bin + " enumerate two-level --size 9 --count-only -q --shard " + std::to_string(k) + "/3");
    ASSERT_EQ(part.status, 0);
    shards += std::stol(part.out.substr(part.out.rfind("total ") + 6));
  }
  auto whole = run_shell(bin + " enumerate two-level --size 9 --count-only -q");
  EXPECT_EQ(shards, std::stol(whole.out.substr(whole.out.rfind("total ") + 6)));
}
