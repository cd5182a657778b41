// `posetlab chomp-rows --rows R --max A`: every P-position of Chomp with R = 3 or 4 rows
// and first row at most A (engine/chomp/chomp_rows.hpp), far beyond the boxes of the dense pass.
// Writes the b-file of the number of P-positions by first row (stdout or -o), with
// --list every P-position one a line; progress (rate, time left) and the totals on stderr.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "cli/command.hpp"
#include "cli/option_limits.hpp"
#include "cli/output_target.hpp"
#include "results/queries/chomp_rows_output.hpp"
#include "util/output_stream.hpp"

namespace posetlab::cli {
namespace {

struct ChompRowsSettings {
  int rows = 4;
  int max = 0;
  std::string out, list;
  bool quiet = false;
};

void print_progress(const ChompRowsProgress& p) {
  const double rate = double(p.prefixes) / std::max(p.seconds, 1e-9);
  const double left = p.share > 0 ? p.seconds * (1 - p.share) / p.share : 0;
  char line[256];
  std::snprintf(line, sizeof line,
                "posetlab chomp-rows: first row %d/%d, %llu prefixes (%.0f/s), %llu P-positions, %.0f%% of the work, "
                "ETA %.0f s\n",
                p.a, p.max, (unsigned long long)p.prefixes, rate, (unsigned long long)p.p_positions, 100 * p.share, left);
  std::cerr << line << std::flush;
}

int run_chomp_rows(const ChompRowsSettings& s) {
  if (s.list == "-" && (s.out.empty() || s.out == "-"))
    throw UsageError("chomp-rows: --list - and the b-file would both go to standard output; give -o FILE");
  if (s.list != "-" && !s.list.empty() && s.out != "-" && !s.out.empty()) {
    std::error_code list_error, out_error;
    const auto list = std::filesystem::weakly_canonical(s.list, list_error);
    if (list == std::filesystem::weakly_canonical(s.out, out_error) && !list_error && !out_error)
      throw UsageError("chomp-rows: -o " + s.out + " and --list " + s.list + " name the same file; give two paths");
  }
  OutputTarget bfile(s.out);
  std::optional<OutputTarget> list;
  if (!s.list.empty()) list.emplace(s.list);
  ChompRowsCounts counts;
  std::string buffer;
  const auto start = std::chrono::steady_clock::now();
  chomp_rows_run(
      s.rows, s.max,
      [&](const ChompRowsLayer& layer) {
        counts.add(layer);
        if (!list) return;
        append_p_positions(layer, buffer);
        if (buffer.size() >= (std::size_t{1} << 20)) {
          list->write(buffer);
          buffer.clear();
        }
      },
      s.quiet ? std::function<void(const ChompRowsProgress&)>{} : print_progress);
  if (list) {
    list->write(buffer);
    list->commit();
  }
  bfile.write(chomp_rows_bfile(counts));
  bfile.commit();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!s.quiet) {
    std::istringstream lines(chomp_rows_summary(counts, seconds));
    for (std::string line; std::getline(lines, line);) std::cerr << "posetlab chomp-rows: " << line << "\n";
  }
  return kExitOk;
}

}  // namespace

CommandRun chomp_rows_command(CLI::App& sub) {
  auto s = std::make_shared<ChompRowsSettings>();
  sub.add_option("--rows", s->rows, "Rows: 3 or 4")->check(integer_range(3, 4, "a number of rows"))->capture_default_str();
  sub.add_option("--max", s->max, "Longest first row A")
      ->required()
      ->check(integer_range(1, kChompRowsMaxFirst, "a first-row length"));
  sub.add_option("-o,--out", s->out, "b-file of the P-positions by first row (default: stdout)");
  sub.add_option("--list", s->list, "also write every P-position to FILE, one a line ('-': stdout)");
  sub.add_flag("-q,--quiet", s->quiet, "no progress lines or summary on stderr");
  sub.footer(
      "Positions are row lengths a >= b >= c [>= d] >= 0, a >= 1, the poisoned square in the first row; a bite\n"
      "in row i at column j cuts rows i.. to at most j. For fixed longer rows at most one last row makes a\n"
      "P-position (a bite in the last row changes it alone), so the pass values one last row per prefix:\n"
      "about A^3/48 bytes for 4 rows (A = 1000: 33 MB, 1.5 s), A^2/16 for 3 rows. Lines of --list are\n"
      "\"a b c\" or \"a b c d\" in lexicographic order; a regular file appears only once complete.\n"
      "Examples:\n"
      "  posetlab chomp-rows --rows 4 --max 500 -o b_chomp4.txt\n"
      "  posetlab chomp-rows --rows 3 --max 20000 -o b_chomp3.txt --list - | gzip > chomp3.txt.gz");
  return [s] { return run_chomp_rows(*s); };
}

}  // namespace posetlab::cli
