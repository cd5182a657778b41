// Opening the results database; see store.hpp.
#include "results/store/store.hpp"

#include <filesystem>
#include <iostream>

#include "engine/core/error.hpp"
#include "results/store/schema.hpp"
#include "results/store/two_level_sql.hpp"
#include "results/store/xor_sql.hpp"

namespace posetlab {

void adopt_old_default_db(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (path != kDefaultDbPath || !fs::exists(kOldDefaultDbPath, ec)) return;
  const std::string old = kOldDefaultDbPath;
  if (fs::exists(path, ec)) {
    std::cerr << "posetlab: note: " << old << " (the default database of releases before 0.2) is not used; "
              << "the default is now " << path << " (pass --db " << old << " to use the old one)\n";
    return;
  }
  // Closing the last connection checkpoints the WAL into the file and deletes -wal and
  // -shm: if they remain, another process holds the database and it stays where it is.
  try {
    Db probe(old, Db::Mode::ReadWrite);
    probe.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  } catch (const std::exception& e) {
    std::cerr << "posetlab: note: cannot move " << old << " to " << path << " (" << e.what() << "); using " << path
              << " (pass --db " << old << " to use the old one)\n";
    return;
  }
  if (fs::exists(old + "-wal", ec) || fs::exists(old + "-shm", ec)) {
    std::cerr << "posetlab: note: " << old << " is in use by another process, so it stays there; the default "
              << "database is now " << path << " (pass --db " << old << " to use the old one)\n";
    return;
  }
  fs::create_directories(fs::path(path).parent_path(), ec);
  fs::rename(old, path, ec);
  if (ec) {
    std::cerr << "posetlab: note: cannot move " << old << " to " << path << ": " << ec.message() << "\n";
    return;
  }
  std::cerr << "posetlab: moved the database " << old << " to the new default " << path << "\n";
}

Store::Store(const std::string& path, Access access) : access_(access) {
  adopt_old_default_db(path);
  if (access == Access::ReadWrite) {
    // Only the default's folder (data/) is made; a --db in a folder that does not exist is
    // more likely a typo than a wish for new folders.
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    std::error_code ec;
    if (!parent.empty() && !std::filesystem::exists(parent, ec)) {
      if (path != kDefaultDbPath)
        throw UsageError(path + ": cannot create the database: folder " + parent.string() +
                         " does not exist (create it first)");
      std::filesystem::create_directories(parent);
    }
    db_ = std::make_unique<Db>(path, Db::Mode::Create);
  } else {
    db_ = std::make_unique<Db>(path, Db::Mode::ReadOnly);
  }
  register_two_level_functions(*db_);  // the two_level view, and the migration to it
  register_xor_function(*db_);         // nim-sums in user expressions
  prepare_schema(*db_, writable());
  if (writable()) {
    // WAL + NORMAL: a commit is durable against a process crash (kill -9), and loses
    // at most the last transactions on power loss, never consistency.
    db_->exec("PRAGMA synchronous=NORMAL; PRAGMA cache_size=-524288; PRAGMA temp_store=MEMORY");
  } else {
    db_->exec("PRAGMA query_only=1");
  }
}

}  // namespace posetlab
