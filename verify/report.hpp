#pragma once
// The theorem-check report: one row per (check, scope) of the `checks` table, as
// Markdown (data/report.md) and, with Graphviz, as HTML with each counterexample
// drawn. Everything in it comes from the database; nothing is recomputed.
#include <functional>
#include <string>
#include <vector>

#include "results/sqlite_db.hpp"

namespace posetlab::checks {

struct ReportRow {
  std::string id, source, claim, scope, counterexample, dot, status, checked_at, oracle;
  std::string expected_counterexample;  // from the registry, for expected-false checks
  long long instances = 0, failures = 0, run = 0;
  double seconds = 0;
  bool expected = true;  // false: the claim column carried the expected-false prefix

  // pass / FAIL / fails (expected) / UNEXPECTED PASS / ERROR, as verify prints them.
  std::string result() const;
  bool as_expected() const;
};

// The newest row of each check id, in registry order. Throws DbError when there is no
// checks table.
std::vector<ReportRow> read_report_rows(Db& db);

// `appendix` (e.g. the plots of report_plots.hpp) goes at the end. With no rows the
// report says that no check was recorded and holds the appendix alone.
std::string markdown_report(const std::vector<ReportRow>& rows, const std::string& db_path,
                            const std::string& appendix = {});
// `svg(dot)` turns a DOT drawing into inline SVG (empty: leave the drawing out).
std::string html_report(const std::vector<ReportRow>& rows, const std::string& db_path,
                        const std::function<std::string(const std::string&)>& svg, const std::string& appendix = {});

// Runs `dot -Tsvg` on the text; empty when Graphviz is missing or fails.
std::string graphviz_svg(const std::string& dot);
bool graphviz_available();

}  // namespace posetlab::checks
