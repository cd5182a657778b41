#pragma once
// Theorem checks: each published claim of the papers that a computation can test,
// restated with every quantity defined, and a method that compares it with an oracle.
//
// A check's method enumerates instances (posets, families, numbers), counts them, and
// hands each failure to a Tally, which keeps the smallest counterexample (fewest
// elements, then shortest text) in the text formats of docs/formats.md with its DOT
// drawing. A check never hard-codes an answer.
//
// `expected` says what the claim is: true for the papers' claims, false for the
// deliberately false controls (they prove that checks can fail) and for claims the
// computation refutes as printed. An expected-false check names the counterexample it
// expects (`expected_counterexample`, the Counterexample::text of the smallest one); it
// is as expected only when it fails with exactly that one.
//
// `oracle` says what the claim is compared with: "definition" (plain search by the
// definition of the game, engine/plain_grundy, no solver shortcut), "formula" (a closed
// form computed independently of the solver), "peer:<tool>" (an outside program, e.g.
// peer:nauty-genbg), "oeis:<id>" (a published sequence), or "engine" (the default solver;
// only for claims the solver does not use as a shortcut). Several, comma-separated.
//
// HOW TO ADD A CHECK
//   1. In verify/checks_<paper>[_<topic>].cpp write the method,
//        CheckResult check_xyz(const CheckOptions& o) { Tally t; ...; return t.result("scope"); }
//      honouring o.quick (each check well under a second then).
//   2. Add one statement to that file's registration function:
//        out.push_back(make_check("001-X1.2", "001 Prop 1.2", "claim, every quantity defined",
//                                 "scope in words", cost, check_xyz, true, "note", "definition"));
//      An expected-false check (expected = false) adds the counterexample it must fail on:
//        out.back().expected_counterexample = "poset 3: 0<2 1<2";
//      (or, after the registrations, name_expected_failure(out, "001-X1.2-ctl", "poset 3: 0<2 1<2")).
//   3. A new file registers its function once, at namespace scope:
//        const CheckRegistrar kRegistrar{"001-bw", register_checks_001_bw};
//      The key orders the files in the registry (paper 000, 001, ... ; then the key).
//      verify/ is linked as an object library, so a file's registrar is never dropped by
//      the linker; tests/test_checks.cpp pins the number of registered checks: update it.
//   Tables: a check that reads the results database uses o.tables (opened read-only;
//   null when verify runs without a database) and must not pass on zero rows. Checks
//   run on several threads and o.tables is one connection without a mutex: a check that
//   may run beside another reader opens its own Store on o.tables->db().path().
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "engine/family.hpp"
#include "engine/poset.hpp"
#include "results/store/check_store.hpp"
#include "results/store/store.hpp"

namespace posetlab::checks {

struct CheckOptions {
  bool quick = false;    // small ranges, for tests (each check well under a second)
  Store* tables = nullptr;  // the results database, opened Access::ReadOnly; null: none
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
  // What the check needs from the database and found missing (e.g. no two_level rows).
  // Missing data is no evidence either way: with no failure the verdict is NO DATA, which
  // is not a failure (a failure found on the rest still makes the verdict FAIL).
  std::string missing_data;
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
  std::string id;         // paper and claim, e.g. "000-T3.1(2)" (docs/checks.md)
  std::string source;     // paper file and numbering, e.g. "000 Thm 3.1 (2)"
  std::string claim;      // restated, every quantity defined
  std::string scope;      // the instances of the full run, in words
  bool expected = true;   // false: a control that must fail, or a claim refuted as printed
  std::string note;       // reconstruction notes; for expected-false checks, why
  double cost = 1;        // rough relative run time, to start long checks first
  std::string oracle = "engine";            // see the head comment
  std::string expected_counterexample;      // expected-false checks: the smallest failing instance's text
  std::function<CheckResult(const CheckOptions&)> run;

  std::string paper() const { return id.substr(0, 3); }
};

// A check from its parts, in the order the registration lists read best.
Check make_check(std::string id, std::string source, std::string claim, std::string scope, double cost,
                 std::function<CheckResult(const CheckOptions&)> run, bool expected = true, std::string note = {},
                 std::string oracle = "engine");

// Every check, in registration order (paper 000, 001, 002; controls last in each).
const std::vector<Check>& all_checks();
// Checks whose id equals `pattern` or starts with it ("000-T3.1" selects its parts), in
// any case ("000-t3.1" too).
std::vector<const Check*> select_checks(const std::vector<std::string>& patterns);

// Sets the counterexample the registered expected-false check `id` must fail on; throws
// when `out` holds no such check.
void name_expected_failure(std::vector<Check>& out, const std::string& id, std::string counterexample);

// Gives every check registered since `first` that still names the default "engine" the
// oracle `oracle`: for files whose every check computes its values by one independent method.
void set_default_oracle(std::vector<Check>& out, std::size_t first, const std::string& oracle);
// Sets the oracle of the registered check `id`; throws when `out` holds no such check.
void set_oracle(std::vector<Check>& out, const std::string& id, std::string oracle);

// Self-registration of one file's checks (see HOW TO ADD A CHECK).
using RegisterFn = void (*)(std::vector<Check>& out);
struct CheckRegistrar {
  CheckRegistrar(const char* key, RegisterFn fn);
};

// The row of the `checks` table for a result (results/store/check_store.hpp).
CheckRow check_row(const Check& c, const CheckResult& r);

enum class Verdict { Pass, Fail, ExpectedFail, UnexpectedPass, WrongCounterexample, Empty, Error, NoData };
Verdict verdict(const Check& c, const CheckResult& r);
const char* verdict_name(Verdict v);  // "pass", "FAIL", "fails (expected)", ..., "NO DATA"
bool verdict_ok(Verdict v);           // Pass, ExpectedFail or NoData: not a failure

// Runs one check, catching exceptions into result.error and timing it.
CheckResult run_check(const Check& c, const CheckOptions& options);
// Runs the checks on `threads` threads (longest first); `done` is called (serialised)
// as each finishes. Results come back in the order of `checks`.
std::vector<CheckResult> run_checks(const std::vector<const Check*>& checks, const CheckOptions& options,
                                    int threads,
                                    const std::function<void(const Check&, const CheckResult&)>& done = {});

// The detail of a formula check that failed: what the formula predicted and what was computed.
inline std::string predicted(long long want, long long got) {
  return "predicted " + std::to_string(want) + ", computed " + std::to_string(got);
}

}  // namespace posetlab::checks
