#include "engine/core/poset.hpp"

#include <algorithm>
#include <numeric>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

// Finds one cycle in the digraph restricted to `alive` vertices, those Kahn's algorithm
// leaves: each has an alive predecessor (its in-degree from removed vertices was used up),
// though not always an alive successor (a vertex above a cycle), so the walk goes backwards.
std::vector<int> find_cycle(const std::vector<std::vector<int>>& out, const std::vector<char>& alive) {
  const int n = int(out.size());
  std::vector<int> pred(n, -1);
  for (int v = 0; v < n; ++v)
    if (alive[v])
      for (int w : out[v])
        if (alive[w]) pred[w] = v;
  int start = 0;
  while (start < n && !alive[start]) ++start;
  // Walk alive predecessors until a vertex repeats; the repeated stretch, reversed, is the cycle.
  std::vector<int> position(n, -1), walk;
  int v = start;
  while (position[v] < 0) {
    position[v] = int(walk.size());
    walk.push_back(v);
    v = pred[v];
  }
  std::vector<int> cycle(walk.begin() + position[v], walk.end());
  std::reverse(cycle.begin(), cycle.end());
  std::rotate(cycle.begin(), std::min_element(cycle.begin(), cycle.end()), cycle.end());  // smallest first
  return cycle;
}

}  // namespace

Poset Poset::from_relations(int n, std::span<const Relation> less) {
  if (n < 0) throw UsageError("poset size must be non-negative");
  std::vector<std::vector<int>> out(n);
  std::vector<int> indegree(n, 0);
  for (auto [a, b] : less) {
    if (a < 0 || a >= n || b < 0 || b >= n)
      throw UsageError("element id out of range 0.." + std::to_string(n - 1) + ": " +
                       std::to_string(a < 0 || a >= n ? a : b));
    if (a == b) continue;
    out[a].push_back(b);
  }
  for (auto& o : out) {
    std::sort(o.begin(), o.end());
    o.erase(std::unique(o.begin(), o.end()), o.end());
    for (int b : o) ++indegree[b];
  }
  // Kahn's algorithm: a topological order exists iff the relation is acyclic.
  std::vector<int> order;
  order.reserve(n);
  for (int v = 0; v < n; ++v)
    if (indegree[v] == 0) order.push_back(v);
  for (std::size_t i = 0; i < order.size(); ++i)
    for (int w : out[order[i]])
      if (--indegree[w] == 0) order.push_back(w);
  if (int(order.size()) != n) {
    std::vector<char> alive(n, 1);
    for (int v : order) alive[v] = 0;
    throw CycleError(find_cycle(out, alive));
  }
  // Closure in reverse topological order: up(x) = x + union of up(successors).
  Poset p;
  p.n_ = n;
  p.up_.assign(n, DynBitset(n));
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    int x = *it;
    p.up_[x].set(x);
    for (int w : out[x]) p.up_[x] |= p.up_[w];
  }
  p.build_down_and_covers();
  return p;
}

Poset Poset::from_strict_up_sets(std::vector<DynBitset> strict_up) {
  Poset p;
  p.n_ = int(strict_up.size());
  for (int x = 0; x < p.n_; ++x) {
    if (strict_up[x].size() != std::size_t(p.n_)) throw UsageError("up-set of the wrong width");
    if (strict_up[x].test(x)) throw UsageError("order is not irreflexive at " + std::to_string(x));
    strict_up[x].set(x);
  }
  p.up_ = std::move(strict_up);
  for (int x = 0; x < p.n_; ++x)
    p.up_[x].for_each([&](std::size_t y) {
      if (int(y) != x && (!p.up_[y].is_subset_of(p.up_[x]) || p.up_[y].test(x)))
        throw UsageError("order is not transitive and antisymmetric at " + std::to_string(x));
    });
  p.build_down_and_covers();
  return p;
}

void Poset::build_down_and_covers() {
  down_.assign(n_, DynBitset(n_));
  for (int x = 0; x < n_; ++x) up_[x].for_each([&](std::size_t y) { down_[y].set(x); });
  upper_covers_.assign(n_, {});
  lower_covers_.assign(n_, {});
  // A linear extension: fewer elements below comes first.
  std::vector<int> order(n_);
  std::iota(order.begin(), order.end(), 0);
  std::vector<std::size_t> below(n_);
  for (int x = 0; x < n_; ++x) below[x] = down_[x].count();
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return below[a] < below[b]; });
  // Scanning a's strict up-set in that order, b is a cover iff no earlier cover lies
  // below it: every non-cover is above some cover that the scan met first.
  DynBitset reached(n_);
  for (int a = 0; a < n_; ++a) {
    reached = DynBitset(n_);
    for (int b : order) {
      if (b == a || !up_[a].test(b) || reached.test(b)) continue;
      upper_covers_[a].push_back(b);
      lower_covers_[b].push_back(a);
      reached |= up_[b];
    }
    std::sort(upper_covers_[a].begin(), upper_covers_[a].end());
  }
  for (auto& l : lower_covers_) std::sort(l.begin(), l.end());
}

std::vector<Relation> Poset::covers() const {
  std::vector<Relation> r;
  for (int a = 0; a < n_; ++a)
    for (int b : upper_covers_[a]) r.emplace_back(a, b);
  return r;
}

std::size_t Poset::cover_count() const {
  std::size_t c = 0;
  for (const auto& u : upper_covers_) c += u.size();
  return c;
}

std::size_t Poset::relation_count() const {
  std::size_t c = 0;
  for (const auto& u : up_) c += u.count() - 1;
  return c;
}

std::vector<int> Poset::minimal_elements() const {
  std::vector<int> r;
  for (int x = 0; x < n_; ++x)
    if (lower_covers_[x].empty()) r.push_back(x);
  return r;
}

std::vector<int> Poset::maximal_elements() const {
  std::vector<int> r;
  for (int x = 0; x < n_; ++x)
    if (upper_covers_[x].empty()) r.push_back(x);
  return r;
}

std::vector<std::vector<int>> Poset::components() const {
  // Comparability components equal the connected components of the Hasse diagram.
  std::vector<int> label(n_, -1);
  std::vector<std::vector<int>> comps;
  for (int s = 0; s < n_; ++s) {
    if (label[s] >= 0) continue;
    std::vector<int> comp{s}, stack{s};
    label[s] = int(comps.size());
    while (!stack.empty()) {
      int v = stack.back();
      stack.pop_back();
      for (const auto* adj : {&upper_covers_[v], &lower_covers_[v]})
        for (int w : *adj)
          if (label[w] < 0) {
            label[w] = label[s];
            comp.push_back(w);
            stack.push_back(w);
          }
    }
    std::sort(comp.begin(), comp.end());
    comps.push_back(std::move(comp));
  }
  return comps;
}

int Poset::height() const {
  // Longest chain ending at x, over a linear extension (ids sorted by down-set size).
  std::vector<int> order(n_);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return down_[a].count() < down_[b].count(); });
  std::vector<int> longest(n_, 1);
  int best = 0;
  for (int x : order) {
    for (int y : lower_covers_[x]) longest[x] = std::max(longest[x], longest[y] + 1);
    best = std::max(best, longest[x]);
  }
  return best;
}

Poset Poset::induced(std::span<const int> elements) const {
  const int k = int(elements.size());
  std::vector<DynBitset> strict_up(k, DynBitset(k));
  for (int i = 0; i < k; ++i)
    for (int j = 0; j < k; ++j)
      if (i != j && up_[elements[i]].test(elements[j])) strict_up[i].set(j);
  Poset p;
  p.n_ = k;
  for (int i = 0; i < k; ++i) strict_up[i].set(i);
  p.up_ = std::move(strict_up);
  p.build_down_and_covers();
  return p;
}

Poset Poset::dual() const {
  Poset p;
  p.n_ = n_;
  p.up_ = down_;
  p.down_ = up_;
  p.upper_covers_ = lower_covers_;
  p.lower_covers_ = upper_covers_;
  return p;
}

Poset Poset::relabeled(std::span<const int> perm) const {
  std::vector<Relation> rel;
  for (auto [a, b] : covers()) rel.emplace_back(perm[a], perm[b]);
  return from_relations(n_, rel);
}

Poset Poset::parallel(const Poset& a, const Poset& b) {
  std::vector<Relation> rel = a.covers();
  for (auto [x, y] : b.covers()) rel.emplace_back(x + a.n_, y + a.n_);
  return from_relations(a.n_ + b.n_, rel);
}

Poset Poset::series(const Poset& above, const Poset& below) {
  const int shift = below.n_;
  std::vector<Relation> rel = below.covers();
  for (auto [x, y] : above.covers()) rel.emplace_back(x + shift, y + shift);
  for (int lo : below.maximal_elements())
    for (int hi : above.minimal_elements()) rel.emplace_back(lo, hi + shift);
  return from_relations(below.n_ + above.n_, rel);
}

std::string Poset::to_text() const {
  std::string s = "poset " + std::to_string(n_) + ":";
  for (auto [a, b] : covers()) s += " " + std::to_string(a) + "<" + std::to_string(b);
  return s;
}

Poset chain_poset(int n) {
  std::vector<Relation> rel;
  for (int i = 0; i + 1 < n; ++i) rel.emplace_back(i, i + 1);
  return Poset::from_relations(n, rel);
}

Poset antichain_poset(int n) { return Poset::from_relations(n, {}); }

}  // namespace posetlab
