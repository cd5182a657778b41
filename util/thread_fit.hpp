#pragma once
// Thread counts this machine and this process's limits can run. A thread's stack is
// reserved from the address space, so under `ulimit -v` (or a large `ulimit -s`) thread
// creation fails long before kMaxThreads; inside an OpenMP region that failure ends the
// process (libgomp exits), so counts are fitted before any work starts.
#include <ostream>
#include <string>

namespace posetlab {

// More threads than this many per core only share the cores' time.
inline constexpr int kThreadsPerCoreMost = 4;

struct ThreadFit {
  int threads = 0;   // the count to use (0 stays 0, "all cores", when all cores can run)
  std::string note;  // why fewer than asked, empty when none
};

// `wanted` threads in all, the caller included (0: all cores): at most kThreadsPerCoreMost
// per core, and no more than half of those that could be started at once just now when
// not all of them (and a few for writers and timers) could.
ThreadFit fit_thread_count(int wanted);

// fit_thread_count, writing its note as "posetlab: NOTE" to `note_to`.
int fitted_thread_count(int wanted, std::ostream& note_to);

// How many threads of `wanted` (the caller counted as one) can run at the same time:
// starts wanted - 1 idle threads, stops at the first that cannot start, then ends them.
int startable_threads(int wanted);

}  // namespace posetlab
