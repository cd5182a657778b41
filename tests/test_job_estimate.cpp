// Jobs estimated past an hour, 10 GB of disk or half the usable memory
// (results/jobs/job_estimate.hpp) start only with --yes: the refusal prints the estimate,
// exits 2 and touches no database; small jobs, --resume and nightly lines are not asked.
// Every job kind estimates its jobs, so the guard covers them all.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "engine/core/error.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/job_params.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

bool estimate_out_has(const ShellResult& r, const std::string& text) { return r.out.find(text) != std::string::npos; }

JobParams posets_params(const std::string& size, bool summary) {
  std::vector<std::pair<std::string, std::string>> given = {{"size", size}};
  if (summary) given.emplace_back("summary", "");
  return command_line_params(job_registry().at("posets"), given);
}

class JobEstimateTest : public TempDirTest {};

TEST_F(JobEstimateTest, PosetsBySizeFromA000112) {
  const JobKind& posets = job_registry().at("posets");
  ASSERT_TRUE(posets.estimate);
  const Shard whole;
  const JobEstimate twelve = *posets.estimate(posets_params("12", false));
  EXPECT_GT(estimated_seconds(twelve, 2, whole), kLargeJobSeconds);  // hours of writing
  EXPECT_GT(twelve.disk_bytes, kLargeJobBytes);
  EXPECT_NE(twelve.basis.find("1104891746 posets"), std::string::npos) << twelve.basis;
  const JobEstimate ten = *posets.estimate(posets_params("10", false));
  EXPECT_LT(estimated_seconds(ten, 2, whole), kLargeJobSeconds);
  EXPECT_LT(ten.disk_bytes, kLargeJobBytes);
  // Summaries: CPU time shared by the threads; 12 fits an hour on 2 threads, 13 does not.
  EXPECT_LT(estimated_seconds(*posets.estimate(posets_params("12", true)), 2, whole), kLargeJobSeconds);
  const JobEstimate thirteen = *posets.estimate(posets_params("13", true));
  EXPECT_GT(estimated_seconds(thirteen, 2, whole), kLargeJobSeconds);
  EXPECT_LT(estimated_seconds(thirteen, 1024, whole), kLargeJobSeconds);
  EXPECT_LT(estimated_seconds(twelve, 2, Shard{0, 64}), kLargeJobSeconds);  // one shard of 64
}

JobParams params_of(const std::string& kind, const std::vector<std::pair<std::string, std::string>>& given) {
  return command_line_params(job_registry().at(kind), given);
}

// Whether the guard lets the job start without --yes on 2 threads, with `memory` bytes usable.
bool starts_unasked(const std::string& kind, const std::vector<std::pair<std::string, std::string>>& given,
                    double memory = 64e9) {
  const JobKind& k = job_registry().at(kind);
  const JobEstimate e = *k.estimate(params_of(kind, given));
  try {
    require_yes_for_large_job(kind, e, 2, Shard{}, memory);
    return true;
  } catch (const UsageError& error) {
    EXPECT_NE(std::string(error.what()).find("add --yes"), std::string::npos) << error.what();
    return false;
  }
}

TEST_F(JobEstimateTest, EveryKindEstimatesItsJobs) {
  for (const JobKind& k : job_registry().kinds()) EXPECT_TRUE(k.estimate) << k.name;
}

TEST_F(JobEstimateTest, ChompTwoLevelAndColouredJobsByTheirMeasuredCosts) {
  // Chomp: the 20 x 20 outcome pass (about 2 h on 2 cores, a 17 GB checkpoint) needs --yes;
  // the 16 x 16 Grundy pass (minutes, 0.6 GB) does not.
  EXPECT_FALSE(starts_unasked("chomp", {{"max", "20"}}));
  EXPECT_TRUE(starts_unasked("chomp", {{"max", "16"}}));
  const JobEstimate twenty = *job_registry().at("chomp").estimate(params_of("chomp", {{"max", "20"}}));
  EXPECT_NEAR(twenty.memory_bytes, 137846528820.0 / 8, 1e9);  // C(40,20) bits, as measured
  // The 18 x 18 Grundy pass: C(36,18) bytes.
  const JobEstimate grundy18 =
      *job_registry().at("chomp").estimate(params_of("chomp", {{"max", "18"}, {"grundy-box", "18"}}));
  EXPECT_NEAR(grundy18.memory_bytes, 9075135300.0, 1e6);
  // Two-level: 6 and 7 bottoms are beyond reach (1.3e16 classes and more), and so is
  // --size 16 --summary; 4 bottoms and size 12 are seconds.
  EXPECT_FALSE(starts_unasked("two-level", {{"bottoms", "7"}}));
  EXPECT_FALSE(starts_unasked("two-level", {{"bottoms", "6"}}));
  EXPECT_FALSE(starts_unasked("two-level", {{"size", "16"}, {"summary", ""}}));
  EXPECT_TRUE(starts_unasked("two-level", {{"bottoms", "4"}}));
  EXPECT_TRUE(starts_unasked("two-level", {{"size", "12"}}));
  EXPECT_TRUE(starts_unasked("two-level", {{"bottoms", "6"}, {"tops", "0:4"}}));
  // 5 bottoms fill the 2 GiB labeled DP: asked for where that is more than half the memory.
  EXPECT_TRUE(starts_unasked("two-level", {{"bottoms", "5"}}, 64e9));
  EXPECT_FALSE(starts_unasked("two-level", {{"bottoms", "5"}}, 4e9));
  EXPECT_TRUE(starts_unasked("coloured-posets", {{"size", "8"}}));
  EXPECT_TRUE(starts_unasked("mb-games", {}));
}

using JobEstimateCli = JobEstimateTest;  // the tests of JobEstimateTest that start the posetlab binary

TEST_F(JobEstimateCli, ALargeJobAsksForYesAndTouchesNothing) {
  const std::string path = db("big.sqlite");
  ShellResult r = posetlab("enumerate posets --size 12 --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(estimate_out_has(r, "posets:size=12 is estimated at ")) << r.out;
  EXPECT_TRUE(estimate_out_has(r, "GB of disk (1104891746 posets (A000112)")) << r.out;
  EXPECT_TRUE(estimate_out_has(r, "add --yes")) << r.out;
  EXPECT_FALSE(std::filesystem::exists(path));
  r = posetlab("enumerate posets --size 13 --summary --threads 1 --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(estimate_out_has(r, "add --yes")) << r.out;
  EXPECT_FALSE(std::filesystem::exists(path));
  // The hostile tries: each started at once, and now asks first.
  for (const std::string job : {"two-level --bottoms 7", "two-level --size 16 --summary", "chomp --max 20"}) {
    r = posetlab("enumerate " + job + " --db " + path);
    EXPECT_EQ(r.status, 2) << job << ": " << r.out;
    EXPECT_TRUE(estimate_out_has(r, "add --yes")) << job << ": " << r.out;
    EXPECT_FALSE(std::filesystem::exists(path)) << job;
  }
  r = posetlab("enumerate posets --size 4 --yes -q --db " + path);  // --yes on a small job is harmless
  EXPECT_EQ(r.status, 0) << r.out;
}

}  // namespace
}  // namespace posetlab::testing
