// The ticking thread of progress lines; see heartbeat.hpp.
#include "results/jobs/heartbeat.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>

namespace posetlab {
namespace {

std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
std::atomic<std::int64_t> last_line_ns{now_ns()};

}  // namespace

void mark_progress_line() { last_line_ns.store(now_ns(), std::memory_order_relaxed); }

double seconds_since_progress_line() { return double(now_ns() - last_line_ns.load(std::memory_order_relaxed)) * 1e-9; }

void Heartbeat::start(double period, std::function<void()> tick) {
  if (thread_.joinable() || period <= 0) return;
  thread_ = std::thread([this, period, tick = std::move(tick)] {
    const auto step = std::chrono::duration<double>(period);
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, step, [this] { return stopping_; })) {
      lock.unlock();
      tick();
      lock.lock();
    }
  });
}

void Heartbeat::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void start_heartbeat(Heartbeat& heartbeat, bool terminal, double log_seconds, std::function<void(double)> tick) {
  // Ticks 40 times an interval and prints after 0.7 of one without a line: a log line
  // about every 0.7 * log_seconds however long a unit takes, with room for a loaded
  // machine's delays and for the short steps between two jobs, where no display runs;
  // a terminal redraw about every second.
  const double every = terminal ? 1.0 : log_seconds;
  if (every > 0) heartbeat.start(every / 40, [every, tick = std::move(tick)] { tick(0.7 * every); });
}

}  // namespace posetlab
