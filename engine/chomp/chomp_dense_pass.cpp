// The dense pass over a Chomp box, phase by phase (ChompDense::run); see chomp_dense.hpp for
// the ranks, the layers and the threads.
#include <omp.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <span>
#include <string>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"
#include "engine/core/mex.hpp"

namespace posetlab {

// The pass over the layers of the box, in the phases run() calls in turn: the tables of the
// walk and the thread count (the constructor), a checkpoint's layers (restore), every later
// layer on every thread (value_layers), and the errors and counters (finish). What the
// threads share lives here; what one thread walks with lives in its Walker.
class ChompDense::Pass {
 public:
  // By default boxes below this many positions take one thread: a layer barrier costs more
  // than the layer on a busy host.
  static constexpr std::uint64_t kParallelMinPositions = 1 << 20;

  Pass(ChompDense& box, const ChompDenseOptions& options);
  void restore();
  void value_layers();
  void finish();

 private:
  class Walker;

  // A barrier whose waiters sleep (a futex, through std::atomic::wait) instead of spinning:
  // on a host busier than its cores, a spinning waiter takes the core the last thread needs.
  class PassiveBarrier {
   public:
    void reset(int n) { n_ = n; }
    void arrive_and_wait() {
      const unsigned phase = phase_.load(std::memory_order_acquire);
      if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == n_) {
        arrived_.store(0, std::memory_order_relaxed);
        phase_.fetch_add(1, std::memory_order_release);
        phase_.notify_all();
        return;
      }
      while (phase_.load(std::memory_order_acquire) == phase) phase_.wait(phase, std::memory_order_acquire);
    }

   private:
    int n_ = 1;
    std::atomic<int> arrived_{0};
    std::atomic<unsigned> phase_{0};
  };

  // The diagrams valued so far: this run's, and the empty diagram (valued 0 from the
  // start) or the layers a checkpoint restored (which counted it).
  std::uint64_t positions_valued() const { return done_.load() + (restored_.layers ? restored_.positions : 1); }
  double seconds_since_start() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  std::span<std::uint8_t> array() const {
    return {box_.values_.get(), bytes_needed(box_.rows_, box_.cols_, box_.outcome_only_)};
  }
  // Thread 0, between prefixes: the progress callback, every progress_seconds.
  void report_progress(std::uint64_t thread_moves);
  // Every thread, after layer k: whether to stop after it, the wait for the others, the
  // layer's escaped values into the box's table and the checkpoint of the complete layer.
  void end_layer(int k, bool stopped);
  void merge_escaped();    // thread 0, while the others wait
  void checkpoint(int k);  // thread 0, while the others wait

  ChompDense& box_;
  const ChompDenseOptions& options_;
  const std::chrono::steady_clock::time_point start_;
  const std::size_t w_;  // cols + 1: the stride of the tables
  // cap_[i*w + v]: the most cells rows i.. can hold below a row of length v.
  std::vector<int> cap_;
  // tcol_[i*w + x] = sum_{j<x} term[j][i]: the transpose's rank gains it when columns 0..x-1
  // of the diagram all have i cells (square boxes only, where rows = cols).
  std::vector<std::uint64_t> tcol_;
  int threads_ = 1;
  int prefix_rows_ = 0;  // the rows a layer is split by between threads
  int layers_ = 0;       // cells of the largest diagram
  ChompRestored restored_;
  std::vector<std::atomic<std::uint32_t>> claimed_;  // per layer: prefixes taken
  // halt_[k]: layer k overflowed or was stopped. Set before layer k's barrier and read
  // after it, so every thread leaves the layer loop at the same layer (a thread leaving
  // one layer early would leave the others waiting at the next barrier).
  std::vector<std::atomic<bool>> halt_;
  std::atomic<std::uint64_t> done_{0}, moves_{0};
  std::atomic<int> max_grundy_{0};
  // Per thread: the values of 255 and above valued in this layer, by rank; escaped_[k]:
  // some thread has one in layer k (set before the layer's barrier, read after it).
  std::vector<ChompOverflow> escaped_values_;
  std::vector<std::atomic<bool>> escaped_;
  std::exception_ptr layer_done_failure_;
  PassiveBarrier barrier_;
  std::chrono::steady_clock::time_point last_progress_;
  CancelCatcher cancel_;  // a bound or Ctrl-C stops the pass between prefixes
};

// One thread's walk over the diagrams of a layer. Each thread splits a layer by its first
// prefix_rows rows, the same way, claims prefixes from a shared counter and walks every
// diagram below each. The walk down one diagram keeps, for the rows placed so far:
//   pre[i]  = the rank of rows 0..i-1 (sum of their terms), so Suf[i] = rank - pre[i];
//   neg[c]  = -(pre[K(c)] + U[K(c)][c]) mod 2^64 for the columns c whose K(c) (rows of
//             length >= c) is known, so the bite (r,c) leads to rank + pre[r] + U[r][c] + neg[c].
// A row of length v below one of length maxv settles K(c) = i for c in (v, maxv].
class ChompDense::Pass::Walker {
 public:
  explicit Walker(Pass& pass)
      : pass_(pass),
        rows_(pass.box_.rows_),
        cols_(pass.box_.cols_),
        w_(pass.w_),
        term_(pass.box_.term_.data()),
        upper_(pass.box_.upper_.data()),
        bound_(pass.box_.within_.data()),
        cap_(pass.cap_.data()),
        tcol_(pass.tcol_.data()),
        values_(pass.box_.values_.get()),
        symmetric_(pass.box_.symmetric_),
        outcome_(pass.box_.outcome_only_),
        last_row_(pass.box_.last_row_),
        escape_from_(std::clamp(pass.options_.escape_from, 0, int(kChompEscape))),
        lambda_(std::size_t(rows_), 0),
        pre_(std::size_t(rows_) + 1, 0),
        neg_(w_, 0),
        // A value is at most the moves of its diagram, below rows * cols; at least the
        // four words of values below 256.
        seen_(std::max<std::size_t>(4, std::size_t(rows_) * std::size_t(cols_) / 64 + 1), 0) {}

  // Layer k: the diagrams with k cells below the prefixes this thread claims.
  void value_layer(int k);
  bool stopped() const { return stopped_; }  // this thread caught a stop (a bound or Ctrl-C)
  void flush();  // this thread's moves and largest value into the pass's

 private:
  // One diagram of a layer under construction: row lengths so far, cells still to place,
  // the rank of the rows placed.
  struct Prefix {
    std::vector<int> lambda;
    int remaining;
    std::uint64_t rank;
  };

  // The prefixes of the layer's diagrams below rows 0..i-1 as placed: row i at most maxv,
  // `remaining` cells.
  void split(int i, int maxv, int remaining, std::uint64_t rank);
  void value_prefix(const Prefix& p);
  // Places row i = v under a row of length maxv; `rank` is pre[i].
  void place(int i, int v, int maxv, std::uint64_t rank, std::uint64_t& transposed);
  // Every diagram below the placed rows 0..i-1: row i at most maxv, `remaining` cells.
  void walk(int i, int maxv, int remaining, std::uint64_t rank, std::uint64_t transposed, std::uint64_t& count);
  // Values the diagram lambda (all rows placed) of rank `rank`; in a symmetric region the
  // caller has checked that the transpose's rank is not smaller.
  void value_one(std::uint64_t rank, std::uint64_t transposed) {
    if (outcome_)
      value_outcome(rank, transposed);
    else if (last_row_)
      value_last_row(rank);
    else
      value_grundy(rank, transposed);
  }
  void value_outcome(std::uint64_t rank, std::uint64_t transposed);
  void value_last_row(std::uint64_t rank);
  void value_grundy(std::uint64_t rank, std::uint64_t transposed);
  // The mex of a diagram some of whose children are escaped (values of 255 and above).
  int mex_with_escaped(std::uint64_t rank, const std::uint64_t (&seen)[4]);

  Pass& pass_;
  // The box's tables, read in the innermost loops.
  const int rows_, cols_;
  const std::size_t w_;
  const std::uint64_t* const term_;
  const std::uint64_t* const upper_;
  const int* const bound_;
  const int* const cap_;
  const std::uint64_t* const tcol_;
  std::uint8_t* const values_;  // outcome_only: bits, set = P
  const bool symmetric_, outcome_, last_row_;
  const int escape_from_;
  std::vector<int> lambda_;
  std::vector<std::uint64_t> pre_, neg_;
  std::vector<std::uint64_t> seen_;  // mex_with_escaped's options, bit v of word v / 64
  std::vector<Prefix> prefixes_;
  std::uint64_t thread_moves_ = 0;
  int thread_max_ = 0;
  bool stopped_ = false;
};

void ChompDense::run(const ChompDenseOptions& options) {
  Pass pass(*this, options);
  pass.restore();
  pass.value_layers();
  pass.finish();
}

ChompDense::Pass::Pass(ChompDense& box, const ChompDenseOptions& options)
    : box_(box), options_(options), start_(std::chrono::steady_clock::now()), w_(std::size_t(box.cols_) + 1) {
  const int rows = box.rows_, cols = box.cols_;
  const std::vector<int>& bound = box.within_;
  const std::size_t w = w_;
  cap_.assign((std::size_t(rows) + 1) * w, 0);
  for (int i = rows - 1; i >= 0; --i)
    for (int v = 0; v <= cols; ++v) cap_[i * w + v] = std::min(v, bound[i]) + cap_[(i + 1) * w + std::min(v, bound[i])];
  tcol_.assign(box.symmetric_ ? (std::size_t(rows) + 1) * w : 0, 0);
  for (int i = 0; box.symmetric_ && i <= rows; ++i)
    for (int x = 1; x <= cols; ++x) tcol_[i * w + x] = tcol_[i * w + x - 1] + box.term_[(x - 1) * w + i];
  // An explicit thread count is kept.
  threads_ = options.threads > 0 ? options.threads
             : box.stats_.total < kParallelMinPositions ? 1
                                                        : omp_get_max_threads();
  prefix_rows_ = std::min(rows - 1, 3);
  layers_ = cap_[std::min(cols, bound[0])];
  box.stats_.layers = layers_;
  claimed_ = std::vector<std::atomic<std::uint32_t>>(std::size_t(layers_) + 1);
  halt_ = std::vector<std::atomic<bool>>(std::size_t(layers_) + 1);
  escaped_ = std::vector<std::atomic<bool>>(std::size_t(layers_) + 1);
  escaped_values_.resize(std::size_t(threads_));
  last_progress_ = start_;
}

void ChompDense::Pass::restore() {
  if (options_.restore) {
    ChompOverflow escaped;
    restored_ = options_.restore(array(), escaped);
    box_.overflow_.insert(escaped.begin(), escaped.end());
    if (restored_.layers < 0 || restored_.layers > layers_ || restored_.positions > box_.stats_.total)
      throw UsageError("a Chomp checkpoint of the " + std::to_string(box_.rows_) + " x " + std::to_string(box_.cols_) +
                       " box claims " + std::to_string(restored_.layers) + " layers of " + std::to_string(layers_));
  }
  box_.stats_.resumed = restored_.positions;
  box_.stats_.layers_done = restored_.layers;
}

void ChompDense::Pass::value_layers() {
  // Layer k: the diagrams with k cells. Layer 0 (no cells, not a game position) stays 0.
  const int first = restored_.layers + 1;
#pragma omp parallel num_threads(threads_)
  {
#pragma omp single
    barrier_.reset(omp_get_num_threads());
    Walker walker(*this);
    for (int k = first; k <= layers_ && !(k > first && halt_[k - 1].load(std::memory_order_relaxed)); ++k) {
      walker.value_layer(k);
      end_layer(k, walker.stopped());
    }
    walker.flush();
  }
}

void ChompDense::Pass::end_layer(int k, bool stopped) {
  // The next layer reads this one: everyone waits here, asleep rather than spinning,
  // so that a busy host does not lose a core to the wait.
  const int thread = omp_get_thread_num();
  if (stopped) halt_[k].store(true, std::memory_order_relaxed);
  if (!escaped_values_[std::size_t(thread)].empty()) escaped_[k].store(true, std::memory_order_relaxed);
  barrier_.arrive_and_wait();
  // The next layer reads the table without locks: it changes only here, while all wait.
  const bool escaped = escaped_[k].load(std::memory_order_relaxed);
  const bool save = options_.layer_done && !halt_[k].load(std::memory_order_relaxed);
  if (escaped || save) {
    if (thread == 0) {
      if (escaped) merge_escaped();
      if (save) checkpoint(k);
    }
    barrier_.arrive_and_wait();
  }
}

void ChompDense::Pass::merge_escaped() {
  for (ChompOverflow& values : escaped_values_) {
    box_.overflow_.insert(values.begin(), values.end());
    values.clear();
  }
}

void ChompDense::Pass::checkpoint(int k) {
  // Layer k is complete and nobody writes: the array is a consistent checkpoint.
  try {
    ChompDenseStats s = box_.stats_;
    s.positions = positions_valued();
    s.layers_done = k;
    s.threads = omp_get_num_threads();
    s.seconds = seconds_since_start();
    options_.layer_done(array(), box_.overflow(), s);
  } catch (...) {
    layer_done_failure_ = std::current_exception();
    halt_[k].store(true, std::memory_order_relaxed);
  }
}

void ChompDense::Pass::report_progress(std::uint64_t thread_moves) {
  const auto now = std::chrono::steady_clock::now();
  if (std::chrono::duration<double>(now - last_progress_).count() < options_.progress_seconds) return;
  last_progress_ = now;
  ChompDenseStats s = box_.stats_;
  s.positions = positions_valued();
  s.moves = moves_.load() + thread_moves;
  s.threads = threads_;
  s.seconds = std::chrono::duration<double>(now - start_).count();
  options_.progress(s);
}

void ChompDense::Pass::finish() {
  cancel_.rethrow();
  if (layer_done_failure_) std::rethrow_exception(layer_done_failure_);
  ChompDenseStats& s = box_.stats_;
  s.positions = positions_valued();
  s.layers_done = layers_;
  s.moves = moves_.load();
  s.threads = threads_;
  s.max_grundy = max_grundy_.load();
  s.seconds = seconds_since_start();
}

void ChompDense::Pass::Walker::value_layer(int k) {
  prefixes_.clear();
  split(0, cols_, k, 0);
  for (;;) {
    const std::size_t t = pass_.claimed_[k].fetch_add(1, std::memory_order_relaxed);
    if (t >= prefixes_.size()) break;
    value_prefix(prefixes_[t]);
    if (pass_.options_.progress && omp_get_thread_num() == 0) pass_.report_progress(thread_moves_);
  }
}

void ChompDense::Pass::Walker::flush() {
  pass_.moves_.fetch_add(thread_moves_, std::memory_order_relaxed);
  int seen_max = pass_.max_grundy_.load();
  while (thread_max_ > seen_max && !pass_.max_grundy_.compare_exchange_weak(seen_max, thread_max_)) {
  }
}

void ChompDense::Pass::Walker::split(int i, int maxv, int remaining, std::uint64_t rank) {
  if (remaining > cap_[i * w_ + maxv]) return;
  if (i == pass_.prefix_rows_) {
    prefixes_.push_back({std::vector<int>(lambda_.begin(), lambda_.begin() + i), remaining, rank});
    return;
  }
  const int hi = std::min({maxv, bound_[i], remaining});
  for (int v = 0; v <= hi; ++v) {
    lambda_[i] = v;
    split(i + 1, v, remaining - v, rank + term_[i * w_ + v]);
  }
}

void ChompDense::Pass::Walker::value_prefix(const Prefix& p) {
  const int prefix_rows = pass_.prefix_rows_;
  std::uint64_t rank = 0, transposed = 0, count = 0;
  int maxv = cols_;
  for (int i = 0; i < prefix_rows; ++i) {
    place(i, p.lambda[i], maxv, rank, transposed);
    rank += term_[i * w_ + p.lambda[i]];
    maxv = p.lambda[i];
  }
  bool finished = false;
  pass_.cancel_.run([&] {
    throw_if_stopped();  // a stopped pass skips its remaining prefixes
    if (pass_.options_.stop && pass_.options_.stop()) throw Cancelled();
    walk(prefix_rows, maxv, p.remaining, rank, transposed, count);
    count_positions(count);
    finished = true;
  });
  stopped_ = stopped_ || !finished;
  pass_.done_.fetch_add(count, std::memory_order_relaxed);
}

void ChompDense::Pass::Walker::place(int i, int v, int maxv, std::uint64_t rank, std::uint64_t& transposed) {
  lambda_[i] = v;
  pre_[i] = rank;
  for (int c = v + 1; c <= maxv; ++c) neg_[c] = std::uint64_t{0} - (rank + upper_[i * w_ + c]);
  if (symmetric_) transposed += tcol_[i * w_ + maxv] - tcol_[i * w_ + v];
}

void ChompDense::Pass::Walker::walk(int i, int maxv, int remaining, std::uint64_t rank, std::uint64_t transposed,
                                    std::uint64_t& count) {
  const std::size_t w = w_;
  const std::uint64_t* const tcol = tcol_;
  std::uint64_t* const neg = neg_.data();
  if (i == rows_ - 1) {
    if (remaining > std::min(maxv, bound_[i])) return;
    const std::uint64_t full = rank + term_[i * w + remaining];
    ++count;
    if (symmetric_) {
      transposed += tcol[i * w + maxv] - tcol[i * w + remaining] + tcol[rows_ * w + remaining];
      if (transposed < full) return;  // valued with its transpose
    }
    lambda_[i] = remaining;
    pre_[i] = rank;
    for (int c = remaining + 1; c <= maxv; ++c) neg[c] = std::uint64_t{0} - (rank + upper_[i * w + c]);
    for (int c = 0; c <= remaining; ++c) neg[c] = std::uint64_t{0} - full;  // K(c) = rows: pre = full, U = 0
    value_one(full, transposed);
    return;
  }
  const int hi = std::min({maxv, bound_[i], remaining}), lo = (remaining + (rows_ - i) - 1) / (rows_ - i);
  if (hi < lo) return;
  // Downwards in v: the entries neg[c], c > v, set here outlive the rows below, so
  // each step writes one entry.
  const std::uint64_t* u = upper_ + i * w;
  pre_[i] = rank;
  for (int c = hi + 1; c <= maxv; ++c) neg[c] = std::uint64_t{0} - (rank + u[c]);
  for (int v = hi; v >= lo; --v) {
    if (v + cap_[(i + 1) * w + v] < remaining) break;
    if (v < maxv) neg[v + 1] = std::uint64_t{0} - (rank + u[v + 1]);
    lambda_[i] = v;
    const std::uint64_t t = symmetric_ ? transposed + tcol[i * w + maxv] - tcol[i * w + v] : 0;
    walk(i + 1, v, remaining - v, rank + term_[i * w + v], t, count);
  }
}

void ChompDense::Pass::Walker::value_outcome(std::uint64_t rank, std::uint64_t transposed) {
  // P unless some child is P. Rows from the top: the large bites find a P child
  // soonest (a tenth of the reads of the full pass, against a quarter from the bottom).
  std::uint64_t* const bits = reinterpret_cast<std::uint64_t*>(values_);
  const int* const lambda = lambda_.data();
  const std::uint64_t* const pre = pre_.data();
  const std::uint64_t* const neg = neg_.data();
  int bottom = rows_ - 1;
  while (lambda[bottom] == 0) --bottom;
  bool p = true;
  for (int r = 0; r <= bottom && p; ++r) {
    const std::uint64_t base = rank + pre[r];
    const std::uint64_t* u = upper_ + r * w_;
    for (int col = r == 0 ? 1 : 0; col < lambda[r]; ++col) {
      const std::uint64_t child = base + u[col] + neg[col];
      ++thread_moves_;
      if ((std::atomic_ref<std::uint64_t>(bits[child >> 6]).load(std::memory_order_relaxed) >> (child & 63)) & 1) {
        p = false;
        break;
      }
    }
  }
  if (p) {
    std::atomic_ref<std::uint64_t>(bits[rank >> 6]).fetch_or(std::uint64_t{1} << (rank & 63), std::memory_order_relaxed);
    if (symmetric_)
      std::atomic_ref<std::uint64_t>(bits[transposed >> 6])
          .fetch_or(std::uint64_t{1} << (transposed & 63), std::memory_order_relaxed);
  }
}

void ChompDense::Pass::Walker::value_last_row(std::uint64_t rank) {
  // The least extra-row length L in 0..cap that no child condemns (chomp_dense.hpp): a child
  // of value v bitten at column c condemns L = v when v <= c, and every L > c when v = c.
  std::uint8_t* const values = values_;
  const int* const lambda = lambda_.data();
  const std::uint64_t* const pre = pre_.data();
  const std::uint64_t* const neg = neg_.data();
  std::uint64_t condemned[4] = {0, 0, 0, 0};
  int cap = lambda[rows_ - 1];
  for (int r = 0; r < rows_ && lambda[r] > 0; ++r) {
    const std::uint8_t* base = values + (rank + pre[r]);
    const std::uint64_t* u = upper_ + r * w_;
    const int len = lambda[r];
    for (int col = r == 0 ? 1 : 0; col < len; ++col) {
      const int v = base[u[col] + neg[col]];  // kChompEscape (none) is above every column
      if (v > col) continue;
      condemned[v >> 6] |= std::uint64_t{1} << (v & 63);
      if (v == col) cap = std::min(cap, col);
    }
    thread_moves_ += std::uint64_t(len - (r == 0));
  }
  const int least = mex_of_bits(condemned, 4);
  values[rank] = least <= cap ? std::uint8_t(least) : kChompEscape;
}

void ChompDense::Pass::Walker::value_grundy(std::uint64_t rank, std::uint64_t transposed) {
  std::uint8_t* const values = values_;
  const int* const lambda = lambda_.data();
  const std::uint64_t* const pre = pre_.data();
  const std::uint64_t* const neg = neg_.data();
  // Values below 64 (nearly all) in a register, 64..254 in seen[1..3]; an escaped child
  // only raises a flag here, and is read from the table by a second, rare loop, so that
  // the loop every diagram runs stays as small as a byte-only pass's.
  std::uint64_t low = 0, seen[4] = {0, 0, 0, 0};
  bool escaped_child = false;
  for (int r = 0; r < rows_ && lambda[r] > 0; ++r) {
    const std::uint8_t* base = values + (rank + pre[r]);
    const std::uint64_t* u = upper_ + r * w_;
    const int len = lambda[r];
    for (int col = r == 0 ? 1 : 0; col < len; ++col) {
      const unsigned v = base[u[col] + neg[col]];
      if (v < 64) [[likely]]
        low |= std::uint64_t{1} << v;
      else if (v != kChompEscape)
        seen[v >> 6] |= std::uint64_t{1} << (v & 63);
      else
        escaped_child = true;
    }
    thread_moves_ += std::uint64_t(len - (r == 0));
  }
  seen[0] = low;
  const int g = escaped_child ? mex_with_escaped(rank, seen) : mex_of_bits(seen, 4);
  const std::uint8_t byte = g < escape_from_ ? std::uint8_t(g) : kChompEscape;
  values[rank] = byte;
  if (symmetric_) values[transposed] = byte;
  if (byte == kChompEscape) {
    ChompOverflow& mine = pass_.escaped_values_[std::size_t(omp_get_thread_num())];
    mine.push_back({rank, std::uint32_t(g)});
    if (symmetric_ && transposed != rank) mine.push_back({transposed, std::uint32_t(g)});
  }
  thread_max_ = std::max(thread_max_, g);
}

int ChompDense::Pass::Walker::mex_with_escaped(std::uint64_t rank, const std::uint64_t (&seen)[4]) {
  // The children's values below 255 are in `seen`; the escaped ones are looked up by rank.
  const int* const lambda = lambda_.data();
  const std::uint64_t* const pre = pre_.data();
  const std::uint64_t* const neg = neg_.data();
  const auto& escaped = pass_.box_.overflow_;
  std::copy(std::begin(seen), std::end(seen), seen_.begin());
  std::size_t top = 3;
  for (int r = 0; r < rows_ && lambda[r] > 0; ++r) {
    const std::uint64_t row = rank + pre[r];
    const std::uint64_t* u = upper_ + r * w_;
    for (int col = r == 0 ? 1 : 0; col < lambda[r]; ++col) {
      const std::uint64_t child = row + u[col] + neg[col];
      if (values_[child] != kChompEscape) continue;
      const std::uint32_t v = escaped.find(child)->second;
      seen_[v >> 6] |= std::uint64_t{1} << (v & 63);
      top = std::max<std::size_t>(top, v >> 6);
    }
  }
  const int g = mex_of_bits(seen_.data(), int(top) + 1);
  std::fill(seen_.begin(), seen_.begin() + std::ptrdiff_t(top) + 1, std::uint64_t{0});
  return g;
}

}  // namespace posetlab
