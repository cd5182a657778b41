// Sizes take ranges wherever a size is taken: `enumerate posets --size 1:4` and
// `enumerate two-level --size / --bottoms A:B` run one job per value in order, as a
// nightly line's size=A..B does, and `find --bottoms/--tops A:B` filter by a range. A:B
// includes both ends; A > B, a bad number and a range where one value is meant are clear
// errors before anything runs.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "results/jobs/job_params.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/store/store.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

bool range_out_has(const ShellResult& r, const std::string& text) { return r.out.find(text) != std::string::npos; }

JobParams range_params(const std::string& kind, const std::string& name, const std::string& value) {
  return command_line_params(job_registry().at(kind), {{name, value}});
}

TEST(SizeRangeParams, ACommandLineRangeIsOneJobPerValueInOrder) {
  const JobKind& posets = job_registry().at("posets");
  const std::vector<JobParams> jobs = expand_command_line_range(posets, range_params("posets", "size", "2:5"));
  ASSERT_EQ(jobs.size(), 4u);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(jobs[std::size_t(i)].value("size"), 2 + i);
  EXPECT_EQ(params_as_options(posets, jobs[1]), "--size 3");
  EXPECT_EQ(expand_command_line_range(posets, range_params("posets", "size", "7")).size(), 1u);
  EXPECT_EQ(expand_command_line_range(posets, range_params("posets", "size", "7:7")).size(), 1u);
  const JobKind& two_level = job_registry().at("two-level");
  EXPECT_EQ(expand_command_line_range(two_level, range_params("two-level", "bottoms", "0:3")).size(), 4u);
  EXPECT_EQ(expand_command_line_range(two_level, range_params("two-level", "size", "1:3")).size(), 3u);
}

TEST(SizeRangeParams, BadRangesSayWhatIsWrong) {
  const JobParam& size = *job_registry().at("posets").param("size");
  EXPECT_NE(command_line_value_error(size, "5:2").find("range 5:2 is empty (A:B needs A <= B)"), std::string::npos)
      << command_line_value_error(size, "5:2");
  EXPECT_NE(command_line_value_error(size, "1:x").find("got \"x\""), std::string::npos);
  EXPECT_NE(command_line_value_error(size, "1:99").find("wants 1.."), std::string::npos);
  EXPECT_NE(command_line_value_error(size, "1..3").find("got \"1..3\""), std::string::npos);  // ":" on a command line
  // coloured-posets --size N is already every size 0..N: it takes no range.
  const JobParam& coloured = *job_registry().at("coloured-posets").param("size");
  EXPECT_FALSE(command_line_value_error(coloured, "1:3").empty());
  EXPECT_NE(command_line_type(size).find("INT or A:B"), std::string::npos);
  EXPECT_EQ(command_line_type(coloured).find("A:B"), std::string::npos);
}

TEST(SizeRangeParams, ANightlyLineStillTakesDots) {
  const JobKind& posets = job_registry().at("posets");
  const auto jobs = parse_job_line(posets, {{"posets", 1}, {"size=1..3", 8}}, "nightly.conf", 1);
  ASSERT_EQ(jobs.size(), 3u);
  EXPECT_EQ(jobs[2].params.value("size"), 3);
  EXPECT_THROW(parse_job_line(posets, {{"posets", 1}, {"size=3..1", 8}}, "nightly.conf", 1), InputError);
}

class SizeRangeCli : public TempDirTest {
 protected:
  std::int64_t count(const std::string& sql) {
    Store store(db("r.sqlite"), Store::Access::ReadOnly);
    return store.db().query_int(sql);
  }
};

TEST_F(SizeRangeCli, PosetsSizeRangeStoresEverySize) {
  const auto r = posetlab("enumerate posets --size 1:4 -q --db " + db("r.sqlite"));
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(count("SELECT count(*) FROM posets"), 1 + 2 + 5 + 16);
  EXPECT_EQ(count("SELECT count(DISTINCT size) FROM posets"), 4);
  EXPECT_EQ(count("SELECT count(DISTINCT job) FROM runs"), 4);  // one job per size
  const auto json = posetlab("enumerate posets --size 3:4 --json --db " + db("r.sqlite"));
  ASSERT_EQ(json.status, 0) << json.out;
  EXPECT_TRUE(range_out_has(json, "\"job\":\"posets:size=3\"")) << json.out;
  EXPECT_TRUE(range_out_has(json, "\"job\":\"posets:size=4\"")) << json.out;
}

TEST_F(SizeRangeCli, TwoLevelRangeAndBadRangesRefusedBeforeAnyRun) {
  ASSERT_EQ(posetlab("enumerate two-level --bottoms 0:2 -q --db " + db("r.sqlite")).status, 0);
  EXPECT_EQ(count("SELECT count(DISTINCT bottoms) FROM two_level"), 3);
  for (const char* bad : {"posets --size 4:1", "posets --size 1:x", "posets --size 1:", "coloured-posets --size 0:3"}) {
    const auto r = posetlab(std::string("enumerate ") + bad + " -q --db " + db("bad.sqlite"));
    EXPECT_EQ(r.status, 2) << bad << ": " << r.out;
    EXPECT_TRUE(range_out_has(r, "--size")) << bad << ": " << r.out;
    EXPECT_FALSE(std::filesystem::exists(db("bad.sqlite"))) << bad;
  }
  // A range whose last size needs --yes is refused before its first size runs.
  const auto big = posetlab("enumerate posets --size 1:12 -q --db " + db("bad.sqlite"));
  EXPECT_EQ(big.status, 2) << big.out;
  EXPECT_TRUE(range_out_has(big, "posets:size=12 is estimated at")) << big.out;
  EXPECT_FALSE(std::filesystem::exists(db("bad.sqlite")));
}

TEST_F(SizeRangeCli, FindTakesRangesOfBottomsAndTops) {
  ASSERT_EQ(posetlab("enumerate two-level --bottoms 0:3 -q --db " + db("r.sqlite")).status, 0);
  const auto r = posetlab("find --bottoms 2:3 --tops 1:2 --limit 0 --db " + db("r.sqlite"));
  ASSERT_EQ(r.status, 0) << r.out;
  std::int64_t lines = 0;
  for (char c : r.out) lines += c == '\n';
  EXPECT_EQ(lines, count("SELECT count(*) FROM two_level WHERE bottoms BETWEEN 2 AND 3 AND tops BETWEEN 1 AND 2"));
  EXPECT_GT(lines, 0);
  const auto bad = posetlab("find --bottoms 3:2 --db " + db("r.sqlite"));
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_TRUE(range_out_has(bad, "--bottoms: expected a size N or a range A:B")) << bad.out;
}

}  // namespace
}  // namespace posetlab::testing
