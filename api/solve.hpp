#pragma once
// The one solve entry of the library: the answer of one game of any registered kind
// (api/game_registry.hpp) on one input. The CLI, the Python module and the tests all
// come through here; which engine search runs (the impartial kernel or element-mask
// search, the partizan solver, the positional searches, or the kind's by-definition
// oracle under `plain`) is the kind's business, never the caller's.
//
//   api::solve("impartial", parse_poset("poset 3: 0<1 1<2"))          -> grundy=3 outcome=N ...
//   api::solve_line("bw", "poset 4 BBBW: 0<3 1<3 2<3")                -> value=5/2 left=B ...
//
// A stream of inputs should keep one solver per thread (make_solver) on one shared
// table (SolveRequest::table) rather than call solve() per input: solve() builds a
// solver, with a private table, every call.
//
// Bounds: SolveRequest::limits bounds the search of each input (time, positions
// expanded, engine/core/search_budget.hpp). A search that passes one stops and throws
// BoundError naming the bound; no value is returned, and a value is returned only
// when the finished search stayed within both bounds.
//
// Errors: UsageError for an unknown game or options the kind does not take;
// InputError (located) for a line that does not parse or is not what the kind reads;
// BoundError for a search stopped at a bound.
#include <memory>
#include <string_view>

#include "api/answer.hpp"
#include "api/game_registry.hpp"
#include "engine/formats/poset_reader.hpp"

namespace posetlab::api {

// Solves one input (a ParsedPoset as PosetReader makes it; for uncoloured kinds only its
// poset is read).
Answer solve(std::string_view game, ParsedPoset input, const SolveRequest& request = {});
Answer solve(std::string_view game, const Poset& poset, const SolveRequest& request = {});

// Parses one input line (any format PosetReader reads; `source` names it in errors) and
// solves it. InputError for a blank or comment line.
Answer solve_line(std::string_view game, std::string_view line, const SolveRequest& request = {},
                  std::string_view source = "<input>");

// Solves one checked input with `solver` within request.limits (none: solver.solve).
// After a BoundError the solver may hold state of the stopped search: make a new one.
Answer solve_within(KindSolver& solver, ParsedPoset&& input, const SolveRequest& request);

// A solver of `game` for one thread after checking the request (UsageError).
std::unique_ptr<KindSolver> make_solver(const GameKind& kind, const SolveRequest& request);

}  // namespace posetlab::api
