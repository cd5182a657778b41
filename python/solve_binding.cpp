// `posetlab.grundy(p)`: the Grundy value of the impartial poset game on p, by the
// search `posetlab solve` picks for it (engine/search_choice.hpp). Every call of a
// thread reuses that thread's solver, and all of them one shared table, so a loop over
// many posets shares sub-positions as a `solve` stream does. The GIL is released while
// the engine runs.
#include "engine/search_choice.hpp"
#include "engine/shared_table.hpp"
#include "engine/solver.hpp"
#include "python/binding.hpp"
#include "python/interrupt.hpp"

namespace py = pybind11;

namespace posetlab::python {
namespace {

SharedTable& module_table() {
  static SharedTable table(SharedTable::slots_for_bytes(SharedTable::default_bytes()));
  return table;
}

Solver& thread_solver() {
  thread_local Solver solver([] {
    SolverOptions o;
    o.table = &module_table();
    return o;
  }());
  return solver;
}

int grundy_now(const Poset& p) {
  if (choose_search(SearchMethod::Auto, p) == SearchMethod::Mask) return solve_by_mask(p, false, MaskSearchOptions{}).grundy;
  return thread_solver().grundy(p);
}

int grundy(const GamePoset& g) {
  if (g.order.size() >= kWatchedElements) return run_interruptible([&] { return grundy_now(g.order); });
  py::gil_scoped_release release;
  return grundy_now(g.order);
}

}  // namespace

void bind_solve(py::module_& m) {
  m.def("grundy", &grundy, py::arg("p"),
        "The Grundy value of the poset game on p (playing x removes every y >= x); "
        "the first player wins iff it is not 0.");
}

}  // namespace posetlab::python
