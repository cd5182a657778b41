// The checks run as a command; see verify_run.hpp.
#include "verify/verify_run.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <thread>

#include "engine/core/error.hpp"
#include "results/jobs/progress.hpp"
#include "results/store/check_store.hpp"
#include "results/store/store.hpp"
#include "util/json.hpp"
#include "util/thread_fit.hpp"
#include "verify/check_markdown.hpp"
#include "verify/check_registry.hpp"
#include "verify/conjecture_checks.hpp"

namespace posetlab::checks {
namespace {

std::string one_line(std::string s, std::size_t width) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  if (s.size() > width) s = s.substr(0, width - 3) + "...";
  return s;
}

int run_list(const std::vector<const Check*>& checks, bool json, bool markdown) {
  if (markdown) {
    std::cout << checks_markdown(checks);
    return 0;
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
  return 0;
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
    if (!r.missing_data.empty()) j.add("missing_data", r.missing_data);
    std::cout << j.str() << '\n';
    return;
  }
  std::string cx = !r.error.empty()     ? "error: " + r.error
                   : v == Verdict::NoData ? "missing: " + r.missing_data
                                          : r.counterexample.text;
  if (r.counterexample.size >= 0 && !r.counterexample.detail.empty()) cx += " (" + r.counterexample.detail + ")";
  std::printf("%-22s %-17s %-20s %10llu %8llu %8.2f  %s\n", c.id.c_str(), verdict_name(v), c.oracle.c_str(),
              (unsigned long long)r.instances, (unsigned long long)r.failures, r.seconds, one_line(cx, 100).c_str());
}

}  // namespace

std::string verify_parameters(const VerifyOptions& o) {
  std::string params = "verify";
  for (const std::string& s : o.only) params += " --only " + s;
  if (o.quick) params += " --quick";
  if (!o.conjectures.empty()) params += " --conjectures " + o.conjectures;
  return params;
}

int run_verify(const VerifyOptions& o, const std::string& parameters) {
  std::vector<const Check*> checks = select_checks(o.only);
  const std::vector<Check> conjectures =
      o.conjectures.empty() ? std::vector<Check>{} : conjecture_checks(o.conjectures, o.only, o.no_db ? "" : o.db);
  for (const Check& c : conjectures) checks.push_back(&c);
  if (checks.empty()) throw UsageError("no check matches --only (see `posetlab verify --list`)");
  if (o.list) return run_list(checks, o.json, o.markdown);

  const int fitted = fitted_thread_count(o.threads, std::cerr);
  const int threads = fitted > 0 ? fitted : int(std::max(1u, std::thread::hardware_concurrency()));
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
  int unexpected = 0, no_data = 0;
  for (std::size_t i = 0; i < checks.size(); ++i) {
    print_row(*checks[i], results[i], o.json);
    const Verdict v = verdict(*checks[i], results[i]);
    if (!verdict_ok(v)) ok = false, ++unexpected;
    no_data += v == Verdict::NoData;
  }
  if (recorder) recorder->finish(ok, checks.size(), seconds);
  std::fflush(stdout);
  std::cerr << "posetlab verify: " << checks.size() << " checks in " << Progress::duration(seconds) << ", "
            << (ok ? "all as expected" : std::to_string(unexpected) + " NOT as expected")
            << (no_data ? ", " + std::to_string(no_data) + " with NO DATA in the database (not a failure)" : "")
            << (recorder ? ", recorded in " + o.db + " (run " + std::to_string(recorder->run_id()) + ")" : "")
            << "\n";
  return ok ? 0 : 1;
}

}  // namespace posetlab::checks
