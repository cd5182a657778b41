#pragma once
// Cooperative cancellation of long searches, for a caller that stops a search from
// another thread (the Python module on Ctrl-C). request_cancel() raises one
// process-wide flag; the searches poll it once per expanded position (one relaxed load)
// and unwind by throwing Cancelled. The exception never crosses an OpenMP region: each
// parallel loop catches it in its threads (CancelCatcher) and throws it again after the
// region. A cancelled search leaves nothing wrong behind: tables only ever receive
// finished values. The flag stays raised until clear_cancel(), so every search running
// meanwhile stops too.
// Polled by: the impartial kernel (small and wide paths), every policy on the position
// kernel (engine/impartial/position_kernel.hpp), the element-mask search, the Maker-Breaker and
// Maker-Maker searches, the misere search and the dense Chomp pass (count_positions).
// The same poll counts positions against the thread's budget (engine/core/search_budget.hpp):
// a search over its time or position limit throws Cancelled the same way.
#include <atomic>
#include <cstdint>
#include <stdexcept>

#include "engine/core/search_budget.hpp"

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
// The check of a stopped budget, once per batch of positions.
inline void flush_polls() {
  detail::PollState& s = detail::poll_state;
  detail::settle_polls(s);
  if (s.budget && s.budget->stopped()) throw Cancelled();
}
// One poll per expanded position: counts it, throws Cancelled when cancelled or over budget.
inline void throw_if_cancelled() {
  if (++detail::poll_state.pending >= detail::kPollBatch) [[unlikely]]
    flush_polls();
  if (cancel_requested()) [[unlikely]]
    throw Cancelled();
}
// `n` positions at once (searches that value positions in blocks), with the same checks.
inline void count_positions(std::uint64_t n) {
  detail::PollState& s = detail::poll_state;
  if (s.pending + n < detail::kPollBatch) {
    s.pending += std::uint32_t(n);
  } else {
    s.pending = std::uint32_t(s.pending + n);
    flush_polls();
  }
  if (cancel_requested()) [[unlikely]]
    throw Cancelled();
}
// For wait loops: the same checks without counting a position.
inline void throw_if_stopped() {
  if (cancel_requested() || (detail::poll_state.budget && detail::poll_state.budget->stopped())) throw Cancelled();
}

// Inside an OpenMP region: run(f) runs f, keeping a Cancelled from leaving the thread;
// after the region, rethrow() throws it on the calling thread if any thread caught one.
// run() also installs, in the thread that runs f, the search budget of the thread that
// made the catcher (engine/core/search_budget.hpp), so helper threads count against it.
// Once a piece was cancelled, or the budget stopped, run() skips the pieces still to
// come: each would otherwise start its search only to stop at its first poll, which on
// a large poset (thousands of root options, each a big position) takes minutes.
class CancelCatcher {
 public:
  template <class F>
  void run(F&& f) {
    if (caught_.load(std::memory_order_relaxed) || cancel_requested() || (budget_ && budget_->stopped())) {
      caught_.store(true, std::memory_order_relaxed);
      return;
    }
    try {
      BudgetScope scope(budget_);
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
  SearchBudget* budget_ = current_budget();
};

}  // namespace posetlab
