// Jobs under `mpirun --oversubscribe -np 3` (results/jobs/mpi_runner.hpp): the same table
// (stats --checksum) as one process, and a worker rank killed with SIGKILL mid-job
// loses only its unit in flight: the rerun finishes the job, running only the units
// not committed. Skipped, saying why, where posetlab was built without MPI or mpirun
// is missing. As root (CI) Open MPI needs OMPI_ALLOW_RUN_AS_ROOT(_CONFIRM).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "enumerate/two_level_job.hpp"
#include "results/tables/mb_games.hpp"
#include "results/jobs/mpi_world.hpp"
#include "results/tables/posets_summary.hpp"
#include "results/tables/coloured_posets.hpp"
#include "results/tables/posets.hpp"
#include "results/tables/two_level.hpp"
#include "shell.hpp"

namespace {

namespace fs = std::filesystem;
using posetlab::testing::run_shell;


class MpiCli : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!posetlab::mpi::compiled_in()) GTEST_SKIP() << "posetlab was built without MPI (no OpenMPI at configure time)";
    if (std::string(POSETLAB_MPIRUN).empty() || !fs::exists(POSETLAB_MPIRUN))
      GTEST_SKIP() << "mpirun not found (install openmpi-bin: scripts/setup.sh)";
    setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);  // CI runs as root
    setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
    setenv("OMPI_MCA_btl", "self,vader,tcp", 0);  // no network probing of absent fabrics
    dir_ = fs::temp_directory_path() / ("posetlab_mpi_" + std::to_string(getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    if (!dir_.empty()) fs::remove_all(dir_);
  }
  std::string db(const std::string& name) const { return (dir_ / name).string(); }
  static std::string posetlab(const std::string& args) { return std::string(POSETLAB_BINARY) + " " + args; }
  static std::string mpirun(int ranks, const std::string& args) {
    return std::string(POSETLAB_MPIRUN) + " --oversubscribe --timeout 300 -np " + std::to_string(ranks) + " " + posetlab(args);
  }
  std::string checksum(const std::string& path) {
    auto r = run_shell(posetlab("stats --checksum --json --db " + path));
    EXPECT_EQ(r.status, 0) << r.out;
    auto at = r.out.find("\"checksum\":");
    return at == std::string::npos ? "none" : r.out.substr(at);
  }
  std::string query(const std::string& path, const std::string& sql) {
    auto r = run_shell(posetlab("query \"" + sql + "\" --csv --db " + path));
    EXPECT_EQ(r.status, 0) << r.out;
    auto nl = r.out.find('\n');
    return nl == std::string::npos ? r.out : r.out.substr(nl + 1);
  }
  fs::path dir_;
};

TEST_F(MpiCli, ThreeRanksGiveTheChecksumOfOneProcess) {
  const std::string job = std::string("enumerate two-level --size ") + "11" + " -q";
  auto one = run_shell(posetlab(job + " --db " + db("one.sqlite")) + " 2>&1");
  ASSERT_EQ(one.status, 0) << one.out;
  auto three = run_shell(mpirun(3, job + " --db " + db("three.sqlite")) + " 2>&1");
  ASSERT_EQ(three.status, 0) << three.out;
  EXPECT_EQ(checksum(db("three.sqlite")), checksum(db("one.sqlite")));
  EXPECT_NE(checksum(db("one.sqlite")), "none");
  // One run, complete, that ran every unit, recorded as an MPI run.
  EXPECT_EQ(query(db("three.sqlite"), "SELECT status, units_run = units_total, parameters LIKE '%mpirun: 3 ranks%' FROM runs"),
            "complete,1,1\n");
  EXPECT_EQ(query(db("three.sqlite"), "SELECT count(*) FROM units"), query(db("one.sqlite"), "SELECT count(*) FROM units"));
  // The same binary still runs alone, and a complete job under mpirun is not redone.
  auto again = run_shell(mpirun(3, job + " --db " + db("three.sqlite")) + " 2>&1");
  EXPECT_EQ(again.status, 0) << again.out;
  // -q prints nothing; the second run ran no unit.
  EXPECT_EQ(query(db("three.sqlite"), "SELECT units_run FROM runs ORDER BY id DESC LIMIT 1"), "0\n") << again.out;
}

TEST_F(MpiCli, CountOnlyIsBadUsageUnderMpirun) {
  auto r = run_shell(mpirun(2, "enumerate two-level --size 6 --count-only") + " 2>&1");
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.out.find("--count-only runs in one process"), std::string::npos) << r.out;
}

// Every kind with a wire form, not only two-level: all posets (rows and counts),
// coloured posets and Maker-Breaker games.
TEST_F(MpiCli, EveryOtherKindUnderThreeRanksGivesTheChecksumOfOneProcess) {
  for (const std::string job : {"enumerate posets --size 7 -q", "enumerate posets --size 7 --summary -q",
                                 "enumerate coloured-posets --size 5 -q", "enumerate mb-games --clutters 4 --singletons 6 -q"}) {
    const std::string one = db("one.sqlite"), three = db("three.sqlite");
    fs::remove(one), fs::remove(three);
    auto r1 = run_shell(posetlab(job + " --db " + one) + " 2>&1");
    ASSERT_EQ(r1.status, 0) << r1.out;
    auto r3 = run_shell(mpirun(3, job + " --db " + three) + " 2>&1");
    ASSERT_EQ(r3.status, 0) << r3.out;
    EXPECT_EQ(checksum(three), checksum(one)) << job;
    EXPECT_EQ(query(three, "SELECT status, parameters LIKE '%mpirun: 3 ranks%' FROM runs"), "complete,1\n") << job;
  }
}

// The pid of the process with OMPI_COMM_WORLD_RANK=`rank` among mpirun's children.
pid_t rank_pid(pid_t mpirun, int rank) {
  for (const auto& e : fs::directory_iterator("/proc")) {
    const std::string name = e.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream stat(e.path() / "stat");
    std::string s((std::istreambuf_iterator<char>(stat)), {});
    auto close = s.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream fields(s.substr(close + 2));
    char state;
    pid_t ppid = 0;
    fields >> state >> ppid;
    if (ppid != mpirun) continue;
    std::ifstream env(e.path() / "environ");
    std::string vars((std::istreambuf_iterator<char>(env)), {});
    if (vars.find(std::string("OMPI_COMM_WORLD_RANK=") + std::to_string(rank) + '\0') != std::string::npos)
      return std::stoi(name);
  }
  return -1;
}

TEST_F(MpiCli, AWorkerKilledLosesOnlyItsUnitAndTheRerunFinishes) {
  // --commit-every 0: each unit is committed alone, so the kill can follow the first one.
  const std::string job = "enumerate two-level --size 12 -q --commit-every 0";
  auto one = run_shell(posetlab(job + " --db " + db("one.sqlite")) + " 2>&1");
  ASSERT_EQ(one.status, 0) << one.out;
  const std::string units = query(db("one.sqlite"), "SELECT count(*) FROM units");

  const std::string cmd = mpirun(3, job + " --db " + db("killed.sqlite")) + " > " + db("killed.log") + " 2>&1";
  pid_t shell = fork();
  if (shell == 0) {
    execl("/bin/sh", "sh", "-c", ("exec " + cmd).c_str(), (char*)nullptr);
    _exit(127);
  }
  // Once a first unit is committed, kill rank 1 (a worker) with SIGKILL.
  bool killed = false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (!killed && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    int status;
    if (waitpid(shell, &status, WNOHANG) == shell) break;  // ended before we could kill
    if (!fs::exists(db("killed.sqlite"))) continue;
    auto r = run_shell(posetlab("query \"SELECT count(*) FROM units\" --csv --db " + db("killed.sqlite")) + " 2>/dev/null");
    if (r.status != 0 || r.out.find("\n0\n") != std::string::npos) continue;
    pid_t worker = rank_pid(shell, 1);
    killed = worker > 0 && kill(worker, SIGKILL) == 0;
  }
  int status = 0;
  if (killed) waitpid(shell, &status, 0);
  ASSERT_TRUE(killed) << "the job ended before a worker could be killed; log:\n" << run_shell("cat " + db("killed.log")).out;
  EXPECT_FALSE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "mpirun succeeded although a rank was killed";
  const std::string committed = query(db("killed.sqlite"), "SELECT count(*) FROM units");
  EXPECT_LT(std::stoi(committed), std::stoi(units)) << "every unit was committed before the kill";

  auto rerun = run_shell(mpirun(3, job + " --db " + db("killed.sqlite")) + " 2>&1");
  ASSERT_EQ(rerun.status, 0) << rerun.out;
  EXPECT_EQ(checksum(db("killed.sqlite")), checksum(db("one.sqlite")));
  EXPECT_EQ(query(db("killed.sqlite"), "SELECT count(*) FROM units"), units);
  // The rerun ran exactly the units not committed before the kill.
  EXPECT_EQ(query(db("killed.sqlite"), "SELECT units_run, units_skipped FROM runs ORDER BY id DESC LIMIT 1"),
            std::to_string(std::stoi(units) - std::stoi(committed)) + "," + committed);
}

}  // namespace

namespace {

// The wire form of two_level rows (results/tables/two_level.hpp) round-trips every stored
// field of real classes, and a damaged buffer is an error, never rows.
TEST(MpiWire, TwoLevelRowsRoundTripAndDamageIsAnError) {
  using namespace posetlab;
  std::vector<TwoLevelClass> classes;
  auto job = make_two_level_job([] {
    TwoLevelSpec s;
    s.size = 7;
    s.with_empty_top = true;
    s.threads = 1;
    return s;
  }());
  for (const WorkUnit& u : job->units()) job->run_unit(u, [&](TwoLevelClass&& c) { classes.push_back(std::move(c)); });
  ASSERT_GT(classes.size(), 100u);
  classes.back().bottoms = 20, classes.back().sets = {0xfffff, 1}, classes.back().aut = 2432902008176640000ull;  // wide fields
  TwoLevelRows rows;
  for (const TwoLevelClass& c : classes) rows.add(c);
  std::vector<std::uint8_t> bytes;
  encode_two_level_rows(rows, bytes);
  const TwoLevelRows back = decode_two_level_rows(bytes);
  ASSERT_EQ(back.size(), rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PackedTwoLevelRow &a = rows.rows[i], &b = back.rows[i];
    EXPECT_TRUE(a.bottoms == b.bottoms && a.tops == b.tops && a.edges == b.edges &&
                std::string(rows.sets(a), a.sets_len) == std::string(back.sets(b), b.sets_len) &&
                a.has_empty_top == b.has_empty_top && a.aut == b.aut && a.grundy == b.grundy && a.gset == b.gset &&
                a.parity_uniform == b.parity_uniform && a.components == b.components && a.isolated == b.isolated)
        << "row " << i << ": " << classes[i].family_text();
  }
  EXPECT_EQ(decode_sets(20, std::string(back.sets(back.rows.back()), back.rows.back().sets_len)),
            (std::vector<std::uint64_t>{0xfffff, 1}));
  for (std::size_t cut : {std::size_t{0}, std::size_t{1}, bytes.size() / 2, bytes.size() - 1}) {
    std::vector<std::uint8_t> part(bytes.begin(), bytes.begin() + long(cut));
    EXPECT_THROW(decode_two_level_rows(part), std::runtime_error) << "cut at " << cut;
  }
  bytes.push_back(0);
  EXPECT_THROW(decode_two_level_rows(bytes), std::runtime_error);
}

// A wire form's bytes cut anywhere, or with a byte added, are an error, never rows.
template <class Decode>
void expect_damage_is_an_error(std::vector<std::uint8_t> bytes, Decode decode) {
  for (std::size_t cut : {std::size_t{0}, std::size_t{1}, bytes.size() / 2, bytes.size() - 1}) {
    std::vector<std::uint8_t> part(bytes.begin(), bytes.begin() + long(cut));
    EXPECT_THROW(decode(part), std::runtime_error) << "cut at " << cut;
  }
  bytes.push_back(0);
  EXPECT_THROW(decode(bytes), std::runtime_error);
}

TEST(MpiWire, PosetRowsRoundTripAndDamageIsAnError) {
  using namespace posetlab;
  std::vector<PosetRow> rows;
  PosetsJob job(PosetsSpec{6, 1});
  for (const WorkUnit& u : job.units()) job.run_unit(u, [&](PosetRow&& r) { rows.push_back(std::move(r)); });
  ASSERT_EQ(rows.size(), 318u);
  rows.back().aut = 479001600, rows.back().gset = ~std::uint64_t{0} >> 1;  // wide fields
  std::vector<std::uint8_t> bytes;
  encode_poset_rows(rows, bytes);
  const std::vector<PosetRow> back = decode_poset_rows(bytes);
  ASSERT_EQ(back.size(), rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PosetRow &a = rows[i], &b = back[i];
    EXPECT_TRUE(a.size == b.size && a.canonical == b.canonical && a.relations == b.relations &&
                a.hasse_arcs == b.hasse_arcs && a.height == b.height && a.width == b.width && a.levels == b.levels &&
                a.components == b.components && a.grundy == b.grundy && a.gset == b.gset && a.outcome == b.outcome &&
                a.aut == b.aut && a.n_free == b.n_free && a.misere == b.misere)
        << "row " << i << ": " << a.canonical;
  }
  expect_damage_is_an_error(bytes, decode_poset_rows);
}

TEST(MpiWire, PosetsSummaryRowsRoundTripAndDamageIsAnError) {
  using namespace posetlab;
  std::vector<PosetsSummaryRow> rows;
  PosetsSummaryJob job(PosetsSpec{7, 1});
  for (const WorkUnit& u : job.units()) job.run_unit(u, [&](PosetsSummaryRow&& r) { rows.push_back(r); });
  ASSERT_GT(rows.size(), 4u);
  rows.back().posets = std::uint64_t{1} << 40;  // a wide count
  std::vector<std::uint8_t> bytes;
  encode_posets_summary_rows(rows, bytes);
  const std::vector<PosetsSummaryRow> back = decode_posets_summary_rows(bytes);
  ASSERT_EQ(back.size(), rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PosetsSummaryRow &a = rows[i], &b = back[i];
    EXPECT_TRUE(a.size == b.size && a.part == b.part && a.grundy == b.grundy && a.height == b.height &&
                a.width == b.width && a.components == b.components && a.outcome == b.outcome && a.posets == b.posets)
        << "row " << i;
  }
  expect_damage_is_an_error(bytes, decode_posets_summary_rows);
}

TEST(MpiWire, MbGameRowsRoundTripAndDamageIsAnError) {
  using namespace posetlab;
  std::vector<MbGameClass> rows;
  MbGamesSpec spec;
  spec.clutters_max = 3;
  spec.singletons_max = 4;
  spec.threads = 1;
  MbGamesJob job(spec);
  for (const WorkUnit& u : job.units()) job.run_unit(u, [&](MbGameClass&& c) { rows.push_back(std::move(c)); });
  ASSERT_EQ(rows.size(), 1u + 2 + 9 + 75 + 1 + 2 + 7 + 32 + 192);  // the class counts of docs/enumerations.md
  rows.back().row.automorphisms = std::uint64_t{1} << 40;  // a wide field
  std::vector<std::uint8_t> bytes;
  encode_mb_game_rows(rows, bytes);
  const std::vector<MbGameClass> back = decode_mb_game_rows(bytes);
  ASSERT_EQ(back.size(), rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const MbGameRow &a = rows[i].row, &b = back[i].row;
    EXPECT_TRUE(rows[i].families == back[i].families && rows[i].poset == back[i].poset && a.size == b.size &&
                a.height == b.height && a.sets == b.sets && a.outcome == b.outcome && a.maker_first == b.maker_first &&
                a.maker_second == b.maker_second && a.automorphisms == b.automorphisms)
        << "row " << i << ": " << rows[i].poset << " " << a.sets_text();
  }
  expect_damage_is_an_error(bytes, decode_mb_game_rows);
  // A row whose outcome contradicts its flags is refused.
  std::vector<MbGameClass> one{rows.back()};
  one[0].row.outcome = one[0].row.outcome == 'M' ? 'B' : 'M';
  bytes.clear();
  encode_mb_game_rows(one, bytes);
  EXPECT_THROW(decode_mb_game_rows(bytes), std::runtime_error);
}

TEST(MpiWire, ColouredRowsRoundTripAndDamageIsAnError) {
  using namespace posetlab;
  std::vector<ColouredPosetClass> rows;
  ColouredPosetsSpec spec;
  spec.size_max = 4;
  spec.threads = 1;
  ColouredPosetsJob job(spec);
  for (const WorkUnit& u : job.units()) job.run_unit(u, [&](ColouredPosetClass&& c) { rows.push_back(std::move(c)); });
  ASSERT_GT(rows.size(), 50u);
  rows.back().row.bw = *Dyadic::parse("-123456789012345678901234567/1024");  // beyond 64 bits
  std::vector<std::uint8_t> bytes;
  encode_coloured_rows(rows, bytes);
  const std::vector<ColouredPosetClass> back = decode_coloured_rows(bytes);
  ASSERT_EQ(back.size(), rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const ColouredPosetRow &a = rows[i].row, &b = back[i].row;
    EXPECT_TRUE(rows[i].poset == back[i].poset && a.size == b.size && a.white == b.white && a.blacks == b.blacks &&
                a.height == b.height && a.width == b.width && a.blocking_triples == b.blocking_triples &&
                a.balanced == b.balanced && a.bw == b.bw && a.pomax == b.pomax && a.automorphisms == b.automorphisms)
        << "row " << i << ": " << rows[i].poset;
  }
  expect_damage_is_an_error(bytes, decode_coloured_rows);
}

}  // namespace
