// The nightly runner; see nightly.hpp.
#include "results/jobs/nightly.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>

#include "results/jobs/interrupt.hpp"
#include "results/jobs/job_records.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/job_runner.hpp"
#include "util/thread_fit.hpp"

namespace posetlab {
namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

NightlyOutcome run_configured_job(Store& store, const NightlyItem& item, const NightlyHooks& hooks,
                                  const NightlyOptions& options) {
  NightlyOutcome o{item.text, "", "", 0, {}};
  NightlyItem configured = item;
  if (options.threads > 0) configured.params.threads = options.threads;
  configured.params.threads = fitted_thread_count(configured.params.threads, std::cerr);
  std::unique_ptr<Job> job =
      hooks.make_job ? hooks.make_job(configured) : job_registry().at(item.job_kind).make_job(configured.params);
  JobOptions jo;
  jo.progress = options.progress;
  jo.parameters = "nightly: " + item.text;
  JobReport r = run_job(store, *job, jo);
  o.status = r.interrupted ? "interrupted" : r.units_run == 0 ? "complete" : "ran";
  o.detail = std::to_string(r.units_skipped + r.units_run) + "/" + std::to_string(r.units_job) + " units, " +
             std::to_string(r.rows_job) + " rows";
  if (r.units_run) o.detail += " (" + std::to_string(r.rows_new) + " new)";
  return o;
}

}  // namespace

VerifyResult verify_result_of_exit_status(int status) {
  if (status < 0) return {false, "cannot start posetlab verify"};
  if (status == 0) return {true, "all checks as expected"};
  if (status == 1) return {false, "some check failed (see `posetlab query \"SELECT * FROM checks\"`)"};
  return {false, "posetlab verify stopped with status " + std::to_string(status)};
}

std::vector<NightlyOutcome> run_nightly(Store& store, const std::vector<NightlyItem>& items,
                                        const NightlyHooks& hooks, const NightlyOptions& options) {
  std::vector<NightlyOutcome> outcomes;
  std::unique_ptr<NightlyFollowUp> follow_up = hooks.follow_up ? hooks.follow_up(store) : nullptr;
  for (const NightlyItem& item : items) {
    auto start = std::chrono::steady_clock::now();
    NightlyOutcome o{item.text, "", "", 0, {}};
    if (interrupt_requested()) {
      outcomes.push_back({item.text, "skipped", "interrupted before it started", 0, {}});
      continue;
    }
    try {
      if (item.kind == NightlyItem::Kind::Job) {
        o = run_configured_job(store, item, hooks, options);
      } else if (!hooks.verify) {
        o.status = "skipped";
        o.detail = "verify is not available in this build";
      } else {
        VerifyResult v = hooks.verify(store, item.args);
        o.status = v.passed ? "passed" : "failed";
        o.detail = v.detail;
      }
    } catch (const std::exception& e) {
      o.status = "failed";
      o.detail = e.what();
    }
    o.seconds = seconds_since(start);
    const bool new_rows = o.status == "ran";
    outcomes.push_back(std::move(o));
    if (new_rows && follow_up) follow_up->pass();  // a size may have become complete
  }
  if (follow_up) {
    follow_up->pass();  // sizes completed outside the night's jobs too
    if (auto o = follow_up->finish()) outcomes.push_back(std::move(*o));
  }
  return outcomes;
}

bool print_nightly_summary(const std::vector<NightlyOutcome>& outcomes, const std::string& db_path,
                           double seconds, std::ostream& out) {
  std::size_t w = 3;
  std::map<std::string, int> count;
  for (const auto& o : outcomes) {
    w = std::max(w, o.item.size());
    ++count[o.status];
  }
  out << "nightly summary (" << db_path << ")\n";
  char buf[64];
  for (const auto& o : outcomes) {
    // A failure is said once, here, in full; other details are cut to a line.
    std::string detail = o.status != "failed" && o.detail.size() > 100 ? o.detail.substr(0, 97) + "..." : o.detail;
    std::snprintf(buf, sizeof buf, "%9s", Progress::duration(o.seconds).c_str());
    out << "  " << o.item << std::string(w - o.item.size(), ' ') << "  " << o.status
        << std::string(8 - std::min<std::size_t>(8, o.status.size()), ' ') << buf << "  " << detail << '\n';
    for (const std::string& note : o.notes) out << "    " << note << '\n';
  }
  out << outcomes.size() - count["tested"] << " jobs: " << count["ran"] << " ran, " << count["complete"] << " already complete, "
      << count["passed"] << " checks passed, " << count["skipped"] << " skipped, " << count["failed"]
      << " failed" << (count["interrupted"] ? ", " + std::to_string(count["interrupted"]) + " interrupted" : "")
      << "; " << Progress::duration(seconds) << "\n";
  return count["failed"] == 0 && count["interrupted"] == 0;
}

}  // namespace posetlab
