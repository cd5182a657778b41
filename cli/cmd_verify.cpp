// `posetlab verify`: runs the theorem checks (verify/checks_*.cpp),
// prints one row per check, records each in the `checks` table, and exits 1 when a
// claim expected true fails or a control expected to fail passes.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/command.hpp"
#include "cli/option_limits.hpp"
#include "engine/json.hpp"
#include "verify/check_markdown.hpp"
#include "verify/check_registry.hpp"
#include "verify/conjecture_checks.hpp"
#include "results/check_store.hpp"
#include "results/progress.hpp"
#include "results/store.hpp"

namespace posetlab::cli {
namespace {

using namespace posetlab::checks;

struct VerifyOptions {
  std::vector<std::string> only;
  bool list = false, json = false, markdown = false, quick = false, no_db = false, quiet = false;
  std::string db = kDefaultDbPath, conjectures;
  int threads = 0;
};

std::string one_line(std::string s, std::size_t width) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  if (s.size() > width) s = s.substr(0, width - 3) + "...";
  return s;
}

int run_list(const std::vector<const Check*>& checks, bool json, bool markdown) {
  if (markdown) {
    std::cout << checks_markdown(checks);
    return kExitOk;
  }
  for (const Check* c : checks) {
    if (json) {
      JsonObject j;
      j.add("id", c->id).add("source", c->source).add("expected", c->expected).add("claim", c->claim);
      j.add("scope", c->scope).add("note", c->note).add("oracle", c->oracle);
      if (!c->expected) j.add("expected_counterexample", c->expected_counterexample);
      std::cout << j.str() << '\n';
    } else {
      std::printf("%-22s %-8s %-24s %s\n", c->id.c_str(), c->expected ? "claim" : "control", c->oracle.c_str(),
                  one_line(c->claim, 80).c_str());
    }
  }
  return kExitOk;
}

void print_row(const Check& c, const CheckResult& r, bool json) {
  const Verdict v = verdict(c, r);
  if (json) {
    JsonObject j;
    j.add("id", c.id).add("source", c.source).add("expected", c.expected).add("result", verdict_name(v));
    j.add("ok", verdict_ok(v)).add("instances", r.instances).add("failures", r.failures).add("seconds", r.seconds);
    j.add("scope", r.scope).add("notes", r.notes).add("claim", c.claim).add("oracle", c.oracle);
    if (!c.expected) j.add("expected_counterexample", c.expected_counterexample);
    if (r.counterexample.size >= 0) {
      j.add("counterexample", r.counterexample.text).add("counterexample_detail", r.counterexample.detail);
      if (!r.counterexample.dot.empty()) j.add("counterexample_dot", r.counterexample.dot);
    }
    if (!r.error.empty()) j.add("error", r.error);
    std::cout << j.str() << '\n';
    return;
  }
  std::string cx = r.error.empty() ? r.counterexample.text : "error: " + r.error;
  if (r.counterexample.size >= 0 && !r.counterexample.detail.empty()) cx += " (" + r.counterexample.detail + ")";
  std::printf("%-22s %-17s %-20s %10llu %8llu %8.2f  %s\n", c.id.c_str(), verdict_name(v), c.oracle.c_str(),
              (unsigned long long)r.instances, (unsigned long long)r.failures, r.seconds, one_line(cx, 100).c_str());
}

int run_verify(const VerifyOptions& o, const std::string& parameters) {
  std::vector<const Check*> checks = select_checks(o.only);
  const std::vector<Check> conjectures =
      o.conjectures.empty() ? std::vector<Check>{} : conjecture_checks(o.conjectures, o.only, o.no_db ? "" : o.db);
  for (const Check& c : conjectures) checks.push_back(&c);
  if (checks.empty()) throw UsageError("no check matches --only (see `posetlab verify --list`)");
  if (o.list) return run_list(checks, o.json, o.markdown);

  const int threads = o.threads > 0 ? o.threads : std::max(1u, std::thread::hardware_concurrency());
  std::unique_ptr<Store> store;
  std::unique_ptr<CheckRecorder> recorder;
  std::unique_ptr<Store> tables;  // what the checks read: a second, read-only connection
  if (!o.no_db) {
    store = std::make_unique<Store>(o.db, Store::Access::ReadWrite);
    recorder = std::make_unique<CheckRecorder>(*store, parameters, threads);
    tables = std::make_unique<Store>(o.db, Store::Access::ReadOnly);
  }
  CheckOptions options;
  options.quick = o.quick;
  options.tables = tables.get();

  std::uint64_t total_weight = 0;
  for (const Check* c : checks) total_weight += std::uint64_t(c->cost * 100);
  Progress::Options po;
  po.enabled = !o.quiet;
  Progress progress("verify", checks.size(), total_weight, 0, 0, po);
  const auto start = std::chrono::steady_clock::now();
  std::vector<CheckResult> results = run_checks(checks, options, threads, [&](const Check& c, const CheckResult& r) {
    if (recorder) recorder->record(check_row(c, r));
    progress.unit_done(std::uint64_t(c.cost * 100));
  });
  progress.finish();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  if (!o.json)
    std::printf("%-22s %-17s %-20s %10s %8s %8s  %s\n", "id", "result", "oracle", "instances", "failures", "seconds",
                "smallest counterexample");
  bool ok = true;
  int unexpected = 0;
  for (std::size_t i = 0; i < checks.size(); ++i) {
    print_row(*checks[i], results[i], o.json);
    if (!verdict_ok(verdict(*checks[i], results[i]))) ok = false, ++unexpected;
  }
  if (recorder) recorder->finish(ok, checks.size(), seconds);
  std::fflush(stdout);
  std::cerr << "posetlab verify: " << checks.size() << " checks in " << Progress::duration(seconds) << ", "
            << (ok ? "all as expected" : std::to_string(unexpected) + " NOT as expected")
            << (recorder ? ", recorded in " + o.db + " (run " + std::to_string(recorder->run_id()) + ")" : "")
            << "\n";
  return ok ? kExitOk : kExitFailed;
}

CommandRegistrar registrar("verify", "Run the theorem checks of the papers against their oracles", [](CLI::App& sub) {
  auto o = std::make_shared<VerifyOptions>();
  sub.add_option("--only", o->only, "Run only checks whose id equals or starts with ID (repeatable), e.g. 000-T3.1");
  sub.add_flag("--list", o->list, "List the checks (id, claim or control, claim) and exit");
  sub.add_flag("--json", o->json, "JSON Lines: one object per check");
  sub.add_flag("--markdown", o->markdown, "With --list: the checks as a markdown table (the body of docs/checks.md)");
  sub.add_flag("--quick", o->quick, "Small ranges, as the tests run them: seconds of CPU, against minutes for the full run");
  sub.add_option("--db", o->db, "Database to record results in (and whose two_level table checks read)")
      ->capture_default_str();
  sub.add_flag("--no-db", o->no_db, "Record nothing");
  sub.add_option("--conjectures", o->conjectures,
                 "Also test the conjectures of FILE (docs/conjectures.md) on the tables");
  sub.add_option("--threads", o->threads, "Checks run at once (default: all cores)")->check(threads_limit());
  sub.add_flag("-q,--quiet", o->quiet, "No progress line on stderr");
  sub.footer(
      "Each row: the check id (CLAIMS.md numbering), its result, the instances checked, the failures, seconds, "
      "and the smallest counterexample.\nResults: pass; FAIL (a claim failed); fails (expected) (a deliberately false "
      "control or a claim refuted as printed failed on the counterexample it names); UNEXPECTED PASS; FAILS ON "
      "ANOTHER INSTANCE (an expected failure whose smallest counterexample is not the one it names); NO INSTANCES; "
      "ERROR.\nOracle: what the claim is compared with: definition (plain search), formula, peer:<tool>, "
      "oeis:<id>, engine.\n"
      "Exit status: 0 every result as expected, 1 otherwise, 2 bad usage.\n"
      "Examples:\n  posetlab verify\n  posetlab verify --only 000-T3.1 --json\n  posetlab verify --quick --no-db");
  return [o, &sub] {
    std::string params;
    for (const std::string& s : o->only) params += " --only " + s;
    if (o->quick) params += " --quick";
    if (!o->conjectures.empty()) params += " --conjectures " + o->conjectures;
    (void)sub;
    return run_verify(*o, "verify" + params);
  };
});

}  // namespace
}  // namespace posetlab::cli
