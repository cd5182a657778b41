#pragma once
// What a page handler sees and returns, and the list of routes. A handler reads its
// request (path captures, URL parameters, the database opened read-only for this request)
// and returns a reply; the errors it throws are turned into pages in one place
// (catalogue_server.cpp): BadParameter, BadKey and bad input are 400, NotFound 404, a
// database that cannot be read or a query past its time limit 503.
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalogue/query_deadline.hpp"
#include "results/store/store.hpp"

namespace posetlab::catalogue {

inline constexpr std::chrono::milliseconds kQueryTimeLimit{2000};  // all the SQL of one request
inline constexpr std::chrono::milliseconds kSummaryTimeLimit{60000};  // a cached summary page
inline constexpr std::chrono::milliseconds kSearchTimeLimit{10000};  // a search: its count is then kept
inline constexpr std::size_t kMaxParameterBytes = 4096;            // a URL parameter's value (a URL: 8 KiB)

class NotFound : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class RequestContext {
 public:
  RequestContext(std::string db_path, std::vector<std::string> path_captures,
                 std::multimap<std::string, std::string> url_params, std::chrono::milliseconds time_limit = kQueryTimeLimit)
      : db_path_(std::move(db_path)), time_limit_(time_limit), captures(std::move(path_captures)), params(std::move(url_params)) {}
  // The database, opened read-only on first use (a request that never reads it never opens it).
  Db& db();
  Store& store() {
    db();
    return *store_;
  }
  const std::string& db_path() const { return db_path_; }
  // A parameter's value, or nullopt; BadParameter when it is given more than once.
  std::optional<std::string> param(const std::string& name) const;

 private:
  std::string db_path_;
  std::chrono::milliseconds time_limit_;
  std::unique_ptr<Store> store_;
  std::unique_ptr<QueryDeadline> deadline_;  // every statement of the request, together

 public:
  std::vector<std::string> captures;  // the route's groups, URL-decoded
  std::multimap<std::string, std::string> params;
};

struct Reply {
  int status = 200;
  std::string content_type = "text/html; charset=utf-8";
  std::string body;
  std::string location;  // a redirect (status 302)
  std::string filename;  // a download: Content-Disposition
  static Reply html(std::string body) { return {200, "text/html; charset=utf-8", std::move(body), {}, {}}; }
  static Reply json(std::string body) { return {200, "application/json", std::move(body), {}, {}}; }
  static Reply redirect(std::string to) { return {302, "text/plain", {}, std::move(to), {}}; }
};

struct Route {
  std::string pattern;  // a regular expression over the path, as httplib matches it
  bool json = false;    // errors as JSON ({"error": ...}) rather than as a page
  std::function<Reply(RequestContext&)> handler;
  // Pages that summarise whole tables are cached (page_cache.hpp) and may take longer once.
  std::chrono::milliseconds time_limit = kQueryTimeLimit;
};

// Every page and API route of the catalogue, each file adding its own.
std::vector<Route> catalogue_routes();
void add_home_routes(std::vector<Route>& routes);
void add_search_routes(std::vector<Route>& routes);
void add_object_routes(std::vector<Route>& routes);
void add_sequence_routes(std::vector<Route>& routes);
void add_plot_routes(std::vector<Route>& routes);
void add_check_routes(std::vector<Route>& routes);
void add_sql_routes(std::vector<Route>& routes);

}  // namespace posetlab::catalogue
