#pragma once
// One row of the theorem-check report: a check's newest result as the `checks` table holds
// it, with the verdict `verify` prints. Apart from the report itself, so report sections
// (verify/report_conjectures.hpp) read rows without depending on the whole report.
#include <string>

namespace posetlab::checks {

struct ReportRow {
  std::string id, source, claim, scope, counterexample, dot, status, checked_at, oracle;
  std::string expected_counterexample;  // from the registry, for expected-false checks
  long long instances = 0, failures = 0, run = 0;
  double seconds = 0;
  bool expected = true;  // false: the claim column carried the expected-false prefix

  // pass / FAIL / fails (expected) / UNEXPECTED PASS / ERROR / NO DATA, as verify prints them.
  std::string result() const;
  bool as_expected() const;  // pass, fails (expected) or NO DATA: nothing failed
  bool no_data() const { return status == "no-data"; }
};

}  // namespace posetlab::checks
