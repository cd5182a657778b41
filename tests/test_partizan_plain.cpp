// Plain partizan search against literature values (001 §2.4, 004 §1 and Fig. 4), the
// Hackenbush colon-principle rule on forests (a closed form sharing nothing with search),
// and the algebra every number game obeys: inverting the colours negates the value,
// disjoint union adds, and a position's value lies strictly between its options.
#include <gtest/gtest.h>

#include <random>

#include "engine/formats/format_text.hpp"
#include "engine/partizan/hackenbush.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "tests/random_coloured.hpp"
#include "tests/shell.hpp"
#include "verify/support/poset_instances.hpp"

using namespace posetlab;
using namespace posetlab::testing;

namespace {

ColouredPoset cp(const char* text) { return parse_coloured_poset_text(text); }

Dyadic value(const char* text, PartizanGame g) { return plain_partizan_value(cp(text), g); }

}  // namespace

TEST(PartizanPlain, LiteratureValues) {
  using G = PartizanGame;
  EXPECT_EQ(value("poset 4 BBBW: 0<3 1<3 2<3", G::BlackWhite), Dyadic::fraction(5, 1));  // the black-white example of the documentation
  EXPECT_EQ(value("poset 2 BW: 0<1", G::BlackWhite), Dyadic::fraction(1, 1));            // {0|1} = 1/2
  EXPECT_EQ(value("poset 3 BBB:", G::BlackWhite), Dyadic(3));
  EXPECT_EQ(value("poset 3 WWW:", G::BlackWhite), Dyadic(-3));
  EXPECT_EQ(value("poset 4 BWBW: 0<1 2<3", G::BlackWhite), Dyadic(1));  // 1/2 + 1/2
  EXPECT_EQ(value("poset 4 BWWW: 0<1 0<2 0<3", G::BlackWhite), Dyadic::fraction(1, 3));  // 2^-3
  // 004 §1: y < x < z, y < w with z, y black and x, w white (y=0, x=1, z=2, w=3).
  EXPECT_EQ(value("poset 4 BWBW: 0<1<2 0<3", G::Pomax), Dyadic(0));
  // 004 Fig. 4: chain W,B,W,B,B,? from the top; element 0 is the bottom.
  EXPECT_EQ(value("poset 6 BBBWBW: 0<1<2<3<4<5", G::Pomax), Dyadic(0));
  EXPECT_EQ(value("poset 6 WBBWBW: 0<1<2<3<4<5", G::Pomax), Dyadic(0));
  EXPECT_EQ(value("poset 3 WWW:", G::Pomax), Dyadic(3));  // White = Left in 004
  EXPECT_EQ(value("poset 0 :", G::Pomax), Dyadic(0));
}

TEST(PartizanPlain, RemovabilityRules) {
  // 0 < 1 < 2 chain: max removes only 2, min-max 0 and 2, leaf (path 0-1-2) 0 and 2.
  ColouredPoset chain = cp("poset 3 WBW: 0<1<2");
  EXPECT_EQ(PlainPartizanSolver(chain, PartizanGame::Pomax).removable(0b111), 0b100u);
  EXPECT_EQ(PlainPartizanSolver(chain, PartizanGame::MinMaxRemoval).removable(0b111), 0b101u);
  EXPECT_EQ(PlainPartizanSolver(chain, PartizanGame::LeafRemoval).removable(0b111), 0b101u);
  EXPECT_EQ(PlainPartizanSolver(chain, PartizanGame::LeafRemoval).removable(0b011), 0b011u);
  // A plus-shaped set of 5 cells: the centre has two row and two column neighbours.
  ColouredPoset plus = cp("poset 5 WBBBB:");
  std::vector<Cell> cells{{1, 1}, {0, 1}, {2, 1}, {1, 0}, {1, 2}};
  PlainPartizanSolver corner(plus, PartizanGame::CornerRemoval, cells);
  EXPECT_EQ(corner.removable(0b11111), 0b11110u);
  EXPECT_EQ(corner.removable(0b11101), 0b11100u);  // the centre still has two row neighbours
  EXPECT_EQ(corner.removable(0b10101), 0b10101u);  // now one in its row and one in its column
  EXPECT_THROW(PlainPartizanSolver(plus, PartizanGame::CornerRemoval), UsageError);
  // The removability axiom of 004: rho(B) n A in rho(A) in A for A in B.
  std::mt19937_64 rng(4);
  for (int i = 0; i < 100; ++i) {
    ColouredPoset p = random_coloured(rng, 7, 0.4);
    std::vector<Cell> grid;
    for (int x = 0; x < 7; ++x) grid.push_back({int(rng() % 3), int(rng() % 3)});
    for (PartizanGame g : {PartizanGame::Pomax, PartizanGame::MinMaxRemoval, PartizanGame::LeafRemoval,
                           PartizanGame::CornerRemoval}) {
      PlainPartizanSolver s(p, g, grid);
      for (std::uint64_t b = 0; b < 128; b += 1 + rng() % 7)
        for (std::uint64_t a = b;; a = (a - 1) & b) {
          ASSERT_EQ(s.removable(a) & ~a, 0u);
          ASSERT_EQ(s.removable(b) & a & ~s.removable(a), 0u) << partizan_game_name(g) << " " << p.to_text();
          if (a == 0) break;
        }
    }
  }
}

TEST(PartizanPlain, ForestsAgreeWithHackenbush) {
  EXPECT_EQ(hackenbush_left_edge(Dyadic(0)), Dyadic(1));
  EXPECT_EQ(hackenbush_left_edge(Dyadic(-1)), Dyadic::fraction(1, 1));
  EXPECT_EQ(hackenbush_left_edge(Dyadic(-2)), Dyadic::fraction(1, 2));
  EXPECT_EQ(hackenbush_left_edge(Dyadic::fraction(-1, 1)), Dyadic::fraction(3, 2));
  std::mt19937_64 rng(20261123);
  for (int i = 0; i < 400; ++i) {
    ColouredPoset f = random_forest(rng, 1 + int(rng() % 14));
    ASSERT_EQ(plain_partizan_value(f, PartizanGame::BlackWhite), hackenbush_forest_value(f, Colour::Black))
        << f.to_text();
  }
  EXPECT_THROW(hackenbush_forest_value(cp("poset 3 BBW: 0<2 1<2"), Colour::Black), UsageError);
}

TEST(PartizanPlain, NegationSumAndOptionsOnRandomPosets) {
  std::mt19937_64 rng(77);
  for (int i = 0; i < 150; ++i) {
    ColouredPoset p = random_coloured(rng, 1 + int(rng() % 6), 0.35);
    ColouredPoset q = random_coloured(rng, 1 + int(rng() % 5), 0.35);
    ColouredPoset sum{Poset::parallel(p.poset, q.poset), p.colour};
    sum.colour.insert(sum.colour.end(), q.colour.begin(), q.colour.end());
    for (PartizanGame g : {PartizanGame::BlackWhite, PartizanGame::Pomax, PartizanGame::MinMaxRemoval,
                           PartizanGame::LeafRemoval}) {
      Dyadic vp = plain_partizan_value(p, g), vq = plain_partizan_value(q, g);
      ASSERT_EQ(plain_partizan_value(p.inverted(), g), -vp) << p.to_text();
      ASSERT_EQ(plain_partizan_value(sum, g), vp + vq) << sum.to_text() << " " << partizan_game_name(g);
      PlainPartizanSolver s(p, g);
      auto e = s.extremes(s.start());
      if (e.left) {
        ASSERT_LT(*e.left, vp);
      }
      if (e.right) {
        ASSERT_GT(*e.right, vp);
      }
      if (g != PartizanGame::BlackWhite) {
        ASSERT_TRUE(vp.is_integer()) << p.to_text();  // 004 Thm 3.1
      }
    }
  }
}

TEST(PartizanPlain, MovesListBothPlayers) {
  PlainPartizanSolver s(cp("poset 3 BWB: 0<1 0<2"), PartizanGame::BlackWhite);
  auto moves = s.moves(s.start());
  ASSERT_EQ(moves.size(), 3u);
  EXPECT_EQ(moves[0].after, 0u);  // picking the bottom takes everything
  EXPECT_EQ(moves[1].mover, Colour::White);
  EXPECT_EQ(moves[2].after, 0b011u);
  EXPECT_EQ(position_text(0b1011), "{0,1,3}");
  EXPECT_EQ(parse_partizan_game_name("pomax"), PartizanGame::Pomax);
  EXPECT_FALSE(parse_partizan_game_name("grundy"));
}

TEST(PartizanPlainCli, SolveCommand) {
  using posetlab::testing::run_shell;
  auto r = run_shell("printf 'poset 4 BBBW: 0<3 1<3 2<3\\n' | " POSETLAB_BINARY " solve --game bw --json");
  EXPECT_EQ(r.out, "{\"index\":0,\"input\":\"<stdin>\",\"line\":1,\"elements\":4,\"value\":\"5/2\",\"left\":\"B\","
                   "\"outcome\":\"L\"}\n");
  r = run_shell("printf 'poset 4 BWBW: 0<1<2 0<3\\nposet 1 W:\\n' | " POSETLAB_BINARY " solve --game pomax --plain");
  EXPECT_EQ(r.out, "index=0 elements=4 value=0 left=W outcome=P\nindex=1 elements=1 value=1 left=W outcome=L\n");
  r = run_shell("printf 'poset 2: 0<1\\n' | " POSETLAB_BINARY " solve --game bw 2>&1");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("<stdin>:1:1: --game bw needs a coloured poset"), std::string::npos) << r.out;
  r = run_shell("printf 'poset 2: 0<1\\nposet 1 B:\\n' | " POSETLAB_BINARY " solve --game bw --keep-going 2>/dev/null");
  EXPECT_EQ(r.status, 2);  // the good line is answered, and the bad one makes the exit status
  EXPECT_EQ(r.out, "index=0 elements=1 value=1 left=B outcome=L\n");
}
