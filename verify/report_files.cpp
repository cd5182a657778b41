// `posetlab report`'s files from the database (report_files.hpp): the Markdown, its
// plots beside it and the HTML page.
#include "verify/report_files.hpp"

#include <filesystem>
#include <vector>

#include "engine/core/error.hpp"
#include "results/store/store.hpp"
#include "util/output_file.hpp"
#include "verify/report.hpp"
#include "verify/report_plots.hpp"
#include "verify/report_stored_conjectures.hpp"

namespace posetlab::checks {
namespace {

void write_file(const std::string& path, const std::string& text) {
  const auto parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent);
  write_output_file(path, text);
}

}  // namespace

void write_report_files(const ReportFiles& o, std::ostream& log) {
  // Plots and the HTML page go beside the Markdown file: a device or directory has no "beside".
  if (is_special_file(o.output) || std::filesystem::is_directory(o.output))
    throw UsageError("report -o " + o.output + ": give a regular file path (the HTML page and plots are written " +
                     "beside it)");
  // A folder is made only for the default data/; elsewhere a missing one is a typo, as for every -o.
  if (const auto parent = std::filesystem::path(o.output).parent_path();
      !parent.empty() && parent != "data" && !std::filesystem::is_directory(parent))
    throw UsageError("report -o " + o.output + ": the folder " + parent.string() + " does not exist (create it first)");
  adopt_old_default_db(o.db);
  if (!std::filesystem::exists(o.db)) throw UsageError("no database at " + o.db + " (run `posetlab verify` first)");
  Store store(o.db, Store::Access::ReadOnly);
  const auto rows = read_report_rows(store.db());
  const ReportPlots plots = report_plots(store.db());
  const StoredConjecturesReport stored = read_stored_conjectures_report(store.db());
  if (rows.empty() && plots.plots.empty() && stored.empty())
    throw UsageError("the checks table of " + o.db + " is empty, no job table holds a complete size and no " +
                     "conjecture is stored (run `posetlab verify` or an `enumerate` job first)");
  // Plots go beside the Markdown file, named after it: data/report-posets-grundy.svg.
  const std::filesystem::path md(o.output);
  std::vector<std::string> plot_files;
  for (const auto& p : plots.plots) {
    const std::string name = md.stem().string() + "-" + p.name + ".svg";
    write_file((md.parent_path() / name).string(), p.svg);
    plot_files.push_back(name);
  }
  write_file(o.output, markdown_report(rows, o.db, plots_markdown(plots, plot_files), stored_conjectures_markdown(stored)));
  log << "posetlab report: " << rows.size() << " rows, " << plots.plots.size() << " plots -> " << o.output;
  if (!o.no_html) {
    std::string html = o.html;
    if (html.empty()) html = std::filesystem::path(o.output).replace_extension(".html").string();
    const bool dot = graphviz_available();
    write_file(html, html_report(rows, o.db, dot ? graphviz_svg : nullptr, plots_html(plots),
                                 stored_conjectures_html(stored)));
    log << ", " << html << (dot ? " (with drawings)" : " (Graphviz not found: no drawings)");
  }
  log << "\n";
}

}  // namespace posetlab::checks
