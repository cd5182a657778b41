// Progress lines of a preparation pass (results/jobs/phase_lines.hpp): a line at the phase's
// start, one at its end, none in between within the log interval, lines while a pass
// is quiet for longer, the percentage and
// the ETA from the reports, out-of-order reports not moving it back, and the labeled
// DP reporting its pass from 0 to every entry.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "enumerate/two_level_dp.hpp"
#include "memory_capture.hpp"
#include "results/jobs/phase_lines.hpp"

namespace posetlab {
namespace {

using PhaseCapture = testing::MemoryCapture;

TEST(PhaseLines, LinesKeepComingWhileThePassIsQuiet) {
  PhaseCapture c;
  Progress::Options o;
  o.out = c.f;
  o.terminal = 0;
  o.log_seconds = 0.1;
  {
    PhaseLines lines("job", o);
    lines.report("table", 10, 200);
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // about 15 intervals, no report
  }
  std::string out = c.text();
  EXPECT_GE(std::count(out.begin(), out.end(), '\n'), 4) << out;
  EXPECT_NE(out.find("job: preparing table: 5.0% (10/200)"), std::string::npos) << out;
}

TEST(PhaseLines, StartAndEndLinesInALog) {
  PhaseCapture c;
  Progress::Options o;
  o.out = c.f;
  o.terminal = 0;
  o.log_seconds = 1000;  // nothing between start and end
  {
    PhaseLines lines("job", o);
    PhaseProgress report = lines.callback();
    report("table", 0, 200);
    report("table", 100, 200);
    EXPECT_NE(lines.line().find("job: preparing table: 50.0% (100/200)"), std::string::npos) << lines.line();
    EXPECT_NE(lines.line().find("ETA"), std::string::npos) << lines.line();
    report("table", 50, 200);  // a late report from another thread
    EXPECT_NE(lines.line().find("50.0%"), std::string::npos) << lines.line();
    report("table", 200, 200);
  }
  const std::string out = c.text();
  EXPECT_NE(out.find("job: preparing table: 0.0% (0/200)"), std::string::npos) << out;
  EXPECT_NE(out.find("job: preparing table: 100.0% (200/200)"), std::string::npos) << out;
  EXPECT_EQ(out.find("50.0%"), std::string::npos) << out;
  EXPECT_EQ(out.find('\r'), std::string::npos);
}

TEST(PhaseLines, DisabledPrintsNothing) {
  PhaseCapture c;
  Progress::Options o;
  o.out = c.f;
  o.enabled = false;
  {
    PhaseLines lines("job", o);
    lines.report("table", 0, 1);
    lines.report("table", 1, 1);
  }
  EXPECT_EQ(c.text(), "");
}

TEST(PhaseLines, TheLabeledDpReportsEveryEntryOnce) {
  std::vector<std::uint64_t> done;
  std::uint64_t total = 0;
  LabeledGrundyTable dp(4, 1, LabeledGrundyTable::Fill::Fastest, [&](const char*, std::uint64_t d, std::uint64_t t) {
    done.push_back(d);
    total = t;
  });
  ASSERT_FALSE(done.empty());
  EXPECT_EQ(done.front(), 0u);
  EXPECT_EQ(done.back(), total);
  EXPECT_EQ(total, 2u + 8u + 128u + 32768u);  // 2^(2^k - 1) entries for k = 1..4
}

}  // namespace
}  // namespace posetlab
