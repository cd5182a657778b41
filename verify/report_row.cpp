// Verdicts of report rows; see report_row.hpp.
#include "verify/report_row.hpp"

namespace posetlab::checks {

std::string ReportRow::result() const {
  if (status == "error") return "ERROR";
  if (no_data()) return "NO DATA";
  if (status == "pass") return expected ? "pass" : "UNEXPECTED PASS";
  if (expected) return "FAIL";
  const bool named = counterexample == expected_counterexample ||
                     counterexample.compare(0, expected_counterexample.size() + 2, expected_counterexample + "; ") == 0;
  return named ? "fails (expected)" : "FAILS ON ANOTHER INSTANCE";
}

bool ReportRow::as_expected() const {
  const std::string r = result();
  return r == "pass" || r == "fails (expected)" || r == "NO DATA";
}

}  // namespace posetlab::checks
