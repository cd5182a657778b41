// P-positions of three- and four-row Chomp, one first row at a time; see chomp_rows.hpp.
#include "engine/chomp/chomp_rows.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"
#include "util/system_memory.hpp"

namespace posetlab {

namespace {

constexpr int kNoCap = 1 << 30;

int words_for(int top) { return top / 64 + 1; }  // bits 0..top

void set_bit(std::uint64_t* bits, int v) { bits[v >> 6] |= std::uint64_t{1} << (v & 63); }

// word_prefix[c] = the words of the bitsets of bits 0..c' for c' < c.
std::vector<std::uint64_t> word_prefixes(int max) {
  std::vector<std::uint64_t> p(std::size_t(max) + 2, 0);
  for (int c = 0; c <= max; ++c) p[c + 1] = p[c] + std::uint64_t(words_for(c));
  return p;
}

// Moves `full` past the words of `bits` that are all ones. Bits are only ever added, so a
// full word stays full and the index only grows: the scans below start there, and most of a
// long bitset's low words are full.
template <class Index>
inline void skip_full(const std::uint64_t* bits, int words, Index& full) {
  while (int(full) < words && bits[full] == ~std::uint64_t{0}) ++full;
}

// The least length in 0..top condemned by none of the bitsets (a value > top if all are),
// scanning from word `from` (every word before it is full in one of them).
inline int least_free(const std::uint64_t* x, const std::uint64_t* y, int from, int top) {
  const int words = words_for(top);
  for (int w = from; w < words; ++w) {
    const std::uint64_t free = ~(x[w] | y[w]);
    if (free) return w * 64 + __builtin_ctzll(free);
  }
  return top + 1;
}

inline int least_free(const std::uint64_t* x, const std::uint64_t* y, const std::uint64_t* z, int from, int top) {
  const int words = words_for(top);
  for (int w = from; w < words; ++w) {
    const std::uint64_t free = ~(x[w] | y[w] | z[w]);
    if (free) return w * 64 + __builtin_ctzll(free);
  }
  return top + 1;
}

std::string mebibytes_text(std::uint64_t b) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f MiB", double(b) / double(std::uint64_t{1} << 20));
  return buf;
}

void check_shape(int rows, int max) {
  if (rows != 3 && rows != 4)
    throw UsageError("Chomp by rows takes 3 or 4 rows, not " + std::to_string(rows));
  if (max < 1 || max > kChompRowsMaxFirst)
    throw UsageError("the longest first row must be 1.." + std::to_string(kChompRowsMaxFirst) + ", not " +
                     std::to_string(max));
}

}  // namespace

std::uint64_t ChompRows::prefixes(int rows, int a) {
  const std::uint64_t n = std::uint64_t(a) + 1;
  return rows == 3 ? n : n * (n + 1) / 2;
}

std::uint64_t ChompRows::total_prefixes(int rows, int max) {
  const std::uint64_t n = std::uint64_t(max);
  // sum_{a=1..n} (a+1) and sum_{a=1..n} (a+1)(a+2)/2 = C(n+3, 3) - 1.
  return rows == 3 ? n * (n + 3) / 2 : (n + 3) * (n + 2) * (n + 1) / 6 - 1;
}

std::uint64_t ChompRows::bytes_needed(int rows, int max) {
  check_shape(rows, max);
  const std::vector<std::uint64_t> p = word_prefixes(max);
  std::uint64_t kept = 0;
  if (rows == 3)
    kept = p[max + 1];
  else
    for (int b = 0; b <= max; ++b) kept += p[b + 1];
  const std::uint64_t layer_words = rows == 4 ? p[max + 1] : 0;  // second_
  return 8 * (kept + layer_words + words_for(max) + 2 * (std::uint64_t(max) + 2)) +
         4 * (prefixes(rows, max) + 2 * (std::uint64_t(max) + 1)) + 2 * (rows == 3 ? std::uint64_t(max) + 1 : 0);
}

std::string chomp_rows_memory_message(int rows, int max, std::uint64_t limit) {
  return "Chomp with " + std::to_string(rows) + " rows up to first row " + std::to_string(max) + " needs " +
         mebibytes_text(ChompRows::bytes_needed(rows, max)) + "; the memory limit is " + mebibytes_text(limit);
}

ChompRows::ChompRows(int rows, int max, std::uint64_t max_bytes) : rows_(rows), max_(max) {
  check_shape(rows, max);
  const std::uint64_t limit = max_bytes ? max_bytes : physical_memory_bytes() / 2;
  if (bytes_needed(rows, max) > limit) throw UsageError(chomp_rows_memory_message(rows, max, limit));
  word_prefix_ = word_prefixes(max);
  if (rows == 4) {
    kept_base_.assign(std::size_t(max) + 2, 0);
    for (int b = 0; b <= max; ++b) kept_base_[b + 1] = kept_base_[b] + word_prefix_[b + 1];
    kept_.assign(kept_base_[max + 1], 0);
    second_.assign(word_prefix_[max + 1], 0);
    square_.assign(std::size_t(max) + 1, kChompRowsNone);
  } else {
    kept_.assign(word_prefix_[max + 1], 0);
    kept_full_.assign(std::size_t(max) + 1, 0);
  }
  below_.assign(std::size_t(words_for(max)), 0);
  cube_.assign(std::size_t(max) + 1, kChompRowsNone);
  last_.reserve(prefixes(rows, max));
  layer_.rows = rows;
}

const ChompRowsLayer& ChompRows::next() {
  if (a_ >= max_) throw UsageError("ChompRows: first rows 1.." + std::to_string(max_) + " are all done");
  ++a_;
  if (rows_ == 3)
    next3();
  else
    next4();
  layer_.a = a_;
  layer_.last = last_;
  return layer_;
}

// Three rows (a, b, c). Condemned c, besides the shorter third rows:
//   bite in row 2 at j >= c: (a, j, c), j < b         -> below_ = {last(a, j) : j < b}
//   bite in row 2 at j < c:  (a, j, j)                 -> cap: least j with last(a, j) = j
//   bite in row 1 at j >= b: (j, b, c), 1 <= j < a     -> kept(b)
//   bite in row 1 at c <= j < b: (j, j, c), j >= 1     -> kept(b) (copied from b - 1)
//   bite in row 1 at 1 <= j < c: (j, j, j)             -> cube_cap_
void ChompRows::next3() {
  const int a = a_;
  std::uint64_t* kept = kept_.data();
  const std::uint64_t* prefix = word_prefix_.data();
  // kept(b) holds {last(j, j) : 1 <= j < b} and {last(j, b) : b <= j < a, j >= 1}; after first row
  // a - 1 the bitset of b = a - 1 holds exactly the first set for b = a.
  if (a >= 2) {
    std::copy_n(kept + prefix[a - 1], words_for(a - 1), kept + prefix[a]);
    kept_full_[a] = kept_full_[a - 1];
  }
  last_.assign(std::size_t(a) + 1, kChompRowsNone);
  std::fill_n(below_.begin(), words_for(a), 0);
  int square_cap = kNoCap, below_full = 0;
  std::uint64_t found = 0;
  for (int b = 0; b <= a; ++b) {
    std::uint64_t* k = kept + prefix[b];
    const int words = words_for(b);
    skip_full(below_.data(), words, below_full);
    skip_full(k, words, kept_full_[b]);
    const int m = least_free(below_.data(), k, std::max<int>(below_full, kept_full_[b]), b);
    if (m > std::min({b, square_cap, cube_cap_})) continue;
    last_[b] = m;  // the one last row that makes a P-position. USES: 001-Chomp-rows
    ++found;
    set_bit(below_.data(), m);
    set_bit(k, m);
    if (m == b) square_cap = std::min(square_cap, b);
  }
  cube_[a] = last_[a];
  if (last_[a] == a) cube_cap_ = std::min(cube_cap_, a);
  layer_.p_positions = found;
}

// Four rows (a, b, c, d). Condemned d, besides the shorter fourth rows:
//   bite in row 3 at j >= d: (a, b, j, d), j < c            -> below_
//   bite in row 3 at j < d:  (a, b, j, j)                    -> row_cap
//   bite in row 2 at j >= c: (a, j, c, d), j < b            -> second_(c)
//   bite in row 2 at d <= j < c: (a, j, j, d)                -> below_ (square_)
//   bite in row 2 at j < d:  (a, j, j, j)                    -> square_cap
//   bite in row 1 at j >= b: (j, b, c, d), 1 <= j < a        -> kept(b, c)
//   bite in row 1 at c <= j < b: (j, j, c, d), j >= 1        -> kept(b, c) (copied from b - 1)
//   bite in row 1 at d <= j < c: (j, j, j, d), j >= 1        -> below_ (cube_)
//   bite in row 1 at 1 <= j < d: (j, j, j, j)                -> cube_cap_
void ChompRows::next4() {
  const int a = a_;
  const std::uint64_t* prefix = word_prefix_.data();
  // kept(b, c) holds {last(j, j, c) : max(c, 1) <= j < b} and {last(j, b, c) : b <= j < a, j >= 1};
  // after first row a - 1 the bitsets of b = a - 1 hold exactly the first sets for b = a.
  if (a >= 2)
    for (int c = 0; c < a; ++c) std::copy_n(kept(a - 1, c), words_for(c), kept(a, c));
  last_.assign(prefixes(4, a), kChompRowsNone);
  std::fill_n(second_.begin(), prefix[a + 1], 0);
  std::uint64_t* below = below_.data();
  int square_cap = kNoCap;
  std::uint64_t found = 0;
  for (int b = 0; b <= a; ++b) {
    std::fill_n(below, words_for(b), 0);
    std::int32_t* out = last_.data() + std::size_t(b) * (b + 1) / 2;
    int row_cap = kNoCap;
    for (int c = 0; c <= b; ++c) {
      std::uint64_t* second = second_.data() + prefix[c];
      std::uint64_t* k = kept(b, c);
      // Scans from word 0: they are short here, and keeping full-word marks as for three
      // rows measured slower.
      const int m = least_free(below, second, k, 0, c);
      if (m <= std::min({c, row_cap, square_cap, cube_cap_})) {
        out[c] = m;  // the one last row that makes a P-position. USES: 001-Chomp-rows
        ++found;
        set_bit(below, m);
        set_bit(second, m);
        set_bit(k, m);
        if (m == c) row_cap = std::min(row_cap, c);
      }
      if (c < b) {  // bites in rows 1 and 2 that cut to j = c, for the longer third rows
        if (square_[c] != kChompRowsNone) set_bit(below, square_[c]);
        if (c >= 1 && cube_[c] != kChompRowsNone) set_bit(below, cube_[c]);
      }
    }
    square_[b] = out[b];
    if (out[b] == b) square_cap = std::min(square_cap, b);
  }
  cube_[a] = square_[a];
  if (square_[a] == a) cube_cap_ = std::min(cube_cap_, a);
  layer_.p_positions = found;
}

std::uint64_t chomp_rows_run(int rows, int max, const std::function<void(const ChompRowsLayer&)>& layer,
                             const std::function<void(const ChompRowsProgress&)>& progress, double progress_seconds,
                             std::uint64_t max_bytes) {
  ChompRows solver(rows, max, max_bytes);
  const auto start = std::chrono::steady_clock::now();
  auto last_report = start;
  ChompRowsProgress p;
  p.rows = rows;
  p.max = max;
  p.total_prefixes = ChompRows::total_prefixes(rows, max);
  auto work = [rows](int a) { return double(ChompRows::prefixes(rows, a)) * (a + 64); };
  double total_work = 0, work_done = 0;
  for (int a = 1; a <= max; ++a) total_work += work(a);
  while (solver.done() < max) {
    const ChompRowsLayer& l = solver.next();
    count_positions(l.last.size());  // a search budget or a cancel stops the run between first rows
    p.a = l.a;
    p.prefixes += l.last.size();
    p.p_positions += l.p_positions;
    work_done += work(l.a);
    if (layer) layer(l);
    if (progress) {
      const auto now = std::chrono::steady_clock::now();
      if (std::chrono::duration<double>(now - last_report).count() >= progress_seconds) {
        last_report = now;
        p.seconds = std::chrono::duration<double>(now - start).count();
        p.share = work_done / total_work;
        progress(p);
      }
    }
  }
  return p.p_positions;
}

}  // namespace posetlab
