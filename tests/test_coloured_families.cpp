// Coloured families of 001 and 004: shapes and colourings against their definitions,
// the 001 Fig. 2 values and the 004 reductions by plain search against brute-force
// truth of the formulas, and the `family` command's coloured output and errors.
#include <gtest/gtest.h>

#include <random>

#include "engine/core/error.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "enumerate/coloured_families.hpp"
#include "enumerate/pomax_reductions.hpp"
#include "tests/shell.hpp"

using namespace posetlab;
namespace fam = posetlab::families;
namespace red = posetlab::reductions;

namespace {

bool is_chess(const ColouredPoset& p) {
  for (auto [a, b] : p.poset.covers())
    if (p.colour[a] == p.colour[b]) return false;
  return true;
}

}  // namespace

TEST(ColouredFamilies, YoungDiagrams) {
  auto rows = fam::parse_shape("3,2");
  fam::Diagram d = fam::young_diagram(rows, Colour::Black);
  EXPECT_EQ(d.poset.to_text(), "poset 5 BWBWB: 0<1 0<3 1<2 1<4 3<4");
  EXPECT_EQ(d.cells[4], (Cell{1, 1}));
  EXPECT_EQ(fam::parse_shape("4x3"), (std::vector<int>{3, 3, 3, 3}));
  EXPECT_TRUE(fam::parse_shape("0").empty());
  fam::Diagram square = fam::young_diagram(fam::parse_shape("10x10"), Colour::White);
  EXPECT_EQ(square.poset.size(), 100);
  EXPECT_EQ(square.poset.poset.cover_count(), 180u);
  EXPECT_TRUE(is_chess(square.poset));
  EXPECT_EQ(square.poset.poset.height(), 19);
  // The product order: (r, c) <= (r', c') iff r <= r' and c <= c'.
  for (int x = 0; x < 100; ++x)
    for (int y = 0; y < 100; ++y)
      ASSERT_EQ(square.poset.poset.leq(x, y),
                square.cells[x].row <= square.cells[y].row && square.cells[x].col <= square.cells[y].col);
  EXPECT_THROW(fam::parse_shape("3,4"), UsageError);
  EXPECT_THROW(fam::parse_shape("3,a"), UsageError);
  EXPECT_THROW(fam::parse_shape("1000x1000"), UsageError);
}

TEST(ColouredFamilies, SkewDiagramsAndCellSets) {
  std::vector<int> outer{3, 3}, inner{1};
  fam::Diagram d = fam::skew_diagram(outer, inner, Colour::Black);
  EXPECT_EQ(d.poset.size(), 5);
  EXPECT_EQ(d.cells[0], (Cell{0, 1}));
  EXPECT_EQ(d.poset.word(), "WBWBW");  // (0,1) has odd parity
  fam::Diagram same = fam::cell_diagram(d.cells, Colour::Black);
  EXPECT_EQ(same.poset, d.poset);
  std::vector<int> bad{1, 1, 1};
  EXPECT_THROW(fam::skew_diagram(outer, bad, Colour::Black), UsageError);
}

TEST(ColouredFamilies, PlanePartitionsAndTrees) {
  ColouredPoset pp = fam::plane_partition(fam::parse_heights("2,1/1"), Colour::Black);
  EXPECT_EQ(pp.size(), 4);
  EXPECT_TRUE(is_chess(pp));
  EXPECT_EQ(pp.poset.minimal_elements(), std::vector<int>{0});
  EXPECT_THROW(fam::plane_partition(fam::parse_heights("1,2"), Colour::Black), UsageError);
  EXPECT_THROW(fam::plane_partition(fam::parse_heights("1/2"), Colour::Black), UsageError);
  std::vector<int> parents{0, 0, 1, 1, 2};
  ColouredPoset t = fam::coloured_tree(parents, Colour::White);
  EXPECT_EQ(t.to_text(), "poset 6 WBBWWW: 0<1 0<2 1<3 1<4 2<5");
  EXPECT_TRUE(fam::is_tree_poset(t.poset));
  EXPECT_FALSE(fam::is_tree_poset(parse_poset_text("poset 3: 0<2 1<2")));
  EXPECT_FALSE(fam::is_tree_poset(parse_poset_text("poset 2:")));
  EXPECT_TRUE(fam::is_tree_poset(parse_poset_text("poset 0:")));
  std::vector<int> bad{1};
  EXPECT_THROW(fam::coloured_tree(bad, Colour::Black), UsageError);
}

TEST(ColouredFamilies, Figure2ValuesOf001) {
  for (int k = 1; k <= 8; ++k) {
    EXPECT_EQ(plain_partizan_value(fam::blacks_below_white(k), PartizanGame::BlackWhite),
              Dyadic(k) - Dyadic::fraction(1, 1));
    EXPECT_EQ(plain_partizan_value(fam::black_below_whites(k), PartizanGame::BlackWhite), Dyadic::fraction(1, k));
  }
}

TEST(ColouredFamilies, CnfParsing) {
  red::Cnf f = red::parse_cnf("(x1 | !x2 | !x4) & (x2 | !x3 | x4)");
  EXPECT_EQ(f.vars, 4);
  EXPECT_EQ(f.clauses, (std::vector<std::vector<int>>{{1, -2, -4}, {2, -3, 4}}));
  EXPECT_EQ(red::cnf_text(f), "(x1 | !x2 | !x4) & (x2 | !x3 | x4)");
  EXPECT_THROW(red::parse_cnf("x1 & (x2 | (x3 & x1))"), UsageError);
  EXPECT_THROW(red::parse_cnf("!(x1 | x2)"), UsageError);
  EXPECT_THROW(red::parse_cnf("x1 | 1"), UsageError);
  EXPECT_THROW(red::parse_cnf("x1 |"), InputError);
  EXPECT_TRUE(red::satisfiable(red::parse_cnf("(x1 | x2) & (!x1 | x2)")));
  EXPECT_FALSE(red::satisfiable(red::parse_cnf("x1 & !x1")));
  // forall x1 exists x2: (x1 | x2) & (!x1 | !x2) is true (x2 = !x1); with x1, x2 swapped
  // roles (x2 must equal x1 and be forced) it is false.
  EXPECT_TRUE(red::qbf_true(red::parse_cnf("(x1 | x2) & (!x1 | !x2)")));
  EXPECT_TRUE(red::qbf_true(red::parse_cnf("x1 | x2")));
  EXPECT_FALSE(red::qbf_true(red::parse_cnf("(x1 | x2) & (x1 | !x2)")));
  EXPECT_FALSE(red::qbf_true(red::parse_cnf("x1")));
  EXPECT_TRUE(red::qbf_true(red::parse_cnf("x2")));
}

TEST(ColouredFamilies, SatReductionShapeAndValues) {
  red::Cnf f = red::parse_cnf("(x1 | x2 | !x3) & (!x1 | x2 | x3)");  // 004 Fig. 5
  red::Reduction r = red::sat_to_pomax(f);
  EXPECT_EQ(r.poset.size(), 4 * 3 + 2);
  EXPECT_EQ(r.poset.poset.height(), 2);
  EXPECT_EQ(r.poset.count(Colour::White), 6);
  EXPECT_EQ(r.labels[6], "c1");
  // c1 lies below x1=0, x2=0, x3=1 (the assignments falsifying x1 | x2 | !x3).
  std::vector<int> above;
  for (int y : r.poset.poset.upper_covers(6)) above.push_back(y);
  EXPECT_EQ(above, (std::vector<int>{0, 2, 5}));
  for (const char* text : {"(x1 | x2 | !x3) & (!x1 | x2 | x3)", "x1 & !x1", "(x1 | x2) & (!x1 | x2) & (!x2 | x1) & (!x1 | !x2)",
                           "(x1 | x2) & !x2"}) {
    red::Cnf g = red::parse_cnf(text);
    Dyadic v = plain_partizan_value(red::sat_to_pomax(g).poset, PartizanGame::Pomax);
    EXPECT_LE(v, Dyadic(0)) << text;
    EXPECT_EQ(v == Dyadic(0), red::satisfiable(g)) << text << " value " << v.to_string();
  }
}

TEST(ColouredFamilies, QbfReductionShape) {
  red::Cnf f = red::parse_cnf("(x1 | !x2 | !x4) & (x2 | !x3 | x4)");  // 004 Fig. 7
  red::Reduction r = red::qbf_to_pomax(f);
  // 8 assignment, 2 clause, (3 + 1) * 2 candy, 3 gadgets of 6.
  EXPECT_EQ(r.poset.size(), 8 + 2 + 8 + 18);
  EXPECT_EQ(r.poset.poset.height(), 3);
  red::Reduction odd = red::qbf_to_pomax(red::parse_cnf("x1 | x3"));  // rounded up to 4 variables
  EXPECT_EQ(odd.labels[6], "x4=0");
  for (const char* text : {"x1 | x2", "(x1 | x2) & (x1 | !x2)", "(x1 | x2) & (!x1 | !x2)", "x1", "x2", "!x1 & x2"}) {
    red::Cnf g = red::parse_cnf(text);
    Dyadic v = plain_partizan_value(red::qbf_to_pomax(g).poset, PartizanGame::Pomax);
    EXPECT_LE(v, Dyadic(0)) << text;
    EXPECT_EQ(v == Dyadic(0), red::qbf_true(g)) << text << " value " << v.to_string();
  }
}

TEST(ColouredFamiliesCli, FamilyCommand) {
  using posetlab::testing::run_shell;
  auto r = run_shell(POSETLAB_BINARY " family young 3,2");
  EXPECT_EQ(r.out, "poset 5 BWBWB [(0,0) (0,1) (0,2) (1,0) (1,1)]: 0<1 0<3 1<2 1<4 3<4\n");  // cells as labels
  r = run_shell(POSETLAB_BINARY " family young 2x2 --corner W --json");
  EXPECT_NE(r.out.find("\"colours\":\"WBBW\""), std::string::npos) << r.out;
  r = run_shell(POSETLAB_BINARY " family blacks-below-white 1:2");
  EXPECT_EQ(r.out, "poset 2 BW: 0<1\nposet 3 BBW: 0<2 1<2\n");
  r = run_shell(POSETLAB_BINARY " family tree 0,0 --colours WWW");
  EXPECT_EQ(r.out, "poset 3 WWW: 0<1 0<2\n");
  r = run_shell(POSETLAB_BINARY " family young 2,2 --format dot");
  EXPECT_NE(r.out.find("(0,0)B"), std::string::npos) << r.out;  // each element by its cell and colour
  for (const char* bad : {" family young 3,4", " family tree 0,0 --colours WW", " family young 2x2 --format digraph6",
                          " family pomax-sat 'x1 & (x2 | (x3 & x1))'", " family young 2x2 --corner G",
                          " family pomax-qbf 'x1 |'", " family skew 3,3"}) {
    r = run_shell(std::string(POSETLAB_BINARY) + bad + " 2>&1");
    EXPECT_EQ(r.status, 2) << bad << ": " << r.out;
  }
}
