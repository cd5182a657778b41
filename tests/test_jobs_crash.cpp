// The jobs through the real `posetlab` binary: the acceptance count, kill -9 at seeded
// random moments then resume (the table's checksum equals an uninterrupted run's and no
// committed unit runs twice), shards merged equal the single run, a second process is
// refused while the first holds the job, complete jobs are not redone, and `query`
// cannot write. The seed is printed; set POSETLAB_SEED to replay a run.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

struct Result {
  int status = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

class JobsCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("posetlab_cli_jobs_" + std::to_string(getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string db(const std::string& name) { return (dir_ / name).string(); }

  // Starts `posetlab ARGS` with stdout/stderr to files; returns the pid.
  pid_t start(const std::vector<std::string>& args, const std::string& tag = "run") {
    std::vector<std::string> all = {POSETLAB_BINARY};
    all.insert(all.end(), args.begin(), args.end());
    std::string out = (dir_ / (tag + ".out")).string(), err = (dir_ / (tag + ".err")).string();
    pid_t pid = fork();
    if (pid == 0) {
      int o = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      int e = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      dup2(o, 1);
      dup2(e, 2);
      std::vector<char*> argv;
      for (auto& a : all) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(argv[0], argv.data());
      _exit(127);
    }
    return pid;
  }
  Result wait_for(pid_t pid, const std::string& tag = "run") {
    int status = 0;
    waitpid(pid, &status, 0);
    Result r;
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = slurp(dir_ / (tag + ".out"));
    r.err = slurp(dir_ / (tag + ".err"));
    return r;
  }
  Result run(const std::vector<std::string>& args) { return wait_for(start(args)); }
  Result run_query(const std::string& path, const std::string& sql) {
    Result r = run({"query", sql, "--db", path, "--csv"});
    auto nl = r.out.find('\n');  // drop the header line
    if (nl != std::string::npos) r.out.erase(0, nl + 1);
    return r;
  }
  std::string query(const std::string& path, const std::string& sql) {
    Result r = run_query(path, sql);
    EXPECT_EQ(r.status, 0) << r.err;
    return r.out;
  }
  void kill_then_resume(const std::vector<std::string>& job, const std::string& table,
                        const std::string& commit_every = "0");
  std::string checksum(const std::string& path) {
    Result r = run({"stats", "--checksum", "--json", "--db", path});
    EXPECT_EQ(r.status, 0) << r.err;
    auto at = r.out.find("\"checksum\":");
    return at == std::string::npos ? "none" : r.out.substr(at);
  }
  fs::path dir_;
};


// A small job in 8 units, for shards and merges.
const std::vector<std::string> kJob = {"enumerate", "two-level", "--size", "10", "--quiet"};

// Jobs of some tenths of a second (10 units at size 12; the sanitized build is about ten
// times slower, so size 10 there): kills at fractions of it land after the schema is
// written and between units, not in the process start-up.
const std::vector<std::string> kKilledJob = {"enumerate", "two-level", "--size", "12", "--quiet"};

std::vector<std::string> with_db(std::vector<std::string> args, const std::string& path) {
  args.push_back("--db");
  args.push_back(path);
  return args;
}

TEST_F(JobsCli, BottomsFourHas1992Classes) {
  Result r = run({"enumerate", "two-level", "--bottoms", "4", "--quiet", "--db", db("a.sqlite")});
  ASSERT_EQ(r.status, 0) << r.err;
  Result q = run({"query", "SELECT count(*) FROM two_level WHERE bottoms=4 AND has_empty_top=0", "--db", db("a.sqlite")});
  EXPECT_EQ(q.status, 0) << q.err;
  EXPECT_EQ(q.out, "count(*)\n--------\n    1992\n");
  EXPECT_EQ(query(db("a.sqlite"), "SELECT status, units_run = units_total FROM runs"), "complete,1\n");
  // The disk each table takes: the two-level rows hold every page but the empty tables' roots.
  Result disk = run({"stats", "--disk", "--csv", "--db", db("a.sqlite")});
  ASSERT_EQ(disk.status, 0) << disk.err;
  const std::string line = disk.out.substr(disk.out.find("two_level_rows,"));
  const std::int64_t rows = std::stoll(line.substr(15)), bytes = std::stoll(line.substr(line.find(',', 15) + 1));
  EXPECT_EQ(rows, std::stoll(query(db("a.sqlite"), "SELECT count(*) FROM two_level_rows")));
  EXPECT_GT(bytes, rows * 8) << disk.out;  // a row holds at least its key and value
  EXPECT_LT(bytes, std::stoll(query(db("a.sqlite"), "SELECT page_count * page_size FROM pragma_page_count, pragma_page_size")))
      << disk.out;
  // Rerunning a complete job says so and changes nothing.
  std::string before = checksum(db("a.sqlite"));
  Result again = run({"enumerate", "two-level", "--bottoms", "4", "--db", db("a.sqlite")});
  EXPECT_EQ(again.status, 0) << again.err;
  EXPECT_NE(again.err.find("already complete"), std::string::npos) << again.err;
  EXPECT_EQ(checksum(db("a.sqlite")), before);
}

// Kills `job` three times at seeded random moments inside its run, resumes it, and
// compares with an uninterrupted run: the same checksums and `table` rows, no committed
// unit run twice, no lock or running run left behind.
void JobsCli::kill_then_resume(const std::vector<std::string>& job_given, const std::string& table,
                               const std::string& commit_every) {
  // Jobs of a fraction of a second commit each unit (0), longer ones in short groups: either
  // way kills land after some units are committed.
  std::vector<std::string> job = job_given;
  job.insert(job.end(), {"--commit-every", commit_every});
  unsigned seed = std::getenv("POSETLAB_SEED") ? unsigned(std::atoi(std::getenv("POSETLAB_SEED")))
                                               : unsigned(std::random_device{}());
  std::printf("crash-resume seed %u (POSETLAB_SEED=%u replays)\n", seed, seed);
  std::mt19937 rng(seed);

  auto t0 = Clock::now();
  Result ref = run(with_db(job, db("ref.sqlite")));
  ASSERT_EQ(ref.status, 0) << ref.err;
  double ref_ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();

  // Kill inside the job's own time (after the process start-up, slow under sanitizers).
  double job_ms = 1000 * std::atof(query(db("ref.sqlite"), "SELECT seconds FROM runs").c_str());
  double startup_ms = std::max(0.0, ref_ms - job_ms);
  int kills = 0;
  for (int attempt = 0; attempt < 3; ++attempt) {
    pid_t pid = start(with_db(job, db("crash.sqlite")));
    // In the first third: three kills then still leave units for the resume.
    auto ms = startup_ms + std::uniform_real_distribution<double>(0.02, 0.33)(rng) * job_ms;
    std::this_thread::sleep_for(std::chrono::microseconds(long(ms * 1000)));
    if (kill(pid, SIGKILL) == 0) ++kills;
    wait_for(pid);
  }
  // A kill before the schema commits leaves an empty database, which `query` refuses:
  // nothing committed yet.
  auto number = [&](const std::string& sql) {
    Result r = run_query(db("crash.sqlite"), sql);
    if (r.status != 0) {
      EXPECT_NE(r.err.find("empty database"), std::string::npos) << r.err;
      return 0;
    }
    return std::atoi(r.out.c_str());
  };
  std::printf("killed %d times within %.0f ms runs; before resuming: %d units committed by %d killed runs\n", kills,
              ref_ms, number("SELECT count(*) FROM units"), number("SELECT count(*) FROM runs"));
  Result fin = run(with_db(job, db("crash.sqlite")));
  ASSERT_EQ(fin.status, 0) << fin.err;
  EXPECT_EQ(checksum(db("crash.sqlite")), checksum(db("ref.sqlite")));
  EXPECT_EQ(query(db("crash.sqlite"), "SELECT count(*) FROM " + table), query(db("ref.sqlite"), "SELECT count(*) FROM " + table));
  // Every unit committed once, by one run: no committed unit ran again.
  EXPECT_EQ(query(db("crash.sqlite"), "SELECT sum(units_run) = (SELECT count(*) FROM units) FROM runs"), "1\n");
  EXPECT_EQ(query(db("crash.sqlite"), "SELECT count(*) FROM locks"), "0\n");
  EXPECT_EQ(query(db("crash.sqlite"), "SELECT count(*) FROM runs WHERE status = 'running'"), "0\n");
}

TEST_F(JobsCli, KilledAtRandomMomentsThenResumedEqualsAnUninterruptedRun) { kill_then_resume(kKilledJob, "two_level"); }

// Every poset on 9 points stored, counted by SQL (the documented 183 231).
TEST_F(JobsCli, PosetsOfNinePointsAre183231) {
  Result r = run({"enumerate", "posets", "--size", "9", "--quiet", "--db", db("p.sqlite")});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(query(db("p.sqlite"), "SELECT count(*) FROM posets WHERE size=9"), "183231\n");
  EXPECT_EQ(query(db("p.sqlite"), "SELECT count(DISTINCT canonical) FROM posets"), "183231\n");
}

// Stored posets killed and resumed (64 units at size 9; 16 at size 8 under the sanitizers):
// rows land in commit groups, and a kill loses only whole units.
TEST_F(JobsCli, StoredPosetsKilledThenResumedEqualAnUninterruptedRun) {
  kill_then_resume({"enumerate", "posets", "--size", "9", "--quiet"}, "posets",
                   "0.1");
}

// The posets summary (64 units at size 9; 16 at size 8 under the sanitizers) the same way:
// `stats --checksum` covers its counts.
TEST_F(JobsCli, APosetsSummaryKilledThenResumedEqualsAnUninterruptedRun) {
  kill_then_resume({"enumerate", "posets", "--size", "9", "--summary", "--quiet"}, "posets_summary");
}

// The other job kinds the same way (the Chomp pass's own checkpoints are killed in
// tests/test_chomp_checkpoint.cpp): 7 units of coloured posets, 11 of Maker-Breaker games.
TEST_F(JobsCli, ColouredPosetsKilledThenResumedEqualAnUninterruptedRun) {
  kill_then_resume({"enumerate", "coloured-posets", "--size", "6", "--quiet"}, "coloured_posets");
}

TEST_F(JobsCli, MakerBreakerGamesKilledThenResumedEqualAnUninterruptedRun) {
  kill_then_resume({"enumerate", "mb-games", "--clutters", "4", "--singletons", "5", "--quiet"}, "mb_games");
}

TEST_F(JobsCli, TwoShardsMergedEqualTheSingleRun) {
  ASSERT_EQ(run(with_db(kJob, db("whole.sqlite"))).status, 0);
  for (int r = 0; r < 2; ++r) {
    auto args = with_db(kJob, db("s" + std::to_string(r) + ".sqlite"));
    args.push_back("--shard");
    args.push_back(std::to_string(r) + "/2");
    Result res = run(args);
    ASSERT_EQ(res.status, 0) << res.err;
  }
  Result m = run({"merge", db("s0.sqlite"), db("s1.sqlite"), "-o", db("merged.sqlite")});
  ASSERT_EQ(m.status, 0) << m.err;
  EXPECT_EQ(checksum(db("merged.sqlite")), checksum(db("whole.sqlite")));
  Result partial = run({"merge", db("s0.sqlite"), "-o", db("partial.sqlite")});
  EXPECT_EQ(partial.status, 1);
  EXPECT_NE(partial.err.find("units missing"), std::string::npos) << partial.err;
  EXPECT_FALSE(fs::exists(db("partial.sqlite")));
}

TEST_F(JobsCli, ASecondProcessOnTheSameJobIsRefused) {
  // Hold the job by stopping the first process once it has taken the lock.
  // Size 13 takes seconds, so the first run is seen holding the job before it ends.
  pid_t first = start(with_db({"enumerate", "two-level", "--size", "13", "--quiet"}, db("a.sqlite")), "first");
  bool locked = false;
  for (int i = 0; i < 400 && !locked; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (fs::exists(db("a.sqlite"))) {
      Result q = run({"query", "SELECT count(*) FROM locks", "--db", db("a.sqlite"), "--csv"});
      locked = q.status == 0 && q.out == "count(*)\n1\n";
    }
  }
  kill(first, SIGSTOP);
  Result second = run(with_db({"enumerate", "two-level", "--size", "13", "--quiet"}, db("a.sqlite")));
  kill(first, SIGKILL);
  kill(first, SIGCONT);
  wait_for(first, "first");
  if (!locked) GTEST_SKIP() << "the first run finished before it could be observed holding the job";
  EXPECT_EQ(second.status, 1);
  EXPECT_NE(second.err.find("job already running"), std::string::npos) << second.err;
}

// `timeout`, Ctrl-C and batch schedulers deliver one stop to the process and again to
// its process group: the two signals a moment apart are one stop, so the run still ends
// after its unit (exit 1, "interrupted") instead of dying, and a rerun completes the job.
TEST_F(JobsCli, OneStopDeliveredTwiceAtOnceStillEndsAfterTheUnit) {
  // Size 13 takes seconds (11 under the sanitizers, which are ten times slower).
  const std::vector<std::string> job =
      with_db({"enumerate", "two-level", "--size", "13", "--quiet"}, db("a.sqlite"));
  pid_t pid = start(job, "stopped");
  bool started = false;
  for (int i = 0; i < 400 && !started; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (fs::exists(db("a.sqlite"))) {
      Result q = run({"query", "SELECT count(*) FROM locks", "--db", db("a.sqlite"), "--csv"});
      started = q.status == 0 && q.out == "count(*)\n1\n";
    }
  }
  // The second signal must land after the first was handled (two pending signals are
  // one), so it follows the first's message on standard error.
  kill(pid, SIGTERM);
  const auto first = Clock::now();
  while (Clock::now() - first < std::chrono::milliseconds(800) &&
         slurp(dir_ / "stopped.err").find("stopping after") == std::string::npos)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  const bool handled = slurp(dir_ / "stopped.err").find("stopping after") != std::string::npos;
  kill(pid, SIGTERM);
  const bool within_a_moment = Clock::now() - first < std::chrono::milliseconds(800);
  Result stopped = wait_for(pid, "stopped");
  if (!started || !handled || !within_a_moment)
    GTEST_SKIP() << "the run was not seen between the two signals within 0.8 s";
  EXPECT_EQ(stopped.status, 1) << stopped.err;
  EXPECT_NE(stopped.err.find("interrupted"), std::string::npos) << stopped.err;
  Result rerun = run(job);
  EXPECT_EQ(rerun.status, 0) << rerun.err;
  EXPECT_EQ(run_query(db("a.sqlite"), "SELECT count(*) FROM locks").out, "0\n");
}

TEST_F(JobsCli, QueryCannotWriteAndBadInputExitsTwo) {
  ASSERT_EQ(run({"enumerate", "two-level", "--bottoms", "3", "--quiet", "--db", db("a.sqlite")}).status, 0);
  std::string before = checksum(db("a.sqlite"));
  Result del = run({"query", "DELETE FROM two_level_rows", "--db", db("a.sqlite")});
  EXPECT_EQ(del.status, 2);
  EXPECT_NE(del.err.find("read-only"), std::string::npos) << del.err;
  EXPECT_EQ(query(db("a.sqlite"), "SELECT count(*) FROM two_level"), "40\n");
  EXPECT_EQ(checksum(db("a.sqlite")), before);
  EXPECT_EQ(run({"query", "SELEC 1", "--db", db("a.sqlite")}).status, 2);
  EXPECT_EQ(run({"query", "SELECT 1", "--db", db("missing.sqlite")}).status, 2);
  EXPECT_FALSE(fs::exists(db("missing.sqlite")));
  // Filters are typed: text that is not a number never reaches SQL.
  EXPECT_EQ(run({"find", "--grundy", "0 OR 1=1", "--db", db("a.sqlite")}).status, 2);
  Result found = run({"find", "--bottoms", "3", "--grundy", "0", "--limit", "0", "--db", db("a.sqlite")});
  EXPECT_EQ(found.status, 0) << found.err;
  EXPECT_EQ(std::to_string(std::count(found.out.begin(), found.out.end(), '\n')) + "\n",
            query(db("a.sqlite"), "SELECT count(*) FROM two_level WHERE bottoms=3 AND grundy=0"));
  Result dot = run({"find", "--bottoms", "3", "--limit", "2", "--dot", "--db", db("a.sqlite")});
  EXPECT_EQ(dot.status, 0) << dot.err;
  EXPECT_NE(dot.out.find("digraph"), std::string::npos);
}

TEST_F(JobsCli, NightlyRunsItsListThenFindsItComplete) {
  { std::ofstream(db("n.conf")) << "# test list\ntwo-level bottoms=0..3\ntwo-level size=1..5 empty-top=yes\n"; }
  Result first = run({"nightly", "--config", db("n.conf"), "--db", db("n.sqlite"), "--quiet"});
  ASSERT_EQ(first.status, 0) << first.out << first.err;
  EXPECT_NE(first.out.find("9 jobs: 9 ran, 0 already complete"), std::string::npos) << first.out;
  EXPECT_EQ(query(db("n.sqlite"), "SELECT count(*) FROM two_level WHERE bottoms=3 AND has_empty_top=0"), "40\n");
  Result second = run({"nightly", "--config", db("n.conf"), "--db", db("n.sqlite"), "--quiet"});
  ASSERT_EQ(second.status, 0) << second.err;
  EXPECT_NE(second.out.find("9 jobs: 0 ran, 9 already complete"), std::string::npos) << second.out;
  { std::ofstream(db("bad.conf")) << "two-level bottoms=1\ntwo-level bottoms=2 colour=red\n"; }
  Result bad = run({"nightly", "--config", db("bad.conf"), "--db", db("n.sqlite")});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("bad.conf:2:21: unknown key \"colour\""), std::string::npos) << bad.err;
}

TEST_F(JobsCli, EnumerateOptionsAreCheckedAndTheSummaryIsJson) {
  std::string a = db("a.sqlite");
  // --resume refuses a job this database has never seen; bad values exit 2.
  Result resume = run({"enumerate", "two-level", "--bottoms", "3", "--resume", "--db", a});
  EXPECT_EQ(resume.status, 2);
  EXPECT_NE(resume.err.find("has never run"), std::string::npos) << resume.err;
  for (auto bad : std::vector<std::vector<std::string>>{{"--bottoms", "3", "--shard", "2/2"},
                                                        {"--bottoms", "3", "--shard", "x"},
                                                        {"--bottoms", "3", "--tops", "4:2"},
                                                        {"--bottoms", "3", "--size", "4"},
                                                        {}}) {
    std::vector<std::string> args = {"enumerate", "two-level", "--db", a};
    args.insert(args.end(), bad.begin(), bad.end());
    EXPECT_EQ(run(args).status, 2) << args.back();
  }
  Result json = run({"enumerate", "two-level", "--bottoms", "3", "--tops", "2:3", "--json", "--db", a});
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find("\"job_complete\":true"), std::string::npos) << json.out;
  EXPECT_EQ(query(a, "SELECT count(*), min(tops), max(tops) FROM two_level"),
            query(a, "SELECT sum(rows), 2, 3 FROM units"));
  EXPECT_EQ(query(a, "SELECT parameters FROM runs WHERE status = 'complete'"), "--bottoms 3 --tops 2:3\n");
  Result again = run({"enumerate", "two-level", "--bottoms", "3", "--tops", "2:3", "--resume", "--json", "--db", a});
  EXPECT_EQ(again.status, 0) << again.err;
  EXPECT_NE(again.out.find("\"units_run\":0"), std::string::npos) << again.out;
}

}  // namespace
