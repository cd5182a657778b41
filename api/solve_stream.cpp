// Batches of input lines parsed, solved and printed in order for any game kind
// (api/solve_stream.hpp).
#include "api/solve_stream.hpp"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <optional>

#include "api/line_batches.hpp"
#include "api/solve.hpp"
#include "api/stream_table.hpp"
#include "engine/formats/poset_reader.hpp"
#include "util/json.hpp"
#include "util/thread_fit.hpp"

namespace posetlab::api {
namespace {

// The answer after its index; with `echo`, the input's own text last (text=..., the rest
// of the line, or a JSON "text" member, which `solve` reads back as it reads family --json).
std::string answer_line(const api::Answer& a, const LineItem& item, bool json, bool echo) {
  if (!json) {
    std::string line = api::answer_text(a);
    if (echo) line += " text=" + std::string(PosetReader::line_text(item.raw));
    return line + "\n";
  }
  JsonObject j;
  j.add("input", *item.input).add("line", item.line);
  api::add_answer_json(j, a);
  if (echo) j.add("text", std::string(PosetReader::line_text(item.raw)));
  return "," + j.str().substr(1) + "\n";
}

// K of a text line `poset K...` (0 for other lines): a large game announces itself
// before the batch is parsed.
int declared_elements(std::string_view line) {
  const std::size_t at = line.find_first_not_of(" \t");
  if (at == std::string_view::npos || line.substr(at, 6) != "poset ") return 0;
  int k = 0;
  for (std::size_t i = at + 6; i < line.size() && line[i] >= '0' && line[i] <= '9' && k < 1'000'000; ++i)
    k = k * 10 + (line[i] - '0');
  return k;
}

ReaderOptions reader_options(const api::GameKind& kind, const api::SolveRequest& request, const SolveStreamOptions& o) {
  ReaderOptions r;
  auto format = parse_format_name(o.format);
  if (!format) throw UsageError("unknown --format '" + o.format + "' (auto, text, digraph6, graph6)");
  if (kind.format != api::LineFormat::Uncoloured) {
    if (*format != Format::Auto && *format != Format::Text)
      throw UsageError("--game " + kind.name + " reads text lines only (--format auto or text)");
    if (o.bottoms >= 0) throw UsageError("--bottoms goes with graph6 input of uncoloured posets");
    *format = Format::Text;
  }
  r.format = *format;
  r.graph6_bottoms = o.bottoms;
  r.keep_going = o.keep_going;
  r.max_elements = std::min(o.max_elements, api::max_elements(kind, request));
  return r;
}

}  // namespace

int solve_stream(const api::GameKind& kind, api::SolveRequest request, const SolveStreamOptions& o) {
  api::check_request(kind, request);
  const ReaderOptions reader = reader_options(kind, request, o);
  // Streams of posets: reading std::cin in step with stdio cost a getc per character
  // in the serial part of every batch. Nothing here mixes stdio and iostreams.
  std::ios::sync_with_stdio(false);
  if (const int threads = fitted_thread_count(o.threads, std::cerr); threads > 0) omp_set_num_threads(threads);
  StreamTable stream_table(o.table_mb);
  request.table = &stream_table.get();
  const auto start = std::chrono::steady_clock::now();
  AnswerPrinter printer;
  printer.json = o.json;
  printer.keep_going = o.keep_going;
  api::SolveStats total;
  bool prefaulted = false;

  for_each_line_batch(o.files, std::size_t(kind.stream_batch), [&](std::vector<LineItem>& batch) {
    const int n = int(batch.size());
    // A long stream, or one large game, touches pages all over the table: commit it at
    // once (SharedTable::prefault) rather than fault page by page from every thread.
    bool prefault = kind.prefault_batch > 0 && n >= kind.prefault_batch;
    for (int i = 0; i < n && !prefault && kind.prefault_elements > 0; ++i)
      prefault = declared_elements(batch[i].raw) >= kind.prefault_elements;
    if (prefault && !prefaulted && !request.plain) {
      stream_table.get().prefault(omp_get_max_threads());
      prefaulted = true;
    }
    // Each line is parsed, solved and freed by one thread in one step: parsing is in the
    // parallel part (for small posets it costs as much as solving), and keeping 8192
    // parsed posets from a parsing pass to a solving pass costs about a third more
    // time on streams of small posets (cache misses).
#pragma omp parallel if (n > 1)
    {
      auto solver = kind.make_solver(request);
#pragma omp for schedule(dynamic, kind.stream_chunk)
      for (int i = 0; i < n; ++i) {
        LineItem& item = batch[i];
        try {
          const LineSource src{*item.input, item.line};
          std::optional<ParsedPoset> input = PosetReader::parse_line(item.raw, src, reader);
          if (!input) continue;
          api::check_input(kind, request, *input, src, item.raw);
          if (!o.echo) std::string().swap(item.raw);
          item.answer = answer_line(api::solve_within(*solver, std::move(*input), request), item, o.json, o.echo);
          std::string().swap(item.raw);
        } catch (const BoundError& e) {  // no value; the next line gets a fresh solver
          item.error = InputError({*item.input, item.line, 1}, e.what());
          item.bound = true;
#pragma omp critical(posetlab_solve_stats)
          total += solver->stats();
          solver = kind.make_solver(request);
        } catch (const InputError& e) {
          item.error = e;
        } catch (const std::bad_alloc&) {  // never escape the parallel region (that aborts)
          item.error = InputError({*item.input, item.line, 1}, "not enough memory for this poset (see --max-elements)");
        } catch (const std::exception& e) {  // e.g. a Chomp box over the memory limit: nothing may leave the parallel region
          item.error = InputError(SourcePosition{*item.input, item.line, 1}, e.what());
        }
      }
#pragma omp critical(posetlab_solve_stats)
      total += solver->stats();
    }
    printer.print(batch);
    stream_table.after_batch(printer.index);
  });

  printer.report_skipped();
  if (o.stats) {
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cerr << "posetlab solve: " << printer.index << " inputs (" << kind.name << ") in " << secs << " s; expanded "
              << total.positions << " positions (" << (secs > 0 ? double(total.positions) / secs : 0.0) << "/s), "
              << total.hits << "/" << total.lookups << " table hits, ";
    stream_table.print_stats(std::cerr);
    std::cerr << "\n";
    total.print_search_lines(std::cerr, "posetlab solve: ");
  }
  if (printer.skipped) return kStreamBadLines;
  return printer.bounded ? kStreamBounded : 0;
}

}  // namespace posetlab::api
