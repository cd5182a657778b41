// The dense retrograde pass over a Chomp box; see chomp_dense.hpp.
#include "engine/chomp_dense.hpp"

#include <omp.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <limits>
#include <stdexcept>

#include "engine/cancel.hpp"
#include "engine/error.hpp"

namespace posetlab {

namespace {

constexpr std::uint64_t kParallelMinPositions = 1 << 20;
constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();

std::uint64_t add_saturating(std::uint64_t a, std::uint64_t b) { return a > kSaturated - b ? kSaturated : a + b; }

// C(n, k) for 0 <= k <= n <= top, saturating.
std::vector<std::vector<std::uint64_t>> pascal(int top) {
  std::vector<std::vector<std::uint64_t>> c(std::size_t(top) + 1);
  for (int n = 0; n <= top; ++n) {
    c[n].assign(std::size_t(n) + 1, 1);
    for (int k = 1; k < n; ++k) c[n][k] = add_saturating(c[n - 1][k - 1], c[n - 1][k]);
  }
  return c;
}

std::uint64_t binomial(const std::vector<std::vector<std::uint64_t>>& c, int n, int k) {
  return k < 0 || n < 0 || k > n ? 0 : c[n][k];
}

std::string human_bytes(std::uint64_t b) {
  char buf[64];
  if (b >= (std::uint64_t{1} << 30))
    std::snprintf(buf, sizeof buf, "%.1f GiB", double(b) / double(std::uint64_t{1} << 30));
  else
    std::snprintf(buf, sizeof buf, "%.1f MiB", double(b) / double(std::uint64_t{1} << 20));
  return buf;
}

// One diagram of a layer under construction: row lengths so far, cells still to place,
// the rank of the rows placed.
struct Prefix {
  std::vector<int> lambda;
  int remaining;
  std::uint64_t rank;
};

}  // namespace

std::uint64_t ChompDense::positions(int rows, int cols) {
  if (rows < 1 || cols < 1) throw UsageError("a Chomp box needs at least one row and one column");
  const int k = std::min(rows, cols);
  __extension__ typedef unsigned __int128 Wide;
  Wide c = 1;
  for (int i = 1; i <= k; ++i) {
    c = c * unsigned(rows + cols - k + i) / unsigned(i);  // exact: C(n-k+i, i) at each step
    if (c > kSaturated) return kSaturated;
  }
  return std::uint64_t(c);
}

std::uint64_t ChompDense::bytes_needed(int rows, int cols) { return positions(rows, cols); }

std::uint64_t ChompDense::memory_limit(const ChompDenseOptions& options) {
  if (options.max_bytes) return options.max_bytes;
  const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && size > 0 ? std::uint64_t(pages) * std::uint64_t(size) / 2 : std::uint64_t{4} << 30;
}

std::string ChompDense::memory_message(int rows, int cols, std::uint64_t limit) {
  const std::uint64_t n = positions(rows, cols);
  return "the dense Chomp pass over the " + std::to_string(rows) + " x " + std::to_string(cols) + " box needs " +
         (n == kSaturated ? std::string("more than 2^64 bytes") : human_bytes(n) + " (" + std::to_string(n) +
                                                                     " positions, one byte each)") +
         "; the memory limit is " + human_bytes(limit);
}

ChompDense::ChompDense(int rows, int cols, const ChompDenseOptions& options) : rows_(rows), cols_(cols) {
  const std::uint64_t limit = memory_limit(options);
  const std::uint64_t n = positions(rows, cols);  // checks rows, cols >= 1
  if (n > limit) throw UsageError(memory_message(rows, cols, limit));
  const auto c = pascal(rows + cols);
  const std::size_t w = std::size_t(cols) + 1;
  term_.assign(std::size_t(rows) * w, 0);
  upper_.assign(std::size_t(rows + 1) * w, 0);
  for (int i = 0; i < rows; ++i)
    for (int v = 0; v <= cols; ++v) term_[i * w + v] = binomial(c, rows - 1 - i + v, rows - i);
  for (int i = rows - 1; i >= 0; --i)
    for (int v = 0; v <= cols; ++v) upper_[i * w + v] = upper_[(i + 1) * w + v] + term_[i * w + v];
  values_.assign(n, 0);
  stats_.total = n;
  run(options);
}

void ChompDense::run(const ChompDenseOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  const int rows = rows_, cols = cols_;
  const std::size_t w = std::size_t(cols) + 1;
  const std::uint64_t* term = term_.data();
  const std::uint64_t* upper = upper_.data();
  std::uint8_t* values = values_.data();
  // By default small boxes take one thread: a layer barrier costs more than the layer on a
  // busy host. An explicit thread count is kept.
  const int threads = options.threads > 0                  ? options.threads
                      : stats_.total < kParallelMinPositions ? 1
                                                             : omp_get_max_threads();
  const int prefix_rows = std::min(rows, 2);
  const bool square = rows == cols;
  std::atomic<std::uint64_t> done{0}, moves{0};
  std::atomic<bool> overflow{false};
  int max_grundy = 0;
  auto last = start;
  CancelCatcher cancel;  // a bound or Ctrl-C stops the pass between prefixes

  // Layer k: the diagrams with k cells. Layer 0 (no cells, not a game position) stays 0.
  for (int k = 1; k <= rows * cols; ++k) {
    // Split the layer by its first prefix_rows rows.
    std::vector<Prefix> prefixes;
    std::vector<int> lam(rows, 0);
    auto split = [&](auto&& self, int i, int maxv, int remaining, std::uint64_t rank) -> void {
      if (remaining > (rows - i) * maxv) return;
      if (i == prefix_rows) {
        prefixes.push_back({std::vector<int>(lam.begin(), lam.begin() + i), remaining, rank});
        return;
      }
      const int lo = (remaining + (rows - i) - 1) / (rows - i), hi = std::min(maxv, remaining);
      for (int v = lo; v <= hi; ++v) {
        lam[i] = v;
        self(self, i + 1, v, remaining - v, rank + term[i * w + v]);
      }
    };
    split(split, 0, cols, k, 0);

#pragma omp parallel num_threads(threads) reduction(max : max_grundy) if (prefixes.size() >= std::size_t(4 * threads))
    {
      std::vector<int> lambda(rows, 0);
      std::vector<std::uint64_t> suf(std::size_t(rows) + 1, 0), fill(w, 0);
      std::uint64_t local_moves = 0;
      // Values one diagram (lambda, rank) from its children.
      auto value_one = [&](std::uint64_t rank) {
        suf[rows] = 0;
        for (int i = rows - 1; i >= 0; --i) suf[i] = suf[i + 1] + term[i * w + lambda[i]];
        // fill[c] = Suf[K(c)] - U[K(c)][c], K(c) = number of rows of length >= c.
        int kc = rows;
        for (int col = 0; col < lambda[0]; ++col) {
          while (kc > 0 && lambda[kc - 1] < col) --kc;
          fill[col] = suf[kc] - upper[kc * w + col];
        }
        // A square box holds each diagram's transpose, the same game: the one of the pair
        // with the smaller rank is valued and written to both, the other skipped.
        std::uint64_t transposed = 0;
        if (square) {
          int kt = rows;
          for (int j = 0; j < lambda[0]; ++j) {
            while (kt > 0 && lambda[kt - 1] < j + 1) --kt;
            transposed += term[j * w + kt];
          }
          if (transposed < rank) return;
        }
        // Values below 64 (nearly all) in a register; the rest in seen[1..3].
        std::uint64_t low = 0, seen[4] = {0, 0, 0, 0};
        for (int r = 0; r < rows && lambda[r] > 0; ++r) {
          const std::uint64_t base = rank - suf[r];
          const std::uint64_t* u = upper + r * w;
          const int len = lambda[r];
          for (int col = r == 0 ? 1 : 0; col < len; ++col) {
            const unsigned v = values[base + u[col] + fill[col]];
            if (v < 64) [[likely]]
              low |= std::uint64_t{1} << v;
            else
              seen[v >> 6] |= std::uint64_t{1} << (v & 63);
          }
          local_moves += std::uint64_t(len - (r == 0));
        }
        seen[0] = low;
        int g = 0;
        while (g < 256 && seen[g >> 6] == ~std::uint64_t{0}) g += 64;
        if (g < 256) g += __builtin_ctzll(~seen[g >> 6]);
        if (g > 255) {
          overflow = true;
          g = 255;
        }
        values[rank] = std::uint8_t(g);
        if (square) values[transposed] = std::uint8_t(g);
        max_grundy = std::max(max_grundy, g);
      };
      auto walk = [&](auto&& self, int i, int maxv, int remaining, std::uint64_t rank, std::uint64_t& count) -> void {
        if (i == rows - 1) {
          if (remaining > maxv) return;
          lambda[i] = remaining;
          value_one(rank + term[i * w + remaining]);
          ++count;
          return;
        }
        if (remaining > (rows - i) * maxv) return;
        const int lo = (remaining + (rows - i) - 1) / (rows - i), hi = std::min(maxv, remaining);
        for (int v = lo; v <= hi; ++v) {
          lambda[i] = v;
          self(self, i + 1, v, remaining - v, rank + term[i * w + v], count);
        }
      };
#pragma omp for schedule(dynamic, 1)
      for (std::size_t t = 0; t < prefixes.size(); ++t) {
        const Prefix& p = prefixes[t];
        std::copy(p.lambda.begin(), p.lambda.end(), lambda.begin());
        std::uint64_t count = 0;
        cancel.run([&] {
          throw_if_stopped();  // a stopped pass skips its remaining prefixes
          if (prefix_rows == rows) {
            if (p.remaining == 0) {
              value_one(p.rank);
              count = 1;
            }
          } else {
            walk(walk, prefix_rows, p.lambda.back(), p.remaining, p.rank, count);
          }
          count_positions(count);
        });
        done += count;
        if (options.progress && omp_get_thread_num() == 0) {
          const auto now = std::chrono::steady_clock::now();
          if (std::chrono::duration<double>(now - last).count() >= options.progress_seconds) {
            last = now;
            ChompDenseStats s = stats_;
            s.positions = done.load() + 1;  // the empty diagram, valued 0 from the start
            s.moves = moves.load() + local_moves;
            s.threads = threads;
            s.seconds = std::chrono::duration<double>(now - start).count();
            options.progress(s);
          }
        }
      }
      moves += local_moves;
    }
    cancel.rethrow();
    if (overflow) throw std::runtime_error("a Chomp value exceeds 255 in the " + std::to_string(rows) + " x " +
                                           std::to_string(cols) + " box; one byte per position cannot hold it");
  }
  stats_.positions = done.load() + 1;
  stats_.moves = moves.load();
  stats_.threads = threads;
  stats_.max_grundy = max_grundy;
  stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::vector<int> ChompDense::checked(std::span<const int> lambda) const {
  if (lambda.empty() || int(lambda.size()) > rows_)
    throw UsageError("a Chomp diagram of the " + std::to_string(rows_) + " x " + std::to_string(cols_) +
                     " box has 1 to " + std::to_string(rows_) + " rows; got " + std::to_string(lambda.size()));
  std::vector<int> lam(lambda.begin(), lambda.end());
  lam.resize(rows_, 0);
  if (lam[0] < 1 || lam[0] > cols_)
    throw UsageError("the first row of a Chomp diagram holds the poisoned square and at most " +
                     std::to_string(cols_) + " cells");
  for (int i = 1; i < rows_; ++i)
    if (lam[i] < 0 || lam[i] > lam[i - 1]) throw UsageError("Chomp row lengths must not increase");
  return lam;
}

std::uint64_t ChompDense::rank(std::span<const int> lambda) const {
  const std::vector<int> lam = checked(lambda);
  std::uint64_t r = 0;
  for (int i = 0; i < rows_; ++i) r += term_[std::size_t(i) * (cols_ + 1) + lam[i]];
  return r;
}

int ChompDense::board_grundy(int a, int b) const {
  if (a < 1 || b < 1 || a > rows_ || b > cols_)
    throw UsageError("board " + std::to_string(a) + " x " + std::to_string(b) + " is outside the " +
                     std::to_string(rows_) + " x " + std::to_string(cols_) + " box");
  return grundy(std::vector<int>(std::size_t(a), b));
}

std::vector<std::pair<ChompCell, int>> ChompDense::option_values(std::span<const int> lambda) const {
  const std::vector<int> lam = checked(lambda);
  std::vector<std::pair<ChompCell, int>> out;
  for (int r = 0; r < rows_ && lam[r] > 0; ++r)
    for (int c = r == 0 ? 1 : 0; c < lam[r]; ++c) {
      std::vector<int> child = lam;
      for (int i = r; i < rows_; ++i) child[i] = std::min(child[i], c);
      out.push_back({{r, c}, grundy(child)});
    }
  return out;
}

std::vector<ChompCell> ChompDense::winning_bites(std::span<const int> lambda) const {
  std::vector<ChompCell> out;
  for (const auto& [cell, v] : option_values(lambda))
    if (v == 0) out.push_back(cell);
  return out;
}

std::vector<ChompCell> ChompDense::board_winning_bites(int a, int b) const {
  board_grundy(a, b);  // checks the board fits
  return winning_bites(std::vector<int>(std::size_t(a), b));
}

}  // namespace posetlab
