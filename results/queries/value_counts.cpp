// Classes per size and Grundy value, complete sizes only; see value_counts.hpp.
#include "results/queries/value_counts.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "enumerate/genposetg.hpp"
#include "enumerate/two_level_job.hpp"

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
  constexpr std::string_view prefix = "two-level:";
  if (key.compare(0, prefix.size(), prefix) != 0) return std::nullopt;
  const std::optional<TwoLevelSpec> spec = parse_two_level_canonical_key(std::string_view(key).substr(prefix.size()));
  if (!spec) return std::nullopt;
  Coverage c;
  c.bottoms = spec->bottoms, c.size = spec->size, c.tops_min = spec->tops_min, c.tops_max = spec->tops_max;
  return c;
}

__extension__ typedef unsigned __int128 WideCount;

// C(2^b - 1, t), the labelled families of t distinct nonempty subsets of b points, in
// 128 bits (the summary's labelled counts are 64-bit, for b + t <= 17).
WideCount labeled_families(int b, int t) {
  const WideCount n = WideCount(1) << b;
  WideCount c = 1;
  for (int k = 0; k < t; ++k) c = c * (n - 1 - unsigned(k)) / unsigned(k + 1);
  return c;
}

// The sizes of two_level_summary (`enumerate two-level --size N --summary`) whose job has
// every unit committed and whose labelled counts per (b, t) add up to C(2^b - 1, t)
// (Burnside): their classes per Grundy value. Sizes held otherwise get a reason in
// `incomplete`. Absent in databases older than the table.
std::map<int, std::map<int, std::uint64_t>> two_level_summary_sizes(Db& db, std::map<int, std::string>& incomplete) {
  std::map<int, std::map<int, std::uint64_t>> sizes;
  if (!db.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'two_level_summary'")) return sizes;
  std::map<int, bool> job_complete;
  Stmt jobs = db.prepare(
      "SELECT j.job, j.units = (SELECT count(*) FROM units u WHERE u.job = j.job) FROM jobs j "
      "WHERE j.kind = 'two-level-summary'");
  while (jobs.step()) {
    constexpr std::string_view prefix = "two-level-summary:";
    const std::string key = jobs.text(0);
    if (key.compare(0, prefix.size(), prefix) != 0) continue;
    const std::optional<TwoLevelSpec> spec = parse_two_level_canonical_key(std::string_view(key).substr(prefix.size()));
    if (spec && spec->size >= 0) job_complete[spec->size] = jobs.int64(1) != 0;
  }
  std::map<int, std::map<int, std::uint64_t>> labeled;  // size -> bottoms -> labelled families
  Stmt held = db.prepare("SELECT size, bottoms, tops, sum(labeled) FROM two_level_summary GROUP BY size, bottoms, tops");
  std::map<int, std::string> wrong;  // size -> the first (b, t) whose labelled count is not C(2^b - 1, t)
  std::map<int, std::set<int>> bottoms_held;
  while (held.step()) {
    const int n = int(held.int64(0)), b = int(held.int64(1)), t = int(held.int64(2));
    bottoms_held[n].insert(b);
    if (labeled_families(b, t) != WideCount(std::uint64_t(held.int64(3))) && !wrong.count(n))
      wrong[n] = "bottoms = " + std::to_string(b) + ", tops = " + std::to_string(t) + " stand for " +
                 std::to_string(held.int64(3)) + " labelled families, not C(2^b - 1, t)";
  }
  for (const auto& [n, bs] : bottoms_held) {
    std::string why;
    if (!job_complete[n]) why = "its two-level summary job has units not committed";
    else if (wrong.count(n)) why = wrong[n];
    else
      for (int b = n; b >= 0 && why.empty(); --b)
        if ((b >= 30 || n - b <= (1 << b) - 1) && !bs.count(b)) why = "no count of bottoms = " + std::to_string(b);
    if (!why.empty()) {
      incomplete[n] = "size " + std::to_string(n) + " is incomplete in two_level_summary: " + why +
                      " (finish `posetlab enumerate two-level --size " + std::to_string(n) + " --summary`)";
      continue;
    }
    sizes[n];  // a complete size with no class of some value still holds its other values
  }
  Stmt q = db.prepare("SELECT size, grundy, sum(classes) FROM two_level_summary GROUP BY size, grundy");
  while (q.step())
    if (auto it = sizes.find(int(q.int64(0))); it != sizes.end()) it->second[int(q.int64(1))] = std::uint64_t(q.int64(2));
  return sizes;
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

  std::map<int, std::string> summary_incomplete;
  const auto summary = two_level_summary_sizes(db, summary_incomplete);
  bool used_summary = false;
  for (int n = 1; n <= kMaxSize; ++n) {
    bool held = true;
    std::string why;
    for (int b = n; b >= 0 && held; --b) {
      const int t = n - b;
      if (b < 30 && t > (1 << b) - 1) continue;  // no family of t distinct nonempty sets of b points
      held = std::any_of(complete.begin(), complete.end(), [&](const Coverage& j) { return j.covers(b, t); });
      if (!held && all.count(n))
        why = "size " + std::to_string(n) + " is incomplete: no complete two-level job holds bottoms = " +
              std::to_string(b) + ", tops = " + std::to_string(t) + " (run `posetlab enumerate two-level --size " +
              std::to_string(n) + "`)";
    }
    const auto summed = summary.find(n);
    if (held && summed != summary.end() && summed->second != all[n])
      throw DbError("two_level and two_level_summary disagree at size " + std::to_string(n) +
                    " (classes per Grundy value)");
    if (held) c.complete_in_rows.insert(n);
    if (summed != summary.end()) c.complete_in_summary.insert(n);
    if (held) {
      c.by_size[n] = all[n];
    } else if (summed != summary.end()) {
      c.by_size[n] = summed->second;
      used_summary = true;
    } else if (auto s = summary_incomplete.find(n); s != summary_incomplete.end()) {
      c.incomplete[n] = s->second;
    } else if (!why.empty()) {
      c.incomplete[n] = why;
    }
  }
  if (used_summary) {
    c.table = "two_level and two_level_summary tables";
    c.completeness += ", or in two_level_summary a two-level summary job with all its units committed whose "
                      "labelled families per (bottoms, tops) add up to C(2^bottoms - 1, tops)";
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
