// Progress lines of `solve --progress` (api/solve_progress.hpp).
#include "api/solve_progress.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

#include "engine/core/search_budget.hpp"
#include "results/jobs/progress.hpp"

namespace posetlab::api {

using Clock = std::chrono::steady_clock;

struct SolveProgress::Shared {
  std::ostream* out;
  double every;
  std::mutex mutex;  // guards the stream, the bar and `stop`
  std::condition_variable wake;
  bool stop = false;
  Clock::time_point last_specific{};  // the last line of a search's own progress
  std::unique_ptr<Progress> bar;               // Maker-Breaker's root moves
  std::uint64_t bar_positions = 0;
  int bar_done = 0;

  void line(const std::string& text) {  // under `mutex`
    *out << "posetlab solve: " << text << std::endl;
  }
  void specific_line(const std::string& text) {  // under `mutex`
    line(text);
    last_specific = Clock::now();
  }
};

namespace {

std::string per_second(double count, double seconds) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.0f positions/s", count / std::max(seconds, 1e-9));
  return buf;
}

}  // namespace

SolveProgress::SolveProgress(SolveRequest& r, std::ostream& out, double every_seconds)
    : shared_(std::make_shared<Shared>()) {
  shared_->out = &out;
  shared_->every = every_seconds;
  auto s = shared_;
  r.fast_progress.mask = [s](const MaskSearchStats& m) {
    std::lock_guard<std::mutex> lock(s->mutex);
    s->specific_line("mask search " + std::to_string(m.positions) + " positions, " + std::to_string(m.moves) + " moves, " +
            per_second(double(m.positions), m.seconds) + ", table " + std::to_string(m.table_bytes >> 20) + " MiB");
  };
  r.fast_progress.chomp = [s](const ChompDenseStats& c) {
    const double share = c.total ? double(c.positions) / double(c.total) : 0;
    const double left = share > 0 ? c.seconds * (1 - share) / share : 0;
    char pct[16];
    std::snprintf(pct, sizeof pct, "%.1f%%", 100 * share);
    std::lock_guard<std::mutex> lock(s->mutex);
    s->specific_line("dense Chomp pass " + std::to_string(c.positions) + " of " + std::to_string(c.total) + " positions (" +
            pct + "), " + per_second(double(c.positions), c.seconds) + ", about " + Progress::duration(left) +
            " left");
  };
  // Root moves of one game are the units, positions the rows.
  r.root_progress = [s](std::uint64_t positions, int done, int total) {
    std::lock_guard<std::mutex> lock(s->mutex);
    if (!s->bar) s->bar = std::make_unique<Progress>("maker-breaker root moves", total, total);
    s->bar->add_rows(positions - s->bar_positions);
    s->bar_positions = positions;
    for (; s->bar_done < done; ++s->bar_done) s->bar->unit_done(1);
    s->last_specific = Clock::now();
  };
  watcher_ = std::thread([this] { watch(); });
}

void SolveProgress::watch() {
  Shared& s = *shared_;
  const auto interval = std::chrono::duration<double>(s.every);
  const auto start = Clock::now();
  const std::uint64_t base = positions_expanded();
  std::uint64_t seen = base;
  auto seen_at = start;
  std::unique_lock<std::mutex> lock(s.mutex);
  while (!s.wake.wait_for(lock, interval, [&] { return s.stop; })) {
    const auto now = Clock::now();
    const std::uint64_t count = positions_expanded();
    // Quiet while a search prints its own progress (every interval or so).
    if (count != seen && now - s.last_specific >= interval * 2.5) {
      const double secs = std::chrono::duration<double>(now - start).count();
      s.line("search " + std::to_string(count - base) + " positions expanded, " +
             per_second(double(count - seen), std::chrono::duration<double>(now - seen_at).count()) + ", " +
             Progress::duration(secs));
    }
    seen = count, seen_at = now;
  }
}

SolveProgress::~SolveProgress() {
  {
    std::lock_guard<std::mutex> lock(shared_->mutex);
    shared_->stop = true;
  }
  shared_->wake.notify_all();
  watcher_.join();
  if (shared_->bar) shared_->bar->finish();
}

}  // namespace posetlab::api
