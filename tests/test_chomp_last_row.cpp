// The last-row pass (ChompDenseOptions::last_row, engine/chomp/chomp_last_row.hpp): Chomp with
// k rows read from one byte per diagram of k - 1 rows. Held against Chomp by its rules alone
// on every diagram of small boxes, and against the outcome pass of the k-row box (a pass that
// shares its ranks but not the rule) on every diagram of larger ones; any thread count and a
// resumed pass give the same bytes.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <vector>

#include "engine/chomp/chomp_by_definition.hpp"
#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_last_row.hpp"
#include "engine/core/error.hpp"

namespace posetlab::testing {
namespace {

// Every diagram of the rows x cols box (first row >= 1), as `rows` row lengths.
void each_diagram(int rows, int cols, const std::function<void(const std::vector<int>&)>& visit) {
  std::vector<int> lam(std::size_t(rows), 0);
  std::function<void(int, int)> place = [&](int i, int maxv) {
    if (i == rows) {
      if (lam[0] >= 1) visit(lam);
      return;
    }
    for (int v = 0; v <= maxv; ++v) {
      lam[std::size_t(i)] = v;
      place(i + 1, v);
    }
  };
  place(0, cols);
}

TEST(ChompLastRow, EveryDiagramOfSmallBoxesHasTheOutcomeOfTheDefinition) {
  ChompByDefinition definition;
  std::uint64_t compared = 0;
  for (int rows = 2; rows <= 5; ++rows)
    for (int cols = 1; cols <= 7; ++cols) {
      const ChompLastRow box(rows, cols);
      each_diagram(rows, cols, [&](const std::vector<int>& lam) {
        ++compared;
        ASSERT_EQ(box.is_p(lam), definition.grundy(lam) == 0) << rows << " x " << cols << " at " << ::testing::PrintToString(lam);
      });
    }
  EXPECT_EQ(compared, 2926u);  // sum over the boxes of C(rows+cols, rows) - 1
}

TEST(ChompLastRow, EveryDiagramAndBoardAgreesWithTheOutcomePass) {
  for (const auto& [rows, cols] : {std::pair{6, 25}, std::pair{3, 60}, std::pair{9, 12}}) {
    ChompDenseOptions bits;
    bits.outcome_only = true;
    const ChompDense outcome(rows, cols, bits);
    const ChompLastRow last(rows, cols);
    std::uint64_t p = 0;
    each_diagram(rows, cols, [&](const std::vector<int>& lam) {
      p += outcome.is_p(lam);
      ASSERT_EQ(last.is_p(lam), outcome.is_p(lam)) << rows << " x " << cols << " at " << ::testing::PrintToString(lam);
    });
    EXPECT_GT(p, 0u);
    for (int b = 1; b <= cols; ++b)
      for (int a = 1; a <= rows && a <= b; ++a) ASSERT_EQ(last.board_winning_bites(a, b), outcome.board_winning_bites(a, b));
  }
  // 6 x 13 has two winning bites, which the six-row game reads from the five-row box.
  EXPECT_EQ(ChompLastRow(6, 13).board_winning_bites(6, 13), (std::vector<ChompCell>{{3, 11}, {4, 8}}));
}

TEST(ChompLastRow, ThreadsAndAResumedPassGiveTheSameBytes) {
  ChompDenseOptions one;
  one.threads = 1;
  const ChompLastRow a(6, 40, one);
  ChompDenseOptions two;
  two.threads = 2;
  const ChompLastRow b(6, 40, two);
  ASSERT_EQ(a.pass().values().size(), b.pass().values().size());
  EXPECT_TRUE(std::equal(a.pass().values().begin(), a.pass().values().end(), b.pass().values().begin()));
  // Stopped after layer 60 (kept as a checkpoint would keep it), then resumed from there.
  std::vector<std::uint8_t> saved;
  int saved_layers = 0;
  std::uint64_t saved_positions = 0;
  ChompDenseOptions stop = two;
  stop.layer_done = [&](std::span<const std::uint8_t> array, const ChompOverflow&, const ChompDenseStats& s) {
    if (s.layers_done != 60) return;
    saved.assign(array.begin(), array.end());
    saved_layers = 60, saved_positions = s.positions;
  };
  stop.stop = [&] { return saved_layers > 0; };
  EXPECT_ANY_THROW(ChompLastRow(6, 40, stop));
  ASSERT_EQ(saved_layers, 60);
  ChompDenseOptions resume = two;
  resume.restore = [&](std::span<std::uint8_t> array, ChompOverflow&) {
    std::copy(saved.begin(), saved.end(), array.begin());
    ChompRestored r;
    r.layers = saved_layers, r.positions = saved_positions;
    return r;
  };
  const ChompLastRow c(6, 40, resume);
  EXPECT_GT(c.stats().resumed, 0u);
  EXPECT_TRUE(std::equal(a.pass().values().begin(), a.pass().values().end(), c.pass().values().begin()));
}

TEST(ChompLastRow, RefusesWhatItCannotHold) {
  EXPECT_THROW(ChompLastRow(1, 5), UsageError);
  EXPECT_THROW(ChompLastRow(3, 300), UsageError);  // a row length must fit below the byte 255
  const ChompLastRow box(3, 5);
  EXPECT_THROW(box.pass().grundy(std::vector<int>{2, 1}), UsageError);
  EXPECT_THROW(box.pass().is_p(std::vector<int>{2, 1}), UsageError);
  EXPECT_THROW(box.is_p(std::vector<int>{2, 1, 3}), UsageError);
  EXPECT_THROW(box.board_winning_bites(4, 5), UsageError);
}

}  // namespace
}  // namespace posetlab::testing
