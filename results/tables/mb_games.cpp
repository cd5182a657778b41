// The mb_games table; see mb_games.hpp.
#include "results/tables/mb_games.hpp"

#include <cstdio>
#include <map>
#include <string>
#include <utility>

#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_dot.hpp"
#include "engine/positional/positional_game.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/wire_codec.hpp"
#include "results/queries/report_plot.hpp"
#include "results/queries/svg_plot.hpp"
#include "results/store/keyed_insert.hpp"

namespace posetlab {

namespace {

// A row as its poset followed by its winning sets.
void describe_mb_row(const std::map<std::string, std::string>& text, ConjectureRow& r) {
  if (!text.count("poset")) return;
  const Poset p = parse_digraph6(text.at("poset"));
  const std::string sets = text.count("sets") ? text.at("sets") : std::string("-");
  r.text = p.to_text() + " | " + (sets == "-" ? std::string() : sets);
  r.dot = poset_to_dot(p);
}

// The sizes an mb-games job key covers per family ("mb-games:clutters<=A;singletons<=B",
// -1: none), read strictly: the key must be the one the job writes.
std::optional<std::map<std::string, int>> mb_job_bounds(const std::string& key) {
  MbGamesSpec spec;
  if (std::sscanf(key.c_str(), "mb-games:clutters<=%d;singletons<=%d", &spec.clutters_max, &spec.singletons_max) != 2 ||
      key != "mb-games:" + spec.canonical_key())
    return std::nullopt;
  return std::map<std::string, int>{{"clutters", spec.clutters_max}, {"singletons", spec.singletons_max}};
}

const ConjectureTable& mb_games_conjectures() {
  static const ConjectureTable c = [] {
    ConjectureTable t;
    t.name = "mb_games";
    t.size_sql = "size";
    t.readable = {"mb_games"};
    t.invariants = {"size", "height", "set_count", "aut"};
    t.properties = {"parity", "set_count = 0", "height = 1"};
    t.targets = {"maker_first", "maker_second"};
    t.object = "Maker-Breaker game";
    t.completeness = [](Db& db) {
      return job_cover_completeness(db, "mb-games", {"clutters", "singletons"}, mb_job_bounds);
    };
    t.describe = describe_mb_row;
    t.predicates = {{"Maker wins first", "maker_first = 1"},
                    {"Maker wins second", "maker_second = 1"},
                    {"no winning set", "set_count = 0"},
                    {"antichain", "height = 1"},
                    {"odd size", "parity = 1"}};
    return t;
  }();
  return c;
}

// The mb_games plot of the report: the share of each Maker-Breaker outcome class (M, B,
// N, P) among the stored games of each size, one panel per family and size.
void add_mb_plots(Db& db, ReportPlots& out) {
  if (!table_has_rows(db, "mb_games")) {
    out.skipped.push_back("The mb_games table is empty (run `posetlab enumerate mb-games`).");
    return;
  }
  std::map<std::pair<std::string, int>, std::map<std::string, std::uint64_t>> counts;
  Stmt q = db.prepare("SELECT families, size, outcome, count(*) FROM mb_games GROUP BY families, size, outcome");
  while (q.step()) counts[{q.text(0), int(q.int64(1))}][q.text(2)] = std::uint64_t(q.int64(3));
  const std::string note = "games as stored in the mb_games table; a size a job did not finish shows in part";
  BarChart chart{"Maker-Breaker outcome classes per size", "outcome", "share of games", note, false, 4, {}};
  chart.shares = true;
  for (const auto& [key, outcomes] : counts) {
    BarPanel panel;
    std::uint64_t games = 0;
    for (const char* o : {"M", "B", "N", "P"}) {
      const auto it = outcomes.find(o);
      panel.bars.push_back({o, it == outcomes.end() ? 0 : it->second});
      games += panel.bars.back().value;
    }
    panel.title = key.first + ", n = " + std::to_string(key.second) + ": " + std::to_string(games) + " games";
    chart.panels.push_back(std::move(panel));
  }
  out.plots.push_back({"mb-outcomes",
                       "Share of each outcome class (M: Maker wins, B: Breaker wins, N: the starter wins, P: the "
                       "starter loses) among the Maker-Breaker games stored, per family of winning sets and size (" +
                           note + ").",
                       svg_bar_chart(chart)});
}

}  // namespace

const TableDescription& mb_games_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.table = "mb_games";
    k.key_columns = "families, size, poset, sets";
    k.value_columns = "height, parity, set_count, set_sizes, outcome, maker_first, maker_second, aut";
    k.name_column = "sets";
    k.label = "games";
    k.size_column = "size";
    k.fine_columns = "size, set_count";
    k.value_column = "outcome";
    k.value_prefix = "";
    k.value_letters = "MBNP";
    k.conjecture = &mb_games_conjectures();
    k.report_plots = add_mb_plots;
    return k;
  }();
  return t;
}

namespace {

MbGamesSpec mb_games_spec(const JobParams& params) {
  return MbGamesSpec{params.value("clutters"), params.value("singletons"), params.threads};
}

}  // namespace

void add_mb_games_kind(JobRegistry& registry) {
  JobKind k;
  k.name = "mb-games";
  k.summary = "Maker-Breaker poset games up to isomorphism, with their outcomes (003)";
  k.footer =
      "Posets from nauty-genposetg, families of winning sets up to the poset's automorphisms (nauty); per\n"
      "game: height, parity, set count and sizes, the outcome (M/B/N/P) and who wins from each start.\n"
      "Units commit atomically; rerun to resume.\n"
      "Examples:\n"
      "  posetlab enumerate mb-games --clutters 4 --singletons 6\n"
      "  posetlab query \"SELECT outcome, count(*) FROM mb_games WHERE families='clutters' GROUP BY outcome\"";
  JobParam clutters{"clutters", ParamType::Int, "Every clutter of winning sets on 0..N points (N <= {high}, -1: none)",
                    0, kMbJobMaxClutters};
  clutters.none = -1;
  clutters.fallback = ParamValue{MbGamesSpec{}.clutters_max, 0};
  clutters.line_fallback = ParamValue{-1, -1};
  JobParam singletons{"singletons", ParamType::Int,
                      "Every family of singleton winning sets on 0..N points (N <= {high}, -1: none)", 0,
                      kMbJobMaxSingletons};
  singletons.none = -1;
  singletons.fallback = ParamValue{MbGamesSpec{}.singletons_max, 0};
  singletons.line_fallback = ParamValue{-1, -1};
  k.params = {clutters, singletons};
  k.groups = {{{"clutters", "singletons"}, false}};
  k.tables = {&mb_games_table()};
  k.make_job = [](const JobParams& params) -> std::unique_ptr<Job> {
    return std::make_unique<MbGamesTableJob>(mb_games_spec(params));
  };
  k.line_text = [](const JobParams& params) { return "mb-games " + mb_games_spec(params).canonical_key(); };
  // Every mb-games job is at most the one of the largest options, measured on the project's
  // 2-core AMD EPYC: 3.9 M games, 24 s of CPU, 0.36 GB of database, 0.5 GB of memory.
  k.estimate = [](const JobParams&) -> std::optional<JobEstimate> {
    JobEstimate e;
    e.parallel_seconds = 24;
    e.disk_bytes = 0.36e9;
    e.memory_bytes = 0.5e9;
    e.basis = "at most the job of the largest options: 3.9 M games, 24 s of CPU";
    return e;
  };
  // A unit is one family kind at one size (its key: enumerate/mb_games_job.hpp).
  k.unit_scope = [](const std::string& kind, const std::string&, const std::string& key) -> std::optional<UnitScope> {
    const std::optional<MbGamesUnit> unit = parse_mb_games_unit_key(key);
    if (kind != "mb-games" || !unit) return std::nullopt;
    return unit_scope_of(mb_games_table(),
                         std::string("families = '") + mb_families_name(unit->families) +
                             "' AND size = " + std::to_string(unit->n),
                         kind + "|" + key, 1);
  };
  registry.add(std::move(k));
}

namespace {

// Inserts rows; a row stored before must carry the same values (else ConflictError).
class MbGamesWriter : public TableWriter {
 public:
  explicit MbGamesWriter(Db& db)
      : insert_(db, "mb_games",
                "families, size, poset, sets, height, parity, set_count, set_sizes, outcome, maker_first, "
                "maker_second, aut") {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const MbGameClass& c : static_cast<const RowsOf<MbGameClass>&>(batch).rows) added += insert_one(c);
    return added;
  }

 private:
  bool insert_one(const MbGameClass& c) {
    const MbGameRow& r = c.row;
    const std::string families = mb_families_name(c.families), sets = r.sets_text(), sizes = r.set_sizes();
    const std::string outcome(1, r.outcome);
    auto bind = [&](Stmt& s) {
      s.bind_static(1, families).bind(2, r.size).bind_static(3, c.poset).bind_static(4, sets).bind(5, r.height);
      s.bind(6, r.size % 2).bind(7, static_cast<int>(r.sets.size())).bind_static(8, sizes);
      s.bind_static(9, outcome).bind(10, r.maker_first ? 1 : 0).bind(11, r.maker_second ? 1 : 0);
      s.bind(12, static_cast<std::int64_t>(r.automorphisms));
    };
    return insert_.put(bind, [&] {
      return "Maker-Breaker game " + c.poset + " " + sets + " is already stored with different values (outcome " +
             outcome + " computed now)";
    });
  }

  KeyedInsert insert_;
};

}  // namespace

const TableDescription& MbGamesTableJob::table() const { return mb_games_table(); }

std::unique_ptr<TableWriter> MbGamesTableJob::writer(Db& db) const { return std::make_unique<MbGamesWriter>(db); }

JobReport run_mb_games_job(Store& store, const MbGamesSpec& spec, const JobOptions& options) {
  MbGamesTableJob kind(spec);
  return run_job(store, kind, options);
}

namespace {

constexpr std::uint64_t kMaxPoints = 64;

bool is_outcome(char c) { return c == 'M' || c == 'B' || c == 'N' || c == 'P'; }

}  // namespace

void encode_mb_game_rows(const std::vector<MbGameClass>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const MbGameClass& c : rows) {
    const MbGameRow& r = c.row;
    w.byte(c.families == MbFamilies::Clutters ? 0 : 1);
    w.string(c.poset);
    w.varint(std::uint64_t(r.size));
    w.varint(std::uint64_t(r.height));
    w.varint(r.sets.size());
    for (std::uint64_t s : r.sets) w.varint(s);
    w.byte(std::uint8_t(r.outcome));
    w.byte(std::uint8_t((r.maker_first ? 1 : 0) | (r.maker_second ? 2 : 0)));
    w.varint(r.automorphisms);
  }
}

std::vector<MbGameClass> decode_mb_game_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "mb-games rows");
  std::vector<MbGameClass> rows(in.count());
  for (MbGameClass& c : rows) {
    MbGameRow& r = c.row;
    const std::uint8_t families = in.byte();
    if (families > 1) in.fail("malformed family kind");
    c.families = families == 0 ? MbFamilies::Clutters : MbFamilies::Singletons;
    c.poset = in.string();
    r.size = int(in.at_most(kMaxPoints));
    r.height = int(in.at_most(kMaxPoints));
    r.sets.resize(in.count());
    const std::uint64_t points = r.size == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << r.size) - 1;
    for (std::uint64_t& s : r.sets) {
      s = in.varint();
      if (s == 0 || (s & ~points)) in.fail("winning set out of range");
    }
    r.outcome = char(in.byte());
    if (!is_outcome(r.outcome)) in.fail("malformed outcome");
    const std::uint8_t wins = in.byte();
    if (wins > 3) in.fail("malformed flags");
    r.maker_first = wins & 1, r.maker_second = wins & 2;
    if (outcome_class(r.maker_first, r.maker_second) != r.outcome) in.fail("outcome contradicts its flags");
    r.automorphisms = in.varint();
  }
  in.expect_end();
  return rows;
}

}  // namespace posetlab
