#pragma once
// Progress lines of a job's preparation pass (enumerate/phase_progress.hpp), in the
// style of progress.hpp: "JOB: preparing PHASE: 41.0% (880M/2.15G), 14.2M/s, ETA 1m30s".
// The first line comes at the phase's start, then one every `log_seconds` in a log (a
// line redrawn 5 times a second on a terminal), also while the pass reports nothing (a
// heartbeat thread), and one when the phase ends. The ETA is
// the work left over the phase's mean rate so far, so it does not jump while the rate is
// steady.
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

#include "enumerate/phase_progress.hpp"
#include "results/jobs/heartbeat.hpp"
#include "results/jobs/progress.hpp"

namespace posetlab {

class PhaseLines {
 public:
  PhaseLines(std::string label, Progress::Options options);
  ~PhaseLines();
  PhaseLines(const PhaseLines&) = delete;
  PhaseLines& operator=(const PhaseLines&) = delete;

  // Thread-safe. A new phase name starts a new phase (and a new rate).
  void report(const char* phase, std::uint64_t done, std::uint64_t total);
  // A callback for the preparation pass; valid while this object lives.
  PhaseProgress callback() {
    return [this](const char* phase, std::uint64_t done, std::uint64_t total) { report(phase, done, total); };
  }
  // The status line (without newline), e.g. for tests.
  std::string line() const;

 private:
  void print();        // the status line, under the lock
  void tick(double quiet);  // the heartbeat: a line if the phase runs and none came for `quiet` s

  std::string label_, phase_;
  Progress::Options options_;
  bool terminal_ = false, drawn_ = false;
  std::uint64_t done_ = 0, total_ = 0;
  std::chrono::steady_clock::time_point start_, last_print_;
  mutable std::mutex mutex_;
  Heartbeat heartbeat_;  // last: stopped before the members its ticks read
};

}  // namespace posetlab
