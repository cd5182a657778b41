// The theorem checks in quick mode: every claim of papers 000-002 passes, every
// deliberately false control fails with its smallest counterexample, and the verify
// command's exit status and --only/--list behave as documented.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>

#include "engine/positional/maker_breaker_plain.hpp"
#include "engine/positional/positional_game.hpp"
#include "enumerate/families.hpp"
#include "results/store/check_store.hpp"
#include "results/store/store.hpp"
#include "verify/check_registry.hpp"
#include "verify/report.hpp"
#include "verify/support/poset_instances.hpp"
#include "verify/support/value_oracle.hpp"

namespace posetlab::checks {
namespace {

// The check declarations written in verify/'s sources (`const Check kCheck_...`): the
// count the registry must hold, found without the lists' help (a declaration left off
// its file's list shows here).
std::size_t declarations_in_sources() {
  std::size_t count = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(std::string(POSETLAB_SOURCE_DIR) + "/verify")) {
    if (entry.path().extension() != ".cpp") continue;
    std::ifstream in(entry.path());
    for (std::string line; std::getline(in, line);)
      if (line.rfind("const Check kCheck_", 0) == 0) ++count;
  }
  return count;
}

const CheckResult& quick_result(const Check& c) {
  static std::map<std::string, CheckResult> cache;
  auto it = cache.find(c.id);
  if (it == cache.end()) {
    CheckOptions o;
    o.quick = true;
    it = cache.emplace(c.id, run_check(c, o)).first;
  }
  return it->second;
}

const Check& by_id(const std::string& id) {
  for (const Check& c : all_checks())
    if (c.id == id) return c;
  throw std::runtime_error("no check " + id);
}

TEST(Checks, IdsAreUniqueAndDescribed) {
  std::set<std::string> ids;
  for (const Check& c : all_checks()) {
    EXPECT_TRUE(ids.insert(c.id).second) << c.id;
    EXPECT_FALSE(c.claim.empty()) << c.id;
    EXPECT_FALSE(c.source.empty()) << c.id;
    EXPECT_FALSE(c.scope.empty()) << c.id;
    if (!c.expected) {
      EXPECT_FALSE(c.note.empty()) << c.id << ": an expected-false check says why";
    }
  }
  EXPECT_GE(ids.size(), 19u);
}

// Every declaration ran: the checks register from static objects that no symbol refers
// to, which a static library would drop.
TEST(Checks, RegistryHoldsEveryDeclaredCheck) {
  std::map<std::string, int> per_paper;
  for (const Check& c : all_checks()) ++per_paper[c.paper()];
  EXPECT_GE(all_checks().size(), 160u);
  EXPECT_EQ(all_checks().size(), declarations_in_sources());
  for (const char* paper : {"000", "001", "002", "004"}) EXPECT_GT(per_paper[paper], 0) << paper;
  // Registry order: papers in order.
  for (std::size_t i = 1; i < all_checks().size(); ++i)
    EXPECT_LE(all_checks()[i - 1].paper(), all_checks()[i].paper()) << all_checks()[i].id;
}

// The registry's order is (paper, list_order): two checks of a paper with one list_order
// would be ordered by id, which no declaration meant.
TEST(Checks, ListOrderIsDistinctWithinAPaper) {
  std::set<std::pair<std::string, int>> seen;
  for (const Check& c : all_checks())
    EXPECT_TRUE(seen.emplace(c.paper(), c.list_order).second) << c.id << " shares list_order " << c.list_order;
}

TEST(Checks, EveryCheckNamesItsOracle) {
  const std::set<std::string> kinds = {"definition", "formula", "engine"};
  for (const Check& c : all_checks()) {
    ASSERT_FALSE(c.oracle.empty()) << c.id;
    std::size_t from = 0;
    while (from <= c.oracle.size()) {
      const std::size_t to = std::min(c.oracle.find(',', from), c.oracle.size());
      const std::string one = c.oracle.substr(from, to - from);
      EXPECT_TRUE(kinds.count(one) || one.rfind("peer:", 0) == 0 || one.rfind("oeis:", 0) == 0) << c.id << ": " << one;
      from = to + 1;
    }
    if (!c.expected) {
      EXPECT_FALSE(c.expected_counterexample.empty()) << c.id << ": names the failure it expects";
    }
  }
}

TEST(Checks, EveryQuickCheckGivesItsExpectedVerdict) {
  for (const Check& c : all_checks()) {
    const CheckResult& r = quick_result(c);
    EXPECT_TRUE(r.error.empty()) << c.id << ": " << r.error;
    EXPECT_GT(r.instances, 0u) << c.id;
    if (c.expected) {
      EXPECT_EQ(r.failures, 0u) << c.id << ": " << r.counterexample.text << " " << r.counterexample.detail;
    } else {
      EXPECT_GT(r.failures, 0u) << c.id << " is expected to fail";
      EXPECT_FALSE(r.counterexample.text.empty()) << c.id;
    }
    EXPECT_TRUE(verdict_ok(verdict(c, r))) << c.id << ": " << verdict_name(verdict(c, r));
  }
}

TEST(Checks, ControlsReportTheirSmallestCounterexample) {
  const CheckResult& n = quick_result(by_id("000-T3.1(2)-ctl"));
  EXPECT_EQ(n.counterexample.text, "family 1: {0}");  // N_1, g = 2
  EXPECT_NE(n.counterexample.dot.find("digraph"), std::string::npos);
  const CheckResult& k = quick_result(by_id("000-Fig3-ctl"));
  EXPECT_EQ(k.counterexample.text, "family 2: {0,1}");  // K(2,1), g = 2
  EXPECT_EQ(verdict(by_id("000-Fig3-ctl"), k), Verdict::ExpectedFail);
  // The same result under the real claim's flag would be a failure.
  Check as_claim = by_id("000-Fig3-ctl");
  as_claim.expected = true;
  EXPECT_EQ(verdict(as_claim, k), Verdict::Fail);
  // Lemma 2.21 without its down-set hypothesis fails first on Lambda_2.
  const CheckResult& l = quick_result(by_id("001-L2.21-ctl"));
  EXPECT_EQ(l.counterexample.text, "poset 3: 0<2 1<2");
}

// The positions a plain search would visit are counted first, within a cap.
TEST(ValueOracle, CountsDownSetsWithinTheCap) {
  EXPECT_EQ(down_set_count(families::antichain(10), 1 << 10), std::optional<std::uint64_t>(1024));
  EXPECT_EQ(down_set_count(families::antichain(10), 1023), std::nullopt);
  EXPECT_EQ(down_set_count(families::chain(40), 100), std::optional<std::uint64_t>(41));
  EXPECT_EQ(down_set_count(families::vee(3), 100), std::optional<std::uint64_t>(9));  // empty, or the bottom + any
  EXPECT_EQ(down_set_count(Poset(), 1), std::optional<std::uint64_t>(1));
}

// Past 64 points the positions are word vectors; a disjoint union's count is the product.
TEST(ValueOracle, SearchesAnySizeByTheDefinition) {
  const Poset sum = Poset::parallel(families::chain(70), families::chain(3));
  EXPECT_EQ(down_set_count(families::chain(100), 1000), std::optional<std::uint64_t>(101));
  EXPECT_EQ(down_set_count(sum, 1000), std::optional<std::uint64_t>(71 * 4));
  EXPECT_EQ(down_set_count(sum, 283), std::nullopt);
  EXPECT_EQ(plain_grundy_any_size(sum), 70 ^ 3);
  EXPECT_FALSE(plain_first_player_wins_any_size(Poset::parallel(families::chain(70), families::chain(70))));
  EXPECT_TRUE(plain_first_player_wins_any_size(sum));
  Tally tally;
  ValueOracle values(tally, 1 << 10);
  EXPECT_EQ(values.definition(sum), std::optional<int>(70 ^ 3));
  EXPECT_EQ(values.definition(families::antichain(11)), std::nullopt);  // 2048 positions
  EXPECT_EQ(values.out_of_reach(), 1u);
  EXPECT_EQ(tally.failures(), 0u);
}

// Values of posets with few positions come from the definition, the rest from the solver;
// both give the same numbers, and a check's tally records no disagreement.
TEST(ValueOracle, TakesAffordableValuesFromTheDefinition) {
  Tally tally;
  ValueOracle values(tally, 1 << 8);
  EXPECT_EQ(values.grundy(families::antichain(7)), 1);  // 128 positions
  EXPECT_EQ(values.grundy(families::antichain(9)), 1);  // 512: the solver
  const SolveResult r = values.solve(families::vee(2));  // 0 below 1 and 2
  EXPECT_EQ(r.grundy, 1);
  EXPECT_EQ(r.gset, (std::vector<int>{0, 2}));
  EXPECT_EQ(r.winning_moves, (std::vector<int>{0}));
  EXPECT_EQ(values.by_definition(), 2u);
  EXPECT_EQ(values.by_engine(), 1u);
  EXPECT_EQ(tally.failures(), 0u);
}

TEST(Checks, ExistenceChecksNameTheirWitness) {
  EXPECT_NE(quick_result(by_id("001-S2.5")).notes.find("smallest witness"), std::string::npos);
  EXPECT_NE(quick_result(by_id("000-T3.3-rem")).notes.find("witnesses"), std::string::npos);
}

TEST(Checks, TallyKeepsTheSmallestCounterexample) {
  Tally t;
  t.pass(3);
  t.fail(value_counterexample(5, "five", "d5"));
  t.fail(value_counterexample(2, "two", "d2"));
  t.fail(value_counterexample(9, "nine", "d9"));
  const CheckResult r = t.result("s");
  EXPECT_EQ(r.instances, 6u);
  EXPECT_EQ(r.failures, 3u);
  EXPECT_EQ(r.counterexample.text, "two");
}

// A check that meets no instance has shown nothing: NO INSTANCES, a failure, and its row
// says so in both columns (never status pass).
TEST(Checks, VerdictsOfEmptyAndErroredChecks) {
  Check c;
  c.expected = true;
  CheckResult r;
  EXPECT_EQ(verdict(c, r), Verdict::NoInstances);
  EXPECT_EQ(check_row(c, r).verdict, Verdict::NoInstances);
  EXPECT_STREQ(check_status(check_row(c, r).verdict, 0), "no-instances");
  r.instances = 1;
  r.error = "boom";
  EXPECT_EQ(verdict(c, r), Verdict::Error);
  EXPECT_EQ(*check_row(c, r).error, "boom");
  EXPECT_FALSE(check_row(c, r).counterexample);
  EXPECT_FALSE(verdict_ok(Verdict::NoInstances));
  EXPECT_FALSE(verdict_ok(Verdict::UnexpectedPass));
}

// Every verdict has one token, read back as itself; other texts are no verdict.
TEST(Checks, VerdictTokensRoundTrip) {
  std::set<std::string> tokens;
  for (Verdict v : {Verdict::Pass, Verdict::Fail, Verdict::ExpectedFail, Verdict::UnexpectedPass,
                    Verdict::WrongCounterexample, Verdict::NoInstances, Verdict::Error, Verdict::NoData}) {
    EXPECT_EQ(verdict_of_token(verdict_token(v)), v) << verdict_token(v);
    tokens.insert(verdict_token(v));
  }
  EXPECT_EQ(tokens.size(), 8u);
  EXPECT_EQ(verdict_of_token("PASS"), std::nullopt);
  EXPECT_EQ(verdict_of_token(""), std::nullopt);
}

// Missing data is no evidence: NO DATA, not a failure, unless the rest of the check failed.
TEST(Checks, MissingDataIsNoDataNeverFail) {
  Check c;
  c.expected = true;
  CheckResult r;
  r.instances = 5;
  r.missing_data = "no rows";
  EXPECT_EQ(verdict(c, r), Verdict::NoData);
  EXPECT_STREQ(verdict_name(Verdict::NoData), "NO DATA");
  EXPECT_TRUE(verdict_ok(Verdict::NoData));
  c.expected = false;  // a control is not shown to fail by missing data either
  EXPECT_EQ(verdict(c, r), Verdict::NoData);
  EXPECT_EQ(check_row(c, r).verdict, Verdict::NoData);
  EXPECT_FALSE(check_row(c, r).expected);
  EXPECT_EQ(*check_row(c, r).missing_data, "no rows");
  EXPECT_FALSE(check_row(c, r).counterexample);
  c.expected = true;
  r.failures = 1;  // a failure found on the rest is a failure
  EXPECT_EQ(verdict(c, r), Verdict::Fail);
  EXPECT_EQ(check_row(c, r).verdict, Verdict::Fail);
  EXPECT_STREQ(check_status(Verdict::Fail, 1), "fail");
}

TEST(Checks, SelectByIdOrPrefix) {
  EXPECT_EQ(select_checks({"000-T3.1(2)"}).size(), 3u);  // the claim, its g-set part, the control
  EXPECT_EQ(select_checks({"000-Fig3"}).size(), 2u);
  EXPECT_TRUE(select_checks({"nope"}).empty());
  EXPECT_EQ(select_checks({}).size(), all_checks().size());
}

TEST(CheckPosets, HelpersAgreeWithDefinitions) {
  // V_2 = two points above a common bottom: the swap of the two tops is the only
  // non-identity automorphism, an involution with the bottom fixed.
  Poset v2 = Poset::from_relations(3, std::vector<Relation>{{0, 1}, {0, 2}});
  auto inv = involutive_automorphisms(v2);
  ASSERT_EQ(inv.size(), 1u);
  EXPECT_EQ(inv[0], (std::vector<int>{0, 2, 1}));
  EXPECT_EQ(articulation_points(v2), std::vector<int>{0});
  EXPECT_TRUE(is_down_set(v2, {0}));
  EXPECT_FALSE(is_down_set(v2, {1}));
  EXPECT_EQ(nauty_posets(5).size(), 63u);
}

TEST(CheckStore, RecordsAndReportsEveryVerdict) {
  const std::string path = ::testing::TempDir() + "checks_store_test.sqlite";
  std::remove(path.c_str());
  {
    Store store(path, Store::Access::ReadWrite);
    CheckRecorder rec(store, "verify --quick", 1);
    for (const char* id : {"000-Fig3", "000-Fig3-ctl"}) rec.record(check_row(by_id(id), quick_result(by_id(id))));
    // Recording the same check and scope again replaces the row.
    rec.record(check_row(by_id("000-Fig3"), quick_result(by_id("000-Fig3"))));
    rec.finish(true, 2, 0.1);
  }
  Store store(path, Store::Access::ReadOnly);
  const auto rows = read_report_rows(store.db());
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].id, "000-Fig3");
  EXPECT_EQ(rows[0].result(), "pass");
  EXPECT_EQ(rows[1].id, "000-Fig3-ctl");
  EXPECT_FALSE(rows[1].expected);
  EXPECT_EQ(rows[1].result(), "fails (expected)");
  EXPECT_EQ(rows[1].counterexample, "family 2: {0,1}");
  EXPECT_EQ(rows[1].counterexample_detail, quick_result(by_id("000-Fig3-ctl")).counterexample.detail);
  EXPECT_NE(rows[1].dot.find("digraph"), std::string::npos);
  EXPECT_EQ(store.db().query_int("SELECT count(*) FROM checks WHERE verdict = 'expected-fail' AND status = 'fail' AND "
                                 "expected = 0 AND id = '000-Fig3-ctl'"),
            1);
  const std::string md = markdown_report(rows, path);
  EXPECT_NE(md.find("| 000-Fig3-ctl |"), std::string::npos);
  EXPECT_NE(md.find("2 of 2 rows as expected"), std::string::npos);
  const std::string html = html_report(rows, path, [](const std::string&) { return std::string("<svg/>"); });
  EXPECT_NE(html.find("<svg/>"), std::string::npos);
  std::remove(path.c_str());
}

// A check that met no instance, as verify records it and the report reads it: NO
// INSTANCES in the stored verdict and status and in the report, which counts it as not
// as expected.
TEST(CheckStore, NoInstancesIsStoredAndReportedAsSuch) {
  const std::string path = ::testing::TempDir() + "checks_no_instances.sqlite";
  std::remove(path.c_str());
  Check c;
  c.id = "000-T3.1";
  c.source = "000 Thm 3.1";
  c.claim = "a claim whose instances are all left out";
  const CheckResult nothing = Tally().result("no instance in range");
  {
    Store store(path, Store::Access::ReadWrite);
    CheckRecorder rec(store, "verify", 1);
    rec.record(check_row(c, nothing));
    rec.finish(false, 1, 0.1);
  }
  Store store(path, Store::Access::ReadOnly);
  EXPECT_EQ(store.db().query_int("SELECT count(*) FROM checks WHERE verdict = 'no-instances' AND status = 'no-instances'"), 1);
  const auto rows = read_report_rows(store.db());
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].result(), "NO INSTANCES");
  EXPECT_FALSE(rows[0].as_expected());
  const std::string md = markdown_report(rows, path);
  EXPECT_NE(md.find("0 of 1 rows as expected"), std::string::npos) << md;
  EXPECT_NE(md.find("## Not as expected (1)"), std::string::npos) << md;
  EXPECT_NE(md.find("| 000-T3.1 | 000 Thm 3.1 | NO INSTANCES |"), std::string::npos) << md;
  EXPECT_NE(html_report(rows, path, {}).find("<tr class=\"bad\">"), std::string::npos);
  std::remove(path.c_str());
}

// 003 Lemma 22 under Y = {v >= x} with |X| odd: x = 2 (black, on the chain 0<1<2<3), Y =
// {2, 3}; {0,1} misses Y and stays, {2} meets Y in a black element and goes. Maker,
// starting, wins G but not G'.
TEST(Checks, Lemma22OddFailureByPlainSearch) {
  const PositionalGame g = make_game(Poset::from_relations(5, std::vector<Relation>{{0, 1}, {1, 2}, {2, 3}}), {{0, 1}, {2}});
  const PositionalGame reduced = make_game(Poset::from_relations(3, std::vector<Relation>{{0, 1}}), {{0, 1}});
  EXPECT_EQ(g.to_text(), "poset 5: 0<1 1<2 2<3 | {0,1} {2}");
  EXPECT_EQ(reduced.to_text(), "poset 3: 0<1 | {0,1}");
  EXPECT_TRUE(plain_maker_wins(g, true));
  EXPECT_FALSE(plain_maker_wins(reduced, true));
  EXPECT_FALSE(by_id("003-L22-x-odd").expected);
  EXPECT_TRUE(by_id("003-L22-y-even").expected);
  EXPECT_FALSE(by_id("003-L22-y-odd").expected);
  EXPECT_TRUE(by_id("003-L22-gt-x-even").expected);
}

// A database without posets rows (one that holds only two-level tables, say): the
// tables' checks run on tables of their own and say so, instead of finding no instances.
TEST(Checks, TablesChecksFallBackToTheirOwnTables) {
  const std::string path = ::testing::TempDir() + "checks_no_posets.sqlite";
  std::remove(path.c_str());
  { Store create(path, Store::Access::ReadWrite); }
  Store tables(path, Store::Access::ReadOnly);
  CheckOptions o;
  o.quick = true;
  o.tables = &tables;
  for (const char* id : {"tab-posets-two-level", "tab-posets-plain"}) {
    const CheckResult r = run_check(by_id(id), o);
    EXPECT_EQ(verdict(by_id(id), r), Verdict::Pass) << id << ": " << r.error << " " << r.scope;
    EXPECT_NE(r.scope.find("the database holds no posets"), std::string::npos) << r.scope;
  }
  std::remove(path.c_str());
}

int run_cli(const std::string& args) {
  const std::string cmd = std::string(POSETLAB_BINARY) + " " + args + " >/dev/null 2>&1";
  const int status = std::system(cmd.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(VerifyCommandCli, ExitStatus) {
  EXPECT_EQ(run_cli("verify --quick --no-db -q --only 000-Fig3"), 0);  // claim passes, control fails
  EXPECT_EQ(run_cli("verify --list"), 0);
  EXPECT_EQ(run_cli("verify --quick --no-db --only no-such-check"), 2);
}

// 000-T4.2 reads the stored two_level rows when a database is given: none is no evidence
// (NO DATA, saying how to fill them), the rows of a two-level job pass, and one stored
// Grundy value changed is found.
TEST(ChecksCli, T42HoldsTheStoredTwoLevelRowsToTheFormula) {
  const std::string path = ::testing::TempDir() + "checks_t42.sqlite";
  std::remove(path.c_str());
  { Store create(path, Store::Access::ReadWrite); }
  auto t42 = [&] {
    Store tables(path, Store::Access::ReadOnly);
    CheckOptions o;
    o.quick = true;
    o.tables = &tables;
    return run_check(by_id("000-T4.2"), o);
  };
  const CheckResult empty = t42();
  EXPECT_EQ(verdict(by_id("000-T4.2"), empty), Verdict::NoData);
  EXPECT_EQ(empty.failures, 0u);
  EXPECT_NE(empty.missing_data.find("posetlab enumerate two-level"), std::string::npos) << empty.missing_data;

  ASSERT_EQ(run_cli("enumerate two-level --bottoms 3 -q --db " + path), 0);
  const CheckResult filled = t42();
  EXPECT_EQ(verdict(by_id("000-T4.2"), filled), Verdict::Pass) << filled.scope;
  EXPECT_NE(filled.scope.find("parity-uniform: "), std::string::npos) << filled.scope;
  EXPECT_EQ(filled.scope.find("parity-uniform: 0"), std::string::npos) << filled.scope;

  {
    Store writable(path, Store::Access::ReadWrite);
    writable.db().exec(
        "UPDATE two_level_rows SET grundy = grundy + 1 WHERE (bottoms, sets) = "
        "(SELECT bottoms, sets FROM two_level_rows WHERE parity_uniform = 1 ORDER BY bottoms DESC, sets LIMIT 1)");
  }
  const CheckResult changed = t42();
  EXPECT_EQ(verdict(by_id("000-T4.2"), changed), Verdict::Fail);
  EXPECT_EQ(changed.failures, 1u);
  std::remove(path.c_str());
}

// The command and the report on a database without two_level rows: 000-T4.2 reads NO
// DATA in text, JSON and the stored row, verify exits 0, and the report counts the row as
// expected (no "Not as expected" section, no red row). Its control still fails as it must.
TEST(VerifyCommandCli, NoDataIsReportedAndIsNotAFailure) {
  const std::string path = ::testing::TempDir() + "checks_no_data.sqlite";
  std::remove(path.c_str());
  { Store create(path, Store::Access::ReadWrite); }
  const std::string b = POSETLAB_BINARY;
  const std::string verify = b + " verify --quick -q --only 000-T4.2 --db " + path;
  std::string text;
  int status = -1;
  auto run = [&](const std::string& cmd) {
    text.clear();
    FILE* pipe = popen((cmd + " 2>&1").c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    char buf[4096];
    while (std::size_t got = std::fread(buf, 1, sizeof buf, pipe)) text.append(buf, got);
    status = pclose(pipe);
  };
  run(verify);
  EXPECT_EQ(WEXITSTATUS(status), 0) << text;
  EXPECT_NE(text.find("000-T4.2               NO DATA "), std::string::npos) << text;
  EXPECT_NE(text.find("missing: the database has no parity-uniform two_level rows"), std::string::npos) << text;
  EXPECT_NE(text.find("1 with NO DATA in the database (not a failure)"), std::string::npos) << text;
  EXPECT_EQ(text.find("FAIL"), std::string::npos) << text;
  run(verify + " --json");
  EXPECT_EQ(WEXITSTATUS(status), 0) << text;
  EXPECT_NE(text.find("\"result\":\"NO DATA\",\"ok\":true"), std::string::npos) << text;
  EXPECT_NE(text.find("\"missing_data\":\"the database has no parity-uniform"), std::string::npos) << text;

  Store store(path, Store::Access::ReadOnly);
  const auto rows = read_report_rows(store.db());  // the claim and its control, 000-T4.2-ctl
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].id, "000-T4.2");
  EXPECT_EQ(rows[0].status, "no-data");
  EXPECT_EQ(rows[0].result(), "NO DATA");
  EXPECT_TRUE(rows[0].as_expected());
  const std::string md = markdown_report(rows, path);
  EXPECT_NE(md.find("2 of 2 rows as expected"), std::string::npos) << md;
  EXPECT_NE(md.find("1 with NO DATA"), std::string::npos) << md;
  EXPECT_EQ(md.find("Not as expected"), std::string::npos) << md;
  const std::string html = html_report(rows, path, {});
  EXPECT_NE(html.find("<tr class=\"nodata\"><td class=\"id nw\"><span class=\"nw\">000-T4.2</span>"), std::string::npos) << html;
  EXPECT_EQ(html.find("class=\"bad\""), std::string::npos) << html;
  EXPECT_EQ(html.find("id=\"failures\""), std::string::npos) << html;
  std::remove(path.c_str());
}

}  // namespace
}  // namespace posetlab::checks
