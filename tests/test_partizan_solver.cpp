// The fast partizan solvers (engine/partizan/partizan_solver.hpp, on the policy seam) against
// plain search by the definition (engine/partizan/partizan_plain.hpp): every coloured poset of at
// most 5 points, random ones up to 12, black-white pruning on and off, wide masks (the
// Hackenbush rule on forests beyond 64 elements, sums of copies), and thread counts.
#include <gtest/gtest.h>
#include <omp.h>

#include <random>

#include "engine/formats/format_text.hpp"
#include "engine/partizan/hackenbush.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "engine/partizan/partizan_policy.hpp"
#include "engine/partizan/partizan_solver.hpp"
#include "engine/memo/shared_table.hpp"
#include "enumerate/coloured_families.hpp"
#include "tests/random_coloured.hpp"
#include "verify/support/poset_instances.hpp"

using namespace posetlab;
using namespace posetlab::testing;

namespace {

constexpr PartizanGame kGames[] = {PartizanGame::BlackWhite, PartizanGame::Pomax, PartizanGame::MinMaxRemoval,
                                   PartizanGame::LeafRemoval, PartizanGame::CornerRemoval};

std::vector<Cell> random_cells(std::mt19937_64& rng, int n) {
  std::vector<Cell> cells;
  for (int x = 0; x < n; ++x) cells.push_back({int(rng() % 3), int(rng() % 3)});
  return cells;
}

// Fast (pruned and, for black-white, unpruned) equals plain for every game on p.
void expect_all_games_match(PartizanSolver& fast, PartizanSolver& unpruned, const ColouredPoset& p,
                            const std::vector<Cell>& cells) {
  for (PartizanGame g : kGames) {
    const Dyadic plain = plain_partizan_value(p, g, cells);
    ASSERT_EQ(fast.value(p, g, cells), plain) << partizan_game_name(g) << " " << p.to_text();
    if (g == PartizanGame::BlackWhite) {
      ASSERT_EQ(unpruned.value(p, g, cells), plain) << p.to_text();
    }
  }
}

}  // namespace

TEST(PartizanSolver, DoneWhenExamples) {
  PartizanSolver s;
  EXPECT_EQ(s.value(parse_coloured_poset_text("poset 4 BBBW: 0<3 1<3 2<3"), PartizanGame::BlackWhite),
            Dyadic::fraction(5, 1));
  // 004's introduction: y < x < z, y < w; z, y black; x, w white (x=0 y=1 z=2 w=3).
  EXPECT_EQ(s.value(parse_coloured_poset_text("poset 4 WBBW: 1<0 0<2 1<3"), PartizanGame::Pomax), Dyadic(0));
  EXPECT_EQ(partizan_outcome(Dyadic::fraction(-3, 2)), 'R');
  EXPECT_EQ(partizan_outcome(Dyadic(0)), 'P');
  EXPECT_THROW(s.value(parse_coloured_poset_text("poset 2 BW:"), PartizanGame::CustomRemoval), UsageError);
}

TEST(PartizanSolver, EveryColouredPosetUpToFivePointsEqualsPlainSearch) {
  // One table for everything: games and posets share it, separated by kind tags.
  SharedTable table(1 << 16);
  SolverOptions o;
  o.table = &table;
  PartizanSolver fast(o), unpruned(o, false);
  std::mt19937_64 rng(9);
  int checked = 0;
  for (const Poset& p : checks::posets_up_to(5))
    for (std::uint32_t word = 0; word < (1u << p.size()); ++word) {
      ColouredPoset c{p, {}};
      for (int x = 0; x < p.size(); ++x) c.colour.push_back(word >> x & 1 ? Colour::White : Colour::Black);
      expect_all_games_match(fast, unpruned, c, random_cells(rng, p.size()));
      ++checked;
    }
  EXPECT_EQ(checked, 1 + 2 + 2 * 4 + 5 * 8 + 16 * 16 + 63 * 32);
}

TEST(PartizanSolver, RandomColouredPosetsUpToTwelvePointsEqualPlainSearch) {
  SolverOptions o;
  o.memo_min_elements = 3;  // exercise the table on small components too
  PartizanSolver fast(o), unpruned(o, false);
  std::mt19937_64 rng(12);
  for (int i = 0; i < 120; ++i) {
    const int n = 6 + int(rng() % 7);
    const ColouredPoset p = random_coloured(rng, n, 0.15 + 0.05 * double(rng() % 6));
    expect_all_games_match(fast, unpruned, p, random_cells(rng, n));
  }
  // Chess-coloured diagrams, the home of corner removal.
  for (auto shape : {std::vector<int>{3, 3, 2}, {4, 3, 1}, {3, 3, 3}, {4, 4, 2, 1}}) {
    auto d = families::young_diagram(shape, Colour::Black);
    expect_all_games_match(fast, unpruned, d.poset, d.cells);
  }
}

TEST(PartizanSolver, WideMasksMatchHackenbushAndSums) {
  PartizanSolver fast, unpruned(SolverOptions{}, false);
  std::mt19937_64 rng(70);
  // Brooms: a spine of n alternately random colours with 3 leaves hanging off it, one
  // connected component beyond 64 elements with few positions.
  for (int n : {66, 130, 250}) {
    std::vector<Relation> rel;
    for (int x = 1; x < n; ++x) rel.emplace_back(x - 1, x);
    for (int leaf = n; leaf < n + 3; ++leaf) rel.emplace_back(int(rng() % n), leaf);
    ColouredPoset f{Poset::from_relations(n + 3, rel), {}};
    for (int x = 0; x < n + 3; ++x) f.colour.push_back(rng() % 2 ? Colour::Black : Colour::White);
    EXPECT_EQ(fast.value(f, PartizanGame::BlackWhite), hackenbush_forest_value(f, Colour::Black)) << n;
    EXPECT_EQ(unpruned.value(f, PartizanGame::BlackWhite), hackenbush_forest_value(f, Colour::Black)) << n;
  }
  // Seven disjoint copies of a 10-point poset: 70 elements, each component on Bits<2>.
  const ColouredPoset q = random_coloured(rng, 10, 0.3);
  std::vector<Relation> rel;
  std::vector<Colour> colours;
  for (int copy = 0; copy < 7; ++copy)
    for (int x = 0; x < 10; ++x) {
      colours.push_back(q.colour[x]);
      for (int y : q.poset.upper_covers(x)) rel.emplace_back(10 * copy + x, 10 * copy + y);
    }
  const ColouredPoset sum{Poset::from_relations(70, rel), colours};
  for (PartizanGame g : {PartizanGame::BlackWhite, PartizanGame::Pomax, PartizanGame::MinMaxRemoval,
                         PartizanGame::LeafRemoval}) {
    Dyadic seven;
    for (int i = 0; i < 7; ++i) seven += plain_partizan_value(q, g);
    EXPECT_EQ(fast.value(sum, g), seven) << partizan_game_name(g);
  }
  EXPECT_THROW(fast.value(ColouredPoset{Poset::from_relations(257, {}), std::vector<Colour>(257)},
                          PartizanGame::Pomax),
               UsageError);
}

TEST(PartizanSolver, ThreadCountsAgree) {
  // A parallel root from 8 elements up, 1 and 2 threads, on fresh tables.
  std::mt19937_64 rng(2);
  for (int i = 0; i < 3; ++i) {
    const ColouredPoset p = random_coloured(rng, 20, 0.3);
    const auto d = families::young_diagram(std::vector<int>{6, 5, 4, 3}, i % 2 ? Colour::Black : Colour::White);
    for (PartizanGame g : {PartizanGame::BlackWhite, PartizanGame::Pomax, PartizanGame::MinMaxRemoval,
                           PartizanGame::CornerRemoval}) {
      const ColouredPoset& on = g == PartizanGame::CornerRemoval ? d.poset : p;
      std::vector<Dyadic> values;
      for (int threads : {1, 2}) {
        omp_set_num_threads(threads);
        SolverOptions o;
        o.parallel_root_min_elements = 8;
        PartizanSolver s(o);
        values.push_back(s.value(on, g, d.cells));
      }
      EXPECT_EQ(values[0], values[1]) << partizan_game_name(g) << " " << on.to_text();
    }
  }
  omp_set_num_threads(omp_get_num_procs());
}

// Values past the slot's inline 32 bits live in the table's wide store: the 8x8
// chess-coloured diagram's black-white value 59341667/2^27 and many of its positions'
// do. Equal to plain search from a fresh table (1 and 2 threads) and again when every
// value is read back from the table the first solve filled.
TEST(PartizanSolver, ValuesBeyondThirtyTwoBitsGoThroughTheWideStore) {
  const auto d = families::young_diagram(std::vector<int>(8, 8), Colour::Black);
  const Dyadic plain = plain_partizan_value(d.poset, PartizanGame::BlackWhite);
  ASSERT_FALSE(plain.exponent() <= 31 && plain.small_numerator() < (std::int64_t{1} << 25)) << plain.to_string();
  for (int threads : {1, 2}) {
    omp_set_num_threads(threads);
    SharedTable table(1 << 20);
    SolverOptions o;
    o.table = &table;
    o.parallel_root_min_elements = 8;
    PartizanSolver first(o), second(o);
    EXPECT_EQ(first.value(d.poset, PartizanGame::BlackWhite), plain) << threads;
    EXPECT_GT(table.wide().size(), 0u);
    EXPECT_EQ(second.value(d.poset, PartizanGame::BlackWhite), plain) << threads;
    EXPECT_EQ(second.stats().positions, 0u) << "the second solve should be one table hit";
  }
  omp_set_num_threads(omp_get_num_procs());
}

// The slot encoding round-trips at the edges of its inline range and past it.
TEST(PartizanSolver, SlotEncodingRoundTrips) {
  using Kind = PartizanPolicy<PartizanGame::BlackWhite, std::uint64_t>;
  WideValues wide;
  const std::int64_t lim = std::int64_t{1} << 25;
  std::vector<Dyadic> values{Dyadic(), Dyadic(1), Dyadic(-1), Dyadic::fraction(lim - 1, 31),
                             Dyadic::fraction(-lim + 1, 31), Dyadic(-lim), Dyadic(lim - 1), Dyadic(lim),
                             Dyadic(-lim - 1), Dyadic::fraction(3, 32), Dyadic::fraction(-15251110755, 35),
                             Dyadic(INT64_MAX), Dyadic(INT64_MIN)};
  std::size_t inline_count = 0;
  for (const Dyadic& v : values) {
    std::uint32_t slot = 0;
    ASSERT_TRUE(Kind::encode(v, slot, wide)) << v.to_string();
    EXPECT_LE(slot, SharedTable::kMaxValue);
    inline_count += (slot & Kind::kWide) == 0;
    EXPECT_EQ(Kind::decode(slot, wide), v) << v.to_string();
  }
  EXPECT_EQ(inline_count, 7u);
  EXPECT_EQ(wide.size(), values.size() - 7);
  std::uint32_t slot;
  EXPECT_FALSE(Kind::encode(Dyadic(INT64_MAX) + Dyadic(1), slot, wide));  // GMP numerators stay out
}
