// `posetlab find` as a library call (results/conjectures/find_rows.hpp) on every table it reads:
// each line it prints is read back as the poset it names and its Grundy value taken by
// plain search (the definition), the counts held against facts known apart from the
// tables (every rectangular Chomp board but 1 x 1 is a first-player win), the order is
// the table's key, and every refusal names what it refuses.
#include <gtest/gtest.h>

#include <sstream>

#include "engine/core/error.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/two_level_job.hpp"
#include "results/jobs/job_runner.hpp"
#include "results/conjectures/find_rows.hpp"
#include "results/store/table_printer.hpp"
#include "results/tables/chomp.hpp"
#include "results/tables/coloured_posets.hpp"
#include "results/tables/posets.hpp"
#include "results/tables/two_level.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

class FindTest : public testing::TempDirTest {
 protected:
  void SetUp() override {
    TempDirTest::SetUp();
    store_ = std::make_unique<Store>(db("f.sqlite"), Store::Access::ReadWrite);
    JobOptions o;
    o.progress.enabled = false;
    for (int n = 1; n <= 5; ++n) run_posets_job(*store_, PosetsSpec{n, 1}, o);
    ChompSpec chomp;
    chomp.max = 4;
    chomp.threads = 1;
    ChompTableJob chomp_job(chomp);
    run_job(*store_, chomp_job, o);
    TwoLevelSpec two;
    two.bottoms = 3;
    two.threads = 1;
    auto job = make_two_level_job(two);
    run_two_level_job(*store_, *job, two, o);
    ColouredPosetsSpec coloured;
    coloured.size_max = 3;
    coloured.threads = 1;
    run_coloured_job(*store_, coloured, o);
  }
  std::vector<std::string> lines(const FindFilters& f, FindOutput output = FindOutput::Lines) {
    std::ostringstream out;
    const std::uint64_t n = find_rows(*store_, f, output, out);
    std::vector<std::string> all;
    std::istringstream in(out.str());
    for (std::string line; std::getline(in, line);) all.push_back(line);
    if (output == FindOutput::Lines) {
      EXPECT_EQ(all.size(), n);
    }
    return all;
  }
  std::int64_t count(const std::string& sql) { return store_->db().query_int(sql); }
  std::unique_ptr<Store> store_;
};

ParsedPoset read_found(const std::string& line) {
  return *PosetReader::parse_line(line, LineSource{"<find>", 1}, ReaderOptions{});
}

TEST_F(FindTest, PosetLinesReadBackWithTheirValueByTheDefinition) {
  FindFilters f;
  f.table = "posets";
  f.where = "grundy = 0 AND height >= 2";
  f.limit = 0;
  const auto found = lines(f);
  ASSERT_EQ(std::int64_t(found.size()), count("SELECT count(*) FROM posets WHERE grundy = 0 AND height >= 2"));
  ASSERT_FALSE(found.empty());
  for (const std::string& line : found) {
    const ParsedPoset p = read_found(line);  // the object, then its columns after '#'
    EXPECT_EQ(plain_grundy(p.poset), 0) << line;
    EXPECT_NE(line.find(" grundy=0"), std::string::npos) << line;
    EXPECT_EQ(line.find("canonical="), std::string::npos) << "a text column the filter does not name";
  }
  // --size is the table's size; a text column the filter names is shown.
  f.size = SizeRange{4, 4};
  f.where = "outcome = 'P'";
  const auto four = lines(f);
  EXPECT_EQ(std::int64_t(four.size()), count("SELECT count(*) FROM posets WHERE size = 4 AND grundy = 0"));
  for (const std::string& line : four) {
    EXPECT_EQ(read_found(line).poset.size(), 4) << line;
    EXPECT_NE(line.find(" outcome=P"), std::string::npos) << line;
  }
}

TEST_F(FindTest, EveryTableWithRowsInTheOrderOfItsKey) {
  for (const std::string table : {"posets", "two_level", "coloured_posets", "chomp"}) {
    FindFilters f;
    f.table = table;
    f.limit = 0;
    const auto all = lines(f);
    EXPECT_EQ(std::int64_t(all.size()), count("SELECT count(*) FROM " + table)) << table;
    f.limit = 3;
    EXPECT_EQ(lines(f), std::vector<std::string>(all.begin(), all.begin() + 3)) << table;
  }
  FindFilters f;
  f.table = "posets";
  f.limit = 0;
  std::string found;
  for (const std::string& row : lines(f, FindOutput::Csv)) found += row + "\n";
  Stmt s = store_->db().prepare("SELECT * FROM posets ORDER BY size, canonical");
  std::ostringstream sorted;
  print_rows(s, OutputFormat::Csv, sorted);
  EXPECT_EQ(found, sorted.str());
  // Chomp: every rectangular board but 1 x 1 is a first-player win (strategy stealing).
  f.table = "chomp";
  f.where = "outcome = 'P'";
  const auto p = lines(f);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_NE(p[0].find("a=1 b=1"), std::string::npos) << p[0];
}

TEST_F(FindTest, TwoLevelFiltersAndItsSize) {
  FindFilters f;
  f.bottoms = SizeRange{3, 3};
  f.grundy = 0;
  f.limit = 0;
  EXPECT_EQ(find_table(f), "two_level");
  const auto found = lines(f);
  EXPECT_EQ(std::int64_t(found.size()), count("SELECT count(*) FROM two_level WHERE bottoms = 3 AND grundy = 0"));
  for (const std::string& line : found) EXPECT_EQ(plain_grundy(read_found(line).poset), 0) << line;
  FindFilters sized;
  sized.table = "two_level";
  sized.size = SizeRange{5, 5};
  sized.limit = 0;
  EXPECT_EQ(std::int64_t(lines(sized).size()), count("SELECT count(*) FROM two_level WHERE bottoms + tops = 5"));
  for (const std::string& line : lines(sized)) EXPECT_EQ(read_found(line).poset.size(), 5) << line;
  // Drawings: one per row, each with its covers.
  sized.limit = 2;
  std::ostringstream dot;
  EXPECT_EQ(find_rows(*store_, sized, FindOutput::Dot, dot), 2u);
  std::size_t graphs = 0;
  for (std::size_t at = 0; (at = dot.str().find("graph", at)) != std::string::npos; at += 5) ++graphs;
  EXPECT_GE(graphs, 2u);
}

TEST_F(FindTest, RefusalsNameWhatTheyRefuse) {
  FindFilters f;
  EXPECT_EQ(find_table(f), "posets");  // the table conjecture reads by default
  std::ostringstream out;
  f.table = "posets";
  f.bottoms = SizeRange{3, 3};
  try {
    find_rows(*store_, f, FindOutput::Lines, out);
    ADD_FAILURE() << "a filter on a column posets lacks";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("--bottoms: table posets has no column bottoms"), std::string::npos) << e.what();
  }
  f.bottoms.reset();
  f.where = "grundy = = 0";
  EXPECT_THROW(find_rows(*store_, f, FindOutput::Lines, out), InputError);
  f.where = "(SELECT count(*) FROM runs) > 0";  // another table: refused by the guard
  EXPECT_THROW(find_rows(*store_, f, FindOutput::Lines, out), InputError);
  f.where = "1); DROP TABLE posets; --";
  EXPECT_THROW(find_rows(*store_, f, FindOutput::Lines, out), InputError);
  f.where.clear();
  f.limit = -1;
  EXPECT_THROW(find_rows(*store_, f, FindOutput::Lines, out), UsageError);
  f.limit = 1;
  f.table = "chomp";
  EXPECT_THROW(find_rows(*store_, f, FindOutput::Dot, out), UsageError);  // no poset per row
  f.table = "runs";
  EXPECT_THROW(find_rows(*store_, f, FindOutput::Lines, out), UsageError);
  EXPECT_EQ(count("SELECT count(*) FROM posets"), 1 + 2 + 5 + 16 + 63);
}

}  // namespace
}  // namespace posetlab
