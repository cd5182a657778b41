#pragma once
// Graceful stop of long jobs: the first SIGINT/SIGTERM asks the running job to stop
// after the unit in progress (its committed units stay, the run is marked
// `interrupted`, the lock is released); a second one, a second or more later, stops the
// process at once, which is as safe as kill -9 (the unit in progress is rolled back by
// SQLite). A repeat within the second is the same stop delivered twice (`timeout` and
// schedulers signal the process and its group) and changes nothing.
//
// A unit that does not end within kStopGraceSeconds of the stop (a two-level unit of
// 7 bottoms never ends; the labeled DP of 5 bottoms fills 2 GiB) is cancelled: while a
// StopWithinGrace lives, a stop left unanswered that long raises the engine's cancel flag
// (engine/core/cancel.hpp), which the searches, the two-level generators, the labeled DP
// and the genposetg reader poll; the unit throws Cancelled, its rows are rolled back and
// it runs again on resume.
#include <condition_variable>
#include <mutex>
#include <thread>

namespace posetlab {

// Installs the handlers (idempotent). The CLI calls it for job commands.
void install_interrupt_handlers();
// True once a stop was asked for.
bool interrupt_requested();
// For tests: pretend (or forget) that a stop was asked for.
void set_interrupt_requested(bool value);

inline constexpr double kStopGraceSeconds = 3;

// A watcher thread for the life of a job's run; see the head comment. Lowers the cancel
// flag when it goes if it raised it.
class StopWithinGrace {
 public:
  explicit StopWithinGrace(double grace_seconds = kStopGraceSeconds);
  ~StopWithinGrace();
  StopWithinGrace(const StopWithinGrace&) = delete;
  StopWithinGrace& operator=(const StopWithinGrace&) = delete;

 private:
  void watch(double grace_seconds);
  std::mutex mutex_;
  std::condition_variable done_changed_;
  bool done_ = false, raised_ = false;
  std::thread thread_;
};

}  // namespace posetlab
