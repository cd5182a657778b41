// The coloured_posets plots of the report: how many classes take each black-white value
// (exact dyadics, in numeric order) and each pomax value, one panel per size.
#include <cstdlib>
#include <map>
#include <string>

#include "results/queries/svg_plot.hpp"
#include "verify/report_plot.hpp"

namespace posetlab::checks {
namespace {

// "5/2" -> 2.5, "-3" -> -3: only for ordering the bars (the labels stay exact).
double dyadic_order(const std::string& v) {
  const auto slash = v.find('/');
  if (slash == std::string::npos) return std::atof(v.c_str());
  return std::atof(v.substr(0, slash).c_str()) / std::atof(v.substr(slash + 1).c_str());
}

// size -> value (ordered) -> classes, from `SELECT size, value, count(*) ...`.
using Counts = std::map<int, std::map<std::pair<double, std::string>, std::uint64_t>>;

Counts read_counts(Db& db, const std::string& column) {
  Counts c;
  Stmt q = db.prepare("SELECT size, " + column + ", count(*) FROM coloured_posets GROUP BY size, " + column);
  while (q.step()) {
    const std::string v = q.text(1);
    c[int(q.int64(0))][{dyadic_order(v), v}] = std::uint64_t(q.int64(2));
  }
  return c;
}

ReportPlot value_plot(const Counts& counts, const std::string& name, const std::string& what, const std::string& note) {
  BarChart chart{what + " of coloured posets per size", "value", "classes", note, false, 4, {}};
  for (const auto& [n, values] : counts) {
    BarPanel panel;
    std::uint64_t classes = 0;
    for (const auto& [key, count] : values) panel.bars.push_back({key.second, count}), classes += count;
    panel.title = "n = " + std::to_string(n) + ": " + std::to_string(classes) + " classes";
    chart.panels.push_back(std::move(panel));
  }
  return {name, what + " of the coloured posets stored, one panel per size (" + note + ").", svg_bar_chart(chart)};
}

void add_coloured_plots(Db& db, ReportPlots& out) {
  if (!table_has_rows(db, "coloured_posets")) {
    out.skipped.push_back("The coloured_posets table is empty (run `posetlab enumerate coloured-posets`).");
    return;
  }
  const std::string note = "classes as stored in the coloured_posets table; a size a job did not finish shows in part";
  out.plots.push_back(value_plot(read_counts(db, "bw"), "coloured-bw", "Black-white values (Black = Left)", note));
  out.plots.push_back(value_plot(read_counts(db, "pomax"), "coloured-pomax", "Pomax values (White = Left)", note));
}

const PlotRegistrar coloured_plots("coloured_posets", add_coloured_plots);

}  // namespace
}  // namespace posetlab::checks
