// Verdict tokens and names; see check_verdict.hpp.
#include "results/store/check_verdict.hpp"

#include <array>

namespace posetlab::checks {
namespace {

struct VerdictWords {
  Verdict verdict;
  const char* token;
  const char* name;
};

constexpr std::array<VerdictWords, 8> kWords{{
    {Verdict::Pass, "pass", "pass"},
    {Verdict::Fail, "fail", "FAIL"},
    {Verdict::ExpectedFail, "expected-fail", "fails (expected)"},
    {Verdict::UnexpectedPass, "unexpected-pass", "UNEXPECTED PASS"},
    {Verdict::WrongCounterexample, "wrong-counterexample", "FAILS ON ANOTHER INSTANCE"},
    {Verdict::NoInstances, "no-instances", "NO INSTANCES"},
    {Verdict::Error, "error", "ERROR"},
    {Verdict::NoData, "no-data", "NO DATA"},
}};

const VerdictWords& words(Verdict v) {
  for (const VerdictWords& w : kWords)
    if (w.verdict == v) return w;
  return kWords[0];  // unreachable: every enumerator has its line
}

}  // namespace

const char* verdict_token(Verdict v) { return words(v).token; }

std::optional<Verdict> verdict_of_token(std::string_view token) {
  for (const VerdictWords& w : kWords)
    if (token == w.token) return w.verdict;
  return std::nullopt;
}

const char* verdict_name(Verdict v) { return words(v).name; }

bool verdict_ok(Verdict v) { return v == Verdict::Pass || v == Verdict::ExpectedFail || v == Verdict::NoData; }

const char* check_status(Verdict v, long long failures) {
  switch (v) {
    case Verdict::Error: return "error";
    case Verdict::NoData: return "no-data";
    case Verdict::NoInstances: return "no-instances";
    default: return failures == 0 ? "pass" : "fail";
  }
}

}  // namespace posetlab::checks
