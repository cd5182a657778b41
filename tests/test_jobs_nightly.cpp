// Nightly: the configuration format (errors at file:line:col), the default
// configuration, and a run over fake jobs that skips complete work, records failures,
// carries on and sums up.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "engine/core/error.hpp"
#include "results/jobs/nightly.hpp"
#include "results/tables/two_level.hpp"
#include "test_jobs_fake.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

std::string parse_error(const std::string& text) {
  try {
    parse_nightly_config(text, "n.conf");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(NightlyConfig, RangesExpandAndOptionsApply) {
  auto items = parse_nightly_config(
      "# comment\n\n"
      "two-level bottoms=2..4 empty-top=yes   # trailing comment\n"
      "  two-level size=7 tops=1:3 fast-path=no threads=2\n"
      "verify 000 --quick\n",
      "n.conf");
  ASSERT_EQ(items.size(), 5u);
  EXPECT_EQ(items[0].params.value("bottoms"), 2);
  EXPECT_EQ(items[2].params.value("bottoms"), 4);
  EXPECT_TRUE(items[2].params.flag("empty-top"));
  EXPECT_EQ(items[2].text, "two-level bottoms=4 empty-top=yes");
  EXPECT_EQ(items[2].line, 3);
  EXPECT_EQ(items[3].params.value("size"), 7);
  EXPECT_FALSE(items[3].params.has("bottoms"));
  EXPECT_EQ(items[3].params.span("tops"), std::make_pair(1, 3));
  EXPECT_FALSE(items[3].params.flag("fast-path"));
  EXPECT_EQ(items[3].params.threads, 2);
  EXPECT_EQ(items[4].kind, NightlyItem::Kind::Verify);
  EXPECT_EQ(items[4].args, (std::vector<std::string>{"000", "--quick"}));
}

TEST(NightlyConfig, BadLinesNameFileLineAndColumn) {
  EXPECT_EQ(parse_error("two-level bottoms=2\nenumerate x\n"), "n.conf:2:1: unknown job kind \"enumerate\" (two-level, coloured-posets, posets, mb-games, chomp, verify)");
  EXPECT_EQ(parse_error("two-level  bottoms=x\n"), "n.conf:1:20: bottoms wants a non-negative integer, got \"x\"");
  EXPECT_EQ(parse_error("two-level bottoms=1..x\n"), "n.conf:1:22: bottoms wants a non-negative integer, got \"x\"");
  EXPECT_EQ(parse_error("two-level bottoms=5..2\n"), "n.conf:1:19: bottoms range 5..2 is empty (A..B needs A <= B)");
  EXPECT_EQ(parse_error("two-level tops=1:2\n"), "n.conf:1:1: two-level needs bottoms=A[..B] or size=A[..B]");
  EXPECT_EQ(parse_error("two-level bottoms=1 size=2\n"), "n.conf:1:21: give one of bottoms= and size=, once");
  EXPECT_EQ(parse_error("two-level bottoms=1 colour=red\n"),
            "n.conf:1:21: unknown key \"colour\" (bottoms, size, tops, empty-top, fast-path, summary, threads)");
  EXPECT_EQ(parse_error("two-level bottoms=1 empty-top=maybe\n"), "n.conf:1:31: empty-top wants yes or no, got \"maybe\"");
  EXPECT_EQ(parse_error("two-level bottoms\n"), "n.conf:1:11: expected key=value, got \"bottoms\"");
  EXPECT_EQ(parse_error("two-level size=3..2000000000\n"), "n.conf:1:16: size wants 0..24, got 3..2000000000");
}

TEST(NightlyConfig, TheDefaultConfigurationCoversTheDocumentedReach) {
  // Every b <= 5, b = 6 with t <= 8, every size <= 13, then the quick table checks, the
  // mined two-level formulas and every check.
  auto items = read_nightly_config(std::string(POSETLAB_SOURCE_DIR) + "/results/nightly.conf");
  int max_all_tops_bottoms = -1, max_size = -1, verify = 0, six_tops = -1;
  bool formulas = false;
  for (const auto& i : items) {
    if (i.kind == NightlyItem::Kind::Verify) {
      ++verify;
      formulas |= i.text == "verify --only conjecture: --conjectures conjectures/two-level-formulas.txt";
    }
    else if (i.job_kind != "two-level") continue;
    else if (i.params.value_or("bottoms", -1) == 6) six_tops = i.params.span("tops").second;
    else if (i.params.has("bottoms") && !i.params.has("tops")) max_all_tops_bottoms = std::max(max_all_tops_bottoms, i.params.value("bottoms"));
    else if (i.params.has("size")) max_size = std::max(max_size, i.params.value("size"));
  }
  EXPECT_EQ(max_all_tops_bottoms, 5);
  EXPECT_EQ(six_tops, 8);
  EXPECT_EQ(max_size, 13);
  EXPECT_EQ(verify, 3);
  EXPECT_TRUE(formulas);
  EXPECT_TRUE(fs::exists(std::string(POSETLAB_SOURCE_DIR) + "/conjectures/two-level-formulas.txt"));
}

TEST(Nightly, RunsJobsSkipsCompleteWorkCarriesOnPastFailuresAndSumsUp) {
  fs::path dir = fs::temp_directory_path() / ("posetlab_nightly_" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);  // a store is made only in a folder that exists
  Store store((dir / "n.sqlite").string(), Store::Access::ReadWrite);
  auto items = parse_nightly_config("two-level bottoms=10..12\nverify all\n", "n.conf");
  std::vector<int> prepared;
  NightlyHooks hooks;
  hooks.make_job = [&](const NightlyItem& item) -> std::unique_ptr<Job> {
    auto job = std::make_unique<testing::FakeJob>(3, 2);
    if (item.params.value("bottoms") == 11) job->fail_unit = 1;  // the middle job fails
    prepared.push_back(item.params.value("bottoms"));
    return std::make_unique<TwoLevelTableJob>(std::move(job), two_level_spec(item.params));
  };
  NightlyOptions options;
  options.progress.enabled = false;
  ::testing::internal::CaptureStderr();
  auto first = run_nightly(store, items, hooks, options);
  const std::string night_errors = ::testing::internal::GetCapturedStderr();
  ASSERT_EQ(first.size(), 4u);
  EXPECT_EQ(first[0].status, "ran");
  EXPECT_EQ(first[1].status, "failed");
  EXPECT_NE(first[1].detail.find("fake failure"), std::string::npos);
  EXPECT_EQ(first[2].status, "ran");  // carried on (its classes overlap job 10's: stored once)
  EXPECT_EQ(first[3].status, "skipped");
  std::ostringstream summary;
  EXPECT_FALSE(print_nightly_summary(first, "n.sqlite", 1.0, summary));
  EXPECT_NE(summary.str().find("4 jobs: 2 ran, 0 already complete, 0 checks passed, 1 skipped, 1 failed"),
            std::string::npos)
      << summary.str();
  // A failure is said once, in full: in the summary, not also on standard error as it happens.
  const std::string said = night_errors + summary.str();
  std::size_t times = 0;
  for (std::size_t at = 0; (at = said.find("fake failure", at)) != std::string::npos; ++at) ++times;
  EXPECT_EQ(times, 1u) << said;

  // The next night: complete jobs are skipped, the failed one resumes and verify runs.
  hooks.make_job = [](const NightlyItem& item) -> std::unique_ptr<Job> {
    return std::make_unique<TwoLevelTableJob>(std::make_unique<testing::FakeJob>(3, 2), two_level_spec(item.params));
  };
  hooks.verify = [](Store& s, const std::vector<std::string>& args) {
    return VerifyResult{args == std::vector<std::string>{"all"}, "1 check"};
  };
  auto second = run_nightly(store, items, hooks, options);
  EXPECT_EQ(second[0].status, "complete");
  EXPECT_EQ(second[0].detail, "3/3 units, 6 rows");
  EXPECT_EQ(second[1].status, "ran");
  EXPECT_EQ(second[1].detail, "3/3 units, 6 rows (0 new)");
  EXPECT_EQ(second[2].status, "complete");
  EXPECT_EQ(second[3].status, "passed");
  std::ostringstream ok;
  EXPECT_TRUE(print_nightly_summary(second, "n.sqlite", 1.0, ok));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace posetlab
