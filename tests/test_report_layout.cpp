// The report's page read as a browser would meet it, without a browser: a contents list
// whose every link has its anchor, the checks grouped by paper, no backtick shown as
// text (`code` becomes <code>), short table columns that never wrap, plot titles that fit
// their drawing by a character-width estimate, and no file cited that the repository lacks.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "report_fixture.hpp"
#include "verify/report_html.hpp"

namespace posetlab {
namespace {

std::map<std::string, std::string> attributes_of(const std::string& tag) {
  std::map<std::string, std::string> out;
  static const std::regex re("([A-Za-z_:-]+)=\"([^\"]*)\"");
  for (auto it = std::sregex_iterator(tag.begin(), tag.end(), re); it != std::sregex_iterator(); ++it)
    out[(*it)[1]] = (*it)[2];
  return out;
}

struct LayoutCell {
  std::string cls, text;
};

// What the checks read from a page: its anchors, its links, the text shown outside code
// and every table as rows of cells.
struct PageOutline {
  std::set<std::string> ids;
  std::vector<std::string> local_links;
  std::vector<std::string> shown_text;  // text nodes outside <code>, <style> and <title>
  std::vector<std::vector<std::vector<LayoutCell>>> tables;
  std::vector<std::string> h3_ids;
};

PageOutline outline_of(const std::string& html) {
  PageOutline page;
  std::vector<std::string> open;  // element names
  auto inside = [&](const char* name) { return std::find(open.begin(), open.end(), name) != open.end(); };
  using LayoutTable = std::vector<std::vector<LayoutCell>>;
  std::vector<LayoutTable> table_stack;  // tables open, innermost last
  std::size_t at = 0;
  while (at < html.size()) {
    if (html.compare(at, 4, "<!--") == 0) {
      at = html.find("-->", at) + 3;
      continue;
    }
    if (html[at] != '<') {
      const std::size_t end = std::min(html.find('<', at), html.size());
      const std::string text = html.substr(at, end - at);
      if (!inside("code") && !inside("style") && !inside("title")) page.shown_text.push_back(text);
      if (!table_stack.empty() && !table_stack.back().empty() && !table_stack.back().back().empty() &&
          (inside("td") || inside("th")))
        table_stack.back().back().back().text += text;
      at = end;
      continue;
    }
    const std::size_t end = html.find('>', at);
    const std::string tag = html.substr(at + 1, end - at - 1);
    at = end + 1;
    if (tag.empty() || tag[0] == '!' || tag[0] == '?') continue;
    if (tag[0] == '/') {
      const std::string name = tag.substr(1);
      if (name == "table" && !table_stack.empty()) {
        page.tables.push_back(std::move(table_stack.back()));
        table_stack.pop_back();
      }
      while (!open.empty() && open.back() != name) open.pop_back();
      if (!open.empty()) open.pop_back();
      continue;
    }
    const std::string name = tag.substr(0, tag.find_first_of(" /"));
    const auto attrs = attributes_of(tag);
    if (attrs.count("id")) page.ids.insert(attrs.at("id"));
    if (name == "h3" && attrs.count("id")) page.h3_ids.push_back(attrs.at("id"));
    if (name == "a" && attrs.count("href") && attrs.at("href").rfind("#", 0) == 0)
      page.local_links.push_back(attrs.at("href").substr(1));
    if (name == "table") table_stack.emplace_back();
    if (name == "tr" && !table_stack.empty()) table_stack.back().emplace_back();
    if ((name == "td" || name == "th") && !table_stack.empty() && !table_stack.back().empty())
      table_stack.back().back().push_back({attrs.count("class") ? attrs.at("class") : "", ""});
    const bool void_element = tag.back() == '/' || name == "meta" || name == "br" || name == "wbr";
    if (!void_element) open.push_back(name);
  }
  return page;
}

bool has_class(const std::string& classes, const std::string& wanted) {
  std::istringstream words(classes);
  for (std::string w; words >> w;)
    if (w == wanted) return true;
  return false;
}

// The fixture's database and report: tests/report_fixture.hpp.
using ReportLayoutCli = testing::ReportFixture;

TEST_F(ReportLayoutCli, ContentsLinksResolveAndChecksAreGroupedByPaper) {
  const PageOutline page = outline_of(report());
  ASSERT_TRUE(page.ids.count("contents"));
  ASSERT_GE(page.local_links.size(), 6u);
  for (const std::string& link : page.local_links) EXPECT_TRUE(page.ids.count(link)) << "#" << link;
  for (const char* id : {"failures", "plots", "checks", "checks-000", "checks-001", "checks-tab", "conjectures"}) {
    EXPECT_TRUE(page.ids.count(id)) << id;
    EXPECT_NE(std::find(page.local_links.begin(), page.local_links.end(), id), page.local_links.end()) << id;
  }
  const std::vector<std::string> groups = {"checks-000", "checks-001", "checks-tab"};
  std::vector<std::string> seen;
  for (const std::string& id : page.h3_ids)
    if (id.rfind("checks-", 0) == 0) seen.push_back(id);
  EXPECT_EQ(seen, groups);  // in the papers' order
}

TEST_F(ReportLayoutCli, NoBacktickIsShownAsText) {
  const std::string html = report();
  for (const std::string& text : outline_of(html).shown_text) {
    EXPECT_EQ(text.find('`'), std::string::npos) << text;
    EXPECT_EQ(text.find("&#96;"), std::string::npos) << text;
  }
  EXPECT_NE(html.find("<code>posetlab family zigzag</code>"), std::string::npos);
  EXPECT_NE(html.find("<code>posetlab enumerate two-level <span class=\"nw\">--bottoms</span> 4</code>"), std::string::npos);
}

// A column whose every cell (header included) is at most 20 characters is short: each of
// its cells carries the class nw, so no browser wraps "pass" into "p as s".
TEST_F(ReportLayoutCli, ShortColumnsNeverWrap) {
  const PageOutline page = outline_of(report());
  ASSERT_GE(page.tables.size(), 3u);
  int short_columns = 0;
  for (const auto& table : page.tables) {
    std::map<std::size_t, std::size_t> longest;
    for (const auto& row : table)
      for (std::size_t c = 0; c < row.size(); ++c) longest[c] = std::max(longest[c], row[c].text.size());
    for (const auto& [c, length] : longest) {
      if (length > 20) continue;
      ++short_columns;
      for (const auto& row : table) {
        if (c >= row.size()) continue;
        EXPECT_TRUE(has_class(row[c].cls, "nw")) << "column " << c << " (header \"" << table[0][c].text
                                                 << "\"), cell \"" << row[c].text << "\"";
      }
    }
  }
  EXPECT_GE(short_columns, 8);
}

// A long source (a citation), under its id, wraps at its spaces and a long oracle list after
// its commas: kept on one line, either widens every table of checks past the page of
// 1 280 px (test_report_browser.cpp measures that in Chromium). A short source stays on one line.
TEST_F(ReportLayoutCli, LongSourcesAndOracleListsWrap) {
  {
    Store store(db("t.sqlite"), Store::Access::ReadWrite);
    store.db().exec(
        "INSERT INTO checks (id, paper, claim, scope, instances, failures, verdict, status, run, seconds, "
        "checked_at, oracle) VALUES ('001-Chomp-rows', 'Ekhad, Zeilberger 2018 (winning bites up to 14 x 14)', "
        "'the winning bites', 'boards up to 14 x 14', 9, 0, 'pass', 'pass', 1, 0.1, '2000-01-01T00:00:00Z', "
        "'definition,formula,oeis:A395126')");
  }
  const std::string html = report();
  EXPECT_NE(html.find("<td class=\"id\"><span class=\"nw\">001-Chomp-rows</span><div class=\"src\">Ekhad, Zeilberger 2018 (winning bites "
                      "up to 14 x 14)</div>"), std::string::npos);
  EXPECT_NE(html.find("<td class=\"id nw\"><span class=\"nw\">000-T3.1</span><div class=\"src\">000 Thm 3.1</div>"), std::string::npos);
  EXPECT_NE(html.find("<span class=\"nw\">g(N_i)</span> as the formula says"), std::string::npos);
  int long_oracles = 0;
  for (const auto& table : outline_of(html).tables) {
    if (table.empty()) continue;
    const auto oracle = std::find_if(table[0].begin(), table[0].end(), [](const LayoutCell& c) { return c.text == "oracle"; });
    if (oracle == table[0].end()) continue;
    const std::size_t c = std::size_t(oracle - table[0].begin());
    for (std::size_t r = 1; r < table.size(); ++r) {
      if (table[r][c].text.size() <= 20) continue;
      ++long_oracles;
      EXPECT_FALSE(has_class(table[r][c].cls, "nw")) << "oracle \"" << table[r][c].text << "\"";
    }
  }
  EXPECT_GE(long_oracles, 2);
  EXPECT_NE(html.find("definition,<wbr>formula,<wbr>oeis:A395126"), std::string::npos);
  EXPECT_NE(html.find("oeis:A342447,<wbr>peer:nauty-genposetg"), std::string::npos);
}

// Every text of every plot lies inside the drawing's viewBox, its width estimated at
// 0.6 em a character (font-size 16 when none is given, as in SVG).
// A claim's words wrap at spaces and after hyphens only: at the narrowest claim column
// Chromium broke "mex_{mex A}(B)" between "}" and "(" in the report of every check.
TEST(ReportLayoutWords, BracketedWordsWrapOnlyAfterTheirHyphens) {
  EXPECT_EQ(checks::html_text_with_code_whole_words("mex_{mex A}(B) of `P/Q` (nauty-genposetg, A<B) ok"),
            "<span class=\"nw\">mex_{mex</span> <span class=\"nw\">A}(B)</span> of <code>P/Q</code> "
            "<span class=\"nw\">(nauty-</span>genposetg, <span class=\"nw\">A&lt;B)</span> ok");
  EXPECT_EQ(checks::html_text_with_code_whole_words("two-level posets"), "two-level posets");
}

TEST_F(ReportLayoutCli, PlotTextsFitTheirViewBox) {
  report();
  int plots = 0, texts = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir_)) {
    if (entry.path().extension() != ".svg") continue;
    ++plots;
    const std::string svg = testing::read_report_file(entry.path());
    const auto root = attributes_of(svg.substr(svg.find("<svg"), svg.find('>', svg.find("<svg")) - svg.find("<svg")));
    std::istringstream box(root.at("viewBox"));
    double x0 = 0, y0 = 0, width = 0;
    box >> x0 >> y0 >> width;
    const std::regex text_re("<text([^>]*)>([^<]*)</text>");
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), text_re); it != std::sregex_iterator(); ++it) {
      const auto attrs = attributes_of((*it)[1]);
      if (attrs.count("transform")) continue;  // the rotated axis labels
      ++texts;
      const double size = attrs.count("font-size") ? std::stod(attrs.at("font-size")) : 16;
      const double x = std::stod(attrs.at("x")), w = 0.6 * size * double((*it)[2].length());
      const std::string anchor = attrs.count("text-anchor") ? attrs.at("text-anchor") : "start";
      const double left = anchor == "middle" ? x - w / 2 : anchor == "end" ? x - w : x;
      EXPECT_GE(left, x0) << entry.path().filename() << ": " << (*it)[2];
      EXPECT_LE(left + w, x0 + width) << entry.path().filename() << ": " << (*it)[2];
    }
  }
  EXPECT_GE(plots, 4);
  EXPECT_GE(texts, 20);
}

TEST_F(ReportLayoutCli, CitesNoFileOutsideTheRepository) {
  const std::string html = report(), md = testing::read_report_file(dir_ / "r.md");
  // The names are put together here so that this file cites none of them itself.
  const std::string md_suffix = ".md";
  for (const std::string& text : {html, md})
    for (const std::string& name : {"DESIGN" + md_suffix, "CLAIMS" + md_suffix, std::string("../") + "shared", std::string("papers/")})
      EXPECT_EQ(text.find(name), std::string::npos) << name;
}

}  // namespace
}  // namespace posetlab
