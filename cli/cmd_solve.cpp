// `posetlab solve [FILE...]`: Grundy value, outcome and (on request) g-set and winning
// moves of every poset read, in input order. Posets of a stream are solved in parallel
// batches; one large poset is solved in parallel inside. All threads share one table.
#include <omp.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/command.hpp"
#include "cli/line_batches.hpp"
#include "engine/plain_grundy.hpp"
#include "cli/solve_partizan.hpp"
#include "cli/solve_positional.hpp"
#include "cli/stream_table.hpp"
#include "engine/json.hpp"
#include "engine/poset_reader.hpp"
#include "engine/search_choice.hpp"
#include "engine/shared_table.hpp"
#include "engine/solver.hpp"

namespace posetlab::cli {
namespace {

struct SolveOptions {
  std::vector<std::string> files;
  bool json = false, moves = false, gset = false, keep_going = false, stats = false;
  std::string format = "auto";
  std::string game = "impartial";
  std::string rule;
  std::string search = "auto";
  bool plain = false, progress = false;
  int bottoms = -1;
  int max_elements = kDefaultMaxElements;
  int threads = 0;
  std::size_t table_mb = 0;
  int canonical_min = SolverOptions{}.canonical_min_elements;
};

// One input line on its way through a batch: parsed and solved in parallel, printed
// (or its error reported) in input order (line_batches.hpp).
// The poset itself is dropped by the thread that solved it: freeing it there, not
// in the serial printing loop, was part of what kept 2 threads from scaling.
struct Item {
  std::string raw;
  const std::string* input = nullptr;  // the file's name, owned by for_each_line_batch
  std::size_t line = 0;
  int elements = -1;                   // -1 for blank and comment lines
  std::optional<InputError> error;
  SolveResult result;
  std::optional<std::string> answer;   // answer_after_index(); none for blank lines
};

std::string join(const std::vector<int>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s;
}

// The answer line after its index (which depends on the lines before): built by the
// solving thread, so the serial part only writes "index=N" and this.
std::string answer_after_index(const Item& item, const SolveOptions& o) {
  const SolveResult& r = item.result;
  const std::string outcome(1, r.outcome());
  if (o.json) {
    JsonObject j;
    j.add("input", *item.input).add("line", item.line);
    j.add("elements", item.elements).add("grundy", r.grundy).add("outcome", outcome);
    if (o.gset || o.moves) j.add("gset", r.gset);
    if (o.moves) j.add("winning_moves", r.winning_moves);
    return "," + j.str().substr(1) + "\n";
  }
  std::string s = " elements=" + std::to_string(item.elements) + " grundy=" + std::to_string(r.grundy) + " outcome=" + outcome;
  if (o.gset || o.moves) s += " gset=" + join(r.gset);
  if (o.moves) s += " winning_moves=" + join(r.winning_moves);
  return s + "\n";
}

// --progress on a long mask search: one line on standard error every few seconds.
void print_mask_progress(const MaskSearchStats& s) {
  std::cerr << "posetlab solve: mask search " << s.positions << " positions, " << s.moves << " moves, "
            << std::uint64_t(s.positions / std::max(s.seconds, 1e-9)) << " positions/s, table "
            << (s.table_bytes >> 20) << " MiB" << std::endl;
}

int run_solve(const SolveOptions& o) {
  if (o.game == "maker-breaker" || o.game == "maker-maker")
    return run_solve_positional({o.files, o.game, o.json, o.plain, o.keep_going, o.stats, o.progress, o.threads,
                                 std::min(o.max_elements, 64), o.table_mb});
  if (o.game == "bw" || o.game == "pomax" || o.game == "removal")
    return run_solve_partizan({o.files, o.game, o.rule, o.json, o.plain, o.keep_going, o.stats, o.threads, o.table_mb});
  if (!o.rule.empty()) throw UsageError("--rule goes with --game removal");
  if (o.plain && (o.gset || o.moves)) throw UsageError("--plain gives the value only (no --gset or --moves)");
  const SearchMethod method = *parse_search_method(o.search);  // CLI11 checked the name
  if (o.plain && method != SearchMethod::Auto) throw UsageError("--plain is its own search (no --search)");
  // Streams of posets: reading std::cin in step with stdio cost a getc per character
  // in the serial part of every batch. Nothing here mixes stdio and iostreams.
  std::ios::sync_with_stdio(false);
  if (o.threads > 0) omp_set_num_threads(o.threads);
  ReaderOptions reader_options;
  auto format = parse_format_name(o.format);
  if (!format) throw UsageError("unknown --format '" + o.format + "' (auto, text, digraph6, graph6)");
  reader_options.format = *format;
  reader_options.graph6_bottoms = o.bottoms;
  reader_options.keep_going = o.keep_going;
  // Plain search by the definition visits up to 2^n positions: larger inputs are refused
  // by the reader with their file and line.
  reader_options.max_elements = o.plain ? std::min(o.max_elements, kPlainMaxElements) : o.max_elements;

  StreamTable stream_table(o.table_mb);
  SharedTable& table = stream_table.get();
  SolverOptions solver_options;
  solver_options.table = &table;
  solver_options.canonical_min_elements = o.canonical_min;
  const bool need_options = o.gset || o.moves;
  const auto start = std::chrono::steady_clock::now();
  Solver::Stats total;
  MaskSearchStats mask_total;
  std::size_t mask_solved = 0;
  AnswerPrinter printer;
  printer.json = o.json;
  printer.keep_going = o.keep_going;

  // Parse and solve one batch in parallel, then print it in input order. Parsing is in
  // the parallel part: for small posets, building them costs as much as solving them.
  bool prefaulted = false;
  constexpr int kPrefaultBatch = 1024;
  auto flush = [&](std::vector<Item>& batch) {
    const int n = int(batch.size());
    // A long stream touches most of the table: commit it at once (SharedTable::prefault).
    if (n >= kPrefaultBatch && !prefaulted) {
      table.prefault(omp_get_max_threads());
      prefaulted = true;
    }
#pragma omp parallel if (n > 1)
    {
      Solver solver(solver_options);
#pragma omp for schedule(dynamic, 16)
      for (int i = 0; i < n; ++i) {
        Item& item = batch[i];
        std::optional<ParsedPoset> parsed;
        try {
          parsed = PosetReader::parse_line(item.raw, LineSource{*item.input, item.line}, reader_options);
        } catch (const InputError& e) {
          item.error = e;
          continue;
        }
        if (!parsed) continue;
        const Poset& poset = parsed->poset;
        item.elements = poset.size();
        if (o.plain) {
          item.result.grundy = plain_grundy(poset);
        } else if (const SearchMethod chosen = choose_search(method, poset); chosen == SearchMethod::Chomp) {
          try {
            item.result = solve_by_chomp(poset, need_options, {.threads = omp_in_parallel() ? 1 : 0});
          } catch (const UsageError& e) {  // its box needs more memory than the limit
            item.error = InputError(SourcePosition{*item.input, item.line, 1}, e.what());
            continue;
          }
        } else if (chosen == SearchMethod::Mask) {
          MaskSearchOptions mask_options;
          mask_options.threads = omp_in_parallel() ? 1 : 0;  // one game alone gets every thread
          if (o.progress) mask_options.progress = print_mask_progress;
          MaskSearchStats s;
          item.result = solve_by_mask(poset, need_options, mask_options, &s);
#pragma omp critical(posetlab_solve_stats)
          {
            ++mask_solved;
            mask_total.positions += s.positions, mask_total.moves += s.moves, mask_total.seconds += s.seconds;
            mask_total.threads = std::max(mask_total.threads, s.threads);
          }
        } else if (need_options) {
          item.result = solver.solve(poset, o.moves);
        } else {
          item.result.grundy = solver.grundy(poset);
        }
        std::string().swap(item.raw);
        item.answer = answer_after_index(item, o);
      }
#pragma omp critical(posetlab_solve_stats)
      {
        total.positions += solver.stats().positions;
        total.lookups += solver.stats().lookups;
        total.hits += solver.stats().hits;
      }
    }
    printer.print(batch);
    stream_table.after_batch(printer.index);
  };

  for_each_line_batch<Item>(o.files, 8192, flush);
  printer.report_skipped();
  if (o.stats) {
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cerr << "posetlab solve: " << printer.index << " posets in " << secs << " s; expanded " << total.positions
              << " positions, " << total.hits << "/" << total.lookups << " table hits, ";
    stream_table.print_stats(std::cerr);
    std::cerr << "\n";
    if (mask_solved)
      std::cerr << "posetlab solve: " << mask_solved << " by mask search: " << mask_total.positions << " positions, "
                << mask_total.moves << " moves in " << mask_total.seconds << " s on up to " << mask_total.threads << " threads ("
                << std::uint64_t(mask_total.positions / std::max(mask_total.seconds, 1e-9)) << " positions/s, "
                << mask_total.seconds * 1e9 / double(std::max<std::uint64_t>(mask_total.moves, 1)) << " ns a move)\n";
  }
  return kExitOk;
}

CommandRegistrar registrar("solve", "Grundy value, outcome, g-set and winning moves of each poset read", [](CLI::App& sub) {
  auto o = std::make_shared<SolveOptions>();
  sub.add_option("files", o->files, "Input files ('-' or none: standard input)");
  sub.add_option("--game", o->game,
                 "Game kind: impartial (poset game, Grundy values), maker-breaker (003: outcome M/B/N/P, "
                 "maker_first, maker_second), maker-maker (003 Thm 28: outcome N/P/D for the first player), "
                 "bw (001 black-white, Black = Left), pomax (004, White = Left) and removal (004 element-removal "
                 "games, White = Left, with --rule) on coloured posets: value (exact), left, outcome L/R/P; "
                 "fast solver up to 256 elements, --plain up to 64")
      ->check(CLI::IsMember({"impartial", "maker-breaker", "maker-maker", "bw", "pomax", "removal"}))
      ->capture_default_str();
  sub.add_option("--rule", o->rule,
                 "With --game removal: which elements are removable: max (= pomax), min-max (minimal or maximal), "
                 "leaf (degree <= 1 in the cover graph, 004 on trees)")
      ->check(CLI::IsMember({"max", "min-max", "leaf", "corner"}));
  sub.add_flag("--plain", o->plain,
               "Solve by the definition alone (no simplification, reductions or shared table): the oracle");
  sub.add_flag("--progress", o->progress,
               "Show progress (positions/s) of long single searches: maker-breaker, and impartial by mask");
  sub.add_option("--search", o->search,
                 "Impartial search: kernel (components by relative key, shared across posets), mask (one game "
                 "keyed by element masks, up to 256 elements), chomp (a Chomp board or Young diagram, any "
                 "labelling: one byte per position of its box), or auto: chomp for such posets of 12 or more "
                 "elements, mask for 40-256 elements without twins "
                 "(incomparable elements with equal up- and down-sets), the kernel otherwise")
      ->check(CLI::IsMember({"auto", "kernel", "mask", "chomp"}))
      ->capture_default_str();
  sub.add_flag("--json", o->json, "JSON Lines: index, input, line, elements, grundy, outcome[, gset, winning_moves]");
  sub.add_flag("--moves", o->moves, "Also list the winning moves (elements whose option has value 0) and the g-set");
  sub.add_flag("--gset", o->gset, "Also list the g-set (values of the options)");
  sub.add_option("--format", o->format, "Input format: auto (per line), text, digraph6, graph6")->capture_default_str();
  sub.add_option("--bottoms", o->bottoms, "graph6 input: the first N1 vertices are the bottoms (as nauty-genbg writes)");
  sub.add_flag("--keep-going", o->keep_going, "Skip bad lines (reported and counted) instead of stopping");
  sub.add_option("--max-elements", o->max_elements, "Refuse posets larger than this")->capture_default_str();
  sub.add_option("--threads", o->threads, "Worker threads (default: all cores)");
  sub.add_option("--table-mb", o->table_mb, "Shared table size in MiB (default: 1/32 of memory, at most 512)");
  sub.add_option("--canonical-min", o->canonical_min,
                 "Key components of at least this many elements by nauty canonical form too (0: never)")
      ->capture_default_str();
  sub.add_flag("--stats", o->stats, "Print timing and table statistics to standard error");
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
      "Output: one line per poset, in input order. Exit 2 on bad input, naming input:line:column.");
  return [o] { return run_solve(*o); };
});

}  // namespace
}  // namespace posetlab::cli
