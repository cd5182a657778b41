// Boolean formula parser and compiler to poset games; see formula.hpp.
#include "enumerate/formula.hpp"

#include <algorithm>
#include <cctype>

#include "engine/core/error.hpp"

namespace posetlab::formula {
namespace {

constexpr const char* kInput = "<formula>";

[[noreturn]] void fail_at(std::size_t index, const std::string& message) {
  throw InputError({kInput, 1, index + 1}, message);
}

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  FormulaPtr parse() {
    skip();
    if (i_ == s_.size()) fail_at(i_, "empty formula: expected a variable x1, x2, ..., '0', '1', '!' or '('");
    FormulaPtr f = parse_or();
    skip();
    if (i_ < s_.size()) {
      if (s_[i_] == ')') fail_at(i_, "unmatched ')'");
      fail_at(i_, std::string("unexpected '") + s_[i_] + "' after a complete formula (expected '&', '|' or the end)");
    }
    return f;
  }

 private:
  void skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }

  static FormulaPtr gate(Formula::Op op, FormulaPtr a, FormulaPtr b = nullptr) {
    auto f = std::make_shared<Formula>();
    f->op = op;
    f->args.push_back(std::move(a));
    if (b) f->args.push_back(std::move(b));
    return f;
  }

  FormulaPtr parse_or() {
    FormulaPtr left = parse_and();
    for (skip(); i_ < s_.size() && s_[i_] == '|'; skip()) {
      ++i_;
      left = gate(Formula::Op::Or, left, parse_and());
    }
    return left;
  }

  FormulaPtr parse_and() {
    FormulaPtr left = parse_unary();
    for (skip(); i_ < s_.size() && s_[i_] == '&'; skip()) {
      ++i_;
      left = gate(Formula::Op::And, left, parse_unary());
    }
    return left;
  }

  FormulaPtr parse_unary() {
    skip();
    if (i_ == s_.size()) fail_at(i_, "formula ends where a variable, '0', '1', '!' or '(' was expected");
    const char c = s_[i_];
    if (c == '!') {
      ++i_;
      return gate(Formula::Op::Not, parse_unary());
    }
    if (c == '(') {
      const std::size_t open = i_++;
      FormulaPtr inner = parse_or();
      skip();
      if (i_ == s_.size()) fail_at(open, "'(' is never closed");
      if (s_[i_] != ')') fail_at(i_, std::string("expected ')' or an operator, found '") + s_[i_] + "'");
      ++i_;
      return inner;
    }
    if (c == '0' || c == '1') {
      ++i_;
      auto f = std::make_shared<Formula>();
      f->op = Formula::Op::Const;
      f->value = c == '1';
      return f;
    }
    if (c == 'x' || c == 'X') {
      const std::size_t start = i_++;
      std::size_t digits = i_;
      while (digits < s_.size() && std::isdigit(static_cast<unsigned char>(s_[digits]))) ++digits;
      if (digits == i_) fail_at(i_, "expected the index of the variable after 'x' (x1, x2, ...)");
      if (digits - i_ > 6) fail_at(i_, "variable index too large");
      const int index = std::stoi(std::string(s_.substr(i_, digits - i_)));
      if (index < 1) fail_at(start, "variables are numbered from x1");
      i_ = digits;
      auto f = std::make_shared<Formula>();
      f->op = Formula::Op::Var;
      f->var = index;
      return f;
    }
    if (c == ')') fail_at(i_, "')' where a variable, '0', '1', '!' or '(' was expected");
    if (c == '&' || c == '|') fail_at(i_, std::string("operator '") + c + "' is missing its left operand");
    fail_at(i_, std::string("unexpected character '") + c + "' (use x1, x2, ..., 0, 1, !, &, |, parentheses)");
  }

  std::string_view s_;
  std::size_t i_ = 0;
};

}  // namespace

FormulaPtr parse_formula(std::string_view text) { return Parser(text).parse(); }

std::string formula_text(const Formula& f) {
  switch (f.op) {
    case Formula::Op::Const: return f.value ? "1" : "0";
    case Formula::Op::Var: return "x" + std::to_string(f.var);
    case Formula::Op::Not: return "!" + formula_text(*f.args[0]);
    case Formula::Op::And: return "(" + formula_text(*f.args[0]) + " & " + formula_text(*f.args[1]) + ")";
    case Formula::Op::Or: return "(" + formula_text(*f.args[0]) + " | " + formula_text(*f.args[1]) + ")";
  }
  return "?";
}

int variable_count(const Formula& f) {
  int n = f.op == Formula::Op::Var ? f.var : 0;
  for (const auto& a : f.args) n = std::max(n, variable_count(*a));
  return n;
}

std::vector<bool> parse_assignment(std::string_view bits, int vars) {
  for (std::size_t i = 0; i < bits.size(); ++i)
    if (bits[i] != '0' && bits[i] != '1')
      throw InputError({"<assignment>", 1, i + 1}, std::string("expected '0' or '1', found '") + bits[i] + "'");
  if (int(bits.size()) != vars)
    throw InputError({"<assignment>", 1, bits.size() + 1},
                     "the formula has " + std::to_string(vars) + " variable(s) x1..x" + std::to_string(vars) +
                         ", the assignment gives " + std::to_string(bits.size()) + " value(s)");
  std::vector<bool> out;
  for (char c : bits) out.push_back(c == '1');
  return out;
}

bool evaluate(const Formula& f, const std::vector<bool>& a) {
  switch (f.op) {
    case Formula::Op::Const: return f.value;
    case Formula::Op::Var:
      if (f.var > int(a.size())) throw UsageError("assignment too short for x" + std::to_string(f.var));
      return a[f.var - 1];
    case Formula::Op::Not: return !evaluate(*f.args[0], a);
    case Formula::Op::And: return evaluate(*f.args[0], a) && evaluate(*f.args[1], a);
    case Formula::Op::Or: return evaluate(*f.args[0], a) || evaluate(*f.args[1], a);
  }
  return false;
}

namespace {
int log2_floor(std::int64_t g) {
  int l = -1;
  while (g > 0) g >>= 1, ++l;
  return l;
}

// step_i(H) = (H / C_(2^i)) + C_(2^i): 2^i bottom vertices added below H, then a 2^i-tower beside it.
SpTree step(const SpTree& h, int i) {
  const SpTree tower = SpTree::chain(1 << i);
  return SpTree::parallel(SpTree::series(h, tower), tower);
}
}  // namespace

SpTree not_tree(const SpTree& g, families::NotVariant variant) {
  const int L = log2_floor(g.size());
  if (L + 3 >= 30) throw UsageError("NOT: the game is too large");
  const int steps = L + 1 + (variant == families::NotVariant::Proof ? 1 : 0);
  SpTree g1 = g;
  int i = 0;
  for (; i < steps; ++i) g1 = step(g1, i);
  const SpTree g2 = step(g1, i++);
  return SpTree::parallel(SpTree::parallel(g1, g2), SpTree::chain(1 << i));
}

SpTree or_tree(const SpTree& a, const SpTree& b) { return SpTree::series(b, a); }

SpTree and_tree(const SpTree& a, const SpTree& b, families::NotVariant variant) {
  return not_tree(or_tree(not_tree(a, variant), not_tree(b, variant)), variant);
}

SpTree compile(const Formula& f, const std::vector<bool>& assignment, families::NotVariant variant) {
  switch (f.op) {
    case Formula::Op::Const:
    case Formula::Op::Var:
      return evaluate(f, assignment) ? SpTree::point() : SpTree::antichain(2);
    case Formula::Op::Not: return not_tree(compile(*f.args[0], assignment, variant), variant);
    case Formula::Op::Or:
      return or_tree(compile(*f.args[0], assignment, variant), compile(*f.args[1], assignment, variant));
    case Formula::Op::And:
      return and_tree(compile(*f.args[0], assignment, variant), compile(*f.args[1], assignment, variant), variant);
  }
  return {};
}

std::int64_t compiled_size(const Formula& f, const std::vector<bool>& assignment, families::NotVariant variant) {
  auto not_size = [&](std::int64_t g) { return families::not_construction_size(g, variant); };
  switch (f.op) {
    case Formula::Op::Const:
    case Formula::Op::Var: return evaluate(f, assignment) ? 1 : 2;
    case Formula::Op::Not: return not_size(compiled_size(*f.args[0], assignment, variant));
    case Formula::Op::Or:
      return compiled_size(*f.args[0], assignment, variant) + compiled_size(*f.args[1], assignment, variant);
    case Formula::Op::And:
      return not_size(not_size(compiled_size(*f.args[0], assignment, variant)) +
                      not_size(compiled_size(*f.args[1], assignment, variant)));
  }
  return 0;
}

Poset formula_poset(std::string_view text, std::string_view assignment, int max_elements,
                    families::NotVariant variant) {
  const FormulaPtr f = parse_formula(text);
  const std::vector<bool> a = parse_assignment(assignment, variable_count(*f));
  const std::int64_t size = compiled_size(*f, a, variant);
  if (size > max_elements)
    throw UsageError("the compiled game of '" + std::string(text) + "' has " + std::to_string(size) +
                     " elements, more than the limit " + std::to_string(max_elements));
  return compile(*f, a, variant).to_poset();
}

}  // namespace posetlab::formula
