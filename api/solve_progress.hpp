#pragma once
// Progress lines on standard error for `solve --progress`, whatever search runs: the
// element-mask search (positions, moves, table), the dense Chomp pass (share of the box
// done and time left), Maker-Breaker's root moves (a progress bar), and for every other
// search (the kernel of every kind, misere, Maker-Maker) a watcher thread that reads the
// count of positions all searches have expanded (engine/core/search_budget.hpp) and prints
// positions and rate. At most one line every `every_seconds` from the watcher, and none
// while a search prints its own lines, so a solve that finishes within it prints nothing.
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <ostream>
#include <thread>

#include "api/game_registry.hpp"

namespace posetlab {
class Progress;
}

namespace posetlab::api {

class SolveProgress {
 public:
  // Sets the request's progress callbacks and starts the watcher; `out` outlives this.
  SolveProgress(SolveRequest& request, std::ostream& out, double every_seconds = 2.0);
  ~SolveProgress();  // stops the watcher and ends the progress bar
  SolveProgress(const SolveProgress&) = delete;
  SolveProgress& operator=(const SolveProgress&) = delete;

 private:
  struct Shared;
  void watch();
  std::shared_ptr<Shared> shared_;
  std::thread watcher_;
};

}  // namespace posetlab::api
