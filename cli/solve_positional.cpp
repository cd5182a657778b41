// Reads games (`poset K: ... | {..}`), solves them in parallel batches (one game per
// thread; a lone game is solved with parallel root moves), prints in input order.
#include "cli/solve_positional.hpp"

#include <omp.h>

#include <cstdint>
#include <memory>
#include <string>

#include "cli/command.hpp"
#include "cli/line_batch_solve.hpp"
#include "engine/json.hpp"
#include "engine/maker_breaker.hpp"
#include "engine/maker_breaker_plain.hpp"
#include "engine/maker_maker.hpp"
#include "engine/poset_reader.hpp"
#include "results/progress.hpp"

namespace posetlab::cli {
namespace {

// A thread's solvers, both on the shared table; --stats sums their positions.
struct Solvers {
  MakerBreakerSolver mb;
  MakerMakerSolver mm;
  struct Stats {
    std::uint64_t positions;
  };
  Stats stats() const { return {mb.stats().positions + mm.stats().positions}; }
};

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
  LineBatchSolve batches({o.files, o.json, o.keep_going, o.stats, o.threads, o.max_elements, o.table_mb});
  const bool mm = o.game == "maker-maker";
  std::unique_ptr<Progress> progress;
  std::uint64_t shown_positions = 0;
  int shown_tasks = 0;
  MakerBreakerOptions mb_options;
  mb_options.table = &batches.table;
  if (o.progress)  // long single searches: root tasks are the units, positions the rows
    mb_options.progress = [&](std::uint64_t positions, int done, int total) {
      if (!progress) progress = std::make_unique<Progress>("maker-breaker root moves", total, total);
      progress->add_rows(positions - shown_positions);
      shown_positions = positions;
      for (; shown_tasks < done; ++shown_tasks) progress->unit_done(1);
    };
  MakerMakerOptions mm_options;
  mm_options.table = &batches.table;

  auto to_game = [&](ParsedPoset& parsed, const LineSource& src, const std::string& line) {
    if (!parsed.winning_sets)
      throw_input_error(src, line.size() + 1,
                        "expected '|' and the winning sets after the order (--game " + o.game +
                            " reads `poset K: ... | {0,2} {3}`)");
    PositionalGame g{std::move(parsed.poset), std::move(*parsed.winning_sets)};
    if (g.size() > 64) throw_input_error(src, 1, "positional games are solved up to 64 elements");
    return g;
  };
  auto solve = [&](Solvers& s, const PositionalGame& g, const LineItem& item) {
    bool first, second;
    char outcome;
    if (mm) {
      MakerMakerResult r = o.plain ? plain_maker_maker(g) : s.mm.solve(g);
      first = r == MakerMakerResult::FirstWins, second = r == MakerMakerResult::SecondWins;
      outcome = maker_maker_letter(r);
    } else if (o.plain) {
      first = plain_maker_wins(g, true), second = plain_maker_wins(g, false);
      outcome = outcome_class(first, second);
    } else {
      MakerBreakerResult r = s.mb.solve(g);
      first = r.maker_first, second = r.maker_second, outcome = r.outcome();
    }
    return answer(g, o, outcome, first, second, item);
  };
  auto make_solvers = [&] { return Solvers{MakerBreakerSolver(mb_options), MakerMakerSolver(mm_options)}; };
  batches.run<PositionalGame>(to_game, [](const auto&) {}, make_solvers, solve);
  if (progress) progress->finish();
  batches.finish("games");
  return kExitOk;
}

}  // namespace posetlab::cli
