// The report's page laid out by a real browser, headless Chromium, in a window 1 280 px
// wide: tests/report_browser_probe.js, put into a copy of the page, measures every table
// cell against its longest word, the page, every table (none may scroll sideways in its
// box) and every drawing's texts against their edges, looks for backticks shown as text,
// for the contents list and the checks' tables per paper, and writes its findings into
// the page, which Chromium dumps. Skipped when no
// Chromium is installed (`bash scripts/setup.sh --browser` installs it) and under the
// sanitizers, which find nothing in HTML.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "report_fixture.hpp"
#include "tests/chromium.hpp"

namespace posetlab {
namespace {

using testing::posetlab;

std::string html_unescaped(const std::string& text) {
  static const std::map<std::string, std::string> entities = {
      {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&nbsp;", " "}, {"&amp;", "&"}};
  std::string out;
  for (std::size_t at = 0; at < text.size();) {
    bool replaced = false;
    if (text[at] == '&')
      for (const auto& [entity, plain] : entities)
        if (text.compare(at, entity.size(), entity) == 0) {
          out += plain;
          at += entity.size();
          replaced = true;
          break;
        }
    if (!replaced) out += text[at++];
  }
  return out;
}

// What the probe wrote: its findings ("KIND<TAB>detail") and its counts of what it measured.
struct BrowserVerdict {
  bool found = false;
  std::vector<std::pair<std::string, std::string>> findings;
  std::map<std::string, int> counts;  // cells, words, svg_texts, groups, links, window
};

BrowserVerdict verdict_in(const std::string& dom) {
  BrowserVerdict v;
  const std::string open = "<pre id=\"posetlab-layout-verdict\">";
  const std::size_t from = dom.rfind(open);
  if (from == std::string::npos) return v;
  const std::size_t to = dom.find("</pre>", from);
  if (to == std::string::npos) return v;
  v.found = true;
  std::istringstream lines(html_unescaped(dom.substr(from + open.size(), to - from - open.size())));
  for (std::string line; std::getline(lines, line);) {
    const std::size_t tab = line.find('\t');
    const std::string kind = line.substr(0, tab), detail = tab == std::string::npos ? "" : line.substr(tab + 1);
    if (kind != "checked") {
      v.findings.emplace_back(kind, detail);
      continue;
    }
    std::istringstream pairs(detail);
    for (std::string pair; pairs >> pair;)
      if (const std::size_t eq = pair.find('='); eq != std::string::npos)
        v.counts[pair.substr(0, eq)] = std::atoi(pair.c_str() + eq + 1);
  }
  return v;
}

// The fixture's database with real checks beside its hand-written rows: their sources and
// oracle lists are the longest the registry has (Chomp's literature, 003 Lemma 22's
// readings, a table checked against OEIS and nauty), and some fail as expected with long
// counterexamples. About half a second of checking.
class ReportBrowserCli : public testing::ReportFixture {
 protected:
  void SetUp() override {
    // Decided before the database is built, so a machine without Chromium spends nothing.
    chromium_ = testing::chromium_to_run();
    if (chromium_.empty())
      GTEST_SKIP() << "no Chromium found (set POSETLAB_CHROMIUM, or put chromium, chromium-browser or google-chrome on "
                   << "PATH; `bash scripts/setup.sh --browser` installs Debian's chromium)";
    ASSERT_EQ(access(chromium_.c_str(), X_OK), 0) << "POSETLAB_CHROMIUM=" << chromium_ << " is not an executable file";
    ReportFixture::SetUp();
    if (HasFatalFailure()) return;
    const auto r = posetlab("verify --quick -q --db " + db("t.sqlite") +
                            " --only 001-Chomp --only 003-L22 --only 001-L3.2-mex --only 001-P2.30"
                            " --only 004-L2.1 --only tab-posets-arcs --only 000-D4.1 --only 002-L3-lit");
    ASSERT_EQ(r.status, 0) << r.out;
  }

  // The page with the probe before </body>, laid out at 1 280 x 900 and dumped once its
  // scripts are done. A browser that hangs is killed: the test fails, ctest goes on.
  BrowserVerdict render(const std::string& html) {
    const std::string probe =
        testing::read_report_file(std::filesystem::path(POSETLAB_SOURCE_DIR) / "tests" / "report_browser_probe.js");
    EXPECT_FALSE(probe.empty()) << "tests/report_browser_probe.js not found under " << POSETLAB_SOURCE_DIR;
    std::string page = html;
    const std::size_t body_end = page.rfind("</body>");
    EXPECT_NE(body_end, std::string::npos) << "the report's page has no </body>";
    page.insert(body_end == std::string::npos ? page.size() : body_end, "<script>\n" + probe + "</script>\n");
    std::ofstream(dir_ / "probe.html") << page;
    // Virtual time runs ahead when the page is idle, so a generous budget costs nothing on
    // a quiet machine and leaves a loaded one time to finish the probe.
    const std::string command = "timeout -k 5 120 '" + chromium_ + "' --headless --no-sandbox --disable-gpu " +
                                "--no-first-run --disable-extensions --disable-dev-shm-usage --window-size=1280,900 " +
                                "--virtual-time-budget=30000 --user-data-dir='" + db("profile") + "' --dump-dom 'file://" +
                                db("probe.html") + "' > '" + db("dom.html") + "' 2> '" + db("chromium.log") + "'";
    const auto r = testing::run_shell(command);
    const BrowserVerdict v = verdict_in(testing::read_report_file(dir_ / "dom.html"));
    if (!v.found) {
      std::string log = testing::read_report_file(dir_ / "chromium.log");
      if (log.size() > 3000) log = "..." + log.substr(log.size() - 3000);
      ADD_FAILURE() << "no verdict in the page Chromium dumped (exit status " << r.status
                    << (r.status == 124 || r.status == 137 ? ": stopped after 120 s" : "") << ")\n" << command << "\n" << log;
    }
    return v;
  }

  std::string chromium_;  // the browser's path
};

TEST_F(ReportBrowserCli, ReadsWellAtTheWidthOfALaptop) {
  const BrowserVerdict v = render(report());
  ASSERT_TRUE(v.found);
  std::map<std::string, int> per_kind;
  for (const auto& [kind, detail] : v.findings)
    if (++per_kind[kind] <= 8) ADD_FAILURE() << kind << ": " << detail;
  for (const auto& [kind, n] : per_kind)
    if (n > 8) ADD_FAILURE() << "and " << n - 8 << " more " << kind << " findings like those above";
  auto count = [&](const char* what) { return v.counts.count(what) ? v.counts.at(what) : -1; };
  // The probe measured the whole page: every table, the plots, the groups and the contents.
  EXPECT_GE(count("cells"), 200) << "table cells measured";
  EXPECT_GE(count("words"), 1000) << "words measured";
  EXPECT_GE(count("svg_texts"), 20) << "plot texts measured";
  EXPECT_GE(count("groups"), 5) << "tables of checks, one per paper";
  EXPECT_GE(count("links"), 10) << "links of the contents list";
  EXPECT_GT(count("window"), 1200) << "the page's width in the window";
  EXPECT_LE(count("window"), 1280) << "the page's width in the window";
}

}  // namespace
}  // namespace posetlab
