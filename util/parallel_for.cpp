// Index loops on the worker pool; see parallel_for.hpp.
#include "util/parallel_for.hpp"

#include <algorithm>
#include <atomic>
#include <exception>

namespace posetlab {

// One task a thread, each taking the next index until none is left: a loop's items (a few
// hundred to a few thousand, of at least microseconds each) go to whichever thread is free.
void parallel_for(WorkerPool& pool, std::size_t n, const std::function<void(std::size_t i, int thread)>& body) {
  if (n == 0) return;
  // The tasks capture one pointer, which std::function holds without allocating.
  struct Loop {
    std::atomic<std::size_t> next{0};
    std::size_t n;
    const std::function<void(std::size_t, int)>& body;
  } loop{{0}, n, body};
  const auto take_indices = [&loop](int thread) {
    std::exception_ptr first;
    for (std::size_t i; (i = loop.next.fetch_add(1, std::memory_order_relaxed)) < loop.n;) {
      try {
        loop.body(i, thread);
      } catch (...) {
        if (!first) first = std::current_exception();
      }
    }
    if (first) std::rethrow_exception(first);
  };
  // The workers' tasks fit the queue of a pool made with its default capacity; the
  // caller's share runs here, not through the queue.
  const std::size_t tasks = std::min<std::size_t>(std::size_t(pool.threads()), n);
  for (std::size_t t = 1; t < tasks; ++t) pool.submit(take_indices);
  try {
    take_indices(0);
  } catch (...) {
    pool.keep_error(std::current_exception());
  }
  pool.wait();
}

}  // namespace posetlab
