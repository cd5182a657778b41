// What `posetlab version` reports (api/build_info.hpp, engine/core/cpu_paths.hpp's
// compiled_for): the default build is compiled for x86-64-v2 (SSE4.2 and POPCNT) and
// nothing wider, and the report names every code path, marking those the CPU lacks.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "api/build_info.hpp"
#include "engine/core/cpu_paths.hpp"
#include "posetlab_version.hpp"

namespace posetlab {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(BuildInfo, CompiledForNamesTheBaselineOfTheBuild) {
  const std::string s = compiled_for();
  EXPECT_EQ(s.rfind("x86-64", 0), 0u) << s;
  EXPECT_NE(s.find(" sse4.2"), std::string::npos) << s;  // the x86-64-v2 floor of every build
  EXPECT_NE(s.find(" popcnt"), std::string::npos) << s;
#ifndef __AVX2__
  EXPECT_EQ(s.find("avx"), std::string::npos) << s;  // the default build: wider paths only at run time
#endif
}

TEST(BuildInfo, TheReportHasItsSixLinesInOrder) {
  const std::vector<std::string> lines = lines_of(api::build_report());
  ASSERT_EQ(lines.size(), 6u) << api::build_report();
  EXPECT_EQ(lines[0], std::string("posetlab ") + kVersion + " (" + kGitRevision + ")");
  EXPECT_EQ(lines[1], "compiled for: " + compiled_for());
  EXPECT_EQ(lines[2], "cpu: " + cpu_model_name());
  EXPECT_EQ(lines[3], "cpu features: " + cpu_feature_summary());
  for (CpuPath p : all_cpu_paths()) {
    const std::string name = cpu_path_name(p);
    const std::string lacking = name + " (not on this CPU)";
    EXPECT_NE(lines[4].find(name), std::string::npos) << lines[4];
    EXPECT_EQ(lines[4].find(lacking) != std::string::npos, !cpu_supports(p)) << lines[4];
  }
  EXPECT_EQ(lines[5].rfind(std::string("code path in use: ") + cpu_path_name(cpu_path()) + " (best here: " +
                               cpu_path_name(best_cpu_path()),
                           0),
            0u)
      << lines[5];
}

}  // namespace
}  // namespace posetlab
