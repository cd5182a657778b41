// Instances and definitions shared by the partizan checks; see coloured_instances.hpp.
#include "verify/support/coloured_instances.hpp"

#include <algorithm>
#include <bit>
#include <unordered_map>

#include "engine/core/error.hpp"
#include "engine/formats/format_dot.hpp"
#include "enumerate/coloured_families.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::checks {

Counterexample coloured_counterexample(const ColouredPoset& p, std::string detail) {
  DotOptions options;
  for (int x = 0; x < p.size(); ++x) options.labels.push_back(std::to_string(x) + colour_letter(p.colour[x]));
  return {p.size(), p.to_text(), poset_to_dot(p.poset, options), std::move(detail)};
}

void for_each_colouring(const Poset& p, const std::function<void(const ColouredPoset&)>& f) {
  ColouredPoset c{p, std::vector<Colour>(p.size(), Colour::Black)};
  for (std::uint64_t w = 0; w < (std::uint64_t{1} << p.size()); ++w) {
    for (int x = 0; x < p.size(); ++x) c.colour[x] = (w >> x) & 1 ? Colour::White : Colour::Black;
    f(c);
  }
}

void for_each_coloured_poset(int n, const std::function<void(const ColouredPoset&)>& f) {
  for (const Poset& p : nauty_posets(n)) for_each_colouring(p, f);
}

std::vector<Poset> tree_posets(int n) {
  std::vector<Poset> out;
  for (const Poset& p : nauty_posets(n))
    if (families::is_tree_poset(p)) out.push_back(p);
  return out;
}

std::vector<Poset> forest_posets(int n) {
  std::vector<Poset> out;
  for (const Poset& p : nauty_posets(n)) {
    bool forest = true;
    for (int x = 0; x < n && forest; ++x) forest = p.lower_covers(x).size() <= 1;
    if (forest) out.push_back(p);
  }
  return out;
}

std::vector<std::vector<int>> partitions(int n) {
  std::vector<std::vector<int>> out;
  std::vector<int> cur;
  std::function<void(int, int)> rec = [&](int left, int largest) {
    if (left == 0) {
      out.push_back(cur);
      return;
    }
    for (int r = std::min(left, largest); r >= 1; --r) {
      cur.push_back(r);
      rec(left - r, r);
      cur.pop_back();
    }
  };
  rec(n, n);
  return out;
}

std::vector<std::array<int, 3>> blocking_triples(const ColouredPoset& p) {
  std::vector<std::array<int, 3>> out;
  for (int x = 0; x < p.size(); ++x)
    for (int y : p.poset.upper_covers(x)) {
      if (p.colour[y] != p.colour[x]) continue;
      for (int z : p.poset.upper_covers(y))
        if (p.colour[z] != p.colour[y]) out.push_back({x, y, z});
    }
  return out;
}

std::vector<int> essential_part(const ColouredPoset& p) {
  const int n = p.size();
  if (n > 20) throw UsageError("essential_part: more than 20 elements");
  auto triples = blocking_triples(p);
  std::uint64_t best = 0;
  int best_size = -1;
  for (std::uint64_t u = 0; u < (std::uint64_t{1} << n); ++u) {
    bool upset = true;
    for (int x = 0; x < n && upset; ++x)
      if ((u >> x) & 1) p.poset.up(x).for_each([&](std::size_t y) { upset = upset && ((u >> y) & 1); });
    if (!upset) continue;
    bool clean = true;  // an up-set is convex, so a triple of P inside it is a triple of it
    for (auto [x, y, z] : triples) clean = clean && !(((u >> x) & 1) && ((u >> y) & 1) && ((u >> z) & 1));
    if (clean && std::popcount(u) > best_size) {
      best = u;
      best_size = std::popcount(u);
    }
  }
  std::vector<int> out;
  for (int x = 0; x < n; ++x)
    if ((best >> x) & 1) out.push_back(x);
  return out;
}

void for_each_reachable(const PlainPartizanSolver& s, const std::function<void(std::uint64_t)>& f) {
  std::unordered_map<std::uint64_t, bool> seen;
  std::vector<std::uint64_t> stack{s.start()};
  seen[s.start()] = true;
  while (!stack.empty()) {
    std::uint64_t a = stack.back();
    stack.pop_back();
    f(a);
    for (const PartizanMove& m : s.moves(a))
      if (seen.emplace(m.after, true).second) stack.push_back(m.after);
  }
}

mpq_class literal_simplest_number(const std::optional<mpq_class>& l, const std::optional<mpq_class>& r) {
  auto inside = [&](const mpq_class& x) { return (!l || *l < x) && (!r || x < *r); };
  mpq_class bound = 1;
  if (l) bound = std::max(bound, mpq_class(abs(*l)));
  if (r) bound = std::max(bound, mpq_class(abs(*r)));
  for (unsigned long k = 0;; ++k) {
    mpz_class den;
    mpz_ui_pow_ui(den.get_mpz_t(), 2, k);
    const mpq_class unit(1, den);
    const mpz_class limit = mpz_class(bound / unit) + 2;  // every a/2^k inside has |a| below this
    for (mpz_class a = 0; a <= limit; ++a) {
      if (inside(a * unit)) return a * unit;
      if (a != 0 && inside(-a * unit)) return -a * unit;
    }
  }
}

int white_minus_black(const ColouredPoset& p, std::uint64_t position) {
  const std::uint64_t white = p.mask(Colour::White);
  return std::popcount(position & white) - std::popcount(position & ~white);
}

bool balanced_here(const PlainPartizanSolver& s, std::uint64_t a) {
  const std::uint64_t white = s.poset().mask(Colour::White);
  const std::uint64_t r = s.removable(a);
  if (r == 0) return true;
  const int whites = std::popcount(a & white), total = std::popcount(a);
  if ((r & white) == r) return 2 * whites >= total;
  if ((r & ~white) == r) return 2 * (total - whites) >= total;
  return true;
}

bool is_balanced(const PlainPartizanSolver& s, std::uint64_t* where) {
  std::unordered_map<std::uint64_t, bool> memo;
  std::function<bool(std::uint64_t)> rec = [&](std::uint64_t a) {
    if (auto it = memo.find(a); it != memo.end()) return it->second;
    bool ok = balanced_here(s, a);
    if (!ok && where) *where = a;
    for (std::uint64_t m = s.removable(a); ok && m; m &= m - 1) ok = rec(a & ~(m & -m));
    memo.emplace(a, ok);
    return ok;
  };
  return rec(s.start());
}

std::string up_to_points(const char* what, int n) { return std::string(what) + " <= " + std::to_string(n) + " points"; }

std::vector<ColouredPoset> chess_colourings(const Poset& p) {
  std::vector<ColouredPoset> out;
  for (Colour c : {Colour::Black, Colour::White})
    if (auto col = chess_colouring(p, c)) out.push_back({p, *col});
  if (out.size() == 2 && out[0] == out[1]) out.pop_back();
  return out;
}

void expect_balanced(Tally& tally, const PlainPartizanSolver& s, const std::string& what) {
  std::uint64_t where = 0;
  const bool ok = is_balanced(s, &where);
  tally.expect(ok, [&] {
    return coloured_counterexample(s.poset(), what + ": not balanced at position " + position_text(where) +
                                                  " (all removable elements of one colour, fewer than half of it)");
  });
}

std::string shape_text(const std::vector<int>& rows) {
  std::string s;
  for (std::size_t i = 0; i < rows.size(); ++i) s += (i ? "," : "") + std::to_string(rows[i]);
  return s.empty() ? "empty" : s;
}

// Skew shapes lambda/mu inside a box x box square with at most `top` cells.
std::vector<families::Diagram> skew_shapes(int top, int box) {
  std::vector<families::Diagram> out;
  std::vector<std::vector<int>> shapes;
  std::function<void(std::vector<int>&)> rec = [&](std::vector<int>& rows) {
    shapes.push_back(rows);
    if (int(rows.size()) == box) return;
    for (int len = 1; len <= (rows.empty() ? box : rows.back()); ++len) {
      rows.push_back(len);
      rec(rows);
      rows.pop_back();
    }
  };
  std::vector<int> start;
  rec(start);
  for (const auto& outer : shapes)
    for (const auto& inner : shapes) {
      if (inner.size() > outer.size()) continue;
      bool inside = true;
      int cells = 0;
      for (std::size_t r = 0; r < outer.size(); ++r) {
        const int skip = r < inner.size() ? inner[r] : 0;
        inside = inside && skip <= outer[r];
        cells += outer[r] - skip;
      }
      if (inside && cells <= top) out.push_back(families::skew_diagram(outer, inner, Colour::Black));
    }
  return out;
}

}  // namespace posetlab::checks
