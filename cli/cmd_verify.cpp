// `posetlab verify`: runs the theorem checks (verify/checks_*.cpp, through
// verify/verify_run.hpp), prints one row per check, records each in the `checks` table,
// and exits 1 when a claim expected true fails or a control expected to fail passes.
#include <memory>

#include "cli/options.hpp"
#include "verify/verify_run.hpp"

namespace posetlab::cli {
namespace {

using checks::VerifyOptions;

}  // namespace

CommandRun verify_command(CLI::App& sub) {
  auto o = std::make_shared<VerifyOptions>();
  o->db = kDefaultDbPath;
  sub.add_option("--only", o->only, "Run only checks whose id equals or starts with ID, in any case (repeatable), e.g. 000-T3.1");
  sub.add_flag("--list", o->list, "List the checks (id, claim or control, claim) and exit");
  sub.add_flag("--json", o->json, "JSON Lines: one object per check");
  sub.add_flag("--markdown", o->markdown, "With --list: the checks as a markdown table (the body of docs/checks.md)");
  sub.add_flag("--quick", o->quick, "Small ranges, as the tests run them: seconds of CPU, against minutes for the full run");
  sub.add_option("--db", o->db, "Database to record results in (and whose two_level table checks read)")
      ->capture_default_str();
  sub.add_flag("--no-db", o->no_db, "Record nothing");
  sub.add_option("--conjectures", o->conjectures,
                 "Also test the conjectures of FILE (docs/conjectures.md) on the tables");
  add_threads_option(sub, o->threads, "running the checks, one check each at a time");
  sub.add_flag("-q,--quiet", o->quiet, "No progress line on stderr");
  sub.footer(
      "Each row: the check id (paper and claim, as in docs/checks.md), its result, the instances checked, the failures, seconds, "
      "and the smallest counterexample.\nResults: pass; FAIL (a claim failed); fails (expected) (a deliberately false "
      "control or a claim refuted as printed failed on the counterexample it names); UNEXPECTED PASS; FAILS ON "
      "ANOTHER INSTANCE (an expected failure whose smallest counterexample is not the one it names); NO INSTANCES; "
      "ERROR; NO DATA (the database lacks the rows the check reads, e.g. no two_level rows for 000-T4.2: no "
      "evidence either way, and not a failure).\nOracle: what the claim is compared with: definition (plain search), formula, peer:<tool>, "
      "oeis:<id>, engine.\n"
      "Exit status: 0 every result as expected (NO DATA included), 1 otherwise, 2 bad usage.\n"
      "Examples:\n  posetlab verify\n  posetlab verify --only 000-T3.1 --json\n  posetlab verify --quick --no-db");
  return [o] { return checks::run_verify(*o, checks::verify_parameters(*o)); };
}

}  // namespace posetlab::cli
