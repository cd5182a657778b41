// Chomp by rows (engine/chomp/chomp_rows.hpp) held against methods that share none of its
// shortcuts: a memoised search by the definition written here, the dense pass over the
// box (engine/chomp/chomp_dense.hpp) and plain search over the poset `family chomp` builds (the
// project's convention: (1, 0, ...) is a P-position); then published figures (OEIS
// A395126, Brouwer's 3-row P-positions, one winning bite of every 3 x n board), the
// outputs of `posetlab chomp-rows` and its refusals.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_rows.hpp"
#include "engine/core/error.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/families.hpp"
#include "results/queries/chomp_rows_output.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

// Outcomes by the definition, memoised over row lengths r[0] >= ... >= r[rows-1] with
// r[0] <= top: a bite at (row i, column j), any cell but (0,0), sets rows i.. to
// min(r, j); a position without a move is a P-position.
class DefinitionSearch {
 public:
  DefinitionSearch(int rows, int top) : rows_(rows), top_(top) {
    std::size_t n = 1;
    for (int i = 0; i < rows; ++i) n *= std::size_t(top) + 1;
    memo_.assign(n, kUnknown);
  }
  bool is_p(const std::vector<int>& r) {
    std::size_t key = 0;
    for (int v : r) key = key * (std::size_t(top_) + 1) + std::size_t(v);
    if (memo_[key] != kUnknown) return memo_[key] == kP;
    bool p = true;
    for (int i = 0; i < rows_ && p; ++i)
      for (int j = i == 0 ? 1 : 0; j < r[i] && p; ++j) {
        std::vector<int> child = r;
        for (int k = i; k < rows_; ++k) child[k] = std::min(child[k], j);
        p = !is_p(child);
      }
    memo_[key] = p ? kP : kN;
    return p;
  }

 private:
  static constexpr signed char kUnknown = -1, kN = 0, kP = 1;
  int rows_, top_;
  std::vector<signed char> memo_;
};

// Every layer of first rows 1..max.
std::vector<std::vector<std::int32_t>> layers(int rows, int max) {
  std::vector<std::vector<std::int32_t>> out;
  chomp_rows_run(rows, max, [&](const ChompRowsLayer& l) {
    EXPECT_EQ(l.a, int(out.size()) + 1);
    EXPECT_EQ(l.last.size(), ChompRows::prefixes(rows, l.a));
    EXPECT_EQ(l.p_positions, std::uint64_t(std::count_if(l.last.begin(), l.last.end(),
                                                            [](std::int32_t v) { return v != kChompRowsNone; })));
    out.emplace_back(l.last.begin(), l.last.end());
  });
  return out;
}

// Calls f(position, is_p by the table) for every position with first row <= max.
template <class F>
void each_position(int rows, const std::vector<std::vector<std::int32_t>>& table, F f) {
  for (int a = 1; a <= int(table.size()); ++a) {
    const auto& last = table[a - 1];
    for (int b = 0; b <= a; ++b) {
      if (rows == 3) {
        for (int c = 0; c <= b; ++c) f(std::vector<int>{a, b, c}, last[b] == c);
        continue;
      }
      for (int c = 0; c <= b; ++c)
        for (int d = 0; d <= c; ++d) f(std::vector<int>{a, b, c, d}, last[std::size_t(b) * (b + 1) / 2 + c] == d);
    }
  }
}

std::string text(const std::vector<int>& r) {
  std::string s;
  for (int v : r) s += (s.empty() ? "(" : ", ") + std::to_string(v);
  return s + ")";
}

TEST(ChompRows, FourRowsEqualSearchByTheDefinition) {
  const int top = 30;
  DefinitionSearch search(4, top);
  std::uint64_t positions = 0, p = 0;
  each_position(4, layers(4, top), [&](const std::vector<int>& r, bool table_p) {
    ++positions;
    p += table_p;
    ASSERT_EQ(table_p, search.is_p(r)) << text(r);
  });
  EXPECT_EQ(positions, ChompDense::positions(4, top) - 1);  // every diagram of the 4 x 30 box but the empty one
  EXPECT_GT(p, 1000u);
}

TEST(ChompRows, ThreeRowsEqualSearchByTheDefinition) {
  const int top = 40;
  DefinitionSearch search(3, top);
  std::uint64_t positions = 0;
  each_position(3, layers(3, top), [&](const std::vector<int>& r, bool table_p) {
    ++positions;
    ASSERT_EQ(table_p, search.is_p(r)) << text(r);
  });
  EXPECT_EQ(positions, ChompDense::positions(3, top) - 1);
}

// The project's convention, twice: the dense pass over the box (rows longer than 64, so
// that the bitsets span several words), and plain search over the board poset of `family
// chomp` (4 x 12: 47 elements; a diagram is a down-set mask of it).
TEST(ChompRows, AgreeWithTheDensePassAndThePosetOfFamilyChomp) {
  for (int rows : {3, 4}) {
    const int top = rows == 3 ? 130 : 66;
    ChompDenseOptions outcome;
    outcome.outcome_only = true;
    const ChompDense bits(rows, top, outcome);
    const ChompDense values(rows, top);  // values past 255 among them: the escape table
    if (rows == 3) {
      EXPECT_FALSE(values.overflow().empty());
    }
    each_position(rows, layers(rows, top), [&](const std::vector<int>& r, bool table_p) {
      ASSERT_EQ(table_p, bits.is_p(r)) << text(r);
      ASSERT_EQ(table_p, values.grundy(r) == 0) << text(r);
    });
  }
  const int cols = 12;
  PlainSearch plain(families::chomp(4, cols));
  each_position(4, layers(4, cols), [&](const std::vector<int>& r, bool table_p) {
    ASSERT_EQ(table_p, plain.grundy(families::chomp_diagram_mask(cols, r)) == 0) << text(r);
  });
}

// OEIS A395126: the fourth row d of the P-positions (a, b, c, d) in lexicographic order,
// its first terms; and its count of 4 316 097 P-positions with a <= 500.
TEST(ChompRows, FourRowsGiveTheTermsAndTheCountOfA395126) {
  const std::vector<int> published = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 2, 0, 2, 0, 2, 0, 0, 0, 2, 0,
                                      2, 0, 2, 3, 4, 0, 3, 0, 3, 2, 0, 2, 0, 2, 0, 2, 2, 3, 3, 0, 2, 2,
                                      0, 4, 0, 4, 0, 4, 0, 5, 6, 7, 3, 4, 0, 0, 2, 3, 2, 3, 4, 5, 6, 0,
                                      2, 3, 4, 5, 7, 0, 5, 2, 4, 4, 3, 3, 0, 2, 0, 2, 3, 0, 2, 0, 2};
  std::vector<int> d;
  std::vector<std::vector<int>> first;
  const std::uint64_t total = chomp_rows_run(4, 500, [&](const ChompRowsLayer& l) {
    for (int b = 0; b <= l.a; ++b)
      for (int c = 0; c <= b; ++c) {
        const int v = l.last[std::size_t(b) * (b + 1) / 2 + c];
        if (v == kChompRowsNone || d.size() >= published.size()) continue;
        d.push_back(v);
        if (first.size() < 10) first.push_back({l.a, b, c, v});
      }
  });
  EXPECT_EQ(d, published);
  const std::vector<std::vector<int>> first_ten = {{1, 0, 0, 0}, {2, 1, 0, 0}, {2, 2, 1, 0}, {2, 2, 2, 1},
                                                   {3, 1, 1, 0}, {3, 2, 0, 0}, {3, 3, 1, 1}, {4, 1, 1, 1},
                                                   {4, 2, 2, 0}, {4, 3, 0, 0}};
  EXPECT_EQ(first, first_ten);
  EXPECT_EQ(total, 4316097u);
}

// Brouwer's 3-row P-positions (a, b, c) by third row: c = 0: a = b + 1; c = 1: (3,1,1),
// (2,2,1); c = 2: a = b + 2; c = 3: (6,3,3), (7,4,3), (5,5,3); c = 4: (8,4,4), (9,5,4),
// (10,6,4), (7,7,4); c = 5: (10,5,5), (9,6,5) and (b + 4, b, 5) for every b >= 7.
TEST(ChompRows, ThreeRowsGiveBrouwersPPositions) {
  const int top = 2000;
  std::set<std::vector<int>> seen;
  chomp_rows_run(3, top, [&](const ChompRowsLayer& l) {
    for (int b = 0; b <= l.a; ++b)
      if (l.last[b] != kChompRowsNone && l.last[b] <= 5) seen.insert({l.a, b, l.last[b]});
  });
  std::set<std::vector<int>> expected = {{3, 1, 1},  {2, 2, 1}, {6, 3, 3},  {7, 4, 3},  {5, 5, 3}, {8, 4, 4},
                                         {9, 5, 4},  {10, 6, 4}, {7, 7, 4}, {10, 5, 5}, {9, 6, 5}};
  for (int b = 0; b + 1 <= top; ++b) expected.insert({b + 1, b, 0});
  for (int b = 2; b + 2 <= top; ++b) expected.insert({b + 2, b, 2});
  for (int b = 7; b + 4 <= top; ++b) expected.insert({b + 4, b, 5});
  EXPECT_EQ(seen, expected);
}

// Every 3 x n board has exactly one winning bite, never in the first row (Sheiner 2026,
// for every n); the summary counts the bites of each board from the layers.
TEST(ChompRows, EveryThreeByNBoardHasOneWinningBiteOutsideTheFirstRow) {
  ChompRowsCounts counts;
  chomp_rows_run(3, 1000, [&](const ChompRowsLayer& l) { counts.add(l); });
  EXPECT_TRUE(counts.boards_not_one_bite.empty());
  ASSERT_EQ(counts.bites_by_row.size(), 3u);
  EXPECT_EQ(counts.bites_by_row[0], 0u);
  EXPECT_EQ(counts.bites_by_row[1] + counts.bites_by_row[2], 1000u);
  // The board counts against the dense pass's winning bites on small boards.
  ChompRowsCounts small;
  chomp_rows_run(4, 18, [&](const ChompRowsLayer& l) { small.add(l); });
  const ChompDense dense(4, 18);
  std::vector<std::uint64_t> by_row(4, 0);
  for (int n = 1; n <= 18; ++n)
    for (const auto& [r, c] : dense.board_winning_bites(4, n)) ++by_row[std::size_t(r)];
  EXPECT_EQ(small.bites_by_row, by_row);
}

TEST(ChompRows, RefusesBadShapesAndStatesBeyondTheLimit) {
  EXPECT_THROW(ChompRows(2, 10), UsageError);
  EXPECT_THROW(ChompRows(5, 10), UsageError);
  EXPECT_THROW(ChompRows(4, 0), UsageError);
  EXPECT_THROW(ChompRows(3, kChompRowsMaxFirst + 1), UsageError);
  try {
    ChompRows(4, 1000, 1 << 20);
    FAIL() << "a 1 MiB limit passed";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("memory limit is 1.0 MiB"), std::string::npos) << e.what();
  }
  ChompRows two(4, 2);
  two.next();
  two.next();
  EXPECT_THROW(two.next(), UsageError);
  // The state grows as max^3 / 48 bytes for four rows.
  EXPECT_GT(ChompRows::bytes_needed(4, 1000), 20'000'000u);
  EXPECT_LT(ChompRows::bytes_needed(4, 1000), 40'000'000u);
  EXPECT_EQ(ChompRows::total_prefixes(4, 30), ChompDense::positions(3, 30) - 1);
  EXPECT_EQ(ChompRows::total_prefixes(3, 40), ChompDense::positions(2, 40) - 1);
}

using ChompRowsCommandCli = TempDirTest;

TEST_F(ChompRowsCommandCli, WritesTheBFileTheListAndTheSummary) {
  const std::string bfile = db("b.txt"), list = db("list.txt");
  const ShellResult r = posetlab("chomp-rows --rows 4 --max 12 -o " + bfile + " --list " + list);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("4 rows, first row 1..12: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("boards 4 x n, n = 1..12: each has exactly one winning bite"), std::string::npos) << r.out;
  // The list: every P-position by the definition, in lexicographic order.
  DefinitionSearch search(4, 12);
  std::ostringstream expected;
  std::vector<std::uint64_t> by_first(12, 0);
  for (int a = 1; a <= 12; ++a)
    for (int b = 0; b <= a; ++b)
      for (int c = 0; c <= b; ++c)
        for (int d = 0; d <= c; ++d)
          if (search.is_p({a, b, c, d})) {
            expected << a << " " << b << " " << c << " " << d << "\n";
            ++by_first[a - 1];
          }
  std::ifstream in(list);
  std::stringstream got;
  got << in.rdbuf();
  EXPECT_EQ(got.str(), expected.str());
  std::ifstream b(bfile);
  std::string line, terms;
  while (std::getline(b, line))
    if (!line.empty() && line[0] != '#') terms += line + "\n";
  std::string want;
  for (int a = 1; a <= 12; ++a) want += std::to_string(a) + " " + std::to_string(by_first[a - 1]) + "\n";
  EXPECT_EQ(terms, want);
}

TEST_F(ChompRowsCommandCli, RefusesBadOptionsAndUnwritableFilesBeforeThePass) {
  EXPECT_EQ(posetlab("chomp-rows --rows 5 --max 3").status, 2);
  EXPECT_EQ(posetlab("chomp-rows --rows 3 --max 0").status, 2);
  EXPECT_EQ(posetlab("chomp-rows --rows 3").status, 2);
  const ShellResult both = posetlab("chomp-rows --max 3 --list -");
  EXPECT_EQ(both.status, 2);
  EXPECT_NE(both.out.find("give -o FILE"), std::string::npos) << both.out;
  const ShellResult missing = posetlab("chomp-rows --max 3 --list " + db("no/such/dir/list.txt") + " -o " + db("b.txt"));
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.out.find("cannot write"), std::string::npos) << missing.out;
  EXPECT_FALSE(std::ifstream(db("b.txt")).good());  // nothing left behind
  EXPECT_FALSE(std::ifstream(db("b.txt.tmp")).good());
  // Standard output that cannot take the b-file fails as for every command (exit 1); a file
  // given with -o fails as an output file (exit 2).
  const ShellResult full = run_shell(std::string(POSETLAB_BINARY) + " chomp-rows --max 3 -q 2>&1 >/dev/full");
  EXPECT_EQ(full.status, 1) << full.out;
  EXPECT_NE(full.out.find("cannot write standard output"), std::string::npos) << full.out;
  const ShellResult full_file = posetlab("chomp-rows --max 3 -q -o /dev/full");
  EXPECT_EQ(full_file.status, 2) << full_file.out;
  EXPECT_NE(full_file.out.find("cannot write /dev/full"), std::string::npos) << full_file.out;
  // One file for both outputs, however spelled, would hold only the last written.
  const ShellResult same = posetlab("chomp-rows --max 3 -q -o " + db("both.txt") + " --list " + db("./both.txt"));
  EXPECT_EQ(same.status, 2) << same.out;
  EXPECT_NE(same.out.find("the same file"), std::string::npos) << same.out;
  EXPECT_FALSE(std::ifstream(db("both.txt")).good());
}

}  // namespace
}  // namespace posetlab::testing
