// Opening the results database; see store.hpp.
#include "results/store.hpp"

#include <filesystem>

#include "results/schema.hpp"

namespace posetlab {

Store::Store(const std::string& path, Access access) : access_(access) {
  if (access == Access::ReadWrite) {
    std::filesystem::path parent = std::filesystem::path(path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent);
    db_ = std::make_unique<Db>(path, Db::Mode::Create);
  } else {
    db_ = std::make_unique<Db>(path, Db::Mode::ReadOnly);
  }
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
