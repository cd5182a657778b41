#pragma once
// One plot of `posetlab report` (an SVG with its file name and caption), the list the
// plot makers fill, and their registry: each job table's plots come from a file of their
// own (verify/report_plot_*.cpp) holding a static PlotRegistrar with the table's name,
// and verify/report_plots.cpp calls the makers in the job registry's table order. A new
// table gets its plots from a new file alone.
#include <string>
#include <utility>
#include <vector>

#include "results/store/sqlite_db.hpp"

namespace posetlab::checks {

struct ReportPlot {
  std::string name;     // file suffix, e.g. "posets-grundy"
  std::string caption;  // one sentence: what it shows, sizes and what was left out
  std::string svg;
};

struct ReportPlots {
  std::vector<ReportPlot> plots;
  std::vector<std::string> skipped;  // a line per table with no complete size
};

// Whether `db` holds `table` with at least one row (a plot maker skips it otherwise).
bool table_has_rows(Db& db, const char* table);

// Adds the plots of one table, or a line to `skipped` saying why there are none.
using PlotMaker = void (*)(Db& db, ReportPlots& out);
struct PlotRegistrar {
  PlotRegistrar(const char* table, PlotMaker make);
};
// Every registered maker with the SQL table it plots, in registration order.
const std::vector<std::pair<std::string, PlotMaker>>& plot_makers();

}  // namespace posetlab::checks
