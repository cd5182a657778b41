// The coloured-poset job end to end: counts per size, stored values against plain
// search read back from the table, the same table for any thread count and shard
// split, resume of a partial run, and the CLI and nightly entries.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "engine/formats/format_digraph6.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "results/jobs/nightly_config.hpp"
#include "results/tables/coloured_posets.hpp"
#include "tests/shell.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

class ColouredJobTest : public testing::TempDirTest {
 protected:
  static JobOptions quiet(Shard shard = {}) {
    JobOptions o;
    o.shard = shard;
    o.progress.enabled = false;
    return o;
  }
  // The whole table as text, in key order.
  static std::string dump(Store& s) {
    std::string out;
    Stmt q = s.db().prepare(
        "SELECT size, poset, colours, blacks, height, width, balanced, blocking_triples, bw, pomax, aut "
        "FROM coloured_posets ORDER BY size, poset, colours");
    while (q.step()) {
      for (int c = 0; c < q.columns(); ++c) out += q.text(c) + " ";
      out += "\n";
    }
    return out;
  }
};

TEST_F(ColouredJobTest, CountsAndStoredValuesAgreeWithPlainSearch) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  ColouredPosetsSpec spec;
  spec.size_max = 5;
  JobReport r = run_coloured_job(s, spec, quiet());
  EXPECT_TRUE(r.job_complete);
  const std::int64_t want[] = {1, 2, 7, 32, 192, 1490};
  for (int n = 0; n <= 5; ++n)
    EXPECT_EQ(s.db().query_int("SELECT count(*) FROM coloured_posets WHERE size = " + std::to_string(n)), want[n]) << n;
  Stmt q = s.db().prepare("SELECT poset, colours, bw, pomax, blacks FROM coloured_posets WHERE size <= 4");
  int rows = 0;
  while (q.step()) {
    ++rows;
    ColouredPoset p = make_coloured(parse_digraph6(q.text(0)), q.text(1));
    ASSERT_EQ(q.text(2), plain_partizan_value(p, PartizanGame::BlackWhite).to_string()) << p.to_text();
    ASSERT_EQ(q.int64(3), plain_partizan_value(p, PartizanGame::Pomax).small_numerator()) << p.to_text();
    ASSERT_EQ(q.int64(4), p.count(Colour::Black));
  }
  EXPECT_EQ(rows, 1 + 2 + 7 + 32 + 192);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM runs WHERE kind = 'coloured-posets' AND status = 'complete'"), 1);
  // Rerunning finds it complete.
  JobReport again = run_coloured_job(s, spec, quiet());
  EXPECT_EQ(again.units_run, 0u);
  EXPECT_EQ(again.rows_job, r.rows_job);
}

TEST_F(ColouredJobTest, SameTableForThreadsShardsAndResume) {
  ColouredPosetsSpec spec;
  spec.size_max = 6;
  spec.threads = 1;
  Store one(db("one.sqlite"), Store::Access::ReadWrite);
  run_coloured_job(one, spec, quiet());
  spec.threads = 2;
  Store split(db("split.sqlite"), Store::Access::ReadWrite);
  JobReport first = run_coloured_job(split, spec, quiet(parse_shard("1/3")));
  EXPECT_FALSE(first.job_complete);
  // The rest as a whole run: the committed shard is skipped, not redone.
  JobReport rest = run_coloured_job(split, spec, quiet());
  EXPECT_EQ(rest.units_skipped, first.units_run);
  EXPECT_TRUE(rest.job_complete);
  EXPECT_EQ(dump(one), dump(split));
  EXPECT_EQ(one.db().query_int("SELECT count(*) FROM coloured_posets"), 16791);
}

using ColouredJobCli = ColouredJobTest;  // the tests of ColouredJobTest that start the posetlab binary

TEST_F(ColouredJobCli, ShardsInSeparateFilesMerge) {
  using posetlab::testing::run_shell;
  const std::string bin = POSETLAB_BINARY;
  for (const char* shard : {"0/2", "1/2"})
    ASSERT_EQ(run_shell(bin + " enumerate coloured-posets --size 6 -q --shard " + shard + " --db " +
                        db(std::string("s") + shard[0] + ".sqlite"))
                  .status,
              0);
  auto r = run_shell(bin + " merge " + db("s0.sqlite") + " " + db("s1.sqlite") + " -o " + db("all.sqlite") + " 2>&1");
  ASSERT_EQ(r.status, 0) << r.out;
  Store all(db("all.sqlite"), Store::Access::ReadWrite);
  EXPECT_EQ(all.db().query_int("SELECT count(*) FROM coloured_posets"), 16791);
}

TEST_F(ColouredJobCli, CliAndNightly) {
  using posetlab::testing::run_shell;
  auto r = run_shell(std::string(POSETLAB_BINARY) + " enumerate coloured-posets --size 3 -q --json --db " +
                     db("c.sqlite"));
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\"rows_job\":42"), std::string::npos) << r.out;
  r = run_shell(std::string(POSETLAB_BINARY) + " enumerate coloured-posets --size 12 --db " + db("d.sqlite") + " 2>&1");
  EXPECT_EQ(r.status, 2) << r.out;
  auto items = parse_nightly_config("coloured-posets size=7 threads=2\n", "n.conf");
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].kind, NightlyItem::Kind::Job);
  EXPECT_EQ(items[0].job_kind, "coloured-posets");
  EXPECT_EQ(items[0].params.threads, 2);
  EXPECT_EQ(items[0].params.value("size"), 7);
  EXPECT_THROW(parse_nightly_config("coloured-posets\n", "n.conf"), InputError);
  EXPECT_THROW(parse_nightly_config("coloured-posets size=10\n", "n.conf"), InputError);
}

}  // namespace
}  // namespace posetlab
