#pragma once
// The plots `posetlab report` writes beside the report, one or more per job table, as
// SVG: every table's registered plot maker (report_plot.hpp) in the job registry's table
// order. posets and two_level give their Grundy value distributions and P-position
// shares per complete size (report_plot_values.cpp); coloured_posets, mb_games and chomp
// are drawn as stored (report_plot_coloured.cpp, report_plot_mb.cpp, report_plot_chomp.cpp).
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"
#include "verify/report_plot.hpp"

namespace posetlab::checks {

ReportPlots report_plots(Db& db);

// The report section linking the plots, `files[i]` being where plots[i] was written
// (relative to the Markdown file).
std::string plots_markdown(const ReportPlots& p, const std::vector<std::string>& files);
// The same section for the HTML report, each drawing inline.
std::string plots_html(const ReportPlots& p);

}  // namespace posetlab::checks
