// Job locks in the `locks` table; see job_lock.hpp.
#include "results/store/job_lock.hpp"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <sstream>

namespace posetlab {

std::string this_host() {
  char buf[256] = {};
  if (gethostname(buf, sizeof buf - 1) != 0) return "unknown";
  return buf;
}

std::int64_t process_start_time(std::int64_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat;
  if (!std::getline(in, stat)) return -1;
  // Field 2 (comm) may hold spaces and parentheses: fields resume after the last ')'.
  auto close = stat.rfind(')');
  if (close == std::string::npos) return -1;
  std::istringstream rest(stat.substr(close + 2));
  std::string field;
  for (int i = 3; i <= 22 && rest >> field; ++i) {
    if (i == 3 && (field == "Z" || field == "X")) return -1;  // a killed, unreaped process is gone
    if (i == 22) return std::stoll(field);
  }
  return -1;
}

bool holder_alive(const LockHolder& h) {
  if (h.host != this_host()) return true;
  if (kill(static_cast<pid_t>(h.pid), 0) != 0 && errno == ESRCH) return false;
  std::int64_t start = process_start_time(h.pid);
  return start == h.process_start;  // gone (or a zombie), or the pid now names another process
}

namespace {
std::optional<LockHolder> read_holder(Stmt& s) {
  if (!s.step()) return std::nullopt;
  return LockHolder{s.text(0), s.int64(1), s.int64(2), s.text(3), s.int64(4), s.text(5)};
}
std::string describe(const LockHolder& h) {
  return "pid " + std::to_string(h.pid) + " on " + h.host + " since " + h.since + " (run " +
         std::to_string(h.run) + ")";
}
}  // namespace

std::optional<LockHolder> lock_holder(Db& db, const std::string& job) {
  Stmt s = db.prepare("SELECT job, run, pid, host, process_start, since FROM locks WHERE job = ?1");
  s.bind(1, job);
  return read_holder(s);
}

std::optional<LockHolder> other_live_holder(Db& db, const std::string& job) {
  Stmt s = db.prepare("SELECT job, run, pid, host, process_start, since FROM locks WHERE job <> ?1");
  s.bind(1, job);
  while (auto h = read_holder(s))
    if (holder_alive(*h)) return h;
  return std::nullopt;
}

std::optional<LockHolder> refuse_if_running(Db& db, const std::string& job, bool break_lock) {
  std::optional<LockHolder> old = lock_holder(db, job);
  if (old && holder_alive(*old) && !break_lock) {
    std::string hint = old->host == this_host() ? ""
                                                : "; if that process is gone, rerun with --break-lock";
    throw JobRunningError("job already running: " + job + " is held by " + describe(*old) + hint);
  }
  return old;
}

std::optional<LockHolder> acquire_job_lock(Db& db, const std::string& job, std::int64_t run, bool break_lock) {
  std::optional<LockHolder> old = refuse_if_running(db, job, break_lock);
  Stmt s = db.prepare(
      "INSERT OR REPLACE INTO locks (job, run, pid, host, process_start, since) "
      "VALUES (?1, ?2, ?3, ?4, ?5, strftime('%Y-%m-%dT%H:%M:%SZ','now'))");
  std::int64_t pid = getpid();
  s.bind(1, job).bind(2, run).bind(3, pid).bind(4, this_host()).bind(5, process_start_time(pid));
  s.run();
  return old;
}

void release_job_lock(Db& db, const std::string& job) {
  Stmt s = db.prepare("DELETE FROM locks WHERE job = ?1 AND pid = ?2 AND host = ?3");
  s.bind(1, job).bind(2, static_cast<std::int64_t>(getpid())).bind(3, this_host());
  s.run();
}

}  // namespace posetlab
