#pragma once
// The files `posetlab report` writes, as one call a library user can make too: the
// Markdown report of the `checks` table, the SVG plots of every job table that holds
// rows beside it (REPORT-NAME.svg), and the HTML page (with counterexample drawings when
// Graphviz is installed). Each file is written whole or not at all (util/output_file.hpp);
// missing parent folders are created. UsageError when the Markdown path is not a regular
// file path, the database is missing, or it holds neither checks nor a plottable table.
#include <ostream>
#include <string>

namespace posetlab::checks {

struct ReportFiles {
  std::string db;                       // the database read (only read)
  std::string output = "data/report.md";  // the Markdown file
  std::string html;                     // empty: the Markdown path with .html
  bool no_html = false;                 // the Markdown (and plots) only
};

// Writes the files and says on `log` what went where (one line).
void write_report_files(const ReportFiles& o, std::ostream& log);

}  // namespace posetlab::checks
