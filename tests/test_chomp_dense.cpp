// The dense Chomp pass (engine/chomp/chomp_dense.hpp) and its recognition in any labelling
// (engine/chomp/chomp_shape.hpp), held against searches that share none of its machinery:
// plain search by the definition over the board poset of `family chomp` (every board up
// to 6 x 6, every Young-diagram position of small boxes) and the element-mask search.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "engine/chomp/chomp_by_definition.hpp"
#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_shape.hpp"
#include "engine/core/error.hpp"
#include "engine/impartial/mask_search.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/search_choice.hpp"
#include "enumerate/families.hpp"
#include "shell.hpp"
#include "tests/build_mode.hpp"

namespace posetlab::testing {
namespace {

using families::chomp;

int element(int cols, int r, int c) { return families::chomp_element(cols, r, c); }
std::uint64_t diagram_mask(int cols, const std::vector<int>& lam) { return families::chomp_diagram_mask(cols, lam); }

// Every diagram of the rows x cols box with the poisoned square.
std::vector<std::vector<int>> diagrams(int rows, int cols) {
  std::vector<std::vector<int>> out;
  std::vector<int> lam(rows, 0);
  auto walk = [&](auto&& self, int i, int maxv) -> void {
    if (i == rows) {
      if (lam[0] >= 1) out.push_back(lam);
      return;
    }
    for (int v = 0; v <= maxv; ++v) {
      lam[i] = v;
      self(self, i + 1, v);
    }
  };
  walk(walk, 0, cols);
  return out;
}

// g of the whole board by the definition (PlainSearch takes up to 64 elements).
int plain_board(const Poset& board) {
  PlainSearch plain(board);
  return plain.grundy(plain.all());
}

ChompDenseOptions threads(int n) {
  ChompDenseOptions o;
  o.threads = n;
  return o;
}

TEST(ChompDense, CountsAndRanksFillTheBoxExactly) {
  EXPECT_EQ(ChompDense::positions(16, 16), 601080390u);
  EXPECT_EQ(ChompDense::positions(3, 4), 35u);
  const ChompDense dense(4, 5);
  std::vector<char> seen(ChompDense::positions(4, 5), 0);
  for (const auto& lam : diagrams(4, 5)) {
    const std::uint64_t r = dense.rank(lam);
    ASSERT_LT(r, seen.size());
    EXPECT_FALSE(seen[r]);
    seen[r] = 1;
  }
  EXPECT_EQ(std::count(seen.begin(), seen.end(), 1), int(seen.size()) - 1);  // all but the empty diagram
  EXPECT_THROW(dense.rank(std::vector<int>{2, 3}), UsageError);  // rows increase
  EXPECT_THROW(dense.rank(std::vector<int>{6}), UsageError);     // wider than the box
  EXPECT_THROW(dense.rank(std::vector<int>{0}), UsageError);     // no poisoned square
}

// The self-test's oracle is the game itself: Chomp over Young diagrams gives every
// position's value and bites as plain search over the board poset does.
TEST(ChompDense, TheSelfTestsOracleIsPlainSearchOverTheBoardPoset) {
  ChompByDefinition definition;
  for (auto [rows, cols] : {std::pair{4, 5}, std::pair{5, 3}}) {
    PlainSearch plain(chomp(rows, cols));
    for (const auto& lam : diagrams(rows, cols)) {
      const std::uint64_t s = diagram_mask(cols, lam);
      ASSERT_EQ(definition.grundy(lam), plain.grundy(s)) << ::testing::PrintToString(lam);
      for (const auto& [cell, v] : definition.option_values(lam))
        ASSERT_EQ(v, plain.grundy(s & ~plain.up()[element(cols, cell.first, cell.second)]));
    }
  }
}

TEST(ChompDense, SelfTestFindsNoDifferenceOnAnyBoxUpToSixBySix) {
  const ChompSelfTest test = ChompDense::self_test(6);
  EXPECT_EQ(test.max_side, 6);
  EXPECT_EQ(test.boxes, 36u);
  // Each box: two comparisons a diagram for values and bites, two for the outcome pass,
  // and two a diagram of the region; the 6 x 6 box alone has 923 diagrams.
  EXPECT_GT(test.comparisons, 4u * 923u);
  for (const ChompSelfTestDifference& d : test.differences)
    ADD_FAILURE() << d.rows << " x " << d.cols << " " << ::testing::PrintToString(d.diagram) << ": " << d.detail;
}

TEST(ChompDense, EveryBoardUpToSixBySixMatchesPlainAndMaskSearch) {
  const ChompDense dense(6, 6);
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) {
      const Poset board = chomp(a, b);
      ASSERT_EQ(dense.board_grundy(a, b), plain_board(board)) << a << " x " << b;
      if (board.size() > 0) {
        EXPECT_EQ(dense.board_grundy(a, b), mask_search(board, false).grundy) << a << " x " << b;
      }
    }
}

TEST(ChompDense, EveryDiagramOfSmallBoxesMatchesPlainSearchWithItsOptions) {
  for (auto [rows, cols] : {std::pair{5, 5}, std::pair{3, 8}, std::pair{7, 3}}) {
    const ChompDense dense(rows, cols);
    PlainSearch plain(chomp(rows, cols));
    for (const auto& lam : diagrams(rows, cols)) {
      const std::uint64_t s = diagram_mask(cols, lam);
      ASSERT_EQ(dense.grundy(lam), plain.grundy(s)) << rows << "x" << cols << " diagram " << ::testing::PrintToString(lam);
      for (const auto& [cell, v] : dense.option_values(lam))
        ASSERT_EQ(v, plain.grundy(s & ~plain.up()[element(cols, cell.first, cell.second)]));
    }
  }
}

TEST(ChompDense, ThreadsGiveTheSameTableAndNarrowerBoxesArePrefixes) {
  const ChompDense one(7, 8, threads(1)), four(7, 8, threads(4));
  EXPECT_TRUE(std::ranges::equal(one.values(), four.values()));
  EXPECT_EQ(one.stats().moves, four.stats().moves);
  const ChompDense narrow(7, 5);
  ASSERT_LE(narrow.values().size(), one.values().size());
  EXPECT_TRUE(std::equal(narrow.values().begin(), narrow.values().end(), one.values().begin()));
}

// Values past 255 go to the escape table beside the byte array. Thin boxes reach them
// (2 x 180 and 1 x 400, checked by the definition); lowering the escape sends small values
// there too, so the table's every path (a square's transposes, several threads, a region)
// is held to the plain array on boxes the definition checks.
TEST(ChompDense, ValuesPastAByteAreKeptExactly) {
  ChompByDefinition definition;
  const ChompDense two(2, 180, threads(2));
  EXPECT_GT(two.stats().max_grundy, 255);
  EXPECT_FALSE(two.overflow().empty());
  for (const auto& lam : diagrams(2, 180)) ASSERT_EQ(two.grundy(lam), definition.grundy(lam)) << lam[0] << "," << lam[1];
  EXPECT_EQ(ChompDense(2, 180, threads(1)).overflow(), two.overflow());
  const ChompDense one_row(1, 400);
  EXPECT_EQ(one_row.board_grundy(1, 400), 399);
  EXPECT_EQ(one_row.board_winning_bites(1, 400), (std::vector<ChompCell>{{0, 1}}));

  for (const int escape_from : {0, 3, 6}) {
    ChompDenseOptions low = threads(3);
    low.escape_from = escape_from;
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{6, 6}, {5, 7}}) {
      const ChompDense plain(rows, cols, threads(1)), escaped(rows, cols, low);
      EXPECT_FALSE(escaped.overflow().empty());
      for (const auto& lam : diagrams(rows, cols)) {
        ASSERT_EQ(escaped.grundy(lam), plain.grundy(lam)) << rows << "x" << cols << " from " << escape_from;
        ASSERT_EQ(escaped.winning_bites(lam), plain.winning_bites(lam));
      }
    }
    low.within = {6, 4, 4, 1};
    const ChompDense region(4, 6, low), whole(4, 6, threads(1));
    for (const auto& lam : diagrams(4, 6))
      if (lam[1] <= 4 && lam[3] <= 1) {
        ASSERT_EQ(region.grundy(lam), whole.grundy(lam));
      }
  }
}

TEST(ChompDense, ThreadCountsAndSquareBoxesGiveOneTable) {
  // Squares take the transpose shortcut; every count of threads (more than cores too)
  // must give the array of one thread, byte for byte.
  const ChompDense one(9, 9, threads(1));
  for (int t : {2, 3, 5}) {
    const ChompDense many(9, 9, threads(t));
    EXPECT_TRUE(std::ranges::equal(one.values(), many.values())) << t << " threads";
    EXPECT_EQ(one.stats().moves, many.stats().moves) << t << " threads";
  }
  // The square's values equal the rectangular box's on the diagrams they share.
  const ChompDense wide(9, 10, threads(2));
  for (const auto& lam : diagrams(9, 9)) ASSERT_EQ(one.grundy(lam), wide.grundy(lam)) << ::testing::PrintToString(lam);
}

TEST(ChompDense, ARegionValuesExactlyTheDiagramsInsideIt) {
  // Every diagram inside the region gets the box's value; the pass values no more
  // diagrams than the region holds; a diagram outside it is refused.
  const ChompDense box(6, 7);
  for (const std::vector<int>& region : {std::vector<int>{7, 5, 5, 2, 1}, std::vector<int>{4, 4, 3, 1}}) {
    ChompDenseOptions o;
    o.within = region;
    const ChompDense part(6, 7, o);
    std::uint64_t inside = 0;
    for (const auto& lam : diagrams(6, 7)) {
      bool in = true;
      for (std::size_t i = 0; i < lam.size(); ++i) in = in && lam[i] <= (i < region.size() ? region[i] : 0);
      if (!in) {
        EXPECT_THROW(part.grundy(lam), UsageError);
        continue;
      }
      ++inside;
      ASSERT_EQ(part.grundy(lam), box.grundy(lam)) << ::testing::PrintToString(lam);
    }
    EXPECT_EQ(part.stats().positions, inside + 1);  // and the empty diagram
  }
  // A self-conjugate region of a square box takes the transpose shortcut.
  ChompDenseOptions o;
  o.within = {5, 4, 3, 2, 1};
  const ChompDense staircase(5, 5, o), square(5, 5);
  for (const auto& lam : diagrams(5, 5)) {
    bool in = true;
    for (int i = 0; i < 5; ++i) in = in && lam[i] <= 5 - i;
    if (in) {
      ASSERT_EQ(staircase.grundy(lam), square.grundy(lam)) << ::testing::PrintToString(lam);
    }
  }
  ChompDenseOptions bad;
  bad.within = {3, 4};
  EXPECT_THROW(ChompDense(4, 4, bad), UsageError);
}

TEST(ChompDense, OutcomeBitsAreTheGrundyPassZeroes) {
  // Every diagram of the 12 x 12 box (every board up to 12 x 12 among them): P in the
  // outcome pass exactly where the Grundy pass has 0, for one and for several threads;
  // the winning bites of every board agree (10 x 10 under the sanitizers).
  const int side = size_for_build(12, 10);
  ChompDenseOptions bits;
  bits.outcome_only = true;
  bits.threads = 1;
  const ChompDense grundy(side, side, threads(2)), one(side, side, bits);
  bits.threads = 3;
  const ChompDense three(side, side, bits);
  EXPECT_TRUE(one.outcome_only());
  EXPECT_TRUE(one.values().empty());
  std::uint64_t p = 0;
  std::vector<int> lam(std::size_t(side), 0);
  auto walk = [&](auto&& self, int i, int maxv) -> void {
    if (i == side) {
      if (lam[0] == 0) return;
      const bool zero = grundy.grundy(lam) == 0;
      p += zero;
      ASSERT_EQ(one.is_p(lam), zero) << ::testing::PrintToString(lam);
      ASSERT_EQ(three.is_p(lam), zero) << ::testing::PrintToString(lam);
      return;
    }
    for (int v = 0; v <= maxv; ++v) {
      lam[i] = v;
      self(self, i + 1, v);
    }
  };
  walk(walk, 0, side);
  EXPECT_GT(p, 1000u);
  for (int a = 1; a <= side; ++a)
    for (int b = a; b <= side; ++b) ASSERT_EQ(one.board_winning_bites(a, b), grundy.board_winning_bites(a, b)) << a << "x" << b;
  EXPECT_THROW(one.board_grundy(3, 3), UsageError);
  EXPECT_EQ(ChompDense::bytes_needed(18, 18, true), (ChompDense::positions(18, 18) + 63) / 64 * 8);
}

TEST(ChompDense, ABoxBeyondTheMemoryLimitIsRefusedBeforeAllocating) {
  ChompDenseOptions small;
  small.max_bytes = 1 << 20;
  try {
    ChompDense(18, 18, small);
    FAIL() << "no refusal";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("18 x 18 box needs"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("9075135300 positions"), std::string::npos) << e.what();
  }
}

TEST(ChompShape, BoardsAndTheirDiagramsAreRecognisedInAnyLabelling) {
  std::mt19937_64 rng(27);
  for (int a = 1; a <= 5; ++a)
    for (int b = 1; b <= 6; ++b) {
      const Poset board = chomp(a, b);
      for (const auto& lam : diagrams(a, b)) {
        std::vector<int> kept;
        for (int r = 0; r < a; ++r)
          for (int c = 0; c < lam[r]; ++c)
            if (r || c) kept.push_back(element(b, r, c));
        std::vector<int> perm(kept.size());
        std::iota(perm.begin(), perm.end(), 0);
        std::shuffle(perm.begin(), perm.end(), rng);
        const Poset p = board.induced(kept).relabeled(perm);
        const auto shape = recognise_chomp(p);
        ASSERT_TRUE(shape) << p.to_text();
        // The shape is lam or its transpose (trailing zero rows dropped).
        std::vector<int> own(lam.begin(), std::find(lam.begin(), lam.end(), 0)), transposed;
        for (int c = 0; c < lam[0]; ++c) transposed.push_back(int(std::count_if(lam.begin(), lam.end(), [&](int v) { return v > c; })));
        EXPECT_TRUE(shape->row_lengths == own || shape->row_lengths == transposed) << p.to_text();
      }
    }
}

TEST(ChompShape, OtherPosetsAreNotRecognised) {
  EXPECT_FALSE(recognise_chomp(antichain_poset(3)));
  EXPECT_FALSE(recognise_chomp(chomp(4, 5).dual()));
  // The 4 x 4 board without square (1,1): (1,2) and (2,1) lose a lower cover.
  std::vector<int> holed;
  for (int x = 0; x < 15; ++x)
    if (x != element(4, 1, 1)) holed.push_back(x);
  EXPECT_FALSE(recognise_chomp(chomp(4, 4).induced(holed)));
  // A board with one relation added.
  std::vector<Relation> rel = chomp(3, 3).covers();
  rel.emplace_back(element(3, 0, 1), element(3, 1, 0));
  EXPECT_FALSE(recognise_chomp(Poset::from_relations(8, rel)));
  EXPECT_TRUE(recognise_chomp(chain_poset(5)));  // a one-row board
}

TEST(ChompShape, SolveByChompReportsTheWinningBitesAsElements) {
  std::mt19937_64 rng(6);
  for (auto [a, b] : {std::pair{4, 7}, std::pair{6, 5}, std::pair{3, 3}}) {
    const Poset board = chomp(a, b);
    std::vector<int> perm(board.size());
    std::iota(perm.begin(), perm.end(), 0);
    std::shuffle(perm.begin(), perm.end(), rng);
    const Poset p = board.relabeled(perm);
    const SolveResult dense = solve_by_chomp(p, true);
    const SolveResult mask = solve_by_mask(p, true, {});
    EXPECT_EQ(dense.grundy, mask.grundy);
    EXPECT_EQ(dense.gset, mask.gset);
    EXPECT_EQ(dense.winning_moves, mask.winning_moves);
  }
  // A Young-diagram position: the pass covers the diagrams inside it only.
  const std::vector<int> lam{8, 6, 6, 3, 1};
  std::vector<int> kept;
  for (int r = 0; r < int(lam.size()); ++r)
    for (int c = 0; c < lam[r]; ++c)
      if (r || c) kept.push_back(element(8, r, c));
  const Poset diagram = chomp(5, 8).induced(kept);
  ChompDenseStats stats;
  const SolveResult dense = solve_by_chomp(diagram, true, {}, &stats);
  const SolveResult mask = solve_by_mask(diagram, true, {});
  EXPECT_EQ(dense.grundy, mask.grundy);
  EXPECT_EQ(dense.gset, mask.gset);
  EXPECT_EQ(dense.winning_moves, mask.winning_moves);
  const auto all = diagrams(5, 8);
  const auto inside = std::count_if(all.begin(), all.end(), [&](const std::vector<int>& d) {
    for (int i = 0; i < 5; ++i)
      if (d[i] > lam[i]) return false;
    return true;
  });
  EXPECT_EQ(stats.positions, std::uint64_t(inside) + 1);  // and the empty diagram
  EXPECT_THROW(solve_by_chomp(antichain_poset(3), false), UsageError);
}

TEST(ChompShapeCli, CliSolveGivesTheTwoBitesOfSixByThirteen) {
  const std::string b = POSETLAB_BINARY;
  const ShellResult dense = run_shell(b + " family chomp 6 13 | " + b + " solve --moves");
  const ShellResult mask = run_shell(b + " family chomp 6 13 | " + b + " solve --moves --search mask");
  ASSERT_EQ(dense.status, 0);
  EXPECT_EQ(dense.out, mask.out);
  // Two element ids after winning_moves=, and the two cells of the chomp table.
  const auto at = dense.out.find("winning_moves=");
  ASSERT_NE(at, std::string::npos) << dense.out;
  const auto end = dense.out.find(' ', at);
  EXPECT_EQ(std::count(dense.out.begin() + at, dense.out.begin() + end, ','), 1) << dense.out;
  EXPECT_NE(dense.out.find(" winning_cells=(3,11),(4,8)\n"), std::string::npos) << dense.out;
}

// --search chomp on a board beyond memory is refused with its line; auto searches it by
// the general rule instead (here stopped at a node limit).
TEST(ChompShapeCli, CliSolveRefusesABoardBeyondMemoryOnlyWhenTheDensePassIsAskedFor) {
  const std::string b = POSETLAB_BINARY;
  const ShellResult big = run_shell(b + " family chomp 19 19 | " + b + " solve --search chomp 2>&1");
  EXPECT_EQ(big.status, 2);
  EXPECT_NE(big.out.find("<stdin>:1:1: the dense Chomp pass over the 19 x 19 box needs"), std::string::npos) << big.out;
  const ShellResult searched = run_shell(b + " family chomp 19 19 | " + b + " solve --node-limit 1000 2>&1");
  EXPECT_EQ(searched.status, 3) << searched.out;
  EXPECT_NE(searched.out.find("search stopped at the node limit"), std::string::npos) << searched.out;
}

}  // namespace
}  // namespace posetlab::testing
