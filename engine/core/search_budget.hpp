#pragma once
// Bounds on one search (a time limit, a limit on positions expanded) and the count of
// positions every search of the process has expanded, for progress lines.
//
// How a search is counted. Every search already polls once per expanded position
// (engine/core/cancel.hpp's throw_if_cancelled): the poll adds one to a thread-local count,
// and every kPollBatch positions the count is flushed into the global total and into the
// budget the thread works for (if any). The flush compares the budget's total with its
// position limit and the clock with its deadline; a budget over either bound is stopped,
// and every thread working for it throws Cancelled at its next flush (or at once in a
// wait loop, throw_if_stopped). The cost on the hot path is one thread-local increment
// and compare per position; the atomic adds and the clock read come once per batch.
//
// Which budget a thread works for. BudgetScope installs a budget on the calling thread
// (the caller of a search); engine/core/cancel.hpp's CancelCatcher, used by every parallel
// loop of the searches, captures the budget of the thread that creates it and installs
// it in each thread that runs a piece of the loop, so a search's helper threads count
// against its budget. Scopes nest; leaving one settles its pending count.
//
// Exactness. The position limit is checked per batch while the search runs, so a search
// may run up to kPollBatch positions per thread past it before it stops; the caller then
// checks the settled count (exceeded()), so whether a finished search counts as within
// its bound depends on its exact count alone, never on when the batches fell.
#include <atomic>
#include <chrono>
#include <cstdint>

namespace posetlab {

struct SearchLimits {
  double seconds = 0;          // 0: no time limit
  std::uint64_t positions = 0;  // 0: no position limit
  bool any() const { return seconds > 0 || positions > 0; }
};

enum class BoundHit { None, Time, Positions };

class SearchBudget {
 public:
  explicit SearchBudget(const SearchLimits& limits)
      : limits_(limits), start_(std::chrono::steady_clock::now()) {}
  SearchBudget(const SearchBudget&) = delete;
  SearchBudget& operator=(const SearchBudget&) = delete;

  const SearchLimits& limits() const { return limits_; }
  std::uint64_t positions() const { return positions_.load(std::memory_order_relaxed); }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  bool stopped() const { return hit_.load(std::memory_order_relaxed) != int(BoundHit::None); }
  BoundHit hit() const { return BoundHit(hit_.load(std::memory_order_relaxed)); }

  // Adds `n` positions and stops the budget if a bound is passed.
  void add(std::uint64_t n) {
    const std::uint64_t total = positions_.fetch_add(n, std::memory_order_relaxed) + n;
    if (limits_.positions > 0 && total > limits_.positions) stop(BoundHit::Positions);
    else if (limits_.seconds > 0 && seconds() > limits_.seconds) stop(BoundHit::Time);
  }
  // After the search (every scope settled): true, and hit() set, when its exact count or
  // its time passed a bound.
  bool exceeded() {
    add(0);
    return stopped();
  }

 private:
  void stop(BoundHit why) {
    int none = int(BoundHit::None);
    hit_.compare_exchange_strong(none, int(why), std::memory_order_relaxed);
  }
  SearchLimits limits_;
  std::chrono::steady_clock::time_point start_;
  std::atomic<std::uint64_t> positions_{0};
  std::atomic<int> hit_{int(BoundHit::None)};
};

namespace detail {
// Positions between flushes of a thread's count.
inline constexpr std::uint32_t kPollBatch = 128;
struct PollState {
  SearchBudget* budget = nullptr;
  std::uint32_t pending = 0;
};
inline thread_local PollState poll_state;
inline std::atomic<std::uint64_t> positions_polled{0};

// Moves the thread's pending count into the totals (never throws).
inline void settle_polls(PollState& s) {
  if (s.pending == 0) return;
  positions_polled.fetch_add(s.pending, std::memory_order_relaxed);
  if (s.budget) s.budget->add(s.pending);
  s.pending = 0;
}
}  // namespace detail

// Positions expanded by every search of the process so far (flushed in batches).
inline std::uint64_t positions_expanded() { return detail::positions_polled.load(std::memory_order_relaxed); }

// The budget the calling thread works for (null: none).
inline SearchBudget* current_budget() { return detail::poll_state.budget; }

// Installs `budget` (may be null) on the calling thread for the scope's life.
class BudgetScope {
 public:
  explicit BudgetScope(SearchBudget* budget) {
    detail::PollState& s = detail::poll_state;
    detail::settle_polls(s);
    previous_ = s.budget;
    s.budget = budget;
  }
  ~BudgetScope() {
    detail::PollState& s = detail::poll_state;
    detail::settle_polls(s);
    s.budget = previous_;
  }
  BudgetScope(const BudgetScope&) = delete;
  BudgetScope& operator=(const BudgetScope&) = delete;

 private:
  SearchBudget* previous_ = nullptr;
};

}  // namespace posetlab
