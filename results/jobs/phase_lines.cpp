// Progress lines of a preparation pass; see phase_lines.hpp.
#include "results/jobs/phase_lines.hpp"

#include <unistd.h>

#include <cstdio>

namespace posetlab {
namespace {

// "2.15G", "880M", "12.5k", "37".
std::string amount(double x) {
  char buf[32];
  if (x >= 1e9) std::snprintf(buf, sizeof buf, "%.3gG", x / 1e9);
  else if (x >= 1e6) std::snprintf(buf, sizeof buf, "%.3gM", x / 1e6);
  else if (x >= 1e3) std::snprintf(buf, sizeof buf, "%.3gk", x / 1e3);
  else std::snprintf(buf, sizeof buf, "%.0f", x);
  return buf;
}

}  // namespace

PhaseLines::PhaseLines(std::string label, Progress::Options options)
    : label_(std::move(label)), options_(options) {
  terminal_ = options_.terminal < 0 ? isatty(fileno(options_.out)) != 0 : options_.terminal != 0;
  if (options_.enabled) start_heartbeat(heartbeat_, terminal_, options_.log_seconds, [this](double quiet) { tick(quiet); });
}

PhaseLines::~PhaseLines() {
  heartbeat_.stop();
  std::lock_guard lock(mutex_);
  if (drawn_ && terminal_) std::fputc('\n', options_.out);
}

std::string PhaseLines::line() const {
  const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const double pct = total_ ? 100.0 * double(done_) / double(total_) : 100.0;
  const double rate = t > 0 ? double(done_) / t : 0;
  char buf[128];
  std::snprintf(buf, sizeof buf, ": %.1f%% (%s/%s), %s/s", pct, amount(double(done_)).c_str(),
                amount(double(total_)).c_str(), amount(rate).c_str());
  std::string s = label_ + ": preparing " + phase_ + buf;
  if (done_ >= total_) s += ", " + Progress::duration(t);
  else if (done_ > 0) s += ", ETA " + Progress::duration(double(total_ - done_) / rate);
  return s;
}

void PhaseLines::report(const char* phase, std::uint64_t done, std::uint64_t total) {
  if (!options_.enabled) return;
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  bool force = false;
  if (phase_ != phase) {
    if (drawn_ && terminal_) std::fputc('\n', options_.out);
    phase_ = phase;
    start_ = now;
    force = true;
  }
  // Reports from several threads may arrive out of order: the count never goes back
  // within a phase unless the pass says it starts again (done = 0).
  if (done >= done_ || done == 0) done_ = done;
  total_ = total;
  force = force || done >= total;
  const double since = std::chrono::duration<double>(now - last_print_).count();
  if (!force && since < (terminal_ ? 0.2 : options_.log_seconds)) return;
  print();
}

void PhaseLines::print() {
  last_print_ = std::chrono::steady_clock::now();
  const std::string s = line();
  if (terminal_) std::fprintf(options_.out, "\r%s\033[K", s.c_str());
  else std::fprintf(options_.out, "%s\n", s.c_str());
  std::fflush(options_.out);
  drawn_ = true;
  mark_progress_line();
}

void PhaseLines::tick(double quiet) {
  std::lock_guard lock(mutex_);
  if (phase_.empty() || done_ >= total_) return;  // between phases the pass speaks for itself
  if (seconds_since_progress_line() < quiet) return;
  print();
}

}  // namespace posetlab
