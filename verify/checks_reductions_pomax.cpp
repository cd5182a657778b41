// Checks of the hardness reductions to pomax games (paper 004, Thms 6.1, 7.1): 3-SAT
// gives a height-2 game, QBF a height-3 game with order gadgets; each is worth 0 iff
// the formula is satisfiable (true) and never positive. Controls drop the candy, the
// isolated elements or the gadgets. Values by plain search by the definition
// (engine/partizan/partizan_plain); the formulas' truth by brute force over assignments.
#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <set>
#include <string>
#include <tuple>

#include "engine/partizan/dyadic.hpp"
#include "engine/partizan/hackenbush.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "enumerate/coloured_families.hpp"
#include "enumerate/pomax_reductions.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/coloured_instances.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

// ---- Reductions: Thms 6.1, 7.1 ------------------------------------------------------

// Every CNF with `clauses` clauses, each a set of literals over x1..x_vars with one
// literal per variable at most, of sizes 1..width (clauses as a multiset, sorted).
std::vector<reductions::Cnf> all_cnfs(int vars, int clauses, int width) {
  std::vector<std::vector<int>> pool;
  for (int mask = 1; mask < (1 << vars); ++mask) {
    if (std::popcount(unsigned(mask)) > width) continue;
    std::vector<int> vs;
    for (int i = 0; i < vars; ++i)
      if ((mask >> i) & 1) vs.push_back(i + 1);
    for (int signs = 0; signs < (1 << vs.size()); ++signs) {
      std::vector<int> c;
      for (std::size_t k = 0; k < vs.size(); ++k) c.push_back((signs >> k) & 1 ? -vs[k] : vs[k]);
      pool.push_back(c);
    }
  }
  std::vector<reductions::Cnf> out;
  std::vector<int> pick;
  std::function<void(std::size_t)> rec = [&](std::size_t from) {
    if (int(pick.size()) == clauses) {
      reductions::Cnf f;
      f.vars = vars;
      for (int i : pick) f.clauses.push_back(pool[i]);
      out.push_back(f);
      return;
    }
    for (std::size_t i = from; i < pool.size(); ++i) {
      pick.push_back(int(i));
      rec(i);
      pick.pop_back();
    }
  };
  rec(0);
  return out;
}

reductions::Cnf random_3cnf(int vars, int clauses, std::mt19937_64& rng) {
  reductions::Cnf f;
  f.vars = vars;
  for (int j = 0; j < clauses; ++j) {
    std::vector<int> vs;
    for (int i = 1; i <= vars; ++i) vs.push_back(i);
    std::shuffle(vs.begin(), vs.end(), rng);
    std::vector<int> c;
    for (int k = 0; k < std::min(3, vars); ++k) c.push_back(rng() % 2 ? vs[k] : -vs[k]);
    f.clauses.push_back(c);
  }
  return f;
}

enum class Damage { None, NoCandy, NoIsolated, NoGadgets };

// The reduction with one part left out, for the controls: candy elements, the isolated
// black elements (3-SAT) or the order gadgets a, b (QBF) are dropped.
ColouredPoset damaged(const reductions::Reduction& r, Damage d) {
  std::vector<int> keep;
  for (int x = 0; x < r.poset.size(); ++x) {
    const std::string& l = r.labels[x];
    const bool drop = (d == Damage::NoCandy && l.rfind("candy", 0) == 0) ||
                      (d == Damage::NoIsolated && l.rfind("isolated", 0) == 0) ||
                      (d == Damage::NoGadgets && (l[0] == 'a' || l[0] == 'b'));
    if (!drop) keep.push_back(x);
  }
  return r.poset.induced(keep);
}

void expect_reduction(Tally& tally, const reductions::Cnf& f, bool truth, const ColouredPoset& p) {
  const Dyadic v = plain_partizan_value(p, kPomax);
  tally.expect(v <= Dyadic(0) && (v == Dyadic(0)) == truth, [&] {
    return coloured_counterexample(p, reductions::cnf_text(f) + " is " + (truth ? "true" : "false") +
                                          ", pomax value " + v.to_string());
  });
}

CheckResult check_t61(const CheckOptions& o, Damage damage) {
  Tally tally;
  std::vector<reductions::Cnf> formulas;
  for (int vars = 1; vars <= (o.quick ? 2 : 3); ++vars)
    for (int m = 1; m <= (o.quick ? 2 : 3); ++m)
      for (auto& f : all_cnfs(vars, m, 3)) formulas.push_back(f);
  std::mt19937_64 rng(61);
  const int random = o.quick ? 0 : (damage == Damage::None ? 40 : 10);
  for (int i = 0; i < random; ++i) formulas.push_back(random_3cnf(4, 3 + i % 5, rng));
  std::uint64_t sat = 0;
  for (const auto& f : formulas) {
    const bool truth = reductions::satisfiable(f);
    sat += truth;
    expect_reduction(tally, f, truth, damaged(reductions::sat_to_pomax(f), damage));
  }
  return tally.result("every CNF over " + std::string(o.quick ? "<= 2" : "<= 3") + " variables with " +
                          (o.quick ? "1-2" : "1-3") + " clauses of <= 3 literals" +
                          (random ? "; " + to_string(random) + " random 3-CNFs over 4 variables, 3-7 clauses" : ""),
                      to_string(sat) + " of " + to_string(formulas.size()) + " satisfiable");
}

const Check kCheck_004_T6_1{
    .id = "004-T6.1", .source = "004 Thm 6.1 and its proof",
    .claim = "The height-2 pomax game built from a CNF formula (white x_i=0, x_i=1 over a black candy; a black "
             "element per clause below its falsifying assignment elements; n isolated black elements) has value "
             "0 iff the formula is satisfiable, and never a positive value.",
    .scope = "all CNFs over <= 3 variables with <= 3 clauses; random 3-CNFs over 4 variables",
    .oracle = "definition",
    .list_order = 190, .cost = 3,
    .run = [](const CheckOptions& o) { return check_t61(o, Damage::None); },
};

const Check kCheck_004_T6_1_candy{
    .id = "004-T6.1-candy", .source = "control for Thm 6.1",
    .claim = "Control: the 3-SAT construction without candy elements still has value 0 iff satisfiable and "
             "never > 0.",
    .scope = "as 004-T6.1, fewer random formulas",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 7 WWWWBBB: 4<0",
    .note = "without candy White can remove both assignment elements of a variable",
    .list_order = 350, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t61(o, Damage::NoCandy); },
};

const Check kCheck_004_T6_1_isolated{
    .id = "004-T6.1-isolated", .source = "control for Thm 6.1",
    .claim = "Control: the 3-SAT construction without the isolated black elements still has value 0 iff "
             "satisfiable and never > 0.",
    .scope = "as 004-T6.1, fewer random formulas",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 4 WWBB: 2<0 3<0 3<1",
    .note = "without them White wins by removing assignment elements",
    .list_order = 360, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t61(o, Damage::NoIsolated); },
};

CheckResult check_t71(const CheckOptions& o, Damage damage) {
  Tally tally;
  std::vector<reductions::Cnf> formulas;
  for (int m = 1; m <= (o.quick ? 2 : 3); ++m)
    for (auto& f : all_cnfs(2, m, 2)) formulas.push_back(f);
  std::mt19937_64 rng(71);
  // Over 4 variables the game has 30 + 3m elements; plain search takes seconds at m = 1
  // and a minute and gigabytes of memo at m = 2, so the random formulas of the claim
  // have one clause, and quick runs take them only without the gadgets (18 elements
  // fewer, where two or three clauses are cheap).
  const int random = damage == Damage::None ? (o.quick ? 0 : 6) : 6;
  for (int i = 0; i < random; ++i) formulas.push_back(random_3cnf(4, damage == Damage::None ? 1 : 2 + i % 2, rng));
  std::uint64_t yes = 0;
  for (const auto& f : formulas) {
    const bool truth = reductions::qbf_true(f);
    yes += truth;
    expect_reduction(tally, f, truth, damaged(reductions::qbf_to_pomax(f), damage));
  }
  return tally.result("every CNF over x1, x2 with " + std::string(o.quick ? "1-2" : "1-3") +
                          " clauses of <= 2 literals (forall x1 exists x2)" +
                          "; " + to_string(random) + " random 3-CNFs over 4 variables, " +
                          (damage == Damage::None ? "1 clause" : "2-3 clauses"),
                      to_string(yes) + " of " + to_string(formulas.size()) + " true");
}

const Check kCheck_004_T7_1{
    .id = "004-T7.1", .source = "004 Thm 7.1 and its proof",
    .claim = "The height-3 pomax game built from forall x1 exists x2 ... phi (assignment elements black for odd "
             "i and white for even i; m+1 white candies per odd and one black per even variable; clause "
             "elements; the a_i^b, b_i^ab order gadgets) has value 0 iff the QBF is true, and never a positive "
             "value.",
    .scope = "all CNFs over 2 variables with <= 3 clauses; random 3-CNFs over 4 variables",
    .oracle = "definition",
    .note = "the extracted text does not place the QBF candies explicitly; they are read as lying below both "
            "assignment elements of their variable, as in the 3-SAT construction",
    .list_order = 200, .cost = 4,
    .run = [](const CheckOptions& o) { return check_t71(o, Damage::None); },
};

const Check kCheck_004_T7_1_gadgets{
    .id = "004-T7.1-gadgets", .source = "control for Thm 7.1",
    .claim = "Control: the QBF construction without the a/b order gadgets still has value 0 iff the QBF is true "
             "and never > 0.",
    .scope = "as 004-T7.1, fewer random formulas",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 21 BBWWBBWWBBBWWWWBWWWWB: 8<1 8<3 8<5 9<1 9<2 9<4 10<2 10<4 10<6 11<0 "
                               "11<1 12<0 12<1 13<0 13<1 14<0 14<1 15<2 15<3 16<4 16<5 17<4 17<5 18<4 18<5 19<4 "
                               "19<5 20<6 20<7",
    .note = "without the gadgets the players need not assign in order",
    .list_order = 370, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t71(o, Damage::NoGadgets); },
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_reductions_pomax_checks(std::vector<Check>& list) {
  list.push_back(kCheck_004_T6_1);
  list.push_back(kCheck_004_T6_1_candy);
  list.push_back(kCheck_004_T6_1_isolated);
  list.push_back(kCheck_004_T7_1);
  list.push_back(kCheck_004_T7_1_gadgets);
}

}  // namespace posetlab::checks
