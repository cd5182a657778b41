// Bounds on a search (SolveRequest::limits, `solve --time-limit/--node-limit`): every game
// kind stops with BoundError under a bound its search passes, gives the unbounded answer
// under a generous one, and the command line prints the answers before the stopped line,
// names the bound and the line, and exits 3. Progress lines come from kernel searches.
#include <gtest/gtest.h>
#include <omp.h>

#include <fstream>
#include <sstream>
#include <string>

#include "api/solve.hpp"
#include "api/solve_progress.hpp"
#include "engine/core/error.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab {
namespace {

using testing::posetlab;

// The first line `posetlab family ARGS` writes.
std::string family_line(const std::string& args) {
  const auto r = posetlab("family " + args);
  EXPECT_EQ(r.status, 0) << r.out;
  return r.out.substr(0, r.out.find('\n'));
}

struct BoundCase {
  std::string game, family;
  SearchMethod search = SearchMethod::Auto;
  std::string rule = "";
};

std::vector<BoundCase> cases() {
  return {{"impartial", "chomp 5 6", SearchMethod::Kernel},
          {"impartial", "chomp 5 6", SearchMethod::Mask},
          {"impartial", "chomp 8 8", SearchMethod::Chomp},
          {"impartial", "zigzag N 40", SearchMethod::Kernel},
          {"bw", "young 4x5"},
          {"pomax", "young 4x5"},
          {"removal", "young 4x5", SearchMethod::Auto, "min-max"},
          {"misere", "chomp 4 5"},
          {"maker-breaker", "connect-k 4 3 3"},
          {"maker-maker", "mm-dnf '(x1 & x2) | (x2 & x3) | (x3 & x4) | (x4 & x5)'"}};
}

api::SolveRequest request(const BoundCase& c) {
  api::SolveRequest r;
  if (c.game == "impartial") r.search = c.search;
  r.rule = c.rule;
  return r;
}

TEST(SearchBoundsCli, EveryKindStopsAtASmallBoundAndAnswersUnderAGenerousOne) {
  for (const BoundCase& c : cases()) {
    SCOPED_TRACE(c.game + " " + c.family);
    const std::string line = family_line(c.family);
    api::SolveRequest r = request(c);
    const std::string plain = api::answer_text(api::solve_line(c.game, line, r));
    r.limits.positions = 1'000'000'000'000;
    r.limits.seconds = 3600;
    EXPECT_EQ(api::answer_text(api::solve_line(c.game, line, r)), plain);
    r.limits = {};
    r.limits.positions = 1;
    try {
      api::solve_line(c.game, line, r);
      ADD_FAILURE() << "no BoundError under --node-limit 1";
    } catch (const BoundError& e) {
      EXPECT_NE(std::string(e.what()).find("node limit of 1 positions"), std::string::npos) << e.what();
    }
    // A time limit below any search's time: stopped, however fast the machine.
    r.limits = {};
    r.limits.seconds = 1e-9;
    EXPECT_THROW(api::solve_line(c.game, line, r), BoundError);
    // Nothing stays raised: the next solve answers.
    EXPECT_EQ(api::answer_text(api::solve_line(c.game, line, request(c))), plain);
  }
}

TEST(SearchBoundsCli, TheCountIsExactOnOneThread) {
  // The bound is compared with the settled count: the smallest limit that lets a search
  // through is its own position count.
  const std::string line = family_line("chomp 4 5");
  api::SolveRequest r;
  r.search = SearchMethod::Kernel;
  const int threads = omp_get_max_threads();
  omp_set_num_threads(1);
  std::uint64_t low = 1, high = 1 << 20;  // the count lies in (low, high]
  while (high - low > 1) {
    const std::uint64_t mid = (low + high) / 2;
    r.limits.positions = mid;
    try {
      api::solve_line("impartial", line, r);
      high = mid;
    } catch (const BoundError&) {
      low = mid;
    }
  }
  r.limits.positions = high;
  EXPECT_NO_THROW(api::solve_line("impartial", line, r));
  r.limits.positions = high - 1;
  EXPECT_THROW(api::solve_line("impartial", line, r), BoundError);
  omp_set_num_threads(threads);
}

class SolveBoundsCli : public testing::TempDirTest {};

TEST_F(SolveBoundsCli, StopsAtTheLineWithExitThreeAndKeepsGoingOnRequest) {
  const std::string input = db("in.txt");
  {
    std::ofstream f(input);
    f << "poset 2: 0<1\n" << family_line("chomp 6 6") << "\nposet 3:\n";
  }
  const std::string solve = "solve --search kernel " + input;
  const auto free = testing::run_shell(std::string(POSETLAB_BINARY) + " " + solve);
  ASSERT_EQ(free.status, 0);
  const auto generous =
      testing::run_shell(std::string(POSETLAB_BINARY) + " " + solve + " --node-limit 1000000000 --time-limit 3600");
  EXPECT_EQ(generous.status, 0);
  EXPECT_EQ(generous.out, free.out);

  const auto stopped = posetlab(solve + " --node-limit 100");
  EXPECT_EQ(stopped.status, 3);
  EXPECT_EQ(stopped.out.find("index=0 elements=2 grundy=2"), 0u) << stopped.out;
  EXPECT_NE(stopped.out.find(input + ":2: search stopped at the node limit of 100 positions"), std::string::npos)
      << stopped.out;
  EXPECT_EQ(stopped.out.find("index=1"), std::string::npos);  // no value for line 2, nothing after it

  const auto kept = posetlab(solve + " --node-limit 100 --keep-going");
  EXPECT_EQ(kept.status, 3);
  EXPECT_NE(kept.out.find("index=1 elements=3 grundy=1"), std::string::npos) << kept.out;  // line 3
  EXPECT_NE(kept.out.find("1 line(s) stopped at a bound"), std::string::npos) << kept.out;

  EXPECT_EQ(posetlab("solve --node-limit -1 " + input).status, 2);
  EXPECT_EQ(posetlab("solve --time-limit nan " + input).status, 2);
}

TEST_F(SolveBoundsCli, HelperThreadsCountAgainstTheBound) {
  // One large game alone solves its root's moves (kernel) or its positions (mask, dense
  // Chomp) on several threads: their positions count, and the stop reaches every thread.
  for (const char* search : {"kernel", "mask", "chomp"}) {
    SCOPED_TRACE(search);
    const std::string solve = std::string("solve --threads 4 --search ") + search;
    const auto free = testing::run_shell("printf '" + family_line("chomp 7 8") + "\\n' | " + POSETLAB_BINARY + " " + solve);
    ASSERT_EQ(free.status, 0);
    EXPECT_EQ(free.out, "index=0 elements=55 grundy=36 outcome=N\n");
    const auto r = posetlab(solve + " --node-limit 2000", family_line("chomp 7 8") + "\\n");
    EXPECT_EQ(r.status, 3) << r.out;
    EXPECT_EQ(r.out.find("index="), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("<stdin>:1: search stopped at the node limit of 2000 positions"), std::string::npos) << r.out;
  }
}

TEST_F(SolveBoundsCli, AWideRootStopsNearTheBoundOnEveryThreadCount) {
  // The divisor lattice of 963761198400 (6720 elements, a root with thousands of options):
  // a node limit of 1000 stops within a few batches of positions a thread.
  const std::string b = POSETLAB_BINARY;
  for (const char* threads : {"1", "2", "4"}) {
    const auto r = testing::run_shell(b + " family divisors 963761198400 | " + b +
                                      " solve --node-limit 1000 --threads " + threads + " 2>&1");
    EXPECT_EQ(r.status, 3) << threads << ": " << r.out;
    const std::string stopped = "search stopped at the node limit of 1000 positions (";
    const std::size_t at = r.out.find(stopped);
    ASSERT_NE(at, std::string::npos) << r.out;
    EXPECT_LT(std::stoull(r.out.substr(at + stopped.size())), 5000u) << threads << ": " << r.out;
  }
}

TEST_F(SolveBoundsCli, ProgressIsSilentOnFastSolves) {
  const auto r = posetlab("solve --progress", "poset 3: 0<1 1<2\\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "index=0 elements=3 grundy=3 outcome=N\n");
}

TEST(SolveProgressCli, KernelSearchesPrintPositionsAndRate) {
  // A watcher every 10 ms over a kernel search of many positions: lines with the count.
  const std::string line = family_line("chomp 7 8");
  api::SolveRequest r;
  r.search = SearchMethod::Kernel;
  std::ostringstream err;
  {
    api::SolveProgress progress(r, err, 0.01);
    api::solve_line("impartial", line, r);
  }
  EXPECT_NE(err.str().find("positions expanded"), std::string::npos) << err.str();
  EXPECT_NE(err.str().find("positions/s"), std::string::npos) << err.str();
}

}  // namespace
}  // namespace posetlab
