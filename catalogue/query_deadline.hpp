#pragma once
// A time limit on every statement a request runs: SQLite calls the progress handler every
// few thousand virtual-machine steps, and past the deadline it answers "stop", which makes
// the statement fail with SQLITE_INTERRUPT (a DbError the server turns into a 503 page).
#include <sqlite3.h>

#include <chrono>

namespace posetlab::catalogue {

class QueryDeadline {
 public:
  QueryDeadline(sqlite3* db, std::chrono::milliseconds limit)
      : db_(db), deadline_(std::chrono::steady_clock::now() + limit) {
    sqlite3_progress_handler(db_, 4000, &QueryDeadline::passed, this);
  }
  ~QueryDeadline() { sqlite3_progress_handler(db_, 0, nullptr, nullptr); }
  QueryDeadline(const QueryDeadline&) = delete;
  QueryDeadline& operator=(const QueryDeadline&) = delete;

 private:
  static int passed(void* self) {
    return std::chrono::steady_clock::now() > static_cast<QueryDeadline*>(self)->deadline_ ? 1 : 0;
  }
  sqlite3* db_;
  std::chrono::steady_clock::time_point deadline_;
};

}  // namespace posetlab::catalogue
