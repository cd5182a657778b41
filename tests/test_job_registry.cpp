// The job registry's seam: a job kind declared in this file alone (its parameters, its
// own table with its CREATE statement, its Job) is read from a nightly line and from
// command-line options by the one parameter parser, and runs through the common runner:
// a full run, a run interrupted between units and resumed, two shards merged, with the
// table's content checksum equal in every case to the one-process run and its values
// equal to a closed formula. stats and merge see the table through table_descriptions(),
// conjectures through the ConjectureTable its description points to, and the value counts
// and report plots through the population and plot maker it lists. The same units also
// feed a counting sink (counting.hpp) with no database at all.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/counting.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/job_params.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/job_runner.hpp"
#include "results/jobs/merge.hpp"
#include "results/jobs/nightly_config.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "results/jobs/unit_checksum.hpp"
#include "results/queries/stats.hpp"
#include "results/queries/value_plots.hpp"
#include "results/store/keyed_insert.hpp"
#include "verify/report_plots.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

// The toy kind: the numbers 1..max, cut into `parts` units by residue, each stored with
// its square and the parity of its number of divisors (odd exactly for squares).
struct SquareRow {
  int n = 0;
  std::int64_t square = 0;
  int divisors = 0;
};

int divisor_count(int n) {
  int c = 0;
  for (int d = 1; d <= n; ++d) c += n % d == 0;
  return c;
}

int interrupt_after_units = -1;  // > 0: ask the runner to stop after that many units

// What conjectures read of the toy table: the size is n, and a job with max=M holds every
// size up to M once all its units are committed.
const ConjectureTable& squares_conjectures() {
  static const ConjectureTable c = [] {
    ConjectureTable t;
    t.name = "toy_squares";
    t.size_sql = "n";
    t.readable = {"toy_squares"};
    t.invariants = {"n", "divisors"};
    t.properties = {"odd = 'yes'"};
    t.targets = {"divisors"};
    t.object = "number";
    t.size_noun = "as its value";
    t.completeness = [](Db& db) {
      return job_cover_completeness(db, "toy-squares", {"all"}, [](const std::string& key) {
        int top = 0, units = 0;
        std::optional<std::map<std::string, int>> out;
        if (std::sscanf(key.c_str(), "toy-squares:max=%d;parts=%d", &top, &units) == 2) out = {{{"all", top}}};
        return out;
      });
    };
    t.predicates = {{"square", "odd = 'yes'"}, {"even", "n % 2 = 0"}};
    t.known_bounds = {{"divisors", "divisors <= n"}};
    return t;
  }();
  return c;
}

// The toy's counted population: each number n is the one class of size n, of value 1 when
// it is a square (an odd number of divisors) and 0 otherwise; a size is complete once a job
// with all its units committed covers it (the conjectures' rule).
const CountedPopulation& squares_population() {
  static const CountedPopulation p = [] {
    CountedPopulation t;
    t.name = "toy-squares";
    t.words = "numbers n (toy)";
    t.rows_named = "toy_squares";
    t.fill = "posetlab enumerate toy-squares --max ";
    t.plot_stem = "toy-squares";
    t.plot_plural = "numbers";
    t.listed = 2;
    t.read = [](Db& db, const CountedPopulation&, ValueCounts& c) {
      c.table = "toy_squares table";
      c.what = "numbers";
      c.completeness = "a toy-squares job with all its units committed covers n";
      const SizeCompleteness complete = complete_sizes(db, squares_conjectures());
      std::map<int, int> square;  // n -> 1 for a square
      Stmt q = db.prepare("SELECT n, divisors % 2 FROM toy_squares");
      while (q.step()) square[int(q.int64(0))] = int(q.int64(1));
      for (int n : complete.complete)
        if (square.count(n)) c.by_size[n][square[n]] = 1, c.complete_in_rows.insert(n);
      for (const auto& [n, value] : square)
        if (!c.by_size.count(n)) c.incomplete[n] = "size " + std::to_string(n) + ": no complete toy-squares job covers it";
    };
    return t;
  }();
  return p;
}

const TableDescription& squares_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.conjecture = &squares_conjectures();
    k.populations = {&squares_population()};
    k.report_plots = [](Db& db, ReportPlots& out) { add_value_plots(db, squares_population(), out); };
    k.table = "toy_squares";
    k.key_columns = "n";
    k.value_columns = "square, divisors, odd";
    k.name_column = "n";
    k.label = "numbers";
    k.size_column = "odd";
    k.fine_columns = "odd, divisors";
    k.value_column = "divisors";
    k.value_prefix = "d";
    k.create_sql =
        "CREATE TABLE IF NOT EXISTS toy_squares (n INTEGER NOT NULL, square INTEGER NOT NULL, "
        "divisors INTEGER NOT NULL, odd TEXT NOT NULL, PRIMARY KEY (n)) WITHOUT ROWID";
    return k;
  }();
  return t;
}

class SquaresWriter : public TableWriter {
 public:
  explicit SquaresWriter(Db& db) : insert_(db, "toy_squares", "n, square, divisors, odd") {}
  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const SquareRow& r : static_cast<const RowsOf<SquareRow>&>(batch).rows) {
      const std::string odd = r.divisors % 2 ? "yes" : "no";
      added += insert_.put([&](Stmt& s) { s.bind(1, r.n).bind(2, r.square).bind(3, r.divisors).bind_static(4, odd); },
                           [&] { return "number " + std::to_string(r.n) + " stored with other values"; });
    }
    return added;
  }

 private:
  KeyedInsert insert_;
};

class SquaresJob : public Job {
 public:
  SquaresJob(int max, int parts, int threads) : max_(max), parts_(parts), threads_(threads) {}
  std::string kind() const override { return "toy-squares"; }
  std::string key() const override { return "toy-squares:" + parameters(); }
  std::string parameters() const override { return "max=" + std::to_string(max_) + ";parts=" + std::to_string(parts_); }
  int threads() const override { return threads_; }
  const TableDescription& table() const override { return squares_table(); }
  std::vector<WorkUnit> units() const override {
    std::vector<WorkUnit> out;
    for (int r = 0; r < parts_; ++r) out.push_back({std::uint64_t(r), "residue=" + std::to_string(r), 1});
    return out;
  }
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override {
    RowBatcher<SquareRow> batcher(sink, batch_rows);
    for (int n = 1; n <= max_; ++n)
      if (n % parts_ == int(unit.ordinal)) batcher.add({n, std::int64_t(n) * n, divisor_count(n)});
    batcher.flush();
    if (++units_run_ == interrupt_after_units) set_interrupt_requested(true);
  }
  std::unique_ptr<TableWriter> writer(Db& db) const override { return std::make_unique<SquaresWriter>(db); }

 private:
  int max_, parts_, threads_, units_run_ = 0;
};

const JobKind& squares_kind() {
  if (const JobKind* k = job_registry().find("toy-squares")) return *k;
  JobKind k;
  k.name = "toy-squares";
  k.summary = "The numbers 1..N with their squares (a test kind)";
  JobParam max{"max", ParamType::Int, "Numbers 1..N (N <= {high})", 1, 5000};
  max.required = true;
  max.line_range = true;
  JobParam parts{"parts", ParamType::Int, "Units ({low}..{high})", 1, 64};
  parts.fallback = ParamValue{4, 4};
  k.params = {max, parts};
  k.tables = {&squares_table()};
  k.make_job = [](const JobParams& p) -> std::unique_ptr<Job> {
    return std::make_unique<SquaresJob>(p.value("max"), p.value("parts"), p.threads);
  };
  // Unit "residue=R" of a job with parts=M wrote the numbers n with n % M = R.
  k.unit_scope = [](const std::string& kind, const std::string& job, const std::string& key) -> std::optional<UnitScope> {
    int r = 0, top = 0, units = 0;
    if (kind != "toy-squares" || std::sscanf(key.c_str(), "residue=%d", &r) != 1 ||
        std::sscanf(job.c_str(), "toy-squares:max=%d;parts=%d", &top, &units) != 2)
      return std::nullopt;
    return unit_scope_of(squares_table(), "n % " + std::to_string(units) + " = " + std::to_string(r), job + "|" + key, 1);
  };
  job_registry().add(std::move(k));
  return job_registry().at("toy-squares");
}

class JobRegistrySeam : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("posetlab_job_registry_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    squares_kind();
  }
  void TearDown() override {
    set_interrupt_requested(false);
    interrupt_after_units = -1;
    fs::remove_all(dir_);
  }
  std::string db(const std::string& name) const { return (dir_ / name).string(); }

  JobReport run(const std::string& path, const std::string& line, Shard shard = {}) {
    const std::vector<NightlyItem> items = parse_nightly_config(line + "\n", "toy.conf");
    EXPECT_EQ(items.size(), 1u);
    Store store(path, Store::Access::ReadWrite);
    std::unique_ptr<Job> job = job_registry().at(items[0].job_kind).make_job(items[0].params);
    JobOptions options;
    options.shard = shard;
    options.progress.enabled = false;
    return run_job(store, *job, options);
  }
  TableChecksum checksum(const std::string& path) {
    Store store(path, Store::Access::ReadOnly);
    return table_checksum(store.db(), squares_table());
  }

  fs::path dir_;
};

std::string line_error(const std::string& text) {
  try {
    parse_nightly_config(text, "toy.conf");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST_F(JobRegistrySeam, TheKindsParametersReadTheSameFromALineAndFromOptions) {
  const auto items = parse_nightly_config("toy-squares max=10..12 parts=3 threads=2\n", "toy.conf");
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[1].job_kind, "toy-squares");
  EXPECT_EQ(items[1].params.value("max"), 11);
  EXPECT_EQ(items[1].params.value("parts"), 3);
  EXPECT_EQ(items[1].params.threads, 2);
  EXPECT_EQ(items[1].text, "toy-squares max=11 parts=3");
  EXPECT_EQ(parse_nightly_config("toy-squares max=7\n", "toy.conf")[0].params.value("parts"), 4);  // fallback

  EXPECT_EQ(line_error("toy-squares max=0\n"), "toy.conf:1:17: max wants 1..5000, got 0");
  EXPECT_EQ(line_error("toy-squares max=9 parts=65\n"), "toy.conf:1:25: parts wants 1..64, got 65");
  EXPECT_EQ(line_error("toy-squares parts=2\n"), "toy.conf:1:1: toy-squares needs max=A[..B]");
  EXPECT_EQ(line_error("toy-squares max=3 colour=red\n"), "toy.conf:1:19: unknown key \"colour\" (max, parts, threads)");
  EXPECT_EQ(line_error("toy-squares max=3 max=4\n"), "toy.conf:1:19: key \"max\" given twice (first at column 13)");
  EXPECT_EQ(line_error("toy-squares max=3..x\n"), "toy.conf:1:20: max wants a non-negative integer, got \"x\"");
  EXPECT_NE(line_error("nothing-known max=3\n").find("toy-squares"), std::string::npos);

  const JobKind& kind = squares_kind();
  const JobParams cli = command_line_params(kind, {{"max", "11"}, {"parts", "3"}});
  EXPECT_EQ(cli.value("max"), items[1].params.value("max"));
  EXPECT_EQ(cli.value("parts"), items[1].params.value("parts"));
  EXPECT_EQ(params_as_options(kind, cli), "--max 11 --parts 3");
  EXPECT_EQ(params_as_options(kind, command_line_params(kind, {{"max", "5"}})), "--max 5 --parts 4");
  EXPECT_THROW(command_line_params(kind, {{"parts", "3"}}), UsageError);
  EXPECT_THROW(command_line_params(kind, {{"max", "5001"}}), UsageError);
}

TEST_F(JobRegistrySeam, FullRunResumeAndMergedShardsStoreTheSameTable) {
  const std::string line = "toy-squares max=200 parts=5";
  JobReport whole = run(db("whole.sqlite"), line);
  EXPECT_TRUE(whole.job_complete);
  EXPECT_EQ(whole.rows_job, 200u);
  const TableChecksum reference = checksum(db("whole.sqlite"));
  EXPECT_EQ(reference.rows, 200u);
  {
    // The values against closed forms: the sum of squares n(n+1)(2n+1)/6, and exactly the
    // squares have an odd number of divisors (14 of them up to 200).
    Store store(db("whole.sqlite"), Store::Access::ReadOnly);
    EXPECT_EQ(store.db().query_int("SELECT sum(square) FROM toy_squares"), 200 * 201 * 401 / 6);
    EXPECT_EQ(store.db().query_int("SELECT count(*) FROM toy_squares WHERE odd = 'yes'"), 14);
    EXPECT_EQ(store.db().query_int("SELECT count(*) FROM units WHERE job = 'toy-squares:max=200;parts=5'"), 5);
  }

  // Interrupted after two units, then the same job again: the rest, nothing twice.
  interrupt_after_units = 2;
  JobReport first = run(db("resumed.sqlite"), line);
  EXPECT_TRUE(first.interrupted);
  EXPECT_EQ(first.units_run, 2u);
  EXPECT_FALSE(first.job_complete);
  set_interrupt_requested(false);
  interrupt_after_units = -1;
  JobReport second = run(db("resumed.sqlite"), line);
  EXPECT_EQ(second.units_skipped, 2u);
  EXPECT_EQ(second.units_run, 3u);
  EXPECT_TRUE(second.job_complete);
  EXPECT_EQ(checksum(db("resumed.sqlite")), reference);
  EXPECT_EQ(run(db("resumed.sqlite"), line).units_run, 0u);  // complete: nothing to do

  // Two shards in two files, merged.
  EXPECT_TRUE(run(db("s0.sqlite"), line, Shard{0, 2}).shard_complete);
  EXPECT_TRUE(run(db("s1.sqlite"), line, Shard{1, 2}).shard_complete);
  EXPECT_NE(checksum(db("s0.sqlite")), reference);
  const MergeReport merged = merge_databases({db("s0.sqlite"), db("s1.sqlite")}, db("merged.sqlite"));
  EXPECT_EQ(merged.jobs_complete, 1u);
  bool counted = false;
  for (const auto& [table, rows] : merged.table_rows) counted = counted || (table == "toy_squares" && rows == 200);
  EXPECT_TRUE(counted);
  EXPECT_EQ(checksum(db("merged.sqlite")), reference);

  // stats lists the table and its checksum beside the built-in ones.
  Store store(db("merged.sqlite"), Store::Access::ReadOnly);
  StatsOptions so;
  so.checksum = true;
  std::ostringstream out;
  print_stats(store, so, out);
  EXPECT_NE(out.str().find("toy_squares checksum " + reference.hex + " (200 rows)"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("two_level checksum"), std::string::npos);

  // stats --recheck checks the kind's units through its unit_scope, and finds a changed value.
  UnitChecksumReport verified = recheck_unit_checksums(store.db());
  EXPECT_EQ(verified.rechecked, 5u);
  EXPECT_EQ(verified.unknown, 0u);
  EXPECT_TRUE(verified.mismatches.empty());
  {
    Store writable(db("merged.sqlite"), Store::Access::ReadWrite);
    writable.db().exec("UPDATE toy_squares SET square = square + 1 WHERE n = 7");
  }
  Store changed(db("merged.sqlite"), Store::Access::ReadOnly);
  verified = recheck_unit_checksums(changed.db());
  ASSERT_EQ(verified.mismatches.size(), 1u);
  EXPECT_EQ(verified.mismatches[0].unit, "residue=2");
}

// A population listed by the toy's description alone is found by name, read through its
// own reader with the common rules (the run of complete sizes, why the next is missing),
// and plotted by the report; an unknown name says which populations there are.
TEST_F(JobRegistrySeam, ThePopulationAndPlotsOfTheKindsDescriptionAreReadLikeTheBuiltInOnes) {
  std::vector<std::string> names;
  for (const CountedPopulation* p : counted_populations()) names.push_back(p->name);
  EXPECT_EQ(names, (std::vector<std::string>{"posets", "n-free", "connected", "two-level", "toy-squares"}));
  const CountedPopulation& toy = counted_population("toy-squares");
  EXPECT_EQ(&toy, &squares_population());
  try {
    counted_population("cubes");
    ADD_FAILURE() << "no error for an unknown population";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("'cubes' (known: posets, n-free, connected, two-level, toy-squares)"),
              std::string::npos) << e.what();
  }

  interrupt_after_units = 2;  // units residue=0 and residue=1 of five: the job is not complete
  run(db("t.sqlite"), "toy-squares max=20 parts=5");
  set_interrupt_requested(false);
  interrupt_after_units = -1;
  {
    Store store(db("t.sqlite"), Store::Access::ReadOnly);
    const ValueCounts part = read_value_counts(store.db(), toy);
    EXPECT_TRUE(part.by_size.empty());
    EXPECT_EQ(part.last_complete, 0);
    EXPECT_EQ(part.stop_note, "size 1: no complete toy-squares job covers it");
    EXPECT_EQ(part.why_not(2), "the toy_squares table holds nothing of size 2 (run `posetlab enumerate toy-squares --max 2`)");
  }
  run(db("t.sqlite"), "toy-squares max=20 parts=5");
  Store store(db("t.sqlite"), Store::Access::ReadOnly);
  const ValueCounts whole = read_value_counts(store.db(), toy);
  EXPECT_EQ(whole.last_complete, 20);
  EXPECT_TRUE(whole.stop_note.empty());
  std::uint64_t squares = 0;
  for (int n = 1; n <= 20; ++n) squares += whole.with_value(n, 1);
  EXPECT_EQ(squares, 4u);  // 1, 4, 9, 16
  std::vector<std::string> plots;
  for (const ReportPlot& p : checks::report_plots(store.db()).plots) plots.push_back(p.name);
  EXPECT_NE(std::find(plots.begin(), plots.end(), "toy-squares-grundy"), plots.end());
  EXPECT_NE(std::find(plots.begin(), plots.end(), "toy-squares-p"), plots.end());
}

TEST_F(JobRegistrySeam, AStoreWithoutTheKindsTableReadsAsEmpty) {
  run(db("other.sqlite"), "toy-squares max=3 parts=1");
  {
    Store store(db("plain.sqlite"), Store::Access::ReadWrite);  // a database no toy job has touched
  }
  EXPECT_EQ(checksum(db("plain.sqlite")).rows, 0u);
  Store store(db("plain.sqlite"), Store::Access::ReadOnly);
  StatsOptions so;
  so.checksum = true;
  std::ostringstream out;
  print_stats(store, so, out);
  EXPECT_NE(out.str().find("toy_squares checksum"), std::string::npos) << out.str();
  EXPECT_EQ(out.str().find(" per "), std::string::npos) << "an empty table summarised:\n" << out.str();
  const MergeReport merged = merge_databases({db("plain.sqlite"), db("other.sqlite")}, db("merged.sqlite"));
  EXPECT_EQ(merged.rows, 3u);
}

// Counts the numbers with an odd number of divisors: the squares.
class OddDivisorTally : public CountingSink {
 public:
  void add(const RowBatch& batch) override {
    for (const SquareRow& r : static_cast<const RowsOf<SquareRow>&>(batch).rows) odd += r.divisors % 2, ++all;
  }
  void print(const CountSummary& s, bool json, std::ostream& out) const override {
    out << s.units << " units: " << odd << " of " << all << "\n";
  }
  int odd = 0, all = 0;
};

TEST_F(JobRegistrySeam, TheSameUnitsFeedACountingSinkShardByShard) {
  const JobParams params = command_line_params(squares_kind(), {{"max", "300"}, {"parts", "6"}});
  int odd = 0, all = 0;
  for (int r = 0; r < 3; ++r) {
    CountingRun run{squares_kind().make_job(params), std::make_unique<OddDivisorTally>()};
    std::ostringstream out;
    ASSERT_TRUE(count_units(run, CountOptions{Shard{r, 3}, false, false}, out));
    const auto& tally = static_cast<const OddDivisorTally&>(*run.sink);
    EXPECT_EQ(out.str(), "2 units: " + std::to_string(tally.odd) + " of " + std::to_string(tally.all) + "\n");
    odd += tally.odd;
    all += tally.all;
  }
  EXPECT_EQ(all, 300);
  EXPECT_EQ(odd, 17);  // 17 * 17 <= 300 < 18 * 18

  // Stopped between units: nothing printed, partial counts would read as complete ones.
  interrupt_after_units = 1;
  CountingRun run{squares_kind().make_job(params), std::make_unique<OddDivisorTally>()};
  std::ostringstream out;
  EXPECT_FALSE(count_units(run, CountOptions{}, out));
  EXPECT_EQ(out.str(), "");
}

}  // namespace
}  // namespace posetlab

namespace posetlab {
namespace {

// A table plugs into conjectures from its own declaration: the toy table above is listed,
// its completeness rule is its own, and a test reads its rows.
TEST_F(JobRegistrySeam, ATablesOwnDeclarationMakesItTestableByConjectures) {
  squares_kind();
  EXPECT_NE(conjecture_table_names().find("toy_squares"), std::string::npos);
  run(db("conj.sqlite"), "toy-squares max=30 parts=3");
  Store store(db("conj.sqlite"), Store::Access::ReadOnly);
  const ConjectureResult ok = test_conjecture(store.db(), "square = n * n", "toy_squares");
  EXPECT_TRUE(ok.holds);
  EXPECT_EQ(ok.largest_size(), 30);
  EXPECT_EQ(ok.rows, 30u);
  const ConjectureResult bad = test_conjecture(store.db(), "divisors < 6", "toy_squares");
  EXPECT_FALSE(bad.holds);
  ASSERT_TRUE(bad.smallest_counterexample_size);
  EXPECT_EQ(*bad.smallest_counterexample_size, 12);  // 1, 2, 3, 4, 6, 12
}

}  // namespace
}  // namespace posetlab
