#pragma once
// Index loops on the worker pool (util/worker_pool.hpp), for loops run many times a second
// beside another busy thread (the two-level job and its database writer on 2 cores).
#include <cstddef>
#include <functional>

#include "util/worker_pool.hpp"

namespace posetlab {

// Calls body(i, thread) for every i < n, each once, from the caller and the pool's workers
// (thread in [0, pool.threads())), handing out indices one at a time; returns when all are
// done. The first exception thrown by a body is rethrown here (the others are dropped; the
// remaining indices still run). One loop at a time on a pool, with no other tasks in it.
void parallel_for(WorkerPool& pool, std::size_t n, const std::function<void(std::size_t i, int thread)>& body);

}  // namespace posetlab
