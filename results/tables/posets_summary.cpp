// The posets_summary table; see posets_summary.hpp.
#include "results/tables/posets_summary.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iterator>
#include <map>
#include <memory>
#include <random>

#include "engine/core/error.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/posets_summary_plain.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/jobs/unit_checksum.hpp"
#include "results/jobs/wire_codec.hpp"
#include "results/queries/value_counts.hpp"
#include "results/store/keyed_insert.hpp"
#include "results/store/row_digest.hpp"
#include "results/store/store.hpp"

namespace posetlab {

std::string all_posets_stored_sql() {
  std::string counts;
  for (int n = 0; n < int(std::size(kPosetCounts)); ++n)
    counts += std::string(n ? " " : "") + "WHEN " + std::to_string(n) + " THEN " + std::to_string(kPosetCounts[n]);
  return "CASE WHEN @count = (CASE size " + counts + " END) THEN 'complete' ELSE 'partial' END";
}

namespace {

// The rows of the posets tables that belong to a population, and the column whose NULL
// would leave a row unclassified. posets_summary has no n_free column (summary_where null).
struct PosetsFilter {
  const char* where;
  const char* needs;  // nullptr: every row counts
  const char* summary_where;
  const char* what;
};

// One size as a table holds it: posets counted, of which unclassified, and the
// population's classes per Grundy value.
struct PosetsSizeCounts {
  std::uint64_t posets = 0, unknown = 0;
  std::map<int, std::uint64_t> values;
};
using PosetsSizes = std::map<int, PosetsSizeCounts>;

PosetsSizes read_posets_row_sizes(Db& db, const PosetsFilter& f) {
  PosetsSizes sizes;
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
PosetsSizes read_posets_summary_sizes(Db& db, const PosetsFilter& f) {
  PosetsSizes sizes;
  if (!db.has_table("posets_summary")) return sizes;
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

const PosetsSizeCounts* complete_posets_size(const PosetsSizes& sizes, int n) {
  auto it = sizes.find(n);
  return it != sizes.end() && it->second.posets == kPosetCounts[n] && !it->second.unknown ? &it->second : nullptr;
}

std::uint64_t posets_held_at(const PosetsSizes& sizes, int n) {
  auto it = sizes.find(n);
  return it == sizes.end() ? 0 : it->second.posets;
}

// A size both tables hold completely must have the same counts in both.
void check_posets_agreement(const PosetsSizeCounts& rows, const PosetsSizeCounts& summary, int n) {
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

// A size is complete when its posets number A000112(n), in the rows or in the summed
// counts, and none lacks the column the population filters on.
void read_posets_population(Db& db, const PosetsFilter& f, ValueCounts& c) {
  c.table = "posets table";
  c.what = f.what;
  c.completeness =
      "posets per size equal to A000112(n), the number of posets on n points (posets: one row per poset; "
      "posets_summary: the sum of its counts)";
  if (f.needs) c.completeness += std::string(", none with ") + f.needs + " unknown";

  const PosetsSizes rows = read_posets_row_sizes(db, f), summary = read_posets_summary_sizes(db, f);
  const int largest = std::max(rows.empty() ? 0 : rows.rbegin()->first, summary.empty() ? 0 : summary.rbegin()->first);
  bool used_summary = false;
  for (int n = 1; n <= largest; ++n) {
    const bool held = rows.count(n) || summary.count(n);
    if (n >= int(std::size(kPosetCounts))) {
      if (held) c.incomplete[n] = "size " + std::to_string(n) + " has no published poset count to check it against";
      continue;
    }
    const PosetsSizeCounts* stored = complete_posets_size(rows, n);
    const PosetsSizeCounts* summed = complete_posets_size(summary, n);
    if (stored && summed) check_posets_agreement(*stored, *summed, n);
    if (!stored && !summed) {
      if (!held) continue;  // nothing of this size: why_not() says so
      auto it = rows.find(n);
      std::string& why = c.incomplete[n];
      if (it != rows.end() && it->second.posets == kPosetCounts[n]) {
        why = "size " + std::to_string(n) + " has " + std::to_string(it->second.unknown) + " rows without " + f.needs;
      } else if (posets_held_at(summary, n) == kPosetCounts[n]) {
        why = "size " + std::to_string(n) + " is held only in posets_summary, which has no " + f.needs +
              " column (run `posetlab enumerate posets --size " + std::to_string(n) + "`)";
      } else {
        why = "size " + std::to_string(n) + " is incomplete: " + std::to_string(posets_held_at(rows, n)) +
              " of A000112(" + std::to_string(n) + ") = " + std::to_string(kPosetCounts[n]) + " posets stored" +
              (summary.count(n) ? ", " + std::to_string(posets_held_at(summary, n)) + " in posets_summary" : "") +
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

CountedPopulation posets_population_of(std::string name, std::string words, std::string oeis, PosetsFilter f) {
  CountedPopulation p;
  p.name = std::move(name);
  p.words = std::move(words);
  p.oeis = std::move(oeis);
  p.rows_named = "the posets table";
  p.summary_named = "posets_summary";
  p.fill = "posetlab enumerate posets --size ";
  p.summary_fill = "posetlab enumerate posets --summary --size ";
  p.read = [f](Db& db, const CountedPopulation&, ValueCounts& c) { read_posets_population(db, f, c); };
  return p;
}

}  // namespace

const CountedPopulation& all_posets_population() {
  static const CountedPopulation p = [] {
    CountedPopulation all = posets_population_of("posets", "posets on n unlabeled points", "A000112",
                                                 {"1", nullptr, "1", "posets on n unlabeled points"});
    all.plot_stem = all.plot_plural = "posets";
    return all;
  }();
  return p;
}

const std::vector<const CountedPopulation*>& posets_populations() {
  static const CountedPopulation n_free = posets_population_of(
      "n-free", "N-free posets (no induced N) on n unlabeled points", "A003430",
      {"n_free = 1", "n_free", nullptr, "N-free posets on n unlabeled points"});
  static const CountedPopulation connected = posets_population_of(
      "connected", "connected posets on n unlabeled points", "A000608",
      {"components = 1", "components", "components = 1", "connected posets on n unlabeled points"});
  static const std::vector<const CountedPopulation*> all = {&all_posets_population(), &n_free, &connected};
  return all;
}

namespace {

const ConjectureTable& posets_summary_conjectures() {
  static const ConjectureTable c = [] {
  const Predicate P{"P-position", "grundy = 0", 'P'}, N{"N-position", "grundy > 0", 'N'};
    ConjectureTable t;
    t.name = "posets_summary";
    t.size_sql = "size";
    t.readable = {"posets_summary"};
    t.invariants = {"size", "height", "width", "components"};
    t.properties = {"components = 1", "height = 1", "width = 1"};
    t.targets = {"grundy"};
    t.object = "poset";
    t.weight_sql = "posets";
    t.completeness = [](Db& db) {
      return counted_completeness(db, all_posets_population(), true);
    };
    t.predicates = {P,
                    N,
                    {"connected", "components = 1"},
                    {"antichain", "height = 1"},
                    {"chain", "width = 1"},
                    {"height <= 2", "height <= 2"},
                    {"even size", "size % 2 = 0"},
                    {"odd size", "size % 2 = 1"}};
    t.known_bounds = {{"grundy", "grundy <= size"}, {"grundy", "grundy >= 0"}};
    return t;
  }();
  return c;
}

}  // namespace

const TableDescription& posets_summary_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.table = "posets_summary";
    k.key_columns = "size, part, grundy, height, width, components";
    k.value_columns = "outcome, posets";
    k.name_column = "part";
    k.label = "posets";
    k.size_column = "size";
    k.fine_columns = "size, height";
    k.weight_column = "posets";
    k.stored_sql = all_posets_stored_sql();
    k.conjecture = &posets_summary_conjectures();
    return k;  // WITHOUT ROWID, keyed by its primary key: no bulk load
  }();
  return t;
}

namespace {

class PosetsSummaryWriter : public TableWriter {
 public:
  explicit PosetsSummaryWriter(Db& db)
      : insert_(db, "posets_summary", "size, part, grundy, height, width, components, outcome, posets") {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const PosetsSummaryRow& r : static_cast<const RowsOf<PosetsSummaryRow>&>(batch).rows) {
      const std::string outcome(1, r.outcome);
      auto bind = [&](Stmt& s) {
        s.bind(1, r.size).bind(2, r.part).bind(3, r.grundy).bind(4, r.height).bind(5, r.width);
        s.bind(6, r.components).bind_static(7, outcome).bind(8, static_cast<std::int64_t>(r.posets));
      };
      added += insert_.put(bind, [&] {
        return "the count of size " + std::to_string(r.size) + " part " + std::to_string(r.part) + " grundy " +
               std::to_string(r.grundy) + " height " + std::to_string(r.height) + " width " +
               std::to_string(r.width) + " components " + std::to_string(r.components) +
               " is already stored with another value (" + std::to_string(r.posets) + " posets counted now)";
      });
    }
    return added;
  }

 private:
  KeyedInsert insert_;
};


}  // namespace

void encode_posets_summary_rows(const std::vector<PosetsSummaryRow>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const PosetsSummaryRow& r : rows) {
    for (int v : {r.size, r.part, r.grundy, r.height, r.width, r.components}) w.varint(std::uint64_t(v));
    w.byte(std::uint8_t(r.outcome));
    w.varint(r.posets);
  }
}

std::vector<PosetsSummaryRow> decode_posets_summary_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "posets_summary rows");
  std::vector<PosetsSummaryRow> rows(in.count());
  for (PosetsSummaryRow& r : rows) {
    for (int* v : {&r.size, &r.part, &r.grundy, &r.height, &r.width, &r.components}) *v = int(in.at_most(kWireIntMax));
    r.outcome = char(in.byte());
    if (r.outcome != 'P' && r.outcome != 'N') in.fail("malformed outcome");
    r.posets = in.varint();
  }
  in.expect_end();
  return rows;
}

const TableDescription& PosetsSummaryTableJob::table() const { return posets_summary_table(); }

std::unique_ptr<TableWriter> PosetsSummaryTableJob::writer(Db& db) const {
  return std::make_unique<PosetsSummaryWriter>(db);
}

JobReport run_posets_summary_job(Store& store, const PosetsSpec& spec, const JobOptions& options) {
  PosetsSummaryTableJob kind(spec);
  return run_job(store, kind, options);
}

std::vector<BatchUnit> draw_units(const SummaryBatch& batch, std::size_t k, std::uint64_t seed) {
  std::vector<BatchUnit> units = batch.units;
  std::mt19937_64 random(seed);
  std::shuffle(units.begin(), units.end(), random);
  units.resize(std::min(k, units.size()));
  std::sort(units.begin(), units.end(), [](const BatchUnit& a, const BatchUnit& b) { return a.ordinal < b.ordinal; });
  return units;
}

std::vector<BatchUnit> smallest_units(const SummaryBatch& batch, std::size_t k) {
  std::vector<BatchUnit> units = batch.units;
  std::stable_sort(units.begin(), units.end(), [](const BatchUnit& a, const BatchUnit& b) { return a.posets < b.posets; });
  units.resize(std::min(k, units.size()));
  std::sort(units.begin(), units.end(), [](const BatchUnit& a, const BatchUnit& b) { return a.ordinal < b.ordinal; });
  return units;
}

RecheckedUnit recheck_summary_unit(const SummaryBatch& batch, const BatchUnit& unit, int threads,
                                   const std::string& scratch, RecheckBy by) {
  const auto start = std::chrono::steady_clock::now();
  const int n = batch.size();
  RecheckedUnit out;
  out.stored = unit;
  auto rows = std::make_unique<RowsOf<PosetsSummaryRow>>();
  if (by == RecheckBy::PlainSearch) {
    rows->rows = plain_posets_summary_unit(n, int(unit.ordinal), threads);
  } else {
    const PosetsSummaryJob job(PosetsSpec{n, threads});
    job.run_unit(WorkUnit{unit.ordinal, unit.key, 1}, [&](PosetsSummaryRow&& r) { rows->rows.push_back(r); });
  }
  for (const PosetsSummaryRow& r : rows->rows) {
    out.posets += r.posets;
    out.counts.push_back({r.grundy, r.height, r.width, r.components, r.outcome, r.posets});
  }
  out.rows = rows->rows.size();
  const auto scope = unit_scope("posets-summary", batch.job, unit.key);
  if (!scope) throw UsageError("batch recheck: '" + unit.key + "' is not a unit key of " + batch.job);
  std::filesystem::remove(scratch);
  {
    Store store(scratch, Store::Access::ReadWrite);
    Db& db = store.db();
    Transaction tx(db);
    PosetsSummaryTableJob(PosetsSpec{n, threads}).writer(db)->insert(*rows);
    tx.commit();
    Stmt stored = db.prepare("SELECT * FROM " + scope->stored_table + " WHERE " + scope->where);
    RowsDigest digest;
    digest_rows(stored, digest);
    out.digest = digest.hex();
  }
  for (const char* tail : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(scratch + tail);
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace posetlab
