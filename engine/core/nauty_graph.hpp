#pragma once
// The one wrapper of nauty's dense graphs: a graph of n vertices in nauty's layout, the
// arrays densenauty fills (lab, ptn, orbits, the canonical graph), and one call that
// runs it. Every canonical form posetlab computes goes through it: posets and coloured
// posets (canonical.cpp) and set families in the two-level generator's hot path
// (enumerate/set_family_augment.cpp), which keeps one per depth so buffers are reused.
// Include it only where nauty is called: nauty.h defines short macros (TRUE, graph, set).
#include <algorithm>
#include <cstddef>
#include <numeric>
#include <vector>

#include <nauty/nauty.h>

namespace posetlab {

// Every call into nauty first makes sure the calling thread gives nauty's per-thread work
// space back when it ends (nauty keeps it in thread-local storage); code calling nauty
// directly does the same.
void release_nauty_memory_at_thread_exit();

class NautyGraph {
 public:
  NautyGraph() { reset(0); }
  explicit NautyGraph(int vertices) { reset(vertices); }

  // n vertices, no arcs; the buffers keep their capacity.
  void reset(int vertices);
  int size() const { return n_; }

  void add_arc(int from, int to) {
    g_[std::size_t(from) * m_ + to / WORDSIZE] |= setword{1} << (WORDSIZE - 1 - to % WORDSIZE);
  }
  void add_edge(int u, int v) {
    add_arc(u, v);
    add_arc(v, u);
  }
  // Whether the canonical graph of the last run has the arc (nauty numbers bits from the
  // most significant end of each setword).
  bool canon_arc(int from, int to) const {
    return (canon_[std::size_t(from) * m_ + to / WORDSIZE] >> (WORDSIZE - 1 - to % WORDSIZE)) & 1;
  }

  // Initial partition: vertices sorted by key (ties by number), one cell per key value;
  // cells in increasing key order, so isomorphic inputs start from corresponding cells.
  template <class Key>
  void set_partition(const std::vector<Key>& key) {
    std::iota(lab_.begin(), lab_.end(), 0);
    std::stable_sort(lab_.begin(), lab_.end(), [&](int a, int b) { return key[a] < key[b]; });
    for (int i = 0; i < n_; ++i) ptn_[i] = (i + 1 < n_ && key[lab_[i]] == key[lab_[i + 1]]) ? 1 : 0;
  }
  // Or cell by cell: vertex at position i of the partition, and whether it ends a cell.
  void place(int i, int vertex, bool ends_cell) {
    lab_[i] = vertex;
    ptn_[i] = ends_cell ? 0 : 1;
  }

  // densenauty from the partition set: a digraph (refined with the adjacencies
  // invariant) or an undirected graph (refinement alone is complete). Appends the
  // automorphism group's generators, n ints each, to `generators` when given. Returns
  // the group's order (floating point: exact below about 1e15).
  double run(bool digraph, std::vector<int>* generators = nullptr);

  // Of the last run: canonical position i -> vertex, and each vertex's orbit (its
  // smallest member).
  const std::vector<int>& labelling() const { return lab_; }
  const std::vector<int>& orbits() const { return orbits_; }

 private:
  int n_ = 0, m_ = 1;
  std::vector<graph> g_, canon_;
  std::vector<int> lab_, ptn_, orbits_;
};

// This thread's graph of n vertices, emptied: for calls made once per poset or position,
// where building the work arrays each time would cost more than nauty.
NautyGraph& thread_nauty_graph(int n);

}  // namespace posetlab
