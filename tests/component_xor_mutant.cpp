// Breaking the solver's component sum on purpose: built with POSETLAB_MUTANT_COMPONENT_XOR
// (target test_component_xor_mutant) the solver returns g XOR 1 for every poset of two or
// more components, and every quick check named below must then fail; built normally
// (test_component_xor_normal) the same checks must pass. They are the checks whose
// instances include disconnected posets valued through verify/support/value_oracle.hpp, which
// holds the solver to plain search by the definition: Sprague-Grundy itself (000-T2.4),
// sums of chains and antichains (001), and the 002 NOT and AND games (G' + G'' + C_t).
// 002-T1-plain and the tables' checks take no value from this solver and rightly pass;
// 002-AND-ctl keeps its expected verdict (its smallest failure, the empty A and B, is
// smaller than any disconnected instance the mutant breaks).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/solver.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

#ifdef POSETLAB_MUTANT_COMPONENT_XOR
constexpr bool kMutant = true;
#else
constexpr bool kMutant = false;
#endif

const std::vector<std::string> kCatchers = {
    "000-T2.4",       "000-S2-status",   "001-Ex1.3",       "001-Ex2.24",    "002-T1/T2-lit", "002-T1/T2-proof",
    "002-T1/T2-model", "002-T1-digits",  "002-T1-ctl",      "002-OR",        "002-AND",       "002-S3.2",
};

TEST(ComponentXorMutant, TheSolverIsBrokenOnlyInTheMutantBuild) {
  const Poset two_points = Poset::from_relations(2, std::vector<Relation>{});  // two components
  const Poset chain = Poset::from_relations(2, std::vector<Relation>{{0, 1}});  // one
  Solver solver;
  EXPECT_EQ(solver.grundy(two_points), kMutant ? 1 : 0);
  EXPECT_EQ(solver.grundy(chain), 2);
  EXPECT_EQ(plain_grundy(two_points), 0);  // the oracle shares nothing with the solver
}

TEST(ComponentXorMutant, VerifyCatchesIt) {
  CheckOptions quick;
  quick.quick = true;
  std::size_t found = 0;
  for (const Check& c : all_checks()) {
    if (std::find(kCatchers.begin(), kCatchers.end(), c.id) == kCatchers.end()) continue;
    ++found;
    const CheckResult r = run_check(c, quick);
    const Verdict v = verdict(c, r);
    if (kMutant) {
      EXPECT_FALSE(verdict_ok(v)) << c.id << " passes on the broken solver";
    } else {
      EXPECT_TRUE(verdict_ok(v)) << c.id << ": " << verdict_name(v) << " " << r.counterexample.text;
    }
  }
  EXPECT_EQ(found, kCatchers.size());
}

}  // namespace
}  // namespace posetlab::checks
