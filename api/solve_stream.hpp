#pragma once
// The stream frame of `posetlab solve`, the same for every game kind: the lines of the
// inputs go in batches; each line of a batch is parsed, checked and solved by one
// thread, with one solver per thread (api/game_registry.hpp's KindSolver) over one
// shared table; the batch is then answered in input order (text or JSON Lines from
// the kind's answer fields). One batch of one input runs outside a parallel region, so a search
// that parallelises a lone game inside (mask search, maker-breaker's root moves) does.
#include <cstddef>
#include <string>
#include <vector>

#include "api/game_registry.hpp"

namespace posetlab::api {

struct SolveStreamOptions {
  std::vector<std::string> files;
  bool json = false, keep_going = false, stats = false;
  bool echo = false;            // each answer ends with the input's text (text=... / "text")
  std::string format = "auto";  // uncoloured kinds only
  int bottoms = -1;             // uncoloured kinds only
  int threads = 0;
  int max_elements = 0;         // the user's bound; the kind's own limit applies too
  std::size_t table_mb = 0;
};

// What solve_stream returns when `keep_going` skipped a line whose search hit a bound of
// the request (without keep_going the BoundError ends the stream); 0 otherwise.
inline constexpr int kStreamBounded = 3;
// What it returns when `keep_going` skipped a bad line (the exit status of bad input),
// whether or not some line also hit a bound.
inline constexpr int kStreamBadLines = 2;

// Solves and prints every input; the request is checked first (UsageError).
int solve_stream(const api::GameKind& kind, api::SolveRequest request, const SolveStreamOptions& o);

}  // namespace posetlab::api
