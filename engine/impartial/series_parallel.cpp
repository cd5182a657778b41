// Series-parallel decomposition and the Deuber-Thomassé g-set algorithm; the essay is
// in series_parallel.hpp.
#include "engine/impartial/series_parallel.hpp"

#include <algorithm>
#include <functional>

#include "engine/core/error.hpp"

namespace posetlab {

int SpTree::add(Node n) {
  if (n.kind == Kind::Parallel || n.kind == Kind::Series) {
    n.elements = 0;
    for (int c : n.children) n.elements += nodes_[c].elements;
  }
  nodes_.push_back(std::move(n));
  return int(nodes_.size()) - 1;
}

int SpTree::graft(const SpTree& other) {
  const int offset = int(nodes_.size());
  for (Node n : other.nodes_) {
    for (int& c : n.children) c += offset;
    nodes_.push_back(std::move(n));
  }
  return other.root_ + offset;
}

SpTree SpTree::point() {
  SpTree t;
  t.root_ = t.add(Node{Kind::Point, {}, 1});
  return t;
}

SpTree SpTree::chain(int k) {
  if (k < 0) throw UsageError("SpTree::chain: negative length");
  SpTree t;
  if (k == 0) return t;
  if (k == 1) return point();
  t.root_ = t.add(Node{Kind::Chain, {}, k});
  return t;
}

SpTree SpTree::antichain(int k) {
  if (k < 0) throw UsageError("SpTree::antichain: negative size");
  SpTree t;
  if (k == 0) return t;
  if (k == 1) return point();
  Node s{Kind::Parallel, {}, 0};
  for (int i = 0; i < k; ++i) s.children.push_back(t.add(Node{Kind::Point, {}, 1}));
  t.root_ = t.add(std::move(s));
  return t;
}

SpTree SpTree::parallel(const SpTree& a, const SpTree& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  SpTree t;
  const int ra = t.graft(a), rb = t.graft(b);
  t.root_ = t.add(Node{Kind::Parallel, {ra, rb}, 0});
  return t;
}

SpTree SpTree::series(const SpTree& above, const SpTree& below) {
  if (above.empty()) return below;
  if (below.empty()) return above;
  SpTree t;
  const int rb = t.graft(below), ra = t.graft(above);
  t.root_ = t.add(Node{Kind::Series, {rb, ra}, 0});
  return t;
}

Poset SpTree::to_poset() const {
  const int n = size();
  std::vector<DynBitset> up(n, DynBitset(n));
  if (empty()) return Poset::from_strict_up_sets(std::move(up));
  // lo[i]: first point id of node i; its points are lo[i] .. lo[i] + elements - 1.
  std::vector<int> lo(nodes_.size(), 0);
  int next = 0;
  std::function<void(int)> number = [&](int i) {
    lo[i] = next;
    if (nodes_[i].kind == Kind::Point || nodes_[i].kind == Kind::Chain) {
      next += nodes_[i].elements;
      return;
    }
    for (int c : nodes_[i].children) number(c);
  };
  number(root_);
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const Node& nd = nodes_[i];
    const int end = lo[i] + nd.elements;
    if (nd.kind == Kind::Chain)
      for (int x = lo[i]; x < end; ++x)
        for (int y = x + 1; y < end; ++y) up[x].set(y);
    if (nd.kind != Kind::Series) continue;
    for (int c : nd.children) {
      const int c_end = lo[c] + nodes_[c].elements;
      for (int x = lo[c]; x < c_end; ++x)
        for (int y = c_end; y < end; ++y) up[x].set(y);
    }
  }
  return Poset::from_strict_up_sets(std::move(up));
}

namespace {

// Components of `part` in the graph whose neighbours of x are adj(x) (restricted to part).
template <class Adj>
std::vector<std::vector<int>> components(const std::vector<int>& part, int n, Adj adj) {
  DynBitset in(n), seen(n);
  for (int x : part) in.set(x);
  std::vector<std::vector<int>> out;
  for (int s : part) {
    if (seen.test(s)) continue;
    std::vector<int> comp{s};
    seen.set(s);
    for (std::size_t k = 0; k < comp.size(); ++k) {
      DynBitset next = adj(comp[k]);
      next &= in;
      next.and_not(seen);
      next.for_each([&](std::size_t y) {
        seen.set(y);
        comp.push_back(int(y));
      });
    }
    std::sort(comp.begin(), comp.end());
    out.push_back(std::move(comp));
  }
  return out;
}

}  // namespace

std::optional<SpTree> series_parallel_tree(const Poset& p, std::vector<int>* leaf_element) {
  const int n = p.size();
  SpTree t;
  if (n == 0) {
    if (leaf_element) leaf_element->clear();
    return t;
  }
  std::vector<DynBitset> comparable(n), incomparable(n);
  for (int x = 0; x < n; ++x) {
    comparable[x] = p.up(x) | p.down(x);
    incomparable[x] = DynBitset(n);
    incomparable[x].set_all();
    incomparable[x].and_not(comparable[x]);
  }
  std::vector<int> leaf_of_node;  // p element of each Point node, -1 otherwise
  bool n_found = false;
  std::function<int(const std::vector<int>&)> build = [&](const std::vector<int>& part) -> int {
    if (part.size() == 1) {
      leaf_of_node.push_back(part[0]);
      return t.add(SpTree::Node{SpTree::Kind::Point, {}, 1});
    }
    auto comps = components(part, n, [&](int x) { return comparable[x]; });
    SpTree::Kind kind = SpTree::Kind::Parallel;
    if (comps.size() == 1) {
      comps = components(part, n, [&](int x) { return incomparable[x]; });
      if (comps.size() == 1) {
        n_found = true;
        return -1;
      }
      kind = SpTree::Kind::Series;
      // Co-components are totally ordered; sort them from the bottom up.
      std::sort(comps.begin(), comps.end(), [&](const auto& a, const auto& b) { return p.less(a[0], b[0]); });
    }
    SpTree::Node node{kind, {}, 0};
    for (const auto& c : comps) {
      const int child = build(c);
      if (n_found) return -1;
      node.children.push_back(child);
    }
    leaf_of_node.push_back(-1);
    return t.add(std::move(node));
  };
  std::vector<int> all(n);
  for (int x = 0; x < n; ++x) all[x] = x;
  const int root = build(all);
  if (n_found) return std::nullopt;
  t.root_ = root;
  if (leaf_element) {
    leaf_element->clear();
    std::function<void(int)> walk = [&](int i) {
      if (t.node(i).kind == SpTree::Kind::Point) {
        leaf_element->push_back(leaf_of_node[i]);
        return;
      }
      for (int c : t.node(i).children) walk(c);
    };
    walk(root);
  }
  return t;
}

bool has_induced_n(const Poset& p) {
  const int n = p.size();
  for (int b = 0; b < n; ++b)
    for (int c = 0; c < n; ++c) {
      if (!p.less(c, b)) continue;
      for (int a = 0; a < n; ++a) {
        if (a == c || !p.less(a, b) || p.comparable(a, c)) continue;
        for (int d = 0; d < n; ++d)
          if (d != b && p.less(c, d) && !p.comparable(a, d) && !p.comparable(b, d)) return true;
      }
    }
  return false;
}


// USES: 001-F3.1
GrundySet gset_parallel(const GrundySet& p, const GrundySet& q) {
  const int gp = mex_of_sorted(p), gq = mex_of_sorted(q);
  // Every value is below the next power of two above all inputs: mark them in a
  // bitmap (the sets of large constructions hold tens of thousands of values).
  int top = std::max(gp, gq);
  if (!p.empty()) top = std::max(top, p.back());
  if (!q.empty()) top = std::max(top, q.back());
  std::size_t bound = 1;
  while (bound <= std::size_t(top)) bound <<= 1;
  std::vector<char> mark(bound, 0);
  for (int v : q) mark[gp ^ v] = 1;
  for (int v : p) mark[v ^ gq] = 1;
  GrundySet out;
  for (std::size_t v = 0; v < bound; ++v)
    if (mark[v]) out.push_back(int(v));
  return out;
}

// below u {the first m natural numbers missing from below}: the g-set of an m-chain
// placed above a part with g-set `below` (m applications of Lemma 3.2 with A = {0}).
// USES: 001-L3.2
static GrundySet add_first_gaps(const GrundySet& below, int m) {
  GrundySet out;
  out.reserve(below.size() + m);
  std::size_t k = 0;
  for (int v = 0; m > 0 || k < below.size(); ++v) {
    if (k < below.size() && below[k] == v) {
      out.push_back(v);
      ++k;
    } else if (m > 0) {
      out.push_back(v);
      --m;
    } else {
      v = below[k] - 1;  // no gaps left to add: jump to the next member
    }
  }
  return out;
}

// USES: 001-L3.2
GrundySet gset_series(const GrundySet& above, const GrundySet& below) {
  if (above.empty()) return below;
  // gaps[a] = mex_a(below): the a-th natural number missing from `below`.
  const int need = above.back() + 1;
  std::vector<int> gaps;
  gaps.reserve(need);
  std::size_t k = 0;
  for (int v = 0; int(gaps.size()) < need; ++v) {
    while (k < below.size() && below[k] < v) ++k;
    if (k < below.size() && below[k] == v) continue;
    gaps.push_back(v);
  }
  GrundySet picked;
  picked.reserve(above.size());
  for (int a : above) picked.push_back(gaps[a]);  // increasing, disjoint from below
  GrundySet out(below.size() + picked.size());
  std::merge(below.begin(), below.end(), picked.begin(), picked.end(), out.begin());
  return out;
}

// The g-set of every node from its children's, by Fact 3.1 and Lemma 3.2. USES: 001-S3.1-DT
DtResult deuber_thomasse(const SpTree& t) {
  DtResult r;
  if (t.empty()) return r;
  std::function<GrundySet(int)> gset = [&](int i) -> GrundySet {
    const SpTree::Node& nd = t.node(i);
    if (nd.kind == SpTree::Kind::Point || nd.kind == SpTree::Kind::Chain) return add_first_gaps({}, nd.elements);
    if (nd.kind == SpTree::Kind::Parallel) {
      GrundySet cur = gset(nd.children[0]);
      for (std::size_t k = 1; k < nd.children.size(); ++k) cur = gset_parallel(cur, gset(nd.children[k]));
      return cur;
    }
    // Series, from the bottom part up. A run of single points and chains (an m-chain)
    // adds the first m gaps at once instead of m separate products.
    auto is_chain = [&](int c) { return t.node(c).kind == SpTree::Kind::Point || t.node(c).kind == SpTree::Kind::Chain; };
    GrundySet cur;
    for (std::size_t k = 0; k < nd.children.size();) {
      if (is_chain(nd.children[k])) {
        int m = 0;
        while (k < nd.children.size() && is_chain(nd.children[k])) m += t.node(nd.children[k++]).elements;
        cur = add_first_gaps(cur, m);
      } else {
        cur = k == 0 ? gset(nd.children[k]) : gset_series(gset(nd.children[k]), cur);
        ++k;
      }
    }
    return cur;
  };
  r.gset = gset(t.root());
  r.grundy = mex_of_sorted(r.gset);
  return r;
}

std::optional<DtResult> deuber_thomasse(const Poset& p) {
  auto t = series_parallel_tree(p);
  if (!t) return std::nullopt;
  return deuber_thomasse(*t);
}

}  // namespace posetlab
