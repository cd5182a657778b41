// A genposetg part in batches of lines on several threads; see genposetg_batches.hpp.
#include "enumerate/genposetg_batches.hpp"

#include <cstddef>
#include <exception>
#include <string>
#include <vector>

#include "engine/core/cancel.hpp"
#include "enumerate/genposetg.hpp"
#include "util/worker_pool.hpp"

namespace posetlab {
namespace {

// Batches waiting for a worker, per thread: enough that the workers stay busy while the
// reader solves one itself, few enough that a part of N = 14 (hundreds of MB of lines) is
// never held whole.
constexpr std::size_t kWaitingBatchesPerThread = 4;
// Posets a batch from the generator in process: about as many as a read of the pipe
// brings (256 KiB of lines of N = 12), so a batch is worth a task.
constexpr std::size_t kGeneratedBatchPosets = 8192;

}  // namespace

void solve_genposetg_batches(int n, int part, int parts, int threads,
                             const std::function<void(int worker, const LineBatch& batch)>& solve) {
  std::uint64_t index = 0, lines = 0;
  if (threads <= 1) {
    genposetg_part_chunks(n, part, parts, [&](std::string_view text, std::uint64_t count) {
      if (cancel_requested()) throw Cancelled();  // a job's stop (results/jobs/interrupt.hpp)
      solve(0, LineBatch{index++, lines + 1, text});
      lines += count;
    });
    return;
  }
  WorkerPool pool(threads, kWaitingBatchesPerThread * std::size_t(threads));
  try {
    genposetg_part_chunks(n, part, parts, [&](std::string_view text, std::uint64_t count) {
      if (cancel_requested()) throw Cancelled();  // a job's stop: no more reading
      // A queued batch owns a copy of its lines.
      pool.submit([&solve, batch_index = index++, first_line = lines + 1, copy = std::string(text)](int worker) {
        solve(worker, LineBatch{batch_index, first_line, copy});
      });
      lines += count;
    });
  } catch (...) {
    pool.keep_error(std::current_exception());
  }
  pool.wait();
}

void solve_generated_batches(int n, int part, int parts, int threads,
                             const std::function<void(int worker, const PosetBatch& batch)>& solve) {
  std::uint64_t index = 0, posets = 0;
  if (threads <= 1) {
    genposetg_part_in_process(n, part, parts, kGeneratedBatchPosets, [&](const GeneratedPosets& generated) {
      solve(0, PosetBatch{index++, posets + 1, generated});
      posets += generated.count;
    });
    return;
  }
  WorkerPool pool(threads, kWaitingBatchesPerThread * std::size_t(threads));
  try {
    genposetg_part_in_process(n, part, parts, kGeneratedBatchPosets, [&](const GeneratedPosets& generated) {
      // A queued batch owns a copy of its rows.
      std::vector<std::uint16_t> copy(generated.rows, generated.rows + generated.count * GeneratedPosets::kStride);
      pool.submit([&solve, batch_index = index++, first = posets + 1, n = generated.n, count = generated.count,
                   copy = std::move(copy)](int worker) {
        solve(worker, PosetBatch{batch_index, first, GeneratedPosets{n, count, copy.data()}});
      });
      posets += generated.count;
    });
  } catch (...) {
    pool.keep_error(std::current_exception());
  }
  pool.wait();
}

}  // namespace posetlab
