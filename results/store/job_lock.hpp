#pragma once
// One process per job and database: a row in `locks` naming the holder (pid, host,
// the pid's start time). Killed holders (kill -9) leave their row behind; a later run
// on the same host sees that the pid is gone (or now belongs to another process) and
// takes the lock over, so a stale lock never blocks a resume. A holder on another
// host cannot be checked and is trusted unless the caller breaks the lock.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

// "job already running": another live process holds the job. Exit status 1.
class JobRunningError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct LockHolder {
  std::string job;
  std::int64_t run = 0;
  std::int64_t pid = 0;
  std::string host;
  std::int64_t process_start = 0;
  std::string since;
};

std::string this_host();
// Start time of `pid` in clock ticks since boot (/proc), or -1 if there is no such
// process or it is a zombie (killed, not yet reaped).
std::int64_t process_start_time(std::int64_t pid);
// True unless the holder is provably gone (same host, pid dead or reused).
bool holder_alive(const LockHolder& h);

// Throws JobRunningError when a live process holds `job` (unless break_lock); returns
// the holder found, live or stale. A plain read: in WAL mode it answers even while the
// holder is inside a write transaction, where taking the write lock would only time out.
std::optional<LockHolder> refuse_if_running(Db& db, const std::string& job, bool break_lock);

// Must be called inside a write transaction. Returns the stale holder that was
// replaced, if any; throws JobRunningError when a live process holds the job (unless
// `break_lock`).
std::optional<LockHolder> acquire_job_lock(Db& db, const std::string& job, std::int64_t run, bool break_lock);
void release_job_lock(Db& db, const std::string& job);
// Every live holder other than `job`.
std::optional<LockHolder> other_live_holder(Db& db, const std::string& job);
std::optional<LockHolder> lock_holder(Db& db, const std::string& job);

}  // namespace posetlab
