// Built-in families: sizes and structure against the papers' descriptions, the NOT
// construction against 002's size formulas and its arithmetic model (by a brute-force
// Grundy value written here, independent of the solver), and the `family` command.
#include <gtest/gtest.h>

#include "tests/shell.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <memory>
#include <numeric>
#include <sstream>
#include <unordered_map>

#include "engine/core/error.hpp"
#include "engine/core/set_system.hpp"
#include "engine/formats/format_graph6.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/formats/poset_reader.hpp"
#include "enumerate/families.hpp"

using namespace posetlab;
namespace fam = posetlab::families;

namespace {

// Grundy value by definition, memoised on positions (down-sets as masks); for
// connected pieces of at most 64 elements, summed by XOR over components.
class BruteGrundy {
 public:
  explicit BruteGrundy(const Poset& p) : n_(p.size()) {
    for (int x = 0; x < n_; ++x) {
      std::uint64_t m = 0;
      p.up(x).for_each([&](std::size_t y) { m |= std::uint64_t{1} << y; });
      up_.push_back(m);
    }
  }
  int value(std::uint64_t s) {
    if (s == 0) return 0;
    if (auto it = memo_.find(s); it != memo_.end()) return it->second;
    std::uint64_t seen = 0;
    for (std::uint64_t rest = s; rest; rest &= rest - 1) {
      int v = value(s & ~up_[std::countr_zero(rest)]);
      if (v < 64) seen |= std::uint64_t{1} << v;
    }
    int g = std::countr_one(seen);
    memo_[s] = g;
    return g;
  }
  int all() { return value(n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1); }

 private:
  int n_;
  std::vector<std::uint64_t> up_;
  std::unordered_map<std::uint64_t, int> memo_;
};

int grundy(const Poset& p) {
  int g = 0;
  for (const auto& comp : p.components()) {
    EXPECT_LE(comp.size(), 64u);
    BruteGrundy b(p.induced(comp));
    g ^= b.all();
  }
  return g;
}

std::vector<Poset> small_posets(int max_n) {
  // Every labeled relation set on up to max_n points (duplicates are harmless here).
  std::vector<Poset> out;
  for (int n = 0; n <= max_n; ++n) {
    std::vector<Relation> pairs;
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) pairs.emplace_back(a, b);
    for (unsigned mask = 0; mask < (1u << pairs.size()); ++mask) {
      std::vector<Relation> rel;
      for (std::size_t k = 0; k < pairs.size(); ++k)
        if (mask >> k & 1) rel.push_back(pairs[k]);
      out.push_back(Poset::from_relations(n, rel));
    }
  }
  return out;
}

posetlab::testing::ShellResult family_cli(const std::string& args, const std::string& stdin_text = "") {
  std::string cmd = std::string(POSETLAB_BINARY) + " " + args + " 2>&1";
  if (!stdin_text.empty()) cmd = "printf '%s' '" + stdin_text + "' | " + cmd;
  return posetlab::testing::run_shell(cmd);
}

std::vector<ParsedPoset> read_family_output(const std::string& text, int bottoms = -1) {
  std::istringstream in(text);
  ReaderOptions options;
  options.graph6_bottoms = bottoms;
  PosetReader reader(in, "out", options);
  std::vector<ParsedPoset> v;
  while (auto p = reader.next()) v.push_back(std::move(*p));
  return v;
}

}  // namespace

TEST(Families, ZigzagsMatchFigure2) {
  EXPECT_EQ(fam::zigzag_m(0).size(), 1);
  EXPECT_EQ(fam::zigzag_w(0).size(), 1);
  EXPECT_EQ(fam::zigzag_n(0).size(), 0);
  for (int i = 1; i <= 40; ++i) {
    SetSystem m = fam::zigzag_m(i), n = fam::zigzag_n(i), w = fam::zigzag_w(i);
    EXPECT_EQ(m.bottoms, i + 1);
    EXPECT_EQ(int(m.tops.size()), i);
    EXPECT_EQ(w.bottoms, i);
    EXPECT_EQ(int(w.tops.size()), i + 1);
    EXPECT_EQ(n.bottoms, i);
    EXPECT_EQ(int(n.tops.size()), i);
    Poset pm = set_system_to_poset(m), pn = set_system_to_poset(n), pw = set_system_to_poset(w);
    EXPECT_EQ(pn.size(), 2 * i);
    EXPECT_EQ(pn.cover_count(), std::size_t(2 * i - 1));
    EXPECT_EQ(pm.cover_count(), std::size_t(2 * i));
    EXPECT_EQ(pw.cover_count(), std::size_t(2 * i));
    for (const Poset* p : {&pm, &pn, &pw}) {
      EXPECT_EQ(p->components().size(), 1u);
      EXPECT_EQ(p->height(), 2);
    }
    // Walking the zig-zag: each top covers the bottoms beside it.
    for (int k = 0; k < i; ++k) EXPECT_EQ(m.tops[k], (std::vector<int>{k, k + 1}));
    EXPECT_EQ(n.tops[i - 1], std::vector<int>{i - 1});
    EXPECT_EQ(w.tops.front(), std::vector<int>{0});
    EXPECT_EQ(w.tops.back(), std::vector<int>{i - 1});
  }
}

TEST(Families, ZigzagValuesMatch000Theorem31) {
  // A check of the construction, not of the solver: brute force on small members.
  for (int i = 0; i <= 9; ++i) {
    EXPECT_EQ(grundy(set_system_to_poset(fam::zigzag_m(i))), i % 2 + 1) << "M_" << i;
    EXPECT_EQ(grundy(set_system_to_poset(fam::zigzag_w(i))), 1) << "W_" << i;
    int q = 4 * (i / 3);
    EXPECT_EQ(grundy(set_system_to_poset(fam::zigzag_n(i))), i % 3 == 1 ? q + 2 : q) << "N_" << i;
  }
}

TEST(Families, CompleteBipartiteAndSmallShapes) {
  for (int b = 0; b <= 5; ++b)
    for (int t = 0; t <= 5; ++t) {
      Poset p = set_system_to_poset(fam::complete_bipartite(b, t));
      EXPECT_EQ(p.size(), b + t);
      EXPECT_EQ(p.cover_count(), std::size_t(b * t));
      EXPECT_EQ(p.relation_count(), std::size_t(b * t));
    }
  EXPECT_EQ(grundy(set_system_to_poset(fam::complete_bipartite(2, 3))), 2);  // 000 Fig. 3
  EXPECT_EQ(grundy(set_system_to_poset(fam::complete_bipartite(2, 4))), 0);
  for (int n = 1; n <= 6; ++n) {
    Poset v = fam::vee(n), l = fam::lambda(n), d = fam::diamond(n);
    EXPECT_EQ(v.minimal_elements(), std::vector<int>{0});
    EXPECT_EQ(v.maximal_elements().size(), std::size_t(n));
    EXPECT_EQ(l.maximal_elements(), std::vector<int>{n});
    EXPECT_EQ(d.size(), n + 2);
    EXPECT_TRUE(d.less(0, n + 1));
    EXPECT_EQ(grundy(v), 1 + n % 2);  // 001 Ex. 2.24
    EXPECT_EQ(grundy(l), 2);
    EXPECT_EQ(grundy(d), 3);
  }
  EXPECT_TRUE(fam::diamond(0).is_chain());
}

TEST(Families, NimChompDivisors) {
  std::vector<int> heaps{1, 2, 3};
  Poset nim = fam::nim(heaps);
  EXPECT_EQ(nim.size(), 6);
  EXPECT_EQ(nim.components().size(), 3u);
  EXPECT_EQ(grundy(nim), 1 ^ 2 ^ 3);

  Poset chomp = fam::chomp(8, 10);
  EXPECT_EQ(chomp.size(), 79);
  EXPECT_EQ(chomp.minimal_elements(), (std::vector<int>{0, 9}));  // (0,1) and (1,0)
  EXPECT_EQ(chomp.maximal_elements(), std::vector<int>{78});
  EXPECT_EQ(chomp.cover_count(), std::size_t(7 * 10 + 8 * 9 - 2));
  EXPECT_TRUE(chomp.leq(10, 78));  // (1,1) <= (7,9)
  EXPECT_FALSE(chomp.comparable(0, 9));
  EXPECT_EQ(fam::chomp(1, 1).size(), 0);
  EXPECT_TRUE(fam::chomp(1, 6).is_chain());
  // Chomp has a maximum, so the first player wins (001 Fact 1.6).
  EXPECT_NE(grundy(fam::chomp(3, 4)), 0);

  auto d = fam::divisor_values(360);
  EXPECT_EQ(d.size(), 24u);
  Poset div = fam::divisors(360);
  for (std::size_t a = 0; a < d.size(); ++a)
    for (std::size_t b = 0; b < d.size(); ++b) EXPECT_EQ(div.leq(int(a), int(b)), d[b] % d[a] == 0);
  EXPECT_EQ(div.height(), 7);  // 360 = 2^3 3^2 5
  EXPECT_EQ(fam::divisors(1).size(), 1);
  EXPECT_EQ(fam::divisors(999999999989LL).size(), 2);  // a prime near the limit
  EXPECT_THROW(fam::divisors(0), UsageError);
}

TEST(Families, UnionsAgreeWithThePosetCore) {
  std::vector<Poset> parts{fam::chain(3), set_system_to_poset(fam::zigzag_n(2)), fam::antichain(2)};
  EXPECT_EQ(fam::parallel(parts), Poset::parallel(Poset::parallel(parts[0], parts[1]), parts[2]));
  // parts[0] on top: 001's P0/P1/P2.
  EXPECT_EQ(fam::series(parts), Poset::series(parts[0], Poset::series(parts[1], parts[2])));
  EXPECT_EQ(fam::or_game(parts[0], parts[1]), Poset::series(parts[1], parts[0]));
  EXPECT_TRUE(fam::parallel(std::vector<Poset>{}).empty());
  // 002-OR on small posets: first player wins A OR B iff she wins A or B.
  auto small = small_posets(3);
  for (std::size_t i = 0; i < small.size(); i += 3)
    for (std::size_t j = 0; j < small.size(); j += 5) {
      bool a = grundy(small[i]) != 0, b = grundy(small[j]) != 0;
      EXPECT_EQ(grundy(fam::or_game(small[i], small[j])) != 0, a || b);
    }
}

TEST(Families, NotSizesFollow002Lemma3) {
  for (int g : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 31, 32, 33}) {
    Poset base = fam::antichain(g);
    int L = g == 0 ? -1 : std::bit_width(unsigned(g)) - 1;
    auto lit = fam::not_construction(base, fam::NotVariant::Literal);
    EXPECT_EQ(lit.L, L);
    EXPECT_EQ(lit.steps, L + 1);
    EXPECT_EQ(lit.g_prime.size(), g + (1 << (L + 2)) - 2) << g;
    EXPECT_EQ(lit.g_double_prime.size(), lit.g_prime.size() + (1 << (L + 2))) << g;
    EXPECT_EQ(lit.tower, 1 << (L + 2));
    EXPECT_EQ(lit.result.size(), lit.g_prime.size() + lit.g_double_prime.size() + lit.tower);
    EXPECT_EQ(lit.result.size(), fam::not_construction_size(g, fam::NotVariant::Literal));
    if (g >= 1) {
      EXPECT_LE(lit.g_prime.size(), 5 * g);
      EXPECT_LE(lit.g_double_prime.size(), 13 * g);
      EXPECT_LE(lit.g_prime.size() + lit.g_double_prime.size(), 18 * g);
      EXPECT_LE(lit.result.size(), 26 * g);
    }
    auto proof = fam::not_construction(base, fam::NotVariant::Proof);
    EXPECT_EQ(proof.steps, L + 2);
    EXPECT_EQ(proof.g_prime.size(), g + (1 << (L + 3)) - 2) << g;
    EXPECT_EQ(proof.g_double_prime.size(), proof.g_prime.size() + (1 << (L + 3)));
    EXPECT_EQ(proof.tower, 1 << (L + 3));
    EXPECT_EQ(proof.result.size(), fam::not_construction_size(g, fam::NotVariant::Proof));
    // G' and G'' keep G as their first g ids; NOT G starts with G'.
    std::vector<int> first_g(g), first_g1(lit.g_prime.size());
    std::iota(first_g.begin(), first_g.end(), 0);
    std::iota(first_g1.begin(), first_g1.end(), 0);
    for (const Poset* p : {&lit.g_prime, &lit.g_double_prime, &proof.g_prime, &proof.g_double_prime})
      EXPECT_EQ(p->induced(first_g), base);
    EXPECT_EQ(lit.result.induced(first_g1), lit.g_prime);
  }
  // The proof's variant does not meet the literal bounds: at g = 2^L, |G'| = 9g - 2.
  auto proof4 = fam::not_construction(fam::antichain(4), fam::NotVariant::Proof);
  EXPECT_EQ(proof4.g_prime.size(), 34);
  EXPECT_GT(proof4.g_prime.size(), 5 * 4);
}

TEST(Families, NotFlipsTheWinnerAndFollowsTheModel) {
  // 002 Thm 1/2 and the arithmetic model N -> (N + 2^i) XOR 2^i per step, on every
  // labeled poset with up to 3 points (and a few larger ones), for both variants.
  auto posets = small_posets(3);
  posets.push_back(set_system_to_poset(fam::zigzag_n(2)));
  posets.push_back(fam::chain(4));
  for (const Poset& g : posets) {
    const int n_g = grundy(g);
    for (auto variant : {fam::NotVariant::Literal, fam::NotVariant::Proof}) {
      auto c = fam::not_construction(g, variant);
      int model = n_g, i = 0;
      for (; i < c.steps; ++i) model = (model + (1 << i)) ^ (1 << i);
      EXPECT_EQ(grundy(c.g_prime), model) << g.to_text();
      int model2 = (model + (1 << i)) ^ (1 << i);
      EXPECT_EQ(grundy(c.g_double_prime), model2) << g.to_text();
      EXPECT_EQ((grundy(c.result) == 0), (n_g != 0)) << g.to_text();
    }
  }
}

TEST(Families, LargeMembersBuild) {
  EXPECT_EQ(set_system_to_poset(fam::zigzag_n(500)).size(), 1000);
  EXPECT_EQ(fam::chain(5000).cover_count(), 4999u);
  EXPECT_EQ(fam::not_game(set_system_to_poset(fam::zigzag_n(100)), fam::NotVariant::Proof).size(),
            fam::not_construction_size(200, fam::NotVariant::Proof));
}

TEST(Families, BadArgumentsAreUsageErrors) {
  EXPECT_THROW(fam::chain(-1), UsageError);
  EXPECT_THROW(fam::zigzag_n(-2), UsageError);
  EXPECT_THROW(fam::chomp(0, 3), UsageError);
  std::vector<int> heaps{1, -1};
  EXPECT_THROW(fam::nim(heaps), UsageError);
}

TEST(FamilyCommandCli, RangesAndFormats) {
  auto r = family_cli("family zigzag N 0:30");
  ASSERT_EQ(r.status, 0) << r.out;
  auto read = read_family_output(r.out);
  ASSERT_EQ(read.size(), 31u);
  for (int i = 0; i <= 30; ++i) EXPECT_EQ(read[i].family, fam::zigzag_n(i));

  r = family_cli("family kbt 2 0:8 --format graph6");
  ASSERT_EQ(r.status, 0) << r.out;
  read = read_family_output(r.out, 2);
  ASSERT_EQ(read.size(), 9u);
  for (int t = 0; t <= 8; ++t) EXPECT_EQ(read[t].family, fam::complete_bipartite(2, t));

  r = family_cli("family chomp 8 10 --format digraph6");
  ASSERT_EQ(r.status, 0) << r.out;
  read = read_family_output(r.out);
  ASSERT_EQ(read.size(), 1u);
  EXPECT_EQ(read[0].poset, fam::chomp(8, 10));

  r = family_cli("family nim 1 2 3 --json");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "{\"index\":0,\"name\":\"Nim(1,2,3)\",\"elements\":6,\"covers\":3,\"height\":3,"
                   "\"components\":3,\"text\":\"poset 6: 1<2 3<4 4<5\"}\n");

  r = family_cli("family divisors 12 --format dot");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("rankdir=BT"), std::string::npos);

  r = family_cli("family chain 5000");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(read_family_output(r.out).at(0).poset, fam::chain(5000));
}

TEST(FamilyCommandCli, CombinatorsReadPosets) {
  auto r = family_cli("family not --variant proof", "poset 2: 0<1\n");
  ASSERT_EQ(r.status, 0) << r.out;
  auto read = read_family_output(r.out);
  ASSERT_EQ(read.size(), 1u);
  EXPECT_EQ(read[0].poset, fam::not_game(fam::chain(2), fam::NotVariant::Proof));

  r = family_cli("family or", "poset 1:\nfamily 1: {0}\n");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(read_family_output(r.out).at(0).poset, fam::or_game(fam::chain(1), fam::chain(2)));

  // graph6 input needs --bottoms; files named as arguments are read in order.
  std::string g6 = family_cli("family kbt 2 1:2 --format graph6").out;
  r = family_cli("family parallel --bottoms 2", g6);
  ASSERT_EQ(r.status, 0) << r.out;
  const Poset kbt[] = {set_system_to_poset(fam::complete_bipartite(2, 1)), set_system_to_poset(fam::complete_bipartite(2, 2))};
  EXPECT_EQ(read_family_output(r.out).at(0).poset, fam::parallel(kbt));
  r = family_cli("family parallel", g6);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("<stdin>:1:1: graph6 line read without a class size: pass --bottoms N1"), std::string::npos)
      << r.out;
  const std::string file = ::testing::TempDir() + "posetlab_family_input.txt";
  {
    std::FILE* f = std::fopen(file.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs("# two posets\nposet 2: 0<1\n\nfamily 1: {0} {0}\n", f);
    std::fclose(f);
  }
  r = family_cli("family not " + file + " --json");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\"name\":\"NOT_literal(" + file + ":4)\""), std::string::npos) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 2);  // one record per poset read
  r = family_cli("family not " + file + " " + file);
  EXPECT_EQ(read_family_output(r.out).size(), 4u);
  r = family_cli("family not /nonexistent/posetlab");
  EXPECT_EQ(r.status, 2);
  std::remove(file.c_str());

  r = family_cli("family series", "poset 1:\nposet 2:\n");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out, "poset 3: 0<2 1<2\n");  // the first poset read (one point) on top of A_2
}

TEST(FamilyCommandCli, BadUsageExitsTwo) {
  for (const char* args : {"family", "family nosuch 3", "family chain x", "family chain -3", "family zigzag Q 3",
                           "family zigzag N", "family kbt 2", "family chain 5:3", "family chomp 0 3",
                           "family chain 3 --format graph6", "family chain 20000", "family chain 3 --format xml",
                           "family divisors 10000000000000"}) {
    auto r = family_cli(args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
    EXPECT_FALSE(r.out.empty()) << args;
  }
  auto r = family_cli("family divisors 10000000000000");
  EXPECT_NE(r.out.find("1 <= N <= 10^12"), std::string::npos) << r.out;
  r = family_cli("family zigzag Q 3");
  EXPECT_NE(r.out.find("first argument must be M, N or W, got 'Q'"), std::string::npos) << r.out;
  r = family_cli("family not", "poset 3: 0<1<2<0\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("<stdin>:1:14: relation has a cycle: 0<1<2<0"), std::string::npos) << r.out;
  r = family_cli("family or", "poset 1:\n");
  EXPECT_EQ(r.status, 2);
  r = family_cli("family parallel --keep-going", "poset 1:\nbad!\nposet 2: 0<1\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("skipped 1 bad line"), std::string::npos) << r.out;
  r = family_cli("family --help");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("posetlab family zigzag N 0:30"), std::string::npos);
}
