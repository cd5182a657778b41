// The coloured_posets table; see coloured_posets.hpp.
#include "results/tables/coloured_posets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>

#include "engine/core/canonical.hpp"
#include "engine/core/small_poset.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_dot.hpp"
#include "enumerate/genposetg.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/wire_codec.hpp"
#include "results/queries/lookup.hpp"
#include "results/queries/report_plot.hpp"
#include "results/queries/svg_plot.hpp"

namespace posetlab {

namespace {

// A row as its poset with the colour word after the size, and a drawing labelled by colour.
void describe_coloured_row(const std::map<std::string, std::string>& text, ConjectureRow& r) {
  if (!text.count("poset")) return;
  const Poset p = parse_digraph6(text.at("poset"));
  r.text = p.to_text();
  DotOptions o;
  const std::string word = text.count("colours") ? text.at("colours") : std::string();
  r.text.insert(r.text.find(':'), " " + word);
  for (int i = 0; i < int(word.size()); ++i) o.labels.push_back(std::to_string(i) + word.substr(i, 1));
  r.dot = poset_to_dot(p, o);
}

// The sizes a coloured-posets job key covers ("coloured-posets:size<=N"), read strictly:
// the key must be the one the job writes for that N.
std::optional<std::map<std::string, int>> coloured_job_bounds(const std::string& key) {
  ColouredPosetsSpec spec;
  if (std::sscanf(key.c_str(), "coloured-posets:size<=%d", &spec.size_max) != 1 ||
      key != "coloured-posets:" + spec.canonical_key())
    return std::nullopt;
  return std::map<std::string, int>{{"all", spec.size_max}};
}

const ConjectureTable& coloured_posets_conjectures() {
  static const ConjectureTable c = [] {
    ConjectureTable t;
    t.name = "coloured_posets";
    t.size_sql = "size";
    t.readable = {"coloured_posets"};
    t.invariants = {"size", "blacks", "height", "width", "blocking_triples", "aut"};
    t.properties = {"balanced", "blacks = 0", "blacks = size", "height = 1", "width = 1", "blocking_triples = 0"};
    t.targets = {"pomax"};
    t.object = "coloured poset";
    t.completeness = [](Db& db) { return job_cover_completeness(db, "coloured-posets", {"all"}, coloured_job_bounds); };
    t.describe = describe_coloured_row;
    t.predicates = {{"balanced", "balanced = 1"},
                    {"all white", "blacks = 0"},
                    {"all black", "blacks = size"},
                    {"antichain", "height = 1"},
                    {"chain", "width = 1"},
                    {"no blocking triple", "blocking_triples = 0"},
                    {"even size", "size % 2 = 0"}};
    return t;
  }();
  return c;
}

// The coloured canonical form of a poset of at most 64 elements with colour[x] 0 (black)
// or 1 (white): equal iff isomorphic as coloured posets.
std::pair<std::vector<std::uint64_t>, std::vector<int>> coloured_canonical_form(const Poset& p,
                                                                                const std::vector<int>& colour) {
  const SmallPoset s = SmallPoset::from_poset(p);
  std::vector<std::uint64_t> masks(std::size_t(s.k));
  std::vector<int> colours(std::size_t(s.k));
  canonical_coloured_poset_masks(s.k, s.up.data(), colour.data(), masks.data(), colours.data());
  return {std::move(masks), std::move(colours)};
}

// The coloured_posets rows of p coloured `colours`: the table stores each class under
// genposetg's labelling and one colouring of its orbit, so the candidates of the same
// size, blacks and height are compared by coloured canonical form.
void collect_coloured(Db& db, const Poset& p, const std::vector<Colour>& colours, std::vector<StoredRow>& out) {
  std::vector<int> colour(colours.size());
  int blacks = 0;
  for (std::size_t x = 0; x < colours.size(); ++x) {
    colour[x] = colours[x] == Colour::Black ? 0 : 1;
    blacks += colours[x] == Colour::Black;
  }
  const auto wanted = coloured_canonical_form(p, colour);
  Stmt candidates =
      db.prepare("SELECT poset, colours FROM coloured_posets WHERE size = ? AND blacks = ? AND height = ?");
  candidates.bind(1, p.size()).bind(2, blacks).bind(3, p.height());
  while (candidates.step()) {
    const std::string poset = candidates.text(0), word = candidates.text(1);
    const Poset stored = parse_digraph6(poset, LineSource{"coloured_posets", 0});
    if (stored.size() != p.size() || word.size() != std::size_t(p.size())) continue;
    std::vector<int> stored_colour(word.size());
    for (std::size_t x = 0; x < word.size(); ++x) stored_colour[x] = word[x] == 'B' ? 0 : 1;
    if (coloured_canonical_form(stored, stored_colour) != wanted) continue;
    Stmt row = db.prepare("SELECT * FROM coloured_posets WHERE size = ? AND poset = ? AND colours = ?");
    row.bind(1, p.size()).bind(2, poset).bind(3, word);
    collect_stored_rows(row, "coloured_posets", out);
  }
}

const TableLookup& coloured_posets_lookup() {
  static const TableLookup l{[](Db& db, const LookupQuery& q, std::vector<StoredRow>& out) {
    if (q.colours && q.poset.size() <= 64) collect_coloured(db, q.poset, *q.colours, out);
  }};
  return l;
}

// The coloured_posets plots of the report: how many classes take each black-white value
// (exact dyadics, in numeric order) and each pomax value, one panel per size.

// "5/2" -> 2.5, "-3" -> -3: only for ordering the bars (the labels stay exact).
double coloured_value_order(const std::string& v) {
  const auto slash = v.find('/');
  if (slash == std::string::npos) return std::atof(v.c_str());
  return std::atof(v.substr(0, slash).c_str()) / std::atof(v.substr(slash + 1).c_str());
}

// size -> value (ordered) -> classes, from `SELECT size, value, count(*) ...`.
using ColouredValueCounts = std::map<int, std::map<std::pair<double, std::string>, std::uint64_t>>;

ColouredValueCounts read_coloured_value_counts(Db& db, const std::string& column) {
  ColouredValueCounts c;
  Stmt q = db.prepare("SELECT size, " + column + ", count(*) FROM coloured_posets GROUP BY size, " + column);
  while (q.step()) {
    const std::string v = q.text(1);
    c[int(q.int64(0))][{coloured_value_order(v), v}] = std::uint64_t(q.int64(2));
  }
  return c;
}

ReportPlot coloured_value_plot(const ColouredValueCounts& counts, const std::string& name, const std::string& what, const std::string& note) {
  BarChart chart{what + " of coloured posets per size", "value", "classes", note, false, 4, {}};
  for (const auto& [n, values] : counts) {
    BarPanel panel;
    std::uint64_t classes = 0;
    for (const auto& [key, count] : values) panel.bars.push_back({key.second, count}), classes += count;
    panel.title = "n = " + std::to_string(n) + ": " + std::to_string(classes) + " classes";
    chart.panels.push_back(std::move(panel));
  }
  return {name, what + " of the coloured posets stored, one panel per size (" + note + ").", svg_bar_chart(chart)};
}

void add_coloured_plots(Db& db, ReportPlots& out) {
  if (!table_has_rows(db, "coloured_posets")) {
    out.skipped.push_back("The coloured_posets table is empty (run `posetlab enumerate coloured-posets`).");
    return;
  }
  const std::string note = "classes as stored in the coloured_posets table; a size a job did not finish shows in part";
  out.plots.push_back(coloured_value_plot(read_coloured_value_counts(db, "bw"), "coloured-bw", "Black-white values (Black = Left)", note));
  out.plots.push_back(coloured_value_plot(read_coloured_value_counts(db, "pomax"), "coloured-pomax", "Pomax values (White = Left)", note));
}

}  // namespace

const TableDescription& coloured_posets_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.table = "coloured_posets";
    k.key_columns = "size, poset, colours";
    k.value_columns = "blacks, height, width, balanced, blocking_triples, bw, pomax, aut";
    k.name_column = "poset";
    k.label = "classes";
    k.size_column = "size";
    k.fine_columns = "size, blacks";
    k.value_column = "pomax";
    k.value_prefix = "pomax";
    k.conjecture = &coloured_posets_conjectures();
    k.report_plots = add_coloured_plots;
    k.lookup = &coloured_posets_lookup();
    return k;
  }();
  return t;
}

void add_coloured_posets_kind(JobRegistry& registry) {
  JobKind k;
  k.name = "coloured-posets";
  k.summary = "Every black/white-coloured poset up to isomorphism, with black-white and pomax values";
  k.footer =
      "Posets from nauty-genposetg, colourings up to the poset's automorphisms (nauty), per class: size,\n"
      "blacks, height, width, balanced (004 Def. 4.1), blocking triples, the black-white value (Black =\n"
      "Left, exact) and the pomax value (White = Left). Units commit atomically; rerun to resume.\n"
      "Examples:\n"
      "  posetlab enumerate coloured-posets --size 7\n"
      "  posetlab query \"SELECT bw, count(*) FROM coloured_posets WHERE size=4 GROUP BY bw\"";
  JobParam size{"size", ParamType::Int,
                "Every poset on 0..N points, all sizes up to N in one job (N <= {high}; posets --size N is N alone)", 0,
                kColouredJobMaxSize};
  size.required = true;
  k.params = {size};
  k.tables = {&coloured_posets_table()};
  k.make_job = [](const JobParams& params) -> std::unique_ptr<Job> {
    return std::make_unique<ColouredTableJob>(ColouredPosetsSpec{params.value("size"), params.threads});
  };
  // Rows: at most the colourings of every poset, sum of A000112(n) 2^n (measured at n = 8: 78 %
  // of it, 3.4 M rows); 6 us of CPU, 3 us of the writer and 65 bytes a row at n = 7 and 8 on
  // the project's 2-core AMD EPYC (0.4 GB of memory at n = 8).
  k.estimate = [](const JobParams& params) -> std::optional<JobEstimate> {
    const int size_max = params.value("size");
    double rows = 0;
    for (int n = 0; n <= size_max; ++n) rows += double(kPosetCounts[n]) * std::ldexp(1.0, n);
    JobEstimate e;
    e.parallel_seconds = rows * 6e-6;
    e.serial_seconds = rows * 3e-6;
    e.disk_bytes = rows * 65;
    e.memory_bytes = 0.4e9 * std::max(1.0, rows / 4.35e6);
    char basis[128];
    std::snprintf(basis, sizeof basis, "at most %.3g coloured posets at about 9 us and 65 bytes each", rows);
    e.basis = basis;
    return e;
  };
  // The table's key holds no part: the M parts of a size are checked together.
  k.unit_scope = [](const std::string& kind, const std::string&, const std::string& key) -> std::optional<UnitScope> {
    const auto unit = parse_part_key(key);
    if (kind != "coloured-posets" || !unit) return std::nullopt;
    const int n = unit->n, parts = unit->parts;
    return unit_scope_of(coloured_posets_table(), "size = " + std::to_string(n),
                         kind + "|n=" + std::to_string(n) + "/" + std::to_string(parts), std::uint64_t(parts));
  };
  registry.add(std::move(k));
}

namespace {

class ColouredWriter : public TableWriter {
 public:
  explicit ColouredWriter(Db& db) : inserter_(db) {}
  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const ColouredPosetClass& c : static_cast<const RowsOf<ColouredPosetClass>&>(batch).rows)
      added += inserter_.insert(c) ? 1 : 0;
    return added;
  }

 private:
  ColouredInserter inserter_;
};

}  // namespace

const TableDescription& ColouredTableJob::table() const { return coloured_posets_table(); }

std::unique_ptr<TableWriter> ColouredTableJob::writer(Db& db) const { return std::make_unique<ColouredWriter>(db); }

JobReport run_coloured_job(Store& store, const ColouredPosetsSpec& spec, const JobOptions& options) {
  ColouredTableJob kind(spec);
  return run_job(store, kind, options);
}

ColouredInserter::ColouredInserter(Db& db)
    : db_(db),
      insert_(db, "coloured_posets",
              "size, poset, colours, blacks, height, width, balanced, blocking_triples, bw, pomax, aut") {}

bool ColouredInserter::insert(const ColouredPosetClass& c) {
  const ColouredPosetRow& r = c.row;
  if (!r.pomax.is_integer() || !r.pomax.fits_int64())
    throw DbError(db_.path() + ": pomax value " + r.pomax.to_string() + " of " + c.poset + " " + r.colour_word() +
                  " is not an integer");
  const std::string colours = r.colour_word(), bw = r.bw.to_string();
  auto bind = [&](Stmt& s) {
    s.bind(1, r.size).bind_static(2, c.poset).bind_static(3, colours).bind(4, r.blacks).bind(5, r.height);
    s.bind(6, r.width).bind(7, r.balanced ? 1 : 0).bind(8, r.blocking_triples).bind_static(9, bw);
    s.bind(10, r.pomax.small_numerator()).bind(11, static_cast<std::int64_t>(r.automorphisms));
  };
  return insert_.put(bind, [&] {
    return "coloured poset " + c.poset + " " + colours + " is already stored with different values (bw " + bw +
           " computed now)";
  });
}

namespace {

Dyadic read_dyadic(WireReader& in) {
  const std::string text = in.string();
  const std::optional<Dyadic> d = Dyadic::parse(text);
  if (!d) in.fail("malformed number '" + text + "'");
  return *d;
}

}  // namespace

void encode_coloured_rows(const std::vector<ColouredPosetClass>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const ColouredPosetClass& c : rows) {
    const ColouredPosetRow& r = c.row;
    w.string(c.poset);
    w.varint(std::uint64_t(r.size));
    w.varint(r.white);
    w.varint(std::uint64_t(r.blacks));
    w.varint(std::uint64_t(r.height));
    w.varint(std::uint64_t(r.width));
    w.varint(std::uint64_t(r.blocking_triples));
    w.byte(r.balanced ? 1 : 0);
    w.string(r.bw.to_string());
    w.string(r.pomax.to_string());
    w.varint(r.automorphisms);
  }
}

std::vector<ColouredPosetClass> decode_coloured_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "coloured_posets rows");
  std::vector<ColouredPosetClass> rows(in.count());
  for (ColouredPosetClass& c : rows) {
    ColouredPosetRow& r = c.row;
    c.poset = in.string();
    r.size = int(in.at_most(64));
    r.white = in.varint();
    r.blacks = int(in.at_most(64));
    r.height = int(in.at_most(64));
    r.width = int(in.at_most(64));
    r.blocking_triples = int(in.at_most(kWireIntMax));
    const std::uint8_t balanced = in.byte();
    if (balanced > 1) in.fail("malformed flag");
    r.balanced = balanced;
    r.bw = read_dyadic(in);
    r.pomax = read_dyadic(in);
    r.automorphisms = in.varint();
  }
  in.expect_end();
  return rows;
}

}  // namespace posetlab
