// The box of the dense Chomp pass: its size and memory, its ranks and the lookups of
// values and bites; the pass itself is chomp_dense_pass.cpp. See chomp_dense.hpp.
#include "engine/chomp/chomp_dense.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <stdexcept>

#include "engine/core/error.hpp"
#include "util/system_memory.hpp"

namespace posetlab {

namespace {

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

// The value array, zeroed. Big arrays are asked for in 2 MiB pages: the children of a
// diagram lie far apart, and with 4 KiB pages nearly every such read also misses the TLB.
std::uint8_t* allocate_values(std::uint64_t n) {
  constexpr std::size_t kHuge = std::size_t{2} << 20;
  if (n < 2 * kHuge) {
    void* p = std::calloc(n, 1);
    if (!p) throw std::bad_alloc();
    return static_cast<std::uint8_t*>(p);
  }
  const std::size_t size = (n + kHuge - 1) / kHuge * kHuge;
  void* p = std::aligned_alloc(kHuge, size);
  if (!p) throw std::bad_alloc();
  madvise(p, size, MADV_HUGEPAGE);  // a hint; without it the pass is only slower
  std::memset(p, 0, size);
  return static_cast<std::uint8_t*>(p);
}

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

std::uint64_t ChompDense::bytes_needed(int rows, int cols, bool outcome_only) {
  const std::uint64_t n = positions(rows, cols);
  return outcome_only ? (n == kSaturated ? n / 8 + 1 : (n + 63) / 64 * 8) : n;
}

std::uint64_t ChompDense::memory_limit(const ChompDenseOptions& options) {
  if (options.max_bytes) return options.max_bytes;
  return physical_memory_bytes() / 2;
}

std::string ChompDense::memory_message(int rows, int cols, std::uint64_t limit, bool outcome_only) {
  const std::uint64_t n = positions(rows, cols);
  return "the dense Chomp pass over the " + std::to_string(rows) + " x " + std::to_string(cols) + " box needs " +
         (n == kSaturated ? std::string("more than 2^64 positions")
                          : human_bytes(bytes_needed(rows, cols, outcome_only)) + " (" + std::to_string(n) +
                                " positions, one " + (outcome_only ? "bit" : "byte") + " each)") +
         "; the memory limit is " + human_bytes(limit);
}

void ChompDense::FreeValues::operator()(std::uint8_t* p) const { std::free(p); }

ChompDense::ChompDense(int rows, int cols, const ChompDenseOptions& options) : rows_(rows), cols_(cols) {
  const std::uint64_t limit = memory_limit(options);
  const std::uint64_t n = positions(rows, cols);  // checks rows, cols >= 1
  outcome_only_ = options.outcome_only;
  last_row_ = options.last_row;
  if (last_row_ && (outcome_only_ || cols >= int(kChompEscape)))
    throw UsageError("a last-row Chomp pass keeps a byte a position and takes at most " +
                     std::to_string(kChompEscape - 1) + " columns; got " + std::to_string(cols));
  const std::uint64_t bytes = bytes_needed(rows, cols, outcome_only_);
  if (bytes > limit) throw UsageError(memory_message(rows, cols, limit, outcome_only_));
  within_.assign(std::size_t(rows), cols);
  if (!options.within.empty()) within_ = checked(options.within);
  // The transpose of a diagram of a self-conjugate region lies in the region.
  // (Not for last rows: an extra row below a diagram is not one beside its transpose.)
  symmetric_ = rows == cols && !last_row_;
  for (int j = 0; j < cols && symmetric_; ++j)
    symmetric_ = within_[j] == int(std::count_if(within_.begin(), within_.end(), [&](int v) { return v > j; }));
  const auto c = pascal(rows + cols);
  const std::size_t w = std::size_t(cols) + 1;
  term_.assign(std::size_t(rows) * w, 0);
  upper_.assign(std::size_t(rows + 1) * w, 0);
  for (int i = 0; i < rows; ++i)
    for (int v = 0; v <= cols; ++v) term_[i * w + v] = binomial(c, rows - 1 - i + v, rows - i);
  for (int i = rows - 1; i >= 0; --i)
    for (int v = 0; v <= cols; ++v) upper_[i * w + v] = upper_[(i + 1) * w + v] + term_[i * w + v];
  values_.reset(allocate_values(bytes));
  stats_.total = n;
  run(options);
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
  for (int i = 0; i < int(within_.size()); ++i)
    if (lam[i] > within_[i])
      throw UsageError("row " + std::to_string(i) + " of the Chomp diagram is longer than the solved region's (" +
                       std::to_string(within_[i]) + ")");
  return lam;
}

std::uint64_t ChompDense::rank(std::span<const int> lambda) const {
  const std::vector<int> lam = checked(lambda);
  std::uint64_t r = 0;
  for (int i = 0; i < rows_; ++i) r += term_[std::size_t(i) * (cols_ + 1) + lam[i]];
  return r;
}

bool ChompDense::p_at(std::uint64_t rank) const {
  if (last_row_) throw UsageError("this Chomp pass kept last-row lengths: ChompLastRow reads outcomes from them");
  if (!outcome_only_) return value_at(rank) == 0;
  const auto* bits = reinterpret_cast<const std::uint64_t*>(values_.get());
  return (bits[rank >> 6] >> (rank & 63)) & 1;
}

int ChompDense::value_at(std::uint64_t rank) const {
  const std::uint8_t v = values_[rank];
  return v == kChompEscape ? int(overflow_.at(rank)) : v;
}

int ChompDense::last_row(std::span<const int> lambda) const {
  if (!last_row_) throw UsageError("this Chomp pass kept no last-row lengths");
  const std::uint8_t v = values_[rank(lambda)];
  return v == kChompEscape ? -1 : v;
}

int ChompDense::grundy(std::span<const int> lambda) const {
  if (outcome_only_) throw UsageError("this Chomp pass kept outcomes only (one bit per position), no Grundy values");
  if (last_row_) throw UsageError("this Chomp pass kept last-row lengths, no Grundy values");
  return value_at(rank(lambda));
}

ChompOverflow ChompDense::overflow() const {
  ChompOverflow out(overflow_.begin(), overflow_.end());
  std::sort(out.begin(), out.end());
  return out;
}

bool ChompDense::is_p(std::span<const int> lambda) const { return p_at(rank(lambda)); }

void ChompDense::check_board(int a, int b) const {
  if (a < 1 || b < 1 || a > rows_ || b > cols_)
    throw UsageError("board " + std::to_string(a) + " x " + std::to_string(b) + " is outside the " +
                     std::to_string(rows_) + " x " + std::to_string(cols_) + " box");
}

int ChompDense::board_grundy(int a, int b) const {
  check_board(a, b);
  return grundy(std::vector<int>(std::size_t(a), b));
}

std::vector<std::pair<ChompCell, int>> ChompDense::option_values(std::span<const int> lambda) const {
  std::vector<std::pair<ChompCell, int>> out;
  for_each_chomp_bite(checked(lambda), [&](ChompCell cell, const std::vector<int>& child) {
    out.push_back({cell, grundy(child)});
  });
  return out;
}

std::vector<ChompCell> ChompDense::winning_bites(std::span<const int> lambda) const {
  std::vector<ChompCell> out;
  for_each_chomp_bite(checked(lambda), [&](ChompCell cell, const std::vector<int>& child) {
    if (is_p(child)) out.push_back(cell);
  });
  return out;
}

std::vector<ChompCell> ChompDense::board_winning_bites(int a, int b) const {
  check_board(a, b);
  return winning_bites(std::vector<int>(std::size_t(a), b));
}

}  // namespace posetlab
