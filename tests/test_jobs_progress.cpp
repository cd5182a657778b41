// Progress lines: weighted percentage and counts, redraw on a terminal, whole lines in
// a log (also while no unit ends), nothing when disabled.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

#include "memory_capture.hpp"
#include "results/jobs/progress.hpp"

namespace posetlab {
namespace {

using Capture = testing::MemoryCapture;

TEST(Progress, LogModeWritesWholeLinesWithWeightedProgress) {
  Capture c;
  Progress::Options o;
  o.out = c.f;
  o.terminal = 0;
  o.log_seconds = 0;  // every event
  Progress p("job", 4, 10, 1, 1, o);  // one unit of weight 1 already done
  p.add_rows(500);
  p.unit_done(4);
  EXPECT_NE(p.line().find("job: 2/4 units (50.0%), 500 rows"), std::string::npos) << p.line();
  p.unit_done(5);
  p.finish();
  std::string out = c.text();
  EXPECT_EQ(out.find('\r'), std::string::npos);
  EXPECT_NE(out.find("job: 3/4 units (100.0%), 500 rows"), std::string::npos) << out;
  EXPECT_EQ(out.back(), '\n');
}

TEST(Progress, TheEtaCountsDownFromTheLastMeasuredRateAndIsNotGuessedPastIt) {
  // 3 of 4 weight done 3 s in: 1 s left then; it falls while the count stands still,
  // and once that time has run out no ETA is shown rather than a rising one.
  EXPECT_DOUBLE_EQ(*Progress::eta_seconds(3.0, 3.0, 3, 1), 1.0);
  EXPECT_DOUBLE_EQ(*Progress::eta_seconds(3.0, 3.5, 3, 1), 0.5);
  EXPECT_FALSE(Progress::eta_seconds(3.0, 4.0, 3, 1));
  EXPECT_FALSE(Progress::eta_seconds(3.0, 13.5, 3, 1));
  EXPECT_FALSE(Progress::eta_seconds(0.0, 1.0, 0, 4));  // nothing done: no rate yet
}

TEST(Progress, LogLinesKeepComingWhileNoUnitEnds) {
  Capture c;
  Progress::Options o;
  o.out = c.f;
  o.terminal = 0;
  o.log_seconds = 0.1;
  Progress p("job", 1, 1, 0, 0, o);
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // about 15 intervals, no event
  p.finish();
  const std::string out = c.text();
  EXPECT_GE(std::count(out.begin(), out.end(), '\n'), 3) << out;
  EXPECT_NE(out.find("job: 0/1 units (0.0%), 0 rows"), std::string::npos) << out;
}

TEST(Progress, TerminalModeRedrawsOneLine) {
  Capture c;
  Progress::Options o;
  o.out = c.f;
  o.terminal = 1;
  Progress p("job", 2, 2, 0, 0, o);
  p.unit_done(1);
  p.finish();
  std::string out = c.text();
  EXPECT_EQ(out.front(), '\r');
  EXPECT_NE(out.find("\033[K"), std::string::npos);
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 1);
}

TEST(Progress, DisabledPrintsNothingAndDurationsRead) {
  Capture c;
  Progress::Options o;
  o.out = c.f;
  o.enabled = false;
  Progress p("job", 1, 1, 0, 0, o);
  p.unit_done(1);
  p.finish();
  EXPECT_EQ(c.text(), "");
  // A log that never got a progress line gets no closing line either.
  Capture quiet_log;
  Progress::Options slow;
  slow.out = quiet_log.f;
  slow.terminal = 0;
  slow.log_seconds = 3600;
  Progress q("job", 1, 1, 0, 0, slow);
  q.unit_done(1);
  q.finish();
  EXPECT_EQ(quiet_log.text(), "");
  EXPECT_EQ(Progress::duration(12.34), "12.3s");
  EXPECT_EQ(Progress::duration(187), "3m07s");
  EXPECT_EQ(Progress::duration(3720), "1h02m");
}

}  // namespace
}  // namespace posetlab
