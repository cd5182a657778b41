// Checks of Chomp theorems published beyond the five papers, each against a pass that does
// not assume it:
//   - Sheiner (arXiv:2605.23837): every 3 x n board has exactly one winning opening. The
//     3-row pass (engine/chomp/chomp_rows.hpp) values every 3-row position by the bites of
//     the definition; the winning openings of (n, n, n) are counted from it, never assumed
//     to be one;
//   - Garg (arXiv:2604.25952 v2): 961 619 972 P-positions of 4-row Chomp with first row at
//     most 3000, counted by the 4-row pass (rows a >= b >= c >= d >= 0, as OEIS A395126);
//   - Padhi's Staircase Theorem (zeilberger-challenges, chomp/chomp-note.tex, 2026): the
//     winning bites of a rectangle of two rows or more never lie in the first row, and a
//     lower one lies strictly further left. The dense pass over the box (engine/chomp/chomp_dense.hpp) gives every
//     board's winning bites by retrograde analysis, assuming nothing about where they lie;
//   - the periods of 3-row Chomp by its third row: Nivasch's census to r = 10 000 and the
//     table of A. E. Brouwer's Chomp page, and the periods that G07 Sec. 8.2 gives (as the
//     test suite of dannguyen111/chomp records them). The census (engine/chomp/chomp_periods.hpp)
//     reads the P-positions of the 3-row pass and fits each row's period by plain comparison.
// Cells are (row, column) with the poisoned square at (0,0).
#include <map>
#include <string>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_periods.hpp"
#include "engine/chomp/chomp_rows.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

// The winning openings of the 3 x n board (n, n, n), from the 3-row layers: a bite in row
// 0 at column j leaves (j, j, j), in row 1 (n, j, j), in row 2 (n, n, j); each wins when
// that position is a P-position, that is when the pass's last row for its prefix is j.
CheckResult check_three_row_unique_opening(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 300 : 20000;
  std::vector<char> cube_p(std::size_t(top) + 1, 0);  // (j, j, j) is a P-position
  int cube_wins = 0;                                   // of j < n
  chomp_rows_run(3, top, [&](const ChompRowsLayer& l) {
    const int n = l.a;
    int openings = cube_wins, row1 = 0, row2 = 0;
    for (int j = 0; j < n; ++j) row1 += l.last[std::size_t(j)] == j;
    const int last = l.last[std::size_t(n)];
    row2 = last != kChompRowsNone && last < n;
    openings += row1 + row2;
    tally.expect(openings == 1, [&] {
      return value_counterexample(n, "3 x " + to_string(n),
                                  to_string(openings) + " winning openings (" + to_string(cube_wins) + " in row 0, " +
                                      to_string(row1) + " in row 1, " + to_string(row2) + " in row 2)");
    });
    cube_p[std::size_t(n)] = last == n;
    cube_wins += cube_p[std::size_t(n)];
  });
  return tally.result("every 3 x n board, n <= " + to_string(top));
}

const Check kCheck_Sheiner_3xn_unique{
    .id = "lit-Chomp-3xn-unique", .source = "Sheiner, arXiv:2605.23837 (3 x n Chomp)",
    .claim = "Every 3 x n Chomp board has exactly one winning opening bite",
    .scope = "every 3 x n board, n <= 20000",
    .oracle = "definition",
    .list_order = 900, .cost = 2,
    .run = check_three_row_unique_opening,
};

CheckResult check_four_row_count(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 500 : 3000;
  const std::uint64_t published = o.quick ? 4316097 : 961619972;  // a <= 500: the A395126 check's count
  const std::uint64_t total = chomp_rows_run(4, top, [](const ChompRowsLayer&) {});
  tally.expect(total == published, [&] {
    return value_counterexample(top, "4 rows, a <= " + to_string(top),
                                to_string(total) + " P-positions, published " + to_string(published));
  });
  return tally.result("4-row P-positions with first row a <= " + to_string(top), to_string(total) + " P-positions");
}

const Check kCheck_Garg_4row_count{
    .id = "lit-Chomp-4row-count", .source = "Garg, arXiv:2604.25952 v2 (4-row Chomp to n = 3000)",
    .claim = "4-row Chomp has 961619972 P-positions (a, b, c, d), a >= b >= c >= d >= 0, with first row a <= 3000",
    .scope = "every 4-row position with a <= 3000",
    .oracle = "peer:Garg",
    .list_order = 910, .cost = 5,
    .run = check_four_row_count,
};

CheckResult check_staircase(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 8 : 16;
  ChompDenseOptions options;
  options.outcome_only = true;  // one bit a position: the 16 x 16 box in 75 MB
  const ChompDense dense(top, top, options);
  for (int a = 2; a <= top; ++a)  // one row: the one winning bite takes all but the poison
    for (int b = 1; b <= top; ++b) {
      const std::vector<ChompCell> bites = dense.board_winning_bites(a, b);  // row-major
      bool staircase = true;
      for (std::size_t i = 0; i < bites.size(); ++i) {
        staircase &= bites[i].first >= 1;
        if (i) staircase &= bites[i].first > bites[i - 1].first && bites[i].second < bites[i - 1].second;
      }
      tally.expect(staircase, [&] {
        std::string cells;
        for (const auto& [r, c] : bites) cells += " (" + to_string(r) + "," + to_string(c) + ")";
        return value_counterexample(a * b, to_string(a) + " x " + to_string(b), "winning bites" + cells);
      });
    }
  return tally.result("every board a x b, 2 <= a <= " + to_string(top) + ", b <= " + to_string(top));
}

const Check kCheck_Padhi_staircase{
    .id = "lit-Chomp-staircase", .source = "Padhi, chomp-note.tex (2026): the Staircase Theorem",
    .claim = "The winning bites of every a x b Chomp board with a >= 2 rows lie below the first row, each lower one "
             "strictly to the left of the one above it (at most one a row)",
    .scope = "every board a x b, 2 <= a <= 16, b <= 16",
    .oracle = "definition",
    .list_order = 920, .cost = 3,
    .run = check_staircase,
};

// A third row as the census found it: "r=782: period 1 from q=1106, d=463".
std::string third_row_text(const ChompThirdRow& t) {
  std::string out = "r=" + to_string(t.r) + ": ";
  switch (t.kind) {
    case ChompThirdRow::Kind::Live: {
      out += "period " + to_string(t.period) + " from q=" + to_string(t.start) + ", d=";
      for (std::size_t i = 0; i < t.pattern.size() && i < 12; ++i) out += (i ? "," : "") + to_string(t.pattern[i]);
      if (t.pattern.size() > 12) out += ",...";
      return out;
    }
    case ChompThirdRow::Kind::Stale:
      return out + "stale, ended by the P-position (" + to_string(t.start) + "," + to_string(t.start) + "," +
             to_string(t.r) + ")";
    case ChompThirdRow::Kind::Unresolved: return out + "no period within the horizon q <= " + to_string(t.horizon);
    case ChompThirdRow::Kind::Incomplete: return out + "a P-position past the 3-row pass at q=" + to_string(t.start);
  }
  return out;
}

ChompPeriodCensus period_census(int max_r) {
  ChompPeriodOptions options;
  options.max_r = max_r;
  return chomp_three_row_periods(options);
}

struct PublishedPeriod {
  int r, period, start;
};

// The table of Brouwer's Chomp page (aeb.win.tue.nl/games/chomp.html): third row, start, period.
constexpr PublishedPeriod kBrouwerTable[] = {
    {120, 2, 170},  {400, 2, 566},  {402, 4, 571},  {422, 2, 597},  {424, 4, 600},  {513, 2, 725},
    {576, 2, 814},  {583, 2, 824},  {585, 4, 828},  {593, 2, 838},  {605, 2, 856},  {610, 2, 863},
    {861, 2, 1217}, {888, 2, 1255}, {890, 4, 1258}, {892, 4, 1265}, {904, 2, 1278}, {2027, 3, 2867},
    {6541, 9, 9250}};

CheckResult check_three_row_periods(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 1000 : 10000;
  const ChompPeriodCensus census = period_census(top);
  for (const PublishedPeriod& want : kBrouwerTable) {
    if (want.r > top) continue;
    const ChompThirdRow& t = census.rows[std::size_t(want.r)];
    tally.expect(t.kind == ChompThirdRow::Kind::Live && t.period == want.period && t.start == want.start, [&] {
      return value_counterexample(want.r, "third row " + to_string(want.r),
                                  third_row_text(t) + "; Brouwer's table: period " + to_string(want.period) +
                                      " from q=" + to_string(want.start));
    });
  }
  // Brouwer: from q = 170 on, p = q + 71 + (-1)^q in row 120.
  const ChompThirdRow& r120 = census.rows[120];
  tally.expect(r120.pattern == std::vector<int>{72, 70}, [&] {
    return value_counterexample(120, "third row 120", third_row_text(r120) + "; Brouwer: d = 71 + (-1)^q");
  });
  std::map<int, std::vector<int>> periodic;  // period >= 2 -> its rows
  for (const ChompThirdRow& t : census.rows)
    if (t.kind == ChompThirdRow::Kind::Live && t.period >= 2) periodic[t.period].push_back(t.r);
  if (!o.quick) {
    // Nivasch, quoted on the same page: to r = 10000 only periods 2 (141 rows), 3, 4 (54) and 9.
    const std::map<int, std::vector<int>> lists = {{3, {2027, 2751, 6539, 6746, 7693, 7961, 8765}}, {9, {6541, 8767}}};
    const std::map<int, std::size_t> counts = {{2, 141}, {3, 7}, {4, 54}, {9, 2}};
    for (const auto& [period, rows] : periodic) {
      const auto count = counts.find(period);
      const auto list = lists.find(period);
      tally.expect(count != counts.end() && rows.size() == count->second &&
                       (list == lists.end() || rows == list->second),
                   [&] {
                     return value_counterexample(rows.front(), "period " + to_string(period),
                                                 to_string(rows.size()) + " third rows <= 10000, the first " +
                                                     third_row_text(census.rows[std::size_t(rows.front())]));
                   });
    }
    tally.expect(periodic.size() == counts.size(), [&] {
      return value_counterexample(top, "periods to r = 10000",
                                  to_string(periodic.size()) + " periods of 2 or more, Nivasch: 4 (2, 3, 4 and 9)");
    });
  }
  std::string notes;
  for (const auto& [period, rows] : periodic) notes += (notes.empty() ? "" : ", ") + to_string(rows.size()) + " rows of period " + to_string(period);
  int stale = 0;
  for (const ChompThirdRow& t : census.rows) stale += t.kind == ChompThirdRow::Kind::Stale;
  return tally.result("every third row r <= " + to_string(top) + " (q <= 2r + 1000)",
                      notes + "; " + to_string(stale) + " stale rows");
}

const Check kCheck_Nivasch_3row_periods{
    .id = "lit-Chomp-3row-periods",
    .source = "Nivasch's census and Brouwer's table, A. E. Brouwer's Chomp page (aeb.win.tue.nl/games/chomp.html)",
    .claim = "In 3-row Chomp, the third rows r <= 10000 whose P-positions (p, q, r) have p - q of period 2 or more "
             "have periods 2 (141 rows), 3 (r = 2027, 2751, 6539, 6746, 7693, 7961, 8765), 4 (54 rows) and 9 "
             "(r = 6541, 8767), and each row of Brouwer's table has the period and start it gives",
    .scope = "every third row r <= 10000",
    .oracle = "definition",
    .list_order = 930, .cost = 4,
    .run = check_three_row_periods,
};

// G07 Sec. 8.2, as dannguyen111/chomp's tests record it: period 25 at r = 782, 720 at r = 7751.
CheckResult check_g07_periods(const CheckOptions& o) {
  Tally tally;
  const std::vector<PublishedPeriod> claims = o.quick ? std::vector<PublishedPeriod>{{782, 25, 0}}
                                                      : std::vector<PublishedPeriod>{{782, 25, 0}, {7751, 720, 0}};
  const ChompPeriodCensus census = period_census(claims.back().r);
  for (const PublishedPeriod& claim : claims) {
    const ChompThirdRow& t = census.rows[std::size_t(claim.r)];
    tally.expect(t.kind == ChompThirdRow::Kind::Live && t.period == claim.period, [&] {
      return value_counterexample(claim.r, "third row " + to_string(claim.r),
                                  third_row_text(t) + "; claimed: period " + to_string(claim.period));
    });
  }
  std::string notes;
  for (const PublishedPeriod& claim : claims) notes += (notes.empty() ? "" : "; ") + third_row_text(census.rows[std::size_t(claim.r)]);
  return tally.result("third rows " + std::string(o.quick ? "782" : "782 and 7751"), notes);
}

const Check kCheck_G07_periods{
    .id = "lit-Chomp-3row-G07-periods",
    .source = "Brouwer, Horvath, Molnar-Saska, Szabo, INTEGERS 5 (2005) G07, Sec. 8.2, as recorded by the tests of "
              "github.com/dannguyen111/chomp",
    .claim = "In 3-row Chomp, p - q of the P-positions (p, q, r) has period 25 for the third row r = 782 and period "
             "720 for r = 7751",
    .scope = "third rows 782 and 7751",
    .oracle = "definition",
    .expected = false,
    .expected_counterexample = "third row 782",
    .note = "Refuted as recorded: row 782 has period 1 and row 7751 is stale (a P-position (q, q, 7751) ends it), "
            "in agreement with dannguyen111/chomp's own census. The wording of Sec. 8.2 was read second-hand.",
    .list_order = 940, .cost = 3,
    .run = check_g07_periods,
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_chomp_literature_checks(std::vector<Check>& list) {
  list.push_back(kCheck_Sheiner_3xn_unique);
  list.push_back(kCheck_Garg_4row_count);
  list.push_back(kCheck_Padhi_staircase);
  list.push_back(kCheck_Nivasch_3row_periods);
  list.push_back(kCheck_G07_periods);
}

}  // namespace posetlab::checks
