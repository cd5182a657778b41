// Signal handling for graceful job stops; see interrupt.hpp.
#include "results/jobs/interrupt.hpp"

#include <signal.h>
#include <unistd.h>

#include <atomic>

namespace posetlab {
namespace {

std::atomic<bool> requested{false};

extern "C" void on_signal(int sig) {
  if (requested.exchange(true)) {
    signal(sig, SIG_DFL);  // second time: stop now
    raise(sig);
    return;
  }
  const char msg[] = "\nposetlab: stopping after the current unit (interrupt again to stop at once)\n";
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

}  // namespace posetlab
