#pragma once
// The verdict of a theorem check: what `verify` concluded from a result, stored in the
// `checks` table's `verdict` column as a stable token and read back by the report, the
// catalogue and Python without recomputing it (docs/design.md, "Checks"). It lives in the
// store's layer because the store writes and migrates it; verify/check_registry.hpp says how
// a result becomes one.
#include <optional>
#include <string>
#include <string_view>

namespace posetlab::checks {

enum class Verdict {
  Pass,                 // a claim with no failure
  Fail,                 // a claim with a failure
  ExpectedFail,         // an expected-false check failing on exactly its named counterexample
  UnexpectedPass,       // an expected-false check with no failure
  WrongCounterexample,  // an expected-false check failing, but not on the counterexample it names
  NoInstances,          // nothing was checked: never a pass
  Error,                // an exception stopped the check
  NoData,               // the database lacks what the check reads: no evidence either way
};

// The column's token: pass, fail, expected-fail, unexpected-pass, wrong-counterexample,
// no-instances, error, no-data.
const char* verdict_token(Verdict v);
// The verdict of a token; nullopt for any other text.
std::optional<Verdict> verdict_of_token(std::string_view token);
// As `verify` and the report print it: pass, FAIL, fails (expected), UNEXPECTED PASS,
// FAILS ON ANOTHER INSTANCE, NO INSTANCES, ERROR, NO DATA.
const char* verdict_name(Verdict v);
// Pass, ExpectedFail or NoData: not a failure.
bool verdict_ok(Verdict v);
// The `status` column beside a verdict, the outcome before expectations: error, no-data,
// no-instances, pass (no failure) or fail.
const char* check_status(Verdict v, long long failures);

}  // namespace posetlab::checks
