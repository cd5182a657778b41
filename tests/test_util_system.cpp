// The system helpers of util/: output files written whole or failing with the file's
// name (util/output_file.hpp, util/output_stream.hpp, which a killed writer leaves no trace of), a child process's exit status (util/child_process.hpp)
// and the physical memory (util/system_memory.hpp) against /proc/meminfo.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/temp_dir.hpp"
#include "util/child_process.hpp"
#include "util/output_file.hpp"
#include "util/output_stream.hpp"
#include "util/system_memory.hpp"

namespace posetlab {
namespace {

using OutputFileTest = testing::TempDirTest;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST_F(OutputFileTest, ARegularFileIsReplacedWholeAndNoTemporaryIsLeft) {
  const std::string path = db("out.txt");
  write_output_file(path, "first\n");
  write_output_file(path, std::string(100000, 'x') + "\n");
  EXPECT_EQ(read_file(path), std::string(100000, 'x') + "\n");
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
  EXPECT_FALSE(is_special_file(path));
}

TEST_F(OutputFileTest, ADirectoryOrAMissingFolderIsAnErrorNamingThePath) {
  try {
    write_output_file(dir_.string(), "x");
    FAIL() << "a directory was written";
  } catch (const OutputFileError& e) {
    EXPECT_EQ(std::string(e.what()), "cannot write " + dir_.string() + ": it is a directory");
  }
  const std::string missing = db("no/such/folder/out.txt");
  try {
    write_output_file(missing, "x");
    FAIL() << "a file in a missing folder was written";
  } catch (const OutputFileError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("cannot write " + missing + ": ", 0), 0u) << e.what();
  }
  EXPECT_FALSE(std::filesystem::exists(missing + ".tmp"));
}

TEST_F(OutputFileTest, ADeviceIsWrittenInPlaceAndAFullOneFails) {
  EXPECT_TRUE(is_special_file("/dev/null"));
  EXPECT_NO_THROW(write_output_file("/dev/null", "anything"));
  EXPECT_TRUE(std::filesystem::is_character_file("/dev/null"));  // not replaced by a regular file
  if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full here";
  EXPECT_THROW(write_output_file("/dev/full", std::string(1 << 16, 'x')), OutputFileError);
}

TEST_F(OutputFileTest, AStreamKilledBeforeCommitLeavesNothing) {
  const std::string path = db("big.txt");
  {
    const int probe = ::open(dir_.c_str(), O_TMPFILE | O_WRONLY, 0600);
    if (probe < 0) GTEST_SKIP() << dir_ << " has no unnamed files (O_TMPFILE): a killed writer leaves big.txt.tmp";
    ::close(probe);
  }
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {  // writes, then dies as kill -9 would kill it, before commit()
    OutputStream out(path);
    out.write(std::string(1 << 20, 'x'));
    ::raise(SIGKILL);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_TRUE(std::filesystem::is_empty(dir_)) << "a file was left beside " << path;
  OutputStream out(path);  // and a stream committed is there whole, with no PATH.tmp
  out.write("whole\n");
  EXPECT_TRUE(std::filesystem::is_empty(dir_));
  out.commit();
  EXPECT_EQ(read_file(path), "whole\n");
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
}

TEST(ChildProcess, ReportsTheExitStatusTheSignalAndAProgramThatCannotRun) {
  EXPECT_EQ(run_child_process("/bin/sh", {"sh", "-c", "exit 0"}), 0);
  EXPECT_EQ(run_child_process("/bin/sh", {"sh", "-c", "exit 3"}), 3);
  EXPECT_EQ(run_child_process("/bin/sh", {"sh", "-c", "kill -9 $$"}), 128 + 9);
  EXPECT_EQ(run_child_process("/no/such/program", {"nothing"}), 127);
}

TEST(SystemMemory, AgreesWithProcMeminfo) {
  std::ifstream in("/proc/meminfo");
  std::string key;
  std::size_t kib = 0;
  while (in >> key && key != "MemTotal:") in.ignore(1 << 10, '\n');
  if (!(in >> kib)) GTEST_SKIP() << "no /proc/meminfo here";
  const std::size_t mib = physical_memory_mb();
  // sysconf counts pages, /proc/meminfo KiB; both round down, so within a MiB or two.
  EXPECT_NEAR(double(mib), double(kib / 1024), 2.0);
}

}  // namespace
}  // namespace posetlab
