// The stored conjectures' nightly re-test; see nightly_retest.hpp.
#include "results/conjectures/nightly_retest.hpp"

#include <chrono>
#include <exception>
#include <string>
#include <vector>

#include "results/conjectures/stored_conjectures.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/job_records.hpp"

namespace posetlab {
namespace {

// The night's re-tests of the stored conjectures: one `runs` row, opened at the first
// pass, and every change, closed into one outcome.
class NightlyConjectureRetest final : public NightlyFollowUp {
 public:
  explicit NightlyConjectureRetest(Store& store) : store_(store) {}

  void pass() override {
    if (interrupt_requested()) return;
    const auto start = std::chrono::steady_clock::now();
    try {
      if (!run_) {
        const std::int64_t stored = store_.db().query_int("SELECT count(*) FROM conjectures");
        if (!stored) return;
        run_ = insert_run(store_.db(), "conjectures", "conjectures", "nightly: re-test stored conjectures", Shard{}, 1,
                          std::uint64_t(stored), 0);
      }
      for (ConjectureChange& c : retest_stored_conjectures(store_, run_)) changes_.push_back(std::move(c));
    } catch (const std::exception& e) {
      error_ = e.what();
    }
    seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }

  // The outcome line, and the run row closed; none when no conjecture is stored.
  std::optional<NightlyOutcome> finish() override {
    if (!run_ && error_.empty()) return std::nullopt;
    const std::vector<ConjectureChange> changes = merge_conjecture_changes(changes_);
    NightlyOutcome o{"stored conjectures", "tested", conjecture_changes_summary(changes), seconds_, {}};
    for (const ConjectureChange& c : changes) {
      o.notes.push_back(conjecture_change_line(c));
      if (c.event == "error") o.status = "failed";
    }
    if (!error_.empty()) {
      o.status = "failed";
      o.detail = error_;
    }
    if (run_) {
      std::string message = o.detail;
      for (const std::string& note : o.notes) message += "\n" + note;
      try {
        close_run(store_.db(), run_, o.status == "failed" ? "failed" : "complete", message, 0, seconds_);
      } catch (const std::exception& e) {
        o.status = "failed";
        o.detail = e.what();
      }
    }
    return o;
  }

 private:
  Store& store_;
  std::int64_t run_ = 0;
  std::vector<ConjectureChange> changes_;
  std::string error_;
  double seconds_ = 0;
};

}  // namespace

std::unique_ptr<NightlyFollowUp> make_stored_conjecture_retest(Store& store) {
  return std::make_unique<NightlyConjectureRetest>(store);
}

}  // namespace posetlab
