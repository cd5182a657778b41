// The dense-table values of one poset (engine/dense_grundy.hpp) against plain
// search by the definition (a hash-map memo, engine/plain_grundy.hpp) and against the
// default solver (component split, least-element rule, canonical keys): every poset
// up to 7 points, then random posets up to 16 points; the g-set against the values of
// the options one by one.
#include <gtest/gtest.h>

#include <random>
#include <stdexcept>

#include "engine/dense_grundy.hpp"
#include "engine/plain_grundy.hpp"
#include "engine/solver.hpp"
#include "verify/check_posets.hpp"

namespace posetlab {
namespace {

std::uint64_t gset_by_options(const Poset& p) {
  std::uint64_t gset = 0;
  for (int v : plain_option_values(p)) gset |= std::uint64_t{1} << v;
  return gset;
}

TEST(DenseGrundy, AgreesWithPlainSearchAndTheSolverOnEveryPosetUpToSevenPoints) {
  DenseGrundy dense;  // one object for all: its table must be left clean after each poset
  Solver solver;
  std::size_t seen = 0;
  for (const Poset& p : checks::posets_up_to(7)) {
    const DenseGrundyResult r = dense.solve(SmallPoset::from_poset(p));
    ASSERT_EQ(r.grundy, plain_grundy(p)) << p.size();
    ASSERT_EQ(r.grundy, solver.grundy(p)) << p.size();
    ASSERT_EQ(r.gset, gset_by_options(p)) << p.size();
    ++seen;
  }
  EXPECT_EQ(seen, 1u + 1 + 2 + 5 + 16 + 63 + 318 + 2045);
}

TEST(DenseGrundy, AgreesOnRandomPosetsUpToSixteenPoints) {
  std::mt19937_64 rng(20261123);
  DenseGrundy dense;
  Solver solver;
  for (int trial = 0; trial < 600; ++trial) {
    const int n = 8 + trial % 9;
    const double q = std::uniform_real_distribution<double>(0.05, 0.6)(rng);
    const Poset p = checks::random_poset(n, q, rng);
    const DenseGrundyResult r = dense.solve(SmallPoset::from_poset(p));
    ASSERT_EQ(r.grundy, solver.grundy(p)) << "n=" << n << " trial " << trial;
    if (n <= 12) {
      ASSERT_EQ(r.grundy, plain_grundy(p)) << "n=" << n;
      ASSERT_EQ(r.gset, gset_by_options(p)) << "n=" << n;
    }
  }
}

TEST(DenseGrundy, CountsEveryDownSet) {
  DenseGrundy dense;
  // An antichain of 5 has 2^5 - 1 non-empty down-sets; a chain of 5 has 5.
  EXPECT_EQ(dense.solve(SmallPoset::from_poset(Poset::from_relations(5, std::vector<Relation>{}))).positions, 31u);
  const Poset chain = Poset::from_relations(5, std::vector<Relation>{{0, 1}, {1, 2}, {2, 3}, {3, 4}});
  const DenseGrundyResult r = dense.solve(SmallPoset::from_poset(chain));
  EXPECT_EQ(r.positions, 5u);
  EXPECT_EQ(r.grundy, 5);
  EXPECT_EQ(r.gset, 0b11111u);
}

TEST(DenseGrundy, RefusesPosetsBeyondItsTable) {
  DenseGrundy dense;
  EXPECT_THROW(dense.solve(SmallPoset::from_poset(Poset::from_relations(kDenseMaxElements + 1, std::vector<Relation>{}))),
               std::invalid_argument);
}

}  // namespace
}  // namespace posetlab
