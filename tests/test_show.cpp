// `posetlab show` as a library call (catalogue/show.hpp): each rendering of a poset read and
// of a stored object against what it must hold: the key `canonical` gives, the stored rows
// `lookup` finds, every cover pair in the DOT and the SVG, and the levels of the text drawing
// (each element below the elements it lists as covering it).
#include <gtest/gtest.h>

#include <regex>

#include "catalogue/show.hpp"
#include "engine/core/error.hpp"
#include "engine/formats/poset_reader.hpp"
#include "results/tables/posets.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

class ShowTest : public testing::TempDirTest {};

ParsedPoset read(const std::string& line) { return *PosetReader::parse_line(line, LineSource{}, ReaderOptions{}); }

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = 0; (at = text.find(what, at)) != std::string::npos; at += what.size()) ++n;
  return n;
}

TEST_F(ShowTest, EveryFormatOfAPosetRead) {
  const ParsedPoset diamond = read("poset 4: 2<0 2<1 0<3 1<3");
  const auto shown = catalogue::shown_from_input(diamond, nullptr);
  EXPECT_EQ(catalogue::show_text(shown, catalogue::ShowFormat::Key), posets_table_key(diamond.poset) + "\n");
  const std::string dot = catalogue::show_text(shown, catalogue::ShowFormat::Dot);
  EXPECT_EQ(count(dot, "->"), diamond.poset.cover_count());
  const std::string svg = catalogue::show_text(shown, catalogue::ShowFormat::Svg);
  EXPECT_EQ(count(svg, "class=\"cover\""), diamond.poset.cover_count());
  const std::string text = catalogue::show_text(shown, catalogue::ShowFormat::Text);
  EXPECT_NE(text.find("canonical: " + posets_table_key(diamond.poset)), std::string::npos);
  // The levels: 2 at the bottom, 0 and 1 above it, 3 on top.
  EXPECT_NE(text.find("level 2: 3\n"), std::string::npos) << text;
  EXPECT_NE(text.find("level 0: 2<0,1\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("stored in"), std::string::npos) << "no database, no stored rows";
  EXPECT_THROW(catalogue::parse_show_format("png"), UsageError);
}

TEST_F(ShowTest, ALabelledPosetIsShownByItsLabels) {
  const auto shown = catalogue::shown_from_input(read("poset 3 [1 2 4]: 0<1 1<2"), nullptr);
  const std::string text = catalogue::show_text(shown, catalogue::ShowFormat::Text);
  EXPECT_EQ(text.rfind("poset 3 [1 2 4]: 0<1 1<2\n", 0), 0u) << text;
  const std::string svg = catalogue::show_text(shown, catalogue::ShowFormat::Svg);
  for (const char* label : {">1<", ">2<", ">4<"}) EXPECT_NE(svg.find(label), std::string::npos) << svg;
  EXPECT_NE(catalogue::show_text(shown, catalogue::ShowFormat::Dot).find("\"4\""), std::string::npos);
}

TEST_F(ShowTest, AStoredObjectWithItsRows) {
  Store s(db("s.sqlite"), Store::Access::ReadWrite);
  JobOptions o;
  o.progress.enabled = false;
  run_posets_job(s, PosetsSpec{4, 1}, o);
  const auto from_table = catalogue::shown_from_table(s, "posets", "&CWP?");
  ASSERT_EQ(from_table.rows.size(), 1u);
  const std::string text = catalogue::show_text(from_table, catalogue::ShowFormat::Text);
  EXPECT_NE(text.find("stored in posets:"), std::string::npos);
  EXPECT_NE(text.find("grundy=3"), std::string::npos);
  // The same poset read in another labelling finds the same row.
  const auto from_input = catalogue::shown_from_input(read("poset 4: 3<1 3<2 1<0 2<0"), &s);
  ASSERT_EQ(from_input.rows.size(), 1u);
  EXPECT_EQ(from_input.rows[0].columns, from_table.rows[0].columns);
  EXPECT_THROW(catalogue::shown_from_table(s, "posets", "nonsense"), UsageError);
  EXPECT_THROW(catalogue::shown_from_table(s, "posets", "&D?????"), UsageError);  // 5 points: not stored
  EXPECT_THROW(catalogue::shown_from_table(s, "chomp", "4x5"), UsageError);        // no chomp table
  EXPECT_THROW(catalogue::shown_from_table(s, "posets_summary", "x"), UsageError);  // no objects
}

}  // namespace
}  // namespace posetlab
