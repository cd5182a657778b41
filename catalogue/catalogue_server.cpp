// The catalogue's HTTP server; see catalogue_server.hpp.
#include "catalogue/catalogue_server.hpp"

#include <httplib.h>

#include <chrono>
#include <csignal>
#include <thread>

#include "catalogue/catalogue_tables.hpp"
#include "catalogue/html_page.hpp"
#include "catalogue/query_deadline.hpp"
#include "catalogue/routes.hpp"
#include "catalogue/table_search.hpp"
#include "engine/core/error.hpp"
#include "util/json.hpp"

namespace posetlab::catalogue {

Db& RequestContext::db() {
  if (!store_) {
    store_ = std::make_unique<Store>(db_path_, Store::Access::ReadOnly);
    deadline_ = std::make_unique<QueryDeadline>(store_->db().handle(), time_limit_);
  }
  return store_->db();
}

std::optional<std::string> RequestContext::param(const std::string& name) const {
  const auto [first, last] = params.equal_range(name);
  if (first == last) return std::nullopt;
  if (std::next(first) != last) throw BadParameter(name, "given more than once");
  return first->second;
}

std::vector<Route> catalogue_routes() {
  std::vector<Route> routes;
  add_home_routes(routes);
  add_search_routes(routes);
  add_object_routes(routes);
  add_sequence_routes(routes);
  add_plot_routes(routes);
  add_check_routes(routes);
  add_sql_routes(routes);
  return routes;
}

namespace {

void send_error(httplib::Response& res, bool json, int status, const std::string& message) {
  res.status = status;
  if (json) {
    JsonObject o;
    o.add("error", message).add("status", status);
    res.set_content(o.str(), "application/json");
  } else {
    res.set_content(html_error_page(status, message), "text/html; charset=utf-8");
  }
}

// Runs one route's handler with the database under a time limit, mapping its errors.
void answer(const Route& route, const std::string& db_path, const httplib::Request& req, httplib::Response& res) {
  try {
    for (const auto& [name, value] : req.params)
      if (value.size() > kMaxParameterBytes || name.size() > 256)
        throw BadParameter(name.substr(0, 64), "longer than " + std::to_string(kMaxParameterBytes) + " bytes");
    std::vector<std::string> captures;
    for (std::size_t i = 1; i < req.matches.size(); ++i) captures.push_back(req.matches[i].str());
    std::multimap<std::string, std::string> params(req.params.begin(), req.params.end());
    RequestContext ctx(db_path, std::move(captures), std::move(params), route.time_limit);
    Reply reply = route.handler(ctx);
    res.status = reply.status;
    if (!reply.location.empty()) res.set_header("Location", reply.location);
    if (!reply.filename.empty())
      res.set_header("Content-Disposition", "attachment; filename=\"" + reply.filename + "\"");
    res.set_content(reply.body, reply.content_type);
  } catch (const BadParameter& e) {
    send_error(res, route.json, 400, e.what());
  } catch (const BadKey& e) {
    send_error(res, route.json, 400, e.what());
  } catch (const NotFound& e) {
    send_error(res, route.json, 404, e.what());
  } catch (const BadDatabaseError& e) {
    send_error(res, route.json, 503, std::string("the database cannot be read: ") + e.what());
  } catch (const DbError& e) {
    const int code = e.code() & 0xff;
    const std::string why = code == SQLITE_INTERRUPT ? "the query took longer than " +
                                                           std::to_string(kQueryTimeLimit.count() / 1000) + " s and was stopped"
                            : code == SQLITE_BUSY || code == SQLITE_LOCKED ? "the database is locked by another process; try again"
                                                                           : std::string("database error: ") + e.what();
    send_error(res, route.json, 503, why);
  } catch (const UsageError& e) {
    send_error(res, route.json, 400, e.what());
  } catch (const InputError& e) {
    send_error(res, route.json, 400, e.what());
  } catch (const std::exception& e) {
    send_error(res, route.json, 500, std::string("internal error: ") + e.what());
  }
}

}  // namespace

struct CatalogueServer::Impl {
  ServeOptions options;
  httplib::Server server;
  std::vector<Route> routes;
  int port = 0;
};

CatalogueServer::CatalogueServer(ServeOptions options) : impl_(std::make_unique<Impl>()) {
  impl_->options = std::move(options);
  { Store check(impl_->options.db, Store::Access::ReadOnly); }
  impl_->routes = catalogue_routes();
  httplib::Server& s = impl_->server;
  const int threads = std::max(1, impl_->options.threads);
  s.new_task_queue = [threads] { return new httplib::ThreadPool(std::size_t(threads)); };
  // SO_REUSEADDR only: the library's default adds SO_REUSEPORT, with which a second server on
  // a port in use would bind too and share its requests instead of failing.
  s.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
  s.set_payload_max_length(64 * 1024);
  s.set_read_timeout(5, 0);
  s.set_write_timeout(10, 0);
  s.set_keep_alive_max_count(1000);
  s.set_keep_alive_timeout(5);
  s.set_default_headers({{"X-Content-Type-Options", "nosniff"},
                         {"Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:"},
                         {"Referrer-Policy", "no-referrer"}});
  const std::string db = impl_->options.db;
  for (const Route& route : impl_->routes)
    s.Get(route.pattern, [&route, db](const httplib::Request& req, httplib::Response& res) { answer(route, db, req, res); });
  s.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;  // a handler's own error page
    const bool json = req.path.rfind("/api/", 0) == 0;
    if (res.status == 404) send_error(res, json, 404, "no page at " + req.path);
    else send_error(res, json, res.status, "the request could not be served (HTTP " + std::to_string(res.status) + ")");
  });
}

CatalogueServer::~CatalogueServer() = default;

int CatalogueServer::bind() {
  auto& o = impl_->options;
  if (o.port == 0) impl_->port = impl_->server.bind_to_any_port(o.host);
  else impl_->port = impl_->server.bind_to_port(o.host, o.port) ? o.port : -1;
  if (impl_->port < 0)
    throw UsageError("cannot listen on " + o.host + ":" + std::to_string(o.port) +
                     " (in use, or not an address of this machine); choose another with --port or --host");
  return impl_->port;
}

void CatalogueServer::serve() { impl_->server.listen_after_bind(); }
void CatalogueServer::stop() { impl_->server.stop(); }

void CatalogueServer::serve_until(const std::function<bool()>& stop_requested) {
  std::thread listener([this] { serve(); });
  while (!stop_requested() && !impl_->server.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  while (!stop_requested() && impl_->server.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  stop();
  listener.join();
}

namespace {
volatile std::sig_atomic_t signalled = 0;
extern "C" void on_stop_signal(int) { signalled = 1; }
}  // namespace

void CatalogueServer::serve_until_signalled() {
  signalled = 0;
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  serve_until([] { return signalled != 0; });
}

std::string CatalogueServer::url() const {
  const std::string& h = impl_->options.host;
  const bool v6 = h.find(':') != std::string::npos;
  return "http://" + (v6 ? "[" + h + "]" : h) + ":" + std::to_string(impl_->port) + "/";
}

}  // namespace posetlab::catalogue
