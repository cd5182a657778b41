// `posetlab nightly [--config FILE] [--db PATH]`: runs the configured job list
// (default results/nightly.conf, format in its head comment) on one database, skipping
// work already complete, and ends with a one-screen summary. Exit 0 when every job
// completed (and every verify run passed), 1 otherwise, 2 for a bad configuration.
#include <chrono>
#include <iostream>

#include "cli/options.hpp"
#include "results/conjectures/nightly_retest.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/nightly.hpp"
#include "util/child_process.hpp"

namespace posetlab::cli {
namespace {

inline constexpr const char* kDefaultConfig = "results/nightly.conf";

struct NightlyCli {
  std::string config = kDefaultConfig, db;
  int threads = 0;
  bool quiet = false;
};

// The verify hook: runs `posetlab verify ARGS --db PATH` as a child of this very
// binary, so theorem checks stay in their own command and process.
VerifyResult run_verify(Store& store, const std::vector<std::string>& args) {
  std::vector<std::string> argv = {"posetlab", "verify"};
  argv.insert(argv.end(), args.begin(), args.end());
  argv.push_back("--db");
  argv.push_back(store.path());
  return verify_result_of_exit_status(run_child_process("/proc/self/exe", argv));
}

// The options of every `verify` line, parsed by the verify command's own option table
// before the first job starts: a typo fails the night at once, naming the line, not
// hours later when that line is reached.
void check_verify_lines(const std::vector<NightlyItem>& items, const std::string& config) {
  for (const NightlyItem& item : items) {
    if (item.kind != NightlyItem::Kind::Verify) continue;
    CLI::App app{"verify"};
    const auto run = verify_command(app);  // holds the options the parser writes into: alive until parsed
    std::vector<std::string> reversed(item.args.rbegin(), item.args.rend());  // CLI11 takes them last first
    try {
      app.parse(reversed);
    } catch (const CLI::ParseError& e) {
      throw InputError({config, std::size_t(item.line), 1}, "verify line: " + std::string(e.what()));
    }
  }
}

}  // namespace

CommandRun nightly_command(CLI::App& sub) {
  auto o = std::make_shared<NightlyCli>();
  sub.add_option("--config", o->config, "Job list (format in the head comment of results/nightly.conf)")
      ->capture_default_str();
  add_db_option(sub, o->db);
  add_threads_option(sub, o->threads, "for every job", "as each line says, else all cores");
  sub.add_flag("-q,--quiet", o->quiet, "No progress lines (the summary is still printed)");
  sub.footer(
      "The main job: `posetlab nightly` from the repository root (results/nightly.conf on\n"
      "data/posetlab.sqlite). Interrupted nights continue where they stopped.");
  return [o] {
    auto start = std::chrono::steady_clock::now();
    std::vector<NightlyItem> items = read_nightly_config(o->config);
    check_verify_lines(items, o->config);
    Store store(o->db, Store::Access::ReadWrite);
    install_interrupt_handlers();
    NightlyHooks hooks;
    hooks.verify = run_verify;
    hooks.follow_up = make_stored_conjecture_retest;
    NightlyOptions options;
    options.threads = o->threads;
    options.progress.enabled = !o->quiet;
    auto outcomes = run_nightly(store, items, hooks, options);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return print_nightly_summary(outcomes, o->db, seconds, std::cout) ? kExitOk : kExitFailed;
  };
}

}  // namespace posetlab::cli
