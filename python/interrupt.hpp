#pragma once
// Ctrl-C during a long solve. Python handles SIGINT only on its main thread, between
// bytecodes, so a search running in C++ would not see it: run_interruptible runs the
// work on a worker thread while the calling thread, GIL released, wakes every 50 ms to
// let Python check its signals. On KeyboardInterrupt (or any signal handler raising) it
// cancels the engine's searches (engine/core/cancel.hpp), waits for the worker to unwind and
// raises the Python exception. A thread per call costs tens of microseconds, so callers
// use it for inputs of kWatchedElements elements and more only; smaller ones return in
// less time than a person takes to press Ctrl-C.
#include <pybind11/pybind11.h>

#include <chrono>
#include <future>
#include <optional>
#include <thread>

#include "engine/core/cancel.hpp"

namespace posetlab::python {

inline constexpr int kWatchedElements = 24;

// `stop` asks the work to end early and `forget` clears that request once it has; the
// defaults are the engine's search cancel flag.
template <class F, class Stop = void (*)(), class Forget = void (*)()>
auto run_interruptible(F&& work, Stop stop = request_cancel, Forget forget = clear_cancel) -> decltype(work()) {
  namespace py = pybind11;
  std::packaged_task<decltype(work())()> task(std::forward<F>(work));
  auto result = task.get_future();
  std::thread worker(std::move(task));
  for (;;) {
    bool ready;
    {
      py::gil_scoped_release release;
      ready = result.wait_for(std::chrono::milliseconds(50)) == std::future_status::ready;
    }
    if (ready) break;
    if (PyErr_CheckSignals() != 0) {
      stop();
      {
        py::gil_scoped_release release;
        worker.join();
      }
      forget();
      throw py::error_already_set();
    }
  }
  worker.join();
  return result.get();  // the work's own exception, if it threw
}

}  // namespace posetlab::python
