// `posetlab chomp-periods --max-r R`: 3-row Chomp by its third row (engine/chomp/chomp_periods.hpp).
// One line per r, 0..R: live rows with their period, start and pattern, stale rows with the
// (q, q, r) that ends them; then the census by period, and every r whose period is none
// of 1, 2, 3, 4 and 9 (the periods Nivasch's census found to r = 10 000).
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <string>

#include "cli/command.hpp"
#include "cli/option_limits.hpp"
#include "cli/output_target.hpp"
#include "engine/chomp/chomp_periods.hpp"

namespace posetlab::cli {
namespace {

struct ChompPeriodSettings {
  int max_r = 0;
  int extra = 1000;
  int min_stretch = 500;
  std::string out;
  bool quiet = false;
};

std::string row_line(const ChompThirdRow& t) {
  std::string line = std::to_string(t.r) + " ";
  switch (t.kind) {
    case ChompThirdRow::Kind::Live: {
      line += "live " + std::to_string(t.period) + " " + std::to_string(t.start) + " ";
      for (std::size_t i = 0; i < t.pattern.size(); ++i) line += (i ? "," : "") + std::to_string(t.pattern[i]);
      break;
    }
    case ChompThirdRow::Kind::Stale: line += "stale - " + std::to_string(t.start) + " -"; break;
    case ChompThirdRow::Kind::Unresolved: line += "unresolved - - -"; break;
    case ChompThirdRow::Kind::Incomplete: line += "incomplete - " + std::to_string(t.start) + " -"; break;
  }
  return line + "\n";
}

// The census's closing lines, each starting with "# ".
std::string summary(const ChompPeriodCensus& c, double seconds) {
  std::map<int, int> by_period;
  int stale = 0, unresolved = 0, incomplete = 0;
  std::string unusual;
  for (const ChompThirdRow& t : c.rows) {
    if (t.kind == ChompThirdRow::Kind::Live) {
      ++by_period[t.period];
      if (t.period != 1 && t.period != 2 && t.period != 3 && t.period != 4 && t.period != 9)
        unusual += " r=" + std::to_string(t.r) + " (period " + std::to_string(t.period) + ")";
    }
    stale += t.kind == ChompThirdRow::Kind::Stale;
    unresolved += t.kind == ChompThirdRow::Kind::Unresolved;
    incomplete += t.kind == ChompThirdRow::Kind::Incomplete;
  }
  std::string out = "# live rows by period:";
  for (const auto& [p, n] : by_period) out += " " + std::to_string(p) + ": " + std::to_string(n) + ";";
  out += " stale: " + std::to_string(stale) + "; unresolved: " + std::to_string(unresolved) +
         "; incomplete: " + std::to_string(incomplete) + "\n";
  out += "# periods other than 1, 2, 3, 4 and 9:" + (unusual.empty() ? std::string(" none") : unusual) + "\n";
  char line[160];
  std::snprintf(line, sizeof line, "# 3-row pass: first rows 1..%d, %llu P-positions, %.1f s\n", c.first_rows,
                (unsigned long long)c.p_positions, seconds);
  return out + line;
}

int run_chomp_periods(const ChompPeriodSettings& s) {
  OutputTarget out(s.out);  // opened first: a path that cannot be written fails before the pass
  ChompPeriodOptions o;
  o.max_r = s.max_r, o.extra = s.extra, o.min_stretch = s.min_stretch;
  if (!s.quiet)
    o.progress = [](const ChompRowsProgress& p) {
      std::fprintf(stderr, "posetlab chomp-periods: first row %d/%d, %.0f%% of the work, %.0f s\n", p.a, p.max,
                   100 * p.share, p.seconds);
    };
  const auto begin = std::chrono::steady_clock::now();
  const ChompPeriodCensus census = chomp_three_row_periods(o);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  std::string text = "# 3-row Chomp P-positions (p, q, r), p >= q >= r, by third row r = 0.." + std::to_string(s.max_r) +
                     "; d(q) = p - q read for q = r..2r+" + std::to_string(s.extra) +
                     "; a period must hold for max(3 periods, " + std::to_string(s.min_stretch) + ") values of q\n" +
                     "# r kind period start pattern (live: d(start..start+period-1); stale: start is q of the "
                     "P-position (q, q, r))\n";
  for (const ChompThirdRow& t : census.rows) text += row_line(t);
  const std::string closing = summary(census, seconds);
  text += closing;
  out.write(text);
  out.commit();
  if (!s.quiet && out.is_file()) std::cerr << closing;
  return kExitOk;
}

}  // namespace

CommandRun chomp_periods_command(CLI::App& sub) {
  auto s = std::make_shared<ChompPeriodSettings>();
  sub.add_option("--max-r", s->max_r, "Largest third row R")
      ->required()
      ->check(integer_range(0, kChompPeriodMaxR, "a third-row length"));
  sub.add_option("--extra", s->extra, "Read d(q) up to q = 2r + E")
      ->check(integer_range(1, 20000, "a horizon's extra"))
      ->capture_default_str();
  sub.add_option("--min-stretch", s->min_stretch, "Values of q a period must hold before the horizon (and 3 periods)")
      ->check(integer_range(1, 1000000, "a stretch"))
      ->capture_default_str();
  sub.add_option("-o,--out", s->out, "Write the census to FILE (default: stdout)");
  sub.add_flag("-q,--quiet", s->quiet, "no progress lines or summary on stderr");
  sub.footer(
      "For fixed (q, r) at most one first row p makes (p, q, r) a P-position. A third row r is stale when\n"
      "some (q, q, r) is a P-position: the row ends there. Otherwise d(q) = p - q is eventually periodic;\n"
      "the period is the least P with d(q + P) = d(q) for every q from the start to the horizon. The\n"
      "P-positions come from the 3-row pass of chomp-rows (first rows up to 3R + E + 1; about 20 s and\n"
      "0.5 GB for R = 20000). A re-run with a larger --extra that gives the same census is the evidence\n"
      "that the horizon was far enough.\n"
      "Examples:\n"
      "  posetlab chomp-periods --max-r 1000 | grep -v ' live 1 '\n"
      "  posetlab chomp-periods --max-r 20000 -o chomp3-periods.txt");
  return [s] { return run_chomp_periods(*s); };
}

}  // namespace posetlab::cli
