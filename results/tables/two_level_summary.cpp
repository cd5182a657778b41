// The two_level_summary table and the two-level population read from it and two_level;
// see two_level_summary.hpp.
#include "results/tables/two_level_summary.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/error.hpp"
#include "results/jobs/wire_codec.hpp"
#include "results/queries/value_counts.hpp"
#include "results/store/keyed_insert.hpp"
#include "util/json.hpp"

namespace posetlab {

namespace {
// Labelled counts: C(2^b - 1, t) for b + t <= 17.
__extension__ typedef unsigned __int128 WideCount;
}  // namespace

// A summary unit's rows are those of its part, the unit's ordinal in the job (the unit
// key does not hold it; the units table does).
std::optional<UnitScope> two_level_summary_unit_scope(const std::string& kind, const std::string& job,
                                                      const std::string& key) {
  constexpr std::string_view prefix = "two-level-summary:";
  if (kind != "two-level-summary" || job.compare(0, prefix.size(), prefix) != 0) return std::nullopt;
  const std::optional<TwoLevelSpec> spec = parse_two_level_canonical_key(std::string_view(job).substr(prefix.size()));
  if (!spec || spec->size < 0) return std::nullopt;
  const int size = spec->size;
  auto quoted = [](const std::string& text) {
    std::string q = "'";
    for (char c : text) q += c == '\'' ? std::string("''") : std::string(1, c);
    return q + "'";
  };
  const std::string where = "size = " + std::to_string(size) +
                            " AND part = (SELECT ordinal FROM units WHERE job = " + quoted(job) +
                            " AND key = " + quoted(key) + ")";
  return unit_scope_of(two_level_summary_table(), where, job + "|" + key, 1);
}

namespace {

constexpr const char* kTwoLevelSummaryColumns =
    "size, part, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity, outcome, classes, labeled";

class TwoLevelSummaryWriter : public TableWriter {
 public:
  explicit TwoLevelSummaryWriter(Db& db) : insert_(db, "two_level_summary", kTwoLevelSummaryColumns) {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const TwoLevelSummaryRow& r : static_cast<const RowsOf<TwoLevelSummaryRow>&>(batch).rows) {
      const std::string outcome(1, r.outcome);
      auto bind = [&](Stmt& s) {
        s.bind(1, r.size).bind(2, r.part).bind(3, r.bottoms).bind(4, r.tops).bind(5, r.grundy).bind(6, r.components);
        s.bind(7, r.isolated).bind(8, r.parity_uniform ? 1 : 0).bind_static(9, to_string(r.top_parity));
        s.bind_static(10, outcome).bind(11, static_cast<std::int64_t>(r.classes));
        s.bind(12, static_cast<std::int64_t>(r.labeled));
      };
      added += insert_.put(bind, [&] {
        return "the count of size " + std::to_string(r.size) + " part " + std::to_string(r.part) + " (bottoms " +
               std::to_string(r.bottoms) + ", grundy " + std::to_string(r.grundy) + ", components " +
               std::to_string(r.components) + ", isolated " + std::to_string(r.isolated) + ", parity_uniform " +
               std::to_string(int(r.parity_uniform)) + ", top_parity " + to_string(r.top_parity) +
               ") is already stored with another value (" + std::to_string(r.classes) + " classes counted now)";
      });
    }
    return added;
  }

 private:
  KeyedInsert insert_;
};

}  // namespace

void encode_two_level_summary_rows(const std::vector<TwoLevelSummaryRow>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const TwoLevelSummaryRow& r : rows) {
    for (int v : {r.size, r.part, r.bottoms, r.tops, r.grundy, r.components, r.isolated}) w.varint(std::uint64_t(v));
    w.byte(std::uint8_t(int(r.parity_uniform) | int(r.top_parity) << 1));
    w.byte(std::uint8_t(r.outcome));
    w.varint(r.classes);
    w.varint(r.labeled);
  }
}

std::vector<TwoLevelSummaryRow> decode_two_level_summary_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "two_level_summary rows");
  std::vector<TwoLevelSummaryRow> rows(in.count());
  for (TwoLevelSummaryRow& r : rows) {
    for (int* v : {&r.size, &r.part, &r.bottoms, &r.tops, &r.grundy, &r.components, &r.isolated})
      *v = int(in.at_most(kWireIntMax));
    const std::uint8_t flags = in.byte();
    if (flags >> 1 > int(TopParity::None)) in.fail("malformed flags");
    r.parity_uniform = flags & 1;
    r.top_parity = TopParity(flags >> 1);
    r.outcome = char(in.byte());
    if (r.outcome != 'P' && r.outcome != 'N') in.fail("malformed outcome");
    r.classes = in.varint();
    r.labeled = in.varint();
  }
  in.expect_end();
  return rows;
}

const TableDescription& two_level_summary_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.table = "two_level_summary";
    k.key_columns = "size, part, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity";
    k.value_columns = "outcome, classes, labeled";
    k.name_column = "part";
    k.label = "classes";
    k.size_column = "size";
    k.fine_columns = "size, bottoms";
    k.weight_column = "classes";
    return k;  // WITHOUT ROWID, keyed by its primary key: no bulk load
  }();
  return t;
}

const TableDescription& TwoLevelSummaryTableJob::table() const { return two_level_summary_table(); }

std::unique_ptr<TableWriter> TwoLevelSummaryTableJob::writer(Db& db) const {
  return std::make_unique<TwoLevelSummaryWriter>(db);
}

JobReport run_two_level_summary_job(Store& store, const TwoLevelSpec& spec, const JobOptions& options) {
  TwoLevelSummaryTableJob kind(spec);
  return run_job(store, kind, options);
}

namespace {

constexpr int kTwoLevelSizesWalked = 64;  // far beyond anything stored; bounds the walk below

// The (b, t) ranges a complete two-level job holds, from its key
// ("two-level:bottoms=B;tops=A:C;empty-top=E" or "two-level:size=N;tops=A:C;...").
struct TwoLevelJobCover {
  int bottoms = -1, size = -1, tops_min = 0, tops_max = -1;
  bool covers(int b, int t) const {
    if (t < tops_min || t > tops_max) return false;
    return bottoms >= 0 ? b == bottoms : b + t == size;
  }
};

std::optional<TwoLevelJobCover> two_level_job_cover(const std::string& key) {
  constexpr std::string_view prefix = "two-level:";
  if (key.compare(0, prefix.size(), prefix) != 0) return std::nullopt;
  const std::optional<TwoLevelSpec> spec = parse_two_level_canonical_key(std::string_view(key).substr(prefix.size()));
  if (!spec) return std::nullopt;
  TwoLevelJobCover c;
  c.bottoms = spec->bottoms, c.size = spec->size, c.tops_min = spec->tops_min, c.tops_max = spec->tops_max;
  return c;
}

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
  if (!db.has_table("two_level_summary")) return sizes;
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

// What every two-level job whose units are all committed covers.
std::vector<TwoLevelJobCover> complete_two_level_job_covers(Db& db) {
  std::vector<TwoLevelJobCover> complete;
  Stmt jobs = db.prepare(
      "SELECT j.job FROM jobs j WHERE j.kind = 'two-level' "
      "AND j.units = (SELECT count(*) FROM units u WHERE u.job = j.job)");
  while (jobs.step())
    if (auto cov = two_level_job_cover(jobs.text(0))) complete.push_back(*cov);
  return complete;
}

// A size n = b + t (isolated points as bottoms, no empty top) is complete in two_level
// when every (b, t) of it that holds any class (t <= 2^b - 1) lies in a two-level job
// whose units are all committed (no published count to compare with), or in
// two_level_summary as two_level_summary_sizes() says.
void read_two_level_population(Db& db, ValueCounts& c) {
  c.table = "two_level table";
  c.what = "extensional two-level posets on n unlabeled points (n = bottoms + tops, isolated points as bottoms)";
  c.completeness = "every (bottoms, tops) of the size inside a two-level job with all its units committed";

  const std::vector<TwoLevelJobCover> complete = complete_two_level_job_covers(db);

  std::map<int, std::map<int, std::uint64_t>> all;
  Stmt q = db.prepare(
      "SELECT bottoms + tops, grundy, count(*) FROM two_level WHERE has_empty_top = 0 GROUP BY bottoms, tops, grundy");
  while (q.step()) all[int(q.int64(0))][int(q.int64(1))] += std::uint64_t(q.int64(2));

  std::map<int, std::string> summary_incomplete;
  const auto summary = two_level_summary_sizes(db, summary_incomplete);
  bool used_summary = false;
  for (int n = 1; n <= kTwoLevelSizesWalked; ++n) {
    bool held = true;
    std::string why;
    for (int b = n; b >= 0 && held; --b) {
      const int t = n - b;
      if (b < 30 && t > (1 << b) - 1) continue;  // no family of t distinct nonempty sets of b points
      held = std::any_of(complete.begin(), complete.end(), [&](const TwoLevelJobCover& j) { return j.covers(b, t); });
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

SizeCompleteness two_level_bottoms_completeness(Db& db) {
  SizeCompleteness out;
  out.rule = "every tops = 0..2^b - 1 of b bottoms inside a two-level job with all its units committed";
  out.fill = "posetlab enumerate two-level --bottoms ";
  const std::vector<TwoLevelJobCover> complete = complete_two_level_job_covers(db);
  std::set<int> held;
  Stmt rows = db.prepare("SELECT DISTINCT bottoms FROM two_level_rows WHERE has_empty_top = 0");
  while (rows.step()) held.insert(int(rows.int64(0)));
  constexpr int kWidest = 16;  // 2^16 tops: far beyond anything stored
  for (int b = 0; b <= kWidest; ++b) {
    int missing = -1;
    for (int t = 0; t < (1 << b) && missing < 0; ++t)
      if (std::none_of(complete.begin(), complete.end(), [&](const TwoLevelJobCover& j) { return j.covers(b, t); }))
        missing = t;
    if (missing < 0) {
      out.complete.push_back(b);
    } else if (held.count(b)) {
      out.incomplete[b] = "bottoms = " + std::to_string(b) + " is incomplete: no complete two-level job holds tops = " +
                          std::to_string(missing) + " (run `posetlab enumerate two-level --bottoms " +
                          std::to_string(b) + "`)";
    }
  }
  int end = 0;
  while (std::binary_search(out.complete.begin(), out.complete.end(), end)) ++end;
  if (!held.empty() && *held.rbegin() >= end) out.stop_note = out.why_not(end);
  return out;
}

const CountedPopulation& two_level_population() {
  static const CountedPopulation p = [] {
    CountedPopulation t;
    t.name = "two-level";
    t.words =
        "extensional two-level posets on n unlabeled points (bottoms + tops = n, isolated points counted as "
        "bottoms, no two tops above the same set of bottoms)";
    t.rows_named = "two_level";
    t.summary_named = "two_level_summary";
    t.fill = "posetlab enumerate two-level --size ";
    t.summary_fill = "posetlab enumerate two-level --summary --size ";
    t.plot_stem = "two-level";
    t.plot_plural = "two-level posets";
    t.listed = 1;  // after the populations of all posets
    t.read = [](Db& db, const CountedPopulation&, ValueCounts& c) { read_two_level_population(db, c); };
    return t;
  }();
  return p;
}

}  // namespace posetlab
