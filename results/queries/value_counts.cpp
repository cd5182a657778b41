// Classes per size and Grundy value, complete sizes only; see value_counts.hpp.
#include "results/queries/value_counts.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

#include "enumerate/genposetg.hpp"

namespace posetlab {
namespace {

constexpr int kMaxSize = 64;  // far beyond anything stored; bounds the walks below

// The rows of the posets tables that belong to a population, and the column whose NULL
// would leave a row unclassified. posets_summary has no n_free column (summary_where null).
struct PosetsFilter {
  const char* where;
  const char* needs;  // nullptr: every row counts
  const char* summary_where;
  const char* what;
};

PosetsFilter posets_filter(Population p) {
  switch (p) {
    case Population::NFreePosets: return {"n_free = 1", "n_free", nullptr, "N-free posets on n unlabeled points"};
    case Population::ConnectedPosets:
      return {"components = 1", "components", "components = 1", "connected posets on n unlabeled points"};
    default: return {"1", nullptr, "1", "posets on n unlabeled points"};
  }
}

// One size as a table holds it: posets counted, of which unclassified, and the
// population's classes per Grundy value.
struct SizeCounts {
  std::uint64_t posets = 0, unknown = 0;
  std::map<int, std::uint64_t> values;
};
using SizesCounts = std::map<int, SizeCounts>;

SizesCounts posets_rows(Db& db, const PosetsFilter& f) {
  SizesCounts sizes;
  Stmt totals = db.prepare(std::string("SELECT size, count(*), ") +
                           (f.needs ? std::string("sum(") + f.needs + " IS NULL)" : std::string("0")) +
                           " FROM posets GROUP BY size");
  while (totals.step()) {
    auto& s = sizes[int(totals.int64(0))];
    s.posets = std::uint64_t(totals.int64(1));
    s.unknown = std::uint64_t(totals.int64(2));
  }
  Stmt q = db.prepare(std::string("SELECT size, grundy, count(*) FROM posets WHERE ") + f.where + " GROUP BY size, grundy");
  while (q.step()) sizes[int(q.int64(0))].values[int(q.int64(1))] = std::uint64_t(q.int64(2));
  return sizes;
}

// The per-unit counts of `enumerate posets --summary`, summed over the parts (absent in
// databases older than schema 6).
SizesCounts posets_summary(Db& db, const PosetsFilter& f) {
  SizesCounts sizes;
  if (!db.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'posets_summary'")) return sizes;
  Stmt totals = db.prepare("SELECT size, sum(posets) FROM posets_summary GROUP BY size");
  while (totals.step()) {
    auto& s = sizes[int(totals.int64(0))];
    s.posets = std::uint64_t(totals.int64(1));
    s.unknown = f.summary_where ? 0 : s.posets;
  }
  if (!f.summary_where) return sizes;
  Stmt q = db.prepare(std::string("SELECT size, grundy, sum(posets) FROM posets_summary WHERE ") + f.summary_where +
                      " GROUP BY size, grundy");
  while (q.step()) sizes[int(q.int64(0))].values[int(q.int64(1))] = std::uint64_t(q.int64(2));
  return sizes;
}

const SizeCounts* complete_size(const SizesCounts& sizes, int n) {
  auto it = sizes.find(n);
  return it != sizes.end() && it->second.posets == kPosetCounts[n] && !it->second.unknown ? &it->second : nullptr;
}

std::uint64_t posets_at(const SizesCounts& sizes, int n) {
  auto it = sizes.find(n);
  return it == sizes.end() ? 0 : it->second.posets;
}

// A size both tables hold completely must have the same counts in both.
void check_agreement(const SizeCounts& rows, const SizeCounts& summary, int n) {
  if (rows.values == summary.values) return;
  for (const auto* side : {&rows.values, &summary.values})
    for (const auto& [g, k] : *side) {
      const auto a = rows.values.find(g), b = summary.values.find(g);
      const std::uint64_t x = a == rows.values.end() ? 0 : a->second, y = b == summary.values.end() ? 0 : b->second;
      if (x != y)
        throw DbError("posets and posets_summary disagree at size " + std::to_string(n) + ", Grundy value " +
                      std::to_string(g) + ": " + std::to_string(x) + " against " + std::to_string(y) + " posets");
    }
}

void read_posets(Db& db, ValueCounts& c) {
  const PosetsFilter f = posets_filter(c.population);
  c.table = "posets table";
  c.what = f.what;
  c.completeness =
      "posets per size equal to A000112(n), the number of posets on n points (posets: one row per poset; "
      "posets_summary: the sum of its counts)";
  if (f.needs) c.completeness += std::string(", none with ") + f.needs + " unknown";

  const SizesCounts rows = posets_rows(db, f), summary = posets_summary(db, f);
  const int largest = std::max(rows.empty() ? 0 : rows.rbegin()->first, summary.empty() ? 0 : summary.rbegin()->first);
  bool used_summary = false;
  for (int n = 1; n <= largest; ++n) {
    const bool held = rows.count(n) || summary.count(n);
    if (n >= int(std::size(kPosetCounts))) {
      if (held) c.incomplete[n] = "size " + std::to_string(n) + " has no published poset count to check it against";
      continue;
    }
    const SizeCounts* stored = complete_size(rows, n);
    const SizeCounts* summed = complete_size(summary, n);
    if (stored && summed) check_agreement(*stored, *summed, n);
    if (!stored && !summed) {
      if (!held) continue;  // nothing of this size: why_not() says so
      auto it = rows.find(n);
      std::string& why = c.incomplete[n];
      if (it != rows.end() && it->second.posets == kPosetCounts[n]) {
        why = "size " + std::to_string(n) + " has " + std::to_string(it->second.unknown) + " rows without " + f.needs;
      } else if (posets_at(summary, n) == kPosetCounts[n]) {
        why = "size " + std::to_string(n) + " is held only in posets_summary, which has no " + f.needs +
              " column (run `posetlab enumerate posets --size " + std::to_string(n) + "`)";
      } else {
        why = "size " + std::to_string(n) + " is incomplete: " + std::to_string(posets_at(rows, n)) + " of A000112(" +
              std::to_string(n) + ") = " + std::to_string(kPosetCounts[n]) + " posets stored" +
              (summary.count(n) ? ", " + std::to_string(posets_at(summary, n)) + " in posets_summary" : "") +
              " (finish `posetlab enumerate posets --size " + std::to_string(n) + "`)";
      }
      continue;
    }
    used_summary |= !stored;
    if (stored) c.complete_in_rows.insert(n);
    if (summed) c.complete_in_summary.insert(n);
    c.by_size[n] = (stored ? stored : summed)->values;  // may be empty: no class of the size is in the population
  }
  if (used_summary) c.table = "posets and posets_summary tables";
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
  c.table = "two_level table";
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

  for (int n = 1; n <= kMaxSize; ++n) {
    bool held = true;
    for (int b = n; b >= 0 && held; --b) {
      const int t = n - b;
      if (b < 30 && t > (1 << b) - 1) continue;  // no family of t distinct nonempty sets of b points
      held = std::any_of(complete.begin(), complete.end(), [&](const Coverage& j) { return j.covers(b, t); });
      if (!held && all.count(n))
        c.incomplete[n] = "size " + std::to_string(n) + " is incomplete: no complete two-level job holds bottoms = " +
                          std::to_string(b) + ", tops = " + std::to_string(t) +
                          " (run `posetlab enumerate two-level --size " + std::to_string(n) + "`)";
    }
    if (held) c.by_size[n] = all[n];
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

std::vector<int> ValueCounts::complete_sizes() const {
  std::vector<int> out;
  for (const auto& [n, values] : by_size) out.push_back(n);
  return out;
}

std::string ValueCounts::why_not(int n) const {
  if (auto it = incomplete.find(n); it != incomplete.end()) return it->second;
  const char* kind = population == Population::TwoLevel ? "two-level" : "posets";
  return "the " + table + " holds nothing of size " + std::to_string(n) + " (run `posetlab enumerate " + kind +
         " --size " + std::to_string(n) + "`)";
}

ValueCounts read_value_counts(Db& db, Population population) {
  ValueCounts c;
  c.population = population;
  if (population == Population::TwoLevel) read_two_level(db, c);
  else read_posets(db, c);
  // The run 1..last_complete, and what ends it when the table holds more.
  while (c.by_size.count(c.last_complete + 1)) ++c.last_complete;
  const bool more = !c.incomplete.empty() || (!c.by_size.empty() && c.by_size.rbegin()->first > c.last_complete);
  const int beyond = std::max(c.incomplete.empty() ? 0 : c.incomplete.rbegin()->first,
                              c.by_size.empty() ? 0 : c.by_size.rbegin()->first);
  if (more && beyond > c.last_complete) c.stop_note = c.why_not(c.last_complete + 1);
  return c;
}

}  // namespace posetlab
