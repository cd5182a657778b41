// Checks of the reductions from formulas to poset positional games (paper 003,
// Maker-Breaker unless stated): 3-SAT (Thm 8), 3-QBF at width 2 (Thm 11), and
// Maker-Maker on positive DNFs against Avoid True (Thm 28), each with a control. The
// formulas' truth by brute force over assignments; the games' outcomes by plain search
// by the definition (engine/positional/maker_breaker_plain.hpp).
#include <algorithm>
#include <bit>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>

#include "engine/positional/maker_breaker.hpp"
#include "engine/positional/maker_breaker_plain.hpp"
#include "enumerate/positional_families.hpp"
#include "enumerate/positional_games.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/poset_instances.hpp"
#include "verify/support/positional_instances.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

// ---- T8, T11: reductions from formulas -----------------------------------------------

reductions::Cnf random_cnf(int vars, int clauses, std::mt19937_64& rng) {
  reductions::Cnf f;
  f.vars = vars;
  std::uniform_int_distribution<int> var(1, vars), sign(0, 1);
  for (int j = 0; j < clauses; ++j) {
    std::set<int> used;
    std::vector<int> clause;
    while (int(clause.size()) < std::min(3, vars)) {
      int v = var(rng);
      if (used.insert(v).second) clause.push_back(sign(rng) ? v : -v);
    }
    f.clauses.push_back(clause);
  }
  return f;
}

bool clause_true(const std::vector<int>& clause, std::uint32_t assignment) {
  for (int lit : clause)
    if (((assignment >> (std::abs(lit) - 1)) & 1) == (lit > 0)) return true;
  return false;
}
bool cnf_true(const reductions::Cnf& f, std::uint32_t assignment) {
  for (const auto& c : f.clauses)
    if (!clause_true(c, assignment)) return false;
  return true;
}
// Q1 x1 Q2 x2 ... f with Q1 = forall when forall_first, alternating.
bool qbf_value(const reductions::Cnf& f, bool forall_first, int i = 0, std::uint32_t assignment = 0) {
  if (i == f.vars) return cnf_true(f, assignment);
  const bool a = qbf_value(f, forall_first, i + 1, assignment), b = qbf_value(f, forall_first, i + 1, assignment | 1u << i);
  return (i % 2 == 0) == forall_first ? a && b : a || b;
}
bool satisfiable_cnf(const reductions::Cnf& f) {
  for (std::uint32_t a = 0; a < (1u << f.vars); ++a)
    if (cnf_true(f, a)) return true;
  return false;
}

// Thm 8 (control: without the v_i, so u_i lies below x_i and xbar_i only).
CheckResult check_t8(const CheckOptions& o, bool control) {
  Tally tally;
  std::mt19937_64 rng(3008);
  // The control runs every instance in quick mode too (0.3 s): its pinned smallest
  // counterexample must be the same in both modes.
  const int count = o.quick && !control ? 30 : 300;
  for (int k = 0; k < count; ++k) {
    const int vars = 1 + k % 4, clauses = 1 + (k / 4) % 6;
    const reductions::Cnf f = random_cnf(vars, clauses, rng);
    PositionalGame g = games::sat_game(f);
    if (control) {  // drop v_i = 4i+3: keep the other three per variable
      std::vector<int> keep;
      for (int x = 0; x < g.size(); ++x)
        if (x % 4 != 3) keep.push_back(x);
      std::vector<int> index(g.size(), -1);
      for (std::size_t i = 0; i < keep.size(); ++i) index[keep[i]] = int(i);
      for (auto& w : g.winning_sets)
        for (int& x : w) x = index[x];
      g.poset = g.poset.induced(keep);
    }
    const bool sat = satisfiable_cnf(f), breaker_wins = !maker_first(g);
    tally.expect(sat == breaker_wins, [&] {
      return game_counterexample(g, reductions::cnf_text(f) + ": satisfiable " + yes_no(sat) +
                                        ", Breaker wins (Maker first) " + yes_no(breaker_wins));
    });
  }
  return tally.result(to_string(count) + " random 3-CNFs, 1-4 variables, 1-6 clauses");
}

const Check kCheck_003_T8{
    .id = "003-T8", .source = "003 Thm 8",
    .claim = "3-SAT reduction (x_i, xbar_i, u_i, v_i with u_i below the other three; a set per clause of its "
             "literal elements): with Maker first, Breaker wins iff the formula is satisfiable.",
    .scope = "300 random 3-CNFs, 1-4 variables",
    .oracle = "definition",
    .list_order = 90, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t8(o, false); },
};

const Check kCheck_003_T8_ctl{
    .id = "003-T8-ctl", .source = "control for 003 Thm 8",
    .claim = "As T8 without the v_i (u_i below x_i and xbar_i only).",
    .scope = "as T8",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 6: 2<0 2<1 5<3 5<4 | {0,3} {0,4}",
    .note = "must fail: v_i fixes the parity",
    .list_order = 350, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t8(o, true); },
};

// Thm 11 (control: the quantifiers read the other way, exists x1 forall x2 ...).
CheckResult check_t11(const CheckOptions& o, bool control) {
  Tally tally;
  std::mt19937_64 rng(3011);
  const int count = o.quick ? 30 : 300;
  for (int k = 0; k < count; ++k) {
    const int vars = 2 + k % 5, clauses = 1 + (k / 5) % 5;
    const reductions::Cnf f = random_cnf(vars, clauses, rng);
    const PositionalGame g = games::qbf_game(f);
    const bool truth = qbf_value(f, !control), maker = maker_first(g);
    tally.expect(maker == !truth, [&] {
      return game_counterexample(g, reductions::cnf_text(f) + ": QBF (" + (control ? "exists" : "forall") +
                                        " x1 ...) true " + yes_no(truth) + ", Maker wins first " + yes_no(maker));
    });
  }
  if (!o.quick)  // the brute force of the 004 module as a second oracle of the truth value
    for (int k = 0; k < 50; ++k) {
      const reductions::Cnf f = random_cnf(2 + k % 5, 1 + k % 4, rng);
      tally.expect(reductions::qbf_true(f) == qbf_value(f, true),
                   [&] { return value_counterexample(f.vars, reductions::cnf_text(f), "two QBF evaluators disagree"); });
    }
  return tally.result(to_string(count) + " random 3-CNFs, 2-6 variables, 1-5 clauses");
}

const Check kCheck_003_T11{
    .id = "003-T11", .source = "003 Thm 11",
    .claim = "3-QBF reduction (width 2: x_i, xbar_i < c_i < x_(i+1), xbar_(i+1); a set per clause of its "
             "literal elements): Maker, starting, wins iff forall x1 exists x2 ... F is false.",
    .scope = "300 random 3-CNFs, 2-6 variables",
    .oracle = "definition",
    .list_order = 110, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t11(o, false); },
};

const Check kCheck_003_T11_ctl{
    .id = "003-T11-ctl", .source = "control for 003 Thm 11",
    .claim = "As T11 with the quantifiers exists x1 forall x2 ...",
    .scope = "as T11",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 5: 0<2 1<2 2<3 2<4 | {0,3} {0,4}",
    .note = "must fail: Maker picks the odd variables",
    .list_order = 360, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t11(o, true); },
};

// ---- T28: Maker-Maker and Avoid True -----------------------------------------------------

CheckResult check_t28(const CheckOptions& o, bool control) {
  Tally tally;
  std::mt19937_64 rng(3028);
  const int count = o.quick && !control ? 40 : 400;  // the control: as in check_t8
  for (int k = 0; k < count; ++k) {
    const int vars = 2 + k % 5, clauses = 1 + (k / 5) % 4;
    games::Dnf f;
    std::uniform_int_distribution<int> var(1, vars), size(1, std::min(3, vars));
    for (int j = 0; j < clauses; ++j) {
      std::set<int> c;
      for (int s = size(rng); int(c.size()) < s;) c.insert(var(rng));
      f.push_back({c.begin(), c.end()});
    }
    const PositionalGame g = games::dnf_game(f);
    const bool avoid = games::avoid_true_first_wins(f);
    const bool game = control ? maker_first(g) : plain_maker_maker(g) == MakerMakerResult::FirstWins;
    tally.expect(avoid == game, [&] {
      return game_counterexample(g, std::string("first player wins Avoid True: ") + yes_no(avoid) + ", wins the " +
                                        (control ? "Maker-Breaker game as Maker" : "Maker-Maker game") + ": " + yes_no(game));
    });
  }
  return tally.result(to_string(count) + " random positive DNFs, 2-6 variables, 1-4 clauses of 1-3 variables");
}

const Check kCheck_003_T28{
    .id = "003-T28", .source = "003 Thm 28",
    .claim = "Maker-Maker on the positive-DNF game (bottoms = variables, a top above each clause's variables, "
             "winning sets = the tops as singletons): the first player wins iff the first player wins Avoid "
             "True on the formula.",
    .scope = "400 random positive DNFs",
    .oracle = "definition",
    .list_order = 260, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t28(o, false); },
};

const Check kCheck_003_T28_ctl{
    .id = "003-T28-ctl", .source = "control for 003 Thm 28",
    .claim = "As T28 in the Maker-Breaker convention (Maker first).",
    .scope = "as T28",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3: 0<1 0<2 | {1} {2}",
    .note = "must fail: Thm 7 makes the Maker-Breaker version polynomial",
    .list_order = 430, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t28(o, true); },
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_reductions_positional_checks(std::vector<Check>& list) {
  list.push_back(kCheck_003_T8);
  list.push_back(kCheck_003_T8_ctl);
  list.push_back(kCheck_003_T11);
  list.push_back(kCheck_003_T11_ctl);
  list.push_back(kCheck_003_T28);
  list.push_back(kCheck_003_T28_ctl);
}

}  // namespace posetlab::checks
