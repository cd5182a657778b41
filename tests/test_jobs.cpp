// The job runner with a fake job: checkpoints, resume after a failure mid-unit, shards,
// locks and conflict detection, all in-process (tests/test_jobs_crash.cpp
// kills real processes).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"
#include "enumerate/two_level_dp.hpp"
#include "enumerate/two_level_job.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/store/job_lock.hpp"
#include "results/store/schema.hpp"
#include "results/store/sets_codec.hpp"
#include "results/tables/two_level.hpp"
#include "test_jobs_fake.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

using testing::FakeJob;
using testing::fake_spec;

class JobsTest : public testing::TempDirTest {
 protected:
  static JobOptions quiet(Shard shard = {}) {
    JobOptions o;
    o.shard = shard;
    o.progress.enabled = false;
    o.batch_rows = 7;  // several hand-overs per unit
    return o;
  }
};

std::int64_t count(Store& s, const std::string& sql) { return s.db().query_int(sql); }

TEST_F(JobsTest, RunsEveryUnitAndRecordsTheRun) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  FakeJob job(6, 5);
  JobReport r = run_two_level_job(s, job, fake_spec(), quiet());
  EXPECT_TRUE(r.job_complete);
  EXPECT_TRUE(r.shard_complete);
  EXPECT_EQ(r.units_run, 6u);
  EXPECT_EQ(r.rows, 30u);
  EXPECT_EQ(r.rows_new, 30u);
  EXPECT_EQ(job.prepare_calls, 1);
  EXPECT_EQ(count(s, "SELECT count(*) FROM two_level"), 30);
  EXPECT_EQ(count(s, "SELECT count(*) FROM units"), 6);
  EXPECT_EQ(count(s, "SELECT sum(rows) FROM units"), 30);
  EXPECT_EQ(count(s, "SELECT count(*) FROM runs WHERE status='complete' AND units_run=6 AND rows=30 "
                     "AND ended_at IS NOT NULL AND git_revision <> ''"),
            1);
  EXPECT_EQ(count(s, "SELECT count(*) FROM locks"), 0);
  // Stored keyed by (bottoms, sets) without rowid, every unit's rows in key order.
  EXPECT_EQ(count(s, "SELECT count(*) FROM pragma_index_list('two_level_rows') WHERE origin = 'pk'"), 1);
  EXPECT_EQ(count(s, "SELECT count(*) FROM sqlite_schema WHERE name = 'two_level_rows' AND sql LIKE '%WITHOUT ROWID%'"), 1);
}

TEST_F(JobsTest, RerunOfACompleteJobRunsNothingAndSkipsPrepare) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  FakeJob first(4, 3);
  run_two_level_job(s, first, fake_spec(), quiet());
  TableChecksum before = two_level_checksum(s.db());
  FakeJob again(4, 3);
  JobReport r = run_two_level_job(s, again, fake_spec(), quiet());
  EXPECT_EQ(r.units_run, 0u);
  EXPECT_EQ(r.units_skipped, 4u);
  EXPECT_TRUE(r.job_complete);
  EXPECT_EQ(r.rows_job, 12u);
  EXPECT_EQ(again.prepare_calls, 0);
  EXPECT_TRUE(again.ran.empty());
  EXPECT_EQ(two_level_checksum(s.db()), before);
  EXPECT_EQ(count(s, "SELECT count(*) FROM runs"), 2);
}

TEST_F(JobsTest, FailureMidUnitRollsTheUnitBackAndResumeRunsOnlyTheRest) {
  Store ref(db("ref.sqlite"), Store::Access::ReadWrite);
  FakeJob whole(8, 6);
  run_two_level_job(ref, whole, fake_spec(), quiet());

  // Each unit committed alone, and units 0..4 waiting in one open commit group when unit 5
  // fails: either way exactly 0..4 are kept (test_unit_writer.cpp: rows of a unit
  // already in the group's transaction).
  for (double commit_seconds : {0.0, 3600.0}) {
    Store s(db("grouped.sqlite"), Store::Access::ReadWrite);
    FakeJob failing(8, 6);
    failing.fail_unit = 5;
    failing.fail_row = 4;
    JobOptions o = quiet();
    o.batch_rows = 2;
    o.commit_seconds = commit_seconds;
    EXPECT_THROW(run_two_level_job(s, failing, fake_spec(), o), std::runtime_error);
    EXPECT_EQ(count(s, "SELECT count(*) FROM units"), 5) << commit_seconds;
    EXPECT_EQ(count(s, "SELECT count(*) FROM two_level"), 30) << commit_seconds;
    EXPECT_EQ(count(s, "SELECT sum(units_run) FROM runs"), 5) << commit_seconds;
    s.db().exec("DELETE FROM two_level_rows; DELETE FROM units; DELETE FROM runs; DELETE FROM jobs");
  }

  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  FakeJob failing(8, 6);
  failing.fail_unit = 5;
  failing.fail_row = 3;
  EXPECT_THROW(run_two_level_job(s, failing, fake_spec(), quiet()), std::runtime_error);
  // Units 0..4 are committed, nothing of unit 5 is.
  EXPECT_EQ(count(s, "SELECT count(*) FROM units"), 5);
  EXPECT_EQ(count(s, "SELECT count(*) FROM two_level"), 30);
  EXPECT_EQ(count(s, "SELECT count(*) FROM runs WHERE status='failed' AND message LIKE '%fake failure%'"), 1);
  EXPECT_EQ(count(s, "SELECT count(*) FROM locks"), 0);

  FakeJob resumed(8, 6);
  JobOptions o = quiet();
  o.resume_only = true;
  JobReport r = run_two_level_job(s, resumed, fake_spec(), o);
  EXPECT_EQ(resumed.ran, (std::vector<std::uint64_t>{5, 6, 7}));
  EXPECT_EQ(r.units_skipped, 5u);
  EXPECT_TRUE(r.job_complete);
  EXPECT_EQ(two_level_checksum(s.db()), two_level_checksum(ref.db()));
  EXPECT_EQ(two_level_checksum(s.db()).rows, 48u);
}

// A job that asks for a stop (as SIGINT would) while running `unit`.
class StoppingJob : public FakeJob {
 public:
  StoppingJob(int units, int rows, std::uint64_t unit) : FakeJob(units, rows), unit_(unit) {}
  void run_unit(const WorkUnit& u, const ClassSink& sink) override {
    if (u.ordinal == unit_) set_interrupt_requested(true);
    FakeJob::run_unit(u, sink);
  }

 private:
  std::uint64_t unit_;
};

TEST_F(JobsTest, AnInterruptStopsAfterTheCurrentUnitAndTheRunSaysSo) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  StoppingJob job(6, 3, 2);
  JobReport r = run_two_level_job(s, job, fake_spec(), quiet());
  set_interrupt_requested(false);
  EXPECT_TRUE(r.interrupted);
  EXPECT_FALSE(r.shard_complete);
  EXPECT_EQ(job.ran, (std::vector<std::uint64_t>{0, 1, 2}));
  EXPECT_EQ(count(s, "SELECT count(*) FROM units"), 3);
  EXPECT_EQ(count(s, "SELECT count(*) FROM runs WHERE status='interrupted'"), 1);
  EXPECT_EQ(count(s, "SELECT count(*) FROM locks"), 0);
  FakeJob rest(6, 3);
  EXPECT_TRUE(run_two_level_job(s, rest, fake_spec(), quiet()).job_complete);
  EXPECT_EQ(rest.ran, (std::vector<std::uint64_t>{3, 4, 5}));
}

// A unit that will not end by itself (as a two-level unit of 7 bottoms): it asks for a
// stop and then only polls the engine's cancel flag. The stop cancels it within the grace
// period; the units before it stay, and the flag is lowered after the run.
class NeverEndingJob : public FakeJob {
 public:
  using FakeJob::FakeJob;
  void run_unit(const WorkUnit& u, const ClassSink& sink) override {
    if (u.ordinal == 2) {
      set_interrupt_requested(true);
      for (int i = 0; i < 600000; ++i) {  // 10 minutes: far beyond the grace, never reached
        if (cancel_requested()) throw Cancelled();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      }
    }
    FakeJob::run_unit(u, sink);
  }
};

TEST_F(JobsTest, AUnitThatWillNotEndIsCancelledAfterTheStopsGrace) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  NeverEndingJob job(5, 3);
  const JobReport r = run_two_level_job(s, job, fake_spec(), quiet());
  set_interrupt_requested(false);
  EXPECT_TRUE(r.interrupted);
  EXPECT_FALSE(cancel_requested());
  EXPECT_EQ(job.ran, (std::vector<std::uint64_t>{0, 1}));  // unit 2 threw before it was counted
  EXPECT_EQ(count(s, "SELECT count(*) FROM units"), 2);
  EXPECT_EQ(count(s, "SELECT count(*) FROM runs WHERE status='interrupted'"), 1);
  EXPECT_EQ(count(s, "SELECT count(*) FROM locks"), 0);
}

// What such units run polls the flag: the labeled DP's fill and a two-level unit stop with
// Cancelled when it is raised, and the DP's tables are freed (the sanitizer pass sees a leak).
TEST(JobsCancel, TheLabeledDpAndTwoLevelUnitsPollTheCancelFlag) {
  request_cancel();
  EXPECT_THROW(LabeledGrundyTable(4, 2), Cancelled);
  for (int b : {4, 6, 7}) {
    TwoLevelSpec spec;
    spec.bottoms = b;
    spec.threads = 2;
    spec.tops_max = 5;
    auto job = make_two_level_job(spec);
    const std::vector<WorkUnit> units = job->units();
    std::size_t classes = 0;
    EXPECT_THROW(job->run_unit(units.front(), [&](TwoLevelClass&&) { ++classes; }), Cancelled) << b;
    EXPECT_EQ(classes, 0u) << b;
  }
  clear_cancel();
  EXPECT_NO_THROW(LabeledGrundyTable(4, 2));
}

TEST_F(JobsTest, ResumeOfAJobNeverStartedIsRefused) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  FakeJob job(2, 2);
  JobOptions o = quiet();
  o.resume_only = true;
  EXPECT_THROW(run_two_level_job(s, job, fake_spec(), o), UsageError);
  EXPECT_EQ(count(s, "SELECT count(*) FROM jobs"), 0);
}

TEST_F(JobsTest, ADifferentCuttingOfAnUnfinishedJobIsRefusedOfAFinishedOneAccepted) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  FakeJob job(3, 2);
  job.fail_unit = 2;
  EXPECT_THROW(run_two_level_job(s, job, fake_spec(), quiet()), std::runtime_error);  // units 0, 1 committed
  FakeJob other(4, 2);
  try {
    run_two_level_job(s, other, fake_spec(), quiet());
    FAIL() << "expected DbError";
  } catch (const DbError& e) {
    EXPECT_NE(std::string(e.what()).find("3 work units"), std::string::npos) << e.what();
  }
  job.fail_unit = -1;
  run_two_level_job(s, job, fake_spec(), quiet());  // finished under the first cutting
  // The same classes, however a newer posetlab cuts them: complete, nothing runs.
  const JobReport r = run_two_level_job(s, other, fake_spec(), quiet());
  EXPECT_TRUE(r.job_complete);
  EXPECT_EQ(r.units_run, 0u);
  EXPECT_EQ(r.units_job, 3u);
  EXPECT_EQ(r.rows_job, 6u);
  EXPECT_TRUE(other.ran.empty());
}

TEST_F(JobsTest, ShardsAreDisjointCompleteAndTheirUnionEqualsTheWholeRun) {
  Store whole(db("whole.sqlite"), Store::Access::ReadWrite);
  FakeJob all(7, 4);
  run_two_level_job(whole, all, fake_spec(), quiet());
  std::set<std::uint64_t> seen;
  std::int64_t rows = 0;
  for (int r = 0; r < 3; ++r) {
    Store s(db("shard" + std::to_string(r) + ".sqlite"), Store::Access::ReadWrite);
    FakeJob job(7, 4);
    JobReport rep = run_two_level_job(s, job, fake_spec(), quiet(Shard{r, 3}));
    EXPECT_TRUE(rep.shard_complete);
    EXPECT_FALSE(rep.job_complete);
    for (auto u : job.ran) {
      EXPECT_EQ(int(u % 3), r);
      EXPECT_TRUE(seen.insert(u).second);
    }
    rows += count(s, "SELECT count(*) FROM two_level");
    EXPECT_EQ(count(s, "SELECT count(*) FROM runs WHERE shard_index=" + std::to_string(r) +
                           " AND shard_count=3 AND status='complete'"),
              1);
  }
  EXPECT_EQ(seen.size(), 7u);
  EXPECT_EQ(rows, count(whole, "SELECT count(*) FROM two_level"));
}

TEST_F(JobsTest, ALiveHolderBlocksTheJobAndADeadOneIsTakenOver) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  FakeJob job(3, 2);
  std::string key = two_level_job_key(fake_spec());
  {
    Transaction tx(s.db());
    acquire_job_lock(s.db(), key, 99, false);  // held by this (live) process
    tx.commit();
  }
  try {
    run_two_level_job(s, job, fake_spec(), quiet());
    FAIL() << "expected JobRunningError";
  } catch (const JobRunningError& e) {
    EXPECT_NE(std::string(e.what()).find("job already running"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(job.ran.empty());

  // A holder that was killed: a child that has exited, not reaped yet (a zombie).
  pid_t child = fork();
  if (child == 0) _exit(0);
  while (process_start_time(child) >= 0) usleep(1000);
  Stmt fake_holder = s.db().prepare("UPDATE locks SET pid = ?1");
  fake_holder.bind(1, std::int64_t(child));
  fake_holder.run();
  JobReport r = run_two_level_job(s, job, fake_spec(), quiet());
  waitpid(child, nullptr, 0);
  EXPECT_TRUE(r.job_complete);
  EXPECT_EQ(count(s, "SELECT count(*) FROM locks"), 0);
  // A pid that is alive but started at another time (reused) is not the holder either.
  LockHolder reused{"j", 1, std::int64_t(getpid()), this_host(), process_start_time(getpid()) + 1, ""};
  EXPECT_FALSE(holder_alive(reused));
  reused.process_start -= 1;
  EXPECT_TRUE(holder_alive(reused));
  reused.host = "elsewhere";
  reused.pid = child;  // cannot be checked from here: trusted
  EXPECT_TRUE(holder_alive(reused));
}

TEST_F(JobsTest, OverlappingJobsStoreEachClassOnceAndConflictingValuesAreNamed) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  FakeJob small(3, 4);
  run_two_level_job(s, small, fake_spec(10), quiet());
  // A second job (another key) covering the same classes and more: no duplicates.
  FakeJob bigger(5, 4);
  JobReport r = run_two_level_job(s, bigger, fake_spec(11), quiet());
  EXPECT_EQ(r.rows, 20u);
  EXPECT_EQ(r.rows_new, 8u);
  EXPECT_EQ(count(s, "SELECT count(*) FROM two_level"), 20);
  // A third one that disagrees on a value is stopped, naming the class.
  FakeJob wrong(3, 4);
  wrong.grundy_offset = 1;
  try {
    run_two_level_job(s, wrong, fake_spec(12), quiet());
    FAIL() << "expected ConflictError";
  } catch (const ConflictError& e) {
    EXPECT_NE(std::string(e.what()).find("family 10: {0} {5}"), std::string::npos) << e.what();
  }
  EXPECT_EQ(count(s, "SELECT count(*) FROM two_level"), 20);
  EXPECT_EQ(count(s, "SELECT count(*) FROM units WHERE job LIKE '%b=12%'"), 0);
}

// The view derives family, top_parity and bottom_twins from the stored key: they must
// be the texts of the classes the enumeration computed (TwoLevelClass, fill_invariants),
// and every stored column their values, for real classes of every path's shape.
TEST_F(JobsTest, TheTwoLevelViewShowsEveryClassAsComputed) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  TwoLevelSpec spec;
  spec.size = 9;
  spec.with_empty_top = true;
  auto job = make_two_level_job(spec);
  run_two_level_job(s, *job, spec, quiet());
  Stmt q = s.db().prepare(
      "SELECT tops, edges, has_empty_top, family, grundy, gset, aut, parity_uniform, top_parity, components, "
      "isolated, bottom_twins FROM two_level WHERE bottoms = ?1 AND sets = ?2");
  std::uint64_t n = 0;
  for (const WorkUnit& u : job->units())
    job->run_unit(u, [&](TwoLevelClass&& c) {
      ++n;
      const std::string key = encode_sets(c.bottoms, c.sets);
      q.bind(1, c.bottoms).bind_blob(2, key.data(), int(key.size()));
      ASSERT_TRUE(q.step()) << c.family_text();
      EXPECT_TRUE(q.int64(0) == c.tops && q.int64(1) == c.edges && q.int64(2) == c.has_empty_top &&
                  q.text(3) == c.family_text() && q.int64(4) == c.grundy && std::uint64_t(q.int64(5)) == c.gset &&
                  std::uint64_t(q.int64(6)) == c.aut && q.int64(7) == c.parity_uniform &&
                  q.text(8) == to_string(c.top_parity) && q.int64(9) == c.components && q.int64(10) == c.isolated &&
                  q.text(11) == c.bottom_twins)
          << c.family_text();
      q.reset();
    });
  EXPECT_EQ(std::int64_t(n), count(s, "SELECT count(*) FROM two_level"));
  EXPECT_GT(n, 1000u);
}

// The two-level keys are read by one strict codec: every key a spec writes reads back as
// that spec, and nothing else reads at all.
TEST(TwoLevelKeys, OnlyTheKeysAJobWritesAreRead) {
  for (const char* text : {"bottoms=4;tops=0:15;empty-top=0", "bottoms=5;tops=2:3;empty-top=1",
                           "size=13;tops=0:12;empty-top=0", "size=1;tops=0:0;empty-top=0"}) {
    const std::optional<TwoLevelSpec> spec = parse_two_level_canonical_key(text);
    ASSERT_TRUE(spec) << text;
    EXPECT_EQ(spec->canonical_key(), text);
  }
  for (const char* bad : {"bottoms=4;tops=0:15;empty-top=0;", "bottoms=4;tops=0:15", "bottoms=04;tops=0:15;empty-top=0",
                          "bottoms=4;tops=0:99;empty-top=0", "bottoms=4;size=8;tops=0:1;empty-top=0",
                          "size=99;tops=0:1;empty-top=0", "bottoms=-1;tops=0:0;empty-top=0", ""})
    EXPECT_FALSE(parse_two_level_canonical_key(bad)) << bad;
  EXPECT_EQ(two_level_unit_bottoms("b=5;path=dp;prefix=00/8"), 5);
  EXPECT_EQ(two_level_unit_bottoms("b=12;path=orderly;cut=weighted;leaves=0-9"), 12);
  for (const char* bad : {"b=05;path=dp", "b=5", "b=;path=dp", "b=+5;path=dp", "n=5;part=0/1", "b=123;x"})
    EXPECT_FALSE(two_level_unit_bottoms(bad)) << bad;
}

}  // namespace
}  // namespace posetlab
