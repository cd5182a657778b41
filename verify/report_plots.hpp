#pragma once
// The plots `posetlab report` writes beside the report, one or two per table, as SVG
// (results/queries/svg_plot.hpp, results/queries/svg_board.hpp): for all posets (posets table) and for
// two-level posets (two_level table), the Grundy value distribution of each complete size
// and the share of P-positions per size, sizes a table holds only in part left out and
// the caption saying so (results/queries/value_counts.hpp); then coloured_posets, mb_games and
// chomp as stored (verify/report_plot_kinds.hpp).
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
