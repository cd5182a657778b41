// The catalogue walked as a reader would, laid out by a real browser (headless Chromium):
// home -> the posets search (size 6, Grundy value 0) -> a poset's page -> one of its options
// -> back. Each page is fetched from a server on an ephemeral port, the probe
// (tests/catalogue_browser_probe.js) and an error hook put into a copy of it, and the copy
// laid out at 1 280 px and at 390 px (a phone): no page may scroll sideways, no drawing
// may leave its box or the window, the poset pages must hold their Hasse diagrams, and no
// error may be raised. With POSETLAB_CATALOGUE_SCREENSHOTS=DIR set, the pages are also
// photographed into DIR (the pictures of docs/catalogue.md). Skipped without Chromium
// (`bash scripts/setup.sh --browser` installs it) and in the sanitizer build.
#include <gtest/gtest.h>
#include <httplib.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <algorithm>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <thread>

#include "catalogue/catalogue_server.hpp"
#include "results/jobs/job_runner.hpp"
#include "results/tables/chomp.hpp"
#include "results/tables/posets.hpp"
#include "tests/chromium.hpp"
#include "tests/shell.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string unescape(std::string s) {
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&amp;", "&"}})
    for (std::size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += to.size()) s.replace(at, from.size(), to);
  return s;
}

// The first href of an <a> with this class, HTML entities undone.
std::string first_link(const std::string& html, const std::string& cls) {
  std::smatch m;
  const std::regex re("<a class=\"" + cls + "[^\"]*\" href=\"([^\"]+)\"");
  return std::regex_search(html, m, re) ? unescape(m[1].str()) : std::string();
}

struct Layout {
  bool found = false;
  std::vector<std::string> findings;
  std::map<std::string, int> counts;
};

class CatalogueBrowserCli : public testing::TempDirTest {
 protected:
  void SetUp() override {
    chromium_ = testing::chromium_to_run();
    if (chromium_.empty()) GTEST_SKIP() << "no Chromium found (`bash scripts/setup.sh --browser` installs Debian's chromium)";
    TempDirTest::SetUp();
    {
      Store s(db("c.sqlite"), Store::Access::ReadWrite);
      JobOptions o;
      o.progress.enabled = false;
      for (int n = 1; n <= 6; ++n) run_posets_job(s, PosetsSpec{n, 1}, o);
      ChompSpec chomp;
      chomp.max = 6;
      chomp.threads = 1;
      ChompTableJob job(chomp);
      run_job(s, job, o);
    }
    catalogue::ServeOptions options;
    options.db = db("c.sqlite");
    options.port = 0;
    server_ = std::make_unique<catalogue::CatalogueServer>(options);
    port_ = server_->bind();
    thread_ = std::thread([this] { server_->serve(); });
  }
  void TearDown() override {
    if (server_) {
      server_->stop();
      thread_.join();
    }
    TempDirTest::TearDown();
  }

  std::string fetch(const std::string& path) {
    httplib::Client c("127.0.0.1", port_);
    auto r = c.Get(path.c_str());
    EXPECT_TRUE(r) << path;
    if (!r) return {};
    EXPECT_EQ(r->status, 200) << path;
    return r->body;
  }

  // The page laid out `width` px wide with the probe; its findings.
  Layout lay_out(const std::string& html, int width, const std::string& name) {
    const std::string probe = read_file(std::filesystem::path(POSETLAB_SOURCE_DIR) / "tests" / "catalogue_browser_probe.js");
    EXPECT_FALSE(probe.empty());
    std::string page = html;
    const std::string hook = "<base href=\"http://127.0.0.1:" + std::to_string(port_) + "/\"><script>window.__posetlabErrors=[];"
                             "window.addEventListener('error',function(e){__posetlabErrors.push(e.message||('cannot load '+((e.target&&(e.target.src||e.target.href))||'?')))},true);"
                             "var ce=console.error;console.error=function(){__posetlabErrors.push([].join.call(arguments,' '));ce.apply(console,arguments)};</script>";
    page.insert(page.find("<head>") + 6, hook);
    page.insert(page.rfind("</body>"), "<script>\n" + probe + "</script>\n");
    const std::string page_file = db(name + ".html"), dom = db(name + ".dom");
    std::ofstream(page_file) << page;
    // A headless window is at least 500 px wide: a phone's width is a frame of that width.
    std::string file = page_file;
    if (width < 500) {
      file = db(name + "-frame.html");
      std::ofstream(file) << "<!DOCTYPE html><html><body style=\"margin:0\"><iframe src=\"" << name << ".html\" style=\"width:"
                          << width << "px;height:900px;border:0\"></iframe></body></html>";
    }
    const std::string command = "timeout -k 5 120 '" + chromium_ + "' --headless --no-sandbox --disable-gpu --no-first-run "
                                "--disable-extensions --disable-dev-shm-usage --hide-scrollbars --allow-file-access-from-files --window-size=" +
                                std::to_string(std::max(width, 500)) +
                                ",900 --virtual-time-budget=20000 --user-data-dir='" + db("profile") + "' --dump-dom 'file://" + file +
                                "' > '" + dom + "' 2> '" + db("chromium.log") + "'";
    testing::run_shell(command);
    Layout l;
    const std::string text = read_file(dom);
    const std::string open = "<pre id=\"posetlab-catalogue-verdict\">";
    const std::size_t from = text.rfind(open);
    if (from == std::string::npos) return l;
    l.found = true;
    std::istringstream lines(unescape(text.substr(from + open.size(), text.find("</pre>", from) - from - open.size())));
    for (std::string line; std::getline(lines, line);) {
      if (line.rfind("checked\t", 0) != 0) {
        l.findings.push_back(line);
        continue;
      }
      std::istringstream pairs(line.substr(8));
      for (std::string pair; pairs >> pair;)
        if (const auto eq = pair.find('='); eq != std::string::npos) l.counts[pair.substr(0, eq)] = std::atoi(pair.c_str() + eq + 1);
    }
    return l;
  }

  void photograph(const std::string& path, int width, int height, const std::string& name) {
    const char* dir = std::getenv("POSETLAB_CATALOGUE_SCREENSHOTS");
    if (!dir || !*dir) return;
    const std::string command = "timeout -k 5 120 '" + chromium_ + "' --headless --no-sandbox --disable-gpu --no-first-run "
                                "--hide-scrollbars --window-size=" + std::to_string(width) + "," + std::to_string(height) +
                                " --user-data-dir='" + db("profile") + "' --screenshot='" + std::string(dir) + "/" + name +
                                ".png' 'http://127.0.0.1:" + std::to_string(port_) + path + "' > /dev/null 2>&1";
    testing::run_shell(command);
  }

  std::string chromium_;
  std::unique_ptr<catalogue::CatalogueServer> server_;
  std::thread thread_;
  int port_ = 0;
};

TEST_F(CatalogueBrowserCli, AWalkFromHomeToAnOptionReadsWellOnALaptopAndAPhone) {
  const std::string home = fetch("/");
  ASSERT_NE(home.find("href=\"/search/posets\""), std::string::npos);
  const std::string search_path = "/search/posets?size=6&grundy=0";
  const std::string search = fetch(search_path);
  const std::string object_path = first_link(search, "object");
  ASSERT_FALSE(object_path.empty()) << "no poset linked from the search";
  const std::string object = fetch(object_path);
  const std::string option_path = first_link(object, "option");
  ASSERT_FALSE(option_path.empty()) << "no option linked from " << object_path;
  const std::string option = fetch(option_path);
  const std::string back = fetch(object_path);
  EXPECT_EQ(back, object) << "back on the poset's page: the same page";
  const std::vector<std::tuple<std::string, std::string, bool>> pages = {
      {"home", home, false}, {"search", search, false}, {"object", object, true}, {"option", option, true}};
  for (const auto& [name, html, drawn] : pages)
    for (int width : {1280, 390}) {
      const Layout l = lay_out(html, width, name + "-" + std::to_string(width));
      ASSERT_TRUE(l.found) << name << " at " << width << " px: no verdict in the dumped page";
      for (const std::string& f : l.findings) ADD_FAILURE() << name << " at " << width << " px: " << f;
      EXPECT_EQ(l.counts.at("window"), width) << name;
      if (drawn) {
        EXPECT_GE(l.counts.at("hasse"), 1) << name << ": no Hasse diagram";
        EXPECT_GE(l.counts.at("marks"), 2) << name << ": an empty drawing";
      }
    }
  photograph("/", 1280, 900, "catalogue-home");
  photograph(search_path, 1280, 1100, "catalogue-search");
  const std::string taller = first_link(fetch("/search/posets?size=6&grundy=0&height=3"), "object");
  photograph(taller, 1280, 1000, "catalogue-poset");
  photograph("/object/chomp/5x6", 1280, 800, "catalogue-chomp");
  photograph("/plots?table=posets&x=height&y=grundy&size=6", 1280, 700, "catalogue-plot");
  photograph(taller, 390, 900, "catalogue-poset-phone");
}

}  // namespace
}  // namespace posetlab
