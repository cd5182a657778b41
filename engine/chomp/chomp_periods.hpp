#pragma once
// Three-row Chomp by its third row: for each third-row length r, the P-positions
// (p, q, r), p >= q >= r, read off the 3-row pass (chomp_rows.hpp), and the period of
// their first rows.
//
// For fixed (q, r) at most one p makes (p, q, r) a P-position (a bite in the first row at a
// column >= q changes only that row). Two kinds of third row follow:
//   - stale: some (q, q, r) is a P-position. Every longer (p', q', r), q' > q, moves to it
//     by a first-row bite at column q, so the row ends there: it has finitely many
//     P-positions and no period;
//   - live: every q >= r has its p, and d(q) = p - q is eventually periodic (Byrnes). Its
//     period is the least P with d(q + P) = d(q) for all large q, its start the least q0
//     with d(q + P) = d(q) for every q >= q0, and its pattern d(q0), ..., d(q0 + P - 1).
// This is the quantity of Brouwer's Chomp page, of Nivasch's census quoted there and of
// Brouwer, Horvath, Molnar-Saska and Szabo, "On three-rowed Chomp", INTEGERS 5 (2005) G07.
//
// "Large q" needs a horizon: the census reads q up to Q(r) = 2r + extra (first rows up to
// 3R + extra + 1 for r <= R, since p <= q + r + 1 by G07 Sec. 8.1; a live row whose p is
// missing below Q(r) is reported, not assumed). A period is accepted when the periodic
// stretch from its start to Q(r) holds at least max(3P, min_stretch) values of q; a row
// with none is reported unresolved. The start is exact only if the period holds beyond
// Q(r): a larger extra re-run that gives the same census is the evidence.
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/chomp/chomp_rows.hpp"

namespace posetlab {

struct ChompThirdRow {
  enum class Kind { Live, Stale, Unresolved, Incomplete };
  int r = 0;
  Kind kind = Kind::Live;
  int period = 0;        // live
  int start = 0;         // live: the first q of the periodic part; stale: the q of (q, q, r)
  std::vector<int> pattern;  // live: d(start), ..., d(start + period - 1)
  int horizon = 0;       // Q(r)
};

struct ChompPeriodOptions {
  int max_r = 0;
  int extra = 1000;         // Q(r) = 2r + extra
  int min_stretch = 500;    // values of q a period must hold before Q(r)
  std::uint64_t max_bytes = 0;  // 0: half of physical memory
  std::function<void(const ChompRowsProgress&)> progress = {};
};

struct ChompPeriodCensus {
  std::vector<ChompThirdRow> rows;  // r = 0..max_r
  int first_rows = 0;               // the 3-row pass's first rows, 1..first_rows
  std::uint64_t p_positions = 0;    // of that pass
};

// Bytes the census keeps (one 16-bit d per (q, r)) besides the 3-row pass.
std::uint64_t chomp_period_bytes(const ChompPeriodOptions& options);

// Throws UsageError for max_r outside 0..kChompPeriodMaxR or extra, min_stretch < 1, or
// memory beyond the limit.
ChompPeriodCensus chomp_three_row_periods(const ChompPeriodOptions& options);

// The period and start of the sequence d over q = first, first + 1, ..., (d[i] is d(first + i)):
// the least period whose stretch holds at least max(3P, min_stretch) values; period 0 when none.
struct ChompPeriodFit {
  int period = 0;
  int start = 0;
};
ChompPeriodFit fit_eventual_period(const std::vector<std::uint16_t>& d, int first, int min_stretch);

inline constexpr int kChompPeriodMaxR = 21000;  // first rows stay below 2^16

}  // namespace posetlab
