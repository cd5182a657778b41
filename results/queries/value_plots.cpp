// The plots of the counted populations; see value_plots.hpp.
#include "results/queries/value_plots.hpp"

#include <string>

#include "results/queries/size_range.hpp"
#include "results/queries/svg_plot.hpp"

namespace posetlab {
namespace {

std::string value_plot_sizes(const ValueCounts& c) {
  std::string s = "n = " + sizes_text(c.complete_sizes()) + " from the " + c.table;
  if (!c.incomplete.empty()) s += "; left out: " + c.incomplete.begin()->second;
  if (c.incomplete.size() > 1) s += " (and " + std::to_string(c.incomplete.size() - 1) + " more sizes stored in part)";
  return s;
}

ReportPlot value_grundy_plot(const CountedPopulation& src, const ValueCounts& c) {
  BarChart chart{"Grundy values of " + src.plot_plural + " per size", "Grundy value", "classes", value_plot_sizes(c),
                 false, 4, {}};
  for (const auto& [n, values] : c.by_size) {
    BarPanel panel;
    panel.title = "n = " + std::to_string(n) + ": " + std::to_string(c.classes(n)) + " classes";
    const int top = values.empty() ? 0 : values.rbegin()->first;
    for (int g = 0; g <= top; ++g) panel.bars.push_back({std::to_string(g), c.with_value(n, g)});
    chart.panels.push_back(std::move(panel));
  }
  return {src.plot_stem + "-grundy",
          "Grundy value distribution of " + src.plot_plural + ", one panel per size (" + value_plot_sizes(c) + ").",
          svg_bar_chart(chart)};
}

ReportPlot value_p_plot(const CountedPopulation& src, const ValueCounts& c) {
  BarChart chart{"Share of P-positions among " + src.plot_plural + " per size", "n", "P-positions",
                 value_plot_sizes(c), false, 1, {}};
  chart.shares = true;
  BarPanel panel;
  panel.title = "classes with Grundy value 0, of all classes of the size";
  for (const auto& [n, values] : c.by_size) panel.bars.push_back({std::to_string(n), c.with_value(n, 0), c.classes(n)});
  chart.panels.push_back(std::move(panel));
  return {src.plot_stem + "-p",
          "Share of P-positions (second player wins) among " + src.plot_plural + " per size (" + value_plot_sizes(c) +
              "; the count and the whole in each bar's tooltip).",
          svg_bar_chart(chart)};
}

}  // namespace

void add_value_plots(Db& db, const CountedPopulation& population, ReportPlots& out) {
  const ValueCounts c = read_value_counts(db, population);
  if (c.by_size.empty()) {
    out.skipped.push_back("The " + c.table + " holds no complete size" +
                          (c.stop_note.empty() ? std::string(" (it is empty)") : ": " + c.stop_note) + ".");
    return;
  }
  out.plots.push_back(value_grundy_plot(population, c));
  out.plots.push_back(value_p_plot(population, c));
}

}  // namespace posetlab
