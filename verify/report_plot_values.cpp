// The plots of the tables with a published count per size, posets (A000112) and
// two_level (the class counts): the Grundy value distribution of each complete size and
// the share of P-positions per size, sizes a table holds only in part left out and the
// caption saying so (results/queries/value_counts.hpp).
#include <string>

#include "results/queries/size_range.hpp"
#include "results/queries/svg_plot.hpp"
#include "results/queries/value_counts.hpp"
#include "verify/report_plot.hpp"

namespace posetlab::checks {
namespace {
using Source = CountedPopulation;  // its plot_stem and plot_plural name the plots

std::string caption_sizes(const ValueCounts& c) {
  std::string s = "n = " + sizes_text(c.complete_sizes()) + " from the " + c.table;
  if (!c.incomplete.empty()) s += "; left out: " + c.incomplete.begin()->second;
  if (c.incomplete.size() > 1) s += " (and " + std::to_string(c.incomplete.size() - 1) + " more sizes stored in part)";
  return s;
}

ReportPlot grundy_plot(const Source& src, const ValueCounts& c) {
  BarChart chart{std::string("Grundy values of ") + src.plot_plural + " per size", "Grundy value", "classes",
                 caption_sizes(c), false, 4, {}};
  for (const auto& [n, values] : c.by_size) {
    BarPanel panel;
    panel.title = "n = " + std::to_string(n) + ": " + std::to_string(c.classes(n)) + " classes";
    const int top = values.empty() ? 0 : values.rbegin()->first;
    for (int g = 0; g <= top; ++g) panel.bars.push_back({std::to_string(g), c.with_value(n, g)});
    chart.panels.push_back(std::move(panel));
  }
  return {src.plot_stem + "-grundy",
          std::string("Grundy value distribution of ") + src.plot_plural + ", one panel per size (" + caption_sizes(c) + ").",
          svg_bar_chart(chart)};
}

ReportPlot p_plot(const Source& src, const ValueCounts& c) {
  BarChart chart{std::string("Share of P-positions among ") + src.plot_plural + " per size", "n", "P-positions",
                 caption_sizes(c), false, 1, {}};
  chart.shares = true;
  BarPanel panel;
  panel.title = "classes with Grundy value 0, of all classes of the size";
  for (const auto& [n, values] : c.by_size) panel.bars.push_back({std::to_string(n), c.with_value(n, 0), c.classes(n)});
  chart.panels.push_back(std::move(panel));
  return {src.plot_stem + "-p",
          std::string("Share of P-positions (second player wins) among ") + src.plot_plural + " per size (" +
              caption_sizes(c) + "; the count and the whole in each bar's tooltip).",
          svg_bar_chart(chart)};
}

void add_value_plots(Db& db, const Source& src, ReportPlots& out) {
  const ValueCounts c = read_value_counts(db, src);
  if (c.by_size.empty()) {
    out.skipped.push_back("The " + c.table + " holds no complete size" +
                          (c.stop_note.empty() ? std::string(" (it is empty)") : ": " + c.stop_note) + ".");
    return;
  }
  out.plots.push_back(grundy_plot(src, c));
  out.plots.push_back(p_plot(src, c));
}

void add_posets_plots(Db& db, ReportPlots& out) { add_value_plots(db, counted_population("posets"), out); }
void add_two_level_plots(Db& db, ReportPlots& out) {
  add_value_plots(db, counted_population("two-level"), out);
}

const PlotRegistrar posets_registrar("posets", add_posets_plots);
const PlotRegistrar two_level_registrar("two_level", add_two_level_plots);

}  // namespace
}  // namespace posetlab::checks
