#pragma once
// The plots `posetlab report` writes beside the report, one or more per job table, as
// SVG: every table description's report_plots (results/queries/report_plot.hpp), in the
// job registry's table order. Tables holding counted populations give their Grundy value
// distributions and P-position shares per complete size (results/queries/value_plots.hpp);
// the others are drawn as stored, by makers written in the table's file (results/tables/).
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"
#include "results/queries/report_plot.hpp"

namespace posetlab::checks {

ReportPlots report_plots(Db& db);

// The report section linking the plots, `files[i]` being where plots[i] was written
// (relative to the Markdown file).
std::string plots_markdown(const ReportPlots& p, const std::vector<std::string>& files);
// The same section for the HTML report, each drawing inline.
std::string plots_html(const ReportPlots& p);

}  // namespace posetlab::checks
