#pragma once
// A fixture with a fresh directory per test (removed afterwards) for databases and files.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace posetlab::testing {

class TempDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() /
           ("posetlab_" + std::string(info->test_suite_name()) + "_" + std::to_string(getpid()) + "_" + info->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string db(const std::string& name) const { return (dir_ / name).string(); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  // The whole text of a file in the directory.
  std::string text_of(const std::string& name) const {
    std::ifstream in(path(name));
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
  std::filesystem::path dir_;
};

}  // namespace posetlab::testing
