// `posetlab.grundy(p)` and `posetlab.solve(p, game=...)`: the answer of one game of any
// registered kind, through the library's solve facade (api/solve.hpp), so values,
// fields and errors are the CLI's. Each thread keeps one solver per kind and request,
// all on one shared table, so a loop over many posets shares sub-positions as a
// `solve` stream does. The engine runs with the GIL released; long solves run on a
// worker thread while the caller's thread watches for Ctrl-C (interrupt.hpp).
#include <pybind11/stl.h>

#include <cstdio>
#include <map>
#include <memory>

#include "api/solve.hpp"
#include "engine/core/error.hpp"
#include "engine/impartial/search_choice.hpp"
#include "engine/memo/shared_table.hpp"
#include "python/binding.hpp"
#include "python/interrupt.hpp"

namespace py = pybind11;

namespace posetlab::python {
namespace {

SharedTable& module_table() {
  static SharedTable table(SharedTable::slots_for_bytes(SharedTable::default_bytes()));
  return table;
}

struct Request {
  std::string game = "impartial";
  api::SolveRequest options;
  std::string key() const {
    return game + "|" + options.rule + "|" + (options.plain ? "p" : "") + (options.gset ? "g" : "") +
           (options.moves ? "m" : "") + "|" + std::to_string(int(options.search));
  }
};

// This thread's solvers, by request (made, and the request checked, on first use).
std::map<std::string, std::unique_ptr<api::KindSolver>>& thread_solvers() {
  thread_local std::map<std::string, std::unique_ptr<api::KindSolver>> solvers;
  return solvers;
}

// Solves on this thread's solver within the request's bounds; a solver whose search
// stopped at a bound is dropped (it may hold the stopped search's state).
api::Answer thread_solve(const api::GameKind& kind, const Request& r, ParsedPoset&& in) {
  auto& s = thread_solvers()[r.key()];
  if (!s) s = api::make_solver(kind, r.options);
  try {
    return api::solve_within(*s, std::move(in), r.options);
  } catch (const BoundError&) {
    thread_solvers().erase(r.key());
    throw;
  }
}

ParsedPoset input_of(const GamePoset& g, const std::optional<std::string>& colours,
                     const std::optional<std::vector<std::vector<int>>>& winning_sets) {
  ParsedPoset in;
  in.poset = g.order;
  in.line = 1;
  in.source_format = "poset";
  in.colours = colours ? make_coloured(g.order, *colours).colour : g.colours;
  in.winning_sets = winning_sets ? make_game(g.order, *winning_sets).winning_sets : g.winning_sets;
  return in;
}

api::Answer solve_answer(const GamePoset& g, const Request& r, const std::optional<std::string>& colours,
                         const std::optional<std::vector<std::vector<int>>>& winning_sets) {
  const api::GameKind& kind = api::game_registry().get(r.game);
  ParsedPoset in = input_of(g, colours, winning_sets);
  api::check_request(kind, r.options);
  // The line's text only points errors at their column: made only when there is one.
  try {
    api::check_input(kind, r.options, in, LineSource{}, "");
  } catch (const InputError&) {
    api::check_input(kind, r.options, in, LineSource{}, g.text());
    throw;
  }
  // Small inputs are solved here at once; large ones on a worker the caller can interrupt.
  if (g.order.size() < kWatchedElements) {
    py::gil_scoped_release release;
    return thread_solve(kind, r, std::move(in));
  }
  return run_interruptible([&] { return thread_solve(kind, r, std::move(in)); });
}

// The search= argument, named as `solve --search` names it.
SearchMethod search_method(const std::string& name) {
  if (const auto m = parse_search_method(name)) return *m;
  throw UsageError("search must be auto, kernel, mask or chomp; got \"" + name + "\"");
}

py::object field_to_python(const api::FieldValue& v) {
  if (auto* i = std::get_if<std::int64_t>(&v)) return py::int_(*i);
  if (auto* b = std::get_if<bool>(&v)) return py::bool_(*b);
  if (auto* s = std::get_if<std::string>(&v)) return py::str(*s);
  if (auto* d = std::get_if<api::ExactDyadic>(&v)) return py::module_::import("fractions").attr("Fraction")(d->text);
  return py::cast(std::get<std::vector<int>>(v));
}

// "(3,8),(4,5)" (a Chomp position's winning cells) -> [(3, 8), (4, 5)].
py::list cells_to_python(const std::string& text) {
  py::list cells;
  std::size_t at = 0;
  int r = 0, c = 0, used = 0;
  while (at < text.size() && std::sscanf(text.c_str() + at, "(%d,%d)%n", &r, &c, &used) == 2) {
    cells.append(py::make_tuple(r, c));
    at += std::size_t(used) + 1;  // and the comma
  }
  return cells;
}

py::dict solve(const GamePoset& g, const std::string& game, const std::optional<std::string>& colours,
               const std::optional<std::vector<std::vector<int>>>& winning_sets, const std::string& rule, bool plain,
               bool gset, bool moves, double time_limit, std::uint64_t node_limit, const std::string& search) {
  Request r;
  r.game = game;
  r.options.rule = rule, r.options.plain = plain, r.options.gset = gset, r.options.moves = moves;
  r.options.search = search_method(search);
  r.options.limits.seconds = time_limit, r.options.limits.positions = node_limit;
  r.options.table = plain ? nullptr : &module_table();
  const api::Answer a = solve_answer(g, r, colours, winning_sets);
  py::dict out;
  for (const auto& f : a.fields)
    out[py::str(std::string(f.name))] = f.name == "winning_cells" ? cells_to_python(std::get<std::string>(f.value))
                                                                   : field_to_python(f.value);
  // A labelled poset's winning moves by its own label objects, as the CLI's winning_labels.
  if (const api::FieldValue* moves = a.find(api::kWinningMoves); moves && g.labels) {
    py::list named;
    for (int x : std::get<std::vector<int>>(*moves)) named.append(g.labels[py::int_(x)]);
    out[py::str(std::string(api::kWinningLabels))] = named;
  }
  return out;
}

int grundy(const GamePoset& g, const std::string& search) {
  Request r;
  r.options.search = search_method(search);
  r.options.table = &module_table();
  const api::Answer a = solve_answer(g, r, std::nullopt, std::nullopt);
  return int(std::get<std::int64_t>(*a.find("grundy")));
}

}  // namespace

void bind_solve(py::module_& m) {
  m.def("grundy", &grundy, py::arg("p"), py::kw_only(), py::arg("search") = "auto",
        "The Grundy value of the poset game on p (playing x removes every y >= x); "
        "the first player wins iff it is not 0. search: auto, kernel, mask or chomp, as "
        "`solve --search` (auto never refuses a poset another search answers).");
  m.def("solve", &solve, py::arg("p"), py::kw_only(), py::arg("game") = "impartial",
        py::arg("colours") = py::none(), py::arg("winning_sets") = py::none(), py::arg("rule") = "",
        py::arg("plain") = false, py::arg("gset") = false, py::arg("moves") = false, py::arg("time_limit") = 0.0,
        py::arg("node_limit") = 0, py::arg("search") = "auto",
        "The answer of `posetlab solve --game GAME --json` for p, as a dict (exact values as "
        "fractions.Fraction). colours / winning_sets override those p carries; time_limit (seconds) and "
        "node_limit (positions) bound the search as --time-limit/--node-limit do (0: none), raising "
        "posetlab.BoundError; search picks the impartial search as --search does (auto, kernel, mask, "
        "chomp); a search the kind or plain=True does not take raises ValueError.");
  // Every registered kind: what its lines carry, its --rule values and its answer fields.
  py::dict games;
  for (const auto& k : api::game_registry().kinds()) {
    py::list fields;
    for (const auto& f : k->fields) fields.append(f.name);
    py::dict info;
    info["format"] = api::line_format_name(k->format);
    info["rules"] = k->rules;
    info["fields"] = fields;
    info["help"] = k->help;
    games[py::str(k->name)] = info;
  }
  m.attr("games") = games;
}

}  // namespace posetlab::python
