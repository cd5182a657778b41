// Signal handling for graceful job stops; see interrupt.hpp.
#include "results/jobs/interrupt.hpp"

#include <signal.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <optional>
#include <chrono>

#include "engine/core/cancel.hpp"

namespace posetlab {
namespace {

std::atomic<bool> requested{false};
std::atomic<long long> first_signal_ms{0};

// Monotonic milliseconds; clock_gettime is async-signal-safe.
long long now_ms() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);
  return static_cast<long long>(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
}

// One stop often arrives twice at once: `timeout`, a terminal's Ctrl-C and batch
// schedulers signal the process and then its whole process group. Only a signal a
// second or more after the first is a person asking again.
constexpr long long kRepeatAfterMs = 1000;

extern "C" void on_signal(int sig) {
  if (requested.exchange(true)) {
    if (now_ms() - first_signal_ms.load() < kRepeatAfterMs) return;
    signal(sig, SIG_DFL);  // asked again: stop now
    raise(sig);
    return;
  }
  first_signal_ms.store(now_ms());
  const char msg[] =
      "\nposetlab: stopping after the current unit, or cancelling it within seconds (interrupt again to stop at "
      "once)\n";
  ssize_t ignored = write(2, msg, sizeof msg - 1);
  (void)ignored;
}

}  // namespace

void install_interrupt_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
}

bool interrupt_requested() { return requested.load(std::memory_order_relaxed); }
void set_interrupt_requested(bool value) { requested.store(value); }

StopWithinGrace::StopWithinGrace(double grace_seconds) : thread_([this, grace_seconds] { watch(grace_seconds); }) {}

StopWithinGrace::~StopWithinGrace() {
  {
    std::lock_guard lock(mutex_);
    done_ = true;
  }
  done_changed_.notify_all();
  thread_.join();
  if (raised_) clear_cancel();
}

void StopWithinGrace::watch(double grace_seconds) {
  using Clock = std::chrono::steady_clock;
  std::unique_lock lock(mutex_);
  std::optional<Clock::time_point> asked;
  while (!done_) {
    done_changed_.wait_for(lock, std::chrono::milliseconds(50));
    if (done_ || raised_ || !interrupt_requested()) continue;
    if (!asked) asked = Clock::now();
    if (Clock::now() - *asked >= std::chrono::duration<double>(grace_seconds)) {
      raised_ = true;
      request_cancel();
    }
  }
}

}  // namespace posetlab
