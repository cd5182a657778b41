// Plain search by the definition (engine/impartial/plain_grundy.hpp, `solve --plain`) against the
// default solver on every poset <= 7 points, and its refusal of sizes it cannot do.
#include <gtest/gtest.h>

#include <string>

#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/solver.hpp"
#include "tests/shell.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab {
namespace {

TEST(PlainGrundy, AgreesWithTheSolverOnEveryPosetUpToSevenPoints) {
  Solver solver;
  std::size_t seen = 0;
  for (const Poset& p : checks::posets_up_to(7)) {
    ASSERT_EQ(plain_grundy(p), solver.grundy(p)) << p.size();
    ++seen;
  }
  EXPECT_EQ(seen, 1u + 1 + 2 + 5 + 16 + 63 + 318 + 2045);  // OEIS A000112, n = 0..7
}

TEST(PlainGrundy, KnownValuesAndOptions) {
  // Chain of 3: g = 3; options are the chains of 0, 1, 2 points.
  Poset c3 = Poset::from_relations(3, std::vector<Relation>{{0, 1}, {1, 2}});
  EXPECT_EQ(plain_grundy(c3), 3);
  EXPECT_EQ(plain_option_values(c3), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(plain_grundy(Poset::from_relations(4, std::vector<Relation>{})), 0);  // antichain of 4
}

TEST(PlainGrundyCli, RefusesLargeInputs) {
  EXPECT_THROW(plain_grundy(Poset::from_relations(kPlainMaxElements + 1, std::vector<Relation>{})),
               std::invalid_argument);
  auto big = testing::run_shell("printf 'poset 30:\\n' | " POSETLAB_BINARY " solve --plain 2>&1");
  EXPECT_EQ(big.status, 2) << big.out;
  auto ok = testing::run_shell("printf 'poset 3: 0<1 1<2\\nposet 3: 0<2 1<2\\n' | " POSETLAB_BINARY " solve --plain");
  EXPECT_EQ(ok.status, 0);
  EXPECT_NE(ok.out.find("grundy=3"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("grundy=2"), std::string::npos) << ok.out;
}

}  // namespace
}  // namespace posetlab
