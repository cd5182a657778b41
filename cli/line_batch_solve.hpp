#pragma once
// The frame of the solve branches that read one game a text line and solve them with a
// solver per thread over one shared table (solve_partizan, solve_positional): each batch
// of lines is parsed in parallel, then solved in parallel, then answered in input order.
// The branches supply what differs: the game a line makes, the solver, the answer.
#include <omp.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "cli/line_batches.hpp"
#include "cli/stream_table.hpp"
#include "engine/poset_reader.hpp"
#include "engine/shared_table.hpp"

namespace posetlab::cli {

struct LineBatchOptions {
  std::vector<std::string> files;
  bool json = false, keep_going = false, stats = false;
  int threads = 0, max_elements = 64;
  std::size_t table_mb = 0;
};

class LineBatchSolve {
  StreamTable stream_table_;  // first: `table` refers into it

 public:
  explicit LineBatchSolve(const LineBatchOptions& o)
      : stream_table_(o.table_mb), table(stream_table_.get()), o_(o) {
    std::ios::sync_with_stdio(false);
    if (o.threads > 0) omp_set_num_threads(o.threads);
    reader_.format = Format::Text;
    reader_.keep_going = o.keep_going;
    reader_.max_elements = o.max_elements;
    printer_.json = o.json;
    printer_.keep_going = o.keep_going;
  }

  SharedTable& table;

  // Solves every line read: to_game(ParsedPoset&, const LineSource&, line) makes its Game
  // (throwing InputError where the line is not one), prepare(games) sees a batch's games
  // before they are solved, make_solver() gives each thread its solver (whose
  // stats().positions --stats sums), and answer(solver, game, item) is the line's answer
  // after its index.
  template <class Game, class ToGame, class Prepare, class MakeSolver, class Answer>
  void run(ToGame&& to_game, Prepare&& prepare, MakeSolver&& make_solver, Answer&& answer) {
    for_each_line_batch(o_.files, 1024, [&](std::vector<LineItem>& batch) {
      const int n = int(batch.size());
      std::vector<std::optional<Game>> games(n);
#pragma omp parallel for schedule(dynamic, 16) if (n > 1)
      for (int i = 0; i < n; ++i) {
        LineItem& item = batch[i];
        try {
          const LineSource src{*item.input, item.line};
          auto parsed = PosetReader::parse_line(item.raw, src, reader_);
          if (parsed) games[i] = to_game(*parsed, src, item.raw);
        } catch (const InputError& e) {
          item.error = e;
        }
      }
      prepare(games);
      // One batch of one game runs outside a parallel region, so a solver that
      // parallelises a lone game inside (maker-breaker's root moves) does.
#pragma omp parallel if (n > 1)
      {
        auto solver = make_solver();
#pragma omp for schedule(dynamic, 1)
        for (int i = 0; i < n; ++i) {
          if (!games[i]) continue;
          batch[i].answer = answer(solver, *games[i], batch[i]);
          games[i].reset();  // freed by the thread that solved it, not the serial part
        }
#pragma omp critical(posetlab_line_batch_stats)
        positions_ += solver.stats().positions;
      }
      printer_.print(batch);
      stream_table_.after_batch(printer_.index);
    });
  }

  // After run: the count of lines skipped under --keep-going and, with --stats, the
  // timing line, "N <noun> in S s; ...".
  void finish(const char* noun) const {
    printer_.report_skipped();
    if (!o_.stats) return;
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    std::cerr << "posetlab solve: " << printer_.index << " " << noun << " in " << secs << " s; expanded "
              << positions_ << " positions (" << (secs > 0 ? double(positions_) / secs : 0.0) << "/s), ";
    stream_table_.print_stats(std::cerr);
    std::cerr << "\n";
  }

 private:
  const LineBatchOptions o_;
  ReaderOptions reader_;
  AnswerPrinter printer_;
  std::uint64_t positions_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();  // after the table
};

}  // namespace posetlab::cli
