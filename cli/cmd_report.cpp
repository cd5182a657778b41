// `posetlab report`: the theorem-check report (Markdown, and HTML with counterexample
// drawings when Graphviz is installed) written from the `checks` table, and SVG plots of
// every job table that holds rows (verify/report_plots.hpp) written beside it.
#include <filesystem>
#include <iostream>
#include <memory>
#include <vector>

#include "cli/command.hpp"
#include "cli/output_file.hpp"
#include "engine/error.hpp"
#include "verify/report.hpp"
#include "verify/report_plots.hpp"
#include "results/store/store.hpp"

namespace posetlab::cli {
namespace {

struct ReportOptions {
  std::string db = kDefaultDbPath;
  std::string output = "data/report.md";
  std::string html;  // default: the output path with .html
  bool no_html = false;
};

void write_file(const std::string& path, const std::string& text) {
  const auto parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent);
  write_output_file(path, text);
}

int run_report(const ReportOptions& o) {
  // Plots and the HTML page go beside the Markdown file: a device or directory has no "beside".
  if (is_special_file(o.output) || std::filesystem::is_directory(o.output))
    throw UsageError("report -o " + o.output + ": give a regular file path (the HTML page and plots are written " +
                     "beside it)");
  adopt_old_default_db(o.db);
  if (!std::filesystem::exists(o.db)) throw UsageError("no database at " + o.db + " (run `posetlab verify` first)");
  Store store(o.db, Store::Access::ReadOnly);
  const auto rows = checks::read_report_rows(store.db());
  const checks::ReportPlots plots = checks::report_plots(store.db());
  if (rows.empty() && plots.plots.empty())
    throw UsageError("the checks table of " + o.db + " is empty and no job table holds a complete size " +
                     "(run `posetlab verify` or an `enumerate` job first)");
  // Plots go beside the Markdown file, named after it: data/report-posets-grundy.svg.
  const std::filesystem::path md(o.output);
  std::vector<std::string> plot_files;
  for (const auto& p : plots.plots) {
    const std::string name = md.stem().string() + "-" + p.name + ".svg";
    write_file((md.parent_path() / name).string(), p.svg);
    plot_files.push_back(name);
  }
  write_file(o.output, checks::markdown_report(rows, o.db, checks::plots_markdown(plots, plot_files)));
  std::cerr << "posetlab report: " << rows.size() << " rows, " << plots.plots.size() << " plots -> " << o.output;
  if (!o.no_html) {
    std::string html = o.html;
    if (html.empty()) html = std::filesystem::path(o.output).replace_extension(".html").string();
    const bool dot = checks::graphviz_available();
    write_file(html, checks::html_report(rows, o.db, dot ? checks::graphviz_svg : nullptr, checks::plots_html(plots)));
    std::cerr << ", " << html << (dot ? " (with drawings)" : " (Graphviz not found: no drawings)");
  }
  std::cerr << "\n";
  return kExitOk;
}

CommandRegistrar registrar("report", "Write the theorem-check report (Markdown and HTML) and plots of the stored tables",
                           [](CLI::App& sub) {
  auto o = std::make_shared<ReportOptions>();
  sub.add_option("--db", o->db, "Database whose checks table is reported")->capture_default_str();
  sub.add_option("-o,--output", o->output, "Markdown file to write")->capture_default_str();
  sub.add_option("--html", o->html, "HTML file to write (default: the Markdown path with .html)");
  sub.add_flag("--no-html", o->no_html, "Write the Markdown only");
  sub.footer("Plots (SVG) of the tables that hold rows go beside the Markdown file, REPORT-NAME.svg: posets-grundy,\n"
             "posets-p, two-level-grundy, two-level-p (complete sizes only), coloured-bw, coloured-pomax, mb-outcomes,\n"
             "chomp-bites. Failed checks come first.\n"
             "Examples:\n  posetlab verify && posetlab report\n  posetlab report --db other.sqlite -o /tmp/checks.md");
  return [o] { return run_report(*o); };
});

}  // namespace
}  // namespace posetlab::cli
