// The library calls the commands are wired to, reachable without the executable: the
// SQL text of `query` and its --attach NAME=PATH, the lines of `canonical` and `lookup`,
// the combinators of `family` over files, `merge`'s summary, the b-file list and note of
// `export`, what a `verify` child's exit status means to `nightly`, a job parameter's
// command-line check, the game registry's --game and --rule help, and `verify`'s
// recorded parameters.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "api/game_registry.hpp"
#include "engine/core/error.hpp"
#include "engine/formats/poset_files.hpp"
#include "enumerate/family_combinator.hpp"
#include "results/jobs/job_params.hpp"
#include "results/jobs/merge.hpp"
#include "results/jobs/nightly.hpp"
#include "results/jobs/progress.hpp"
#include "results/queries/lookup.hpp"
#include "results/queries/query.hpp"
#include "results/queries/sequences.hpp"
#include "tests/temp_dir.hpp"
#include "verify/verify_run.hpp"

namespace posetlab {
namespace {

using CommandCallsTest = testing::TempDirTest;

void write_text(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

ParsedPoset parsed(const std::string& line) {
  std::optional<ParsedPoset> p = PosetReader::parse_line(line, {"test", 1}, ReaderOptions{});
  EXPECT_TRUE(p.has_value()) << line;
  return std::move(*p);
}

TEST_F(CommandCallsTest, QuerySqlComesFromTheArgumentOrAFileButNotBoth) {
  EXPECT_EQ(query_sql_text("SELECT 1", ""), "SELECT 1");
  write_text(db("q.sql"), "SELECT 2;\n");
  EXPECT_EQ(query_sql_text("", db("q.sql")), "SELECT 2;\n");
  EXPECT_THROW(query_sql_text("SELECT 1", db("q.sql")), UsageError);
  EXPECT_THROW(query_sql_text("", ""), UsageError);
  write_text(db("empty.sql"), "");
  EXPECT_THROW(query_sql_text("", db("empty.sql")), UsageError);  // an empty file gives no SQL either
  EXPECT_THROW(query_sql_text("", db("missing.sql")), InputError);
}

TEST_F(CommandCallsTest, AttachWantsNameEqualsPath) {
  Store store(db("a.sqlite"), Store::Access::ReadWrite);
  try {
    attach_read_only(store, "no-equals-sign");
    FAIL() << "accepted text without '='";
  } catch (const UsageError& e) {
    EXPECT_EQ(std::string(e.what()), "--attach wants NAME=PATH, got 'no-equals-sign'");
  }
}

TEST(CommandCalls, CanonicalLineIsThePosetsTableKeyInAnyLabelling) {
  const ParsedPoset a = parsed("poset 3: 0<1 0<2"), b = parsed("poset 3: 2<0 2<1");
  EXPECT_EQ(canonical_line(a, "in", false), posets_table_key(a.poset));
  EXPECT_EQ(canonical_line(a, "in", false), canonical_line(b, "in", false));
  EXPECT_EQ(canonical_line(a, "in", true),
            "{\"input\":\"in\",\"line\":1,\"size\":3,\"canonical\":\"" + posets_table_key(a.poset) + "\"}");
  const ParsedPoset f = parsed("family 2: {0} {0,1}");
  ASSERT_TRUE(f.family.has_value());
  EXPECT_EQ(canonical_line(f, "in", false), posets_table_key(f.poset) + "\t" + two_level_table_key(*f.family).text);
}

TEST(CommandCalls, StoredRowLineInTextAndJson) {
  StoredRow row{"posets", {{"size", "3"}, {"name", "a \"b\""}, {"p", "NULL"}}, {true, false, true}};
  EXPECT_EQ(stored_row_line(row, "f.txt", 4, false), "f.txt:4 table=posets size=3 name=a \"b\" p=NULL");
  EXPECT_EQ(stored_row_line(row, "f.txt", 4, true),
            "{\"input\":\"f.txt\",\"line\":4,\"table\":\"posets\",\"size\":3,\"name\":\"a \\\"b\\\"\",\"p\":null}");
}

TEST_F(CommandCallsTest, CombinatorsReadEveryPosetOfTheFilesInOrder) {
  write_text(db("a.txt"), "poset 2: 0<1\nnot a poset\nposet 3: 0<1 0<2\n");
  std::vector<catalogue::FamilyMember> out;
  std::ostringstream log;
  ReaderOptions keep_going;
  keep_going.keep_going = true;
  catalogue::combine_files("parallel", {db("a.txt")}, keep_going, {},
                           [&](catalogue::FamilyMember&& m) { out.push_back(std::move(m)); }, log);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].poset.size(), 5);
  std::vector<catalogue::FamilyMember> parts;  // the same two posets combined directly
  for (const char* line : {"poset 2: 0<1", "poset 3: 0<1 0<2"}) parts.push_back({"", parsed(line).poset});
  EXPECT_EQ(posets_table_key(out[0].poset), posets_table_key(catalogue::combine("parallel", parts, {}).poset));
  EXPECT_EQ(log.str().rfind("posetlab family: skipped 1 bad line(s) of " + db("a.txt") + "; last: ", 0), 0u)
      << log.str();

  out.clear();
  catalogue::combine_files("not", {db("a.txt")}, keep_going, {},
                           [&](catalogue::FamilyMember&& m) { out.push_back(std::move(m)); }, log);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[1].name, "NOT_literal(" + db("a.txt") + ":3)");
  EXPECT_THROW(catalogue::combine_files("parallel", {db("a.txt")}, {}, {}, [](catalogue::FamilyMember&&) {}, log),
               InputError);  // without keep_going the bad line stops the read
  catalogue::FamilyOptions small;
  small.max_elements = 4;
  EXPECT_THROW(catalogue::combine_files("series", {db("a.txt")}, keep_going, small,
                                        [](catalogue::FamilyMember&&) {}, log),
               UsageError);  // 2 + 3 elements, past the limit
}

TEST(CommandCalls, MergeSummaryNamesEveryTableWithRows) {
  MergeReport r;
  r.jobs = 2;
  r.jobs_complete = 1;
  r.units = 10;
  r.table_rows = {{"posets", 5}, {"two_level", 0}, {"chomp", 7}};
  r.duplicate_rows = 3;
  EXPECT_EQ(merge_summary(r, 3, "out.sqlite"),
            "merge: 3 inputs -> out.sqlite: 2 jobs (1 complete), 10 units, 5 posets rows, 7 chomp rows (3 identical "
            "copies from overlapping jobs dropped), " +
                Progress::duration(0) + "\n");
  r.table_rows = {{"posets", 0}};
  r.duplicate_rows = 0;
  EXPECT_EQ(merge_summary(r, 1, "o"), "merge: 1 inputs -> o: 2 jobs (1 complete), 10 units, no rows, " +
                                          Progress::duration(0) + "\n");
}

TEST(CommandCalls, SequenceListHasOneLinePerSequence) {
  const std::string list = sequence_list();
  std::istringstream in(list);
  std::size_t n = 0;
  for (std::string line; std::getline(in, line); ++n) {
    ASSERT_LT(n, sequence_specs().size());
    EXPECT_EQ(line, sequence_specs()[n].name + "\t" + sequence_summary(sequence_specs()[n]));
  }
  EXPECT_EQ(n, sequence_specs().size());
}

TEST(CommandCalls, BfileNoteSaysWhereAndWhyTermsStop) {
  Sequence s;
  s.title = "posets-p";
  s.terms = {{1, 1}, {2, 1}, {3, 3}};
  EXPECT_EQ(bfile_note(s, "stdout"), "posetlab export: posets-p, n = 1..3 -> stdout\n");
  s.counts.last_complete = 3;
  s.counts.stop_note = "n = 4 is stored in part";
  EXPECT_EQ(bfile_note(s, "b.txt"),
            "posetlab export: posets-p, n = 1..3 -> b.txt\nposetlab export: stopped after n = 3: n = 4 is stored in part\n");
}

TEST(CommandCalls, VerifyExitStatusMeaning) {
  EXPECT_TRUE(verify_result_of_exit_status(0).passed);
  EXPECT_FALSE(verify_result_of_exit_status(1).passed);
  EXPECT_NE(verify_result_of_exit_status(1).detail.find("some check failed"), std::string::npos);
  EXPECT_EQ(verify_result_of_exit_status(137).detail, "posetlab verify stopped with status 137");
  EXPECT_EQ(verify_result_of_exit_status(-1).detail, "cannot start posetlab verify");
}

TEST(CommandCalls, JobParameterCommandLineCheck) {
  JobParam size("size", ParamType::Int, "elements", 1, 9);
  EXPECT_EQ(command_line_value_error(size, "5"), "");
  EXPECT_EQ(command_line_value_error(size, "10"), "size wants 1..9, got 10");
  EXPECT_NE(command_line_value_error(size, "x"), "");
  EXPECT_EQ(command_line_type(size), "INT in [1 - 9]");
  EXPECT_EQ(command_line_type(JobParam("summary", ParamType::Bool, "flag")), "");
}

TEST(CommandCalls, GameHelpNamesEveryKindAndRule) {
  const api::GameRegistry& r = api::game_registry();
  const std::string help = r.kinds_help();
  for (const auto& k : r.kinds()) EXPECT_NE(help.find(k->help), std::string::npos) << k->name;
  std::vector<std::string> rules;
  for (const auto& k : r.kinds()) rules.insert(rules.end(), k->rules.begin(), k->rules.end());
  EXPECT_EQ(r.rule_names(), rules);
  EXPECT_FALSE(rules.empty());
  EXPECT_EQ(r.rule_help(), r.get("removal").rule_help);
}

TEST(CommandCalls, VerifyParametersAsTheCommandLineGivesThem) {
  checks::VerifyOptions o;
  EXPECT_EQ(checks::verify_parameters(o), "verify");
  o.only = {"000-T3.1", "002"};
  o.quick = true;
  o.conjectures = "c.txt";
  EXPECT_EQ(checks::verify_parameters(o), "verify --only 000-T3.1 --only 002 --quick --conjectures c.txt");
}

}  // namespace
}  // namespace posetlab
