// Breaking the solver on purpose: built with POSETLAB_MUTANT_LEAST_ELEMENT (target
// test_least_element_mutant) the solver returns g XOR 1 for every poset with a least
// element, and the quick checks named below must then fail; built normally (target
// test_least_element_normal) the same checks must pass. They are the checks whose
// instances include posets with a least element and whose values come from, or are
// compared with, plain search by the definition (verify/support/value_oracle.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/solver.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

#ifdef POSETLAB_MUTANT_LEAST_ELEMENT
constexpr bool kMutant = true;
#else
constexpr bool kMutant = false;
#endif

// 002-L1 is the least-element lemma itself; the 000 checks catch the broken solver
// where their instances have a least element (a point, a 2-chain, W_1, one bottom under
// every top). Checks without such instances (000-Fig3) or that read only g-sets
// (000-T3.1(2)-gset) rightly pass.
const std::vector<std::string> kCatchers = {
    "000-O2.3", "000-T2.4", "000-S2-bound", "000-S2-status", "000-T3.1(1)", "000-T3.1(2)", "000-T3.1(3)",
    "000-T3.2", "000-T3.3", "000-T3.3-rem", "000-T4.2",     "000-C4.3",      "002-L1",
    // Chains, V_n and the G of the NOT games have least elements.
    "001-Ex2.24", "002-L2", "002-T1/T2-lit", "002-T1/T2-proof", "002-T1/T2-model", "002-T1-digits", "002-T1-ctl",
};

TEST(LeastElementMutant, TheSolverIsBrokenOnlyInTheMutantBuild) {
  const Poset point = Poset::from_relations(1, std::vector<Relation>{});
  const Poset v = Poset::from_relations(3, std::vector<Relation>{{0, 1}, {0, 2}});  // least element 0
  const Poset antichain = Poset::from_relations(2, std::vector<Relation>{});
  Solver solver;
  EXPECT_EQ(solver.grundy(point), kMutant ? 0 : 1);
  EXPECT_EQ(solver.grundy(v), kMutant ? 0 : 1);
  EXPECT_EQ(solver.solve(v).grundy, kMutant ? 0 : 1);
  EXPECT_EQ(solver.grundy(antichain), 0);  // no least element: untouched
  EXPECT_EQ(plain_grundy(v), 1);           // the oracle shares nothing with the solver
}

TEST(LeastElementMutant, VerifyCatchesIt) {
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
