#pragma once
// Recording theorem-check results in the `checks` table (docs/schema.md): one `runs` row
// (kind 'verify') per verify run, and one `checks` row per (id, scope), replaced when
// the same check is run again on the same scope.
//
// Column use: paper = the paper file and numbering ("000 Thm 3.1 (2)"); claim = the
// restated claim, prefixed "[expected false] " for controls and refuted claims;
// counterexample = the smallest counterexample's text, then "; " and the detail, then
// the DOT drawing after a line "--dot--" (for a no-data row: "missing: " and what the
// check found missing); status = pass | fail | error | no-data as computed (a control
// that fails has status fail; no-data: the database lacks what the check reads, which is
// no evidence either way); oracle = what the claim was compared with.
#include <cstdint>
#include <optional>
#include <string>

#include "results/store/store.hpp"

namespace posetlab::checks {

// One row of the `checks` table, as the verify layer computed it.
struct CheckRow {
  std::string id, paper, claim, scope;
  std::int64_t instances = 0, failures = 0;
  std::optional<std::string> counterexample;
  std::string status;  // pass | fail | error | no-data
  std::string oracle;  // definition | formula | peer:<tool> | oeis:<id> | engine (comma-separated)
  double seconds = 0;
};

inline constexpr const char* kExpectedFalsePrefix = "[expected false] ";
inline constexpr const char* kDotSeparator = "\n--dot--\n";
inline constexpr const char* kMissingDataPrefix = "missing: ";

class CheckRecorder {
 public:
  // Opens a `runs` row for this verify run.
  CheckRecorder(Store& store, const std::string& parameters, int threads);
  void record(const CheckRow& row);
  // Closes the runs row: status complete (all verdicts as expected) or failed.
  void finish(bool ok, std::size_t checks_run, double seconds);
  std::int64_t run_id() const { return run_; }

 private:
  Store& store_;
  std::int64_t run_ = 0;
};

}  // namespace posetlab::checks
