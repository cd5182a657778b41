#pragma once
// The option loop both search kernels share (position_kernel.hpp up to 64 elements,
// grundy_kernel.hpp beyond): when the options of a component pay for threads, and the
// loop that values them, one kernel per thread over the shared table, or in order.
#include <omp.h>

#include <vector>

#include "engine/core/cancel.hpp"
#include "engine/core/solver_options.hpp"

namespace posetlab {

// Threads pay only in a top-level kernel, outside any option loop (depth 0), for a
// component of at least parallel_root_min_elements, when more than one thread may run.
inline bool options_pay_for_threads(bool top_level, int depth, const SolverOptions& o, int elements) {
  return top_level && depth == 0 && o.parallel_root_min_elements > 0 && elements >= o.parallel_root_min_elements &&
         !omp_in_parallel() && omp_get_max_threads() > 1;
}

// Values of `count` options, option_value(kernel, i) each. In parallel: make_local()
// builds each thread's kernel and stats_of(kernel) its statistics, added to `stats`.
// In order: on `self`, with `depth` raised so that nothing below runs in parallel.
template <class Value, class Kernel, class MakeLocal, class StatsOf, class OptionValue>
std::vector<Value> value_options(Kernel& self, int& depth, SearchStats& stats, bool parallel, int count,
                                 MakeLocal&& make_local, StatsOf&& stats_of, OptionValue&& option_value) {
  std::vector<Value> values(count);
  if (parallel) {
    CancelCatcher cancel;
#pragma omp parallel
    {
      auto local = make_local();
#pragma omp for schedule(dynamic, 1)
      for (int i = 0; i < count; ++i) cancel.run([&] { values[i] = option_value(local, i); });
#pragma omp critical(posetlab_kernel_stats)
      add_search_stats(stats, stats_of(local));
    }
    cancel.rethrow();
  } else {
    ++depth;
    for (int i = 0; i < count; ++i) values[i] = option_value(self, i);
    --depth;
  }
  return values;
}

}  // namespace posetlab
