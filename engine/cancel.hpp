#pragma once
// Cooperative cancellation of long searches, for a caller that stops a search from
// another thread (the Python module on Ctrl-C). request_cancel() raises one
// process-wide flag; the searches poll it once per expanded position (one relaxed load)
// and unwind by throwing Cancelled. The exception never crosses an OpenMP region: each
// parallel loop catches it in its threads (CancelCatcher) and throws it again after the
// region. A cancelled search leaves nothing wrong behind: tables only ever receive
// finished values. The flag stays raised until clear_cancel(), so every search running
// meanwhile stops too.
// Polled by: the impartial kernel (small and wide paths), every kind on the position
// kernel (engine/position_kernel.hpp), the element-mask search, the Maker-Breaker and
// Maker-Maker searches and the misere search.
#include <atomic>
#include <stdexcept>

namespace posetlab {

class Cancelled : public std::runtime_error {
 public:
  Cancelled() : std::runtime_error("search cancelled") {}
};

namespace detail {
inline std::atomic<bool> cancel_flag{false};
}  // namespace detail

inline void request_cancel() { detail::cancel_flag.store(true, std::memory_order_relaxed); }
inline void clear_cancel() { detail::cancel_flag.store(false, std::memory_order_relaxed); }
inline bool cancel_requested() { return detail::cancel_flag.load(std::memory_order_relaxed); }
inline void throw_if_cancelled() {
  if (cancel_requested()) [[unlikely]]
    throw Cancelled();
}

// Inside an OpenMP region: run(f) runs f, keeping a Cancelled from leaving the thread;
// after the region, rethrow() throws it on the calling thread if any thread caught one.
class CancelCatcher {
 public:
  template <class F>
  void run(F&& f) {
    try {
      f();
    } catch (const Cancelled&) {
      caught_.store(true, std::memory_order_relaxed);
    }
  }
  void rethrow() const {
    if (caught_.load(std::memory_order_relaxed)) throw Cancelled();
  }

 private:
  std::atomic<bool> caught_{false};
};

}  // namespace posetlab
