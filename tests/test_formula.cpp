// The Boolean formula compiler: parsing (with located errors), evaluation, and the
// compiled games against the formula's truth, the poset-level NOT of enumerate/families
// and the general solver.
#include <gtest/gtest.h>

#include "tests/shell.hpp"
#include <sys/wait.h>

#include <cstdio>

#include "engine/core/error.hpp"
#include "engine/impartial/series_parallel.hpp"
#include "engine/impartial/solver.hpp"
#include "enumerate/families.hpp"
#include "enumerate/formula.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::formula {
namespace {

std::size_t error_column(const std::string& text) {
  try {
    parse_formula(text);
  } catch (const InputError& e) {
    return e.where().column;
  }
  ADD_FAILURE() << "no error for '" << text << "'";
  return 0;
}

TEST(Formula, ParsesWithPrecedenceAndPrintsBack) {
  EXPECT_EQ(formula_text(*parse_formula("(x1 | !x2) & x3")), "((x1 | !x2) & x3)");
  EXPECT_EQ(formula_text(*parse_formula("x1 | x2 & x3")), "(x1 | (x2 & x3))");
  EXPECT_EQ(formula_text(*parse_formula("x1 & x2 & x3")), "((x1 & x2) & x3)");
  EXPECT_EQ(formula_text(*parse_formula("!!0|1")), "(!!0 | 1)");
  EXPECT_EQ(variable_count(*parse_formula("x1 & x12")), 12);
  EXPECT_EQ(variable_count(*parse_formula("1")), 0);
}

TEST(Formula, ErrorsNameTheColumn) {
  EXPECT_EQ(error_column(""), 1u);
  EXPECT_EQ(error_column("x1 &"), 5u);
  EXPECT_EQ(error_column("(x1 | x2"), 1u);   // the unclosed '('
  EXPECT_EQ(error_column("x1 x2"), 4u);      // junk after a complete formula
  EXPECT_EQ(error_column("x1 | y"), 6u);
  EXPECT_EQ(error_column("x0"), 1u);
  EXPECT_EQ(error_column("x"), 2u);
  EXPECT_EQ(error_column("x1)"), 3u);
  EXPECT_EQ(error_column("& x1"), 1u);
  try {
    parse_formula("x1 | ?");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("<formula>:1:6: ", 0), 0u) << e.what();
  }
}

TEST(Formula, AssignmentsAreChecked) {
  EXPECT_EQ(parse_assignment("101", 3), (std::vector<bool>{true, false, true}));
  EXPECT_THROW(parse_assignment("10", 3), InputError);
  EXPECT_THROW(parse_assignment("1a1", 3), InputError);
  const auto f = parse_formula("(x1 | !x2) & x3");
  EXPECT_TRUE(evaluate(*f, {true, false, true}));
  EXPECT_FALSE(evaluate(*f, {false, true, true}));
  EXPECT_FALSE(evaluate(*f, {true, true, false}));
}

TEST(Formula, NotTreeIsTheFamiliesConstruction) {
  // The tree NOT and the poset NOT agree in size and value on every poset <= 4 points
  // that is N-free (the tree needs a decomposition).
  Solver solver;
  for (int n = 0; n <= 4; ++n)
    for (const Poset& g : checks::nauty_posets(n)) {
      auto t = series_parallel_tree(g);
      if (!t) continue;
      for (auto v : {families::NotVariant::Literal, families::NotVariant::Proof}) {
        const SpTree nt = not_tree(*t, v);
        const Poset np = families::not_game(g, v);
        ASSERT_EQ(nt.size(), np.size()) << g.to_text();
        ASSERT_EQ(nt.size(), families::not_construction_size(g.size(), v));
        const int dt = deuber_thomasse(nt).grundy;
        ASSERT_EQ(dt, solver.grundy(np)) << g.to_text();
        ASSERT_EQ(dt, solver.grundy(nt.to_poset())) << g.to_text();
        ASSERT_EQ(dt == 0, solver.grundy(g) != 0) << g.to_text();
      }
    }
}

TEST(Formula, CompiledGamesFollowTheFormula) {
  Solver solver;
  const char* formulas[] = {"0", "1", "x1", "!x1", "x1 | x2", "x1 & x2", "!(x1 & x2)", "(x1 | !x2) & x3",
                            "x1 & !x1", "!x1 | x1"};
  for (const char* text : formulas) {
    const auto f = parse_formula(text);
    const int n = variable_count(*f);
    for (unsigned bits = 0; bits < (1u << n); ++bits) {
      std::string assignment;
      std::vector<bool> a;
      for (int v = 0; v < n; ++v) {
        a.push_back(bits >> v & 1);
        assignment += a.back() ? '1' : '0';
      }
      const bool truth = evaluate(*f, a);
      const SpTree game = compile(*f, a);
      EXPECT_EQ(game.size(), compiled_size(*f, a)) << text;
      EXPECT_EQ(deuber_thomasse(game).grundy != 0, truth) << text << " under " << assignment;
      if (game.size() <= 120) {
        const Poset p = formula_poset(text, assignment);
        EXPECT_EQ(p.size(), game.size());
        EXPECT_EQ(solver.grundy(p) != 0, truth) << text << " under " << assignment;
      }
    }
  }
}

TEST(Formula, LeavesAreTheGatesBaseGames) {
  Solver solver;
  EXPECT_EQ(formula_poset("0", "").size(), 2);  // A_2
  EXPECT_EQ(solver.grundy(formula_poset("0", "")), 0);
  EXPECT_EQ(formula_poset("x1", "1").size(), 1);
  // x1 | x2 with x1 false, x2 true: the point above both points of A_2.
  const Poset p = formula_poset("x1 | x2", "01");
  EXPECT_EQ(p.size(), 3);
  EXPECT_EQ(p.relation_count(), 2u);
  EXPECT_THROW(formula_poset("x1 & x2 & x3 & x4", "1111", 1000), UsageError);
}

}  // namespace
}  // namespace posetlab::formula

namespace posetlab::formula {
namespace {

std::string formula_cli(const std::string& args, int* status) {
  posetlab::testing::ShellResult r = posetlab::testing::run_shell(std::string(POSETLAB_BINARY) + " " + args + " 2>&1");
  *status = r.status;
  return r.out;
}

TEST(FormulaCommandCli, WritesTheGameAndReportsBadInput) {
  int status = -1;
  const std::string game = formula_cli("family formula 'x1 | x2' --assign 01", &status);
  EXPECT_EQ(status, 0);
  EXPECT_EQ(game, "poset 3: 0<2 1<2\n");
  const std::string bad = formula_cli("family formula 'x1 | (x2' --assign 01", &status);
  EXPECT_EQ(status, 2);
  EXPECT_NE(bad.find("<formula>:1:6:"), std::string::npos) << bad;
  formula_cli("family formula 'x1 & x2' --assign 1", &status);
  EXPECT_EQ(status, 2);
}

}  // namespace
}  // namespace posetlab::formula
