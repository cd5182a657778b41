// `posetlab chomp-box ROWS COLS`: one dense pass over a rectangular box of Chomp
// (engine/chomp/chomp_dense.hpp), checkpointed and resumable, and every board a x b inside it
// with at least --min-bites winning bites: a census of a region no square job reaches.
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <string>

#include "cli/command.hpp"
#include "cli/option_limits.hpp"
#include "cli/options.hpp"
#include "cli/output_target.hpp"
#include "engine/chomp/chomp_last_row.hpp"
#include "engine/core/cancel.hpp"
#include "enumerate/chomp_checkpointed_pass.hpp"
#include "enumerate/chomp_job.hpp"
#include "enumerate/chomp_pass_progress.hpp"
#include "results/jobs/interrupt.hpp"
#include "util/system_memory.hpp"

namespace posetlab::cli {
namespace {

struct ChompBoxSettings {
  int rows = 0, cols = 0;
  int min_bites = 2;
  bool grundy = false;
  std::string method = "auto";
  std::string checkpoint;
  int checkpoint_seconds = 900;
  int threads = 0;
  std::string out;
  bool quiet = false;
};

// What one pass over the box did: "box R x C, MODE, T threads: ..." (the line the census
// scripts of frontier/ read the box from).
std::string pass_line(int rows, int cols, const std::string& mode, const ChompDenseStats& s, double seconds) {
  char line[400];
  std::snprintf(line, sizeof line, "box %d x %d, %s, %d threads: %llu positions (%llu resumed), %llu moves, %.2f s",
                rows, cols, mode.c_str(), s.threads, (unsigned long long)s.positions, (unsigned long long)s.resumed,
                (unsigned long long)s.moves, seconds);
  return line;
}

using BitesOf = std::function<std::vector<ChompCell>(int a, int b)>;
using ValueOf = std::function<int(int a, int b)>;

// The boards of the box with at least `min_bites` winning bites ("board a x b: bites"), with
// their values after them ("value a x b: G") when `value_of` is given; then a count by bites.
std::string board_lines(int rows, int cols, const BitesOf& bites_of, const ValueOf& value_of, int min_bites) {
  std::string text;
  std::map<std::size_t, std::uint64_t> by_bites;
  std::uint64_t boards = 0;
  for (int b = 1; b <= cols; ++b)
    for (int a = 1; a <= rows && a <= b; ++a) {
      ChompBoard board;
      board.a = a, board.b = b, board.bites = bites_of(a, b);
      ++boards;
      ++by_bites[board.bites.size()];
      if (int(board.bites.size()) < min_bites) continue;
      const std::string name = std::to_string(a) + " x " + std::to_string(b);
      text += "board " + name + ": " + board.bites_text() + "\n";
      if (value_of) text += "value " + name + ": " + std::to_string(value_of(a, b)) + "\n";
    }
  text += "# " + std::to_string(boards) + " boards a x b (a <= b) in the box, by winning bites:";
  for (const auto& [bites, n] : by_bites) text += " " + std::to_string(bites) + ": " + std::to_string(n) + ";";
  return text + "\n";
}

// The pass --method auto picks: the last-row pass where it reads fewer children than the
// outcome pass would (thin boxes, bench/RESULTS.md) and fits a byte a column.
bool last_row_pays(int rows, int cols) {
  return rows >= 2 && cols < int(kChompEscape) && 10 * (rows - 1) < 3 * (rows + cols);
}

int run_chomp_box(const ChompBoxSettings& s) {
  if (s.rows > s.cols)
    throw UsageError("chomp-box: give the shorter side first (" + std::to_string(s.cols) + " " +
                     std::to_string(s.rows) + "): the box holds the boards a x b with a <= b");
  const bool last_row = !s.grundy && (s.method == "last-row" || (s.method == "auto" && last_row_pays(s.rows, s.cols)));
  if (s.grundy && s.method != "auto")
    throw UsageError("chomp-box: --grundy runs the Grundy pass; it takes no --method " + s.method);
  if (last_row && s.rows < 2) throw UsageError("chomp-box: --method last-row needs at least two rows");
  OutputTarget out(s.out);  // opened first: a path that cannot be written fails before the pass
  ChompDenseOptions options;
  options.threads = s.threads;
  options.outcome_only = !s.grundy && !last_row;
  options.max_bytes = available_memory_bytes();
  install_interrupt_handlers();
  options.stop = interrupt_requested;
  const auto note = [&s](const std::string& line) {
    if (!s.quiet) std::cerr << "posetlab chomp-box: " << line << "\n";
  };
  // A last-row pass runs over the box one row shorter; its memory, progress and checkpoint
  // are that box's.
  const int pass_rows = last_row ? s.rows - 1 : s.rows;
  if (ChompDense::bytes_needed(pass_rows, s.cols, options.outcome_only) > options.max_bytes)
    throw UsageError("chomp-box " + std::to_string(s.rows) + " " + std::to_string(s.cols) +
                     (last_row ? " (the last-row pass)" : "") + ": " +
                     ChompDense::memory_message(pass_rows, s.cols, options.max_bytes, options.outcome_only) +
                     " (the memory available now)");
  if (!s.quiet)
    options.progress = [progress = ChompPassProgress(), pass_rows, &s](const ChompDenseStats& stats) mutable {
      std::cerr << "posetlab chomp-box: " << progress.line(pass_rows, s.cols, stats) << "\n";
    };
  if (!s.checkpoint.empty()) {
    ChompCheckpointing how;
    how.path = s.checkpoint;
    how.every_seconds = s.checkpoint_seconds;
    how.note = note;
    checkpoint_chomp_pass(options, ChompCheckpointBox{pass_rows, s.cols, options.outcome_only, last_row}, how);
  }
  const auto begin = std::chrono::steady_clock::now();
  std::unique_ptr<const ChompDense> dense;
  std::unique_ptr<const ChompLastRow> taller;
  try {
    if (last_row)
      taller = std::make_unique<const ChompLastRow>(s.rows, s.cols, options);
    else
      dense = std::make_unique<const ChompDense>(s.rows, s.cols, options);
  } catch (const Cancelled&) {
    std::cerr << "posetlab chomp-box: stopped"
              << (s.checkpoint.empty() ? " (no --checkpoint: the work is lost)"
                                       : "; the same command resumes from " + s.checkpoint + " if a checkpoint was written")
              << "\n";
    return kExitFailed;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  std::string head;
  BitesOf bites_of;
  ValueOf value_of;
  if (last_row) {
    head = pass_line(s.rows, s.cols, "last-row bytes of the " + std::to_string(pass_rows) + " x " + std::to_string(s.cols) + " box",
                     taller->stats(), seconds);
    bites_of = [&](int a, int b) { return taller->board_winning_bites(a, b); };
  } else {
    head = pass_line(s.rows, s.cols, dense->outcome_only() ? "outcome bits" : "Grundy values", dense->stats(), seconds);
    if (!dense->outcome_only()) {
      head += ", largest value " + std::to_string(dense->stats().max_grundy) + ", " +
              std::to_string(dense->escaped_count()) + " values of 255 and more";
      value_of = [&](int a, int b) { return dense->board_grundy(a, b); };
    }
    bites_of = [&](int a, int b) { return dense->board_winning_bites(a, b); };
  }
  head += "\n";
  out.write("# posetlab chomp-box " + std::to_string(s.rows) + " " + std::to_string(s.cols) +
            ": the boards a x b (a <= b) with " + std::to_string(s.min_bites) +
            " or more winning bites, as (row,column) from the poisoned square (0,0)\n" + head +
            board_lines(s.rows, s.cols, bites_of, value_of, s.min_bites));
  out.commit();
  if (!s.quiet) std::cerr << "posetlab chomp-box: " << head;
  if (!s.checkpoint.empty()) remove_chomp_checkpoint(s.checkpoint);  // the result is written: it has served
  return kExitOk;
}

}  // namespace

CommandRun chomp_box_command(CLI::App& sub) {
  auto s = std::make_shared<ChompBoxSettings>();
  sub.add_option("rows", s->rows, "Rows of the box (the shorter side)")->required()->check(integer_range(1, 100000, "a side"));
  sub.add_option("cols", s->cols, "Columns of the box")->required()->check(integer_range(1, 100000, "a side"));
  sub.add_option("--min-bites", s->min_bites, "List the boards with at least K winning bites (0: every board)")
      ->check(integer_range(0, 1000, "a number of bites"))
      ->capture_default_str();
  sub.add_option("--method", s->method,
                 "outcome: one bit a diagram of the box; last-row: a byte a diagram of the box one row shorter, "
                 "thin boxes' cheapest; auto: last-row where it pays")
      ->check(CLI::IsMember({"auto", "outcome", "last-row"}))
      ->capture_default_str();
  sub.add_flag("--grundy", s->grundy, "Grundy values (one byte a position) instead of outcome bits; adds a value line per board listed");
  sub.add_option("--checkpoint", s->checkpoint, "Save the pass to FILE between layers, resume from it, remove it when done");
  sub.add_option("--checkpoint-seconds", s->checkpoint_seconds, "Seconds between checkpoints at least (0: every layer)")
      ->check(integer_range(0, 86400, "seconds"))
      ->capture_default_str();
  add_threads_option(sub, s->threads, "valuing the positions");
  sub.add_option("-o,--out", s->out, "Write the list to FILE (default: stdout)");
  sub.add_flag("-q,--quiet", s->quiet, "no progress or checkpoint lines on stderr");
  sub.footer(
      "Every board a x b with a <= ROWS, b <= COLS and a <= b is a position of the ROWS x COLS box, so one\n"
      "pass values them all. The outcome pass keeps a bit for each of the C(ROWS+COLS, ROWS) diagrams of the\n"
      "box; the last-row pass a byte for each diagram one row shorter (the length of the last row that\n"
      "makes a P-position), which thin boxes need far less work for; auto takes it when\n"
      "10 (ROWS - 1) < 3 (ROWS + COLS). A box that does not fit the memory available is refused before\n"
      "anything is allocated. A stop (Ctrl-C, SIGTERM, kill -9, a reboot) loses only the layers since the\n"
      "last checkpoint; the same command resumes there, and the result does not depend on where it resumed.\n"
      "Examples:\n"
      "  posetlab chomp-box 6 13\n"
      "  nice posetlab chomp-box 9 55 --checkpoint data/box-9x55.checkpoint -o box-9x55.txt");
  return [s] { return run_chomp_box(*s); };
}

}  // namespace posetlab::cli
