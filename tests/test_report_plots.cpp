// `posetlab report` on a database holding every job table: each table's plot is written,
// its numbers equal the table's (read back from the SVG's data attributes and compared
// with SQL counts), failed checks come first, and the page is laid out to fit 1 280 px.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "results/store/store.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "verify/report.hpp"
#include "results/queries/report_plot.hpp"

namespace posetlab {
namespace {

using testing::posetlab;

std::string read_text(const std::filesystem::path& p) {
  std::ifstream f(p);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// Sum of an attribute over the bars of an SVG chart.
std::uint64_t sum_attr(const std::string& svg, const std::string& attr) {
  std::uint64_t sum = 0;
  const std::regex re(attr + "=\"([0-9]+)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), re); it != std::sregex_iterator(); ++it)
    sum += std::stoull((*it)[1]);
  return sum;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

class ReportPlotsCli : public testing::TempDirTest {
 protected:
  std::int64_t sql(const std::string& query) {
    Store store(db("t.sqlite"), Store::Access::ReadOnly);
    return store.db().query_int(query);
  }
  void fill_tables() {
    const std::string d = " --db " + db("t.sqlite") + " -q";
    for (const char* job : {"posets --size 1", "posets --size 2", "posets --size 3", "posets --size 4",
                            "two-level --size 1", "two-level --size 2", "two-level --size 3",
                            "coloured-posets --size 3", "mb-games --clutters 3 --singletons 3", "chomp --max 5"})
      ASSERT_EQ(posetlab(std::string("enumerate ") + job + d).status, 0) << job;
  }
  void add_checks() {
    Store store(db("t.sqlite"), Store::Access::ReadWrite);
    store.db().exec(
        "INSERT INTO checks (id, paper, claim, scope, instances, failures, counterexample, verdict, status, run, "
        "seconds, checked_at, oracle) VALUES "
        "('000-Fig3', '000', 'a claim that holds', 'all', 10, 0, NULL, 'pass', 'pass', 1, 0.5, '2000-01-01T00:00:00Z', "
        "'definition'), "
        "('000-broken', 'x', 'a claim that failed', 'n<=3', 5, 2, 'poset 2: 0<1', 'fail', 'fail', 1, 0.1, "
        "'2000-01-01T00:00:00Z', 'definition')");
  }
};

// Each table's plots are a fact of its description; a table without them is never drawn.
TEST(ReportPlotMakers, EveryTableButTheSummariesDrawsItsPlots) {
  std::set<std::string> tables, plotted;
  for (const TableDescription* t : table_descriptions()) {
    tables.insert(t->table);
    if (t->report_plots) plotted.insert(t->table);
  }
  tables.erase("posets_summary");  // counts of the posets table's sizes: plotted through posets
  tables.erase("two_level_summary");  // counts of sizes past the stored rows: read by the sequences, not plotted
  EXPECT_EQ(plotted, tables);
}

TEST_F(ReportPlotsCli, EveryTableHasItsPlotWithTheTablesNumbers) {
  fill_tables();
  const std::string md = db("r.md");
  const auto r = posetlab("report --db " + db("t.sqlite") + " -o " + md);
  ASSERT_EQ(r.status, 0) << r.out;
  for (const char* name : {"posets-grundy", "posets-p", "two-level-grundy", "two-level-p", "coloured-bw",
                           "coloured-pomax", "mb-outcomes", "chomp-bites"}) {
    const auto svg = dir_ / ("r-" + std::string(name) + ".svg");
    ASSERT_TRUE(std::filesystem::exists(svg)) << name;
    EXPECT_NE(read_text(dir_ / "r.md").find("r-" + std::string(name) + ".svg"), std::string::npos) << name;
    EXPECT_NE(read_text(dir_ / "r.html").find(read_text(svg).substr(read_text(svg).find("<svg"), 200)), std::string::npos) << name;
  }
  // P-position shares: the bar of n = 4 holds the P-positions among the 16 posets on 4 points.
  const std::string p = read_text(dir_ / "r-posets-p.svg");
  const std::int64_t p4 = sql("SELECT count(*) FROM posets WHERE size = 4 AND grundy = 0");
  EXPECT_NE(p.find("data-label=\"4\" data-value=\"" + std::to_string(p4) + "\" data-of=\"16\""), std::string::npos);
  // Value distributions and outcome shares add up to the rows of their tables.
  EXPECT_EQ(sum_attr(read_text(dir_ / "r-coloured-bw.svg"), "data-value"), std::uint64_t(sql("SELECT count(*) FROM coloured_posets")));
  EXPECT_EQ(sum_attr(read_text(dir_ / "r-coloured-pomax.svg"), "data-value"), std::uint64_t(sql("SELECT count(*) FROM coloured_posets")));
  const std::string mb = read_text(dir_ / "r-mb-outcomes.svg");
  EXPECT_EQ(sum_attr(mb, "data-value"), std::uint64_t(sql("SELECT count(*) FROM mb_games")));
  EXPECT_EQ(sum_attr(mb, "data-value") * 4, sum_attr(mb, "data-of"));  // every bar of a panel has the panel's whole
  // Chomp: one board per row, and the marked cells of each board are its stored bites.
  const std::string chomp = read_text(dir_ / "r-chomp-bites.svg");
  Store store(db("t.sqlite"), Store::Access::ReadOnly);
  Stmt q = store.db().prepare("SELECT a, b, bites FROM chomp");
  int boards = 0;
  while (q.step()) {
    ++boards;
    const std::string title = std::to_string(q.int64(0)) + " x " + std::to_string(q.int64(1));
    const auto at = chomp.find("data-title=\"" + title + "\"");
    ASSERT_NE(at, std::string::npos) << title;
    const std::string group = chomp.substr(at, chomp.find("</g>", at) - at);
    std::string cells;
    const std::regex re("data-cell=\"(\\([0-9]+,[0-9]+\\))\"");
    for (auto it = std::sregex_iterator(group.begin(), group.end(), re); it != std::sregex_iterator(); ++it)
      cells += (cells.empty() ? "" : " ") + (*it)[1].str();
    EXPECT_EQ(cells.empty() ? "-" : cells, q.text(2)) << title;
  }
  EXPECT_EQ(boards, 15);  // a <= b <= 5
  EXPECT_NE(chomp.find("data-title=\"2 x 2\">"), std::string::npos);
  EXPECT_NE(chomp.find("data-cell=\"(1,1)\""), std::string::npos);  // 2 x 2: bite (1,1) leaves an L of equal arms
}

TEST_F(ReportPlotsCli, FailedChecksComeFirstAndThePageFits) {
  fill_tables();
  add_checks();
  const auto r = posetlab("report --db " + db("t.sqlite") + " -o " + db("r.md"));
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string html = read_text(dir_ / "r.html"), md = read_text(dir_ / "r.md");
  const auto failures = html.find("Not as expected (1)");
  ASSERT_NE(failures, std::string::npos);
  EXPECT_LT(failures, html.find("000-broken"));
  EXPECT_LT(html.find("000-broken"), html.find("<figure"));       // before the plots
  EXPECT_LT(html.find("<figure"), html.find("<h2 id=\"checks\">Checks</h2>"));  // plots before the long table
  const auto checks = html.find("<h2 id=\"checks\">Checks</h2>");
  EXPECT_LT(html.find("000-broken", checks), html.find("000-Fig3", checks));  // failures first there too
  EXPECT_NE(html.find("max-width:1240px"), std::string::npos);
  EXPECT_EQ(occurrences(html, "<table"), occurrences(html, "<div class=\"wide\"><table"));  // every table scrolls in its box
  EXPECT_GE(occurrences(html, "<table"), 2u);
  const auto md_failures = md.find("## Not as expected (1)");
  ASSERT_NE(md_failures, std::string::npos);
  EXPECT_LT(md_failures, md.find("000-broken"));
  EXPECT_LT(md.find("000-broken"), md.find("## Checks"));
}

TEST_F(ReportPlotsCli, NoChecksSaysSoWithoutAnEmptyDate) {
  fill_tables();
  const auto r = posetlab("report --db " + db("t.sqlite") + " -o " + db("r.md"));
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string html = read_text(dir_ / "r.html");
  EXPECT_EQ(html.find("latest check"), std::string::npos);
  EXPECT_NE(html.find("holds no theorem check yet"), std::string::npos);
  EXPECT_EQ(html.find("Not as expected"), std::string::npos);
}

}  // namespace
}  // namespace posetlab
