// Jobs estimated past an hour or 10 GB (results/jobs/job_estimate.hpp) start only with
// --yes: the refusal prints the estimate, exits 2 and touches no database; small jobs,
// --resume and nightly lines are not asked.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

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

using JobEstimateCli = JobEstimateTest;  // the tests of JobEstimateTest that start the posetlab binary

TEST_F(JobEstimateCli, ALargeJobAsksForYesAndTouchesNothing) {
  const std::string path = db("big.sqlite");
  ShellResult r = posetlab("enumerate posets --size 12 --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(estimate_out_has(r, "posets:size=12 is estimated at ")) << r.out;
  EXPECT_TRUE(estimate_out_has(r, "GB of database (1104891746 posets (A000112)")) << r.out;
  EXPECT_TRUE(estimate_out_has(r, "add --yes")) << r.out;
  EXPECT_FALSE(std::filesystem::exists(path));
  r = posetlab("enumerate posets --size 13 --summary --threads 1 --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(estimate_out_has(r, "add --yes")) << r.out;
  EXPECT_FALSE(std::filesystem::exists(path));
  r = posetlab("enumerate posets --size 4 --yes -q --db " + path);  // --yes on a small job is harmless
  EXPECT_EQ(r.status, 0) << r.out;
}

}  // namespace
}  // namespace posetlab::testing
