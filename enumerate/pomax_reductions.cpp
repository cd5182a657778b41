#include "enumerate/pomax_reductions.hpp"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>

#include "engine/core/error.hpp"
#include "enumerate/formula.hpp"

namespace posetlab::reductions {
namespace {

using formula::Formula;

void collect(const Formula& f, Formula::Op op, std::vector<const Formula*>& out) {
  if (f.op == op) {
    for (const auto& a : f.args) collect(*a, op, out);
  } else {
    out.push_back(&f);
  }
}

int literal(const Formula& f) {
  if (f.op == Formula::Op::Var) return f.var;
  if (f.op == Formula::Op::Not && f.args[0]->op == Formula::Op::Var) return -f.args[0]->var;
  throw UsageError("not in CNF: '" + formula::formula_text(f) + "' is not a literal x_i or !x_i");
}

// Builds the order as relations with labelled elements.
struct Builder {
  ColouredPoset out;
  std::vector<std::string> labels;
  std::vector<Relation> rel;
  int add(Colour c, std::string label) {
    out.colour.push_back(c);
    labels.push_back(std::move(label));
    return int(labels.size()) - 1;
  }
  Reduction finish() {
    out.poset = Poset::from_relations(int(labels.size()), rel);
    return {std::move(out), std::move(labels)};
  }
};

bool evaluate(const Cnf& f, std::uint32_t assignment) {  // bit i-1 is x_i
  for (const auto& clause : f.clauses) {
    bool sat = false;
    for (int l : clause) sat = sat || (((assignment >> (std::abs(l) - 1)) & 1) == (l > 0 ? 1u : 0u));
    if (!sat) return false;
  }
  return true;
}

int even_vars(const Cnf& f) { return f.vars + (f.vars % 2); }

// Per variable, the two assignment elements; per clause its element below them.
std::vector<std::array<int, 2>> assignment_and_clauses(Builder& b, const Cnf& f, int vars,
                                                       const std::function<Colour(int)>& colour_of) {
  std::vector<std::array<int, 2>> assign(vars + 1);
  for (int i = 1; i <= vars; ++i)
    for (int v = 0; v < 2; ++v)
      assign[i][v] = b.add(colour_of(i), "x" + std::to_string(i) + "=" + std::to_string(v));
  for (std::size_t j = 0; j < f.clauses.size(); ++j) {
    int c = b.add(Colour::Black, "c" + std::to_string(j + 1));
    for (int l : f.clauses[j]) b.rel.emplace_back(c, assign[std::abs(l)][l > 0 ? 0 : 1]);  // the falsifying value
  }
  return assign;
}

}  // namespace

Cnf parse_cnf(std::string_view text) {
  auto f = formula::parse_formula(text);
  Cnf cnf;
  cnf.vars = formula::variable_count(*f);
  std::vector<const Formula*> clauses;
  collect(*f, Formula::Op::And, clauses);
  for (const Formula* c : clauses) {
    std::vector<const Formula*> lits;
    collect(*c, Formula::Op::Or, lits);
    std::vector<int> clause;
    for (const Formula* l : lits) clause.push_back(literal(*l));
    cnf.clauses.push_back(std::move(clause));
  }
  return cnf;
}

std::string cnf_text(const Cnf& f) {
  std::string s;
  for (std::size_t j = 0; j < f.clauses.size(); ++j) {
    s += j ? " & (" : "(";
    for (std::size_t k = 0; k < f.clauses[j].size(); ++k) {
      int l = f.clauses[j][k];
      s += (k ? " | " : "") + std::string(l < 0 ? "!" : "") + "x" + std::to_string(std::abs(l));
    }
    s += ")";
  }
  return s;
}

bool satisfiable(const Cnf& f) {
  if (f.vars > 24) throw UsageError("satisfiable: more than 24 variables");
  for (std::uint32_t a = 0; a < (std::uint32_t{1} << f.vars); ++a)
    if (evaluate(f, a)) return true;
  return false;
}

bool qbf_true(const Cnf& f) {
  const int n = even_vars(f);
  if (n > 24) throw UsageError("qbf_true: more than 24 variables");
  // Variable i (1-based) is universal when odd; decide by recursion over x1, x2, ...
  std::function<bool(int, std::uint32_t)> value = [&](int i, std::uint32_t a) {
    if (i > n) return evaluate(f, a);
    bool v0 = value(i + 1, a), v1 = value(i + 1, a | (std::uint32_t{1} << (i - 1)));
    return i % 2 ? (v0 && v1) : (v0 || v1);
  };
  return value(1, 0);
}

Reduction sat_to_pomax(const Cnf& f) {
  Builder b;
  auto assign = assignment_and_clauses(b, f, f.vars, [](int) { return Colour::White; });
  for (int i = 1; i <= f.vars; ++i) {
    int candy = b.add(Colour::Black, "candy" + std::to_string(i));
    b.rel.emplace_back(candy, assign[i][0]);
    b.rel.emplace_back(candy, assign[i][1]);
  }
  for (int i = 1; i <= f.vars; ++i) b.add(Colour::Black, "isolated" + std::to_string(i));
  return b.finish();
}

Reduction qbf_to_pomax(const Cnf& f) {
  const int n = even_vars(f), m = int(f.clauses.size());
  Builder b;
  auto odd_black = [](int i) { return i % 2 ? Colour::Black : Colour::White; };
  auto assign = assignment_and_clauses(b, f, n, odd_black);
  for (int i = 1; i <= n; ++i) {
    const int candies = i % 2 ? m + 1 : 1;
    for (int k = 0; k < candies; ++k) {
      int candy = b.add(opposite(odd_black(i)), "candy" + std::to_string(i) + "." + std::to_string(k + 1));
      b.rel.emplace_back(candy, assign[i][0]);
      b.rel.emplace_back(candy, assign[i][1]);
    }
  }
  for (int i = 1; i < n; ++i) {
    std::array<int, 2> a{};
    for (int beta = 0; beta < 2; ++beta) {
      a[beta] = b.add(odd_black(i), "a" + std::to_string(i) + "^" + std::to_string(beta));
      b.rel.emplace_back(a[beta], assign[i + 1][beta]);
    }
    for (int alpha = 0; alpha < 2; ++alpha)
      for (int beta = 0; beta < 2; ++beta) {
        int e = b.add(opposite(odd_black(i)), "b" + std::to_string(i) + "^" + std::to_string(alpha) + std::to_string(beta));
        b.rel.emplace_back(e, a[beta]);
        b.rel.emplace_back(e, assign[i][alpha]);
      }
  }
  return b.finish();
}

}  // namespace posetlab::reductions
