// Whole-table pages kept while the database is unchanged; see page_cache.hpp.
#include "catalogue/page_cache.hpp"

#include <sys/stat.h>

namespace posetlab::catalogue {

std::string database_stamp(const std::string& db_path) {
  std::string stamp;
  for (const std::string& path : {db_path, db_path + "-wal"}) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
      stamp += "-;";
      continue;
    }
    stamp += std::to_string(st.st_ino) + ":" + std::to_string(st.st_size) + ":" + std::to_string(st.st_mtim.tv_sec) + "." +
             std::to_string(st.st_mtim.tv_nsec) + ";";
  }
  return stamp;
}

std::string PageCache::get(const std::string& db_path, const std::string& name, const std::function<std::string()>& make) {
  const std::string stamp = database_stamp(db_path);
  const std::string key = db_path + "|" + name;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    const auto it = pages_.find(key);
    if (it != pages_.end() && it->second.first == stamp) return it->second.second;
  }
  std::string text = make();  // outside the lock: other pages are served meanwhile
  std::lock_guard<std::mutex> lock(mutex_);
  pages_[key] = {stamp, text};
  return text;
}

PageCache& page_cache() {
  static PageCache cache;
  return cache;
}

}  // namespace posetlab::catalogue
