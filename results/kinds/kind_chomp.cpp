// The Chomp job kind: every Chomp board a x b, a <= b <= B, with its Grundy value and
// winning bites, into the chomp table (schema version 9). The Job is
// results/kinds/chomp_kind.hpp's; this file declares the kind.
#include <cstdint>
#include <cstdio>
#include <iostream>

#include "results/kinds/chomp_kind.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {

const TableKind& chomp_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "chomp";
    k.key_columns = "a, b";
    k.value_columns = "grundy, outcome, winning_bites, bites";
    k.name_column = "bites";
    k.label = "boards";
    k.size_column = "b";
    k.fine_columns = "b, a";
    return k;
  }();
  return t;
}

void add_chomp_kind(JobRegistry& registry) {
  JobKind k;
  k.name = "chomp";
  k.summary = "Every Chomp board up to B x B with its Grundy value and winning bites";
  k.footer =
      "One dense retrograde pass per box n x n (one byte per position: C(2n, n) bytes) values every\n"
      "board inside it; unit n stores the boards a x n. Cells are (row, column) from the poisoned square\n"
      "(0,0). Units commit atomically; rerun to resume; --shard R/M and `posetlab merge` to split.\n"
      "Examples:\n"
      "  posetlab enumerate chomp --max 14\n"
      "  posetlab query \"SELECT a, b, bites FROM chomp WHERE winning_bites > 1\"";
  JobParam max{"max", ParamType::Int, "Boards a x b with a <= b <= B (B <= {high})", 1, kChompJobMaxBox};
  max.required = true;
  max.metavar = "B";
  k.params = {max};
  k.tables = {&chomp_table()};
  k.make_job = [](const JobParams& params) -> std::unique_ptr<Job> {
    ChompSpec spec;
    spec.max = params.value("max");
    spec.threads = params.threads;
    spec.stop = interrupt_requested;  // a box of 16 takes minutes: stop within it
    if (params.progress)
      spec.progress = [](int box, const ChompDenseStats& s) {
        const double rate = double(s.positions) / std::max(s.seconds, 1e-9);
        std::cerr << "posetlab enumerate chomp: box " << box << " x " << box << ": " << s.positions << "/" << s.total
                  << " positions, " << std::uint64_t(rate) << "/s, ETA "
                  << std::uint64_t(double(s.total - s.positions) / rate) << " s\n";
      };
    return std::make_unique<ChompJobKind>(std::move(spec));
  };
  // Unit n stores the boards a x n.
  k.unit_scope = [](const std::string& kind, const std::string&, const std::string& key) -> std::optional<UnitScope> {
    int n = 0;
    char tail = 0;
    if (kind != "chomp" || std::sscanf(key.c_str(), "box=%d%c", &n, &tail) != 1 || n < 1) return std::nullopt;
    return unit_scope_of(chomp_table(), "b = " + std::to_string(n), kind + "|" + key, 1);
  };
  registry.add(std::move(k));
}

}  // namespace posetlab
