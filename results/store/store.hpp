#pragma once
// The posetlab results database: opening it (default data/posetlab.sqlite relative to
// the current directory; data/ is git-ignored), checking or creating its schema, and the connection settings
// tuned for bulk writes (WAL, synchronous=NORMAL, a large page cache).
#include <memory>
#include <string>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

inline constexpr const char* kDefaultDbPath = "data/posetlab.sqlite";
// Where releases before 0.2 kept the default database. Opening the default path while
// only this one exists moves it (with its -wal/-shm) to kDefaultDbPath, saying so on
// stderr; when it cannot be moved safely (both exist, or another process has it open)
// stderr names it and the default path is used as given.
inline constexpr const char* kOldDefaultDbPath = "results/posetlab.sqlite";

// Applies the move described at kOldDefaultDbPath when `path` is the default path.
void adopt_old_default_db(const std::string& path);

class Store {
 public:
  enum class Access { ReadOnly, ReadWrite };
  // ReadWrite creates the file (and its directory) when missing. ReadOnly opens with
  // SQLITE_OPEN_READONLY and query_only, so nothing done through it can write.
  Store(const std::string& path, Access access);

  Db& db() { return *db_; }
  const std::string& path() const { return db_->path(); }
  bool writable() const { return access_ == Access::ReadWrite; }

 private:
  Access access_;
  std::unique_ptr<Db> db_;
};

}  // namespace posetlab
