// Thread counts beyond what the machine or the process's limits allow: the count is cut
// to what can run, with a note saying so, and the job completes. Never an abort, a hang
// or a run left `running`. Thread stacks of 256 MiB under a 1.5 GB address space let only
// a few threads start, on any machine.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

bool limits_out_has(const ShellResult& r, const std::string& text) { return r.out.find(text) != std::string::npos; }

class ThreadLimitsCli : public TempDirTest {
 protected:
  // posetlab `args` with few threads able to start; killed if it hangs.
  ShellResult squeezed(const std::string& args) {
    return run_shell("(ulimit -s 262144; ulimit -v 1536000; timeout -s KILL 120 " + std::string(POSETLAB_BINARY) +
                     " " + args + ") 2>&1");
  }
  std::string run_status(const std::string& path) {
    return posetlab("query --csv \"SELECT group_concat(status) FROM runs\" --db " + path).out;
  }
};

TEST_F(ThreadLimitsCli, JobsGoOnWithTheThreadsThatCanStart) {
  for (const std::string job : {"posets --size 4", "posets --size 4 --summary", "two-level --bottoms 2"}) {
    const std::string path = db("t.sqlite");
    const ShellResult r = squeezed("enumerate " + job + " --threads 8 --db " + path);
    EXPECT_EQ(r.status, 0) << job << "\n" << r.out;
    EXPECT_TRUE(limits_out_has(r, "threads could start")) << job << "\n" << r.out;
    EXPECT_TRUE(limits_out_has(r, "complete")) << job << "\n" << r.out;
    EXPECT_EQ(run_status(path), "group_concat(status)\ncomplete\n") << job;
    std::filesystem::remove(path);
  }
  const std::string conf = db("nightly.conf"), path = db("n.sqlite");
  std::ofstream(conf) << "posets size=4 threads=8\n";
  const ShellResult r = squeezed("nightly -q --config " + conf + " --db " + path);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(limits_out_has(r, "threads could start")) << r.out;
}

TEST_F(ThreadLimitsCli, FarMoreThreadsThanCoresAreCutWithANote) {
  const std::string path = db("t.sqlite");
  ShellResult r = posetlab("enumerate posets --size 4 --threads 1000 --db " + path);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(limits_out_has(r, "1000 threads asked for")) << r.out;
  r = posetlab("solve --threads 1000", "poset 2: 0<1\\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(limits_out_has(r, "1000 threads asked for")) << r.out;
  EXPECT_TRUE(limits_out_has(r, "grundy=2")) << r.out;
}

}  // namespace
}  // namespace posetlab::testing
