#pragma once
// The report's plots of the job tables beyond posets and two_level, one file each
// (verify/report_plots.cpp calls them): coloured_posets (black-white and pomax value
// distributions per size), mb_games (Maker-Breaker outcome shares per size) and chomp
// (the winning bites of every stored board as cells). Each reads the table as stored:
// these tables carry no published count that would prove a size complete, so a caption
// says so, and a table that is absent or empty adds a line to `skipped` instead.
#include "results/store/sqlite_db.hpp"
#include "verify/report_plot.hpp"

namespace posetlab::checks {

void add_coloured_plots(Db& db, ReportPlots& out);  // report_plot_coloured.cpp
void add_mb_plots(Db& db, ReportPlots& out);        // report_plot_mb.cpp
void add_chomp_plot(Db& db, ReportPlots& out);      // report_plot_chomp.cpp

}  // namespace posetlab::checks
