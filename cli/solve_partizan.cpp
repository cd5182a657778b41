// Reads coloured posets, solves them in parallel batches (fast solver, one shared table)
// or by plain search (--plain), prints value, Left's colour and outcome in input order.
#include "cli/solve_partizan.hpp"

#include <omp.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <optional>

#include "cli/command.hpp"
#include "cli/line_batches.hpp"
#include "engine/json.hpp"
#include "engine/partizan_plain.hpp"
#include "engine/partizan_solver.hpp"
#include "engine/poset_reader.hpp"
#include "engine/shared_table.hpp"

namespace posetlab::cli {
namespace {

PartizanGame game_of(const PartizanSolveOptions& o) {
  if (o.game == "bw") return PartizanGame::BlackWhite;
  if (o.game == "pomax") return PartizanGame::Pomax;
  if (o.rule == "max") return PartizanGame::Pomax;
  if (o.rule == "min-max") return PartizanGame::MinMaxRemoval;
  if (o.rule == "leaf") return PartizanGame::LeafRemoval;
  if (o.rule == "corner")
    throw UsageError("--rule corner needs cell coordinates, which the text format does not carry (the same "
                     "order can be a row or a bent strip); corner removal is in the library (PartizanSolver)");
  throw UsageError("--game removal needs --rule max|min-max|leaf, got '" + o.rule + "'");
}


}  // namespace

int run_solve_partizan(const PartizanSolveOptions& o) {
  if (o.game != "removal" && !o.rule.empty()) throw UsageError("--rule goes with --game removal");
  const PartizanGame game = game_of(o);
  std::ios::sync_with_stdio(false);
  if (o.threads > 0) omp_set_num_threads(o.threads);
  const std::string left(1, colour_letter(left_colour(game)));
  ReaderOptions reader_options;
  reader_options.format = Format::Text;
  reader_options.keep_going = o.keep_going;
  reader_options.max_elements = o.plain ? 64 : PartizanSolver::kMaxElements;
  const std::size_t table_bytes = o.table_mb ? o.table_mb << 20 : SharedTable::default_bytes();
  SharedTable table(SharedTable::slots_for_bytes(table_bytes));
  SolverOptions solver_options;
  solver_options.table = &table;
  const auto start = std::chrono::steady_clock::now();
  AnswerPrinter printer;
  printer.json = o.json;
  printer.keep_going = o.keep_going;
  std::uint64_t positions = 0;

  // Pages of a fresh table are committed on first touch; one large game touches pages
  // all over it, and with 2 threads each such fault flushed the other CPU's TLB: 10x10
  // black-white took 1.7 s of which 1.9 s CPU were the kernel's, against 0.4 s with the
  // table committed first (SharedTable::prefault). So a batch with a large poset (or a
  // long stream) commits the table first.
  constexpr int kPrefaultElements = 48;
  bool prefaulted = false;
  auto flush = [&](std::vector<LineItem>& batch) {
    const int n = int(batch.size());
    std::vector<std::optional<ColouredPoset>> posets(n);
#pragma omp parallel for schedule(dynamic, 16) if (n > 1)
    for (int i = 0; i < n; ++i) {
      LineItem& item = batch[i];
      try {
        const LineSource src{*item.input, item.line};
        auto parsed = PosetReader::parse_line(item.raw, src, reader_options);
        if (!parsed) continue;
        if (!parsed->colours)
          throw_input_error(src, 1, "--game " + o.game + " needs a coloured poset `poset K WORD: ...` (WORD: B/W per element)");
        posets[i] = ColouredPoset{std::move(parsed->poset), std::move(*parsed->colours)};
      } catch (const InputError& e) {
        item.error = e;
      }
    }
    bool large = n >= 1024;
    for (const auto& p : posets) large = large || (p && p->size() >= kPrefaultElements);
    if (large && !prefaulted && !o.plain) {
      table.prefault(omp_get_max_threads());
      prefaulted = true;
    }
#pragma omp parallel if (n > 1)
    {
      PartizanSolver solver(solver_options);
#pragma omp for schedule(dynamic, 1)
      for (int i = 0; i < n; ++i) {
        if (!posets[i]) continue;
        LineItem& item = batch[i];
        const ColouredPoset& p = *posets[i];
        const Dyadic v = o.plain ? plain_partizan_value(p, game) : solver.value(p, game);
        const std::string outcome(1, partizan_outcome(v));
        if (o.json) {
          JsonObject j;
          j.add("input", *item.input).add("line", item.line);
          j.add("elements", p.size()).add("value", v.to_string()).add("left", left).add("outcome", outcome);
          item.answer = "," + j.str().substr(1) + "\n";
        } else {
          item.answer = " elements=" + std::to_string(p.size()) + " value=" + v.to_string() + " left=" + left +
                        " outcome=" + outcome + "\n";
        }
      }
#pragma omp critical(posetlab_partizan_stats)
      positions += solver.stats().positions;
    }
    printer.print(batch);
  };

  for_each_line_batch(o.files, 1024, flush);
  printer.report_skipped();
  if (o.stats) {
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cerr << "posetlab solve: " << printer.index << " coloured posets in " << secs << " s; expanded " << positions
              << " positions (" << (secs > 0 ? double(positions) / secs : 0.0) << "/s), table "
              << (table.bytes() >> 20) << " MiB, dropped " << table.dropped() << "\n";
  }
  return kExitOk;
}

}  // namespace posetlab::cli
