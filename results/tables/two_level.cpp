// The two_level table; see two_level.hpp.
#include "results/tables/two_level.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <omp.h>
#include <string>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/set_system.hpp"
#include "engine/formats/format_dot.hpp"
#include "engine/formats/format_text.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/jobs/wire_codec.hpp"
#include "results/queries/lookup.hpp"
#include "results/queries/value_plots.hpp"
#include "results/tables/two_level_count.hpp"
#include "results/tables/two_level_summary.hpp"
#include "util/parallel_for.hpp"

namespace posetlab {

namespace {

// A row as the set system it stands for.
void describe_two_level_row(const std::map<std::string, std::string>& text, ConjectureRow& r) {
  if (!text.count("family")) return;
  r.text = text.at("family");
  r.dot = set_system_to_dot(parse_set_system_text(r.text));
}

const ConjectureTable& two_level_conjectures() {
  static const ConjectureTable c = [] {
  const Predicate P{"P-position", "grundy = 0", 'P'}, N{"N-position", "grundy > 0", 'N'};
    ConjectureTable t;
    t.name = "two_level";
    t.size_sql = "bottoms + tops";
    t.base_where = "has_empty_top = 0";
    t.readable = {"two_level", "two_level_rows"};
    t.invariants = {"bottoms + tops", "bottoms", "tops", "edges", "components", "isolated", "aut"};
    t.properties = {"parity_uniform", "components = 1", "isolated = 0", "aut = 1"};
    t.targets = {"grundy"};
    t.object = "two-level poset";
    t.completeness = [](Db& db) {
      return counted_completeness(db, two_level_population(), false, " (classes with an empty top are left out)");
    };
    t.describe = describe_two_level_row;
    t.measures = {{"bottoms", "bottoms", "bottoms", two_level_bottoms_completeness}};
    t.predicates = {P,
                    N,
                    {"parity uniform", "parity_uniform = 1"},
                    {"connected", "components = 1"},
                    {"no isolated bottom", "isolated = 0"},
                    {"rigid", "aut = 1"},
                    {"even bottoms", "bottoms % 2 = 0"},
                    {"more bottoms than tops", "bottoms > tops"},
                    {"even size", "(bottoms + tops) % 2 = 0"},
                    {"odd size", "(bottoms + tops) % 2 = 1"}};
    t.known_bounds = {{"grundy", "grundy <= bottoms + tops"}, {"grundy", "grundy >= 0"}};
    return t;
  }();
  return c;
}

// A two-level poset's row, by its canonical set system (two_level_table_key).
const TableLookup& two_level_lookup() {
  static const TableLookup l{[](Db& db, const LookupQuery& q, std::vector<StoredRow>& out) {
    if (q.colours || !q.family || q.family->bottoms > 64) return;
    const TwoLevelKey key = two_level_table_key(*q.family);
    Stmt s = db.prepare("SELECT * FROM two_level WHERE bottoms = ? AND sets = ?");
    const std::string blob = encode_sets(key.bottoms, key.sets);
    s.bind(1, key.bottoms).bind_blob(2, blob.data(), int(blob.size()));
    collect_stored_rows(s, "two_level", out);
  }, 1};
  return l;
}

}  // namespace

const TableDescription& two_level_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.table = "two_level";
    k.key_columns = "bottoms, sets";
    k.value_columns = kTwoLevelValueColumns;
    k.name_column = "family";
    k.label = "classes";
    k.size_column = "bottoms";
    k.fine_columns = "bottoms, tops";
    k.store_table = "two_level_rows";  // two_level is a view deriving its texts (schema.cpp v7)
    k.store_value_columns = kTwoLevelStoredValueColumns;
    k.store_name = "two_level_family(@bottoms, @sets)";
    // Classes on b bottoms without the empty top: 1, 2, 6, 40, 1992, 18666624
    // (docs/design.md §2); with it, as many again.
    k.summary_columns = "sum(has_empty_top) AS with_empty_top";
    k.stored_sql =
        "CASE WHEN count(*) - sum(has_empty_top) = (CASE bottoms WHEN 0 THEN 1 WHEN 1 THEN 2 WHEN 2 THEN 6 "
        "WHEN 3 THEN 40 WHEN 4 THEN 1992 WHEN 5 THEN 18666624 END) AND sum(has_empty_top) IN (0, count(*) / 2) "
        "THEN 'complete' ELSE 'partial' END";
    k.conjecture = &two_level_conjectures();
    k.lookup = &two_level_lookup();
    k.populations = {&two_level_population()};
    k.report_plots = [](Db& db, ReportPlots& out) { add_value_plots(db, two_level_population(), out); };
    return k;
  }();
  return t;
}

TwoLevelSpec two_level_spec(const JobParams& params) {
  TwoLevelSpec spec;
  spec.bottoms = params.value_or("bottoms", -1);
  spec.size = params.value_or("size", -1);
  if (params.has("tops")) std::tie(spec.tops_min, spec.tops_max) = params.span("tops");
  spec.with_empty_top = params.flag("empty-top");
  spec.use_fast_path = params.flag("fast-path");
  spec.threads = params.threads;
  return spec;
}

namespace {

// Units of one job are cut differently per job, so the rows of B bottoms are checked for
// the whole job at once, within its tops range (and b + t = size, no empty top, as its
// key says).
std::optional<UnitScope> two_level_unit_scope(const std::string& kind, const std::string& job, const std::string& key) {
  constexpr std::string_view prefix = "two-level:";
  const std::optional<int> b = two_level_unit_bottoms(key);
  if (kind != "two-level" || !b || job.compare(0, prefix.size(), prefix) != 0) return std::nullopt;
  const std::optional<TwoLevelSpec> spec = parse_two_level_canonical_key(std::string_view(job).substr(prefix.size()));
  if (!spec) return std::nullopt;
  std::string where = "bottoms = " + std::to_string(*b) + " AND tops BETWEEN " + std::to_string(spec->tops_min) +
                      " AND " + std::to_string(spec->tops_max);
  if (spec->size >= 0) where += " AND bottoms + tops = " + std::to_string(spec->size);
  if (!spec->with_empty_top) where += " AND has_empty_top = 0";
  return unit_scope_of(two_level_table(), where, job + "|b=" + std::to_string(*b), 0);
}

}  // namespace

void add_two_level_kind(JobRegistry& registry) {
  JobKind k;
  k.name = "two-level";
  k.summary = "Extensional two-level posets up to isomorphism, with values";
  k.footer =
      "Work is cut into units; each unit's classes and its completion marker are committed together, so\n"
      "after an interruption the same command continues where it stopped. Progress goes to stderr.\n"
      "--summary (with --size N, for the sizes whose rows would not fit) keeps per unit only the counts by\n"
      "Grundy value, components, isolated bottoms, parity uniformity and top parity, with the labelled\n"
      "families they stand for; the view two_level_counts sums them over the units.\n"
      "Examples:\n"
      "  posetlab enumerate two-level --bottoms 4\n"
      "  posetlab query \"SELECT count(*) FROM two_level WHERE bottoms=4 AND has_empty_top=0\"   # 1992\n"
      "  posetlab enumerate two-level --bottoms 5 --with-empty-top --shard 0/2 --db shard0.sqlite\n"
      "  posetlab enumerate two-level --size 14 --summary --shard 0/8 --db s0.sqlite";
  // The nauty path walks all 2^b subsets per node: kTwoLevelMaxBottoms bounds both.
  JobParam bottoms{"bottoms", ParamType::Int, "Exactly N bottoms (isolated ones included), or A:B: one job each", 0,
                   kTwoLevelMaxBottoms};
  bottoms.line_range = true;
  JobParam size{"size", ParamType::Int, "Bottoms + tops = N, or A:B: one job each", 0, kTwoLevelMaxBottoms};
  size.line_range = true;
  JobParam tops{"tops", ParamType::Span, "Only T tops, or A:B tops (inclusive)", 0, std::numeric_limits<int>::max()};
  tops.metavar = "A:B";
  JobParam empty{"empty-top", ParamType::Bool, "Also the families containing the empty set"};
  empty.fallback = ParamValue{0, 0};
  empty.option = "--with-empty-top";
  JobParam fast{"fast-path", ParamType::Bool, "Use the general (nauty + solver) path even for b <= 5"};
  fast.fallback = ParamValue{1, 1};
  fast.option = "--no-fast-path";
  JobParam summary{"summary", ParamType::Bool,
                   "With --size N: store only counts per unit by Grundy value, components, isolated bottoms and "
                   "parities (two_level_summary), not the classes"};
  summary.fallback = ParamValue{0, 0};
  summary.option = "--summary";
  k.params = {bottoms, size, tops, empty, fast, summary};
  k.groups = {{{"bottoms", "size"}, true}};
  k.tables = {&two_level_table(), &two_level_summary_table()};
  k.make_job = [](const JobParams& params) -> std::unique_ptr<Job> {
    const TwoLevelSpec spec = two_level_spec(params);
    if (params.flag("summary")) return std::make_unique<TwoLevelSummaryTableJob>(spec);
    return std::make_unique<TwoLevelTableJob>(make_two_level_job(spec), spec);
  };
  // Costs measured on the project's 2-core AMD EPYC: --size 12 stored 275 121 classes in 0.94 s
  // of CPU (3.4 us a class) and 8.3 MB (30 bytes a row); a class the solver values took 430 us
  // (b = 6, t = 8: bench/bench_two_level_values.cpp). The solver's table adapts to memory.
  k.estimate = [](const JobParams& params) -> std::optional<JobEstimate> {
    const TwoLevelJobSize job_size = estimate_two_level_job(two_level_spec(params));
    const bool counts_only = params.flag("summary");
    JobEstimate e;
    e.parallel_seconds = (job_size.classes - job_size.solver_classes) * 3.4e-6 + job_size.solver_classes * 430e-6;
    e.serial_seconds = counts_only ? 0 : job_size.classes * 1e-6;
    e.disk_bytes = counts_only ? 0 : job_size.classes * 40;
    e.memory_bytes = job_size.dp_bytes;
    char basis[160];
    std::snprintf(basis, sizeof basis, "about %.3g classes (C(2^b - 1, t) / b!), %.3g of them valued by search",
                  job_size.classes, job_size.solver_classes);
    e.basis = basis;
    return e;
  };
  k.make_count = [](const JobParams& params) {
    return make_two_level_count(two_level_spec(params), two_level_table());
  };
  k.unit_scope = [](const std::string& kind, const std::string& job, const std::string& key) {
    return kind == "two-level-summary" ? two_level_summary_unit_scope(kind, job, key)
                                       : two_level_unit_scope(kind, job, key);
  };
  k.count_help =
      "Only count the classes per (bottoms, tops), with the labeled families they stand for; no values, no database";
  registry.add(std::move(k));
}

namespace {

class TwoLevelWriter : public TableWriter {
 public:
  explicit TwoLevelWriter(Db& db) : inserter_(db) {}
  std::uint64_t insert(const RowBatch& batch) override {
    return inserter_.insert(static_cast<const TwoLevelRows&>(batch));
  }

 private:
  TwoLevelInserter inserter_;
};

// A unit's classes as stored batches of `batch_rows`, in key order (sorted and packed by
// the job's threads), so the writer thread only binds and steps, and inserts each
// batch into one neighbourhood of the key tree.
std::vector<std::unique_ptr<RowBatch>> pack_in_key_order(std::vector<TwoLevelClass>& classes, std::size_t batch_rows,
                                                         WorkerPool& pool) {
  struct Keyed {
    std::uint64_t prefix, word;
    const TwoLevelClass* c;
    bool has_word;
  };
  // Equal prefixes mean equal bottoms; with b <= 6 the words decide (most of b = 5
  // shares its 7-byte prefixes: the full comparison took 12% of that job).
  auto less = [](const Keyed& a, const Keyed& b) {
    if (a.prefix != b.prefix) return a.prefix < b.prefix;
    return a.has_word && b.has_word ? two_level_word_less(a.word, b.word) : two_level_key_less(*a.c, *b.c);
  };
  // One slice a thread: keyed and sorted there, then merged pairwise.
  const std::size_t n = classes.size(), slices = std::min<std::size_t>(std::max<std::size_t>(1, n), pool.threads());
  std::vector<std::vector<Keyed>> sorted(slices);
  parallel_for(pool, slices, [&](std::size_t s, int) {
    const std::size_t begin = n * s / slices, end = n * (s + 1) / slices;
    std::vector<Keyed>& order = sorted[s];
    order.resize(end - begin);
    for (std::size_t i = begin; i < end; ++i) {
      Keyed& k = order[i - begin];
      k.prefix = two_level_key_prefix(classes[i]);
      k.c = &classes[i];
      k.has_word = two_level_key_word(classes[i], k.word);
    }
    std::sort(order.begin(), order.end(), less);
  });
  while (sorted.size() > 1) {
    std::vector<std::vector<Keyed>> merged((sorted.size() + 1) / 2);
    parallel_for(pool, merged.size(), [&](std::size_t m, int) {
      if (2 * m + 1 == sorted.size()) return void(merged[m] = std::move(sorted[2 * m]));
      const auto &x = sorted[2 * m], &y = sorted[2 * m + 1];
      merged[m].resize(x.size() + y.size());
      std::merge(x.begin(), x.end(), y.begin(), y.end(), merged[m].begin(), less);
    });
    sorted = std::move(merged);
  }
  const std::vector<Keyed>& order = sorted[0];
  batch_rows = std::max<std::size_t>(1, batch_rows);
  std::vector<std::unique_ptr<RowBatch>> batches((order.size() + batch_rows - 1) / batch_rows);
  parallel_for(pool, batches.size(), [&](std::size_t k, int) {
    auto batch = std::make_unique<TwoLevelRows>();
    const std::size_t end = std::min(order.size(), (k + 1) * batch_rows);
    batch->rows.reserve(end - k * batch_rows);
    for (std::size_t i = k * batch_rows; i < end; ++i) batch->add(*order[i].c);
    batches[k] = std::move(batch);
  });
  return batches;
}

}  // namespace

std::string two_level_job_key(const TwoLevelSpec& spec) { return "two-level:" + spec.canonical_key(); }

TwoLevelTableJob::TwoLevelTableJob(TwoLevelJob& job, TwoLevelSpec spec) : job_(job), spec_(std::move(spec)) {
  if (!spec_.values) throw UsageError("two-level: the results store takes only runs with values (not --count-only)");
}

TwoLevelTableJob::TwoLevelTableJob(std::unique_ptr<TwoLevelJob> job, TwoLevelSpec spec)
    : TwoLevelTableJob(*job, std::move(spec)) {
  owned_ = std::move(job);
}

const TableDescription& TwoLevelTableJob::table() const { return two_level_table(); }

TableChecksum two_level_checksum(Db& db) { return table_checksum(db, two_level_table()); }

void TwoLevelTableJob::encode_rows(const RowBatch& batch, std::vector<std::uint8_t>& out) const {
  encode_two_level_rows(static_cast<const TwoLevelRows&>(batch), out);
}

std::unique_ptr<RowBatch> TwoLevelTableJob::decode_rows(const std::vector<std::uint8_t>& bytes) const {
  return std::make_unique<TwoLevelRows>(decode_two_level_rows(bytes));
}

void TwoLevelTableJob::run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) {
  std::vector<TwoLevelClass> classes;
  job_.run_unit(unit, [&](TwoLevelClass&& c) { classes.push_back(std::move(c)); });
  const int threads = spec_.threads > 0 ? spec_.threads : omp_get_max_threads();
  if (!pool_ || pool_->threads() != threads) pool_ = std::make_unique<WorkerPool>(threads);
  for (auto& batch : pack_in_key_order(classes, batch_rows, *pool_)) sink(std::move(batch));
  // The classes are freed by every thread, not by this one alone.
  const std::size_t n = classes.size(), step = 4096;
  parallel_for(*pool_, (n + step - 1) / step, [&](std::size_t k, int) {
    for (std::size_t j = k * step; j < std::min(n, (k + 1) * step); ++j) std::vector<std::uint64_t>().swap(classes[j].sets);
  });
}

std::unique_ptr<TableWriter> TwoLevelTableJob::writer(Db& db) const { return std::make_unique<TwoLevelWriter>(db); }

JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec, const JobOptions& options) {
  TwoLevelTableJob kind(job, spec);
  return run_job(store, kind, options);
}

void TwoLevelRows::add(const TwoLevelClass& c) {
  PackedTwoLevelRow r;
  r.sets_at = static_cast<std::uint32_t>(bytes.size());
  bytes += encode_sets(c.bottoms, c.sets);
  r.sets_len = static_cast<std::uint32_t>(bytes.size() - r.sets_at);
  r.bottoms = c.bottoms;
  r.tops = c.tops;
  r.edges = c.edges;
  r.grundy = c.grundy;
  r.components = c.components;
  r.isolated = c.isolated;
  r.gset = c.gset;
  r.aut = c.aut;
  r.has_empty_top = c.has_empty_top;
  r.parity_uniform = c.parity_uniform;
  rows.push_back(r);
}

bool two_level_key_less(const TwoLevelClass& a, const TwoLevelClass& b) {
  if (a.bottoms != b.bottoms) return a.bottoms < b.bottoms;
  return std::lexicographical_compare(a.sets.begin(), a.sets.end(), b.sets.begin(), b.sets.end());
}

std::uint64_t two_level_key_prefix(const TwoLevelClass& c) {
  const int width = c.bottoms <= 8 ? 1 : (c.bottoms + 7) / 8;  // as sets_codec.hpp
  std::uint64_t key = std::uint64_t(c.bottoms & 0xff) << 56;
  int shift = 48;
  for (std::uint64_t set : c.sets)
    for (int j = width - 1; j >= 0; --j, shift -= 8) {
      if (shift < 0) return key;
      key |= ((set >> (8 * j)) & 0xff) << shift;
    }
  return key;
}

bool two_level_key_word(const TwoLevelClass& c, std::uint64_t& word) {
  if (c.bottoms > 6) return false;
  std::uint64_t w = 0;
  for (std::uint64_t s : c.sets) {
    if (s > 63) return false;
    w |= std::uint64_t{1} << (63 - s);
  }
  if (std::size_t(__builtin_popcountll(w)) != c.sets.size()) return false;  // a repeated set
  word = w;
  return true;
}

TwoLevelInserter::TwoLevelInserter(Db& db)
    : insert_(db, "two_level_rows", std::string("bottoms, sets, ") + kTwoLevelStoredValueColumns) {}

std::uint64_t TwoLevelInserter::insert(const TwoLevelRows& batch) {
  auto bind = [&](Stmt& s, int at, std::size_t i) {
    const PackedTwoLevelRow& r = batch.rows[i];
    // The batch outlives the step: the blob is not copied.
    s.bind(at + 1, r.bottoms).bind_static_blob(at + 2, batch.sets(r), static_cast<int>(r.sets_len));
    s.bind(at + 3, r.tops).bind(at + 4, r.edges).bind(at + 5, r.has_empty_top ? 1 : 0).bind(at + 6, r.grundy);
    s.bind(at + 7, static_cast<std::int64_t>(r.gset)).bind(at + 8, static_cast<std::int64_t>(r.aut));
    s.bind(at + 9, r.parity_uniform ? 1 : 0).bind(at + 10, r.components).bind(at + 11, r.isolated);
  };
  return insert_.put_rows(batch.rows.size(), bind, [&](std::size_t i) {
    const PackedTwoLevelRow& r = batch.rows[i];
    std::string family;
    append_family_text(r.bottoms, decode_sets(r.bottoms, std::string(batch.sets(r), r.sets_len)), family);
    return "class " + family + " is already stored with different values (grundy " + std::to_string(r.grundy) +
           " computed now)";
  });
}

bool TwoLevelInserter::insert(const TwoLevelClass& c) {
  TwoLevelRows one;
  one.add(c);
  return insert(one) == 1;
}

namespace {

int set_bytes(int bottoms) { return bottoms <= 8 ? 1 : (bottoms + 7) / 8; }

}  // namespace

void encode_two_level_rows(const TwoLevelRows& batch, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(batch.rows.size());
  for (const PackedTwoLevelRow& r : batch.rows) {
    w.varint(std::uint64_t(r.bottoms));
    w.varint(std::uint64_t(r.tops));
    w.varint(std::uint64_t(r.edges));
    w.string(std::string_view(batch.sets(r), r.sets_len));
    w.varint(r.aut);
    w.varint(std::uint64_t(r.grundy));
    w.varint(r.gset);
    w.varint(std::uint64_t(r.components));
    w.varint(std::uint64_t(r.isolated));
    w.byte(std::uint8_t(r.has_empty_top | r.parity_uniform << 1));
  }
}

TwoLevelRows decode_two_level_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "two_level rows");
  TwoLevelRows batch;
  batch.rows.resize(in.count());
  for (PackedTwoLevelRow& r : batch.rows) {
    r.bottoms = int(in.at_most(64));
    r.tops = int(in.at_most(kWireIntMax));
    r.edges = int(in.at_most(kWireIntMax));
    const std::string sets = in.string();
    if (sets.size() % set_bytes(r.bottoms)) in.fail("malformed sets");
    r.sets_at = static_cast<std::uint32_t>(batch.bytes.size());
    r.sets_len = static_cast<std::uint32_t>(sets.size());
    batch.bytes += sets;
    r.aut = in.varint();
    r.grundy = int(in.at_most(kWireIntMax));
    r.gset = in.varint();
    r.components = int(in.at_most(kWireIntMax));
    r.isolated = int(in.at_most(64));
    const std::uint8_t flags = in.byte();
    if (flags >> 2) in.fail("malformed flags");
    r.has_empty_top = flags & 1;
    r.parity_uniform = flags >> 1 & 1;
  }
  in.expect_end();
  return batch;
}

}  // namespace posetlab
