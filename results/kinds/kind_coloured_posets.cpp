// The coloured-posets job kind: every black/white-coloured poset on 0..N points up to
// isomorphism with its black-white and pomax values, into the coloured_posets table
// (schema version 2). The Job is results/kinds/coloured_kind.hpp's; this file declares the kind.
#include "results/kinds/coloured_kind.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {

const TableKind& coloured_posets_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "coloured_posets";
    k.key_columns = "size, poset, colours";
    k.value_columns = "blacks, height, width, balanced, blocking_triples, bw, pomax, aut";
    k.name_column = "poset";
    k.label = "classes";
    k.size_column = "size";
    k.fine_columns = "size, blacks";
    k.value_column = "pomax";
    k.value_prefix = "pomax";
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
    return std::make_unique<ColouredJobKind>(ColouredPosetsSpec{params.value("size"), params.threads});
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

}  // namespace posetlab
