// `conjecture test` and `conjecture mine` against an independent oracle: every poset of
// 1..7 points straight from nauty-genposetg (not posetlab's wrapper), its Grundy value by
// plain search on the definition, and its invariants (height, width, relations,
// components, least element) by brute force over subsets. The database is built by the
// CLI; each conjecture's per-size rows and counterexamples must equal the oracle's.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_sql.hpp"
#include "results/conjectures/conjecture_file.hpp"
#include "results/conjectures/conjecture_mine.hpp"
#include "results/store/store.hpp"
#include "tests/shell.hpp"

namespace posetlab {
namespace {

using testing::run_shell;

// 7 keeps the test to seconds; POSETLAB_CONJECTURE_TEST_SIZE=9 runs the same comparisons on
// every poset of 1..9 points (a minute or two).
const int kMaxSize = [] {
  const char* env = std::getenv("POSETLAB_CONJECTURE_TEST_SIZE");
  const int n = env ? std::atoi(env) : 7;
  return n >= 3 && n <= 9 ? n : 7;
}();

struct Brute {
  int n = 0, grundy = 0, height = 0, width = 0, relations = 0, components = 0;
  bool least = false;
};

Brute brute(const Poset& p) {
  Brute b;
  b.n = p.size();
  b.grundy = plain_grundy(p);
  for (int x = 0; x < b.n; ++x)
    for (int y = 0; y < b.n; ++y) b.relations += x != y && p.leq(x, y);
  for (unsigned s = 1; s < (1u << b.n); ++s) {
    bool chain = true, antichain = true;
    for (int x = 0; x < b.n; ++x)
      for (int y = x + 1; y < b.n; ++y)
        if ((s >> x & 1) && (s >> y & 1)) {
          const bool c = p.leq(x, y) || p.leq(y, x);
          chain = chain && c;
          antichain = antichain && !c;
        }
    const int k = __builtin_popcount(s);
    if (chain) b.height = std::max(b.height, k);
    if (antichain) b.width = std::max(b.width, k);
  }
  std::vector<int> parent(b.n);
  for (int x = 0; x < b.n; ++x) parent[x] = x;
  std::function<int(int)> root = [&](int x) { return parent[x] == x ? x : parent[x] = root(parent[x]); };
  for (int x = 0; x < b.n; ++x)
    for (int y = 0; y < b.n; ++y)
      if (p.leq(x, y)) parent[root(x)] = root(y);
  for (int x = 0; x < b.n; ++x) b.components += root(x) == x;
  for (int x = 0; x < b.n && !b.least; ++x) {
    bool all = true;
    for (int y = 0; y < b.n; ++y) all = all && p.leq(x, y);
    b.least = all;
  }
  return b;
}

std::string quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string file_bytes(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

class ConjectureCli : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    oracle_ = new std::vector<Brute>;
    dir_ =
        new std::string(std::filesystem::temp_directory_path() / ("posetlab_conjecture_" + std::to_string(getpid())));
    std::filesystem::remove_all(*dir_);
    std::filesystem::create_directories(*dir_);
    for (int n = 1; n <= kMaxSize; ++n) {
      ASSERT_EQ(run_shell(std::string(POSETLAB_BINARY) + " enumerate posets -q --threads 2 --size " +
                          std::to_string(n) + " --db " + db() + " >/dev/null 2>&1")
                    .status,
                0);
      const auto gen = run_shell("nauty-genposetg " + std::to_string(n) + " o 2>/dev/null");
      ASSERT_EQ(gen.status, 0);
      std::istringstream lines(gen.out);
      for (std::string line; std::getline(lines, line);)
        if (!line.empty()) oracle_->push_back(brute(parse_digraph6(line)));
    }
  }
  static void TearDownTestSuite() {
    std::filesystem::remove_all(*dir_);
    delete dir_;
    delete oracle_;
  }
  static std::string db() { return *dir_ + "/posets.sqlite"; }
  static std::string cli(const std::string& args) { return std::string(POSETLAB_BINARY) + " " + args + " 2>&1"; }

  static std::string* dir_;
  static std::vector<Brute>* oracle_;
};

std::string* ConjectureCli::dir_ = nullptr;
std::vector<Brute>* ConjectureCli::oracle_ = nullptr;

struct Case {
  std::string expr, where;
  std::function<bool(const Brute&)> applies, holds;
};

TEST_F(ConjectureCli, OracleHasEveryPoset) {
  // A000112 for n = 1..kMaxSize: the oracle's own stream is complete.
  const std::uint64_t a000112[] = {1, 1, 2, 5, 16, 63, 318, 2045, 16999, 183231};
  std::uint64_t total = 0;
  for (int n = 1; n <= kMaxSize; ++n) total += a000112[n];
  EXPECT_EQ(oracle_->size(), total);
}

TEST_F(ConjectureCli, VerdictsAndCountsMatchTheOracle) {
  auto all = [](const Brute&) { return true; };
  const std::vector<Case> cases = {
      {"grundy <= size", "", all, [](const Brute& b) { return b.grundy <= b.n; }},
      {"grundy % 2 = size % 2", "", all, [](const Brute& b) { return b.grundy % 2 == b.n % 2; }},
      {"grundy = size % 2", "", all, [](const Brute& b) { return b.grundy == b.n % 2; }},
      {"grundy = size % 2", "height = 1", [](const Brute& b) { return b.height == 1; },
       [](const Brute& b) { return b.grundy == b.n % 2; }},
      {"grundy = size", "width = 1", [](const Brute& b) { return b.width == 1; },
       [](const Brute& b) { return b.grundy == b.n; }},
      {"grundy > 0", "", all, [](const Brute& b) { return b.grundy > 0; }},
      {"grundy > 0", "levels = '1' OR levels LIKE '1,%'", [](const Brute& b) { return b.least; },
       [](const Brute& b) { return b.grundy > 0; }},
      {"width * height >= size", "", all, [](const Brute& b) { return b.width * b.height >= b.n; }},
      {"grundy <= width + 1", "", all, [](const Brute& b) { return b.grundy <= b.width + 1; }},
      {"relations <= 12", "", all, [](const Brute& b) { return b.relations <= 12; }},
      {"grundy != 2", "components = 1", [](const Brute& b) { return b.components == 1; },
       [](const Brute& b) { return b.grundy != 2; }},
      {"2*grundy <= relations + 2*width + 1", "", all,
       [](const Brute& b) { return 2 * b.grundy <= b.relations + 2 * b.width + 1; }},
  };
  Store store(db(), Store::Access::ReadOnly);
  int held = 0, failed = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE(c.expr + " where " + c.where);
    std::vector<std::uint64_t> rows(kMaxSize + 1), bad(kMaxSize + 1);
    for (const Brute& b : *oracle_)
      if (c.applies(b)) ++rows[b.n], bad[b.n] += !c.holds(b);
    int smallest = -1;
    for (int n = kMaxSize; n >= 1; --n)
      if (bad[n]) smallest = n;
    const ConjectureResult r = test_conjecture(store.db(), c.expr, "posets", c.where, 3);
    ASSERT_EQ(r.sizes.size(), std::size_t(kMaxSize));
    EXPECT_TRUE(r.partial_sizes.empty());
    for (const auto& s : r.sizes) {
      EXPECT_EQ(s.rows, rows[s.size]) << "size " << s.size;
      EXPECT_EQ(s.counterexamples, bad[s.size]) << "size " << s.size;
    }
    EXPECT_EQ(r.holds, smallest < 0);
    EXPECT_EQ(r.smallest_counterexample_size.value_or(-1), smallest);
    if (smallest > 0) {
      ASSERT_FALSE(r.counterexamples.empty());
      EXPECT_EQ(r.counterexamples.front().size, smallest);
      // The counterexample shown really is one: its poset, solved by the definition.
      const Brute b = brute(parse_poset_text(r.counterexamples.front().text));
      EXPECT_TRUE(c.applies(b) && !c.holds(b)) << r.counterexamples.front().text;
      EXPECT_EQ(r.verdict_line(), "fails: smallest counterexample has " + std::to_string(smallest) + " points");
    } else {
      std::uint64_t total = 0;
      for (int n = 1; n <= kMaxSize; ++n) total += rows[n];
      EXPECT_EQ(r.verdict_line(), "holds for every poset with at most " + std::to_string(kMaxSize) + " points (" +
                                      std::to_string(total) + " rows)");
    }
    (smallest < 0 ? held : failed) += 1;
  }
  // Both verdicts are exercised, and a where clause turns a false one into a true one.
  EXPECT_GE(held, 4);
  EXPECT_GE(failed, 4);
}

TEST_F(ConjectureCli, CliExitStatusAndJson) {
  auto holds = run_shell(cli("conjecture test " + quoted("grundy <= size") + " --db " + db() + " --json"));
  EXPECT_EQ(holds.status, 0) << holds.out;
  EXPECT_NE(holds.out.find("\"holds\":true"), std::string::npos) << holds.out;
  std::string sizes = "[1";
  for (int n = 2; n <= kMaxSize; ++n) sizes += "," + std::to_string(n);
  EXPECT_NE(holds.out.find("\"sizes\":" + sizes + "],\"partial_sizes\":[]"), std::string::npos) << holds.out;
  EXPECT_NE(holds.out.find("\"smallest_counterexample_size\":null"), std::string::npos) << holds.out;
  auto fails = run_shell(cli("conjecture test " + quoted("grundy % 2 = size % 2") + " --show 2 --db " + db()));
  EXPECT_EQ(fails.status, 1) << fails.out;
  EXPECT_NE(fails.out.find("fails: smallest counterexample has 3 points"), std::string::npos) << fails.out;
  EXPECT_NE(fails.out.find("\nposet 3: 0<2 1<2  #"), std::string::npos) << fails.out;
}

// A counterexample line shows every column its statement names, text columns included, and
// the values shown are those `solve` computes for the line's poset.
TEST_F(ConjectureCli, CounterexampleLinesShowTheColumnsTheStatementNames) {
  auto fails = run_shell(cli("conjecture test " + quoted("misere = outcome") + " --show 3 --db " + db()));
  EXPECT_EQ(fails.status, 1) << fails.out;
  std::istringstream lines(fails.out);
  int shown = 0;
  for (std::string line; std::getline(lines, line);) {
    if (!line.starts_with("poset ")) continue;
    ++shown;
    const std::string object = line.substr(0, line.find("  #"));
    const auto value = [&](const std::string& name) {
      const auto at = line.find(" " + name + "=");
      return at == std::string::npos ? std::string("?") : line.substr(at + name.size() + 2, 1);
    };
    const auto normal = run_shell("printf '%s\\n' " + quoted(object) + " | " + std::string(POSETLAB_BINARY) + " solve");
    const auto misere = run_shell("printf '%s\\n' " + quoted(object) + " | " + std::string(POSETLAB_BINARY) +
                                  " solve --game misere");
    EXPECT_NE(normal.out.find("outcome=" + value("outcome")), std::string::npos) << line << "\n" << normal.out;
    EXPECT_NE(misere.out.find("outcome=" + value("misere")), std::string::npos) << line << "\n" << misere.out;
    EXPECT_NE(value("misere"), value("outcome")) << line;
    EXPECT_EQ(line.find("canonical="), std::string::npos) << "a text column the statement does not name: " << line;
  }
  EXPECT_EQ(shown, 3) << fails.out;
}

TEST_F(ConjectureCli, BadExpressionsExitTwoAndChangeNothing) {
  const std::string before = file_bytes(db());
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"grundy <= sizee", ":1:11: no such column: sizee"},
      {"grundy <=", "syntax error"},
      {"'abc", "unterminated string"},
      {"grundy) FROM posets; DROP TABLE posets; SELECT (1", "')' without a matching '('"},
      {"grundy; DROP TABLE posets", "';' is not allowed"},
      {"grundy <= size -- ", "comments are not allowed"},
      {"(DELETE FROM posets RETURNING 1) = 1", "syntax error"},
      {"(SELECT count(*) FROM jobs) >= 0", "refused: a read of table jobs"},
      {"load_extension('/tmp/x') IS NULL", "refused: the function load_extension()"},
      {"(WITH w AS (INSERT INTO posets DEFAULT VALUES RETURNING 1) SELECT 1) = 1", "syntax error"},
      // Errors at run time are bad input too, never a counterexample (exit 1).
      {"abs(-9223372036854775807 - 1 + grundy) >= 0", "failed while it ran: integer overflow"},
      {"length(randomblob(1e9)) > 0", "longer than its limit of 100000000 bytes"},
  };
  for (const auto& [expr, message] : bad) {
    const auto r = run_shell(cli("conjecture test " + quoted(expr) + " --db " + db()));
    EXPECT_EQ(r.status, 2) << expr << ": " << r.out;
    EXPECT_NE(r.out.find(message), std::string::npos) << expr << ": " << r.out;
    if (message.find("syntax") != std::string::npos || message.find("column") != std::string::npos) {
      EXPECT_NE(r.out.find("columns of posets: size, part, canonical"), std::string::npos) << r.out;
    }
  }
  const auto where = run_shell(cli("conjecture test 1 --where " + quoted("hieght = 1") + " --db " + db()));
  EXPECT_EQ(where.status, 2) << where.out;
  EXPECT_NE(where.out.find("<where>:1:1: no such column: hieght"), std::string::npos) << where.out;
  const auto table = run_shell(cli("conjecture test 1 --table jobs --db " + db()));
  EXPECT_EQ(table.status, 2) << table.out;
  EXPECT_EQ(file_bytes(db()), before);
}

// An expression past its time limit stops, as bad input: here a limit of 0 s, which the
// first check of the clock (every 10 000 SQLite instructions) finds passed.
TEST_F(ConjectureCli, AnExpressionPastItsTimeLimitStops) {
  Store store(db(), Store::Access::ReadOnly);
  const UserSqlBounds saved = user_sql_bounds();
  user_sql_bounds().seconds = 0;
  try {
    test_conjecture(store.db(), "(SELECT count(*) FROM posets a, posets b WHERE a.size <= 5 AND b.size <= 5) >= 0");
    ADD_FAILURE() << "no time limit";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("ran past its time limit of 0 s"), std::string::npos) << e.what();
  }
  user_sql_bounds() = saved;
  EXPECT_TRUE(test_conjecture(store.db(), "(SELECT count(*) FROM posets a, posets b WHERE a.size <= 5 AND b.size <= 5) >= 0").holds);
}

TEST_F(ConjectureCli, PartialSizeIsReportedAndNeverProof) {
  const std::string partial = *dir_ + "/partial.sqlite";
  for (int n = 1; n <= 6; ++n)
    ASSERT_EQ(run_shell(cli("enumerate posets -q --size " + std::to_string(n) + " --db " + partial)).status, 0);
  ASSERT_EQ(run_shell(cli("enumerate posets -q --size 7 --shard 0/2 --db " + partial)).status, 0);
  {
    Store store(partial, Store::Access::ReadOnly);
    // False on every stored row of size 7, yet size 7 is only partly stored.
    const ConjectureResult r = test_conjecture(store.db(), "size < 7");
    EXPECT_TRUE(r.holds);
    EXPECT_EQ(r.partial_sizes, std::vector<int>{7});
    EXPECT_EQ(r.largest_size(), 6);
    EXPECT_EQ(r.rows, 1u + 2 + 5 + 16 + 63 + 318);
    EXPECT_NE(r.stop_note.find("size 7 is incomplete"), std::string::npos) << r.stop_note;
  }
  {
    // A where clause that leaves out every row of the partial size: still reported partial.
    Store store(partial, Store::Access::ReadOnly);
    const ConjectureResult r = test_conjecture(store.db(), "grundy <= size", "posets", "size < 7");
    EXPECT_TRUE(r.holds);
    EXPECT_EQ(r.partial_sizes, std::vector<int>{7});
  }
  const auto json = run_shell(cli("conjecture test " + quoted("size < 7") + " --json --db " + partial));
  EXPECT_EQ(json.status, 0) << json.out;
  EXPECT_NE(json.out.find("\"sizes\":[1,2,3,4,5,6],\"partial_sizes\":[7]"), std::string::npos) << json.out;
  ASSERT_EQ(run_shell(cli("enumerate posets -q --size 7 --shard 1/2 --db " + partial)).status, 0);
  Store store(partial, Store::Access::ReadOnly);
  const ConjectureResult r = test_conjecture(store.db(), "size < 7");
  EXPECT_FALSE(r.holds);
  EXPECT_EQ(r.smallest_counterexample_size.value_or(-1), 7);
}

TEST_F(ConjectureCli, SummaryRowsCountTheirPosetsAndNoCompleteSizeProvesNothing) {
  const std::string summary = *dir_ + "/summary.sqlite";
  for (int n = 1; n <= 6; ++n)
    ASSERT_EQ(run_shell(cli("enumerate posets -q --summary --size " + std::to_string(n) + " --db " + summary)).status,
              0);
  Store store(summary, Store::Access::ReadOnly);
  const ConjectureResult r = test_conjecture(store.db(), "grundy <= width", "posets_summary");
  std::vector<std::uint64_t> rows(7), bad(7);
  for (const Brute& b : *oracle_)
    if (b.n <= 6) ++rows[b.n], bad[b.n] += b.grundy > b.width;
  ASSERT_EQ(r.sizes.size(), 6u);
  for (const auto& s : r.sizes) {
    EXPECT_EQ(s.rows, rows[s.size]) << s.size;
    EXPECT_EQ(s.counterexamples, bad[s.size]) << s.size;
  }
  // The posets table of this file is empty: nothing is tested, and nothing holds.
  const ConjectureResult none = test_conjecture(store.db(), "grundy <= size");
  EXPECT_TRUE(none.sizes.empty());
  EXPECT_FALSE(none.holds);
  EXPECT_NE(none.stop_note.find("complete only in posets_summary"), std::string::npos) << none.stop_note;
}

TEST_F(ConjectureCli, MinedProposalsHoldOnTheMinedSizesAndAreDeterministic) {
  Store store(db(), Store::Access::ReadOnly);
  MineOptions o;
  o.mine_up_to = kMaxSize - 1;
  o.max_proposals = 0;
  const MineResult m = mine_conjectures(store.db(), o);
  EXPECT_EQ(m.mined_sizes.size(), std::size_t(kMaxSize - 1));
  EXPECT_EQ(m.held_sizes, std::vector<int>{kMaxSize});
  EXPECT_GE(m.proposals.size(), 5u);
  bool has_size_bound = false;
  for (const Proposal& p : m.proposals) {
    SCOPED_TRACE(p.expr + " where " + p.where);
    has_size_bound |= p.expr == "grundy <= size";
    // Through SQL, on the stored table: true on sizes 1..6, and on 7 exactly when it survives.
    const std::string below = "size < " + std::to_string(kMaxSize);
    const std::string where = p.where.empty() ? below : "(" + p.where + ") AND " + below;
    EXPECT_TRUE(test_conjecture(store.db(), p.expr, "posets", where, 0).holds);
    ASSERT_EQ(p.held_back.size(), 1u);
    EXPECT_EQ(test_conjecture(store.db(), p.expr, "posets", p.where, 1).holds, p.survives());
    EXPECT_GT(p.touch, 0u);
  }
  EXPECT_TRUE(has_size_bound);
  EXPECT_EQ(mine_text(mine_conjectures(store.db(), o)), mine_text(m));
}

TEST_F(ConjectureCli, MinedProposalsOnColouredPosetsMeanWhatTheySay) {
  // pomax takes negative values: each proposal's SQL must agree with the miner's own test.
  const std::string coloured = *dir_ + "/coloured.sqlite";
  ASSERT_EQ(run_shell(cli("enumerate coloured-posets -q --size 5 --db " + coloured)).status, 0);
  Store store(coloured, Store::Access::ReadOnly);
  MineOptions o;
  o.table = "coloured_posets";
  o.max_proposals = 0;
  const MineResult m = mine_conjectures(store.db(), o);
  EXPECT_EQ(m.target, "pomax");
  EXPECT_EQ(m.held_sizes, std::vector<int>{5});
  EXPECT_GE(m.proposals.size(), 3u);
  for (const Proposal& p : m.proposals) {
    SCOPED_TRACE(p.expr + " where " + p.where);
    const std::string where = p.where.empty() ? "size < 5" : "(" + p.where + ") AND size < 5";
    EXPECT_TRUE(test_conjecture(store.db(), p.expr, "coloured_posets", where, 0).holds);
    EXPECT_EQ(test_conjecture(store.db(), p.expr, "coloured_posets", p.where, 1).holds, p.survives());
  }
}

TEST(ConjectureFile, ParsesNamesTablesWhereAndExpectations) {
  const auto lines = parse_conjectures(
      "# a note\n# more\nle-size: grundy <= size\n\n"
      "anti(posets): grundy = size % 2  where: height = 1\n"
      "!parity: grundy % 2 = size % 2 expect: poset 3: 0<2 1<2\n"
      "quoted(two_level): family != 'x where: y' WHERE: bottoms > 1\n",
      "f");
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0].name, "le-size");
  EXPECT_EQ(lines[0].note, "a note more");
  EXPECT_EQ(lines[0].table, "posets");
  EXPECT_EQ(lines[1].expr, "grundy = size % 2");
  EXPECT_EQ(lines[1].where, "height = 1");
  EXPECT_TRUE(lines[2].expected_false);
  EXPECT_EQ(lines[2].expected_counterexample, "poset 3: 0<2 1<2");
  EXPECT_EQ(lines[3].table, "two_level");
  EXPECT_EQ(lines[3].expr, "family != 'x where: y'");
  EXPECT_EQ(lines[3].where, "bottoms > 1");
  EXPECT_EQ(lines[3].line, 7);
}

TEST(ConjectureFile, ErrorsNameLineAndColumn) {
  auto error = [](const std::string& text) {
    try {
      parse_conjectures(text, "f");
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error("ok: 1\n: grundy"), "f:2:1: expected a conjecture name (letters, digits, _ - .), then ':'");
  EXPECT_NE(error("a: 1\na: 2").find("f:2:1: conjecture a is named twice"), std::string::npos);
  EXPECT_NE(error("a(nosuch): 1").find("f:1:3: conjectures cannot be tested on table"), std::string::npos);
  EXPECT_NE(error("a grundy").find("f:1:2: expected ':'"), std::string::npos);
  EXPECT_NE(error("a:   ").find("f:1:3: expected an expression"), std::string::npos);
  EXPECT_NE(error("!a: 1").find("needs 'expect: OBJECT'"), std::string::npos);
  EXPECT_NE(error("a: 1 expect: poset 1:").find("marked '!' only"), std::string::npos);
}

TEST_F(ConjectureCli, VerifyRunsAConjecturesFile) {
  const std::string copy = *dir_ + "/verify.sqlite", file = *dir_ + "/c.txt";
  std::filesystem::copy_file(db(), copy, std::filesystem::copy_options::overwrite_existing);
  std::ofstream(file) << "le-size: grundy <= size\nanti: grundy = size % 2 where: height = 1\n"
                         "!parity: grundy % 2 = size % 2 expect: poset 3: 0<2 1<2\n";
  const auto ok = run_shell(cli("verify -q --only conjecture: --conjectures " + file + " --db " + copy));
  EXPECT_EQ(ok.status, 0) << ok.out;
  EXPECT_NE(ok.out.find("conjecture:parity"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("fails (expected)"), std::string::npos) << ok.out;
  const auto report = run_shell(cli("report --no-html --db " + copy + " -o " + *dir_ + "/r.md"));
  EXPECT_EQ(report.status, 0) << report.out;
  const std::string md = file_bytes(*dir_ + "/r.md");
  EXPECT_NE(md.find("## Conjectures"), std::string::npos);
  EXPECT_NE(md.find("### parity — fails (expected)"), std::string::npos) << md;
  EXPECT_NE(md.find("holds for every poset with at most " + std::to_string(kMaxSize) + " points"), std::string::npos)
      << md;
  std::ofstream(file) << "wrong: grundy % 2 = size % 2\n";
  const auto fail = run_shell(cli("verify -q --only conjecture: --conjectures " + file + " --db " + copy));
  EXPECT_EQ(fail.status, 1) << fail.out;
  // A conjecture that does not compile is bad input, located in the file, before anything runs.
  std::ofstream(file) << "ok: 1\n\n  bad(posets):  grundy <= sizee where: height = 1\nworse: 1 where: hieght = 1\n";
  const auto bad = run_shell(cli("verify -q --only conjecture: --conjectures " + file + " --db " + copy));
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_NE(bad.out.find(file + ":3:27: conjecture bad: no such column: sizee"), std::string::npos) << bad.out;
  std::ofstream(file) << "worse: 1 where: hieght = 1\n";
  const auto where = run_shell(cli("verify -q --only conjecture: --conjectures " + file + " --db " + copy));
  EXPECT_EQ(where.status, 2) << where.out;
  EXPECT_NE(where.out.find(file + ":1:17: conjecture worse: no such column: hieght"), std::string::npos) << where.out;
}

}  // namespace
}  // namespace posetlab
