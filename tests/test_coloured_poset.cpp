// Coloured posets: the `poset K WORD:` text form through the line parser and the reader
// (round trips, located errors with their exact messages) and chess colourings.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "engine/core/error.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/partizan/coloured_poset.hpp"
#include "tests/shell.hpp"
#include "verify/support/poset_instances.hpp"

using namespace posetlab;

TEST(ColouredPoset, ParsesTheWordAndTheOrder) {
  ColouredPoset q = parse_coloured_poset_text("poset 3 BWW: 0<1 0<2");
  EXPECT_EQ(q.size(), 3);
  EXPECT_EQ(q.word(), "BWW");
  EXPECT_EQ(q.count(Colour::White), 2);
  EXPECT_TRUE(q.poset.less(0, 2));
  EXPECT_EQ(q.to_text(), "poset 3 BWW: 0<1 0<2");
  EXPECT_EQ(q.mask(Colour::White), 0b110u);
  EXPECT_EQ(parse_coloured_poset_text("poset 0 :").size(), 0);  // an empty word for K = 0
  EXPECT_EQ(parse_coloured_poset_text("  poset 2   WB :1<0").to_text(), "poset 2 WB: 1<0");
  EXPECT_EQ(q.inverted().word(), "WBB");
}

TEST(ColouredPoset, RoundTripsRandomColouredPosets) {
  std::mt19937_64 rng(9);
  for (int i = 0; i < 200; ++i) {
    int n = int(rng() % 12);
    Poset p = checks::random_poset(n, 0.3, rng);
    std::string word;
    for (int x = 0; x < n; ++x) word += rng() % 2 ? 'B' : 'W';
    ColouredPoset q = make_coloured(p, word);
    ColouredPoset back = parse_coloured_poset_text(q.to_text());
    EXPECT_EQ(back, q) << q.to_text();
  }
}

TEST(ColouredPoset, PlainPosetLinesStayUncoloured) {
  PosetLine line = parse_poset_line("poset 2: 0<1");
  EXPECT_FALSE(line.colours);
  EXPECT_TRUE(parse_poset_line("poset 2 BW: 0<1").colours);
  EXPECT_EQ(parse_poset_text("poset 2 BW: 0<1"), parse_poset_text("poset 2: 0<1"));
}

struct BadLine {
  const char* text;
  std::size_t column;
  const char* message;
};

TEST(ColouredPoset, BadColourWordsAreLocatedErrors) {
  const BadLine cases[] = {
      {"poset 3 BW: 0<1", 9, "colour word has 2 letters, expected 3 (one B or W per element)"},
      {"poset 2 BWB: 0<1", 9, "colour word has 3 letters, expected 2 (one B or W per element)"},
      {"poset 3 BXW: 0<1", 10, "expected colour B or W for element 1, found 0x58 ('X')"},
      {"poset 3 bww: 0<1", 9, "expected colour B or W for element 0, found 0x62 ('b')"},
      {"poset 3 BW1: 0<1", 11, "expected colour B or W for element 2, found 0x31 ('1')"},
      {"poset 3 BWW 0<1", 13, "expected ':' or labels [...] after the colour word, found 0x30 ('0')"},
      {"poset 3 BWW: 0<3", 16, "element 3 out of range 0..2"},
      {"poset 2 BW: 0<1 1<0", 17, "cycle"},
  };
  for (const BadLine& c : cases) {
    try {
      parse_coloured_poset_text(c.text, LineSource{"in.txt", 4});
      ADD_FAILURE() << "accepted " << c.text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.where().input, "in.txt");
      EXPECT_EQ(e.where().line, 4u);
      EXPECT_EQ(e.where().column, c.column) << c.text << ": " << e.what();
      EXPECT_NE(e.message().find(c.message), std::string::npos) << c.text << ": " << e.what();
    }
  }
  try {
    parse_coloured_poset_text("poset 2: 0<1", LineSource{"in.txt", 1});
    ADD_FAILURE() << "accepted an uncoloured line";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where().column, 8u);
    EXPECT_EQ(e.message(), "expected a colour word (2 letters B or W) before ':'");
  }
}

TEST(ColouredPoset, ReaderCarriesColoursAndLocatesErrorsInTheRawLine) {
  std::istringstream in("# coloured\nposet 2 BW: 0<1\n  poset 2: 0<1\n   poset 2 BQ: 0<1\n");
  PosetReader reader(in, "f.txt");
  auto a = reader.next();
  ASSERT_TRUE(a && a->colours);
  EXPECT_EQ(a->colours->size(), 2u);
  auto b = reader.next();
  ASSERT_TRUE(b);
  EXPECT_FALSE(b->colours);
  try {
    reader.next();
    ADD_FAILURE() << "accepted BQ";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "f.txt:4:13: expected colour B or W for element 1, found 0x51 ('Q')");
  }
}

TEST(ColouredPosetCli, CliRejectsBadWordsWithExitTwo) {
  auto r = posetlab::testing::run_shell("printf 'poset 3 BW: 0<1\\n' | " POSETLAB_BINARY " solve 2>&1");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("<stdin>:1:9: colour word has 2 letters, expected 3"), std::string::npos) << r.out;
}

TEST(ColouredPoset, ChessColouring) {
  // A 2x2 grid (0,1 / 2,3): 0 < 1, 0 < 2, 1 < 3, 2 < 3.
  Poset grid = parse_poset_text("poset 4: 0<1<3 0<2<3");
  auto c = chess_colouring(grid, Colour::Black);
  ASSERT_TRUE(c);
  EXPECT_EQ(ColouredPoset({grid, *c}).word(), "BWWB");
  // A cover triangle in the Hasse diagram is impossible, but an odd cover cycle is not:
  // 0<1<2<4 and 0<3<4 is a 5-cycle.
  EXPECT_FALSE(chess_colouring(parse_poset_text("poset 5: 0<1<2<4 0<3<4")));
  EXPECT_EQ(ColouredPoset({chain_poset(3), *chess_colouring(chain_poset(3), Colour::White)}).word(), "WBW");
}
