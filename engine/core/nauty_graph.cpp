// nauty's dense graphs; see nauty_graph.hpp.
#include "engine/core/nauty_graph.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

#include <nauty/nautinv.h>

namespace posetlab {

static_assert(WORDSIZE == 64, "posetlab expects nauty's 64-bit setwords");

// nauty grows its work space per thread (thread-local) and keeps it; a thread that ends
// before the process (the worker pool's threads) must hand it
// back, or it is lost (LeakSanitizer reports it).
namespace {
struct NautyThreadMemory {
  ~NautyThreadMemory() {
    nauty_freedyn();
    nautil_freedyn();
    naugraph_freedyn();
    nautinv_freedyn();
  }
};

// Generators reported by nauty for the run in progress on this thread.
thread_local std::vector<int>* t_generators = nullptr;

void collect_generator(int, int* perm, int*, int, int, int n) {
  if (t_generators) t_generators->insert(t_generators->end(), perm, perm + n);
}
}  // namespace

void release_nauty_memory_at_thread_exit() {
  thread_local NautyThreadMemory memory;
  (void)memory;
}

void NautyGraph::reset(int vertices) {
  n_ = vertices;
  m_ = SETWORDSNEEDED(std::max(vertices, 1));
  g_.assign(std::size_t(n_) * m_, 0);
  canon_.assign(std::size_t(n_) * m_, 0);
  lab_.resize(n_);
  ptn_.resize(n_);
  orbits_.resize(n_);
}

double NautyGraph::run(bool digraph, std::vector<int>* generators) {
  release_nauty_memory_at_thread_exit();
  statsblk stats;
  DEFAULTOPTIONS_DIGRAPH(options);
  if (!digraph) {
    options.digraph = FALSE;
    options.invarproc = nullptr;
    options.maxinvarlevel = 1;
  }
  options.getcanon = TRUE;  // the labelling is needed even when the graph is not
  options.defaultptn = FALSE;
  if (generators) options.userautomproc = collect_generator;
  t_generators = generators;
  densenauty(g_.data(), lab_.data(), ptn_.data(), orbits_.data(), &options, &stats, m_, n_, canon_.data());
  t_generators = nullptr;
  return stats.grpsize1 * std::pow(10.0, stats.grpsize2);
}

NautyGraph& thread_nauty_graph(int n) {
  thread_local std::unique_ptr<NautyGraph> cached;
  if (!cached) cached = std::make_unique<NautyGraph>(n);
  cached->reset(n);
  return *cached;
}

}  // namespace posetlab
