#pragma once
// Recording theorem-check results in the `checks` table (docs/schema.md): one `runs` row
// (kind 'verify') per verify run, and one `checks` row per (id, scope), replaced when
// the same check is run again on the same scope.
//
// Every value is a column of its own (docs/schema.md); nothing is packed into a text and
// parsed back. The verdict is the one `verify` computed (check_verdict.hpp); readers take
// it as stored and never recompute it.
#include <cstdint>
#include <optional>
#include <string>

#include "results/store/check_verdict.hpp"
#include "results/store/store.hpp"

namespace posetlab::checks {

// One row of the `checks` table, as the verify layer computed it.
struct CheckRow {
  std::string id, paper, claim, scope;  // paper: the source ("000 Thm 3.1 (2)"); claim with its note
  bool expected = true;                 // false: a deliberately false control or a claim refuted as printed
  Verdict verdict = Verdict::NoInstances;  // as verify computed it; a row left unset is never a pass
  std::string notes;                    // figures computed on the way (maxima, witnesses, counts)
  std::int64_t instances = 0, failures = 0;
  // The smallest counterexample (text in a format `solve` reads), what was predicted and
  // computed, its Graphviz drawing; what the check found missing; what stopped it.
  std::optional<std::string> counterexample, counterexample_detail, counterexample_dot, missing_data, error;
  std::string oracle;  // definition | formula | peer:<tool> | oeis:<id> | engine (comma-separated)
  double seconds = 0;
};

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
