// `posetlab solve [FILE...]`: the answer of every game read, in input order, for any
// game kind of the registry (api/game_registry.hpp): the kind list, its help and the
// answer fields come from there; api/solve_stream.cpp runs the stream.
#include <climits>
#include <iostream>
#include <memory>
#include <optional>

#include "api/game_registry.hpp"
#include "api/solve_progress.hpp"
#include "api/solve_stream.hpp"
#include "cli/command.hpp"
#include "cli/options.hpp"
#include "engine/impartial/solver.hpp"

namespace posetlab::cli {
namespace {

struct SolveOptions {
  api::SolveStreamOptions stream;
  api::SolveRequest request;
  std::string game = "impartial";
  std::string search = "auto";
  bool progress = false;
};

int run_solve(SolveOptions& o) {
  const api::GameKind& kind = api::game_registry().get(o.game);
  o.request.search = *parse_search_method(o.search);  // CLI11 checked the name
  std::optional<api::SolveProgress> progress;
  if (o.progress) progress.emplace(o.request, std::cerr);
  return api::solve_stream(kind, o.request, o.stream);
}

}  // namespace

CommandRun solve_command(CLI::App& sub) {
  auto o = std::make_shared<SolveOptions>();
  o->stream.max_elements = kDefaultMaxElements;
  o->request.canonical_min_elements = SolverOptions{}.canonical_min_elements;
  sub.add_option("files", o->stream.files, "Input files ('-' or none: standard input)");
  sub.add_option("--game", o->game, api::game_registry().kinds_help())
      ->check(CLI::IsMember(api::game_registry().names()))
      ->capture_default_str();
  sub.add_option("--rule", o->request.rule, api::game_registry().rule_help())
      ->check(CLI::IsMember(api::game_registry().rule_names()));
  sub.add_flag("--plain", o->request.plain,
               "Solve by the definition alone (no simplification, reductions or shared table): the oracle");
  sub.add_flag("--progress", o->progress,
               "Every 2 s on standard error: positions expanded and their rate (every search; none for fast solves)");
  sub.add_option("--time-limit", o->request.limits.seconds,
                 "Stop the search of any one poset after this many seconds (0: none); see the footer")
      ->check(seconds_limit(31'536'000));
  sub.add_option("--node-limit", o->request.limits.positions,
                 "Stop the search of any one poset after this many positions expanded (0: none)")
      ->check(integer_range(0, LLONG_MAX, "a number of positions (0: none)"));
  sub.add_option("--search", o->search,
                 "Impartial search: kernel (components by relative key, shared across posets), mask (one game "
                 "keyed by element masks, up to 256 elements), chomp (a Chomp board or Young diagram, any "
                 "labelling: one byte per position of its box), or auto: chomp for such posets of 12 or more "
                 "elements whose box fits the memory limit and values fit a byte (else the next rule; "
                 "--stats says so), mask for 40-256 elements without twins "
                 "(incomparable elements with equal up- and down-sets), the kernel otherwise")
      ->check(CLI::IsMember({"auto", "kernel", "mask", "chomp"}))
      ->capture_default_str();
  sub.add_flag("--json", o->stream.json, "JSON Lines: index, input, line, then the kind's fields (as in text)");
  sub.add_flag("--echo", o->stream.echo,
               "Print each input beside its answer: text=LINE last (the line without its comment; a JSON line's "
               "\"text\"), or \"text\" in --json, which solve reads back");
  sub.add_flag("--moves", o->request.moves, "Impartial: also list the winning moves (elements whose option has value 0) and the g-set; misere: the winning moves (options that are misere P-positions)");
  sub.add_flag("--gset", o->request.gset, "Impartial: also list the g-set (values of the options)");
  sub.add_option("--format", o->stream.format, "Input format: auto (per line), text, digraph6, graph6")->capture_default_str();
  sub.add_option("--bottoms", o->stream.bottoms, "graph6 input: the first N1 vertices are the bottoms (as nauty-genbg writes)")
      ->check(bottoms_limit());
  sub.add_flag("--keep-going", o->stream.keep_going, "Skip bad lines (reported and counted) instead of stopping");
  sub.add_option("--max-elements", o->stream.max_elements, "Refuse posets larger than this (each kind has its own limit too)")
      ->check(max_elements_limit())
      ->capture_default_str();
  add_threads_option(sub, o->stream.threads, "solving the input lines");
  sub.add_option("--memo-mb,--table-mb", o->stream.table_mb,
                 "Size of the shared memo (transposition table) in MiB (default: 1/32 of memory, at most 512)")
      ->check(memo_mb_limit());
  sub.add_option("--canonical-min", o->request.canonical_min_elements,
                 "Impartial: key components of at least this many elements by nauty canonical form too (0: never)")
      ->check(integer_range(0, kMaxElementsCeiling, "an element count (0: never)"))
      ->capture_default_str();
  sub.add_flag("--stats", o->stream.stats, "Print timing and table statistics to standard error");
  sub.footer(
      "Examples:\n"
      "  posetlab family zigzag N 0:30 | posetlab solve --json\n"
      "  printf 'poset 3: 0<1 1<2\\n' | posetlab solve --moves\n"
      "  nauty-genposetg 7 o | posetlab solve --stats > values.txt\n"
      "  nauty-genbg -z -d0:1 3 2 | posetlab solve --bottoms 3\n"
      "  printf 'poset 2: 0<1 | {1}\\n' | posetlab solve --game maker-breaker --json\n"
      "  printf 'poset 4 BBBW: 0<3 1<3 2<3\\n' | posetlab solve --game bw --json   # value 5/2\n"
      "  posetlab family young 4x4 | posetlab solve --game pomax\n"
      "  posetlab family tree 0,0,1,1 | posetlab solve --game removal --rule leaf --json\n"
      "  posetlab family chomp 14 14 | posetlab solve --search kernel --time-limit 60\n"
      "Output: one line per game, in input order. Exit 2 on bad input, naming input:line:column.\n"
      "A search past --time-limit or --node-limit prints no value: the answers before its line, then\n"
      "'input:line: search stopped at ...' and exit 3; with --keep-going the line is skipped instead\n"
      "and the stream goes on (exit 3 at the end).");
  return [o] { return run_solve(*o); };
}

}  // namespace posetlab::cli
