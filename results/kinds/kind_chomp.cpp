// The Chomp job kind: every Chomp board a x b, a <= b <= B, with its outcome, winning
// bites and (boxes up to 16 x 16, without --outcome) Grundy value, into the chomp table
// (schema version 9; outcome rows since 12). The Job is
// results/kinds/chomp_kind.hpp's; this file declares the kind.
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <utility>

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
    // Rows of the outcome pass count in no Grundy column: stats shows them apart.
    k.summary_columns = "sum(grundy IS NULL) AS outcome_rows";
    k.unknown_columns = "grundy";  // an outcome row agrees with the Grundy row of its board
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
      "a x n. Boxes up to 16 x 16 keep Grundy values (one byte per position: C(2n, n) bytes); larger\n"
      "boxes, and every box with --outcome, keep outcomes only (one bit per position) and store rows\n"
      "with grundy NULL. The outcome pass saves a checkpoint beside the database every\n"
      "--checkpoint-seconds; rerunning the same command resumes after the last saved layer.\n"
      "Cells are (row, column) from the poisoned square (0,0). Units commit atomically; rerun to\n"
      "resume; --shard R/M and `posetlab merge` to split.\n"
      "Examples:\n"
      "  posetlab enumerate chomp --max 14\n"
      "  posetlab enumerate chomp --max 20\n"
      "  posetlab query \"SELECT a, b, bites FROM chomp WHERE winning_bites > 1\"";
  JobParam max{"max", ParamType::Int, "Boards a x b with a <= b <= B (B <= {high})", 1, kChompJobMaxBox};
  max.required = true;
  max.metavar = "B";
  JobParam outcome{"outcome", ParamType::Bool,
                   "Outcomes and winning bites only (one bit per position), no Grundy values, for every box"};
  outcome.fallback = ParamValue{0, 0};
  outcome.option = "--outcome";
  JobParam checkpoint{"checkpoint-seconds", ParamType::Int,
                      "Seconds between checkpoints of an outcome pass, at least ({low}..{high}; 0: after every layer)",
                      0, 86400};
  checkpoint.fallback = ParamValue{ChompSpec{}.checkpoint_seconds, 0};
  checkpoint.metavar = "S";
  k.params = {max, outcome, checkpoint};
  k.tables = {&chomp_table()};
  k.make_job = [](const JobParams& params) -> std::unique_ptr<Job> {
    ChompSpec spec;
    spec.max = params.value("max");
    spec.threads = params.threads;
    spec.outcome = params.flag("outcome");
    spec.checkpoint_seconds = params.value("checkpoint-seconds");
    spec.stop = interrupt_requested;  // a box of 16 takes minutes: stop within it
    if (params.progress) spec.note = [](const std::string& line) { std::cerr << "posetlab enumerate chomp: " << line << "\n"; };
    if (params.progress)
      spec.progress = [first = std::optional<std::pair<double, std::uint64_t>>()](
                          int box, const ChompDenseStats& s) mutable {
        // The rate of this run only, measured from its first report on: positions restored
        // from a checkpoint, and the time spent reading them, are not this run's work. No
        // ETA until 10 s of measurement back it.
        if (!first) first = {s.seconds, s.positions};
        const double seconds = s.seconds - first->first;
        const double rate = seconds >= 10 ? double(s.positions - first->second) / seconds : 0;
        std::cerr << "posetlab enumerate chomp: box " << box << " x " << box << ": " << s.positions << "/" << s.total
                  << " positions";
        if (rate > 0)
          std::cerr << ", " << std::uint64_t(rate) << "/s, ETA " << std::uint64_t(double(s.total - s.positions) / rate)
                    << " s";
        else
          std::cerr << ", rate being measured";
        std::cerr << "\n";
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
