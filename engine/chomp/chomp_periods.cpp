// The third-row census of 3-row Chomp; see chomp_periods.hpp.
#include "engine/chomp/chomp_periods.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "engine/core/error.hpp"
#include "util/system_memory.hpp"

namespace posetlab {
namespace {

constexpr std::uint16_t kMissing = 0xFFFF;

int horizon(const ChompPeriodOptions& o, int r) { return 2 * r + o.extra; }

void check_options(const ChompPeriodOptions& o) {
  if (o.max_r < 0 || o.max_r > kChompPeriodMaxR)
    throw UsageError("the third row r goes up to 0.." + std::to_string(kChompPeriodMaxR) + "; got " +
                     std::to_string(o.max_r));
  if (o.extra < 1 || o.extra > 20000) throw UsageError("the horizon's extra is 1..20000; got " + std::to_string(o.extra));
  if (o.min_stretch < 1) throw UsageError("the stretch a period must hold is at least 1");
}

}  // namespace

std::uint64_t chomp_period_bytes(const ChompPeriodOptions& o) {
  std::uint64_t values = 0;
  for (int r = 0; r <= o.max_r; ++r) values += std::uint64_t(horizon(o, r) - r + 1);
  return values * sizeof(std::uint16_t);
}

ChompPeriodFit fit_eventual_period(const std::vector<std::uint16_t>& d, int first, int min_stretch) {
  const int n = int(d.size());
  for (int p = 1; 3 * p <= n; ++p) {
    // The start: one past the last i with d[i] != d[i + p], scanning down from the end.
    int i = n - 1 - p;
    while (i >= 0 && d[std::size_t(i)] == d[std::size_t(i + p)]) --i;
    const int start = i + 1, stretch = n - start;
    if (stretch >= std::max(3 * p, min_stretch)) return {p, first + start};
  }
  return {};
}

ChompPeriodCensus chomp_three_row_periods(const ChompPeriodOptions& o) {
  check_options(o);
  const std::uint64_t limit = o.max_bytes ? o.max_bytes : physical_memory_bytes() / 2;
  if (chomp_period_bytes(o) > limit)
    throw UsageError("the third-row census to r = " + std::to_string(o.max_r) + " keeps " +
                     std::to_string(chomp_period_bytes(o) >> 20) + " MiB; the memory limit is " +
                     std::to_string(limit >> 20) + " MiB");
  // d[r][q - r] = p - q for the P-position (p, q, r), q in r..Q(r).
  std::vector<std::vector<std::uint16_t>> d(std::size_t(o.max_r) + 1);
  for (int r = 0; r <= o.max_r; ++r) d[std::size_t(r)].assign(std::size_t(horizon(o, r) - r + 1), kMissing);
  ChompPeriodCensus census;
  // p <= q + r + 1 (G07 Sec. 8.1) sizes the pass; a p past it shows as a missing value.
  census.first_rows = 3 * o.max_r + o.extra + 1;
  census.p_positions = chomp_rows_run(
      3, census.first_rows,
      [&](const ChompRowsLayer& l) {
        for (int q = 0; q <= l.a; ++q) {
          const int r = l.last[std::size_t(q)];
          if (r == kChompRowsNone || r > o.max_r || q > horizon(o, r)) continue;
          if (l.a - q >= kMissing) throw std::overflow_error("a 3-row P-position's first row exceeds its second by 65535 or more");
          d[std::size_t(r)][std::size_t(q - r)] = std::uint16_t(l.a - q);
        }
      },
      o.progress, 2.0, o.max_bytes);

  for (int r = 0; r <= o.max_r; ++r) {
    const std::vector<std::uint16_t>& row = d[std::size_t(r)];
    ChompThirdRow t;
    t.r = r;
    t.horizon = horizon(o, r);
    const auto zero = std::find(row.begin(), row.end(), std::uint16_t{0});
    const auto missing = std::find(row.begin(), row.end(), kMissing);
    if (zero < missing) {
      t.kind = ChompThirdRow::Kind::Stale;
      t.start = r + int(zero - row.begin());
    } else if (missing != row.end()) {
      t.kind = ChompThirdRow::Kind::Incomplete;
      t.start = r + int(missing - row.begin());
    } else if (const ChompPeriodFit fit = fit_eventual_period(row, r, o.min_stretch); fit.period) {
      t.period = fit.period;
      t.start = fit.start;
      for (int i = 0; i < fit.period; ++i) t.pattern.push_back(row[std::size_t(fit.start - r + i)]);
    } else {
      t.kind = ChompThirdRow::Kind::Unresolved;
    }
    census.rows.push_back(std::move(t));
  }
  return census;
}

}  // namespace posetlab
