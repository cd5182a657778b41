#pragma once
// Progress of a long job on stderr, shared by every job kind (enumeration, theorem
// checks). On a terminal one line is redrawn in place at most 5 times a second; when
// stderr is a file or pipe (nightly logs) a full line is written every `log_seconds`, also
// while no unit ends (a heartbeat thread), so a log never goes quiet for longer.
// Progress is weighted: units carry a rough relative cost, so the ETA follows the
// work left, not the count of units left.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <optional>
#include <string>

#include "results/jobs/heartbeat.hpp"

namespace posetlab {

class Progress {
 public:
  struct Options {
    bool enabled = true;
    int terminal = -1;          // -1: isatty(fileno(out)); 0/1 force
    double log_seconds = 10.0;  // interval of log lines when not a terminal
    std::FILE* out = stderr;
  };
  // `total_weight`/`total_units`: the work of this run; `done_*`: the part already done
  // before it started (skipped on resume), shown but not counted in the rate.
  Progress(std::string label, std::uint64_t total_units, std::uint64_t total_weight,
           std::uint64_t done_units, std::uint64_t done_weight, Options options);
  Progress(std::string label, std::uint64_t total_units, std::uint64_t total_weight,
           std::uint64_t done_units = 0, std::uint64_t done_weight = 0)
      : Progress(std::move(label), total_units, total_weight, done_units, done_weight, Options{}) {}
  ~Progress();

  // Rows produced so far inside the current unit (for units that take long).
  void add_rows(std::uint64_t rows);
  // One unit finished.
  void unit_done(std::uint64_t weight);
  // Ends the redrawn line; writes a final summary line.
  void finish();

  // "1h02m", "3m07s", "12.4s".
  static std::string duration(double seconds);
  // The time left at `now` (seconds since the start) when `done` weight had been finished
  // `done_at` seconds in and `left` remains: the rate measured up to the last finished
  // unit, counted down since. Nullopt once that time has run out (the unit in progress is
  // slower than the rate said) or before any work is done: no ETA is better than a guess.
  static std::optional<double> eta_seconds(double done_at, double now, std::uint64_t done, std::uint64_t left);
  // The current status line (without newline), e.g. for tests.
  std::string line() const;

 private:
  void maybe_print(bool force);
  // The heartbeat: a line if none was printed for `quiet` seconds.
  void tick(double quiet);
  double elapsed() const;

  std::string label_;
  std::uint64_t total_units_, total_weight_, start_units_, start_weight_;
  std::uint64_t units_ = 0, weight_ = 0, rows_ = 0;
  double last_done_seconds_ = 0;  // elapsed() when the last unit finished
  Options options_;
  bool terminal_ = false, finished_ = false, drawn_ = false;
  std::chrono::steady_clock::time_point start_, last_print_;
  mutable std::mutex mutex_;
  Heartbeat heartbeat_;  // last: stopped before the members its ticks read
};

}  // namespace posetlab
