#pragma once
// `posetlab serve`: the catalogue as an HTTP server (cpp-httplib, Debian's libcpp-httplib-dev)
// over one database opened read-only. Each request opens its own read-only connection, so a
// database replaced or filled while the server runs is seen as it is now, and the file is
// never written: the same guard as `posetlab query`. Requests are served by a pool of
// threads; each is bounded (parameter sizes, rows, a time limit on its SQL), so one client
// cannot hold the server.
#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace posetlab::catalogue {

struct ServeOptions {
  std::string db;
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  int threads = 8;
};

class CatalogueServer {
 public:
  // Checks that the database opens read-only (BadDatabaseError, DbError otherwise).
  explicit CatalogueServer(ServeOptions options);
  ~CatalogueServer();
  CatalogueServer(const CatalogueServer&) = delete;
  CatalogueServer& operator=(const CatalogueServer&) = delete;

  // Binds the address; returns the port (the one chosen when options.port is 0).
  // UsageError when the address cannot be bound.
  int bind();
  // Serves until stop() (from any thread or a signal watcher); returns then.
  void serve();
  void stop();
  // Serves until `stop_requested` says so (asked every 100 ms: a signal's flag), then stops.
  void serve_until(const std::function<bool()>& stop_requested);
  // Serves until SIGINT or SIGTERM (handlers installed here: a server has no unit to finish).
  void serve_until_signalled();
  std::string url() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace posetlab::catalogue
