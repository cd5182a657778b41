// The compiled part of the `posetlab` Python package (posetlab._core); the package's
// __init__.py re-exports it with the parts written in Python (DataFrames, networkx,
// SVG drawing). Each part of the API is bound in its own file (binding.hpp).
#include "api/build_info.hpp"
#include "posetlab_version.hpp"
#include "python/binding.hpp"
#include "results/tables/table_list.hpp"

PYBIND11_MODULE(_core, m) {
  m.doc() = "posetlab's library: posets, their games and the results database";
  posetlab::register_builtin_tables();
  posetlab::python::bind_errors(m);
  posetlab::python::bind_poset(m);
  posetlab::python::bind_solve(m);
  posetlab::python::bind_enumerate(m);
  posetlab::python::bind_family(m);
  posetlab::python::bind_database(m);
  posetlab::python::bind_jobs(m);
  posetlab::python::bind_catalogue(m);
  // What a notebook records beside its results, as `posetlab version` prints it.
  m.attr("__version__") = posetlab::kVersion;
  m.def("build_info", &posetlab::api::build_report,
        "The version and git revision, the instruction set compiled for, the CPU and the code path in use");
}
