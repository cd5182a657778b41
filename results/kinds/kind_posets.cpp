// The all-posets job kind: every poset on N points up to isomorphism into the posets
// table, or with summary=yes only its counts into posets_summary (a Job of its own,
// key "posets-summary:size=N"). The Jobs are results/kinds/posets_kind.hpp's and
// results/kinds/posets_summary_kind.hpp's; this file declares the kind.
#include <iterator>
#include <string>

#include "engine/error.hpp"
#include "enumerate/genposetg.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/kinds/posets_kind.hpp"
#include "results/kinds/posets_summary_kind.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {
namespace {

// Posets of a size are all there when they number A000112(n) (the key is the class).
std::string all_posets_stored_sql() {
  std::string counts;
  for (int n = 0; n < int(std::size(kPosetCounts)); ++n)
    counts += std::string(n ? " " : "") + "WHEN " + std::to_string(n) + " THEN " + std::to_string(kPosetCounts[n]);
  return "CASE WHEN @count = (CASE size " + counts + " END) THEN 'complete' ELSE 'partial' END";
}

}  // namespace

const TableKind& posets_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "posets";
    k.key_columns = "size, part, canonical";  // part first: a unit's rows are one run of the key order
    k.value_columns = "relations, hasse_arcs, height, width, levels, components, grundy, gset, outcome, aut, n_free, misere";
    k.name_column = "canonical";
    k.label = "posets";
    k.size_column = "size";
    k.fine_columns = "size, height";
    k.stored_sql = all_posets_stored_sql();
    return k;
  }();
  return t;
}

const TableKind& posets_summary_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "posets_summary";
    k.key_columns = "size, part, grundy, height, width, components";
    k.value_columns = "outcome, posets";
    k.name_column = "part";
    k.label = "posets";
    k.size_column = "size";
    k.fine_columns = "size, height";
    k.weight_column = "posets";
    k.stored_sql = all_posets_stored_sql();
    return k;  // WITHOUT ROWID, keyed by its primary key: no bulk load
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
    if (params.flag("summary")) return std::make_unique<PosetsSummaryJobKind>(spec);
    if (spec.size > kPosetsStoredMaxSize)
      throw UsageError("posets: --size " + std::to_string(spec.size) + " has " + std::to_string(kPosetCounts[spec.size]) +
                       " posets, too many to store one row each: add --summary");
    return std::make_unique<PosetsJobKind>(spec);
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
    const TableKind& t = kind == "posets" ? posets_table() : posets_summary_table();
    return unit_scope_of(t, "size = " + std::to_string(n) + " AND part = " + std::to_string(part), kind + "|" + key, 1);
  };
  registry.add(std::move(k));
}

}  // namespace posetlab
