#pragma once
// One plot of `posetlab report` (an SVG with its file name and caption) and the list a
// table's plot maker fills. Each table's maker is a fact of its description
// (TableDescription::report_plots, written in results/tables/); verify/report_plots.cpp
// calls them in the job registry's table order.
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

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

}  // namespace posetlab
