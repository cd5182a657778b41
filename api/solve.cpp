// The solve facade (api/solve.hpp): a registry look-up, the common checks, the kind's solver.
#include "api/solve.hpp"

#include <cstdio>
#include <optional>
#include <string>

#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"

namespace posetlab::api {

std::unique_ptr<KindSolver> make_solver(const GameKind& kind, const SolveRequest& request) {
  check_request(kind, request);
  return kind.make_solver(request);
}

namespace {

std::string bound_message(const SearchBudget& b) {
  char secs[32];
  std::snprintf(secs, sizeof secs, "%.2f", b.seconds());
  const std::string work = std::to_string(b.positions()) + " positions expanded in " + secs + " s";
  if (b.hit() == BoundHit::Positions)
    return "search stopped at the node limit of " + std::to_string(b.limits().positions) + " positions (" + work + ")";
  char limit[32];
  std::snprintf(limit, sizeof limit, "%g", b.limits().seconds);
  return std::string("search stopped at the time limit of ") + limit + " s (" + work + ")";
}

}  // namespace

namespace {

// The winning moves of a labelled input also by their labels ("4,6"), after the kind's fields.
Answer& name_moves(Answer& a, const std::optional<std::vector<std::string>>& labels) {
  if (!labels) return a;
  const FieldValue* moves = a.find(kWinningMoves);
  if (!moves) return a;
  std::string named;
  for (int x : std::get<std::vector<int>>(*moves)) named += (named.empty() ? "" : ",") + (*labels)[std::size_t(x)];
  return a.add(kWinningLabels, std::move(named));
}

}  // namespace

Answer solve_within(KindSolver& solver, ParsedPoset&& input, const SolveRequest& request) {
  const std::optional<std::vector<std::string>> labels = std::move(input.labels);
  if (!request.limits.any()) {
    Answer a = solver.solve(std::move(input));
    return std::move(name_moves(a, labels));
  }
  SearchBudget budget(request.limits);
  std::optional<Answer> answer;
  try {
    BudgetScope scope(&budget);
    answer = solver.solve(std::move(input));
  } catch (const Cancelled&) {
    if (!budget.stopped()) throw;  // cancelled from outside (Ctrl-C in Python), not a bound
  }
  if (budget.exceeded()) throw BoundError(bound_message(budget));
  return std::move(name_moves(*answer, labels));
}

namespace {

Answer solve_checked(const GameKind& kind, ParsedPoset input, const SolveRequest& request, const LineSource& src,
                     std::string_view line) {
  auto solver = make_solver(kind, request);
  check_input(kind, request, input, src, line);
  return solve_within(*solver, std::move(input), request);
}

}  // namespace

Answer solve(std::string_view game, ParsedPoset input, const SolveRequest& request) {
  const std::string name = "<" + std::string(game) + " input>";
  return solve_checked(game_registry().get(game), std::move(input), request, LineSource{name, 1}, "");
}

Answer solve(std::string_view game, const Poset& poset, const SolveRequest& request) {
  ParsedPoset input;
  input.poset = poset;
  input.line = 1;
  input.source_format = "poset";
  return solve(game, std::move(input), request);
}

Answer solve_line(std::string_view game, std::string_view line, const SolveRequest& request, std::string_view source) {
  const GameKind& kind = game_registry().get(game);
  const std::string name(source);
  const LineSource src{name, 1};
  ReaderOptions reader;
  reader.max_elements = max_elements(kind, request);
  std::optional<ParsedPoset> parsed = PosetReader::parse_line(line, src, reader);
  if (!parsed) throw_input_error(src, 1, "expected a poset, found a blank or comment line");
  return solve_checked(kind, std::move(*parsed), request, src, line);
}

}  // namespace posetlab::api
