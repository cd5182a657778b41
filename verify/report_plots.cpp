// The report's plots; see report_plots.hpp.
#include "verify/report_plots.hpp"

#include <sstream>

#include "results/jobs/table_descriptions.hpp"
#include "results/queries/svg_plot.hpp"
#include "verify/report_html.hpp"

namespace posetlab::checks {

ReportPlots report_plots(Db& db) {
  ReportPlots out;
  for (const TableDescription* t : table_descriptions())
    if (t->report_plots) t->report_plots(db, out);
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
  out << "<h2 id=\"plots\">Plots of the stored tables</h2>\n";
  for (const auto& plot : p.plots) {
    std::string svg = plot.svg;
    if (auto at = svg.find("<svg"); at != std::string::npos) svg = svg.substr(at);  // inline: no XML prologue
    out << "<figure class=\"plot\">" << svg << "<figcaption>" << html_text_with_code(plot.caption) << "</figcaption></figure>\n";
  }
  for (const auto& s : p.skipped) out << "<p>" << html_text_with_code(s) << "</p>\n";
  return out.str();
}

}  // namespace posetlab::checks
