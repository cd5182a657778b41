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
// definition of the game, engine/impartial/plain_grundy, no solver shortcut), "formula" (a closed
// form computed independently of the solver), "peer:<tool>" (an outside program, e.g.
// peer:nauty-genbg), "oeis:<id>" (a published sequence), or "engine" (the default solver;
// only for claims the solver does not use as a shortcut). Several, comma-separated.
//
// HOW TO ADD A CHECK (the file of the check's subject, verify/checks_<subject>[_<topic>].cpp)
//   Write the method and, right after it, its declaration (in the file's anonymous namespace):
//     CheckResult check_xyz(const CheckOptions& o) { Tally t; ...; return t.result("scope"); }
//     const Check kCheck_001_X1_2{
//         .id = "001-X1.2", .source = "001 Prop 1.2",
//         .claim = "claim, every quantity defined",
//         .scope = "scope in words",
//         .oracle = "definition",
//         .list_order = 35, .cost = 1,
//         .run = check_xyz,
//     };
//   and one line `list.push_back(kCheck_001_X1_2);` in the file's add_<subject>_checks
//   at its end. A new file of checks defines that function and is one line
//   CHECKS(<subject>) in verify/check_list.hpp.
//   honouring o.quick (each check well under a second then). An expected-false check adds
//   `.expected = false, .expected_counterexample = "poset 3: 0<2 1<2",` after the oracle
//   and says why in `.note`. The fields go in the order of struct Check; the name after
//   kCheck_ is the id (names private to a file must be unique in verify/: unity build).
//   `list_order` places the check in `verify --list` among its paper's checks (claims
//   first, controls after; the checks of one paper have distinct values, steps of 10
//   leave room). Then run scripts/checks_docs.sh to regenerate the table in docs/checks.md.
//   The lists are explicit calls, so no declaration depends on static initialisation or
//   on how verify/ is linked; tests/test_checks.cpp counts the declarations in the
//   sources and compares.
//   Tables: a check that reads the results database uses o.tables (opened read-only;
//   null when verify runs without a database) and must not pass on zero rows. Checks
//   run on several threads and o.tables is one connection without a mutex: a check that
//   may run beside another reader opens its own Store on o.tables->db().path().
//   Instances and oracles that several checks share (every poset of a size, two-level
//   families, colourings, positional games, values by the definition) live in
//   verify/support/, which knows no check: checks include it, never the other way.
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/core/set_system.hpp"
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
Counterexample family_counterexample(const SetSystem& f, std::string detail);
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

// Every member has a default (`{}` at least): a declaration names only the fields it
// sets, and -Wmissing-field-initializers stays quiet about the others.
struct Check {
  std::string id{};       // paper and claim, e.g. "000-T3.1(2)" (docs/checks.md)
  std::string source{};   // paper file and numbering, e.g. "000 Thm 3.1 (2)"
  std::string claim{};    // restated, every quantity defined
  std::string scope{};    // the instances of the full run, in words
  std::string oracle = "engine";        // see the head comment
  bool expected = true;   // false: a control that must fail, or a claim refuted as printed
  std::string expected_counterexample{};  // expected-false checks: the smallest failing instance's text
  std::string note{};     // reconstruction notes; for expected-false checks, why
  int list_order = 0;     // place among the paper's checks in the registry's order
  double cost = 1;        // rough relative run time, to start long checks first
  std::function<CheckResult(const CheckOptions&)> run{};

  std::string paper() const { return id.substr(0, 3); }
};

// Every check the files of verify/check_list.hpp add, by paper (000, 001, ..., then tab)
// and list_order within a paper.
const std::vector<Check>& all_checks();
// Checks whose id equals `pattern` or starts with it ("000-T3.1" selects its parts), in
// any case ("000-t3.1" too).
std::vector<const Check*> select_checks(const std::vector<std::string>& patterns);

// The row of the `checks` table for a result (results/store/check_store.hpp), with its verdict.
CheckRow check_row(const Check& c, const CheckResult& r);

// What a result means for its check (results/store/check_verdict.hpp): the one place a
// verdict is computed; the `checks` table stores it and every reader takes it from there.
Verdict verdict(const Check& c, const CheckResult& r);

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
