// The Maker-Breaker games job kind (003): games on every poset with every clutter, or
// every family of singletons, of winning sets up to isomorphism, with their outcomes,
// into the mb_games table (schema version 5). The Job is results/kinds/mb_games_kind.hpp's;
// this file declares the kind. A nightly line runs only the families it names.
#include <cstdio>

#include "results/jobs/job_registry.hpp"
#include "results/kinds/mb_games_kind.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {

const TableKind& mb_games_table() {
  static const TableKind t = [] {
    TableKind k;
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
    return std::make_unique<MbGamesJobKind>(mb_games_spec(params));
  };
  k.line_text = [](const JobParams& params) { return "mb-games " + mb_games_spec(params).canonical_key(); };
  // A unit is one family at one size, "FAMILIES;n=N" (a lower-case word, quoted into SQL).
  k.unit_scope = [](const std::string& kind, const std::string&, const std::string& key) -> std::optional<UnitScope> {
    const std::size_t semi = key.find(";n=");
    if (kind != "mb-games" || semi == std::string::npos || semi == 0) return std::nullopt;
    const std::string families = key.substr(0, semi);
    for (char c : families)
      if (c < 'a' || c > 'z') return std::nullopt;
    int n = 0;
    char tail = 0;
    if (std::sscanf(key.c_str() + semi, ";n=%d%c", &n, &tail) != 1 || n < 0) return std::nullopt;
    return unit_scope_of(mb_games_table(), "families = '" + families + "' AND size = " + std::to_string(n),
                         kind + "|" + key, 1);
  };
  registry.add(std::move(k));
}

}  // namespace posetlab
