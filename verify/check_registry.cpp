// The check registry, the tally of instances and the parallel runner; see
// check_registry.hpp.
#include "verify/check_registry.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <exception>
#include <numeric>
#include <mutex>
#include <tuple>

#include "engine/formats/format_dot.hpp"
#include "engine/formats/format_text.hpp"
#include "util/parallel_for.hpp"
#include "verify/check_list.hpp"
#include "util/worker_pool.hpp"

namespace posetlab::checks {

Counterexample poset_counterexample(const Poset& p, std::string detail) {
  return {p.size(), poset_to_text(p), poset_to_dot(p), std::move(detail)};
}

Counterexample family_counterexample(const SetSystem& f, std::string detail) {
  return {f.size(), set_system_to_text(f), set_system_to_dot(f), std::move(detail)};
}

Counterexample value_counterexample(int magnitude, std::string text, std::string detail) {
  return {magnitude, std::move(text), {}, std::move(detail)};
}

void Tally::pass(std::uint64_t n) {
  std::lock_guard lock(mutex_);
  instances_ += n;
}

void Tally::fail(Counterexample c) {
  std::lock_guard lock(mutex_);
  ++instances_;
  ++failures_;
  auto key = [](const Counterexample& x) { return std::make_tuple(x.size, x.text.size(), x.text); };
  if (smallest_.size < 0 || key(c) < key(smallest_)) smallest_ = std::move(c);
}

std::uint64_t Tally::instances() const {
  std::lock_guard lock(mutex_);
  return instances_;
}

std::uint64_t Tally::failures() const {
  std::lock_guard lock(mutex_);
  return failures_;
}

CheckResult Tally::result(std::string scope, std::string notes) const {
  std::lock_guard lock(mutex_);
  CheckResult r;
  r.instances = instances_;
  r.failures = failures_;
  r.counterexample = smallest_;
  r.scope = std::move(scope);
  r.notes = std::move(notes);
  return r;
}

#define POSETLAB_DECLARE_CHECKS(SUBJECT) void add_##SUBJECT##_checks(std::vector<Check>& list);
POSETLAB_CHECK_FILES(POSETLAB_DECLARE_CHECKS)
#undef POSETLAB_DECLARE_CHECKS

const std::vector<Check>& all_checks() {
  static const std::vector<Check> checks = [] {
    std::vector<Check> out;
#define POSETLAB_ADD_CHECKS(SUBJECT) add_##SUBJECT##_checks(out);
    POSETLAB_CHECK_FILES(POSETLAB_ADD_CHECKS)
#undef POSETLAB_ADD_CHECKS
    // The files come in no particular order; paper and list_order fix one.
    std::sort(out.begin(), out.end(), [](const Check& a, const Check& b) {
      return std::make_tuple(a.paper(), a.list_order, a.id) < std::make_tuple(b.paper(), b.list_order, b.id);
    });
    return out;
  }();
  return checks;
}

std::vector<const Check*> select_checks(const std::vector<std::string>& patterns) {
  // Ids are matched without regard to case: 000-t3.1 is 000-T3.1.
  auto starts_with = [](const std::string& id, const std::string& p) {
    return p.size() <= id.size() && std::equal(p.begin(), p.end(), id.begin(), [](char a, char b) {
             return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
           });
  };
  std::vector<const Check*> out;
  for (const Check& c : all_checks()) {
    bool take = patterns.empty();
    for (const std::string& p : patterns) take = take || starts_with(c.id, p);
    if (take) out.push_back(&c);
  }
  return out;
}

Verdict verdict(const Check& c, const CheckResult& r) {
  if (!r.error.empty()) return Verdict::Error;
  if (!r.missing_data.empty() && r.failures == 0) return Verdict::NoData;
  if (r.instances == 0) return Verdict::NoInstances;
  if (c.expected) return r.failures == 0 ? Verdict::Pass : Verdict::Fail;
  if (r.failures == 0 || r.counterexample.size < 0) return Verdict::UnexpectedPass;
  // A control that fails for another reason (a missing peer, a different instance) has
  // not shown what it was written to show.
  return r.counterexample.text == c.expected_counterexample ? Verdict::ExpectedFail : Verdict::WrongCounterexample;
}

CheckResult run_check(const Check& c, const CheckOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  CheckResult r;
  try {
    r = c.run(options);
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

std::vector<CheckResult> run_checks(const std::vector<const Check*>& checks, const CheckOptions& options,
                                    int threads,
                                    const std::function<void(const Check&, const CheckResult&)>& done) {
  std::vector<CheckResult> results(checks.size());
  std::vector<std::size_t> order(checks.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return checks[a]->cost > checks[b]->cost; });
  std::mutex done_mutex;
  WorkerPool pool(std::max(1, std::min<int>(threads, int(checks.size()))));
  parallel_for(pool, order.size(), [&](std::size_t k, int) {
    const std::size_t i = order[k];
    results[i] = run_check(*checks[i], options);
    if (done) {
      std::lock_guard lock(done_mutex);
      done(*checks[i], results[i]);
    }
  });
  return results;
}

CheckRow check_row(const Check& c, const CheckResult& r) {
  CheckRow row;
  row.id = c.id;
  row.paper = c.source;
  row.claim = c.note.empty() ? c.claim : c.claim + " (" + c.note + ")";
  row.expected = c.expected;
  row.verdict = verdict(c, r);
  row.notes = r.notes;
  row.scope = r.scope.empty() ? c.scope : r.scope;
  row.instances = std::int64_t(r.instances);
  row.failures = std::int64_t(r.failures);
  if (r.counterexample.size >= 0) {
    row.counterexample = r.counterexample.text;
    if (!r.counterexample.detail.empty()) row.counterexample_detail = r.counterexample.detail;
    if (!r.counterexample.dot.empty()) row.counterexample_dot = r.counterexample.dot;
  }
  if (!r.missing_data.empty()) row.missing_data = r.missing_data;
  if (!r.error.empty()) row.error = r.error;
  row.oracle = c.oracle;
  row.seconds = r.seconds;
  return row;
}

}  // namespace posetlab::checks
