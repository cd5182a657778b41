// The report's conjectures section; see report_conjectures.hpp.
#include "verify/report_conjectures.hpp"

#include <sstream>

#include "results/queries/svg_plot.hpp"
#include "verify/conjecture_checks.hpp"
#include "verify/report_html.hpp"

namespace posetlab::checks {
namespace {

bool is_conjecture(const ReportRow& r) {
  return r.id.compare(0, std::string(kConjectureIdPrefix).size(), kConjectureIdPrefix) == 0;
}

std::string conjecture_name(const ReportRow& r) { return r.id.substr(std::string(kConjectureIdPrefix).size()); }

// "holds for every poset with at most 9 points (...)": the verdict line the check computed
// (its notes), or the verdict's name where it computed none.
std::string verdict_line(const ReportRow& r) { return r.notes.empty() ? r.result() : r.notes; }

}  // namespace

std::string conjectures_markdown(const std::vector<ReportRow>& rows, const std::string& stored) {
  std::ostringstream out;
  if (!stored.empty()) out << "\n## Conjectures\n\n" << stored;
  int n = 0;
  for (const ReportRow& r : rows) {
    if (!is_conjecture(r)) continue;
    if (!n++)
      out << (stored.empty() ? "\n## Conjectures\n\n" : "### Conjectures files\n\n") << "Tested by `posetlab verify --conjectures FILE` on every complete size of their "
             "table (docs/conjectures.md); partial sizes are left out and never count as proof.\n\n";
    out << "### " << conjecture_name(r) << " — " << r.result() << "\n\n"
        << "- conjecture: `" << r.claim << "`\n"
        << "- verdict: " << verdict_line(r) << "\n"
        << "- tested on: " << r.scope << " (" << r.instances << " rows, " << r.failures << " counterexamples)\n";
    if (!r.counterexample_cell().empty()) out << "- smallest counterexample: `" << r.counterexample_cell() << "`\n";
    if (!r.dot.empty()) out << "\n```dot\n" << r.dot << "```\n";
    out << "\n";
  }
  return out.str();
}

std::string conjectures_html(const std::vector<ReportRow>& rows,
                             const std::function<std::string(const std::string&)>& svg, const std::string& stored) {
  std::ostringstream out;
  if (!stored.empty()) out << "<h2 id=\"conjectures\">Conjectures</h2>\n" << stored;
  int n = 0;
  for (const ReportRow& r : rows) {
    if (!is_conjecture(r)) continue;
    if (!n++)
      out << (stored.empty() ? "<h2 id=\"conjectures\">Conjectures</h2>\n" : "<h3 id=\"conjectures-files\">Conjectures files</h3>\n")
          << "<p>Tested on every complete size of their table; partial sizes are left out "
             "and never count as proof.</p>\n<div class=\"wide\"><table><tr><th class=\"nw\">conjecture</th><th class=\"nw\">statement</th>"
             "<th class=\"nw\">result</th><th>verdict</th><th>tested on</th><th>smallest counterexample</th></tr>\n";
    out << "<tr" << (r.as_expected() ? "" : " class=\"bad\"") << "><td class=\"nw\">" << xml_escape(conjecture_name(r))
        << "</td><td" << (r.claim.size() <= 40 ? " class=\"nw\"" : "") << "><code>" << xml_escape(r.claim)
        << "</code></td><td class=\"nw\">" << xml_escape(r.result())
        << "</td><td>" << html_text_with_code(verdict_line(r)) << "</td><td>" << html_text_with_code(r.scope) << "</td><td>";
    if (!r.counterexample_cell().empty()) out << "<code>" << xml_escape(r.counterexample_cell()) << "</code>";
    if (!r.dot.empty() && svg) {
      const std::string drawing = svg(r.dot);
      if (!drawing.empty()) out << "<div>" << drawing << "</div>";
    }
    out << "</td></tr>\n";
  }
  if (n) out << "</table></div>\n";
  return out.str();
}

}  // namespace posetlab::checks
