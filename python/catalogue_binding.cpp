// The catalogue from Python (posetlab._core.CatalogueServer): `posetlab serve` on a thread of
// the interpreter's process, so a notebook can start it, open pages and stop it again. The
// Python side (posetlab/catalogue.py) wraps it with page URLs and the browser.
#include <pybind11/pybind11.h>

#include <memory>
#include <thread>

#include "catalogue/catalogue_server.hpp"
#include "python/binding.hpp"

namespace posetlab::python {
namespace {

namespace py = pybind11;

// A server bound at construction and served on its own thread until stop().
class BackgroundCatalogue {
 public:
  BackgroundCatalogue(const std::string& db, const std::string& host, int port, int threads) {
    catalogue::ServeOptions o;
    o.db = db;
    o.host = host;
    o.port = port;
    o.threads = threads;
    server_ = std::make_unique<catalogue::CatalogueServer>(o);
    server_->bind();
    thread_ = std::thread([this] { server_->serve(); });
  }
  ~BackgroundCatalogue() { stop(); }
  void stop() {
    if (!thread_.joinable()) return;
    server_->stop();
    thread_.join();
  }
  std::string url() const { return server_->url(); }
  bool running() const { return thread_.joinable(); }

 private:
  std::unique_ptr<catalogue::CatalogueServer> server_;
  std::thread thread_;
};

}  // namespace

void bind_catalogue(py::module_& m) {
  py::class_<BackgroundCatalogue>(m, "CatalogueServer",
                                  "`posetlab serve` in the background: the catalogue of a database, read-only")
      .def(py::init<const std::string&, const std::string&, int, int>(), py::arg("db"), py::arg("host") = "127.0.0.1",
           py::arg("port") = 0, py::arg("threads") = 4)
      .def("stop", &BackgroundCatalogue::stop, py::call_guard<py::gil_scoped_release>(), "Stops serving (within a second)")
      .def_property_readonly("url", &BackgroundCatalogue::url, "The catalogue's home page")
      .def_property_readonly("running", &BackgroundCatalogue::running);
}

}  // namespace posetlab::python
