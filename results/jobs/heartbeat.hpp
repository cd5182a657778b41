#pragma once
// A thread that calls `tick` every `period` seconds until stopped, so that progress
// lines keep coming while a unit or a preparation pass reports nothing for a long time
// (a log must show a line every few seconds from a job's start to its end).
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace posetlab {

class Heartbeat {
 public:
  Heartbeat() = default;  // inactive until start()
  ~Heartbeat() { stop(); }
  Heartbeat(const Heartbeat&) = delete;
  Heartbeat& operator=(const Heartbeat&) = delete;

  // Starts the thread (once); `tick` runs on it, never after stop() returns.
  void start(double period, std::function<void()> tick);
  // Ends and joins the thread; safe to call twice, not from `tick`.
  void stop();

 private:
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
};

// The last progress line of the process (from any display): marked by every line, so that
// a run of short jobs, each quiet for less than the interval, still gets a line per
// interval. It starts at the program's start.
void mark_progress_line();
double seconds_since_progress_line();

// The heartbeat of a progress display: `tick(quiet)` is to print a line if none came (from
// any display, seconds_since_progress_line) for `quiet` seconds; it is called often enough that a log (`terminal` false) gets a line at
// least every `log_seconds` (none when that is 0: a line per event), a terminal every second.
void start_heartbeat(Heartbeat& heartbeat, bool terminal, double log_seconds, std::function<void(double)> tick);

}  // namespace posetlab
