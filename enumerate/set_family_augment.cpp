// Canonical augmentation of set families; see set_family_augment.hpp.
#include "enumerate/set_family_augment.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>
#include <string>

#include <nauty/nauty.h>
#include <nauty/nautinv.h>

#include "engine/canonical.hpp"
#include "engine/error.hpp"

namespace posetlab {
namespace {

thread_local std::vector<std::vector<int>>* t_generators = nullptr;

void collect_generator(int, int* perm, int*, int, int, int n) {
  if (t_generators) t_generators->emplace_back(perm, perm + n);
}

// nauty on the bicoloured graph of a family: bottoms 0..b-1, top i = vertex b + i;
// cells ordered by (colour, degree), so the last canonical vertex is a largest top.
struct FamilyGraph {
  int n, m;
  std::vector<graph> g, canon;
  std::vector<int> lab, ptn, orbits;
  std::vector<std::vector<int>> generators;
  double group = 1;

  FamilyGraph(int b, const std::vector<std::uint64_t>& sets, bool want_generators)
      : n(b + int(sets.size())), m(SETWORDSNEEDED(std::max(n, 1))) {
    g.assign(std::size_t(n) * m, 0);
    lab.resize(n);
    ptn.resize(n);
    orbits.resize(n);
    if (n == 0) return;
    auto add = [&](int u, int v) { g[std::size_t(u) * m + v / WORDSIZE] |= setword{1} << (WORDSIZE - 1 - v % WORDSIZE); };
    std::vector<std::uint64_t> key(n, 0);
    for (std::size_t i = 0; i < sets.size(); ++i) {
      int top = b + int(i);
      key[top] = (std::uint64_t{1} << 32) + std::uint64_t(std::popcount(sets[i]));
      for (std::uint64_t r = sets[i]; r; r &= r - 1) {
        int x = std::countr_zero(r);
        add(top, x);
        add(x, top);
        ++key[x];
      }
    }
    std::iota(lab.begin(), lab.end(), 0);
    std::stable_sort(lab.begin(), lab.end(), [&](int u, int v) { return key[u] < key[v]; });
    for (int i = 0; i < n; ++i) ptn[i] = (i + 1 < n && key[lab[i]] == key[lab[i + 1]]) ? 1 : 0;
    statsblk stats;
    DEFAULTOPTIONS_GRAPH(options);
    options.getcanon = TRUE;  // the labeling is needed even when the graph is not
    options.defaultptn = FALSE;
    if (want_generators) {
      options.userautomproc = collect_generator;
      t_generators = &generators;
    }
    canon.assign(std::size_t(n) * m, 0);
    release_nauty_memory_at_thread_exit();
    densenauty(g.data(), lab.data(), ptn.data(), orbits.data(), &options, &stats, m, n, canon.data());
    t_generators = nullptr;
    group = stats.grpsize1 * std::pow(10.0, stats.grpsize2);
  }

  bool canon_arc(int u, int v) const { return (canon[std::size_t(u) * m + v / WORDSIZE] >> (WORDSIZE - 1 - v % WORDSIZE)) & 1; }
};

class Augmenter {
 public:
  Augmenter(int b, int max_tops, const TreeSplit& split, const std::function<void(const AugmentedFamily&)>& visit)
      : b_(b), max_tops_(max_tops), split_(split), visit_(visit), parent_(std::size_t{1} << b) {}

  void node() {
    const int depth = int(sets_.size());
    if (depth == split_.depth && !split_.take(counter_++)) return;
    const bool visit_here = depth >= split_.depth || split_.shallow;
    const bool descend = depth < max_tops_;
    if (!visit_here && !descend) return;
    FamilyGraph fg(b_, sets_, descend);
    if (visit_here) {
      AugmentedFamily out;
      out.sets = &sets_;
      out.aut = std::uint64_t(std::llround(fg.group));
      for (int i = b_; i < fg.n; ++i) {
        std::uint64_t mask = 0;
        for (int x = 0; x < b_; ++x)
          if (fg.canon_arc(i, x)) mask |= std::uint64_t{1} << x;
        out.canonical.push_back(mask);
      }
      std::sort(out.canonical.begin(), out.canonical.end());
      visit_(out);
    }
    if (!descend) return;
    int largest = 0;
    for (std::uint64_t s : sets_) largest = std::max(largest, std::popcount(s));
    const std::uint64_t subsets = std::uint64_t{1} << b_;
    // Lower filter: least member of each orbit of Aut(F) on subsets.
    const bool rigid = fg.generators.empty();
    if (!rigid) {
      std::iota(parent_.begin(), parent_.end(), 0);
      for (const auto& gen : fg.generators)
        for (std::uint64_t s = 1; s < subsets; ++s) {
          if (std::popcount(s) < largest) continue;
          std::uint64_t img = 0;
          for (std::uint64_t r = s; r; r &= r - 1) img |= std::uint64_t{1} << gen[std::countr_zero(r)];
          unite(s, img);
        }
    }
    // Candidates are fixed before recursing: deeper nodes reuse parent_.
    std::vector<std::uint64_t> candidates;
    for (std::uint64_t s = 1; s < subsets; ++s) {
      if (std::popcount(s) < largest) continue;  // upper filter, by the size cells
      if (!rigid && find(s) != s) continue;
      if (std::find(sets_.begin(), sets_.end(), s) != sets_.end()) continue;
      candidates.push_back(s);
    }
    for (std::uint64_t s : candidates) {
      sets_.push_back(s);
      bool accept = std::popcount(s) > largest;  // the unique largest top is the last one
      if (!accept) {
        FamilyGraph child(b_, sets_, false);
        accept = child.orbits[child.n - 1] == child.orbits[child.lab[child.n - 1]];
      }
      if (accept) node();
      sets_.pop_back();
    }
  }

  void run(const std::vector<std::uint64_t>& start) {
    sets_ = start;
    node();
  }

 private:
  std::uint64_t find(std::uint64_t s) {
    while (parent_[s] != s) s = parent_[s] = parent_[parent_[s]];
    return s;
  }
  void unite(std::uint64_t a, std::uint64_t b) {
    a = find(a), b = find(b);
    if (a == b) return;
    if (a < b) parent_[b] = a;
    else parent_[a] = b;
  }

  int b_, max_tops_;
  const TreeSplit& split_;
  const std::function<void(const AugmentedFamily&)>& visit_;
  std::vector<std::uint64_t> parent_;
  std::vector<std::uint64_t> sets_;
  std::uint64_t counter_ = 0;
};

// The tree below `start` (the root: no sets), cut by `split`.
void augment(int bottoms, const std::vector<std::uint64_t>& start, int max_tops, const TreeSplit& split,
             const std::function<void(const AugmentedFamily&)>& visit) {
  if (bottoms < 0 || bottoms > 24)
    throw UsageError("canonical augmentation: bottoms = " + std::to_string(bottoms) + " is outside 0..24");
  if (max_tops < int(start.size())) return;
  Augmenter(bottoms, max_tops, split, visit).run(start);
}

}  // namespace

void augment_families(int bottoms, int max_tops, const TreeSplit& split,
                      const std::function<void(const AugmentedFamily&)>& visit) {
  augment(bottoms, {}, max_tops, split, visit);
}

void augment_subtree(int bottoms, const std::vector<std::uint64_t>& sets, int max_tops,
                     const std::function<void(const AugmentedFamily&)>& visit) {
  augment(bottoms, sets, max_tops, TreeSplit{}, visit);
}

}  // namespace posetlab
