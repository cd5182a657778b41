// `posetlab report`: the theorem-check report (Markdown, and HTML with counterexample
// drawings when Graphviz is installed) written from the `checks` table, and SVG plots of
// every job table that holds rows written beside it (verify/report_files.hpp).
#include <iostream>
#include <memory>

#include "cli/command.hpp"
#include "results/store/store.hpp"
#include "verify/report_files.hpp"

namespace posetlab::cli {

CommandRun report_command(CLI::App& sub) {
  auto o = std::make_shared<checks::ReportFiles>();
  o->db = kDefaultDbPath;
  sub.add_option("--db", o->db, "Database whose checks table is reported")->capture_default_str();
  sub.add_option("-o,--output", o->output, "Markdown file to write")->capture_default_str();
  sub.add_option("--html", o->html, "HTML file to write (default: the Markdown path with .html)");
  sub.add_flag("--no-html", o->no_html, "Write the Markdown only");
  sub.footer("Plots (SVG) of the tables that hold rows go beside the Markdown file, REPORT-NAME.svg: posets-grundy,\n"
             "posets-p, two-level-grundy, two-level-p (complete sizes only), coloured-bw, coloured-pomax, mb-outcomes,\n"
             "chomp-bites. Failed checks come first.\n"
             "Examples:\n  posetlab verify && posetlab report\n  posetlab report --db other.sqlite -o /tmp/checks.md");
  return [o] {
    checks::write_report_files(*o, std::cerr);
    return kExitOk;
  };
}

}  // namespace posetlab::cli
