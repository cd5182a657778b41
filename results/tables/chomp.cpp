// The chomp table; see chomp.hpp.
#include "results/tables/chomp.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_shape.hpp"
#include "enumerate/chomp_pass_progress.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/queries/lookup.hpp"
#include "results/queries/report_plot.hpp"
#include "results/queries/svg_board.hpp"
#include "results/store/keyed_insert.hpp"

namespace posetlab {

namespace {

// Outcome rows (boxes past 16 x 16) have grundy NULL: a test reading grundy leaves their
// sizes undecided, and mining skips rows whose target is NULL. A size b is complete when a
// chomp job's unit box=b is committed: it writes every board a x b, a <= b, whichever job,
// pass or shard wrote it.
const ConjectureTable& chomp_conjectures() {
  static const ConjectureTable c = [] {
    ConjectureTable t;
    t.name = "chomp";
    t.size_sql = "b";
    t.readable = {"chomp"};
    t.invariants = {"a", "b", "a * b"};
    t.properties = {"a = b", "a = 1", "a = 2", "grundy IS NOT NULL"};
    t.targets = {"winning_bites", "grundy"};
    t.object = "Chomp board a x b (a <= b)";
    t.size_noun = "columns";
    t.completeness = [](Db& db) {
      return unit_completeness(db, "chomp", "chomp", "b", parse_chomp_unit_key,
                               "a chomp job's unit box=n is committed (it writes every board a x n, a <= n)",
                               "posetlab enumerate chomp --max ");
    };
    t.predicates = {{"P-position", "outcome = 'P'", 'P'},
                    {"N-position", "outcome = 'N'", 'N'},
                    {"square", "a = b"},
                    {"one row", "a = 1"},
                    {"two rows", "a = 2"},
                    {"one winning bite", "winning_bites = 1"},
                    {"several winning bites", "winning_bites > 1"},
                    {"Grundy value stored", "grundy IS NOT NULL"},
                    {"even cells", "(a * b) % 2 = 0"}};
    t.known_bounds = {{"grundy", "grundy <= a * b - 1"}, {"grundy", "grundy >= 0"}};  // a*b - 1 points
    return t;
  }();
  return c;
}

// A Chomp board in any labelling (a rows x cols grid without its poisoned square) is the
// row a x b, a <= b: the transposed board is the same game.
const TableLookup& chomp_lookup() {
  static const TableLookup l{[](Db& db, const LookupQuery& q, std::vector<StoredRow>& out) {
    if (q.colours) return;
    const std::optional<ChompShape> shape = recognise_chomp(q.poset);
    if (!shape || !shape->is_board()) return;
    Stmt s = db.prepare("SELECT * FROM chomp WHERE a = ? AND b = ?");
    s.bind(1, std::min(shape->rows(), shape->cols())).bind(2, std::max(shape->rows(), shape->cols()));
    collect_stored_rows(s, "chomp", out);
  }, 2};
  return l;
}

// The chomp plot of the report: every stored board a x b drawn as a small grid at row a,
// column b of the chart, its winning bites marked as cells (row, column) with the poisoned
// square (0,0) at the top left, as the papers and the chomp table write them.

// "(0,3) (2,5)" -> cells; "-" -> none. DbError for any other text.
std::vector<std::pair<int, int>> parse_chomp_bites_text(const std::string& text, const std::string& board) {
  std::vector<std::pair<int, int>> cells;
  if (text == "-") return cells;
  std::size_t at = 0;
  while (at < text.size()) {
    int r = 0, c = 0, used = 0;
    if (std::sscanf(text.c_str() + at, " (%d,%d)%n", &r, &c, &used) != 2 || used == 0)
      throw DbError("chomp board " + board + ": unreadable bites '" + text + "'");
    cells.emplace_back(r, c);
    at += std::size_t(used);
  }
  return cells;
}

void add_chomp_plot(Db& db, ReportPlots& out) {
  if (!table_has_rows(db, "chomp")) {
    out.skipped.push_back("The chomp table is empty (run `posetlab enumerate chomp`).");
    return;
  }
  BoardChart chart;
  chart.title = "Winning bites of the Chomp boards a x b (row a, column b)";
  chart.note = "red: the winning bites (row, column); black: the poisoned square (0,0), top left";
  Stmt q = db.prepare("SELECT a, b, bites FROM chomp ORDER BY a, b");
  int largest = 0;
  while (q.step()) {
    CellBoard board;
    board.rows = int(q.int64(0)), board.cols = int(q.int64(1));
    board.title = std::to_string(board.rows) + " x " + std::to_string(board.cols);
    board.marked = parse_chomp_bites_text(q.text(2), board.title);
    board.grid_row = board.rows - 1, board.grid_col = board.cols - 1;
    largest = std::max(largest, board.cols);
    chart.boards.push_back(std::move(board));
  }
  out.plots.push_back({"chomp-bites",
                       "The winning bites of the " + std::to_string(chart.boards.size()) +
                           " Chomp boards stored (up to " + std::to_string(largest) +
                           " columns), each board a x b at row a and column b; a winning bite (r,c) removes every "
                           "cell (r',c') with r' >= r and c' >= c and leaves a position of value 0.",
                       svg_board_chart(chart)});
}

}  // namespace

const TableDescription& chomp_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.table = "chomp";
    k.key_columns = "a, b";
    k.value_columns = "grundy, outcome, winning_bites, bites";
    k.name_column = "bites";
    k.label = "boards";
    k.size_column = "b";
    k.fine_columns = "b, a";
    // Rows of the outcome pass count in no Grundy column: stats shows them apart.
    k.summary_columns = "sum(grundy IS NULL) AS outcome_rows";
    k.unknown_columns = "grundy";  // an outcome row agrees with the Grundy row of its board
    k.conjecture = &chomp_conjectures();
    k.report_plots = add_chomp_plot;
    k.lookup = &chomp_lookup();
    return k;
  }();
  return t;
}

void add_chomp_kind(JobRegistry& registry) {
  JobKind k;
  k.name = "chomp";
  k.summary = "Every Chomp board up to B x B with its outcome, winning bites and Grundy value";
  k.footer =
      "One dense retrograde pass per box n x n values every board inside it; unit n stores the boards\n"
      "a x n. Boxes up to --grundy-box (16 x 16 unless told) keep Grundy values (one byte per\n"
      "position: C(2n, n) bytes); larger boxes, and every box with --outcome, keep outcomes only (one\n"
      "bit per position) and store rows with grundy NULL. Each pass saves a checkpoint beside the\n"
      "database every --checkpoint-seconds; rerunning the same command resumes after the last saved\n"
      "layer.\n"
      "Cells are (row, column) from the poisoned square (0,0). Units commit atomically; rerun to\n"
      "resume; --shard R/M and `posetlab merge` to split.\n"
      "Examples:\n"
      "  posetlab enumerate chomp --max 14\n"
      "  posetlab enumerate chomp --max 20\n"
      "  posetlab enumerate chomp --max 18 --grundy-box 18 --yes\n"
      "  posetlab query \"SELECT a, b, bites FROM chomp WHERE winning_bites > 1\"";
  JobParam max{"max", ParamType::Int, "Boards a x b with a <= b <= B (B <= {high})", 1, kChompJobMaxBox};
  max.required = true;
  max.metavar = "B";
  JobParam outcome{"outcome", ParamType::Bool,
                   "Outcomes and winning bites only (one bit per position), no Grundy values, for every box"};
  outcome.fallback = ParamValue{0, 0};
  outcome.option = "--outcome";
  JobParam checkpoint{"checkpoint-seconds", ParamType::Int,
                      "Seconds between checkpoints of a pass, at least ({low}..{high}; 0: after every layer)",
                      0, 86400};
  checkpoint.fallback = ParamValue{ChompSpec{}.checkpoint_seconds, 0};
  checkpoint.metavar = "S";
  JobParam grundy{"grundy-box", ParamType::Int,
                  "Boxes up to G x G run the Grundy pass, one byte a position ({low}..{high}; 18: 9.1 GB)", 1,
                  kChompJobMaxBox};
  grundy.fallback = ParamValue{kChompGrundyDefaultBox, 0};
  grundy.metavar = "G";
  k.params = {max, outcome, checkpoint, grundy};
  k.tables = {&chomp_table()};
  // Costs measured on the project's 2-core AMD EPYC (bench/RESULTS.md): the Grundy pass 470 ns of
  // CPU a position (16 x 16: 601 M positions, 282 s), the outcome pass 74-101 ns a position
  // (20 x 20: 137.8 G positions, 10 195 s); a checkpoint is the array itself, on disk.
  k.estimate = [](const JobParams& params) -> std::optional<JobEstimate> {
    const int n = params.value("max"), grundy_box = std::min(n, int(params.value("grundy-box")));
    const bool outcome_pass = params.flag("outcome") || n > grundy_box;
    const double positions = double(ChompDense::positions(n, n));
    JobEstimate e;
    e.memory_bytes = double(ChompDense::bytes_needed(n, n, outcome_pass));
    e.disk_bytes = e.memory_bytes;  // the checkpoint
    char basis[160];
    if (outcome_pass) {
      e.parallel_seconds = positions * 90e-9;
      if (!params.flag("outcome")) {  // the smaller boards still get their Grundy pass
        const double bytes = double(ChompDense::bytes_needed(grundy_box, grundy_box, false));
        e.parallel_seconds += double(ChompDense::positions(grundy_box, grundy_box)) * 470e-9;
        e.memory_bytes = std::max(e.memory_bytes, bytes);
        e.disk_bytes = std::max(e.disk_bytes, bytes);
      }
      std::snprintf(basis, sizeof basis, "the outcome pass over %.3g positions of the %d x %d box at about 90 ns and one bit each",
                    positions, n, n);
    } else {
      e.parallel_seconds = positions * 470e-9;
      std::snprintf(basis, sizeof basis, "the Grundy pass over %.3g positions of the %d x %d box at about 470 ns and one byte each",
                    positions, n, n);
    }
    e.basis = basis;
    return e;
  };
  k.make_job = [](const JobParams& params) -> std::unique_ptr<Job> {
    ChompSpec spec;
    spec.max = params.value("max");
    spec.threads = params.threads;
    spec.outcome = params.flag("outcome");
    spec.checkpoint_seconds = params.value("checkpoint-seconds");
    spec.grundy_max = params.value("grundy-box");
    spec.stop = interrupt_requested;  // a box of 16 takes minutes: stop within it
    if (params.progress) spec.note = [](const std::string& line) { std::cerr << "posetlab enumerate chomp: " << line << "\n"; };
    if (params.progress)
      spec.progress = [progress = ChompPassProgress()](int box, const ChompDenseStats& s) mutable {
        std::cerr << "posetlab enumerate chomp: " << progress.line(box, box, s) << "\n";
      };
    return std::make_unique<ChompTableJob>(std::move(spec));
  };
  // Unit n stores the boards a x n.
  k.unit_scope = [](const std::string& kind, const std::string&, const std::string& key) -> std::optional<UnitScope> {
    const std::optional<int> box = parse_chomp_unit_key(key);
    if (kind != "chomp" || !box) return std::nullopt;
    return unit_scope_of(chomp_table(), "b = " + std::to_string(*box), kind + "|" + key, 1);
  };
  registry.add(std::move(k));
}

namespace {

// Inserts rows; a board stored before must carry the same values (else ConflictError).
// An outcome row and a row with a Grundy value agree when their outcomes and bites do: the
// board keeps the row stored first, so every unit of box n writes the same rows whichever
// pass computed them (their unit checksums agree).
class ChompWriter : public TableWriter {
 public:
  explicit ChompWriter(Db& db)
      : insert_(db, "chomp", "a, b, grundy, outcome, winning_bites, bites"),
        stored_(db.prepare("SELECT grundy, bites FROM chomp WHERE a = ?1 AND b = ?2")) {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const ChompBoard& computed : static_cast<const RowsOf<ChompBoard>&>(batch).rows) {
      ChompBoard r = computed;
      const std::string bites = r.bites_text();
      stored_.bind(1, r.a).bind(2, r.b);
      if (stored_.step() && stored_.text(1) == bites && r.grundy.has_value() != (stored_.type(0) != SQLITE_NULL))
        r.grundy = stored_.type(0) == SQLITE_NULL ? std::nullopt : std::optional<int>(int(stored_.int64(0)));
      stored_.reset();
      auto bind = [&](Stmt& s) {
        s.bind(1, r.a).bind(2, r.b);
        if (r.grundy)
          s.bind(3, *r.grundy);
        else
          s.bind_null(3);  // an outcome row
        s.bind_static(4, r.outcome());
        s.bind(5, static_cast<int>(r.bites.size())).bind_static(6, bites);
      };
      added += insert_.put(bind, [&] {
        return "Chomp board " + std::to_string(r.a) + " x " + std::to_string(r.b) +
               " is already stored with different values (Grundy value " +
               (r.grundy ? std::to_string(*r.grundy) : std::string("none")) +
               ", bites " + bites + " computed now)";
      });
    }
    return added;
  }

 private:
  KeyedInsert insert_;
  Stmt stored_;
};

}  // namespace

const TableDescription& ChompTableJob::table() const { return chomp_table(); }

std::unique_ptr<TableWriter> ChompTableJob::writer(Db& db) const { return std::make_unique<ChompWriter>(db); }

}  // namespace posetlab
