#include "enumerate/positional_families.hpp"

#include <algorithm>
#include <functional>
#include <set>
#include <unordered_map>

#include "engine/core/error.hpp"
#include "enumerate/formula.hpp"

namespace posetlab::games {
namespace {

// Sets from clauses: literal +i -> element pos(i), -i -> element neg(i); duplicates merged.
std::vector<std::vector<int>> literal_sets(const reductions::Cnf& f, int stride) {
  std::set<std::vector<int>> sets;
  for (const auto& clause : f.clauses) {
    std::set<int> w;
    for (int lit : clause) w.insert(stride * (std::abs(lit) - 1) + (lit > 0 ? 0 : 1));
    if (!w.empty()) sets.insert({w.begin(), w.end()});
  }
  return {sets.begin(), sets.end()};
}

std::vector<int> parse_list(std::string_view s, const char* what) {
  std::vector<int> out;
  if (s.empty()) return out;
  std::size_t start = 0;
  while (start <= s.size()) {
    std::size_t comma = s.find(',', start);
    std::string part(s.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (part.empty() || part.size() > 6 || part.find_first_not_of("0123456789") != std::string::npos)
      throw UsageError(std::string("chains: ") + what + " must be a comma-separated list of numbers, got '" +
                       std::string(s) + "'");
    out.push_back(std::stoi(part));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

}  // namespace

PositionalGame connect_k(int m, int n, int k, bool top_row_only) {
  if (m < 1 || n < 1 || k < 1 || (long long)m * n > 64)
    throw UsageError("connect-k: need m, n, k >= 1 and m*n <= 64");
  std::vector<Relation> rel;
  for (int c = 0; c < m; ++c)
    for (int r = 0; r + 1 < n; ++r) rel.emplace_back(c * n + r, c * n + r + 1);
  std::vector<std::vector<int>> sets;
  const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};  // (dc, dr)
  for (const auto& d : dirs) {
    if (top_row_only && d[1] != 0) continue;
    for (int c = 0; c < m; ++c)
      for (int r = 0; r < n; ++r) {
        if (top_row_only && r != n - 1) continue;
        int ec = c + (k - 1) * d[0], er = r + (k - 1) * d[1];
        if (ec < 0 || ec >= m || er < 0 || er >= n) continue;
        std::vector<int> w;
        for (int i = 0; i < k; ++i) w.push_back((c + i * d[0]) * n + r + i * d[1]);
        std::sort(w.begin(), w.end());
        if (std::find(sets.begin(), sets.end(), w) == sets.end()) sets.push_back(w);  // k = 1: one set per cell
      }
  }
  return make_game(Poset::from_relations(m * n, rel), std::move(sets));
}

PositionalGame connect_k_top_set(int m, int n, int k) {
  PositionalGame g = connect_k(m, n, k, true);
  if (g.winning_sets.empty()) throw UsageError("connect-k: no top-row alignment (k > m)");
  g.winning_sets.resize(1);
  return g;
}

PositionalGame chains_with_singletons(const std::vector<int>& heights, const std::vector<int>& winners) {
  std::vector<Relation> rel;
  int n = 0;
  for (int h : heights) {
    if (h < 1) throw UsageError("chains: every chain needs at least one element");
    for (int i = 0; i + 1 < h; ++i) rel.emplace_back(n + i, n + i + 1);
    n += h;
  }
  std::vector<std::vector<int>> sets;
  for (int x : winners) {
    if (x >= n) throw UsageError("chains: winning element " + std::to_string(x) + " out of range 0.." + std::to_string(n - 1));
    if (std::find(sets.begin(), sets.end(), std::vector<int>{x}) == sets.end()) sets.push_back({x});
  }
  return make_game(Poset::from_relations(n, rel), std::move(sets));
}

PositionalGame sat_game(const reductions::Cnf& f) {
  std::vector<Relation> rel;
  for (int i = 0; i < f.vars; ++i)
    for (int up : {0, 1, 3}) rel.emplace_back(4 * i + 2, 4 * i + up);
  return make_game(Poset::from_relations(4 * f.vars, rel), literal_sets(f, 4));
}

PositionalGame qbf_game(const reductions::Cnf& f) {
  const int n = f.vars;
  std::vector<Relation> rel;
  for (int i = 0; i + 1 < n; ++i) {
    const int c = 3 * i + 2;
    for (int below : {3 * i, 3 * i + 1}) rel.emplace_back(below, c);
    for (int above : {3 * (i + 1), 3 * (i + 1) + 1}) rel.emplace_back(c, above);
  }
  // Element ids: x_i = 3i, xbar_i = 3i+1, c_i = 3i+2; the last variable has no c.
  const int size = n == 0 ? 0 : 3 * n - 1;
  return make_game(Poset::from_relations(size, rel), literal_sets(f, 3));
}

Dnf parse_positive_dnf(std::string_view text) {
  auto f = formula::parse_formula(text);
  using Op = formula::Formula::Op;
  Dnf out;
  std::function<void(const formula::Formula&, std::vector<int>&)> conj = [&](const formula::Formula& g,
                                                                           std::vector<int>& clause) {
    if (g.op == Op::Var) {
      clause.push_back(g.var);
    } else if (g.op == Op::And) {
      conj(*g.args[0], clause);
      conj(*g.args[1], clause);
    } else {
      throw UsageError("dnf: expected a positive DNF (clauses of x_i joined by '&', clauses joined by '|'), found " +
                       formula::formula_text(g));
    }
  };
  std::function<void(const formula::Formula&)> disj = [&](const formula::Formula& g) {
    if (g.op == Op::Or) {
      disj(*g.args[0]);
      disj(*g.args[1]);
      return;
    }
    std::vector<int> clause;
    conj(g, clause);
    std::sort(clause.begin(), clause.end());
    clause.erase(std::unique(clause.begin(), clause.end()), clause.end());
    out.push_back(clause);
  };
  disj(*f);
  return out;
}

PositionalGame dnf_game(const Dnf& clauses) {
  int vars = 0;
  for (const auto& c : clauses)
    for (int v : c) vars = std::max(vars, v);
  std::vector<Relation> rel;
  std::vector<std::vector<int>> sets;
  for (std::size_t j = 0; j < clauses.size(); ++j) {
    const int top = vars + int(j);
    for (int v : clauses[j]) rel.emplace_back(v - 1, top);
    sets.push_back({top});
  }
  return make_game(Poset::from_relations(vars + int(clauses.size()), rel), std::move(sets));
}

bool avoid_true_first_wins(const Dnf& clauses) {
  int vars = 0;
  std::vector<std::uint32_t> masks;
  for (const auto& c : clauses) {
    std::uint32_t m = 0;
    for (int v : c) m |= 1u << (v - 1), vars = std::max(vars, v);
    masks.push_back(m);
  }
  if (vars > 24) throw UsageError("avoid true: at most 24 variables");
  auto satisfied = [&](std::uint32_t set) {
    for (auto m : masks)
      if ((m & ~set) == 0) return true;
    return false;
  };
  std::unordered_map<std::uint32_t, bool> memo;
  // Does the player to move win, `set` being the variables already True?
  std::function<bool(std::uint32_t)> wins = [&](std::uint32_t set) {
    if (auto it = memo.find(set); it != memo.end()) return it->second;
    bool win = false;
    for (int v = 0; v < vars && !win; ++v)
      if (!(set >> v & 1) && !satisfied(set | 1u << v)) win = !wins(set | 1u << v);
    memo.emplace(set, win);
    return win;
  };
  return wins(0);
}

void parse_chains_spec(std::string_view text, std::vector<int>& heights, std::vector<int>& winners) {
  auto colon = text.find(':');
  heights = parse_list(text.substr(0, colon), "HEIGHTS");
  winners = colon == std::string_view::npos ? std::vector<int>{} : parse_list(text.substr(colon + 1), "WINNERS");
  if (heights.empty()) throw UsageError("chains: expected HEIGHTS:WINNERS, e.g. 3,2:0,4");
}

}  // namespace posetlab::games
