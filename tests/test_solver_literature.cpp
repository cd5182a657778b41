// The solver on published tables: every poset with at most 7 points (from nauty's
// genposetg) against the literal definition, and the closed forms of papers 000 and 001.
#include <gtest/gtest.h>

#include "tests/shell.hpp"

#include <cstdio>
#include <sstream>

#include "engine/core/set_system.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/solver.hpp"
#include "enumerate/families.hpp"
#include "tests/build_mode.hpp"

using namespace posetlab;
using posetlab::testing::run_shell;

namespace {

std::vector<Poset> genposetg(int n) {
  std::istringstream in(run_shell("nauty-genposetg " + std::to_string(n) + " o q 2>/dev/null").out);
  PosetReader reader(in, "genposetg");
  std::vector<Poset> out;
  while (auto parsed = reader.next()) out.push_back(std::move(parsed->poset));
  return out;
}

int formula_n(int i) { return 4 * (i / 3) + (i % 3 == 1 ? 2 : 0); }  // 000 Thm 3.1(2)

}  // namespace

TEST(SolverLiterature, EveryPosetUpTo7PointsMatchesTheDefinition) {
  // Counts of unlabeled posets, OEIS A000112: the peer must deliver all of them.
  const std::size_t counts[] = {1, 1, 2, 5, 16, 63, 318, 2045};
  SolverOptions options;
  options.canonical_min_elements = 4;  // exercise the canonical keys on small components too
  Solver solver(options);
  for (int n = 1; n <= 7; ++n) {
    std::vector<Poset> all = genposetg(n);
    ASSERT_EQ(all.size(), counts[n]) << "nauty-genposetg " << n;
    for (const Poset& p : all) {
      int g = plain_grundy_no_memo(plain_up_masks(p), (1ull << n) - 1);
      ASSERT_EQ(solver.grundy(p), g) << p.to_text();
    }
  }
}

TEST(SolverLiterature, ZigzagsOfPaper000Theorem31) {
  Solver solver;
  for (int i = 0; i <= 60; ++i) {
    EXPECT_EQ(solver.grundy(set_system_to_poset(families::zigzag_m(i))), i % 2 + 1) << "M_" << i;
    EXPECT_EQ(solver.grundy(set_system_to_poset(families::zigzag_w(i))), 1) << "W_" << i;
  }
  const int last = posetlab::testing::size_for_build(150, 60);
  for (int i = 0; i <= last; ++i) EXPECT_EQ(solver.grundy(set_system_to_poset(families::zigzag_n(i))), formula_n(i)) << "N_" << i;
}

TEST(SolverLiterature, ZigzagGsetsOfPaper000Theorem31) {
  Solver solver;
  for (int i = 0; i <= 40; ++i) {
    int q = 4 * (i / 3);
    std::vector<int> expected;
    for (int v = 0; v < q; ++v) expected.push_back(v);
    if (i % 3 == 1) expected.insert(expected.end(), {q, q + 1});
    if (i % 3 == 2) expected.insert(expected.end(), {q + 1, q + 2, q + 3});
    EXPECT_EQ(solver.solve(set_system_to_poset(families::zigzag_n(i))).gset, expected) << "N_" << i;
  }
}

TEST(SolverLiterature, CompleteBipartiteK2tOfPaper000Figure3) {
  Solver solver;
  for (int t = 0; t <= 30; ++t)
    EXPECT_EQ(solver.grundy(set_system_to_poset(families::complete_bipartite(2, t))), 2 * (t % 2)) << "K(2," << t << ")";
}

TEST(SolverLiterature, SmallClosedFormsOfPaper001Example224) {
  Solver solver;
  for (int n = 1; n <= 40; ++n) {
    EXPECT_EQ(solver.grundy(families::vee(n)), 1 + n % 2) << "V_" << n;
    EXPECT_EQ(solver.grundy(families::lambda(n)), 2) << "Lambda_" << n;
    EXPECT_EQ(solver.grundy(families::diamond(n)), 3) << "Diamond_" << n;
  }
}

TEST(SolverLiterature, ChompAgainstThePlainDefinition) {
  Solver solver;
  for (int m = 1; m <= 5; ++m)
    for (int n = 1; n <= 6; ++n) {
      Poset p = families::chomp(m, n);
      if (p.size() == 0) continue;
      PlainSearch search(p);
      int g = search.grundy(search.all());
      EXPECT_EQ(solver.grundy(p), g) << "Chomp " << m << "x" << n;
      EXPECT_NE(g, 0) << "rectangular Chomp is a first-player win (strategy stealing)";
    }
}

TEST(SolverLiterature, LargeStructuredPosetsStayTractable) {
  Solver solver;
  const int zigzag = posetlab::testing::size_for_build(300, 80), chain = posetlab::testing::size_for_build(5000, 1000);
  EXPECT_EQ(solver.grundy(set_system_to_poset(families::zigzag_n(zigzag))), formula_n(zigzag));
  EXPECT_EQ(solver.grundy(families::chain(chain)), chain);
  EXPECT_NE(solver.grundy(families::chomp(6, 8)), 0);
}
