// Reads coloured posets, solves them in parallel batches (fast solver, one shared table)
// or by plain search (--plain), prints value, Left's colour and outcome in input order.
#include "cli/solve_partizan.hpp"

#include <omp.h>

#include <optional>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/line_batch_solve.hpp"
#include "engine/json.hpp"
#include "engine/partizan_plain.hpp"
#include "engine/partizan_solver.hpp"
#include "engine/poset_reader.hpp"

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
  const std::string left(1, colour_letter(left_colour(game)));
  LineBatchSolve batches({o.files, o.json, o.keep_going, o.stats, o.threads,
                          o.plain ? 64 : PartizanSolver::kMaxElements, o.table_mb});
  SolverOptions solver_options;
  solver_options.table = &batches.table;

  // Pages of a fresh table are committed on first touch; one large game touches pages
  // all over it, and with 2 threads each such fault flushed the other CPU's TLB: 10x10
  // black-white took 1.7 s of which 1.9 s CPU were the kernel's, against 0.4 s with the
  // table committed first (SharedTable::prefault). So a batch with a large poset (or a
  // long stream) commits the table first.
  constexpr int kPrefaultElements = 48;
  bool prefaulted = false;
  auto prefault = [&](const std::vector<std::optional<ColouredPoset>>& posets) {
    bool large = posets.size() >= 1024;
    for (const auto& p : posets) large = large || (p && p->size() >= kPrefaultElements);
    if (large && !prefaulted && !o.plain) {
      batches.table.prefault(omp_get_max_threads());
      prefaulted = true;
    }
  };
  auto to_game = [&](ParsedPoset& parsed, const LineSource& src, const std::string&) {
    if (!parsed.colours)
      throw_input_error(src, 1, "--game " + o.game + " needs a coloured poset `poset K WORD: ...` (WORD: B/W per element)");
    return ColouredPoset{std::move(parsed.poset), std::move(*parsed.colours)};
  };
  auto answer = [&](PartizanSolver& solver, const ColouredPoset& p, const LineItem& item) {
    const Dyadic v = o.plain ? plain_partizan_value(p, game) : solver.value(p, game);
    const std::string outcome(1, partizan_outcome(v));
    if (o.json) {
      JsonObject j;
      j.add("input", *item.input).add("line", item.line);
      j.add("elements", p.size()).add("value", v.to_string()).add("left", left).add("outcome", outcome);
      return "," + j.str().substr(1) + "\n";
    }
    return " elements=" + std::to_string(p.size()) + " value=" + v.to_string() + " left=" + left +
           " outcome=" + outcome + "\n";
  };
  batches.run<ColouredPoset>(to_game, prefault, [&] { return PartizanSolver(solver_options); }, answer);
  batches.finish("coloured posets");
  return kExitOk;
}

}  // namespace posetlab::cli
