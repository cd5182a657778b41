// Library errors as Python exceptions, with the library's own message: bad input
// (InputError "input:line:column: ...", UsageError, a cycle) is a ValueError, as the
// CLI's exit status 2; a database failure is a RuntimeError (the CLI's exit status 1);
// a search cancelled by Ctrl-C is a KeyboardInterrupt; a search stopped at a bound the
// caller set is posetlab.BoundError (a RuntimeError; the CLI's exit status 3).
#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"
#include "python/binding.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab::python {

void bind_errors(pybind11::module_& m) {
  pybind11::register_exception<BoundError>(m, "BoundError", PyExc_RuntimeError)
      .attr("__doc__") = "A search stopped at a bound the caller set (time_limit, node_limit), with no value: "
                         "the CLI's exit status 3";
  pybind11::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const UsageError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const CycleError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const Cancelled&) {
      PyErr_SetNone(PyExc_KeyboardInterrupt);
    } catch (const DbError& e) {
      PyErr_SetString(PyExc_RuntimeError, e.what());
    }
  });
}

}  // namespace posetlab::python
