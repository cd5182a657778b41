// The posets table; see posets.hpp.
#include "results/tables/posets.hpp"

#include <iterator>
#include <map>
#include <string>

#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_dot.hpp"
#include "enumerate/genposetg.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/wire_codec.hpp"
#include "results/queries/lookup.hpp"
#include "results/queries/value_plots.hpp"
#include "results/store/keyed_insert.hpp"
#include "results/tables/posets_summary.hpp"

namespace posetlab {

namespace {

// A row as the poset it stands for.
void describe_poset_row(const std::map<std::string, std::string>& text, ConjectureRow& r) {
  if (!text.count("canonical")) return;
  const Poset p = parse_digraph6(text.at("canonical"));
  r.text = p.to_text();
  r.dot = poset_to_dot(p);
}

const ConjectureTable& posets_conjectures() {
  static const ConjectureTable c = [] {
    const Predicate P{"P-position", "grundy = 0", 'P'}, N{"N-position", "grundy > 0", 'N'};
    ConjectureTable t;
    t.name = "posets";
    t.size_sql = "size";
    t.read_by_default = true;  // `conjecture test` and its kin read posets without --table
    t.readable = {"posets"};
    t.invariants = {"size", "relations", "hasse_arcs", "height", "width", "components", "aut"};
    t.properties = {"n_free", "components = 1", "height = 1", "width = 1", "height <= 2", "aut = 1",
                    "levels = '1' OR levels LIKE '1,%'",  // one minimal element: a least element
                    "misere = 'P'"};
    t.targets = {"grundy"};
    t.object = "poset";
    t.completeness = [](Db& db) {
      return counted_completeness(db, all_posets_population(), false);
    };
    t.describe = describe_poset_row;
    t.predicates = {P,
                    N,
                    {"N-free", "n_free = 1"},
                    {"connected", "components = 1"},
                    {"least element", "levels = '1' OR levels LIKE '1,%'"},
                    {"antichain", "height = 1"},
                    {"chain", "width = 1"},
                    {"height <= 2", "height <= 2"},
                    {"rigid", "aut = 1"},
                    {"even size", "size % 2 = 0"},
                    {"odd size", "size % 2 = 1"},
                    {"misere P", "misere = 'P'"},
                    {"misere N", "misere = 'N'"}};
    // g(P) <= |P|: the Grundy value of a poset game is at most its number of points.
    t.known_bounds = {{"grundy", "grundy <= size"}, {"grundy", "grundy >= 0"}};
    return t;
  }();
  return c;
}

// An uncoloured poset's row, by its canonical digraph6 (posets_table_key, any size).
const TableLookup& posets_lookup() {
  static const TableLookup l{[](Db& db, const LookupQuery& q, std::vector<StoredRow>& out) {
    if (q.colours) return;  // a coloured poset is a class of its own
    Stmt s = db.prepare("SELECT * FROM posets WHERE " + posets_key_where());
    s.bind(1, q.poset.size()).bind(2, posets_table_key(q.poset));
    collect_stored_rows(s, "posets", out);
  }};
  return l;
}

}  // namespace

std::string posets_key_where() {
  return "size = ?1 AND canonical = ?2 AND part IN (WITH RECURSIVE parts(p) AS ("
         "SELECT min(part) FROM posets WHERE size = ?1 UNION ALL "
         "SELECT (SELECT min(part) FROM posets WHERE size = ?1 AND part > p) FROM parts WHERE p IS NOT NULL) "
         "SELECT p FROM parts)";
}

const TableDescription& posets_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.table = "posets";
    k.key_columns = "size, part, canonical";  // part first: a unit's rows are one run of the key order
    k.value_columns = "relations, hasse_arcs, height, width, levels, components, grundy, gset, outcome, aut, n_free, misere";
    k.name_column = "canonical";
    k.label = "posets";
    k.size_column = "size";
    k.fine_columns = "size, height";
    k.stored_sql = all_posets_stored_sql();
    k.conjecture = &posets_conjectures();
    k.lookup = &posets_lookup();
    k.populations = posets_populations();
    k.report_plots = [](Db& db, ReportPlots& out) { add_value_plots(db, all_posets_population(), out); };
    return k;
  }();
  return t;
}

void add_posets_kind(JobRegistry& registry) {
  JobKind k;
  k.name = "posets";
  k.summary = "Every poset on N points up to isomorphism, with its value and shape";
  k.footer =
      "Posets from nauty-genposetg (its own res/mod parts are the units), per poset: canonical digraph6,\n"
      "relations, Hasse arcs, height, width, levels, components, |Aut|, N-free, Grundy value, g-set and\n"
      "outcome. Units commit atomically; rerun to resume; --shard R/M and `posetlab merge` to split.\n"
      "--summary (for N = 11..14; N = 13 and 14 have no other form) keeps per unit only the counts by Grundy value, height, width and\n"
      "components; the view posets_counts sums them over the units.\n"
      "Examples:\n"
      "  posetlab enumerate posets --size 9\n"
      "  posetlab enumerate posets --size 1:8       # sizes 1..8, one job each\n"
      "  posetlab query \"SELECT count(*) FROM posets WHERE size=9\"   # 183231\n"
      "  posetlab enumerate posets --size 10 --summary\n"
      "  posetlab query \"SELECT grundy, sum(posets) FROM posets_counts WHERE size=10 GROUP BY grundy\"";
  JobParam size{"size", ParamType::Int, "Exactly N points, or A:B for the sizes A..B one job after another ({low}..{high})",
                1, kPosetsJobMaxSize};
  size.required = true;
  size.line_range = true;
  JobParam summary{"summary", ParamType::Bool,
                   "Store only counts per Grundy value, height, width and components (posets_summary), not the posets"};
  summary.fallback = ParamValue{0, 0};
  summary.option = "--summary";
  k.params = {size, summary};
  k.tables = {&posets_table(), &posets_summary_table()};
  k.make_job = [](const JobParams& params) -> std::unique_ptr<Job> {
    const PosetsSpec spec{params.value("size"), params.threads};
    if (params.flag("summary")) return std::make_unique<PosetsSummaryTableJob>(spec);
    if (spec.size > kPosetsStoredMaxSize)
      throw UsageError("posets: --size " + std::to_string(spec.size) + " has " + std::to_string(kPosetCounts[spec.size]) +
                       " posets, too many to store one row each: add --summary");
    return std::make_unique<PosetsTableJob>(spec);
  };
  // Rows by A000112; costs measured on 2 cores: a stored size 9 took 23 us of the writer
  // thread and 58 bytes a poset (size 10: 61 bytes), a summary 0.53 us of CPU a poset at
  // N = 12 and 0.70-0.77 us at N = 13 and 14 (bench/RESULTS.md).
  k.estimate = [](const JobParams& params) -> std::optional<JobEstimate> {
    const int n = params.value("size");
    const double posets = double(kPosetCounts[n]);
    JobEstimate e;
    if (params.flag("summary")) {
      const double cpu_each = n >= 13 ? 0.75e-6 : 0.6e-6;
      e.parallel_seconds = posets * cpu_each;
      e.basis = std::to_string(kPosetCounts[n]) + " posets (A000112) at about " + (n >= 13 ? "0.75" : "0.6") +
                " us of CPU each";
    } else {
      e.serial_seconds = posets * 20e-6;
      e.disk_bytes = posets * 60;
      e.basis = std::to_string(kPosetCounts[n]) + " posets (A000112) at about 20 us and 60 bytes a stored row";
    }
    return e;
  };
  // A unit is one part of one size; part is in both tables' keys.
  k.unit_scope = [](const std::string& kind, const std::string&, const std::string& key) -> std::optional<UnitScope> {
    const auto unit = parse_part_key(key);
    if ((kind != "posets" && kind != "posets-summary") || !unit) return std::nullopt;
    const int n = unit->n, part = unit->part;
    const TableDescription& t = kind == "posets" ? posets_table() : posets_summary_table();
    return unit_scope_of(t, "size = " + std::to_string(n) + " AND part = " + std::to_string(part), kind + "|" + key, 1);
  };
  registry.add(std::move(k));
}

namespace {

class PosetsWriter : public TableWriter {
 public:
  explicit PosetsWriter(Db& db)
      : insert_(db, "posets",
                "size, part, canonical, relations, hasse_arcs, height, width, levels, components, grundy, gset, "
                "outcome, aut, n_free, misere") {}

  std::uint64_t insert(const RowBatch& batch) override {
    const std::vector<PosetRow>& rows = static_cast<const RowsOf<PosetRow>&>(batch).rows;
    auto bind = [&](Stmt& s, int at, std::size_t i) {
      const PosetRow& r = rows[i];  // in the batch, which outlives the insert: no copies
      s.bind(at + 1, r.size).bind(at + 2, r.part).bind_static(at + 3, r.canonical).bind(at + 4, r.relations);
      s.bind(at + 5, r.hasse_arcs).bind(at + 6, r.height).bind(at + 7, r.width).bind_static(at + 8, r.levels);
      s.bind(at + 9, r.components).bind(at + 10, r.grundy).bind(at + 11, static_cast<std::int64_t>(r.gset));
      s.bind_static(at + 12, std::string_view(&r.outcome, 1)).bind(at + 13, static_cast<std::int64_t>(r.aut));
      s.bind(at + 14, r.n_free ? 1 : 0).bind_static(at + 15, std::string_view(&r.misere, 1));
    };
    return insert_.put_rows(rows.size(), bind, [&](std::size_t i) {
      const PosetRow& r = rows[i];
      return "poset " + r.canonical + " of size " + std::to_string(r.size) +
             " is already stored with different values (grundy " + std::to_string(r.grundy) + " computed now)";
    });
  }

 private:
  KeyedInsert insert_;
};

}  // namespace

const TableDescription& PosetsTableJob::table() const { return posets_table(); }

std::unique_ptr<TableWriter> PosetsTableJob::writer(Db& db) const { return std::make_unique<PosetsWriter>(db); }

JobReport run_posets_job(Store& store, const PosetsSpec& spec, const JobOptions& options) {
  PosetsTableJob kind(spec);
  return run_job(store, kind, options);
}

void encode_poset_rows(const std::vector<PosetRow>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const PosetRow& r : rows) {
    w.varint(std::uint64_t(r.size));
    w.varint(std::uint64_t(r.part));
    w.string(r.canonical);
    w.varint(std::uint64_t(r.relations));
    w.varint(std::uint64_t(r.hasse_arcs));
    w.varint(std::uint64_t(r.height));
    w.varint(std::uint64_t(r.width));
    w.string(r.levels);
    w.varint(std::uint64_t(r.components));
    w.varint(std::uint64_t(r.grundy));
    w.varint(r.gset);
    w.byte(std::uint8_t(r.outcome));
    w.varint(r.aut);
    w.byte(r.n_free ? 1 : 0);
    w.byte(std::uint8_t(r.misere));
  }
}

std::vector<PosetRow> decode_poset_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "posets rows");
  std::vector<PosetRow> rows(in.count());
  for (PosetRow& r : rows) {
    r.size = int(in.at_most(kWireIntMax));
    r.part = int(in.at_most(kWireIntMax));
    r.canonical = in.string();
    r.relations = int(in.at_most(kWireIntMax));
    r.hasse_arcs = int(in.at_most(kWireIntMax));
    r.height = int(in.at_most(kWireIntMax));
    r.width = int(in.at_most(kWireIntMax));
    r.levels = in.string();
    r.components = int(in.at_most(kWireIntMax));
    r.grundy = int(in.at_most(kWireIntMax));
    r.gset = in.varint();
    r.outcome = char(in.byte());
    if (r.outcome != 'P' && r.outcome != 'N') in.fail("malformed outcome");
    r.aut = in.varint();
    const std::uint8_t n_free = in.byte();
    if (n_free > 1) in.fail("malformed flag");
    r.n_free = n_free;
    r.misere = char(in.byte());
    if (r.misere != 'P' && r.misere != 'N') in.fail("malformed misere outcome");
  }
  in.expect_end();
  return rows;
}

}  // namespace posetlab
