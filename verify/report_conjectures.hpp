#pragma once
// The conjectures section of the report: the stored conjectures (what the last nightly
// changed and the table of them, report_stored_conjectures.hpp, given as `stored`), then
// the rows `verify --conjectures FILE` recorded in the `checks` table (ids
// "conjecture:NAME"), each with its verdict, the sizes it was tested on (its size bound) and
// its smallest counterexample with a Hasse drawing.
#include <functional>
#include <string>
#include <vector>

#include "verify/report_row.hpp"

namespace posetlab::checks {

// Empty when no conjecture row is present and `stored` is empty.
std::string conjectures_markdown(const std::vector<ReportRow>& rows, const std::string& stored = {});
std::string conjectures_html(const std::vector<ReportRow>& rows,
                             const std::function<std::string(const std::string&)>& svg,
                             const std::string& stored = {});

}  // namespace posetlab::checks
