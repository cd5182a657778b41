// The ticking thread of progress lines; see heartbeat.hpp.
#include "results/heartbeat.hpp"

#include <chrono>

namespace posetlab {

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
  // Ticks 20 times an interval and prints after 0.9 of one without a line: a log line at
  // most every 0.95 * log_seconds however long a unit takes; a terminal redraw every second.
  const double every = terminal ? 1.0 : log_seconds;
  if (every > 0) heartbeat.start(every / 20, [every, tick = std::move(tick)] { tick(0.9 * every); });
}

}  // namespace posetlab
