// Reads games (`poset K: ... | {..}`), solves them in parallel batches (one game per
// thread; a lone game is solved with parallel root moves), prints in input order.
#include "cli/solve_positional.hpp"

#include <omp.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/command.hpp"
#include "cli/line_batches.hpp"
#include "engine/json.hpp"
#include "engine/maker_breaker.hpp"
#include "engine/maker_breaker_plain.hpp"
#include "engine/maker_maker.hpp"
#include "engine/poset_reader.hpp"
#include "engine/shared_table.hpp"
#include "results/progress.hpp"

namespace posetlab::cli {
namespace {


std::string answer(const PositionalGame& g, const PositionalSolveOptions& o, char outcome, bool first, bool second,
                   const LineItem& item) {
  const bool mm = o.game == "maker-maker";
  if (o.json) {
    JsonObject j;
    j.add("input", *item.input).add("line", item.line).add("elements", g.size());
    j.add("sets", g.winning_sets.size()).add("outcome", std::string(1, outcome));
    j.add(mm ? "first_wins" : "maker_first", first).add(mm ? "second_wins" : "maker_second", second);
    return "," + j.str().substr(1) + "\n";
  }
  return " elements=" + std::to_string(g.size()) + " sets=" + std::to_string(g.winning_sets.size()) +
         " outcome=" + outcome + (mm ? " first_wins=" : " maker_first=") + (first ? "1" : "0") +
         (mm ? " second_wins=" : " maker_second=") + (second ? "1" : "0") + "\n";
}

}  // namespace

int run_solve_positional(const PositionalSolveOptions& o) {
  std::ios::sync_with_stdio(false);
  if (o.threads > 0) omp_set_num_threads(o.threads);
  ReaderOptions reader_options;
  reader_options.format = Format::Text;
  reader_options.keep_going = o.keep_going;
  reader_options.max_elements = o.max_elements;
  const bool mm = o.game == "maker-maker";
  const std::size_t table_bytes = o.table_mb ? o.table_mb << 20 : SharedTable::default_bytes();
  SharedTable table(SharedTable::slots_for_bytes(table_bytes));
  std::unique_ptr<Progress> progress;
  std::uint64_t shown_positions = 0;
  int shown_tasks = 0;
  MakerBreakerOptions solver_options;
  solver_options.table = &table;
  if (o.progress)  // long single searches: root tasks are the units, positions the rows
    solver_options.progress = [&](std::uint64_t positions, int done, int total) {
      if (!progress) progress = std::make_unique<Progress>("maker-breaker root moves", total, total);
      progress->add_rows(positions - shown_positions);
      shown_positions = positions;
      for (; shown_tasks < done; ++shown_tasks) progress->unit_done(1);
    };
  const auto start = std::chrono::steady_clock::now();
  AnswerPrinter printer;
  printer.json = o.json;
  printer.keep_going = o.keep_going;
  std::uint64_t positions = 0;

  auto flush = [&](std::vector<LineItem>& batch) {
    const int n = int(batch.size());
#pragma omp parallel if (n > 1)
    {
      MakerBreakerSolver solver(solver_options);
      MakerMakerOptions mm_options;
      mm_options.table = &table;
      MakerMakerSolver mm_solver(mm_options);
#pragma omp for schedule(dynamic, 1)
      for (int i = 0; i < n; ++i) {
        LineItem& item = batch[i];
        try {
          const LineSource src{*item.input, item.line};
          auto parsed = PosetReader::parse_line(item.raw, src, reader_options);
          if (!parsed) continue;
          if (!parsed->winning_sets)
            throw_input_error(src, item.raw.size() + 1,
                              "expected '|' and the winning sets after the order (--game " + o.game +
                                  " reads `poset K: ... | {0,2} {3}`)");
          PositionalGame g{std::move(parsed->poset), std::move(*parsed->winning_sets)};
          if (g.size() > 64) throw_input_error(src, 1, "positional games are solved up to 64 elements");
          bool first, second;
          char outcome;
          if (mm) {
            MakerMakerResult r = o.plain ? plain_maker_maker(g) : mm_solver.solve(g);
            first = r == MakerMakerResult::FirstWins, second = r == MakerMakerResult::SecondWins;
            outcome = maker_maker_letter(r);
          } else if (o.plain) {
            first = plain_maker_wins(g, true), second = plain_maker_wins(g, false);
            outcome = outcome_class(first, second);
          } else {
            MakerBreakerResult r = solver.solve(g);
            first = r.maker_first, second = r.maker_second, outcome = r.outcome();
          }
          item.answer = answer(g, o, outcome, first, second, item);
        } catch (const InputError& e) {
          item.error = e;
        }
      }
#pragma omp critical(posetlab_positional_stats)
      positions += solver.stats().positions + mm_solver.stats().positions;
    }
    printer.print(batch);
  };

  for_each_line_batch(o.files, 1024, flush);
  if (progress) progress->finish();
  printer.report_skipped();
  if (o.stats) {
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cerr << "posetlab solve: " << printer.index << " games in " << secs << " s; expanded " << positions
              << " positions (" << (secs > 0 ? double(positions) / secs : 0.0) << "/s), table "
              << (table.bytes() >> 20) << " MiB, dropped " << table.dropped() << "\n";
  }
  return kExitOk;
}

}  // namespace posetlab::cli
