// Classes per size and Grundy value, complete sizes only; see value_counts.hpp.
#include "results/value_counts.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

#include "enumerate/genposetg.hpp"

namespace posetlab {
namespace {

constexpr int kMaxSize = 64;  // far beyond anything stored; bounds the walks below

// The rows of the posets table that belong to a population, and the column whose NULL
// would leave a row unclassified.
struct PosetsFilter {
  const char* where;
  const char* needs;  // nullptr: every row counts
  const char* what;
};

PosetsFilter posets_filter(Population p) {
  switch (p) {
    case Population::NFreePosets: return {"n_free = 1", "n_free", "N-free posets on n unlabeled points"};
    case Population::ConnectedPosets: return {"components = 1", "components", "connected posets on n unlabeled points"};
    default: return {"1", nullptr, "posets on n unlabeled points"};
  }
}

void read_posets(Db& db, ValueCounts& c) {
  const PosetsFilter f = posets_filter(c.population);
  c.table = "posets";
  c.what = f.what;
  c.completeness = "rows per size equal to A000112(n), the number of posets on n points";
  if (f.needs) c.completeness += std::string(", none with ") + f.needs + " unknown";

  struct SizeRows {
    std::uint64_t rows = 0, unknown = 0;
  };
  std::map<int, SizeRows> sizes;
  Stmt totals = db.prepare(std::string("SELECT size, count(*), ") +
                           (f.needs ? std::string("sum(") + f.needs + " IS NULL)" : std::string("0")) +
                           " FROM posets GROUP BY size");
  while (totals.step()) sizes[int(totals.int64(0))] = {std::uint64_t(totals.int64(1)), std::uint64_t(totals.int64(2))};

  std::map<int, std::map<int, std::uint64_t>> all;
  Stmt q = db.prepare(std::string("SELECT size, grundy, count(*) FROM posets WHERE ") + f.where +
                      " GROUP BY size, grundy");
  while (q.step()) all[int(q.int64(0))][int(q.int64(1))] = std::uint64_t(q.int64(2));

  const int largest = sizes.empty() ? 0 : sizes.rbegin()->first;
  for (int n = 1; n <= largest; ++n) {
    const auto it = sizes.find(n);
    const std::uint64_t rows = it == sizes.end() ? 0 : it->second.rows;
    if (n >= int(std::size(kPosetCounts))) {
      c.stop_note = "size " + std::to_string(n) + " has no published poset count to check its " +
                    std::to_string(rows) + " rows against";
      return;
    }
    if (rows != kPosetCounts[n]) {
      c.stop_note = "size " + std::to_string(n) + " is incomplete: " + std::to_string(rows) + " of A000112(" +
                    std::to_string(n) + ") = " + std::to_string(kPosetCounts[n]) +
                    " posets stored (finish `posetlab enumerate posets --size " + std::to_string(n) + "`)";
      return;
    }
    if (it->second.unknown) {
      c.stop_note = "size " + std::to_string(n) + " has " + std::to_string(it->second.unknown) + " rows without " +
                    f.needs;
      return;
    }
    c.by_size[n] = all[n];  // may be empty: no class of the size is in the population
    c.last_complete = n;
  }
}

// The (b, t) ranges a complete two-level job holds, from its key
// ("two-level:bottoms=B;tops=A:C;empty-top=E" or "two-level:size=N;tops=A:C;...").
struct Coverage {
  int bottoms = -1, size = -1, tops_min = 0, tops_max = -1;
  bool covers(int b, int t) const {
    if (t < tops_min || t > tops_max) return false;
    return bottoms >= 0 ? b == bottoms : b + t == size;
  }
};

std::optional<Coverage> parse_two_level_key(const std::string& key) {
  Coverage c;
  char kind[8] = {};
  int value = 0, lo = 0, hi = 0, chars = 0;
  if (std::sscanf(key.c_str(), "two-level:%7[a-z]=%d;tops=%d:%d;%n", kind, &value, &lo, &hi, &chars) != 4)
    return std::nullopt;
  if (std::string(kind) == "bottoms") c.bottoms = value;
  else if (std::string(kind) == "size") c.size = value;
  else return std::nullopt;
  c.tops_min = lo;
  c.tops_max = hi;
  return c;
}

void read_two_level(Db& db, ValueCounts& c) {
  c.table = "two_level";
  c.what = "extensional two-level posets on n unlabeled points (n = bottoms + tops, isolated points as bottoms)";
  c.completeness = "every (bottoms, tops) of the size inside a two-level job with all its units committed";

  std::vector<Coverage> complete;
  Stmt jobs = db.prepare(
      "SELECT j.job FROM jobs j WHERE j.kind = 'two-level' "
      "AND j.units = (SELECT count(*) FROM units u WHERE u.job = j.job)");
  while (jobs.step())
    if (auto cov = parse_two_level_key(jobs.text(0))) complete.push_back(*cov);

  std::map<int, std::map<int, std::uint64_t>> all;
  Stmt q = db.prepare(
      "SELECT bottoms + tops, grundy, count(*) FROM two_level WHERE has_empty_top = 0 GROUP BY bottoms, tops, grundy");
  while (q.step()) all[int(q.int64(0))][int(q.int64(1))] += std::uint64_t(q.int64(2));

  const int largest = all.empty() ? 0 : all.rbegin()->first;
  for (int n = 1; n <= kMaxSize; ++n) {
    for (int b = n; b >= 0; --b) {
      const int t = n - b;
      if (b < 30 && t > (1 << b) - 1) continue;  // no family of t distinct nonempty sets of b points
      const bool held = std::any_of(complete.begin(), complete.end(), [&](const Coverage& j) { return j.covers(b, t); });
      if (held) continue;
      if (n <= largest)
        c.stop_note = "size " + std::to_string(n) + " is incomplete: no complete two-level job holds bottoms = " +
                      std::to_string(b) + ", tops = " + std::to_string(t) + " (run `posetlab enumerate two-level --size " +
                      std::to_string(n) + "`)";
      return;
    }
    c.by_size[n] = all[n];
    c.last_complete = n;
  }
}

}  // namespace

std::uint64_t ValueCounts::classes(int size) const {
  std::uint64_t sum = 0;
  if (auto it = by_size.find(size); it != by_size.end())
    for (const auto& [g, k] : it->second) sum += k;
  return sum;
}

std::uint64_t ValueCounts::with_value(int size, int grundy) const {
  auto it = by_size.find(size);
  if (it == by_size.end()) return 0;
  auto v = it->second.find(grundy);
  return v == it->second.end() ? 0 : v->second;
}

int ValueCounts::largest_value() const {
  int g = -1;
  for (const auto& [n, values] : by_size)
    if (!values.empty()) g = std::max(g, values.rbegin()->first);
  return g;
}

ValueCounts read_value_counts(Db& db, Population population) {
  ValueCounts c;
  c.population = population;
  if (population == Population::TwoLevel) read_two_level(db, c);
  else read_posets(db, c);
  return c;
}

}  // namespace posetlab
