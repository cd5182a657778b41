// The report's plots; see report_plots.hpp.
#include "verify/report_plots.hpp"

#include <sstream>

#include "results/queries/svg_plot.hpp"
#include "results/queries/value_counts.hpp"
#include "verify/report_plot_kinds.hpp"

namespace posetlab::checks {
namespace {

struct Source {
  Population population;
  const char* name;    // file suffix stem
  const char* plural;  // in titles
};

std::string sizes_text(const ValueCounts& c) {
  std::string s = "n = 1.." + std::to_string(c.last_complete) + " from the " + c.table;
  if (!c.stop_note.empty()) s += "; left out: " + c.stop_note;
  return s;
}

ReportPlot grundy_plot(const Source& src, const ValueCounts& c) {
  BarChart chart{std::string("Grundy values of ") + src.plural + " per size", "Grundy value", "classes",
                 sizes_text(c), false, 4, {}};
  for (const auto& [n, values] : c.by_size) {
    BarPanel panel;
    panel.title = "n = " + std::to_string(n) + ": " + std::to_string(c.classes(n)) + " classes";
    const int top = values.empty() ? 0 : values.rbegin()->first;
    for (int g = 0; g <= top; ++g) panel.bars.push_back({std::to_string(g), c.with_value(n, g)});
    chart.panels.push_back(std::move(panel));
  }
  return {std::string(src.name) + "-grundy",
          std::string("Grundy value distribution of ") + src.plural + ", one panel per size (" + sizes_text(c) + ").",
          svg_bar_chart(chart)};
}

ReportPlot p_plot(const Source& src, const ValueCounts& c) {
  BarChart chart{std::string("Share of P-positions among ") + src.plural + " per size", "n", "P-positions",
                 sizes_text(c), false, 1, {}};
  chart.shares = true;
  BarPanel panel;
  panel.title = "classes with Grundy value 0, of all classes of the size";
  for (const auto& [n, values] : c.by_size) panel.bars.push_back({std::to_string(n), c.with_value(n, 0), c.classes(n)});
  chart.panels.push_back(std::move(panel));
  return {std::string(src.name) + "-p",
          std::string("Share of P-positions (second player wins) among ") + src.plural + " per size (" +
              sizes_text(c) + "; the count and the whole in each bar's tooltip).",
          svg_bar_chart(chart)};
}

}  // namespace

ReportPlots report_plots(Db& db) {
  ReportPlots out;
  const Source sources[] = {{Population::Posets, "posets", "posets"},
                            {Population::TwoLevel, "two-level", "two-level posets"}};
  for (const Source& src : sources) {
    const ValueCounts c = read_value_counts(db, src.population);
    if (c.last_complete == 0) {
      out.skipped.push_back("The " + c.table + " holds no complete size" +
                            (c.stop_note.empty() ? std::string(" (it is empty)") : ": " + c.stop_note) + ".");
      continue;
    }
    out.plots.push_back(grundy_plot(src, c));
    out.plots.push_back(p_plot(src, c));
  }
  add_coloured_plots(db, out);
  add_mb_plots(db, out);
  add_chomp_plot(db, out);
  return out;
}

std::string plots_markdown(const ReportPlots& p, const std::vector<std::string>& files) {
  std::ostringstream out;
  out << "\n## Plots of the stored tables\n\n"
      << "Counted from the tables by `posetlab report`. In the posets and two_level plots a size the table holds "
      << "only in part is left out (posets: rows equal to A000112(n); two_level: every (bottoms, tops) of the size "
      << "in a complete job); the other tables are drawn as stored.\n\n";
  for (std::size_t i = 0; i < p.plots.size(); ++i)
    out << "![" << p.plots[i].name << "](" << files[i] << ")\n\n" << p.plots[i].caption << "\n\n";
  for (const auto& s : p.skipped) out << "- " << s << "\n";
  return out.str();
}

std::string plots_html(const ReportPlots& p) {
  std::ostringstream out;
  out << "<h2>Plots of the stored tables</h2>\n";
  for (const auto& plot : p.plots) {
    std::string svg = plot.svg;
    if (auto at = svg.find("<svg"); at != std::string::npos) svg = svg.substr(at);  // inline: no XML prologue
    out << "<figure class=\"plot\">" << svg << "<figcaption>" << xml_escape(plot.caption) << "</figcaption></figure>\n";
  }
  for (const auto& s : p.skipped) out << "<p>" << xml_escape(s) << "</p>\n";
  return out.str();
}

}  // namespace posetlab::checks
