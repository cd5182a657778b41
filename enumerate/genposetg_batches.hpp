#pragma once
// One genposetg part (enumerate/genposetg.hpp) read in runs of consecutive lines, each
// run solved by one of several threads while the generator goes on writing. A run is
// solved whole by one worker, in stream order within it, so a worker can share work
// between neighbouring lines (enumerate/poset_stream.hpp).
#include <cstdint>
#include <functional>
#include <string_view>

#include "enumerate/genposetg_in_process.hpp"

namespace posetlab {

struct LineBatch {
  std::uint64_t index = 0;       // 0, 1, ... in stream order
  std::uint64_t first_line = 1;  // in the part's stream, for error messages
  std::string_view text;         // the lines, each ended by '\n' (valid during the call)
};

// Hands the lines of `nauty-genposetg n o m part parts` to `solve(worker, batch)`, a batch
// being what one read of the pipe brought. threads <= 1: this thread reads and solves
// each batch in turn (worker 0), straight from the read buffer. Otherwise this thread
// reads the pipe and queues copies of the batches for workers 1..threads-1 of a worker
// pool (util/worker_pool.hpp); while 4 batches a thread wait, it solves the oldest itself
// as worker 0 before reading on (so memory stays bounded), and it solves what is left once
// the pipe is drained. A worker solves one batch at a time. The first exception, of the
// generator or of `solve`, is rethrown once every batch read has been solved.
void solve_genposetg_batches(int n, int part, int parts, int threads,
                             const std::function<void(int worker, const LineBatch& batch)>& solve);

// The same part from the generator in process (enumerate/genposetg_in_process.hpp), in
// batches of posets instead of lines: this thread runs the generator, and the batches go
// to the same kind of pool (a copy each; 1 thread: solved in place). A batch's posets are
// numbered as the pipe numbers their lines.
struct PosetBatch {
  std::uint64_t index = 0;        // 0, 1, ... in the generator's order
  std::uint64_t first_poset = 1;  // in the part, as the pipe's line number
  GeneratedPosets posets;         // valid during the call
};
void solve_generated_batches(int n, int part, int parts, int threads,
                             const std::function<void(int worker, const PosetBatch& batch)>& solve);

// Calls line(text, number) for each line of the batch, in order.
template <class F>
void for_each_line(const LineBatch& batch, F&& line) {
  std::string_view rest = batch.text;
  for (std::uint64_t number = batch.first_line; !rest.empty(); ++number) {
    const std::size_t end = rest.find('\n');
    line(rest.substr(0, end), number);
    rest.remove_prefix(end + 1);
  }
}

// Calls poset(n, cover_rows, number) for each poset of the batch, in order: its Hasse
// diagram, row x the elements covering x with element y as bit y. Rows the previous poset
// shares are not converted again (most posets share all but their last).
template <class F>
void for_each_poset(const PosetBatch& batch, F&& poset) {
  const GeneratedPosets& g = batch.posets;
  std::uint64_t rows[GeneratedPosets::kStride];
  const std::uint16_t* previous = nullptr;
  for (std::size_t i = 0; i < g.count; ++i) {
    const std::uint16_t* raw = g.poset(i);
    int from = 0;
    if (previous)
      while (from < g.n - 1 && raw[from] == previous[from]) ++from;
    for (int x = from; x < g.n; ++x) rows[x] = GeneratedPosets::lowest_first(raw[x]);
    previous = raw;
    poset(g.n, rows, batch.first_poset + i);
  }
}

}  // namespace posetlab
