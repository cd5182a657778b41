// 3-row Chomp by its third row (engine/chomp/chomp_periods.hpp): the fit of an eventual
// period on made-up sequences; the census held against the P-positions of the dense pass
// over the 3 x n box (a method it shares nothing with) and against the rows Brouwer's
// page and OEIS A029903-5 publish; `posetlab chomp-periods` and its refusals.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_periods.hpp"
#include "engine/core/error.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

std::vector<std::uint16_t> sequence(std::vector<std::uint16_t> junk, const std::vector<std::uint16_t>& cycle, int n) {
  for (int i = 0; int(junk.size()) < n; ++i) junk.push_back(cycle[std::size_t(i) % cycle.size()]);
  return junk;
}

TEST(ChompPeriods, TheFitFindsTheLeastPeriodAndItsStart) {
  // Junk of three values, then 4, 6, 5 repeating: period 3 from the fourth value.
  ChompPeriodFit fit = fit_eventual_period(sequence({9, 9, 4}, {4, 6, 5}, 60), 10, 20);
  EXPECT_EQ(fit.period, 3);
  EXPECT_EQ(fit.start, 13);  // d(12) = 4 is junk: d(15) = 5
  // A constant tail is period 1 from its first value.
  fit = fit_eventual_period(sequence({1, 2, 3}, {7}, 40), 0, 10);
  EXPECT_EQ(fit.period, 1);
  EXPECT_EQ(fit.start, 3);
  // A cycle of 6 is not reported as 2 or 3.
  fit = fit_eventual_period(sequence({}, {1, 2, 1, 2, 1, 3}, 60), 0, 10);
  EXPECT_EQ(fit.period, 6);
  EXPECT_EQ(fit.start, 0);
  // A stretch too short for three periods and the minimum: no period.
  EXPECT_EQ(fit_eventual_period(sequence({5, 5, 5, 5, 5, 5, 5, 5, 5, 5}, {1, 2, 3, 4, 5, 6, 7, 8}, 30), 0, 20).period, 0);
}

// The dense pass over the 3 x n box values every 3-row position by the definition; its P
// bits give d(q) for each third row, and the census must classify every row alike.
TEST(ChompPeriods, TheCensusAgreesWithTheDensePass) {
  ChompPeriodOptions o;
  o.max_r = 12, o.extra = 40, o.min_stretch = 12;
  const ChompPeriodCensus census = chomp_three_row_periods(o);
  ASSERT_EQ(census.rows.size(), 13u);
  ChompDenseOptions bits;
  bits.outcome_only = true;
  const ChompDense dense(3, census.first_rows, bits);
  for (int r = 0; r <= o.max_r; ++r) {
    std::vector<std::uint16_t> d;
    int stale_at = -1;
    for (int q = r; q <= 2 * r + o.extra && stale_at < 0; ++q) {
      int found = -1;
      for (int p = std::max(q, 1); p <= census.first_rows; ++p)
        if (dense.is_p(std::vector<int>{p, q, r})) {
          ASSERT_EQ(found, -1) << "two first rows for (" << q << "," << r << ")";
          found = p;
        }
      ASSERT_GE(found, 0) << "no P-position (p, " << q << ", " << r << ")";
      if (found == q) stale_at = q;
      d.push_back(std::uint16_t(found - q));
    }
    const ChompThirdRow& t = census.rows[std::size_t(r)];
    if (stale_at >= 0) {
      EXPECT_EQ(t.kind, ChompThirdRow::Kind::Stale) << "r=" << r;
      EXPECT_EQ(t.start, stale_at) << "r=" << r;
    } else {
      const ChompPeriodFit fit = fit_eventual_period(d, r, o.min_stretch);
      EXPECT_EQ(t.kind, ChompThirdRow::Kind::Live) << "r=" << r;
      EXPECT_EQ(t.period, fit.period) << "r=" << r;
      EXPECT_EQ(t.start, fit.start) << "r=" << r;
      EXPECT_EQ(int(t.pattern.size()), fit.period);
      for (int i = 0; i < fit.period; ++i) EXPECT_EQ(t.pattern[std::size_t(i)], d[std::size_t(fit.start - r + i)]);
    }
  }
}

// Published rows: the stale rows and the P-position ending each, the period-1 rows with
// start N (OEIS A029904) and constant c (A029903), and r = 120 of Brouwer's table.
TEST(ChompPeriods, TheCensusGivesThePublishedRows) {
  ChompPeriodOptions o;
  o.max_r = 130;
  const ChompPeriodCensus census = chomp_three_row_periods(o);
  const std::vector<std::pair<int, int>> stale = {{1, 2},   {3, 5},   {4, 7},   {6, 9},   {8, 12},  {10, 14},
                                                  {12, 17}, {13, 19}, {15, 22}, {16, 23}, {18, 26}, {20, 29},
                                                  {21, 31}, {23, 33}, {25, 36}, {27, 38}, {29, 41}, {30, 43}};
  for (const auto& [r, q] : stale) {
    EXPECT_EQ(census.rows[std::size_t(r)].kind, ChompThirdRow::Kind::Stale) << r;
    EXPECT_EQ(census.rows[std::size_t(r)].start, q) << r;
  }
  const std::vector<std::vector<int>> linear = {{0, 0, 1},   {2, 2, 2},   {5, 7, 4},   {7, 10, 5},  {9, 12, 6},
                                                {11, 19, 7}, {14, 20, 9}, {17, 24, 11}, {19, 27, 12}, {22, 31, 14},
                                                {24, 34, 15}, {26, 36, 16}, {28, 39, 17}};
  for (const auto& row : linear) {
    const ChompThirdRow& t = census.rows[std::size_t(row[0])];
    EXPECT_EQ(t.kind, ChompThirdRow::Kind::Live) << row[0];
    EXPECT_EQ(t.period, 1) << row[0];
    EXPECT_EQ(t.start, row[1]) << row[0];
    EXPECT_EQ(t.pattern, std::vector<int>{row[2]}) << row[0];
  }
  const ChompThirdRow& r120 = census.rows[120];
  EXPECT_EQ(r120.period, 2);
  EXPECT_EQ(r120.start, 170);
  EXPECT_EQ(r120.pattern, (std::vector<int>{72, 70}));
  o.max_r = -1;
  EXPECT_THROW(chomp_three_row_periods(o), UsageError);
  o.max_r = 100, o.max_bytes = 1000;
  EXPECT_THROW(chomp_three_row_periods(o), UsageError);
}

class ChompPeriodsCli : public TempDirTest {};

TEST_F(ChompPeriodsCli, TheCommandWritesOneLinePerRowAndTheCensus) {
  const ShellResult r = posetlab("chomp-periods --max-r 130 -q");
  ASSERT_EQ(r.status, 0) << r.out;
  for (const std::string line : {"\n1 stale - 2 -\n", "\n5 live 1 7 4\n", "\n120 live 2 170 72,70\n",
                                 "# periods other than 1, 2, 3, 4 and 9: none\n", "unresolved: 0; incomplete: 0"})
    EXPECT_NE(r.out.find(line), std::string::npos) << line;
  const std::string file = db("periods.txt");
  const ShellResult to_file = posetlab("chomp-periods --max-r 20 -o " + file + " 2>&1");
  ASSERT_EQ(to_file.status, 0) << to_file.out;
  EXPECT_NE(to_file.out.find("# live rows by period:"), std::string::npos) << to_file.out;
  const ShellResult bad = posetlab("chomp-periods --max-r 99999 2>&1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("posetlab"), std::string::npos) << bad.out;
  EXPECT_NE(bad.out.find("a third-row length from 0 to 21000"), std::string::npos) << bad.out;
  const ShellResult nowhere = posetlab("chomp-periods --max-r 5 -o " + db("missing/x.txt") + " 2>&1");
  EXPECT_NE(nowhere.status, 0);
}

}  // namespace
}  // namespace posetlab::testing
