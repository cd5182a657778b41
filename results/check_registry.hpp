#pragma once
// Theorem checks: each published claim of papers 000-002 and 004 that a computation can test,
// restated with every quantity defined, and a method that compares it with values the
// engine computes.
//
// A check's method enumerates instances (posets, families, numbers), counts them, and
// hands each failure to a Tally, which keeps the smallest counterexample (fewest
// elements, then shortest text) in the text formats of DESIGN.md §3 with its DOT
// drawing. A check never hard-codes an answer: every instance compares a formula or a
// structural statement with a value computed by the solver (or, for the
// Deuber-Thomassé checks, by two independent solvers).
//
// `expected` says what the claim is: true for the papers' claims, false for the
// deliberately false controls (they prove that checks can fail) and for claims the
// computation refutes as printed (their note gives the evidence). A run is good when
// every expected-true check passes with at least one instance and every expected-false
// check fails with a counterexample.
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "engine/family.hpp"
#include "engine/poset.hpp"

namespace posetlab::checks {

struct CheckOptions {
  bool quick = false;    // small ranges, for tests (each check well under a second)
  std::string db_path;   // a results database whose tables some checks also read; empty: none
};

// The smallest failing instance of a check.
struct Counterexample {
  int size = -1;       // elements (or a magnitude for arithmetic instances); -1: none
  std::string text;    // `poset K: ...`, `family N: ...`, or a short arithmetic statement
  std::string dot;     // Graphviz drawing when the instance is a poset
  std::string detail;  // what the claim predicted and what was computed
};

Counterexample poset_counterexample(const Poset& p, std::string detail);
Counterexample family_counterexample(const Family& f, std::string detail);
Counterexample value_counterexample(int magnitude, std::string text, std::string detail);

struct CheckResult {
  std::uint64_t instances = 0;
  std::uint64_t failures = 0;
  Counterexample counterexample;  // size -1 when failures == 0
  std::string scope;              // what was run, e.g. "i = 0..300"
  std::string notes;              // figures computed on the way (maxima, witnesses, counts)
  std::string error;              // an exception stopped the check (counts as a failure)
  double seconds = 0;
};

// Counts instances and keeps the smallest failure. Thread-safe.
class Tally {
 public:
  void pass(std::uint64_t n = 1);
  void fail(Counterexample c);
  // Counts one instance; on !ok calls describe() (returning a Counterexample) only then.
  template <class Describe>
  bool expect(bool ok, Describe&& describe) {
    if (ok) {
      pass();
    } else {
      fail(describe());
    }
    return ok;
  }
  std::uint64_t instances() const;
  std::uint64_t failures() const;
  CheckResult result(std::string scope, std::string notes = {}) const;

 private:
  mutable std::mutex mutex_;
  std::uint64_t instances_ = 0, failures_ = 0;
  Counterexample smallest_;
};

struct Check {
  std::string id;         // CLAIMS.md id, e.g. "000-T3.1(2)"
  std::string source;     // paper file and numbering, e.g. "000 Thm 3.1 (2)"
  std::string claim;      // restated, every quantity defined
  std::string scope;      // the instances of the full run, in words
  bool expected = true;   // false: a control that must fail, or a claim refuted as printed
  std::string note;       // reconstruction notes; for expected-false checks, why
  double cost = 1;        // rough relative run time, to start long checks first
  std::function<CheckResult(const CheckOptions&)> run;

  std::string paper() const { return id.substr(0, 3); }
};

// A check from its parts, in the order the registration lists read best.
Check make_check(std::string id, std::string source, std::string claim, std::string scope, double cost,
                 std::function<CheckResult(const CheckOptions&)> run, bool expected = true, std::string note = {});

// Every check, in registration order (paper 000, 001, 002; controls last in each).
const std::vector<Check>& all_checks();
// Checks whose id equals `pattern` or starts with it ("000-T3.1" selects its parts).
std::vector<const Check*> select_checks(const std::vector<std::string>& patterns);

// Per-paper registration (results/checks_00N.cpp).
void register_checks_000(std::vector<Check>& out);
void register_checks_001(std::vector<Check>& out);
void register_checks_002(std::vector<Check>& out);
void register_checks_003(std::vector<Check>& out);
void register_checks_001_bw(std::vector<Check>& out);  // black-white games, 001 §2.4
void register_checks_004(std::vector<Check>& out);

enum class Verdict { Pass, Fail, ExpectedFail, UnexpectedPass, Empty, Error };
Verdict verdict(const Check& c, const CheckResult& r);
const char* verdict_name(Verdict v);  // "pass", "FAIL", "fails (expected)", ...
bool verdict_ok(Verdict v);           // Pass or ExpectedFail

// Runs one check, catching exceptions into result.error and timing it.
CheckResult run_check(const Check& c, const CheckOptions& options);
// Runs the checks on `threads` threads (longest first); `done` is called (serialised)
// as each finishes. Results come back in the order of `checks`.
std::vector<CheckResult> run_checks(const std::vector<const Check*>& checks, const CheckOptions& options,
                                    int threads,
                                    const std::function<void(const Check&, const CheckResult&)>& done = {});

}  // namespace posetlab::checks
