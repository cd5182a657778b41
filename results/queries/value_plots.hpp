#pragma once
// The report's plots of a counted population (value_counts.hpp) that names a plot stem:
// the Grundy value distribution of each complete size and the share of P-positions per
// size, sizes its tables hold only in part left out and the caption saying so. A table
// holding such populations draws them from its description's report_plots.
#include "results/queries/report_plot.hpp"
#include "results/queries/value_counts.hpp"

namespace posetlab {

// Both plots of `population`, or a line in `out.skipped` when no size is complete.
void add_value_plots(Db& db, const CountedPopulation& population, ReportPlots& out);

}  // namespace posetlab
