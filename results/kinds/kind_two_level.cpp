// The two-level job kind: extensional two-level posets (set systems) up to isomorphism
// with their values, into the two_level table (a view over two_level_rows, schema
// version 7), or with --summary only their counts per unit into two_level_summary (a Job
// of its own, key "two-level-summary:size=N;..."). The Jobs are
// results/kinds/two_level_kind.hpp's and results/kinds/two_level_summary_kind.hpp's;
// this file declares the kind.
#include "results/kinds/kind_two_level.hpp"

#include <cstdio>
#include <limits>

#include "results/jobs/table_kinds.hpp"
#include "results/kinds/two_level_kind.hpp"
#include "results/kinds/two_level_rows.hpp"
#include "results/kinds/two_level_summary_kind.hpp"

namespace posetlab {

const TableKind& two_level_table() {
  static const TableKind t = [] {
    TableKind k;
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
    k.summary_when_empty = true;
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
  int b = 0, size = -1, lo = 0, hi = 0, empty = 0;
  char tail = 0;
  if (kind != "two-level" || std::sscanf(key.c_str(), "b=%d;", &b) != 1 || b < 0) return std::nullopt;
  if (std::sscanf(job.c_str(), "two-level:bottoms=%*d;tops=%d:%d;empty-top=%d%c", &lo, &hi, &empty, &tail) != 3 &&
      std::sscanf(job.c_str(), "two-level:size=%d;tops=%d:%d;empty-top=%d%c", &size, &lo, &hi, &empty, &tail) != 4)
    return std::nullopt;
  std::string where =
      "bottoms = " + std::to_string(b) + " AND tops BETWEEN " + std::to_string(lo) + " AND " + std::to_string(hi);
  if (size >= 0) where += " AND bottoms + tops = " + std::to_string(size);
  if (!empty) where += " AND has_empty_top = 0";
  return unit_scope_of(two_level_table(), where, job + "|b=" + std::to_string(b), 0);
}

// A summary unit's rows are those of its part, the unit's ordinal in the job (the unit
// key does not hold it; the units table does).
std::optional<UnitScope> two_level_summary_unit_scope(const std::string& kind, const std::string& job,
                                                      const std::string& key) {
  int size = -1;
  if (kind != "two-level-summary" || std::sscanf(job.c_str(), "two-level-summary:size=%d;", &size) != 1 || size < 0)
    return std::nullopt;
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
    if (params.flag("summary")) return std::make_unique<TwoLevelSummaryJobKind>(spec);
    return std::make_unique<TwoLevelJobKind>(make_two_level_job(spec), spec);
  };
  k.make_count = make_two_level_count;
  k.unit_scope = [](const std::string& kind, const std::string& job, const std::string& key) {
    return kind == "two-level-summary" ? two_level_summary_unit_scope(kind, job, key)
                                       : two_level_unit_scope(kind, job, key);
  };
  k.count_help =
      "Only count the classes per (bottoms, tops), with the labeled families they stand for; no values, no database";
  registry.add(std::move(k));
}

}  // namespace posetlab
