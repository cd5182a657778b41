// Checks of Chomp (001 §1.1: the a x b board is the grid order without its least
// element), the game every paper opens with, against the dense retrograde pass of
// engine/chomp/chomp_dense.hpp:
//   - every board up to 8 x 8, with its winning bites, equals plain search by the
//     definition over the poset `family chomp` builds;
//   - every position of every box up to 7 x 7, in each kind of pass, equals plain search
//     over Young diagrams (the pass's self-test, ChompDense::self_test);
//   - the 2-row law: a two-row position (p, q) is a P-position iff q = p - 1;
//   - Brouwer's 3-row P-positions with third row 3 and 4, each by plain search, and as
//     the complete list of such P-positions inside a 3-row box;
//   - biting (1,1) wins every square board (it leaves an L with two equal arms);
//   - the 6 x 13 board has exactly two winning bites (Ekhad and Zeilberger, 2018);
//   - the P-positions of 3- and 4-row Chomp from the pass by rows (engine/chomp/chomp_rows.hpp)
//     are those of the dense pass over the box, and give OEIS A395126.
// Cells are (row, column) with the poisoned square at (0,0).
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_rows.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/families.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

int element(int cols, int r, int c) { return families::chomp_element(cols, r, c); }
std::uint64_t diagram_mask(int cols, const std::vector<int>& lam) { return families::chomp_diagram_mask(cols, lam); }

std::string diagram_text(const std::vector<int>& lam) {
  std::string s = "(";
  for (std::size_t i = 0; i < lam.size(); ++i) s += (i ? "," : "") + to_string(lam[i]);
  return s + ")";
}

std::string cells_text(const std::vector<ChompCell>& cells) {
  std::string s;
  for (const auto& [r, c] : cells) s += (s.empty() ? "(" : " (") + to_string(r) + "," + to_string(c) + ")";
  return s.empty() ? "-" : s;
}

CheckResult check_boards_by_definition(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 5 : 8;
  const ChompDense dense(top, top);
  for (int a = 1; a <= top; ++a)
    for (int b = 1; b <= top; ++b) {
      const Poset board = families::chomp(a, b);
      PlainSearch plain(board);
      const int g = plain.grundy(plain.all());
      std::vector<ChompCell> bites;
      for (int r = 0; r < a; ++r)
        for (int c = r == 0 ? 1 : 0; c < b; ++c)
          if (plain.grundy(plain.all() & ~plain.up()[element(b, r, c)]) == 0) bites.push_back({r, c});
      const int dg = dense.board_grundy(a, b);
      const std::vector<ChompCell> dbites = dense.board_winning_bites(a, b);
      tally.expect(g == dg && bites == dbites, [&] {
        return poset_counterexample(board, to_string(a) + " x " + to_string(b) + ": plain search g = " + to_string(g) +
                                               ", bites " + cells_text(bites) + "; dense g = " + to_string(dg) +
                                               ", bites " + cells_text(dbites));
      });
    }
  return tally.result("every board a x b, a, b <= " + to_string(top) + ", value and winning bites");
}

const Check kCheck_001_Chomp_boards{
    .id = "001-Chomp-boards", .source = "001 §1.1 (Chomp)",
    .claim = "The Grundy value and the winning bites of every Chomp board a x b, a, b <= 8, from the dense "
             "retrograde pass over the box equal those of plain search by the definition on the grid order "
             "without its least element",
    .scope = "every board up to 8 x 8",
    .oracle = "definition",
    .list_order = 310, .cost = 2,
    .run = check_boards_by_definition,
};

// The pass's own self-test (ChompDense::self_test): each comparison is an instance, each
// difference a failure whose size is the diagram's cells.
CheckResult check_dense_self_test(const CheckOptions& o) {
  Tally tally;
  const ChompSelfTest test = ChompDense::self_test(o.quick ? 5 : 7);
  tally.pass(test.comparisons - test.differences.size());
  for (const ChompSelfTestDifference& d : test.differences) {
    int cells = 0;
    for (int v : d.diagram) cells += v;
    tally.fail(value_counterexample(cells, "Chomp position " + diagram_text(d.diagram) + " of the " + to_string(d.rows) +
                                               " x " + to_string(d.cols) + " box",
                                    d.detail));
  }
  return tally.result("every position of every box a x b, a, b <= " + to_string(test.max_side) + " (" +
                      to_string(test.boxes) + " boxes)");
}

const Check kCheck_001_Chomp_dense{
    .id = "001-Chomp-dense", .source = "001 §1.1 (Chomp)",
    .claim = "The dense retrograde pass over a box a x b (engine/chomp/chomp_dense.hpp) gives every Young-diagram "
             "position of the box, a, b <= 7, the Grundy value, the values of its bites, the outcome and the winning "
             "bites of plain search by the definition over Young diagrams (a memoised mex), in a pass of Grundy "
             "bytes, one of outcome bits on two threads and one restricted to a region",
    .scope = "every position of every box up to 7 x 7",
    .oracle = "definition",
    .list_order = 315, .cost = 1,
    .run = check_dense_self_test,
};

CheckResult check_two_rows(const CheckOptions& o) {
  Tally tally;
  const int width = o.quick ? 12 : 60;
  const ChompDense dense(2, width);
  for (int p = 1; p <= width; ++p)
    for (int q = 0; q <= p; ++q) {
      const bool is_p = dense.grundy(std::vector<int>{p, q}) == 0;
      tally.expect(is_p == (q == p - 1), [&] {
        return value_counterexample(p + q, "Chomp position " + diagram_text({p, q}),
                                    std::string("the law says ") + (q == p - 1 ? "P" : "N") + ", computed " +
                                        (is_p ? "P" : "N"));
      });
    }
  return tally.result("every two-row position (p, q), q <= p <= " + to_string(width));
}

const Check kCheck_001_Chomp_2row{
    .id = "001-Chomp-2row", .source = "001 §1.1 (Chomp); the two-row law",
    .claim = "A two-row Chomp position with rows p >= q (poisoned square in the first) is a P-position iff q = "
             "p - 1",
    .scope = "every (p, q), p <= 60",
    .oracle = "formula",
    .list_order = 320, .cost = 1,
    .run = check_two_rows,
};

// Brouwer's P-positions (a, b, c) of 3-row Chomp with third row c = 3 or 4.
const std::set<std::vector<int>>& brouwer_third_row_3_4() {
  static const std::set<std::vector<int>> s = {{6, 3, 3}, {7, 4, 3}, {5, 5, 3}, {8, 4, 4},
                                               {9, 5, 4}, {10, 6, 4}, {7, 7, 4}};
  return s;
}

CheckResult check_brouwer_listed(const CheckOptions&) {
  Tally tally;
  for (const auto& lam : brouwer_third_row_3_4()) {
    const Poset board = families::chomp(3, lam[0]);
    PlainSearch plain(board);
    const int g = plain.grundy(diagram_mask(lam[0], lam));
    tally.expect(g == 0, [&] {
      return value_counterexample(lam[0] + lam[1] + lam[2], "Chomp position " + diagram_text(lam),
                                  "listed as a P-position; plain search gives g = " + to_string(g));
    });
  }
  return tally.result("the 7 listed positions, by plain search");
}

const Check kCheck_001_Chomp_3row_listed{
    .id = "001-Chomp-3row-listed", .source = "Brouwer, The game of Chomp (3-row P-positions)",
    .claim = "The 3-row positions (6,3,3), (7,4,3), (5,5,3), (8,4,4), (9,5,4), (10,6,4), (7,7,4) are P-positions",
    .scope = "the 7 positions",
    .oracle = "definition",
    .list_order = 330, .cost = 1,
    .run = check_brouwer_listed,
};

CheckResult check_brouwer_complete(const CheckOptions& o) {
  Tally tally;
  const int width = o.quick ? 14 : 80, plain_width = o.quick ? 12 : 21;  // 3 x 21: 63 elements
  const ChompDense dense(3, width);
  PlainSearch plain(families::chomp(3, plain_width));
  for (int c = 3; c <= 4; ++c)
    for (int b = c; b <= width; ++b)
      for (int a = b; a <= width; ++a) {
        const std::vector<int> lam = {a, b, c};
        const bool listed = brouwer_third_row_3_4().count(lam) > 0;
        const bool dense_p = dense.grundy(lam) == 0;
        const bool plain_p = a <= plain_width ? plain.grundy(diagram_mask(plain_width, lam)) == 0 : dense_p;
        tally.expect(dense_p == listed && plain_p == listed, [&] {
          return value_counterexample(a + b + c, "Chomp position " + diagram_text(lam),
                                      std::string(listed ? "listed" : "not listed") + "; dense: " + (dense_p ? "P" : "N") +
                                          ", plain search: " + (plain_p ? "P" : "N"));
        });
      }
  return tally.result("every 3-row position (a, b, c), c in {3, 4}, a <= " + to_string(width) + " (dense), a <= " +
                      to_string(plain_width) + " (plain search too)");
}

const Check kCheck_001_Chomp_3row_complete{
    .id = "001-Chomp-3row-complete", .source = "Brouwer, The game of Chomp (3-row P-positions)",
    .claim = "The 3-row P-positions (a, b, c), a >= b >= c, with third row c = 3 or 4 are exactly the 7 listed "
             "ones",
    .scope = "a <= 80 (dense), a <= 21 (plain search too)",
    .oracle = "definition,formula",
    .list_order = 340, .cost = 1,
    .run = check_brouwer_complete,
};

CheckResult check_square_bite(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 8 : 13;
  const ChompDense dense(top, top);
  for (int n = 2; n <= top; ++n) {
    // The L left by the bite: first row n, then n - 1 rows of length 1; it is Nim with two
    // heaps of n - 1 (the arms), value 0.
    std::vector<int> ell(std::size_t(n), 1);
    ell[0] = n;
    const auto bites = dense.board_winning_bites(n, n);
    const bool wins = std::find(bites.begin(), bites.end(), ChompCell{1, 1}) != bites.end();
    bool plain_zero = true;
    if (n <= 8) {
      PlainSearch plain(families::chomp(n, n));
      plain_zero = plain.grundy(diagram_mask(n, ell)) == 0;
    }
    tally.expect(wins && dense.grundy(ell) == 0 && plain_zero, [&] {
      return value_counterexample(n, "Chomp " + to_string(n) + " x " + to_string(n),
                                  "winning bites " + cells_text(bites) + "; the L has dense g = " +
                                      to_string(dense.grundy(ell)) + (plain_zero ? "" : ", plain search g != 0"));
    });
  }
  return tally.result("square boards n x n, 2 <= n <= " + to_string(top) + " (plain search for n <= 8)");
}

const Check kCheck_001_Chomp_square{
    .id = "001-Chomp-square", .source = "001 §1.1 (Chomp); the square-board strategy",
    .claim = "On every square board n x n, n >= 2, biting (1,1) wins: it leaves an L of two arms of n - 1 "
             "squares, Nim with two equal heaps",
    .scope = "2 <= n <= 13 (plain search for n <= 8)",
    .oracle = "definition,formula",
    .list_order = 350, .cost = 1,
    .run = check_square_bite,
};

CheckResult check_six_by_thirteen(const CheckOptions&) {
  Tally tally;
  const ChompDense dense(6, 13);
  const auto bites = dense.board_winning_bites(6, 13);
  // Independently: plain search by the definition over the 77-element board, any size.
  const Poset board = families::chomp(6, 13);
  std::map<std::vector<std::uint64_t>, int> memo;
  DynBitset all(std::size_t(board.size()));
  for (int x = 0; x < board.size(); ++x) all.set(std::size_t(x));
  std::vector<ChompCell> plain_bites;
  for (int r = 0; r < 6; ++r)
    for (int c = r == 0 ? 1 : 0; c < 13; ++c) {
      DynBitset option = all;
      option.and_not(board.up(element(13, r, c)));
      if (plain_grundy_wide(board, option, memo) == 0) plain_bites.push_back({r, c});
    }
  tally.expect(bites.size() == 2 && bites == plain_bites, [&] {
    return value_counterexample(78, "Chomp 6 x 13",
                                "dense bites " + cells_text(bites) + ", plain search bites " + cells_text(plain_bites));
  });
  return tally.result("the 6 x 13 board", "winning bites " + cells_text(bites));
}

const Check kCheck_001_Chomp_6x13{
    .id = "001-Chomp-6x13", .source = "Ekhad, Zeilberger 2018 (winning bites up to 14 x 14)",
    .claim = "The 6 x 13 Chomp board has exactly two winning bites",
    .scope = "the 6 x 13 board, by the dense pass and by plain search",
    .oracle = "definition",
    .list_order = 360, .cost = 2,
    .run = check_six_by_thirteen,
};

CheckResult check_rows_against_dense(const CheckOptions& o) {
  Tally tally;
  const int top3 = o.quick ? 120 : 300, top4 = o.quick ? 40 : 100;
  for (const auto& [rows, top] : {std::pair{3, top3}, std::pair{4, top4}}) {
    const ChompDense dense(rows, top, [] {
      ChompDenseOptions d;
      d.outcome_only = true;
      return d;
    }());
    chomp_rows_run(rows, top, [&](const ChompRowsLayer& l) {
      std::vector<int> lam(std::size_t(rows), 0);
      lam[0] = l.a;
      for (std::size_t k = 0; k < l.last.size(); ++k) {
        // The prefix of index k: b = k for three rows; k = b(b+1)/2 + c for four.
        if (rows == 3) {
          lam[1] = int(k);
        } else {
          int b = 0;
          while (std::size_t(b + 1) * (b + 2) / 2 <= k) ++b;
          lam[1] = b;
          lam[2] = int(k - std::size_t(b) * (b + 1) / 2);
        }
        for (int last = 0; last <= lam[rows - 2]; ++last) {
          lam[rows - 1] = last;
          const bool dense_p = dense.is_p(lam), rows_p = l.last[k] == last;
          tally.expect(dense_p == rows_p, [&] {
            int cells = 0;
            for (int v : lam) cells += v;
            return value_counterexample(cells, "Chomp position " + diagram_text(lam),
                                        std::string("dense pass: ") + (dense_p ? "P" : "N") + ", pass by rows: " +
                                            (rows_p ? "P" : "N"));
          });
        }
      }
    });
  }
  return tally.result("every position with 3 rows, first row <= " + to_string(top3) + ", and 4 rows, first row <= " +
                      to_string(top4));
}

const Check kCheck_001_Chomp_rows{
    .id = "001-Chomp-rows", .source = "Zeilberger 2001; Brouwer et al. 2005 (3-row Chomp)",
    .claim = "For fixed longer rows of a 3- or 4-row Chomp position at most one last-row length makes a "
             "P-position; the pass that finds it from the bites of the longer rows (engine/chomp/chomp_rows.hpp) "
             "gives the P-positions of the dense retrograde pass over the box",
    .scope = "every position of 3 rows, first row <= 300, and of 4 rows, first row <= 100",
    .oracle = "engine",
    .list_order = 370, .cost = 2,
    .run = check_rows_against_dense,
};

CheckResult check_four_rows_a395126(const CheckOptions& o) {
  Tally tally;
  // A395126: the fourth row d of each P-position (a, b, c, d), a >= b >= c >= d >= 0, in
  // lexicographic order; 4 316 097 P-positions with a <= 500.
  const std::vector<int> published = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 2, 0, 2, 0, 2, 0, 0, 0, 2, 0,
                                      2, 0, 2, 3, 4, 0, 3, 0, 3, 2, 0, 2, 0, 2, 0, 2, 2, 3, 3, 0, 2, 2,
                                      0, 4, 0, 4, 0, 4, 0, 5, 6, 7, 3, 4, 0, 0, 2, 3, 2, 3, 4, 5, 6, 0,
                                      2, 3, 4, 5, 7, 0, 5, 2, 4, 4, 3, 3, 0, 2, 0, 2, 3, 0, 2, 0, 2};
  const int top = o.quick ? 30 : 500;
  std::vector<int> d;
  const std::uint64_t total = chomp_rows_run(4, top, [&](const ChompRowsLayer& l) {
    for (std::int32_t v : l.last)
      if (v != kChompRowsNone && d.size() < published.size()) d.push_back(v);
  });
  for (std::size_t n = 0; n < published.size(); ++n)
    tally.expect(n < d.size() && d[n] == published[n], [&] {
      return value_counterexample(int(n) + 1, "A395126(" + to_string(n + 1) + ")",
                                  "published " + to_string(published[n]) + ", computed " +
                                      (n < d.size() ? to_string(d[n]) : std::string("none")));
    });
  if (!o.quick)
    tally.expect(total == 4316097, [&] {
      return value_counterexample(500, "4-row P-positions with a <= 500",
                                  "published 4316097, computed " + to_string(total));
    });
  return tally.result(o.quick ? "the first 87 terms" : "the first 87 terms and the count for a <= 500",
                      to_string(total) + " P-positions with a <= " + to_string(top));
}

const Check kCheck_001_Chomp_4row_A395126{
    .id = "001-Chomp-4row-A395126", .source = "OEIS A395126 (4-row Chomp P-positions)",
    .claim = "The fourth rows d of the P-positions (a, b, c, d), a >= b >= c >= d >= 0, of 4-row Chomp in "
             "lexicographic order begin as published, and there are 4316097 of them with a <= 500",
    .scope = "the 87 published terms; the count for a <= 500",
    .oracle = "oeis:A395126",
    .list_order = 380, .cost = 1,
    .run = check_four_rows_a395126,
};


}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_chomp_checks(std::vector<Check>& list) {
  list.push_back(kCheck_001_Chomp_boards);
  list.push_back(kCheck_001_Chomp_dense);
  list.push_back(kCheck_001_Chomp_2row);
  list.push_back(kCheck_001_Chomp_3row_listed);
  list.push_back(kCheck_001_Chomp_3row_complete);
  list.push_back(kCheck_001_Chomp_square);
  list.push_back(kCheck_001_Chomp_6x13);
  list.push_back(kCheck_001_Chomp_rows);
  list.push_back(kCheck_001_Chomp_4row_A395126);
}

}  // namespace posetlab::checks
