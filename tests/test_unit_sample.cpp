// A sample of a job's units and the estimates scaled up from it. The seeded draw gives the
// units an independent implementation of its documented algorithm gives (a Python
// transcription of SplitMix64 and the partial Fisher-Yates shuffle), every K-subset about
// equally often, and all units at K = U. The expansion estimator is unbiased and its
// variance estimate is unbiased too: both are checked exactly by averaging over every
// sample of a small population. Through the binary, a sample of all posets on 9 points
// runs exactly the drawn units, with the digests the whole job gives them; `batch
// estimate` covers A000112(9) and refuses a batch that is not the seed's draw or a
// marginals file that does not add up to the batch.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/error.hpp"
#include "results/jobs/unit_sample.hpp"
#include "results/tables/posets_sample.hpp"
#include "results/tables/posets_summary.hpp"
#include "tests/shell.hpp"
#include "tests/temp_dir.hpp"

namespace {

using posetlab::sample_unit_ordinals;
using Set = std::set<std::uint64_t>;

TEST(UnitSample, TheDocumentedDrawOnAnyPlatform) {
  EXPECT_EQ(sample_unit_ordinals(64, 10, 3), (Set{4, 10, 14, 26, 34, 35, 39, 45, 46, 56}));
  EXPECT_EQ(sample_unit_ordinals(65536, 8, 46), (Set{11120, 11414, 11685, 12295, 20156, 23232, 39239, 56659}));
  const Set n14 = sample_unit_ordinals(65536, 656, 46);
  ASSERT_EQ(n14.size(), 656u);
  std::uint64_t sum = 0;
  for (std::uint64_t u : n14) sum += u;
  EXPECT_EQ(sum, 21502557u);
  EXPECT_EQ(*n14.begin(), 1u);
  EXPECT_EQ(*n14.rbegin(), 65472u);
}

TEST(UnitSample, EverySubsetAboutEquallyOften) {
  std::map<Set, int> seen;
  for (std::uint64_t seed = 0; seed < 6000; ++seed) ++seen[sample_unit_ordinals(4, 2, seed)];
  ASSERT_EQ(seen.size(), 6u);  // C(4, 2)
  for (const auto& [subset, times] : seen) {
    EXPECT_GT(times, 850);  // 1000 expected; the seeds are fixed, so this is not a flaky bound
    EXPECT_LT(times, 1150);
  }
}

TEST(UnitSample, EdgesAndErrors) {
  EXPECT_EQ(sample_unit_ordinals(5, 5, 9), (Set{0, 1, 2, 3, 4}));
  EXPECT_TRUE(sample_unit_ordinals(5, 0, 9).empty());
  EXPECT_THROW(sample_unit_ordinals(5, 6, 9), posetlab::UsageError);
}

TEST(UnitSample, TheSmallestUnitsOfABatch) {
  posetlab::SummaryBatch batch;
  for (std::uint64_t o : {3, 5, 8, 9, 12}) batch.units.push_back({o, "", 1, 100 - o * (o % 2 ? 10 : 1), ""});
  // posets: 3 -> 70, 5 -> 50, 8 -> 92, 9 -> 10, 12 -> 88
  std::vector<std::uint64_t> ordinals;
  for (const auto& u : posetlab::smallest_units(batch, 3)) ordinals.push_back(u.ordinal);
  EXPECT_EQ(ordinals, (std::vector<std::uint64_t>{3, 5, 9}));
  EXPECT_EQ(posetlab::smallest_units(batch, 9).size(), 5u);
}

// A population of units with given posets; their Grundy value 0 for half of each.
posetlab::SampleMarginals population(const std::vector<std::uint64_t>& posets, const std::vector<std::size_t>& pick) {
  posetlab::SampleMarginals s;
  s.size = 2;
  for (std::size_t i : pick) {
    posetlab::UnitMarginals u;
    u.ordinal = i;
    u.posets = posets[i];
    u.seconds = double(posets[i]) / 10;
    u.grundy = {posets[i] / 2, posets[i] - posets[i] / 2, 0};
    u.height = {0, posets[i], 0};
    u.width = {0, 0, posets[i]};
    u.components = {0, posets[i], 0};
    s.units.push_back(u);
  }
  return s;
}

TEST(SampleEstimate, UnbiasedWithAnUnbiasedVarianceOverEverySample) {
  const std::vector<std::uint64_t> posets = {3, 9, 4, 20, 7, 1};
  const double total = 44;
  // Every sample of 3 of the 6 units (C(6,3) = 20, each as likely).
  double mean = 0, mean_square = 0, mean_variance_estimate = 0;
  int samples = 0;
  for (std::size_t a = 0; a < 6; ++a)
    for (std::size_t b = a + 1; b < 6; ++b)
      for (std::size_t c = b + 1; c < 6; ++c) {
        const auto e = posetlab::estimate_job_totals(population(posets, {a, b, c}), 6).front();
        ASSERT_EQ(e.measure, "posets");
        mean += e.estimate, mean_square += e.estimate * e.estimate;
        mean_variance_estimate += e.standard_error * e.standard_error;
        ++samples;
      }
  mean /= samples, mean_square /= samples, mean_variance_estimate /= samples;
  EXPECT_NEAR(mean, total, 1e-9);
  EXPECT_NEAR(mean_variance_estimate, mean_square - mean * mean, 1e-9);
}

// The ratio estimator by the known total: a whole census gives the totals exactly, and a
// sample whose units share one composition gives it exactly too, with no error.
TEST(SampleEstimate, RatioByTheKnownTotal) {
  const std::vector<std::uint64_t> posets = {4, 8, 6, 10};
  const auto census = posetlab::estimate_job_totals(population(posets, {0, 1, 2, 3}), 4, 28);
  EXPECT_DOUBLE_EQ(census[1].ratio_estimate, 14);  // P-positions: half of each unit
  EXPECT_NEAR(census[1].ratio_standard_error, 0, 1e-12);
  const auto part = posetlab::estimate_job_totals(population(posets, {0, 3}), 4, 28);
  EXPECT_DOUBLE_EQ(part[0].ratio_estimate, 28);
  EXPECT_DOUBLE_EQ(part[1].ratio_estimate, 14);
  EXPECT_NEAR(part[1].ratio_standard_error, 0, 1e-12);
  EXPECT_GT(part[1].standard_error, 1);  // the unbiased estimator does not know the total
  // Without a known total, no ratio estimate.
  EXPECT_EQ(posetlab::estimate_job_totals(population(posets, {0, 3}), 4).front().ratio_estimate, 0);
}

TEST(SampleEstimate, AWholeCensusIsExactAndAWorkedExample) {
  const std::vector<std::uint64_t> posets = {1, 2, 3, 4};
  const auto census = posetlab::estimate_job_totals(population(posets, {0, 1, 2, 3}), 4);
  EXPECT_DOUBLE_EQ(census.front().estimate, 10);
  EXPECT_DOUBLE_EQ(census.front().standard_error, 0);
  // Four units of ten: mean 2.5, s^2 = 5/3, SE = 10 sqrt(0.6 * (5/3) / 4) = 5.
  const auto part = posetlab::estimate_job_totals(population(posets, {0, 1, 2, 3}), 10);
  EXPECT_DOUBLE_EQ(part.front().estimate, 25);
  EXPECT_NEAR(part.front().standard_error, 5, 1e-12);
  EXPECT_NEAR(part.front().low(), 25 - 9.8, 1e-12);
  EXPECT_EQ(part[1].units_with, 3u);  // P-positions: half of 1, 2, 3, 4, rounded down
  EXPECT_FALSE(part[1].enough_units());
  bool p_positions = false, cpu = false;
  for (const auto& e : part) p_positions |= e.measure == "P-positions", cpu |= e.measure == "unit seconds";
  EXPECT_TRUE(p_positions && cpu);
}

class UnitSampleCli : public posetlab::testing::TempDirTest {
 protected:
  // The unit lines of a batch file, by ordinal.
  std::map<std::string, std::string> unit_lines(const std::string& name) const {
    std::map<std::string, std::string> lines;
    std::istringstream in(text_of(name));
    for (std::string line; std::getline(in, line);)
      if (line.rfind("unit ", 0) == 0) lines[line.substr(5, line.find(' ', 5) - 5)] = line;
    return lines;
  }
};

TEST_F(UnitSampleCli, ASampleRunsTheDrawnUnitsAndEstimatesTheJob) {
  using posetlab::testing::posetlab;
  const std::string job = " --job posets-summary:size=9 --db ";
  ASSERT_EQ(posetlab("enumerate posets --size 9 --summary -q --sample 10 --sample-seed 3 --db " + db("s.sqlite")).status, 0);
  ASSERT_EQ(posetlab("batch write" + job + db("s.sqlite") + " -o " + path("s.txt")).status, 0);
  ASSERT_EQ(posetlab("enumerate posets --size 9 --summary -q --db " + db("w.sqlite")).status, 0);
  ASSERT_EQ(posetlab("batch write" + job + db("w.sqlite") + " -o " + path("w.txt")).status, 0);
  const auto sample = unit_lines("s.txt"), whole = unit_lines("w.txt");
  ASSERT_EQ(sample.size(), 10u);
  for (std::uint64_t u : sample_unit_ordinals(64, 10, 3)) {
    ASSERT_TRUE(sample.count(std::to_string(u))) << u;
    EXPECT_EQ(sample.at(std::to_string(u)), whole.at(std::to_string(u)));  // the same digest
  }
  ASSERT_EQ(posetlab("batch marginals" + job + db("s.sqlite") + " -o " + path("s.csv")).status, 0);
  const auto estimate = posetlab("batch estimate " + path("s.txt") + " --marginals " + path("s.csv") + " --sample-seed 3");
  ASSERT_EQ(estimate.status, 0) << estimate.out;
  EXPECT_NE(estimate.out.find("ESTIMATES from a uniform random sample of 10 of 64 units"), std::string::npos) << estimate.out;
  EXPECT_NE(estimate.out.find("A000112(9) = 183231 is inside"), std::string::npos) << estimate.out;
  const auto json = posetlab("batch estimate " + path("s.txt") + " --marginals " + path("s.csv") + " --sample-seed 3 --json");
  EXPECT_NE(json.out.find("\"measure\":\"P-positions\""), std::string::npos) << json.out;

  // Not the seed's draw.
  const auto other_seed = posetlab("batch estimate " + path("s.txt") + " --marginals " + path("s.csv") + " --sample-seed 4");
  EXPECT_EQ(other_seed.status, 2);
  EXPECT_NE(other_seed.out.find("are not the sample"), std::string::npos) << other_seed.out;
  // A count moved from one Grundy value to another within a unit: the unit still adds up,
  // the batch's sealed count lines do not.
  std::string csv = text_of("s.csv");
  std::istringstream lines(csv);
  std::string header, first, rest, line;
  std::getline(lines, header), std::getline(lines, first);
  while (std::getline(lines, line)) rest += line + "\n";
  std::vector<std::string> fields;
  std::stringstream split(first);
  for (std::string f; std::getline(split, f, ',');) fields.push_back(f);
  const std::uint64_t g0 = std::stoull(fields[3]), g1 = std::stoull(fields[4]);
  ASSERT_GT(g0, 0u);
  fields[3] = std::to_string(g0 - 1), fields[4] = std::to_string(g1 + 1);
  std::string edited = header + "\n" + fields[0];
  for (std::size_t i = 1; i < fields.size(); ++i) edited += "," + fields[i];
  std::ofstream(path("moved.csv")) << edited << "\n" << rest;
  const auto moved = posetlab("batch estimate " + path("s.txt") + " --marginals " + path("moved.csv") + " --sample-seed 3");
  EXPECT_EQ(moved.status, 2);
  EXPECT_NE(moved.out.find("grundy 0 add up to"), std::string::npos) << moved.out;
  // A count that no longer adds up to the unit's posets: named by line.
  fields[4] = std::to_string(g1 + 2);
  edited = header + "\n" + fields[0];
  for (std::size_t i = 1; i < fields.size(); ++i) edited += "," + fields[i];
  std::ofstream(path("bad.csv")) << edited << "\n" << rest;
  const auto bad = posetlab("batch estimate " + path("s.txt") + " --marginals " + path("bad.csv") + " --sample-seed 3");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find(path("bad.csv") + ":2:1: unit"), std::string::npos) << bad.out;
  std::ofstream(path("letters.csv")) << header << "\n" << fields[0] << ",x\n";
  const auto letters = posetlab("batch estimate " + path("s.txt") + " --marginals " + path("letters.csv") + " --sample-seed 3");
  EXPECT_EQ(letters.status, 2);
  EXPECT_NE(letters.out.find("letters.csv:2:1: expected"), std::string::npos) << letters.out;
}

}  // namespace
