// Bad input and hostile conditions end to end: every command answers a clear message and
// a non-zero exit (2 for bad usage or input, 1 for a failed write), never a crash, a
// hang or a silent success. Limits of shared options (cli/option_limits.hpp), output to
// a full device (/dev/full), directories given as files, self-relations, non-finite
// JSON, the nightly job list's checks, and honest messages for unknown input lines.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

namespace fs = std::filesystem;

bool has(const ShellResult& r, const std::string& text) { return r.out.find(text) != std::string::npos; }

class HardeningCli : public TempDirTest {
 protected:
  // A database with the posets of 1..`size` points (nauty-genposetg inside).
  std::string posets_db(int size) {
    const std::string path = db("posets.sqlite");
    for (int n = 1; n <= size; ++n) {
      const ShellResult r = posetlab("enumerate posets --size " + std::to_string(n) + " -q --db " + path);
      EXPECT_EQ(r.status, 0) << r.out;
    }
    return path;
  }
};

TEST_F(HardeningCli, ThreadAndMemoryLimitsAreCheckedBeforeAnythingStarts) {
  ShellResult r = posetlab("solve --threads 65535 --table-mb 1", "poset 2: 0<1\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--threads")) << r.out;
  r = posetlab("solve --threads -3", "poset 2: 0<1\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  r = posetlab("solve --table-mb 99999999", "poset 2: 0<1\\n");  // the memo's other spelling
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--memo-mb")) << r.out;
  r = posetlab("solve --memo-mb 99999999", "poset 2: 0<1\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--memo-mb")) << r.out;
  r = posetlab("solve --game maker-breaker --threads 100000", "poset 2: 0<1 | {1}\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  // A usage error leaves no database behind, so no run stays `running`.
  const std::string path = db("t.sqlite");
  r = posetlab("enumerate posets --size 3 --threads 100000 --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--threads")) << r.out;
  EXPECT_FALSE(fs::exists(path));
  r = posetlab("enumerate posets --size 3 --commit-every nan --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--commit-every")) << r.out;
  r = posetlab("nightly --threads 5000 --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_FALSE(fs::exists(path));
}

TEST_F(HardeningCli, ElementCountsAreLimitedAndShownAsWritten) {
  ShellResult r = posetlab("solve --max-elements 2000000000 --table-mb 4", "poset 1000000000: 0<1\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--max-elements")) << r.out;
  r = posetlab("solve --max-elements 65536", "poset 1000000000: 0<1\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "<stdin>:1:7: poset has 1000000000 elements")) << r.out;
  r = posetlab("solve", "poset 18446744073709551620: 0<1\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "18446744073709551620 elements")) << r.out;
  r = posetlab("solve", "poset 3: 0<99999999999999999999\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "element 99999999999999999999 out of range")) << r.out;
  r = posetlab("solve --max-elements 0", "poset 2: 0<1\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_LT(r.out.size(), 400u) << r.out;
  r = posetlab("enumerate two-level --bottoms -1 --db " + db("x.sqlite"));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--bottoms")) << r.out;
}

TEST_F(HardeningCli, FailedWritesToStandardOutputAreErrors) {
  for (const std::string& command : {std::string("family chain 3000"), std::string("version")}) {
    const ShellResult r = run_shell(std::string(POSETLAB_BINARY) + " " + command + " 2>&1 >/dev/full");
    EXPECT_EQ(r.status, 1) << command << ": " << r.out;
    EXPECT_TRUE(has(r, "cannot write standard output")) << command << ": " << r.out;
  }
  const ShellResult r = run_shell("printf 'poset 2: 0<1\\n' | " + std::string(POSETLAB_BINARY) + " solve 2>&1 >/dev/full");
  EXPECT_EQ(r.status, 1) << r.out;
  const std::string path = posets_db(3);
  for (const std::string command : {"query \"SELECT * FROM posets\"", "stats", "export bfile --seq posets-p"}) {
    const ShellResult q = run_shell(std::string(POSETLAB_BINARY) + " " + command + " --db " + path + " 2>&1 >/dev/full");
    EXPECT_NE(q.status, 0) << command << ": " << q.out;
    EXPECT_TRUE(has(q, "cannot write")) << command << ": " << q.out;
  }
  const ShellResult e = posetlab("export bfile --seq posets-p --db " + path + " --out /dev/full");
  EXPECT_NE(e.status, 0) << e.out;
  EXPECT_TRUE(has(e, "cannot write /dev/full")) << e.out;
  EXPECT_TRUE(fs::is_character_file("/dev/full"));  // written in place, never replaced
}

TEST_F(HardeningCli, DirectoriesAreNotFiles) {
  ShellResult r = posetlab("solve " + dir_.string());
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "is a directory")) << r.out;
  r = posetlab("stats --db " + dir_.string());
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "is a directory")) << r.out;
  EXPECT_FALSE(has(r, "disk I/O error")) << r.out;
  const std::string path = posets_db(3);
  r = posetlab("report --no-html -o /dev/null --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_FALSE(fs::exists("/dev/null.html"));
  EXPECT_FALSE(fs::exists("/dev/null.md"));
  // A missing folder is refused, as every other -o refuses it, not made.
  r = posetlab("report --no-html -o " + (dir_ / "missing" / "r.md").string() + " --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "does not exist")) << r.out;
  EXPECT_FALSE(fs::exists(dir_ / "missing"));
  // merge --force replaces a database file, never a FIFO or a device by one.
  const std::string fifo = (dir_ / "fifo").string();
  ASSERT_EQ(run_shell("mkfifo " + fifo).status, 0);
  for (const std::string& out : {fifo, std::string("/dev/null")}) {
    r = posetlab("merge " + path + " -o " + out + " --force");
    EXPECT_EQ(r.status, 2) << out << ": " << r.out;
    EXPECT_TRUE(has(r, "is not a regular file")) << r.out;
  }
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

// stats lists jobs as a person counts: size 9 before size 10, whatever the text order.
TEST_F(HardeningCli, StatsSortsJobSizesNumerically) {
  const std::string path = db("t.sqlite");
  ASSERT_EQ(posetlab("enumerate two-level --size 1:10 -q --db " + path).status, 0);
  const ShellResult r = posetlab("stats --db " + path);
  ASSERT_EQ(r.status, 0) << r.out;
  std::size_t last = 0;
  for (int n = 1; n <= 10; ++n) {
    const std::size_t at = r.out.find("two-level:size=" + std::to_string(n) + ";");
    ASSERT_NE(at, std::string::npos) << n << ": " << r.out;
    EXPECT_GT(at, last) << n << ": " << r.out;
    last = at;
  }
}

// Errors of the option parser itself start with "posetlab:" as every other error does.
TEST_F(HardeningCli, OptionErrorsStartWithPosetlab) {
  for (const std::string args : {"enumerate posets --size 99", "solve --threads -3", "query", "stats --frob", ""}) {
    const ShellResult r = posetlab(args);
    EXPECT_EQ(r.status, 2) << args << ": " << r.out;
    EXPECT_EQ(r.out.rfind("posetlab: ", 0), 0u) << args << ": " << r.out;
  }
}

TEST_F(HardeningCli, SelfRelationsAreErrorsWithTheirColumn) {
  ShellResult r = posetlab("solve", "poset 2: 0<0\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "<stdin>:1:12: relation 0<0")) << r.out;
  r = posetlab("solve --game bw", "poset 2 BW: 1<1\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "<stdin>:1:15: relation 1<1")) << r.out;
  r = posetlab("solve --game maker-breaker", "poset 3: 0<1<1 | {0}\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "<stdin>:1:14: relation 1<1")) << r.out;
}

TEST_F(HardeningCli, UnknownLinesGetAnHonestMessage) {
  for (const std::string line : {"Poset 3: 0<1", "{\"poset\": 3}", "digraph { a -> b }", "pozet 3: 0<1"}) {
    const ShellResult r = posetlab("solve", line + "\\n");
    EXPECT_EQ(r.status, 2) << line << ": " << r.out;
    EXPECT_TRUE(has(r, "unrecognised line")) << line << ": " << r.out;
    EXPECT_TRUE(has(r, "'poset K: a<b ...'")) << line << ": " << r.out;
  }
  // A graph6 line without --bottoms still says what is missing.
  const ShellResult r = posetlab("solve", "Bw\\n");
  EXPECT_TRUE(has(r, "pass --bottoms N1")) << r.out;
}

TEST_F(HardeningCli, NonFiniteQueryValuesAreJsonNull) {
  const std::string path = posets_db(2);
  const ShellResult r = posetlab("query \"SELECT 1e308*10 AS x, 2.5 AS y\" --json --db " + path);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out, "{\"x\":null,\"y\":2.5}\n");
}

TEST_F(HardeningCli, NightlyConfigIsCheckedUpFront) {
  const std::string conf = db("nightly.conf"), path = db("n.sqlite");
  auto write = [&](const std::string& text) { std::ofstream(conf) << text; };
  write("posets size=2 size=3\n");
  ShellResult r = posetlab("nightly -q --config " + conf + " --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, conf + ":1:15: key \"size\" given twice")) << r.out;
  // A bad verify line fails before the posets line above it runs.
  write("posets size=2\nverify --no-such-option\n");
  r = posetlab("nightly -q --config " + conf + " --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, conf + ":2:1: verify line")) << r.out;
  EXPECT_FALSE(fs::exists(path));
  write("posets size=2 threads=100000\n");
  r = posetlab("nightly -q --config " + conf + " --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
}

TEST_F(HardeningCli, StatsMarksCompleteSizesAndMergeCountsTheRightTable) {
  const std::string path = posets_db(3);
  ShellResult r = posetlab("stats --csv --db " + path);
  EXPECT_EQ(r.status, 0) << r.out;
  std::size_t complete_sizes = 0;  // rows of the posets summary end with the mark
  for (std::size_t at = 0; (at = r.out.find(",complete\n", at)) != std::string::npos; ++at) ++complete_sizes;
  EXPECT_EQ(complete_sizes, 3u) << r.out;
  EXPECT_NE(r.out.find(",stored\n"), std::string::npos) << r.out;
  const std::string other = db("four.sqlite"), merged = db("merged.sqlite");
  EXPECT_EQ(posetlab("enumerate posets --size 4 -q --db " + other).status, 0);
  r = posetlab("merge " + path + " " + other + " -o " + merged);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find(", 24 posets rows"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("two_level rows"), std::string::npos) << r.out;
}

// Ctrl-C reaches the whole process group, nauty-genposetg included: the run is recorded as
// interrupted (resumable, lock released), never as a nauty failure.
TEST_F(HardeningCli, CtrlCDuringEnumeratePosetsIsAnInterruption) {
  const std::string path = db("c.sqlite");
  const std::string job = std::string(POSETLAB_BINARY) + " enumerate posets --size 10 -q --db " + path;
  const ShellResult r = run_shell("setsid bash -c 'trap : INT; " + job + " & p=$!; sleep 2; kill -INT -- -$$; sleep 0.1; "
                                  "wait $p; echo exit=$?' 2>&1");
  EXPECT_NE(r.out.find("exit=1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("interrupted"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("nauty"), std::string::npos) << r.out;
  const ShellResult runs = posetlab("query \"SELECT status FROM runs; SELECT count(*) AS locks FROM locks\" --csv --db " + path);
  EXPECT_EQ(runs.out, "status\ninterrupted\nlocks\n0\n") << runs.out;
}

// A researcher's first mistakes get a message that helps: the command or option meant,
// the file that could not be opened, a search that found nothing, a count out of range,
// a --version that could not be written, and no folder made for a mistyped --db.
TEST_F(HardeningCli, FirstMistakesGetHelpfulAnswers) {
  ShellResult r = posetlab("solv");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "unknown command 'solv' of `posetlab`; did you mean solve?")) << r.out;
  r = posetlab("enumerate posts --size 3");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "did you mean posets?")) << r.out;
  r = posetlab("solve --gam bw", "poset 1:\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "unknown option --gam of `posetlab solve`; did you mean --game?")) << r.out;
  r = posetlab("solve --zzzzzz", "poset 1:\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "unknown option --zzzzzz of `posetlab solve` (see `posetlab solve --help`)")) << r.out;

  r = posetlab("verify --quick --no-db -q --only '000-t3.1(1)'");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(has(r, "000-T3.1(1) ")) << r.out;

  r = posetlab("solve " + db("nonexistent.txt"));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, db("nonexistent.txt") + ": cannot open (No such file or directory)")) << r.out;

  const std::string path = posets_db(3);
  r = posetlab("find --bottoms 9 --db " + path);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(has(r, "posetlab find: no stored row of two_level matches")) << r.out;

  r = posetlab("conjecture test 'grundy <= size' --show -1 --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--show")) << r.out;
  // Every count or size a conjecture command takes is checked before it reads anything.
  for (const std::string bad : {"mine --mine-up-to -1", "mine --max -3", "bounds --max -1", "bounds --mine-up-to 99999",
                                "bounds --max-coefficient 1e99", "implications --min-support -5"}) {
    r = posetlab("conjecture " + bad + " --db " + path);
    EXPECT_EQ(r.status, 2) << bad << ": " << r.out;
    EXPECT_TRUE(has(r, bad.substr(bad.find("--"), bad.find(' ', bad.find("--")) - bad.find("--")))) << bad << ": " << r.out;
  }
  r = posetlab("solve --canonical-min -5", "poset 1:\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "--canonical-min")) << r.out;

  r = run_shell(std::string(POSETLAB_BINARY) + " --version > /dev/full 2>&1");
  EXPECT_NE(r.status, 0) << r.out;
  r = run_shell(std::string(POSETLAB_BINARY) + " solve --help > /dev/full 2>/dev/null");
  EXPECT_NE(r.status, 0) << r.out;

  const std::string nested = db("no/such/dir/x.sqlite");
  r = posetlab("enumerate posets --size 2 -q --db " + nested);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r, "folder " + db("no/such/dir") + " does not exist")) << r.out;
  EXPECT_FALSE(fs::exists(db("no")));
}

}  // namespace
}  // namespace posetlab::testing
