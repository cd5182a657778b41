// Progress lines; see progress.hpp.
#include "results/jobs/progress.hpp"

#include <unistd.h>

#include <cmath>

namespace posetlab {

Progress::Progress(std::string label, std::uint64_t total_units, std::uint64_t total_weight,
                   std::uint64_t done_units, std::uint64_t done_weight, Options options)
    : label_(std::move(label)), total_units_(total_units), total_weight_(total_weight),
      start_units_(done_units), start_weight_(done_weight), units_(done_units), weight_(done_weight),
      options_(options) {
  terminal_ = options_.terminal < 0 ? isatty(fileno(options_.out)) != 0 : options_.terminal != 0;
  start_ = last_print_ = std::chrono::steady_clock::now();
  if (options_.enabled) start_heartbeat(heartbeat_, terminal_, options_.log_seconds, [this](double quiet) { tick(quiet); });
}

void Progress::tick(double quiet) {
  std::lock_guard lock(mutex_);
  if (finished_) return;
  if (seconds_since_progress_line() < quiet) return;
  maybe_print(true);
}

Progress::~Progress() {
  heartbeat_.stop();
  if (!finished_ && drawn_ && terminal_) std::fputc('\n', options_.out);
}

double Progress::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

std::string Progress::duration(double s) {
  char buf[32];
  if (!std::isfinite(s) || s < 0) return "?";
  if (s < 60) std::snprintf(buf, sizeof buf, "%.1fs", s);
  else if (s < 3600) std::snprintf(buf, sizeof buf, "%dm%02ds", int(s) / 60, int(s) % 60);
  else std::snprintf(buf, sizeof buf, "%dh%02dm", int(s) / 3600, int(s) / 60 % 60);
  return buf;
}

std::string Progress::line() const {
  double t = elapsed();
  double pct = total_weight_ ? 100.0 * double(weight_) / double(total_weight_) : 100.0;
  double rate = t > 0 ? double(rows_) / t : 0;
  std::uint64_t done_now = weight_ - start_weight_, left = total_weight_ - weight_;
  char buf[256];
  std::snprintf(buf, sizeof buf, "%s: %llu/%llu units (%.1f%%), %llu rows, %.0f rows/s", label_.c_str(),
                (unsigned long long)units_, (unsigned long long)total_units_, pct,
                (unsigned long long)rows_, rate);
  std::string s = buf;
  if (left == 0) s += ", " + duration(t);
  else if (const auto eta = eta_seconds(last_done_seconds_, t, done_now, left)) s += ", ETA " + duration(*eta);
  return s;
}

std::optional<double> Progress::eta_seconds(double done_at, double now, std::uint64_t done, std::uint64_t left) {
  if (done == 0 || done_at <= 0) return std::nullopt;
  const double eta = done_at * double(left) / double(done) - (now - done_at);
  if (eta <= 0) return std::nullopt;
  return eta;
}

void Progress::maybe_print(bool force) {
  if (!options_.enabled) return;
  auto now = std::chrono::steady_clock::now();
  double since = std::chrono::duration<double>(now - last_print_).count();
  if (!force && since < (terminal_ ? 0.2 : options_.log_seconds)) return;
  last_print_ = now;
  std::string s = line();
  if (terminal_) std::fprintf(options_.out, "\r%s\033[K", s.c_str());
  else std::fprintf(options_.out, "%s\n", s.c_str());
  std::fflush(options_.out);
  drawn_ = true;
  mark_progress_line();
}

void Progress::add_rows(std::uint64_t rows) {
  std::lock_guard lock(mutex_);
  rows_ += rows;
  maybe_print(false);
}

void Progress::unit_done(std::uint64_t weight) {
  std::lock_guard lock(mutex_);
  ++units_;
  weight_ += weight;
  last_done_seconds_ = elapsed();
  maybe_print(false);
}

void Progress::finish() {
  heartbeat_.stop();  // joins a tick that may wait for the lock
  std::lock_guard lock(mutex_);
  if (finished_) return;
  finished_ = true;
  if (!options_.enabled) return;
  // On a terminal the last redraw becomes the summary; a log gets a closing line only
  // if it got progress lines at all (short jobs leave just the caller's summary).
  if (!terminal_ && !drawn_) return;
  std::string s = line();
  if (terminal_) std::fprintf(options_.out, "\r%s\033[K\n", s.c_str());
  else std::fprintf(options_.out, "%s\n", s.c_str());
  std::fflush(options_.out);
  mark_progress_line();
}

}  // namespace posetlab
