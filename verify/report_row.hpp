#pragma once
// One row of the theorem-check report: a check's newest result as the `checks` table holds
// it, column for column, with the verdict `verify` stored. Apart from the report itself, so
// report sections (verify/report_conjectures.hpp) read rows without depending on the whole
// report. Nothing here recomputes a verdict or needs the check registry.
#include <optional>
#include <string>

#include "results/store/check_verdict.hpp"

namespace posetlab::checks {

struct ReportRow {
  std::string id, source, claim, notes, scope, status, checked_at, oracle;
  std::string counterexample, counterexample_detail, dot, missing_data, error;
  long long instances = 0, failures = 0, run = 0;
  double seconds = 0;
  bool expected = true;            // false: a deliberately false control or a claim refuted as printed
  std::optional<Verdict> verdict;  // nullopt: not recorded (a row stored before the column, see schema.md)

  // The verdict as verify prints it (pass, FAIL, fails (expected), ..., NO DATA), or
  // "NOT RECORDED (run posetlab verify again)".
  std::string result() const;
  bool as_expected() const;  // pass, fails (expected) or NO DATA: nothing failed; never an unrecorded verdict
  bool no_data() const { return verdict == Verdict::NoData; }
  // The claim with the figures computed on the way: "CLAIM [computed: NOTES]".
  std::string claim_with_notes() const;
  // The counterexample column of the report: the text with its detail ("TEXT; DETAIL"),
  // else "error: ERROR", else "missing: WHAT" (a NO DATA row), else "".
  std::string counterexample_cell() const;
};

}  // namespace posetlab::checks
