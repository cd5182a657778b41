// `export bfile` and the plots of `report`, end to end on small databases built by the
// enumerate jobs. Oracles: OEIS counts (A000112 posets, A003430 N-free, A000608
// connected), the P-position counts already checked against plain search in
// test_posets_job, and for two-level posets a brute force written here (families of
// distinct nonempty sets up to relabelling the bottoms, Grundy values by the definition).
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <filesystem>
#include <fstream>
#include <map>
#include <numeric>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/impartial/plain_grundy.hpp"
#include "results/store/sqlite_db.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

namespace fs = std::filesystem;

const std::vector<std::uint64_t> kPosets = {1, 2, 5, 16, 63, 318, 2045};   // A000112, n = 1..7
const std::vector<std::uint64_t> kNFree = {1, 2, 5, 15, 48, 167, 602};     // A003430
const std::vector<std::uint64_t> kConnected = {1, 1, 3, 10, 44, 238, 1650};  // A000608
const std::vector<std::uint64_t> kPosetsP = {0, 1, 0, 5, 1, 67, 68};

// Two-level classes and P-positions on n = b + t points by brute force: every set of t
// distinct nonempty subsets of b bottoms, one per orbit under relabelling the bottoms.
struct TwoLevelBrute {
  std::uint64_t classes = 0, p_positions = 0;
};

TwoLevelBrute two_level_brute(int n) {
  TwoLevelBrute r;
  for (int b = 1; b <= n; ++b) {
    const int t = n - b, subsets = (1 << b) - 1;
    if (t > subsets) continue;
    std::vector<int> perm(b);
    std::set<std::vector<int>> seen;
    std::vector<int> pick(t);
    // All t-subsets of {1..subsets}, in increasing order.
    std::function<void(int, int)> choose = [&](int at, int from) {
      if (at == t) {
        std::vector<int> best;
        std::iota(perm.begin(), perm.end(), 0);
        do {
          std::vector<int> image;
          for (int s : pick) {
            int m = 0;
            for (int i = 0; i < b; ++i)
              if (s >> i & 1) m |= 1 << perm[i];
            image.push_back(m);
          }
          std::sort(image.begin(), image.end());
          if (best.empty() || image < best) best = image;
        } while (std::next_permutation(perm.begin(), perm.end()));
        if (!seen.insert(best).second) return;
        ++r.classes;
        // Elements: bottoms 0..b-1, tops b..b+t-1; up(x) holds x and every top above it.
        std::vector<std::uint64_t> up(n);
        for (int j = 0; j < t; ++j) {
          up[b + j] = std::uint64_t{1} << (b + j);
          for (int i = 0; i < b; ++i)
            if (pick[j] >> i & 1) up[i] |= std::uint64_t{1} << (b + j);
        }
        for (int i = 0; i < b; ++i) up[i] |= std::uint64_t{1} << i;
        r.p_positions += plain_grundy_no_memo(up, (std::uint64_t{1} << n) - 1) == 0;  // n <= 6: no memo needed
        return;
      }
      for (int s = from; s <= subsets; ++s) {
        pick[at] = s;
        choose(at + 1, s + 1);
      }
    };
    choose(0, 1);
  }
  return r;
}

// The "n a(n)" lines of a b-file, after checking that every other line is a comment.
std::vector<std::pair<int, std::uint64_t>> terms(const std::string& text) {
  std::vector<std::pair<int, std::uint64_t>> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("posetlab export:", 0) == 0) continue;  // stderr, merged by the shell
    if (!line.empty() && line[0] == '#') continue;
    std::istringstream l(line);
    int n;
    std::uint64_t a;
    std::string rest;
    EXPECT_TRUE(l >> n >> a) << line;
    EXPECT_FALSE(l >> rest) << line;
    out.emplace_back(n, a);
  }
  return out;
}

std::vector<std::uint64_t> values(const std::vector<std::pair<int, std::uint64_t>>& t) {
  std::vector<std::uint64_t> v;
  for (std::size_t i = 0; i < t.size(); ++i) {
    EXPECT_EQ(t[i].first, int(i) + 1) << "terms start at n = 1 and have no gap";
    v.push_back(t[i].second);
  }
  return v;
}

// Minimal XML well-formedness: tags nest and close, attributes are quoted, text and
// attribute values hold no raw '<' and only entity '&'s, one root element.
bool well_formed_xml(const std::string& x, std::string& why) {
  std::vector<std::string> open;
  int roots = 0;
  auto entity_ok = [&](std::size_t at) {
    static const char* const kEntities[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
    for (const char* e : kEntities)
      if (x.compare(at, std::strlen(e), e) == 0) return true;
    return false;
  };
  std::size_t i = 0;
  if (x.rfind("<?xml", 0) == 0) i = x.find("?>") + 2;
  while (i < x.size()) {
    if (x[i] != '<') {
      if (x[i] == '&' && !entity_ok(i)) return why = "raw & at " + std::to_string(i), false;
      if (open.empty() && !std::isspace(static_cast<unsigned char>(x[i]))) return why = "text outside the root", false;
      ++i;
      continue;
    }
    const std::size_t end = x.find('>', i);
    if (end == std::string::npos) return why = "unclosed tag", false;
    std::string tag = x.substr(i + 1, end - i - 1);
    i = end + 1;
    if (tag.empty()) return why = "empty tag", false;
    if (tag[0] == '/') {
      if (open.empty() || open.back() != tag.substr(1)) return why = "mismatched </" + tag.substr(1) + ">", false;
      open.pop_back();
      continue;
    }
    const bool self_closing = tag.back() == '/';
    if (self_closing) tag.pop_back();
    std::istringstream in(tag);
    std::string name;
    in >> name;
    std::string attrs = tag.substr(name.size());
    // name="value" pairs only.
    std::size_t a = 0;
    while (a < attrs.size()) {
      if (std::isspace(static_cast<unsigned char>(attrs[a]))) { ++a; continue; }
      const std::size_t eq = attrs.find('=', a);
      if (eq == std::string::npos || eq + 1 >= attrs.size() || attrs[eq + 1] != '"')
        return why = "unquoted attribute in <" + name + ">", false;
      const std::size_t close = attrs.find('"', eq + 2);
      if (close == std::string::npos) return why = "unterminated attribute in <" + name + ">", false;
      const std::string value = attrs.substr(eq + 2, close - eq - 2);
      if (value.find('<') != std::string::npos) return why = "raw < in an attribute", false;
      a = close + 1;
    }
    if (open.empty() && ++roots > 1) return why = "more than one root", false;
    if (!self_closing) open.push_back(name);
  }
  if (!open.empty()) return why = "<" + open.back() + "> never closed", false;
  return roots == 1 || (why = "no root", false);
}

// data-value of every bar, panel by panel (panels in document order).
std::vector<std::vector<std::uint64_t>> bar_values(const std::string& svg) {
  std::vector<std::vector<std::uint64_t>> panels;
  for (std::size_t at = 0; (at = svg.find('<', at)) != std::string::npos; ++at) {
    if (svg.compare(at, 17, "<g class=\"panel\" ") == 0) panels.emplace_back();
    if (svg.compare(at, 18, "<rect class=\"bar\" ") == 0) {
      const std::size_t v = svg.find("data-value=\"", at) + 12;
      panels.back().push_back(std::stoull(svg.substr(v, svg.find('"', v) - v)));
    }
  }
  return panels;
}

std::string read(const fs::path& p) {
  std::ifstream f(p);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

class ExportCli : public ::testing::Test {
 protected:
  // One database for the suite: posets n <= 7, two-level n <= 6 complete, n = 7 half
  // (shard 0/2).
  static void SetUpTestSuite() {
    dir_ = fs::temp_directory_path() / ("posetlab_export_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    for (int n = 1; n <= 7; ++n) {
      auto r = posetlab("enumerate posets --size " + std::to_string(n) + " -q --db " + db());
      ASSERT_EQ(r.status, 0) << r.out;
    }
    // Size 7 also as a summary (counts per unit): both complete, so they must agree.
    auto summary = posetlab("enumerate posets --size 7 --summary -q --db " + db());
    ASSERT_EQ(summary.status, 0) << summary.out;
    for (int n = 1; n <= 6; ++n) {
      auto r = posetlab("enumerate two-level --size " + std::to_string(n) + " -q --db " + db());
      ASSERT_EQ(r.status, 0) << r.out;
    }
    auto r = posetlab("enumerate two-level --size 7 --shard 0/2 -q --db " + db());
    ASSERT_EQ(r.status, 0) << r.out;
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }
  static std::string db() { return (dir_ / "small.sqlite").string(); }
  static std::vector<std::uint64_t> sequence(const std::string& args, const std::string& db_path = db()) {
    auto r = posetlab("export bfile " + args + " --db " + db_path);
    EXPECT_EQ(r.status, 0) << r.out;
    return values(terms(r.out));
  }
  static fs::path dir_;
};
fs::path ExportCli::dir_;

// Sequences in one test: ctest runs each test in a process of its own, each building the
// suite's database again.
TEST_F(ExportCli, SequencesMatchTheirOraclesAndStopBeforeIncompleteSizes) {
  EXPECT_EQ(sequence("--seq posets-p"), kPosetsP);
  EXPECT_EQ(sequence("--seq posets-count"), kPosets);
  EXPECT_EQ(sequence("--seq n-free-count"), kNFree);
  EXPECT_EQ(sequence("--seq connected-count"), kConnected);
  // Every poset on n points has a Grundy value at most n (no more than n options), so
  // the per-value sequences g = 0..7 add up to A000112; g = 0 is posets-p.
  std::vector<std::uint64_t> sum(kPosets.size(), 0);
  for (int g = 0; g <= 7; ++g) {
    const auto v = sequence("--seq posets-grundy --g " + std::to_string(g));
    ASSERT_EQ(v.size(), sum.size());
    for (std::size_t i = 0; i < v.size(); ++i) sum[i] += v[i];
    if (g == 0) {
      EXPECT_EQ(v, kPosetsP);
    }
  }
  EXPECT_EQ(sum, kPosets);
  // Subsets cannot hold more P-positions than the whole.
  const auto nf = sequence("--seq n-free-p"), conn = sequence("--seq connected-p");
  for (std::size_t i = 0; i < kPosetsP.size(); ++i) {
    EXPECT_LE(nf[i], kPosetsP[i]);
    EXPECT_LE(conn[i], kPosetsP[i]);
  }

  // The b-file's header says what a(n) counts and where the terms came from.
  const fs::path out = dir_ / "b_posets_p.txt";
  auto r = posetlab("export bfile --seq posets-p --db " + db() + " --out " + out.string());
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string text = read(out);
  EXPECT_NE(text.find("# posets-p\n"), std::string::npos) << text;
  EXPECT_NE(text.find("P-position"), std::string::npos);
  EXPECT_NE(text.find("posets table of " + db()), std::string::npos);
  EXPECT_NE(text.find("A000112"), std::string::npos);
  EXPECT_EQ(text.find("Stopped"), std::string::npos) << "every stored size is complete";
  EXPECT_EQ(values(terms(text)), kPosetsP);
  EXPECT_NE(r.out.find("n = 1..7"), std::string::npos) << r.out;

  // Two-level posets against the brute force.
  std::vector<std::uint64_t> classes, p;
  for (int n = 1; n <= 6; ++n) {
    const TwoLevelBrute b = two_level_brute(n);
    classes.push_back(b.classes);
    p.push_back(b.p_positions);
  }
  EXPECT_EQ(sequence("--seq two-level-count"), classes);
  EXPECT_EQ(sequence("--seq two-level-p"), p);
  // Size 7 is half stored (shard 0/2): not a term, and stderr and the header say why.
  r = posetlab("export bfile --seq two-level-p --db " + db());
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("# Stopped after n = 6: size 7 is incomplete"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("posetlab export: stopped after n = 6: size 7 is incomplete"), std::string::npos) << r.out;

  // A posets size missing one class ends the sequence before it.
  const fs::path copy = dir_ / "short.sqlite";
  fs::copy_file(db(), copy, fs::copy_options::overwrite_existing);
  {
    Db d(copy.string(), Db::Mode::ReadWrite);
    d.exec("DELETE FROM posets WHERE size = 5 AND canonical = (SELECT min(canonical) FROM posets WHERE size = 5)");
  }
  EXPECT_EQ(sequence("--seq posets-p", copy.string()), std::vector<std::uint64_t>(kPosetsP.begin(), kPosetsP.begin() + 4));
  r = posetlab("export bfile --seq posets-count --db " + copy.string());
  EXPECT_NE(r.out.find("size 5 is incomplete: 62 of A000112(5) = 63"), std::string::npos) << r.out;

  // Size 7 held only as a summary: the terms come from its counts, except for N-free
  // posets (the summary has no n_free column).
  fs::copy_file(db(), copy, fs::copy_options::overwrite_existing);
  {
    Db d(copy.string(), Db::Mode::ReadWrite);
    d.exec("DELETE FROM posets WHERE size = 7");
  }
  EXPECT_EQ(sequence("--seq posets-p", copy.string()), kPosetsP);
  EXPECT_EQ(sequence("--seq connected-count", copy.string()), kConnected);
  r = posetlab("export bfile --seq n-free-count --db " + copy.string());
  EXPECT_EQ(values(terms(r.out)), std::vector<std::uint64_t>(kNFree.begin(), kNFree.begin() + 6));
  EXPECT_NE(r.out.find("size 7 is held only in posets_summary"), std::string::npos) << r.out;

  // A size complete in both tables with different counts is an error, not a choice.
  fs::copy_file(db(), copy, fs::copy_options::overwrite_existing);
  {
    Db d(copy.string(), Db::Mode::ReadWrite);
    d.exec("UPDATE posets_summary SET grundy = 99 WHERE size = 7 AND grundy = 0 AND part = "
           "(SELECT min(part) FROM posets_summary WHERE size = 7 AND grundy = 0)");
    ASSERT_GT(d.changes(), 0);
  }
  r = posetlab("export bfile --seq posets-p --db " + copy.string());
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("posets and posets_summary disagree at size 7"), std::string::npos) << r.out;
}

// Bad arguments and --list need a database with a little in it, not the suite's.
class ExportArgumentsCli : public TempDirTest {};

TEST_F(ExportArgumentsCli, BadArgumentsExitTwoWithAMessage) {
  const std::string small = this->db("small.sqlite");
  for (int n = 1; n <= 3; ++n) ASSERT_EQ(posetlab("enumerate posets --size " + std::to_string(n) + " -q --db " + small).status, 0);
  auto db = [&] { return small; };
  const std::pair<std::string, std::string> cases[] = {
      {"export bfile --seq nonsense --db " + db(), "unknown sequence 'nonsense'"},
      {"export bfile --seq posets-grundy --db " + db(), "needs --g"},
      {"export bfile --seq posets-p --g 1 --db " + db(), "takes no --g"},
      {"export bfile --seq posets-grundy --g -1 --db " + db(), "--g must be 0 or more"},
      {"export bfile --db " + db(), "give --seq"},
      {"export bfile --seq posets-p --db " + (dir_ / "absent.sqlite").string(), "no such database"},
      {"export bfile --seq posets-p --db " + db() + " --out " + (dir_ / "no/such/dir/b.txt").string(), "cannot write"},
      {"export", "subcommand"},
  };
  for (const auto& [args, message] : cases) {
    auto r = posetlab(args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
    EXPECT_NE(r.out.find(message), std::string::npos) << args << "\n" << r.out;
  }
  // A database with an empty posets table has no term to give.
  const std::string empty = (dir_ / "empty.sqlite").string();
  ASSERT_EQ(posetlab("enumerate two-level --size 2 -q --db " + empty).status, 0);
  auto r = posetlab("export bfile --seq posets-p --db " + empty);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("holds no complete size"), std::string::npos) << r.out;
}

// Each stored size is complete on its own: a database of size 7 alone holds size 7, a
// statement "for n = 7" needs 7 and "for every n <= 7" needs 1..7. Terms from A000112 and
// the two-level brute force above; the conjecture g <= n holds (at most n options).
class SizeByItselfCli : public TempDirTest {};

TEST_F(SizeByItselfCli, EachStoredSizeIsCompleteOnItsOwn) {
  const std::string path = db("seven.sqlite"), on = " --db " + path;
  ASSERT_EQ(posetlab("enumerate posets --size 7 -q" + on).status, 0);
  auto r = posetlab("export bfile --seq posets-count" + on);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(terms(r.out), (std::vector<std::pair<int, std::uint64_t>>{{7, kPosets[6]}})) << r.out;
  r = posetlab("export bfile --seq posets-p --size 7" + on);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(terms(r.out), (std::vector<std::pair<int, std::uint64_t>>{{7, kPosetsP[6]}})) << r.out;
  r = posetlab("export bfile --seq posets-p --size 1:7" + on);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("export bfile --size 1:7: size 1 is not stored completely"), std::string::npos) << r.out;

  r = posetlab("conjecture test 'grundy <= size'" + on);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("holds for every poset with 7 points (2045 rows)"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("stored only in part"), std::string::npos) << r.out;
  r = posetlab("conjecture test 'grundy <= size' --size 7 --json" + on);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\"holds\":true,\"rows\":2045,\"sizes\":[7]"), std::string::npos) << r.out;
  r = posetlab("conjecture test 'grundy <= size' --size 1:7" + on);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("size 1 is not stored completely: nothing of size 1 is stored"), std::string::npos) << r.out;

  // Sizes 1..3 and 7: the b-file's run is 1..3 and names 7 beyond it; --size 1:3 holds
  // "for every poset with at most 3 points"; a range over the gap is refused at size 4.
  for (int n = 1; n <= 3; ++n) ASSERT_EQ(posetlab("enumerate posets --size " + std::to_string(n) + " -q" + on).status, 0);
  r = posetlab("export bfile --seq posets-count" + on);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(values(terms(r.out)), std::vector<std::uint64_t>(kPosets.begin(), kPosets.begin() + 3)) << r.out;
  EXPECT_NE(r.out.find("complete beyond it: n = 7 (ask with --size)"), std::string::npos) << r.out;
  r = posetlab("conjecture test 'grundy <= size' --size 1:3" + on);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("holds for every poset with at most 3 points (8 rows)"), std::string::npos) << r.out;
  r = posetlab("conjecture test 'grundy <= size'" + on);
  EXPECT_NE(r.out.find("holds for every poset with n points, n = 1..3, 7 (2053 rows)"), std::string::npos) << r.out;
  r = posetlab("conjecture test 'grundy <= size' --size 3:7" + on);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("size 4 is not stored completely"), std::string::npos) << r.out;
  for (const char* bad : {"7:3", "x", "1:", "-1"}) {
    r = posetlab(std::string("conjecture test 'grundy <= size' --size ") + bad + on);
    EXPECT_EQ(r.status, 2) << bad << ": " << r.out;
    EXPECT_NE(r.out.find("--size: expected a size N or a range A:B"), std::string::npos) << r.out;
  }

  // Two-level posets of size 5 alone (no smaller job): size 5 is complete.
  ASSERT_EQ(posetlab("enumerate two-level --size 5 -q" + on).status, 0);
  r = posetlab("export bfile --seq two-level-count --size 5" + on);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(terms(r.out), (std::vector<std::pair<int, std::uint64_t>>{{5, two_level_brute(5).classes}})) << r.out;
}

// Two-level sizes held only as summaries (`enumerate two-level --size N --summary`) are
// terms too: equal to the brute force for n <= 6; a size complete in the rows and in the
// summary must agree; a summary whose labelled counts do not add up is no term.
TEST_F(SizeByItselfCli, TwoLevelSummariesAreTermsEqualToTheBruteForce) {
  const std::string path = db("summary.sqlite"), on = " --db " + path;
  std::vector<std::uint64_t> classes, p;
  for (int n = 1; n <= 6; ++n) {
    ASSERT_EQ(posetlab("enumerate two-level --summary -q --size " + std::to_string(n) + on).status, 0);
    const TwoLevelBrute b = two_level_brute(n);
    classes.push_back(b.classes);
    p.push_back(b.p_positions);
  }
  auto r = posetlab("export bfile --seq two-level-count" + on);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(values(terms(r.out)), classes) << r.out;
  EXPECT_NE(r.out.find("two_level and two_level_summary tables"), std::string::npos) << r.out;
  r = posetlab("export bfile --seq two-level-p" + on);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(values(terms(r.out)), p) << r.out;

  // Size 7 stored as rows too: the terms agree, and one count changed in the summary makes
  // them disagree (an error), while in a summary-only copy it leaves size 7 out.
  ASSERT_EQ(posetlab("enumerate two-level --summary -q --size 7" + on).status, 0);
  const fs::path summary_only = dir_ / "summary_only.sqlite";
  fs::copy_file(path, summary_only);
  ASSERT_EQ(posetlab("enumerate two-level -q --size 7" + on).status, 0);
  r = posetlab("export bfile --seq two-level-count" + on);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(terms(r.out).back(), (std::pair<int, std::uint64_t>{7, 79})) << r.out;
  const std::string tamper =
      "UPDATE two_level_summary SET classes = classes + 1 WHERE size = 7 AND (part, bottoms, grundy, components, "
      "isolated, parity_uniform, top_parity) = (SELECT part, bottoms, grundy, components, isolated, parity_uniform, "
      "top_parity FROM two_level_summary WHERE size = 7 AND grundy = 0 LIMIT 1)";
  {
    Db d(path, Db::Mode::ReadWrite);
    d.exec(tamper);
  }
  r = posetlab("export bfile --seq two-level-p" + on);
  EXPECT_NE(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("two_level and two_level_summary disagree at size 7"), std::string::npos) << r.out;
  {
    Db d(summary_only.string(), Db::Mode::ReadWrite);
    d.exec("UPDATE two_level_summary SET labeled = labeled + 1 WHERE size = 7 AND (part, bottoms, grundy, "
           "components, isolated, parity_uniform, top_parity) = (SELECT part, bottoms, grundy, components, isolated, "
           "parity_uniform, top_parity FROM two_level_summary WHERE size = 7 LIMIT 1)");
  }
  r = posetlab("export bfile --seq two-level-count --db " + summary_only.string());
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(values(terms(r.out)), classes) << r.out;
  EXPECT_NE(r.out.find("size 7 is incomplete in two_level_summary: bottoms = "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("labelled families, not C(2^b - 1, t)"), std::string::npos) << r.out;
}

TEST(ExportListCli, NamesEverySequence) {
  auto r = posetlab("export bfile --list");
  ASSERT_EQ(r.status, 0) << r.out;
  for (const char* name : {"posets-p", "posets-grundy", "n-free-p", "connected-p", "two-level-p", "two-level-grundy",
                           "chomp-square-bites", "chomp-square-grundy", "chomp-2xn-grundy", "chomp-3xn-grundy",
                           "chomp-max-grundy", "chomp-bites"})
    EXPECT_NE(r.out.find(std::string(name) + "\t"), std::string::npos) << name;
}

TEST_F(ExportCli, ReportWritesWellFormedPlotsWithTheTablesCounts) {
  const fs::path md = dir_ / "rep" / "report.md";
  fs::create_directories(md.parent_path());  // -o writes into a folder that exists
  auto r = posetlab("report --db " + db() + " -o " + md.string());
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string report = read(md);
  for (const char* name : {"posets-grundy", "posets-p", "two-level-grundy", "two-level-p"}) {
    const fs::path svg_path = md.parent_path() / ("report-" + std::string(name) + ".svg");
    ASSERT_TRUE(fs::exists(svg_path)) << svg_path;
    std::string why;
    EXPECT_TRUE(well_formed_xml(read(svg_path), why)) << name << ": " << why;
    EXPECT_NE(report.find("(report-" + std::string(name) + ".svg)"), std::string::npos) << name;
  }
  // P-positions: one panel, a bar per size.
  EXPECT_EQ(bar_values(read(md.parent_path() / "report-posets-p.svg")),
            std::vector<std::vector<std::uint64_t>>{kPosetsP});
  // Grundy values: a panel per size n with a bar per value 0..n (a chain of n points has
  // value n, and no poset more), adding up to A000112(n), value 0 the P-positions.
  const auto panels = bar_values(read(md.parent_path() / "report-posets-grundy.svg"));
  ASSERT_EQ(panels.size(), kPosets.size());
  for (std::size_t i = 0; i < panels.size(); ++i) {
    EXPECT_EQ(panels[i].size(), i + 2) << "n = " << i + 1;
    EXPECT_EQ(std::accumulate(panels[i].begin(), panels[i].end(), std::uint64_t{0}), kPosets[i]);
    EXPECT_EQ(panels[i][0], kPosetsP[i]);
  }
  // Two-level: sizes 1..6 only (7 is half stored), and the caption says so.
  std::vector<std::uint64_t> p;
  for (int n = 1; n <= 6; ++n) p.push_back(two_level_brute(n).p_positions);
  EXPECT_EQ(bar_values(read(md.parent_path() / "report-two-level-p.svg")), std::vector<std::vector<std::uint64_t>>{p});
  EXPECT_EQ(bar_values(read(md.parent_path() / "report-two-level-grundy.svg")).size(), 6u);
  EXPECT_NE(report.find("size 7 is incomplete"), std::string::npos) << report;
  // The HTML report carries the drawings inline.
  const std::string html = read(md.parent_path() / "report.html");
  EXPECT_NE(html.find("<svg xmlns=\"http://www.w3.org/2000/svg\""), std::string::npos);
}

}  // namespace
}  // namespace posetlab::testing
