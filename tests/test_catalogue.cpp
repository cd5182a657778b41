// The catalogue (`posetlab serve`) over HTTP: a server on an ephemeral port over a small
// database (posets to 6 points, Chomp to 5 x 5, two-level classes on 3 bottoms, coloured
// posets to 3 points), asked by an HTTP client as a browser or a script would. Values are
// held against independent computations: the stored rows read by SQL, and each option's
// value by plain search over the down-sets (engine/impartial/plain_grundy.hpp), never by
// the engine the pages call. Then the hostile cases: bad parameters and keys, escaping,
// path traversal, oversized requests, SQL that writes or runs too long, many clients at
// once, a database replaced or removed under the server, and a file never changed.
#include <gtest/gtest.h>
#include <httplib.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "catalogue/catalogue_server.hpp"
#include "catalogue/object_view.hpp"
#include "catalogue/table_search.hpp"
#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/hasse_svg.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/families.hpp"
#include "enumerate/two_level_job.hpp"
#include "results/jobs/job_runner.hpp"
#include "results/queries/lookup.hpp"
#include "results/tables/chomp.hpp"
#include "results/tables/coloured_posets.hpp"
#include "results/tables/posets.hpp"
#include "results/tables/two_level.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// One database and one server for the whole suite: building them is the slow part.
class CatalogueHttp : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = fs::temp_directory_path() / ("posetlab_catalogue_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    db_ = (dir_ / "c.sqlite").string();
    {
      Store s(db_, Store::Access::ReadWrite);
      JobOptions o;
      o.progress.enabled = false;
      for (int n = 1; n <= 6; ++n) run_posets_job(s, PosetsSpec{n, 1}, o);
      ChompSpec chomp;
      chomp.max = 5;
      chomp.threads = 1;
      ChompTableJob chomp_job(chomp);
      run_job(s, chomp_job, o);
      TwoLevelSpec two;
      two.bottoms = 3;
      two.threads = 1;
      auto job = make_two_level_job(two);
      run_two_level_job(s, *job, two, o);
      ColouredPosetsSpec coloured;
      coloured.size_max = 3;
      coloured.threads = 1;
      run_coloured_job(s, coloured, o);
      // A stored text that would run as a script if a page printed it unescaped.
      s.db().exec("INSERT INTO conjectures (statement, about, condition, source, note, first_stated, status) "
                  "VALUES ('grundy <= size /* <script>alert(1)</script> */', 'posets', '', 'stated', '', '2026-01-01T00:00:00Z', 'open')");
    }
    sealed_ = file_bytes(db_);
    catalogue::ServeOptions options;
    options.db = db_;
    options.port = 0;
    options.threads = 4;
    server_ = new catalogue::CatalogueServer(options);
    port_ = server_->bind();
    thread_ = new std::thread([] { server_->serve(); });
  }
  static void TearDownTestSuite() {
    server_->stop();
    thread_->join();
    delete thread_;
    delete server_;
    EXPECT_EQ(file_bytes(db_), sealed_) << "the server changed the database file";
    fs::remove_all(dir_);
  }

  static httplib::Result get(const std::string& path) {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(30, 0);
    return c.Get(path.c_str());
  }
  // The body of a 200 answer (a failure names the path and status).
  static std::string ok(const std::string& path) {
    auto r = get(path);
    if (!r) {
      ADD_FAILURE() << path << ": no answer";
      return {};
    }
    EXPECT_EQ(r->status, 200) << path << "\n" << r->body.substr(0, 500);
    return r->body;
  }
  static std::int64_t sql_count(const std::string& sql) {
    Store s(db_, Store::Access::ReadOnly);
    return s.db().query_int(sql);
  }

  static inline fs::path dir_;
  static inline std::string db_, sealed_;
  static inline int port_ = 0;
  static inline catalogue::CatalogueServer* server_ = nullptr;
  static inline std::thread* thread_ = nullptr;
};

// Every "key":"..." of a JSON text, in order.
std::vector<std::string> json_strings_named(const std::string& json, const std::string& name) {
  std::vector<std::string> out;
  const std::regex re("\"" + name + "\":\"((?:[^\"\\\\]|\\\\.)*)\"");
  for (auto it = std::sregex_iterator(json.begin(), json.end(), re); it != std::sregex_iterator(); ++it) {
    std::string v = (*it)[1].str(), plain;
    for (std::size_t i = 0; i < v.size(); ++i) plain += v[i] == '\\' && i + 1 < v.size() ? v[++i] : v[i];
    out.push_back(plain);
  }
  return out;
}

std::int64_t json_int(const std::string& json, const std::string& name) {
  std::smatch m;
  const std::regex re("\"" + name + "\":(-?[0-9]+)");
  return std::regex_search(json, m, re) ? std::stoll(m[1]) : -1;
}

TEST_F(CatalogueHttp, SearchCountsAndRowsAreTheStoredOnes) {
  const std::string body = ok("/api/search/posets?size=6&grundy=0&limit=1000");
  EXPECT_EQ(json_int(body, "count"), sql_count("SELECT count(*) FROM posets WHERE size=6 AND grundy=0"));
  const auto keys = json_strings_named(body, "key");
  EXPECT_EQ(std::int64_t(keys.size()), json_int(body, "count"));
  for (const auto& k : keys) EXPECT_EQ(parse_digraph6(k).size(), 6);
  // A range, and pages that add up to the whole match in the default order.
  const std::int64_t all = sql_count("SELECT count(*) FROM posets WHERE size BETWEEN 4 AND 5");
  EXPECT_EQ(json_int(ok("/api/search/posets?size=4:5&limit=0"), "count"), all);
  std::vector<std::string> paged;
  for (int offset = 0; offset < all; offset += 25) {
    const auto page = json_strings_named(ok("/api/search/posets?size=4:5&limit=25&offset=" + std::to_string(offset)), "key");
    paged.insert(paged.end(), page.begin(), page.end());
  }
  const auto whole = json_strings_named(ok("/api/search/posets?size=4:5&limit=1000"), "key");
  EXPECT_EQ(paged, whole);
  EXPECT_EQ(std::int64_t(whole.size()), all);
  // The search page shows the count and links every row to its page.
  const std::string page = ok("/search/posets?size=6&grundy=0");
  EXPECT_NE(page.find("<b>" + std::to_string(keys.size()) + "</b> matching rows"), std::string::npos);
  EXPECT_NE(page.find("/object/posets/" + catalogue::url_escape(keys.front())), std::string::npos);
  EXPECT_NE(page.find("data-column=\"height\""), std::string::npos) << "facets";
}

TEST_F(CatalogueHttp, DownloadsHoldEveryMatchInEachFormat) {
  const std::int64_t n = sql_count("SELECT count(*) FROM posets WHERE size=5 AND outcome='P'");
  const std::string csv = ok("/api/search/posets?size=5&outcome=P&format=csv");
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), n + 1) << "a header and a line a row";
  const std::string lines = ok("/api/search/posets?size=5&outcome=P&format=lines");
  std::istringstream in(lines);
  int read = 0;
  for (std::string line; std::getline(in, line); ++read) EXPECT_EQ(parse_digraph6(line).size(), 5);
  EXPECT_EQ(read, n);
  const std::string sage = ok("/api/search/posets?size=5&outcome=P&format=sage");
  EXPECT_EQ(std::int64_t(std::count(sage.begin(), sage.end(), '\n')), n + 4) << "a header, the import, the list's two ends and a line a row";
  EXPECT_NE(sage.find("cover_relations=True"), std::string::npos);
}

// Each option of every stored poset of up to 5 points: the position left, its value by plain
// search, the winning mark, and its link to the position's own stored page.
TEST_F(CatalogueHttp, OptionsAreThePositionsLeftWithTheirPlainValues) {
  const auto keys = json_strings_named(ok("/api/search/posets?size=1:5&limit=1000"), "key");
  ASSERT_EQ(std::int64_t(keys.size()), sql_count("SELECT count(*) FROM posets WHERE size <= 5"));
  int options = 0;
  for (const std::string& key : keys) {
    const Poset p = parse_digraph6(key);
    const std::string body = ok("/api/object/posets/" + catalogue::url_escape(key));
    EXPECT_EQ(json_int(body, "grundy"), plain_grundy(p)) << key;
    const auto positions = json_strings_named(body, "position");
    const auto values = json_strings_named(body, "value");
    const auto links = json_strings_named(body, "link");
    ASSERT_EQ(int(positions.size()), p.size()) << key;
    for (int x = 0; x < p.size(); ++x) {
      std::vector<int> keep;
      for (int y = 0; y < p.size(); ++y)
        if (!p.leq(x, y)) keep.push_back(y);
      const Poset child = p.induced(keep);
      EXPECT_EQ(values[x], std::to_string(plain_grundy(child))) << key << " move " << x;
      EXPECT_EQ(links[x], "/object/posets/" + catalogue::url_escape(posets_table_key(child)));
      ++options;
    }
    const bool p_position = plain_grundy(p) == 0;
    EXPECT_EQ(body.find("\"winning\":true") == std::string::npos, p_position) << key;
  }
  EXPECT_GT(options, 200);
  // A link leads to a page: a stored size to its row, the empty position (not stored) to a
  // page of computed values with status 404.
  const std::string diamond = ok("/api/object/posets/" + catalogue::url_escape("&CWP?"));
  const auto links = json_strings_named(diamond, "link");
  ASSERT_EQ(links.size(), 4u);
  EXPECT_EQ(get(links[1])->status, 200);
  auto empty = get(links[0]);
  EXPECT_EQ(empty->status, 404);
  EXPECT_NE(empty->body.find("computed now"), std::string::npos);
}

// Chomp: a position's options by plain search on the position's own poset.
TEST_F(CatalogueHttp, ChompBitesAreValuedByPlainSearch) {
  const std::vector<int> rows = {4, 4, 3};
  const std::string body = ok("/api/chomp?rows=4,4,3");
  // The position as a poset: its cells but the poisoned one, ordered as the grid.
  std::vector<std::pair<int, int>> cells;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < rows[r]; ++c)
      if (r || c) cells.push_back({r, c});
  std::vector<Relation> rel;
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = 0; j < cells.size(); ++j)
      if (i != j && cells[i].first <= cells[j].first && cells[i].second <= cells[j].second) rel.push_back({int(i), int(j)});
  const Poset pos = Poset::from_relations(int(cells.size()), rel);
  const auto moves = json_strings_named(body, "move");
  const auto values = json_strings_named(body, "value");
  ASSERT_EQ(moves.size(), cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) {
    EXPECT_EQ(moves[i], "(" + std::to_string(cells[i].first) + "," + std::to_string(cells[i].second) + ")");
    std::vector<int> keep;
    for (std::size_t j = 0; j < cells.size(); ++j)
      if (!pos.leq(int(i), int(j))) keep.push_back(int(j));
    EXPECT_EQ(values[i], std::to_string(plain_grundy(pos.induced(keep)))) << moves[i];
  }
  // A stored board: its winning bites are the table's.
  const std::string board = ok("/api/object/chomp/4x5");
  Store s(db_, Store::Access::ReadOnly);
  Stmt q = s.db().prepare("SELECT bites FROM chomp WHERE a = 4 AND b = 5");
  ASSERT_TRUE(q.step());
  std::string wins;
  for (const auto& m : json_strings_named(board.substr(board.find("\"winning_moves\"")), "winning_moves")) wins += m;
  const std::string stored = q.text(0);
  EXPECT_NE(board.find("\"winning_moves\":[\"" + stored.substr(0, stored.find(' ')) ), std::string::npos) << board.substr(0, 300);
  // The board page draws the cells, each biting.
  const std::string page = ok("/object/chomp/5x4");
  EXPECT_NE(page.find("data-cell=\"(1,1)\""), std::string::npos);
  EXPECT_NE(page.find("/chomp?rows=1,1,1,1"), std::string::npos);
}

TEST_F(CatalogueHttp, LookupFindsAPosetInAnyLabelling) {
  auto r = get("/lookup?q=" + catalogue::url_escape("poset 4: 2<0 2<1 0<3 1<3"));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 302);
  EXPECT_EQ(httplib::detail::decode_url(r->get_header_value("Location"), false), "/object/posets/&CWP?");
  // Two-level input: stored in both tables, both listed.
  const std::string both = ok("/lookup?q=" + catalogue::url_escape("family 3: {0,1} {1,2}"));
  EXPECT_NE(both.find("/object/two_level/"), std::string::npos);
  EXPECT_NE(both.find("/object/posets/"), std::string::npos);
  // Not stored: computed (a chain of 9 points has value 9).
  const std::string chain = ok("/api/lookup?q=" + catalogue::url_escape("poset 9: 0<1 1<2 2<3 3<4 4<5 5<6 6<7 7<8"));
  EXPECT_NE(chain.find("\"stored\":[]"), std::string::npos);
  EXPECT_NE(chain.find("\"grundy\":\"9\""), std::string::npos);
  // Bad input: 400 naming the column.
  auto bad = get("/api/lookup?q=" + catalogue::url_escape("poset 3: 0<1 1<2 2<0"));
  EXPECT_EQ(bad->status, 400);
  EXPECT_NE(bad->body.find("cycle"), std::string::npos);
}

TEST_F(CatalogueHttp, SqlAnswersAsQueryAndRefusesWrites) {
  const std::string body = ok("/api/sql?q=" + catalogue::url_escape("SELECT size, count(*) AS n FROM posets GROUP BY size ORDER BY size"));
  EXPECT_NE(body.find("\"columns\":[\"size\",\"n\"]"), std::string::npos);
  EXPECT_NE(body.find("[6," + std::to_string(sql_count("SELECT count(*) FROM posets WHERE size=6")) + "]"), std::string::npos);
  for (const std::string& bad : {"DELETE FROM posets", "ATTACH 'x.sqlite' AS x", "SELECT 1; SELECT 2", "PRAGMA user_version=3",
                                 "SELECT load_extension('x')", "SELEC 1"}) {
    auto r = get("/api/sql?q=" + catalogue::url_escape(bad));
    ASSERT_TRUE(r) << bad;
    EXPECT_EQ(r->status, 400) << bad << ": " << r->body;
  }
  // Past the time limit: stopped, 503, and the server goes on.
  auto slow = get("/api/sql?q=" + catalogue::url_escape("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"));
  ASSERT_TRUE(slow);
  EXPECT_EQ(slow->status, 503);
  EXPECT_NE(slow->body.find("longer than"), std::string::npos);
  // A row cap.
  const std::string many = ok("/api/sql?q=" + catalogue::url_escape("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 20000) SELECT x FROM c"));
  EXPECT_NE(many.find("\"truncated\":true"), std::string::npos);
}

TEST_F(CatalogueHttp, BadRequestsNameWhatIsWrong) {
  struct Case {
    std::string path;
    int status;
    std::string says;
  };
  const std::vector<Case> cases = {
      {"/api/search/posets?grundy=x", 400, "parameter 'grundy'"},
      {"/api/search/posets?nosuch=1", 400, "parameter 'nosuch'"},
      {"/api/search/posets?levels=1:2", 400, ""},  // a text column: equality, no match, but no error either
      {"/api/search/posets?limit=100000000", 400, "parameter 'limit'"},
      {"/api/search/posets?sort=nosuch", 400, "parameter 'sort'"},
      {"/api/search/posets?format=xml", 400, "parameter 'format'"},
      {"/api/search/nosuch", 404, "no table 'nosuch'"},
      {"/api/object/posets/notakey", 400, "digraph6"},
      {"/api/object/chomp/4y5", 400, "ROWSxCOLUMNS"},
      {"/api/object/chomp/9x9", 404, "no row of chomp"},
      {"/api/object/two_level/nonsense", 400, "family"},
      {"/api/chomp?rows=3,4", 400, "parameter 'rows'"},
      {"/api/plots?table=posets&x=nosuch&size=5", 400, "parameter 'x'"},
      {"/api/sequences/nosuch", 404, ""},
      {"/nosuch/page", 404, "no page"},
  };
  for (const Case& c : cases) {
    auto r = get(c.path);
    ASSERT_TRUE(r) << c.path;
    const int expected = c.path == "/api/search/posets?levels=1:2" ? 200 : c.status;
    EXPECT_EQ(r->status, expected) << c.path << ": " << r->body;
    if (!c.says.empty()) EXPECT_NE(r->body.find(c.says), std::string::npos) << c.path << ": " << r->body;
  }
}

TEST_F(CatalogueHttp, EverythingPrintedIsEscaped) {
  const std::string planted = "<script>alert(1)</script>";
  for (const std::string& path :
       {"/search/posets?levels=" + catalogue::url_escape(planted), "/lookup?q=" + catalogue::url_escape(planted),
        "/sql?q=" + catalogue::url_escape("SELECT '" + planted + "' AS x"), "/object/posets/" + catalogue::url_escape(planted),
        std::string("/checks"), "/nosuch" + catalogue::url_escape(planted)}) {
    auto r = get(path);
    ASSERT_TRUE(r) << path;
    EXPECT_EQ(r->body.find("<script>alert"), std::string::npos) << path;
  }
  EXPECT_NE(ok("/sql?q=" + catalogue::url_escape("SELECT '" + planted + "' AS x")).find("&lt;script&gt;"), std::string::npos);
  EXPECT_NE(ok("/checks").find("&lt;script&gt;"), std::string::npos) << "the planted conjecture is shown, as text";
  // No path reaches a file.
  for (const std::string& path : {"/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/object/posets/..%2F..%2Fetc%2Fpasswd",
                                  "/sequences/..%2F..%2Fetc%2Fpasswd.txt"}) {
    auto r = get(path);
    ASSERT_TRUE(r) << path;
    EXPECT_GE(r->status, 400) << path;
    EXPECT_EQ(r->body.find("root:"), std::string::npos) << path;
  }
  // Oversized: a parameter past its limit, and a URL past what the server reads.
  EXPECT_EQ(get("/api/search/posets?levels=" + std::string(5000, '1'))->status, 400);
  auto huge = get("/api/search/posets?levels=" + std::string(70000, '1'));
  EXPECT_TRUE(!huge || huge->status >= 400);
}

TEST_F(CatalogueHttp, ManyClientsAtOnce) {
  std::atomic<int> good{0}, bad{0};
  const std::string expected = ok("/api/search/posets?size=6&limit=5");
  std::vector<std::thread> clients;
  for (int t = 0; t < 8; ++t)
    clients.emplace_back([&] {
      httplib::Client c("127.0.0.1", port_);
      for (int i = 0; i < 15; ++i) {
        auto r = c.Get("/api/search/posets?size=6&limit=5");
        (r && r->status == 200 && r->body == expected ? good : bad)++;
      }
    });
  for (auto& t : clients) t.join();
  EXPECT_EQ(good.load(), 120);
  EXPECT_EQ(bad.load(), 0);
}

TEST_F(CatalogueHttp, PagesOfEveryKindAnswer) {
  for (const std::string& path : {"/", "/api/tables", "/sequences", "/api/sequences", "/plots", "/plots?table=posets&x=height&y=grundy&size=6",
                                  "/api/plots?table=posets&x=width&y=grundy&size=6", "/checks", "/api/checks", "/sql", "/chomp",
                                  "/chomp?rows=3,2", "/lookup", "/search/two_level", "/search/chomp", "/search/coloured_posets",
                                  "/search/posets_summary"}) {
    const std::string body = ok(path);
    EXPECT_FALSE(body.empty()) << path;
  }
  // A two-level class and a coloured poset have pages with drawings.
  const auto families = json_strings_named(ok("/api/search/two_level?limit=3"), "key");
  ASSERT_FALSE(families.empty());
  EXPECT_NE(ok("/object/two_level/" + catalogue::url_escape(families.back())).find("class=\"hasse\""), std::string::npos);
  const auto coloured = json_strings_named(ok("/api/search/coloured_posets?size=3&limit=3"), "key");
  ASSERT_FALSE(coloured.empty());
  const std::string page = ok("/api/object/coloured_posets/" + catalogue::url_escape(coloured.back()));
  EXPECT_NE(page.find("\"bw\""), std::string::npos);
  // The plot's points are the GROUP BY of the table.
  const std::string plot = ok("/api/plots?table=posets&x=height&y=grundy&size=5");
  EXPECT_EQ(std::int64_t(std::count(plot.begin(), plot.end(), '{')) - 1,
            sql_count("SELECT count(*) FROM (SELECT DISTINCT height, grundy FROM posets WHERE size=5)"));
}

// The database replaced, removed or of an older schema under a running server: a clear 503,
// never a crash, and the file left as it was;
// put back, it is served again.
TEST_F(CatalogueHttp, ADatabaseGoneOrReplacedGivesAClearPage) {
  const std::string copy = (dir_ / "copy.sqlite").string();
  fs::copy_file(db_, copy);
  catalogue::ServeOptions options;
  options.db = copy;
  options.port = 0;
  catalogue::CatalogueServer other(options);
  const int port = other.bind();
  std::thread t([&] { other.serve(); });
  httplib::Client c("127.0.0.1", port);
  EXPECT_EQ(c.Get("/api/search/posets?size=3")->status, 200);
  { std::ofstream(copy, std::ios::trunc) << "not a database at all"; }
  auto r = c.Get("/search/posets?size=3");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 503);
  EXPECT_NE(r->body.find("cannot be read"), std::string::npos) << r->body;
  fs::remove(copy);
  EXPECT_EQ(c.Get("/")->status, 503);
  // A file of an older schema: named as such, and left as it was.
  fs::copy_file(db_, copy);
  {
    Store s(copy, Store::Access::ReadWrite);
    s.db().exec("PRAGMA user_version = 13");
  }
  const std::string old = file_bytes(copy);
  auto o = c.Get("/search/posets");
  ASSERT_TRUE(o);
  EXPECT_EQ(o->status, 503);
  EXPECT_NE(o->body.find("needs migrating"), std::string::npos) << o->body;
  EXPECT_EQ(file_bytes(copy), old);
  fs::remove(copy);
  fs::copy_file(db_, copy);
  EXPECT_EQ(c.Get("/api/search/posets?size=3")->status, 200);
  other.stop();
  t.join();
  EXPECT_THROW(catalogue::CatalogueServer({(dir_ / "missing.sqlite").string()}), std::exception);
  // A port in use is an error, not a second server sharing it.
  catalogue::ServeOptions taken;
  taken.db = db_;
  taken.port = port_;
  catalogue::CatalogueServer second(taken);
  EXPECT_THROW(second.bind(), UsageError);
}

TEST(HasseSvg, CoversClimbAndEveryElementIsDrawn) {
  const Poset p = families::chomp(3, 4);
  const HasseLayout l = hasse_layout(p);
  for (const auto& [a, b] : p.covers()) EXPECT_LT(l.level[a], l.level[b]);
  for (int x = 0; x < p.size(); ++x) EXPECT_LT(l.place[x], l.level_sizes[l.level[x]]);
  const std::string svg = hasse_svg(p);
  std::size_t covers = 0, elements = 0;
  for (std::size_t at = 0; (at = svg.find("class=\"cover\"", at)) != std::string::npos; ++at) ++covers;
  for (std::size_t at = 0; (at = svg.find("data-element=", at)) != std::string::npos; ++at) ++elements;
  EXPECT_EQ(covers, p.cover_count());
  EXPECT_EQ(elements, std::size_t(p.size()));
  EXPECT_NE(hasse_svg(Poset()).find("empty poset"), std::string::npos);
  HasseSvgOptions o;
  o.labels.assign(p.size(), "<b>");
  EXPECT_EQ(hasse_svg(p, o).find("<b>"), std::string::npos) << "labels are escaped";
}

}  // namespace
}  // namespace posetlab
