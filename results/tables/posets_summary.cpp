// The posets_summary table; see posets_summary.hpp.
#include "results/tables/posets_summary.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iterator>
#include <memory>
#include <random>

#include "engine/core/error.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/posets_summary_plain.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/jobs/unit_checksum.hpp"
#include "results/jobs/wire_codec.hpp"
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
      return counted_completeness(db, Population::Posets, true, "posetlab enumerate posets --summary --size ");
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

RecheckedUnit recheck_summary_unit(const SummaryBatch& batch, const BatchUnit& unit, int threads,
                                   const std::string& scratch) {
  const auto start = std::chrono::steady_clock::now();
  const int n = batch.size();
  RecheckedUnit out;
  out.stored = unit;
  auto rows = std::make_unique<RowsOf<PosetsSummaryRow>>();
  rows->rows = plain_posets_summary_unit(n, int(unit.ordinal), threads);
  for (const PosetsSummaryRow& r : rows->rows) out.posets += r.posets;
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
