#pragma once
// The posetlab results database: opening it (default results/posetlab.sqlite relative to
// the current directory), checking or creating its schema, and the connection settings
// tuned for bulk writes (WAL, synchronous=NORMAL, a large page cache).
#include <memory>
#include <string>

#include "results/sqlite_db.hpp"

namespace posetlab {

inline constexpr const char* kDefaultDbPath = "results/posetlab.sqlite";

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
