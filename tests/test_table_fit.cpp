// The table layout's width (results/store/table_printer.hpp): a result wider than the page
// prints as pages of columns that each fit and repeat the leading columns, and reading the
// pages side by side gives back exactly the one wide table.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"
#include "results/store/table_printer.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab::testing {
namespace {

class TablePages : public TempDirTest {};

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> w;
  for (std::string s; in >> s;) w.push_back(s);
  return w;
}

// The cells of a printed table (or of its pages) as column name -> values, keyed by the
// row's first cell; the rule lines and blank lines between pages are skipped.
std::map<std::string, std::map<std::string, std::string>> cells(const std::string& text) {
  std::map<std::string, std::map<std::string, std::string>> out;
  std::istringstream in(text);
  std::vector<std::string> header;
  bool after_blank = true;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) {
      after_blank = true;
      continue;
    }
    if (after_blank) {
      header = words(line), after_blank = false;
      continue;
    }
    if (line.find_first_not_of("- ") == std::string::npos) continue;
    const auto w = words(line);
    for (std::size_t c = 0; c < w.size() && c < header.size(); ++c) out[w[0]][header[c]] = w[c];
  }
  return out;
}

TEST_F(TablePages, WideResultsPrintAsPagesThatRepeatTheLeadingColumns) {
  Db d(db("t.sqlite"), Db::Mode::Create);
  std::string sql = "WITH r(n) AS (VALUES (1), (2), (3), (12)) SELECT n AS size, n * 1000 AS rows";
  for (int g = 0; g < 40; ++g) sql += ", n * " + std::to_string(g) + " AS g" + std::to_string(g);
  sql += " FROM r";
  std::ostringstream wide, paged;
  Stmt a = d.prepare(sql);
  print_rows(a, OutputFormat::Table, wide);
  posetlab::TableFit fit;
  fit.max_width = 60, fit.leading_columns = 2;
  Stmt b = d.prepare(sql);
  EXPECT_EQ(print_rows(b, OutputFormat::Table, paged, &fit), 4u);

  std::istringstream lines(paged.str());
  int pages = 0;
  for (std::string line; std::getline(lines, line);) {
    EXPECT_LE(line.size(), 60u) << line;
    if (line.starts_with("size")) {
      ++pages;
      const auto w = words(line);
      EXPECT_TRUE(w.size() > 2 && w[1] == "rows" && w[2].starts_with("g")) << line;
    }
  }
  EXPECT_GT(pages, 2);
  EXPECT_GT(wide.str().find('\n'), 60u);  // the unpaged table is wider
  EXPECT_EQ(cells(paged.str()), cells(wide.str()));
  EXPECT_EQ(cells(wide.str()).at("12").at("g39"), "468");

  // A result that fits prints exactly as without a width.
  std::ostringstream narrow, narrow_fit;
  Stmt c = d.prepare("SELECT 1 AS a, 'x' AS b");
  print_rows(c, OutputFormat::Table, narrow);
  Stmt e = d.prepare("SELECT 1 AS a, 'x' AS b");
  print_rows(e, OutputFormat::Table, narrow_fit, &fit);
  EXPECT_EQ(narrow.str(), narrow_fit.str());
}

}  // namespace
}  // namespace posetlab::testing
