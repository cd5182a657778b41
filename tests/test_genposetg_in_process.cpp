// nauty's genposetg in process (enumerate/genposetg_in_process.hpp) against the pipe, its
// oracle: the same Hasse diagrams in the same order, part by part; many runs in one process
// (its state restored before each) adding up to A000112; an error of the consumer stopping
// it without harm to the next run; two threads taking turns. Then the posets jobs on both
// routes give the same rows, and units of frontier/posets-13/ give their stored digests.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/small_poset.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/genposetg_batches.hpp"
#include "enumerate/genposetg_in_process.hpp"
#include "enumerate/posets_job.hpp"
#include "enumerate/posets_summary.hpp"
#include "results/jobs/summary_batch.hpp"
#include "results/tables/posets_summary.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

#define POSETLAB_NEEDS_IN_PROCESS() \
  if (!genposetg_in_process_built()) GTEST_SKIP() << "built without genposetg in process (scripts/setup.sh)"

// POSETLAB_GENPOSETG set for the life of the object (the test's process only).
class RouteScope {
 public:
  explicit RouteScope(const char* route) {
    if (const char* old = std::getenv("POSETLAB_GENPOSETG")) old_ = old, had_ = true;
    setenv("POSETLAB_GENPOSETG", route, 1);
  }
  ~RouteScope() {
    if (had_) setenv("POSETLAB_GENPOSETG", old_.c_str(), 1);
    else unsetenv("POSETLAB_GENPOSETG");
  }

 private:
  std::string old_;
  bool had_ = false;
};

// The digraph6 lines of a part as the pipe would write them, from the generator in process.
std::vector<std::string> in_process_lines(int n, int part, int parts) {
  std::vector<std::string> lines;
  const std::vector<int> identity = [] {
    std::vector<int> v(64);
    std::iota(v.begin(), v.end(), 0);
    return v;
  }();
  genposetg_part_in_process(n, part, parts, 1000, [&](const GeneratedPosets& g) {
    EXPECT_LE(g.count, 1000u);
    for (std::size_t i = 0; i < g.count; ++i) {
      std::uint64_t covers[16] = {};
      for (int x = 0; x < g.n; ++x) {
        const std::uint16_t row = g.poset(i)[x];
        covers[x] = GeneratedPosets::lowest_first(row);
        for (int y = 0; y < 16; ++y)  // the bit order by its definition
          ASSERT_EQ(covers[x] >> y & 1, (row & (0x8000u >> y)) != 0) << "row " << row << " bit " << y;
      }
      lines.push_back(small_poset_to_digraph6(SmallPoset::from_covers(g.n, covers), identity.data()));
    }
  });
  return lines;
}

TEST(GenposetgInProcess, TheSameHasseDiagramsInTheSameOrderAsThePipe) {
  POSETLAB_NEEDS_IN_PROCESS();
  for (int n = 0; n <= 8; ++n) EXPECT_EQ(in_process_lines(n, 0, 1), genposetg_lines(n)) << "n = " << n;
  const int parts = PosetsJob::parts(9);  // 64 runs in one process
  std::uint64_t total = 0;
  for (int part = 0; part < parts; ++part) {
    const auto lines = in_process_lines(9, part, parts);
    ASSERT_EQ(lines, genposetg_lines(9, part, parts)) << "part " << part;
    total += lines.size();
  }
  EXPECT_EQ(total, kPosetCounts[9]);
}

TEST(GenposetgInProcess, ThePartsOfTenAddUpInOneProcess) {
  POSETLAB_NEEDS_IN_PROCESS();
  const int parts = PosetsJob::parts(10);
  std::uint64_t total = 0;
  for (int part = 0; part < parts; ++part)
    total += genposetg_part_in_process(10, part, parts, 4096, [](const GeneratedPosets& g) { EXPECT_EQ(g.n, 10); });
  EXPECT_EQ(total, kPosetCounts[10]);
  EXPECT_EQ(genposetg_part_in_process(10, 0, 1, 4096, [](const GeneratedPosets&) {}), kPosetCounts[10]);
}

TEST(GenposetgInProcess, AnErrorOfTheConsumerStopsItAndTheNextRunIsWhole) {
  POSETLAB_NEEDS_IN_PROCESS();
  int batches = 0;
  EXPECT_THROW(genposetg_part_in_process(9, 0, 1, 100,
                                         [&](const GeneratedPosets&) {
                                           if (++batches == 3) throw std::invalid_argument("third batch");
                                         }),
               std::invalid_argument);
  EXPECT_EQ(batches, 3);
  EXPECT_EQ(genposetg_part_in_process(9, 0, 1, 100, [](const GeneratedPosets&) {}), kPosetCounts[9]);
}

TEST(GenposetgInProcess, TwoThreadsTakeTurns) {
  POSETLAB_NEEDS_IN_PROCESS();
  std::uint64_t counted[2] = {0, 0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&counted, t] {
      genposetg_part_in_process(9, 0, 1, 512, [&](const GeneratedPosets& g) { counted[t] += g.count; });
    });
  for (std::thread& t : threads) t.join();
  EXPECT_EQ(counted[0], kPosetCounts[9]);
  EXPECT_EQ(counted[1], kPosetCounts[9]);
}

TEST(GenposetgInProcess, TheRouteIsChosenByTheEnvironment) {
  {
    RouteScope pipe("pipe");
    EXPECT_EQ(genposetg_route(), GenposetgRoute::Pipe);
  }
  {
    RouteScope wrong("socket");
    EXPECT_THROW(genposetg_route(), std::runtime_error);
  }
  RouteScope insist("in-process");
  if (genposetg_in_process_built()) EXPECT_EQ(genposetg_route(), GenposetgRoute::InProcess);
  else EXPECT_THROW(genposetg_route(), std::runtime_error);
}

std::vector<PosetsSummaryRow> summary_unit(int n, std::uint64_t ordinal, int threads, const char* route) {
  RouteScope scope(route);
  const PosetsSummaryJob job(PosetsSpec{n, threads});
  std::vector<PosetsSummaryRow> rows;
  job.run_unit(job.units().at(ordinal), [&](PosetsSummaryRow&& r) { rows.push_back(r); });
  return rows;
}

std::string text_of(const std::vector<PosetsSummaryRow>& rows) {
  std::string s;
  for (const PosetsSummaryRow& r : rows)
    s += std::to_string(r.part) + " " + std::to_string(r.grundy) + " " + std::to_string(r.height) + " " +
         std::to_string(r.width) + " " + std::to_string(r.components) + " " + r.outcome + " " +
         std::to_string(r.posets) + "\n";
  return s;
}

TEST(GenposetgInProcess, TheSummaryJobCountsTheSameOnBothRoutes) {
  POSETLAB_NEEDS_IN_PROCESS();
  for (std::uint64_t unit : {0u, 37u, 255u}) {
    const std::string by_pipe = text_of(summary_unit(10, unit, 1, "pipe"));
    ASSERT_FALSE(by_pipe.empty());
    for (int threads : {1, 3}) EXPECT_EQ(text_of(summary_unit(10, unit, threads, "in-process")), by_pipe) << unit;
  }
}

TEST(GenposetgInProcess, TheRowsJobStoresTheSameRowsOnBothRoutes) {
  POSETLAB_NEEDS_IN_PROCESS();
  auto rows = [](const char* route, int threads) {
    RouteScope scope(route);
    const PosetsJob job(PosetsSpec{8, threads});
    std::string text;
    for (const WorkUnit& u : job.units())
      job.run_unit(u, [&](PosetRow&& r) {
        text += std::to_string(r.part) + " " + r.canonical + " " + std::to_string(r.grundy) + " " +
                std::to_string(r.gset) + " " + std::to_string(r.height) + " " + std::to_string(r.width) + " " +
                r.levels + " " + std::to_string(r.aut) + " " + r.misere + "\n";
      });
    return text;
  };
  const std::string by_pipe = rows("pipe", 1);
  EXPECT_EQ(std::count(by_pipe.begin(), by_pipe.end(), '\n'), std::int64_t(kPosetCounts[8]));
  EXPECT_EQ(rows("in-process", 1), by_pipe);
  EXPECT_EQ(rows("in-process", 2), by_pipe);
}

class GenposetgFrontierTest : public testing::TempDirTest {};

// The two smallest units of frontier/posets-13/ (62 and 81 thousand posets), computed again
// by the summary job on each route, give the digests committed with them.
TEST_F(GenposetgFrontierTest, CommittedUnitsOfThirteenGiveTheirStoredDigests) {
  POSETLAB_NEEDS_IN_PROCESS();
  std::vector<SummaryBatch> batches;
  for (const char* file : {"batch-01.txt", "batch-02.txt", "batch-03.txt"})
    batches.push_back(read_summary_batch(std::string(POSETLAB_SOURCE_DIR) + "/frontier/posets-13/" + file));
  const SummaryBatch all = sum_summary_batches(batches);
  int checked = 0;
  for (const BatchUnit& unit : all.units) {
    if (unit.ordinal != 4512 && unit.ordinal != 15031) continue;
    ASSERT_LT(unit.posets, 100000u) << "unit " << unit.ordinal;
    for (const char* route : {"in-process", "pipe"}) {
      RouteScope scope(route);
      const RecheckedUnit r = recheck_summary_unit(all, unit, 2, db("recheck.sqlite"), RecheckBy::Job);
      EXPECT_TRUE(r.same()) << route << " unit " << unit.ordinal << ": " << r.posets << " posets, digest " << r.digest
                            << " against " << unit.posets << ", " << unit.digest;
    }
    ++checked;
  }
  EXPECT_EQ(checked, 2);
}

}  // namespace
}  // namespace posetlab
