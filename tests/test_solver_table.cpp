// A full table is never kept full: a solver's private table grows or is cleared between
// solves, a stream's shared table is cleared at its safe points; values never change.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <random>

#include "engine/core/poset.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/solver.hpp"
#include "engine/memo/shared_table.hpp"
#include "engine/memo/solver_table.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"
#include "verify/support/poset_instances.hpp"

using namespace posetlab;

namespace {
// Fills the probe window of one home slot and replaces an entry there.
void overflow(SharedTable& t) {
  for (std::uint64_t i = 1; i <= SharedTable::kMaxProbe + 1; ++i) t.insert(Fingerprint{i, 0x4200}, 1);
  ASSERT_GT(t.replaced(), 0u);
}
}  // namespace

TEST(SolverTable, PrivateTableGrowsFourfoldUpToItsLargest) {
  SolverTable st(nullptr, 1024, 1 << 14);
  ASSERT_TRUE(st.is_private());
  EXPECT_EQ(&st.for_next_solve(), &st.get());
  EXPECT_EQ(st.get().capacity(), 1024u);  // nothing replaced: the same table
  for (std::size_t capacity : {4096, 1 << 14}) {
    overflow(st.get());
    SharedTable& next = st.for_next_solve();
    EXPECT_EQ(next.capacity(), capacity);
    EXPECT_EQ(next.replaced(), 0u);
    EXPECT_EQ(next.count_used(), 0u);
  }
  overflow(st.get());
  SharedTable* largest = &st.get();
  EXPECT_EQ(&st.for_next_solve(), largest);  // at its largest it is kept, entries and all
  EXPECT_GT(largest->count_used(), 0u);
}

TEST(SolverTable, SharedTableIsLeftToItsOwner) {
  SharedTable shared(1024);
  SolverTable st(&shared, 1 << 20);
  EXPECT_FALSE(st.is_private());
  overflow(shared);
  EXPECT_EQ(&st.for_next_solve(), &shared);
  EXPECT_GT(shared.replaced(), 0u);
}

// A solver whose private table is far too small for its games (it grows from 1024 slots
// between them): every value stays that of plain search.
TEST(SolverTable, SolverWithATinyPrivateTableStaysExact) {
  SolverOptions o;
  o.private_table_slots = 1024;
  Solver solver(o);
  std::mt19937_64 rng(20261123);
  for (int i = 0; i < 40; ++i) {
    const Poset p = checks::random_poset(18 + i % 5, 0.1, rng);
    ASSERT_EQ(solver.grundy(p), plain_grundy(p)) << p.to_text();
  }
  EXPECT_GT(solver.stats().positions, 10000u);  // ten times the first table's slots
}

// `posetlab solve` on a stream whose positions do not fit a 1 MiB table: every answer is
// the one a table large enough for the whole stream gives, in about the same time (a
// table that stored nothing once full took 69 s here, against 0.2 s), and stderr says
// that the table filled.
class StreamTableCli : public posetlab::testing::TempDirTest {};

TEST_F(StreamTableCli, SolveStreamThatOverfillsItsTableStaysExact) {
  const std::string input = db("stream.txt");
  {
    std::ofstream out(input);
    std::mt19937_64 rng(7);
    for (int i = 0; i < 8192 + 200; ++i)
      out << (i % 8192 < 600 ? checks::random_poset(20, 0.1, rng).to_text() : std::string("poset 1:")) << "\n";
  }
  const std::string solve = std::string(POSETLAB_BINARY) + " solve --search kernel --stats " + input;
  const auto small = posetlab::testing::run_shell(solve + " --table-mb 1 2>" + db("small.err"));
  const auto large = posetlab::testing::run_shell(solve + " --table-mb 256 2>/dev/null");
  ASSERT_EQ(small.status, 0);
  ASSERT_EQ(large.status, 0);
  EXPECT_EQ(small.out, large.out);
  std::ifstream err_file(db("small.err"));
  const std::string err((std::istreambuf_iterator<char>(err_file)), std::istreambuf_iterator<char>());
  EXPECT_NE(err.find("the table (1 MiB) filled within the first 8192 instances; newer positions now replace older"),
            std::string::npos)
      << err;
  EXPECT_EQ(err.find(" 0 entries replaced"), std::string::npos) << err;
}
