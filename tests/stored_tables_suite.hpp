#pragma once
// A test suite over a database the CLI fills once for the whole suite: `enumerate KIND
// --size n` for each of the suite's kinds and n = 1..max_size(), in a directory of its own
// that the suite removes at the end. A suite derives as
//   class FacetsTest : public StoredTablesSuite<FacetsTest> {
//    public:
//     static constexpr const char* kName = "facets";  // names the directory
//     static std::vector<std::string> kinds() { return {"posets"}; }
//     static int max_size() { return 8; }
//   };
// and its tests read db().
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/shell.hpp"

namespace posetlab::testing {

template <class Suite>
class StoredTablesSuite : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new std::string(std::filesystem::temp_directory_path() /
                           ("posetlab_" + std::string(Suite::kName) + "_" + std::to_string(getpid())));
    std::filesystem::remove_all(*dir_);
    std::filesystem::create_directories(*dir_);
    for (int n = 1; n <= Suite::max_size(); ++n)
      for (const std::string& kind : Suite::kinds())
        ASSERT_EQ(run_shell(std::string(POSETLAB_BINARY) + " enumerate " + kind + " -q --threads 2 --size " +
                            std::to_string(n) + " --db " + db() + " >/dev/null 2>&1")
                      .status,
                  0)
            << kind << " of size " << n;
  }
  static void TearDownTestSuite() {
    std::filesystem::remove_all(*dir_);
    delete dir_;
    dir_ = nullptr;
  }
  static std::string db() { return *dir_ + "/tables.sqlite"; }

 private:
  static inline std::string* dir_ = nullptr;
};

}  // namespace posetlab::testing
