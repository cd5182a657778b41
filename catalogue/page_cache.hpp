#pragma once
// Pages that summarise a whole table (home, sequences) cost a scan of it; they are kept
// while the database file, and its write-ahead log, are unchanged (same size and
// modification time), and made again on the first request after a change.
#include <functional>
#include <map>
#include <mutex>
#include <string>

namespace posetlab::catalogue {

// The file's identity as far as caching goes: size and modification time of it and its -wal.
std::string database_stamp(const std::string& db_path);

class PageCache {
 public:
  // The cached text of `name` for the database's current stamp, made by `make` when missing.
  std::string get(const std::string& db_path, const std::string& name, const std::function<std::string()>& make);

 private:
  std::mutex mutex_;
  std::map<std::string, std::pair<std::string, std::string>> pages_;  // db|name -> (stamp, text)
};

PageCache& page_cache();

}  // namespace posetlab::catalogue
