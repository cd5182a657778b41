// The report's reading of a stored row; see report_row.hpp.
#include "verify/report_row.hpp"

namespace posetlab::checks {

std::string ReportRow::result() const {
  return verdict ? verdict_name(*verdict) : "NOT RECORDED (run posetlab verify again)";
}

bool ReportRow::as_expected() const { return verdict && verdict_ok(*verdict); }

std::string ReportRow::claim_with_notes() const { return notes.empty() ? claim : claim + " [computed: " + notes + "]"; }

std::string ReportRow::counterexample_cell() const {
  if (!counterexample.empty()) return counterexample_detail.empty() ? counterexample : counterexample + "; " + counterexample_detail;
  if (!error.empty()) return "error: " + error;
  if (!missing_data.empty()) return "missing: " + missing_data;
  return {};
}

}  // namespace posetlab::checks
