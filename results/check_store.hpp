#pragma once
// Recording theorem-check results in the `checks` table (DESIGN.md §3): one `runs` row
// (kind 'verify') per verify run, and one `checks` row per (id, scope), replaced when
// the same check is run again on the same scope.
//
// Column use: paper = the paper file and numbering ("000 Thm 3.1 (2)"); claim = the
// restated claim, prefixed "[expected false] " for controls and refuted claims;
// counterexample = the smallest counterexample's text, then "; " and the detail, then
// the DOT drawing after a line "--dot--"; status = pass | fail | error as computed (a
// control that fails has status fail).
#include <string>

#include "results/check_registry.hpp"
#include "results/store.hpp"

namespace posetlab::checks {

inline constexpr const char* kExpectedFalsePrefix = "[expected false] ";
inline constexpr const char* kDotSeparator = "\n--dot--\n";

class CheckRecorder {
 public:
  // Opens a `runs` row for this verify run.
  CheckRecorder(Store& store, const std::string& parameters, int threads);
  void record(const Check& c, const CheckResult& r);
  // Closes the runs row: status complete (all verdicts as expected) or failed.
  void finish(bool ok, std::size_t checks_run, double seconds);
  std::int64_t run_id() const { return run_; }

 private:
  Store& store_;
  std::int64_t run_ = 0;
};

std::string status_of(const CheckResult& r);  // pass | fail | error

}  // namespace posetlab::checks
