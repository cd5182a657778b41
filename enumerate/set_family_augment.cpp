// Canonical augmentation of set families; see set_family_augment.hpp.
#include "enumerate/set_family_augment.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <deque>
#include <string>
#include <utility>

#include "engine/core/canonical.hpp"
#include "engine/core/error.hpp"
#include "engine/core/nauty_graph.hpp"

namespace posetlab {
namespace {

// A fixed mixing function (splitmix64's finaliser): sums of mixed invariants are
// invariants that rarely collide. Overflow wraps, which keeps them invariants.
std::uint64_t mix(std::uint64_t z) {
  z = (z + 1) * 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// The summand of a top's first key for one of its bottoms: a mix of the bottom's degree
// (the tops containing it), 27 bits, so a top's sum over up to 24 bottoms fits in 32 bits.
std::uint64_t degree_hash(int degree) { return mix(std::uint64_t(degree)) >> 37; }

// A top's key, compared lexicographically: size << 40 | the sum of its bottoms' degree
// hashes, then a second round: the sum over its bottoms x of mix(the sum over the tops
// containing x of mix(their first key)). Both are invariants of (family, top).
using TopKey = std::pair<std::uint64_t, std::uint64_t>;

// nauty on the bicoloured graph of a family: bottoms 0..b-1, top i = vertex b + i, bottoms
// in cells by degree, then tops in cells by size (the cells of the stored canonical form)
// or by their TopKeys (the cells of the upper filter). Cells are in increasing order, so
// the last canonical vertex is a top of the largest size, resp. key. Buffers are kept
// between runs.
class FamilyNauty {
 public:
  // `keys`: the tops' TopKeys (null: cells by size). Appends the automorphism group's
  // generators (n ints each) to `generators` if given.
  void run(int b, const std::vector<std::uint64_t>& sets, const std::vector<TopKey>* keys,
           std::vector<int>* generators) {
    const int n = b + int(sets.size());
    graph_.reset(n);
    group = 1;
    if (n == 0) return;
    key.assign(n, {0, 0});
    for (std::size_t i = 0; i < sets.size(); ++i) {
      const int top = b + int(i);
      for (std::uint64_t r = sets[i]; r; r &= r - 1) {
        const int x = std::countr_zero(r);
        graph_.add_edge(top, x);
        ++key[x].first;
      }
      key[top] = keys ? TopKey{(std::uint64_t{1} << 63) | (*keys)[i].first, (*keys)[i].second}
                      : TopKey{(std::uint64_t{1} << 32) + std::uint64_t(std::popcount(sets[i])), 0};
    }
    order.clear();
    for (int v = 0; v < n; ++v) order.emplace_back(key[v], v);
    std::sort(order.begin(), order.end());
    for (int i = 0; i < n; ++i) graph_.place(i, order[i].second, i + 1 == n || order[i].first != order[i + 1].first);
    group = graph_.run(false, generators);
  }

  // The tops of the canonical graph as bottom masks, sorted.
  std::vector<std::uint64_t> canonical_sets(int b) const {
    std::vector<std::uint64_t> out;
    for (int i = b; i < graph_.size(); ++i) {
      std::uint64_t mask = 0;
      for (int x = 0; x < b; ++x)
        if (graph_.canon_arc(i, x)) mask |= std::uint64_t{1} << x;
      out.push_back(mask);
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  // Whether the last vertex lies in the orbit of the canonically last one.
  bool last_is_canonical_last() const {
    const int last = graph_.size() - 1;
    return graph_.orbits()[last] == graph_.orbits()[graph_.labelling()[last]];
  }

  double group = 1;

 private:
  NautyGraph graph_;
  std::vector<TopKey> key;
  std::vector<std::pair<TopKey, int>> order;
};

class Augmenter {
 public:
  Augmenter(int b, int max_tops, const TreeSplit& split, bool canonical,
            const std::function<void(const AugmentedFamily&)>& visit)
      : b_(b), max_tops_(max_tops), canonical_(canonical), split_(split), visit_(visit),
        parent_(std::size_t{1} << b), orbit_size_(std::size_t{1} << b), degree_(b, 0), hash_(b, degree_hash(0)),
        round_(b, 0) {
    release_nauty_memory_at_thread_exit();
    for (std::size_t d = 0; d < kHashedDegrees; ++d) degree_hashes_[d] = degree_hash(int(d));
  }

  void run(const std::vector<std::uint64_t>& start) {
    for (std::uint64_t s : start) push(s);
    node(Known{});
  }

 private:
  // What the upper filter learned of a child's automorphism group, so the child need not
  // ask nauty again: its order, and its generators (in the child's Level).
  struct Known {
    bool order_known = false, generators_known = false;
    double order = 1;
  };
  struct Candidate {
    std::uint64_t set;
    std::uint64_t orbit;  // its orbit's size under the parent's group
  };
  struct Level {  // buffers of one depth, kept between nodes
    std::vector<int> generators;
    std::vector<Candidate> candidates;
  };

  Level& level(int depth) {
    while (int(levels_.size()) <= depth) levels_.emplace_back();
    return levels_[depth];
  }

  std::uint64_t hash_of_degree(int degree) const {
    return degree < int(kHashedDegrees) ? degree_hashes_[degree] : degree_hash(degree);
  }
  void push(std::uint64_t s) {
    sets_.push_back(s);
    for (std::uint64_t r = s; r; r &= r - 1) {
      const int x = std::countr_zero(r);
      hash_[x] = hash_of_degree(++degree_[x]);
    }
  }
  void pop() {
    for (std::uint64_t r = sets_.back(); r; r &= r - 1) {
      const int x = std::countr_zero(r);
      hash_[x] = hash_of_degree(--degree_[x]);
    }
    sets_.pop_back();
  }
  std::uint64_t top_hash(std::uint64_t s) const {
    std::uint64_t h = 0;
    for (std::uint64_t r = s; r; r &= r - 1) h += hash_[std::countr_zero(r)];
    return h;
  }

  void node(const Known& known) {
    const int depth = int(sets_.size());
    if (depth == split_.depth && !split_.take(counter_++)) return;
    const bool visit_here = depth >= split_.depth || split_.shallow;
    const bool descend = depth < max_tops_;
    if (!visit_here && !descend) return;
    Level& here = level(depth);
    const bool canonical_here = visit_here && canonical_;
    double order = known.order;
    if (canonical_here || !known.order_known || (descend && !known.generators_known)) {
      here.generators.clear();
      nauty_.run(b_, sets_, nullptr, descend ? &here.generators : nullptr);
      order = nauty_.group;
    }
    if (visit_here) {
      AugmentedFamily out;
      out.sets = &sets_;
      out.aut = std::uint64_t(std::llround(order));
      if (canonical_here) out.canonical = nauty_.canonical_sets(b_);
      visit_(out);
    }
    if (!descend) return;
    int largest = 0;
    for (std::uint64_t s : sets_) largest = std::max(largest, std::popcount(s));
    const std::uint64_t subsets = std::uint64_t{1} << b_;
    const int n = b_ + depth;
    // Lower filter: least member of each orbit of Aut(F) on subsets (orbits keep sizes,
    // so only the candidate sizes are joined).
    const bool rigid = here.generators.empty();
    if (!rigid) {
      for (std::uint64_t s = 1; s < subsets; ++s) parent_[s] = s;
      for (std::size_t at = 0; at < here.generators.size(); at += std::size_t(n)) {
        const int* gen = here.generators.data() + at;
        for (std::uint64_t s = 1; s < subsets; ++s) {
          if (std::popcount(s) < largest) continue;
          std::uint64_t img = 0;
          for (std::uint64_t r = s; r; r &= r - 1) img |= std::uint64_t{1} << gen[std::countr_zero(r)];
          unite(s, img);
        }
      }
      for (std::uint64_t s = 1; s < subsets; ++s) orbit_size_[s] = 0;
      for (std::uint64_t s = 1; s < subsets; ++s)
        if (std::popcount(s) >= largest) ++orbit_size_[find(s)];
    }
    // Candidates are fixed before recursing: deeper nodes reuse parent_.
    here.candidates.clear();
    for (std::uint64_t s = 1; s < subsets; ++s) {
      if (std::popcount(s) < largest) continue;  // upper filter, by the size cells
      if (!rigid && find(s) != s) continue;
      if (std::find(sets_.begin(), sets_.end(), s) != sets_.end()) continue;
      here.candidates.push_back({s, rigid ? 1 : orbit_size_[s]});
    }
    for (std::size_t i = 0; i < here.candidates.size(); ++i) {
      const Candidate c = level(depth).candidates[i];
      push(c.set);
      Known child;
      if (accept(c, largest, order, depth + 1 < max_tops_, child)) node(child);
      pop();
    }
  }

  // The TopKeys of sets_ into keys_.
  void top_keys() {
    keys_.resize(sets_.size());
    for (int x = 0; x < b_; ++x) round_[x] = 0;
    for (std::size_t i = 0; i < sets_.size(); ++i) {
      keys_[i].first = std::uint64_t(std::popcount(sets_[i])) << 40 | top_hash(sets_[i]);
      const std::uint64_t m = mix(keys_[i].first);
      for (std::uint64_t r = sets_[i]; r; r &= r - 1) round_[std::countr_zero(r)] += m;
    }
    for (std::size_t i = 0; i < sets_.size(); ++i) {
      std::uint64_t h = 0;
      for (std::uint64_t r = sets_[i]; r; r &= r - 1) h += mix(round_[std::countr_zero(r)]);
      keys_[i].second = h;
    }
  }

  // Upper filter for the last set of sets_ (just added): it must lie in the orbit of the
  // canonically last top, which has the largest TopKey. A smaller key rejects and a unique
  // largest one accepts without nauty (the first component alone decides unless it ties);
  // then every automorphism of the child fixes the new set, so the child's group is the
  // set's stabiliser in the parent's group, of order parent_order / orbit size.
  bool accept(const Candidate& c, int largest, double parent_order, bool wants_generators, Known& child) {
    const int size = std::popcount(c.set);
    bool tied = false;
    if (size == largest) {
      const std::uint64_t mine = top_hash(c.set);
      for (std::size_t i = 0; i + 1 < sets_.size(); ++i) {
        if (std::popcount(sets_[i]) != size) continue;
        const std::uint64_t other = top_hash(sets_[i]);
        if (other > mine) return false;
        tied = tied || other == mine;
      }
    }
    if (tied) {
      top_keys();
      const TopKey mine = keys_.back();
      tied = false;
      for (std::size_t i = 0; i + 1 < keys_.size(); ++i) {
        if (keys_[i] > mine) return false;
        tied = tied || keys_[i] == mine;
      }
      if (tied) return accept_by_nauty(wants_generators, child);
    }
    child.order_known = true;
    child.order = parent_order / double(c.orbit);
    return true;
  }

  // A tie of keys: nauty's orbits decide, in the cells of the keys.
  bool accept_by_nauty(bool wants_generators, Known& child) {
    std::vector<int>& generators = level(int(sets_.size())).generators;
    generators.clear();
    nauty_.run(b_, sets_, &keys_, wants_generators ? &generators : nullptr);
    child.order_known = true;
    child.generators_known = wants_generators;
    child.order = nauty_.group;
    return nauty_.last_is_canonical_last();
  }

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
  bool canonical_;
  const TreeSplit& split_;
  const std::function<void(const AugmentedFamily&)>& visit_;
  std::vector<std::uint64_t> parent_, orbit_size_;
  std::vector<std::uint64_t> sets_;
  std::vector<int> degree_;         // degree_[x]: the sets of sets_ containing bottom x
  std::vector<std::uint64_t> hash_;  // degree_hash(degree_[x])
  static constexpr std::size_t kHashedDegrees = 64;
  std::array<std::uint64_t, kHashedDegrees> degree_hashes_;  // degree_hash of the small degrees
  std::vector<std::uint64_t> round_;  // top_keys' per-bottom sums
  std::vector<TopKey> keys_;          // top_keys' result
  std::deque<Level> levels_;         // a deque: a parent's Level stays put while children add theirs
  FamilyNauty nauty_;
  std::uint64_t counter_ = 0;
};

// The tree below `start` (the root: no sets), cut by `split`.
void augment(int bottoms, const std::vector<std::uint64_t>& start, int max_tops, const TreeSplit& split, bool canonical,
             const std::function<void(const AugmentedFamily&)>& visit) {
  if (bottoms < 0 || bottoms > 24)
    throw UsageError("canonical augmentation: bottoms = " + std::to_string(bottoms) + " is outside 0..24");
  if (max_tops < int(start.size())) return;
  Augmenter(bottoms, max_tops, split, canonical, visit).run(start);
}

}  // namespace

void augment_families(int bottoms, int max_tops, const TreeSplit& split,
                      const std::function<void(const AugmentedFamily&)>& visit, bool canonical) {
  augment(bottoms, {}, max_tops, split, canonical, visit);
}

void augment_subtree(int bottoms, const std::vector<std::uint64_t>& sets, int max_tops,
                     const std::function<void(const AugmentedFamily&)>& visit, bool canonical) {
  augment(bottoms, sets, max_tops, TreeSplit{}, canonical, visit);
}

}  // namespace posetlab
