// Labelled posets (`poset K [L0 L1 ...]: ...`): the line's labels are read in element order
// and refused with their column when malformed; the labelled families (divisors, Young
// and skew diagrams) write them; `solve --moves` names winning moves by them, each move
// checked by plain search on the option it leaves (value 0 by the definition); and
// `solve --echo` prints each input's own text beside its answer.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <sstream>

#include "api/solve.hpp"
#include "engine/core/error.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/family_catalogue.hpp"
#include "enumerate/family_writer.hpp"
#include "tests/shell.hpp"

namespace posetlab {
namespace {

ParsedPoset read_labelled(const std::string& line) {
  return *PosetReader::parse_line(line, LineSource{"<t>", 1}, ReaderOptions{});
}

std::string label_error(const std::string& line) {
  try {
    read_labelled(line);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

// The option after playing x: the elements not above x.
Poset option_after_move(const Poset& p, int x) {
  std::vector<int> kept;
  for (int y = 0; y < p.size(); ++y)
    if (!p.leq(x, y)) kept.push_back(y);
  return p.induced(kept);
}

TEST(Labels, ReadInElementOrderWithColoursAndSets) {
  const ParsedPoset p = read_labelled("poset 3 [a (0,1) 12]: 0<1 0<2");
  ASSERT_TRUE(p.labels);
  EXPECT_EQ(*p.labels, (std::vector<std::string>{"a", "(0,1)", "12"}));
  EXPECT_TRUE(p.poset.less(0, 2));
  const ParsedPoset c = read_labelled("poset 2 BW [x y]: 0<1");
  ASSERT_TRUE(c.colours && c.labels);
  EXPECT_EQ((*c.labels)[1], "y");
  const ParsedPoset g = read_labelled("poset 2 [x y]: 0<1 | {1}");
  ASSERT_TRUE(g.winning_sets && g.labels);
  EXPECT_EQ(read_labelled("poset 0 []:").poset.size(), 0);
  EXPECT_FALSE(read_labelled("poset 2: 0<1").labels);
  // The writer puts them before the ':' and the reader gives them back.
  EXPECT_EQ(with_labels("poset 2 BW: 0<1", {"x", "y"}), "poset 2 BW [x y]: 0<1");
  EXPECT_EQ(*read_labelled(with_labels("poset 2: 0<1", {"x", "y"})).labels, (std::vector<std::string>{"x", "y"}));
}

TEST(Labels, MalformedLabelsAreRefusedAtTheirColumn) {
  EXPECT_EQ(label_error("poset 2 [a]: 0<1"), "<t>:1:11: 1 labels for 2 elements: one per element");
  EXPECT_EQ(label_error("poset 2 [a b c]: 0<1"), "<t>:1:14: more labels than the 2 elements");
  EXPECT_EQ(label_error("poset 2 [a a]: 0<1"), "<t>:1:12: label 'a' names two elements (also at column 10)");
  EXPECT_EQ(label_error("poset 2 [a b: 0<1").rfind("<t>:1:13: expected ']' closing the labels opened at column 9, found ", 0), 0u);
  EXPECT_NE(label_error("poset 2 [a b"), "no error");
  EXPECT_NE(label_error("poset 2 [a \"b]: 0<1").find("expected a label"), std::string::npos);
  EXPECT_NE(label_error("poset 2 [a b] 0<1").find("expected ':' after the labels"), std::string::npos);
}

TEST(Labels, DivisorsAndDiagramsCarryThemAndMovesAreNamedByThem) {
  const auto div = catalogue::family("divisors", {"12"});
  ASSERT_TRUE(div.at(0).labels);
  EXPECT_EQ(*div[0].labels, (std::vector<std::string>{"1", "2", "3", "4", "6", "12"}));
  std::ostringstream text;
  catalogue::FamilyWriter(text, "text").write(div[0]);
  EXPECT_EQ(text.str().substr(0, 28), "poset 6 [1 2 3 4 6 12]: 0<1 ");
  const auto young = catalogue::family("young", {"2,1"});
  ASSERT_TRUE(young.at(0).labels);
  EXPECT_EQ(young[0].labels->size(), 3u);
  EXPECT_NE(std::find(young[0].labels->begin(), young[0].labels->end(), "(1,0)"), young[0].labels->end());

  // Every divisor poset up to 60 and a few diagrams: winning_labels are the labels of
  // winning_moves, and each winning move leaves an option of value 0 by the definition.
  std::vector<std::string> lines;
  for (int n = 1; n <= 60; ++n) {
    std::ostringstream out;
    catalogue::FamilyWriter(out, "text").write(catalogue::family("divisors", {std::to_string(n)})[0]);
    lines.push_back(out.str().substr(0, out.str().size() - 1));
  }
  for (const char* shape : {"3,2", "2,2,1", "4"}) {
    std::ostringstream out;
    catalogue::FamilyWriter(out, "text").write(catalogue::family("young", {shape})[0]);
    lines.push_back(out.str().substr(0, out.str().size() - 1));
  }
  api::SolveRequest moves;
  moves.moves = true;
  for (const std::string& line : lines) {
    const ParsedPoset p = read_labelled(line);
    const api::Answer a = api::solve_line("impartial", line, moves);
    const auto& ids = std::get<std::vector<int>>(*a.find("winning_moves"));
    const std::string named = std::get<std::string>(*a.find("winning_labels"));
    std::vector<std::string> expected;
    for (int x = 0; x < p.poset.size(); ++x)
      if (plain_grundy(option_after_move(p.poset, x)) == 0) expected.push_back((*p.labels)[std::size_t(x)]);
    std::string joined;
    for (const std::string& label : expected) joined += (joined.empty() ? "" : ",") + label;
    EXPECT_EQ(named, joined) << line;
    EXPECT_EQ(ids.size(), expected.size()) << line;
  }
  // Without labels there is no such field.
  EXPECT_EQ(api::solve_line("impartial", "poset 2: 0<1", moves).find("winning_labels"), nullptr);
}

TEST(Labels, LineTextIsWhatEchoPrints) {
  EXPECT_EQ(PosetReader::line_text("  poset 2: 0<1   # a comment\r"), "poset 2: 0<1");
  EXPECT_EQ(PosetReader::line_text("{\"index\":0,\"text\":\"poset 1:\",\"name\":\"C_1\"}"), "poset 1:");
  EXPECT_EQ(PosetReader::line_text("&A?"), "&A?");
}

// Through the binary: a family's labels reach `solve --moves`, and --echo gives each input
// back beside its answer (text=... last; "text" in JSON, which solve reads again).
TEST(LabelsCli, FamilyToSolveWithEchoAndMoves) {
  const std::string bin = POSETLAB_BINARY;
  const auto moves = testing::run_shell(bin + " family divisors 12 | " + bin + " solve --moves --echo");
  ASSERT_EQ(moves.status, 0) << moves.out;
  const std::string line = "poset 6 [1 2 3 4 6 12]: 0<1 0<2 1<3 1<4 2<4 3<5 4<5";
  const api::Answer a = api::solve_line("impartial", line, [] {
    api::SolveRequest r;
    r.moves = true;
    return r;
  }());
  EXPECT_EQ(moves.out, "index=0" + api::answer_text(a) + " text=" + line + "\n");
  EXPECT_NE(moves.out.find(" winning_labels="), std::string::npos) << moves.out;

  const auto echoed = testing::run_shell("printf '&A?  # a comment\\n\\nposet 2: 0<1\\n' | " + bin + " solve --echo");
  EXPECT_EQ(echoed.out, "index=0 elements=2 grundy=0 outcome=P text=&A?\nindex=1 elements=2 grundy=2 outcome=N text=poset 2: 0<1\n")
      << echoed.out;
  // JSON echoes "text", and solve reads its own JSON output back.
  const auto again = testing::run_shell("printf 'poset 3: 0<1 1<2\\n' | " + bin + " solve --echo --json | " + bin +
                                        " solve --echo --json");
  EXPECT_EQ(again.status, 0) << again.out;
  EXPECT_NE(again.out.find("\"grundy\":3"), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("\"text\":\"poset 3: 0<1 1<2\"}"), std::string::npos) << again.out;
}

}  // namespace
}  // namespace posetlab
