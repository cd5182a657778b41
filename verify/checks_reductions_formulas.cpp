// Checks of Boolean operations on poset games (paper 002, Sec. 3): OR, AND via NOT and
// OR, and Boolean formulas compiled to games (enumerate/formula), each with a control.
//
// A AND B is beyond plain search (150 elements and more); its value comes from the
// general solver and Deuber-Thomassé, both summing components by Sprague-Grundy. The
// other values come from plain search by the definition wherever it is affordable.
#include <algorithm>
#include <functional>
#include <random>
#include <string>

#include "engine/impartial/series_parallel.hpp"
#include "engine/impartial/solver.hpp"
#include "enumerate/families.hpp"
#include "enumerate/formula.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/poset_instances.hpp"
#include "verify/support/value_oracle.hpp"

namespace posetlab::checks {
namespace {

using families::NotVariant;
using std::to_string;

// ---- OR, AND -------------------------------------------------------------------------

CheckResult check_or(const CheckOptions& o) {
  Tally tally;
  ValueOracle values(tally, o);
  const auto parts = posets_up_to(o.quick ? 3 : 4);
  std::mt19937_64 rng(2011);
  std::vector<std::pair<Poset, Poset>> pairs;
  for (const Poset& a : parts)
    for (const Poset& b : parts) pairs.push_back({a, b});
  for (int k = 0; k < (o.quick ? 30 : 1000); ++k)
    pairs.push_back({random_poset(2 + k % 9, 0.3, rng), random_poset(2 + (k / 9) % 9, 0.3, rng)});
  for (const auto& [a, b] : pairs) {
    const Poset ab = families::or_game(a, b);
    const bool wa = values.grundy(a) != 0, wb = values.grundy(b) != 0, w = values.grundy(ab) != 0;
    tally.expect(w == (wa || wb), [&] {
      return poset_counterexample(ab, std::string("first player ") + (w ? "wins" : "loses") + " A OR B; wins A: " +
                                          (wa ? "yes" : "no") + ", wins B: " + (wb ? "yes" : "no"));
    });
  }
  return tally.result(o.quick ? "all pairs of posets <= 3 points + 30 random pairs"
                              : "all pairs of posets <= 4 points + 1000 random pairs (2-10 points each)",
                      values.note());
}

const Check kCheck_002_OR{
    .id = "002-OR", .source = "002 Sec. 3.1",
    .claim = "A OR B (every element of B above every element of A): the first player wins iff she wins A or "
             "wins B.",
    .scope = "all pairs of posets <= 4 points + 1000 random pairs",
    .oracle = "definition,engine",
    .list_order = 100, .cost = 1,
    .run = check_or,
};

// The general solver takes seconds on the AND games of 60 elements and more (minutes for
// the control's 81 in all); Deuber-Thomassé does them all, the solver the smaller ones.
int and_solver_limit(const CheckOptions& o) { return o.quick ? 32 : 48; }

CheckResult check_and(const CheckOptions& o, bool control) {
  // A AND B = NOT(NOT A OR NOT B), literal NOT, built as posets and solved by the general
  // solver; where A, B are N-free the Deuber-Thomassé solver must agree. The control drops
  // the outer NOT (NOT A OR NOT B), which wins when A or B is lost, not when both are won.
  Solver solver;
  Tally tally;
  ValueOracle values(tally, o);  // A and B; the AND games are far beyond plain search
  const auto parts = posets_up_to(o.quick ? 2 : 3);
  std::uint64_t dt_compared = 0, solver_compared = 0;
  int largest = 0;
  for (const Poset& a : parts)
    for (const Poset& b : parts) {
      const Poset na = families::not_game(a, NotVariant::Literal), nb = families::not_game(b, NotVariant::Literal);
      const Poset nab = families::or_game(na, nb);
      const Poset ab = control ? nab : families::not_game(nab, NotVariant::Literal);
      largest = std::max(largest, ab.size());
      const bool wa = values.grundy(a) != 0, wb = values.grundy(b) != 0;
      // N-free parts give an N-free game: Deuber-Thomassé solves it in polynomial time;
      // the general solver also solves (and must agree on) the smaller games.
      const auto dt = deuber_thomasse(ab);
      int g;
      if (dt) ++dt_compared;
      if (!dt || ab.size() <= and_solver_limit(o)) {
        ++solver_compared;
        g = solver.grundy(ab);
        if (dt)
          tally.expect(dt->grundy == g, [&] {
            return poset_counterexample(ab, "Deuber-Thomassé g = " + to_string(dt->grundy) + ", solver " + to_string(g));
          });
      } else {
        g = dt->grundy;
      }
      tally.expect((g != 0) == (wa && wb), [&] {
        return poset_counterexample(Poset::parallel(a, b), std::string("A AND B: first player ") +
                                                               (g ? "wins" : "loses") + "; wins A: " + (wa ? "yes" : "no") +
                                                               ", wins B: " + (wb ? "yes" : "no"));
      });
    }
  return tally.result(std::string("all pairs of posets <= ") + (o.quick ? "2" : "3") + " points",
                      "largest AND game: " + to_string(largest) + " elements; " + to_string(dt_compared) +
                          " solved by Deuber-Thomassé, " + to_string(solver_compared) + " by the general solver (games <= " +
                          to_string(and_solver_limit(o)) + " elements); A, B: " + values.note());
}

const Check kCheck_002_AND{
    .id = "002-AND", .source = "002 Sec. 3.1",
    .claim = "A AND B := NOT(NOT A OR NOT B) with the literal NOT: the first player wins iff she wins both.",
    .scope = "all pairs of posets <= 3 points",
    .oracle = "engine",
    .list_order = 110, .cost = 2,
    .run = [](const CheckOptions& o) { return check_and(o, false); },
};

const Check kCheck_002_AND_ctl{
    .id = "002-AND-ctl", .source = "control for 002 Sec. 3.1",
    .claim = "A AND B := NOT A OR NOT B (the outer NOT dropped): the first player wins iff she wins both.",
    .scope = "as 002-AND",
    .oracle = "engine", .expected = false,
    .expected_counterexample = "poset 0:",
    .note = "must fail: that game is NAND",
    .list_order = 120, .cost = 1,
    .run = [](const CheckOptions& o) { return check_and(o, true); },
};

// ---- Formulas ------------------------------------------------------------------------

// Every formula over x1..x`vars` with at most `ops` gates (NOT, AND, OR), constants 0/1
// included at the leaves.
std::vector<formula::FormulaPtr> all_formulas(int vars, int ops) {
  std::vector<std::vector<formula::FormulaPtr>> by_ops(ops + 1);
  auto leaf = [](formula::Formula::Op op, bool value, int var) {
    auto f = std::make_shared<formula::Formula>();
    f->op = op, f->value = value, f->var = var;
    return formula::FormulaPtr(f);
  };
  by_ops[0].push_back(leaf(formula::Formula::Op::Const, false, 0));
  by_ops[0].push_back(leaf(formula::Formula::Op::Const, true, 0));
  for (int v = 1; v <= vars; ++v) by_ops[0].push_back(leaf(formula::Formula::Op::Var, false, v));
  for (int k = 1; k <= ops; ++k) {
    for (const auto& a : by_ops[k - 1]) {
      auto f = std::make_shared<formula::Formula>();
      f->op = formula::Formula::Op::Not;
      f->args = {a};
      by_ops[k].push_back(f);
    }
    for (int i = 0; i <= k - 1; ++i)
      for (const auto& a : by_ops[i])
        for (const auto& b : by_ops[k - 1 - i])
          for (auto op : {formula::Formula::Op::And, formula::Formula::Op::Or}) {
            auto f = std::make_shared<formula::Formula>();
            f->op = op;
            f->args = {a, b};
            by_ops[k].push_back(f);
          }
  }
  std::vector<formula::FormulaPtr> out;
  for (const auto& level : by_ops) out.insert(out.end(), level.begin(), level.end());
  return out;
}

// `f` with every AND made an OR and every OR an AND (the control of 002-S3.2 claims the
// compiled games follow this formula instead).
formula::FormulaPtr and_or_exchanged(const formula::FormulaPtr& f) {
  auto g = std::make_shared<formula::Formula>(*f);
  if (g->op == formula::Formula::Op::And) g->op = formula::Formula::Op::Or;
  else if (g->op == formula::Formula::Op::Or) g->op = formula::Formula::Op::And;
  for (auto& a : g->args) a = and_or_exchanged(a);
  return g;
}

// control: the truth value taken from the formula with AND and OR exchanged.
CheckResult check_formulas(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle values(tally, o);  // the smaller games, as posets: by the definition where affordable
  const int vars = o.quick ? 2 : 3, ops = 2;
  const std::int64_t solver_limit = o.quick ? 100 : 200;  // also solve small games as posets
  const std::int64_t size_cap = o.quick ? 20000 : 200000;  // games larger than this are skipped
  std::uint64_t formulas = 0, by_solver = 0, skipped = 0;
  std::int64_t largest = 0;
  for (const auto& f : all_formulas(vars, ops)) {
    ++formulas;
    const int n = formula::variable_count(*f);
    for (unsigned bits = 0; bits < (1u << n); ++bits) {
      std::vector<bool> a(n);
      for (int v = 0; v < n; ++v) a[v] = bits >> v & 1;
      const bool truth = formula::evaluate(control ? *and_or_exchanged(f) : *f, a);
      if (formula::compiled_size(*f, a) > size_cap) {
        ++skipped;
        continue;
      }
      const SpTree game = formula::compile(*f, a);
      largest = std::max<std::int64_t>(largest, game.size());
      const int g = deuber_thomasse(game).grundy;
      std::string assignment;
      for (bool b : a) assignment += b ? '1' : '0';
      const std::string text = formula::formula_text(*f) + " under " + (assignment.empty() ? "()" : assignment);
      tally.expect((g != 0) == truth && game.size() == formula::compiled_size(*f, a), [&] {
        return value_counterexample(game.size(), text, std::string("formula is ") + (truth ? "true" : "false") +
                                                           ", game value " + to_string(g) + ", " +
                                                           to_string(game.size()) + " elements");
      });
      if (game.size() <= solver_limit) {
        ++by_solver;
        const int gs = values.grundy(game.to_poset());
        tally.expect(gs == g, [&] {
          return value_counterexample(game.size(), text,
                                      "as a poset " + to_string(gs) + ", Deuber-Thomassé " + to_string(g));
        });
      }
    }
  }
  return tally.result("every formula over x1..x" + to_string(vars) + " and 0, 1 with at most " + to_string(ops) +
                          " gates (!, &, |), every assignment; games solved by Deuber-Thomassé, those <= " +
                          to_string(solver_limit) + " elements also as posets; games over " +
                          to_string(size_cap) + " elements skipped",
                      to_string(formulas) + " formulas; largest game " + to_string(largest) + " elements; " +
                          to_string(by_solver) + " games also solved as posets; " + to_string(skipped) +
                          " (formula, assignment) pairs skipped for size; " + values.note());
}

const Check kCheck_002_S3_2{
    .id = "002-S3.2", .source = "002 Sec. 3.2",
    .claim = "A Boolean formula compiled to a poset game (false = A_2, true = one point, OR, NOT, AND as above; "
             "enumerate/formula) is a first-player win iff the formula is true.",
    .scope = "every formula over x1..x3, 0, 1 with <= 2 gates, every assignment",
    .oracle = "definition,engine",
    .list_order = 130, .cost = 3,
    .run = [](const CheckOptions& o) { return check_formulas(o, false); },
};

const Check kCheck_002_S3_2_ctl{
    .id = "002-S3.2-ctl", .source = "control for 002 Sec. 3.2",
    .claim = "As 002-S3.2 with AND and OR exchanged in the formula whose truth the game must match.",
    .scope = "as 002-S3.2",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "(0 | 1) under ()",
    .note = "must fail: the compiled AND and OR games are told apart",
    .list_order = 140, .cost = 3,
    .run = [](const CheckOptions& o) { return check_formulas(o, true); },
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_reductions_formulas_checks(std::vector<Check>& list) {
  list.push_back(kCheck_002_OR);
  list.push_back(kCheck_002_AND);
  list.push_back(kCheck_002_AND_ctl);
  list.push_back(kCheck_002_S3_2);
  list.push_back(kCheck_002_S3_2_ctl);
}

}  // namespace posetlab::checks
