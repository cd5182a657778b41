#pragma once
// The theorem-check report: one row per (check, scope) of the `checks` table, as
// Markdown (data/report.md) and, with Graphviz, as HTML with each counterexample
// drawn. Everything in it comes from the database; nothing is recomputed.
#include <functional>
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"
#include "verify/report_row.hpp"

namespace posetlab::checks {

// The newest row of each check id, in registry order. Throws DbError when there is no
// checks table.
std::vector<ReportRow> read_report_rows(Db& db);

// Layout: the summary, the rows not as expected (failures first), `appendix` (the plots
// of report_plots.hpp), then every row (those not as expected first), the claims and the
// conjectures (`stored`: the stored conjectures' part, report_stored_conjectures.hpp). With
// no rows the report says that no check was recorded and holds the appendix and the
// conjectures alone.
std::string markdown_report(const std::vector<ReportRow>& rows, const std::string& db_path,
                            const std::string& appendix = {}, const std::string& stored = {});
// `svg(dot)` turns a DOT drawing into inline SVG (empty: leave the drawing out).
std::string html_report(const std::vector<ReportRow>& rows, const std::string& db_path,
                        const std::function<std::string(const std::string&)>& svg, const std::string& appendix = {},
                        const std::string& stored = {});

// Runs `dot -Tsvg` on the text; empty when Graphviz is missing or fails.
std::string graphviz_svg(const std::string& dot);
bool graphviz_available();

}  // namespace posetlab::checks
