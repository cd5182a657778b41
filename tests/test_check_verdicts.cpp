// The verdict of a check crosses the store as a column: `verify` writes the verdict it
// computed, and the report reads it back without recomputing it. A check that meets no
// instance is NO INSTANCES in all three places; the checks rows of a schema-14 database,
// whose values sat inside two texts, are split into the columns once, by the migration.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <string>

#include "results/store/schema.hpp"
#include "results/store/store.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"
#include "verify/check_registry.hpp"
#include "verify/report.hpp"

namespace posetlab::checks {
namespace {

using posetlab::testing::posetlab;
using posetlab::testing::TempDirTest;

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class NoInstancesCli : public TempDirTest {};

// A conjecture on a database that holds no row: nothing is tested, which proves nothing.
TEST_F(NoInstancesCli, IsNoInstancesInVerifyInItsRowAndInTheReport) {
  { Store create(db("empty.sqlite"), Store::Access::ReadWrite); }
  std::ofstream(db("c.txt")) << "le-size: grundy <= size\n";
  const auto v = posetlab("verify -q --only conjecture: --conjectures " + db("c.txt") + " --db " + db("empty.sqlite"));
  EXPECT_EQ(v.status, 1) << v.out;
  EXPECT_NE(v.out.find("conjecture:le-size     NO INSTANCES"), std::string::npos) << v.out;
  EXPECT_NE(v.out.find("1 NOT as expected"), std::string::npos) << v.out;
  {
    Store store(db("empty.sqlite"), Store::Access::ReadOnly);
    EXPECT_EQ(store.db().query_int("SELECT count(*) FROM checks WHERE id = 'conjecture:le-size' AND instances = 0 AND "
                                   "verdict = 'no-instances' AND status = 'no-instances' AND expected = 1"),
              1);
  }
  const auto r = posetlab("report --no-html --db " + db("empty.sqlite") + " -o " + db("r.md"));
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string md = file_text(db("r.md"));
  EXPECT_NE(md.find("**0 of 1 rows as expected**"), std::string::npos) << md;
  EXPECT_NE(md.find("- **conjecture:le-size** ("), std::string::npos) << md;
  EXPECT_NE(md.find("): NO INSTANCES"), std::string::npos) << md;
  EXPECT_NE(md.find("### le-size — NO INSTANCES"), std::string::npos) << md;
  EXPECT_NE(md.find("- verdict: no complete size to test on"), std::string::npos) << md;
}

class CheckMigration : public TempDirTest {};

// The checks table exactly as schema 14 created it, with rows as verify wrote them then:
// "[expected false] " before a control's claim, " [computed: ...]" after the claim,
// "; " before a counterexample's detail and "\n--dot--\n" before its drawing, "missing: "
// and "error: " before what was missing and what went wrong.
void make_schema_14_checks(const std::string& path) {
  { Store create(path, Store::Access::ReadWrite); }
  Db db(path, Db::Mode::ReadWrite);
  db.exec(R"sql(
DROP TABLE checks;
CREATE TABLE checks (
  id             TEXT NOT NULL,
  paper          TEXT,
  claim          TEXT,
  scope          TEXT NOT NULL,
  instances      INTEGER,
  failures       INTEGER,
  counterexample TEXT,
  status         TEXT,
  run            INTEGER,
  seconds        REAL,
  checked_at     TEXT,
  oracle         TEXT,
  UNIQUE (id, scope)
);
INSERT INTO checks VALUES
  ('000-T3.1(1)', '000 Thm 3.1 (1)', 'g(N_i) as the formula says (from the figure) [computed: max g 10]', 'i = 0..30',
   31, 0, NULL, 'pass', 1, 0.5, '2000-01-01T00:00:01Z', 'definition,engine'),
  ('000-T3.1(1)-ctl', '000 Thm 3.1 (1)', '[expected false] g(N_i) = i (a control)', 'i = 0..30', 31, 15,
   'family 2: {0,1}; M_1: predicted 1, computed 2' || char(10) || '--dot--' || char(10) || 'digraph { 0 -> 1 }' || char(10),
   'fail', 1, 0.5, '2000-01-01T00:00:02Z', 'definition,engine'),
  ('000-T4.2', '000 Thm 4.2', 'parity-uniform two-level posets', 'every row', 0, 0,
   'missing: no two_level rows: run `posetlab enumerate two-level`', 'no-data', 1, 0.1, '2000-01-01T00:00:03Z', 'engine'),
  ('000-Fig3', '000 Fig 3', 'K(b,t) values', 'b <= 4', 0, 0, 'error: boom', 'error', 1, 0.1, '2000-01-01T00:00:04Z',
   'formula'),
  ('000-T3.3', '000 Thm 3.3', 'a claim with nothing in range', 'none', 0, 0, NULL, 'pass', 1, 0.1,
   '2000-01-01T00:00:05Z', 'formula'),
  ('000-Fig3-ctl', '000 Fig 3', '[expected false] K(b,t) = b [computed: 12 checked]', 'b <= 4', 12, 0, NULL, 'pass', 1,
   0.1, '2000-01-01T00:00:06Z', 'formula'),
  ('001-P2.4', '001 Prop 2.4', 'a claim that failed', 'n <= 7', 5, 2, 'poset 2: 0<1', 'fail', 1, 0.1,
   '2000-01-01T00:00:07Z', 'definition');
PRAGMA user_version=14;
)sql");
}

TEST_F(CheckMigration, SchemaFourteenRowsAreSplitIntoColumnsOnce) {
  make_schema_14_checks(db("v14.sqlite"));
  { Store migrate(db("v14.sqlite"), Store::Access::ReadWrite); }
  Store store(db("v14.sqlite"), Store::Access::ReadOnly);
  Db& d = store.db();
  EXPECT_EQ(d.query_int("PRAGMA user_version"), kSchemaVersion);
  auto one = [&](const std::string& where) { return d.query_int("SELECT count(*) FROM checks WHERE " + where); };
  EXPECT_EQ(one("id = '000-T3.1(1)' AND claim = 'g(N_i) as the formula says (from the figure)' AND expected = 1 AND "
                "notes = 'max g 10' AND verdict = 'pass' AND status = 'pass' AND counterexample IS NULL AND "
                "oracle = 'definition,engine' AND run = 1 AND checked_at = '2000-01-01T00:00:01Z'"),
            1);
  // Whether the control failed on the counterexample it names is the registry's to say.
  EXPECT_EQ(one("id = '000-T3.1(1)-ctl' AND claim = 'g(N_i) = i (a control)' AND expected = 0 AND notes IS NULL AND "
                "counterexample = 'family 2: {0,1}' AND counterexample_detail = 'M_1: predicted 1, computed 2' AND "
                "counterexample_dot = 'digraph { 0 -> 1 }' || char(10) AND verdict IS NULL AND status = 'fail'"),
            1);
  EXPECT_EQ(one("id = '000-T4.2' AND missing_data = 'no two_level rows: run `posetlab enumerate two-level`' AND "
                "counterexample IS NULL AND verdict = 'no-data' AND status = 'no-data'"),
            1);
  EXPECT_EQ(one("id = '000-Fig3' AND error = 'boom' AND counterexample IS NULL AND verdict = 'error' AND status = 'error'"),
            1);
  EXPECT_EQ(one("id = '000-T3.3' AND verdict = 'no-instances' AND status = 'no-instances'"), 1);
  EXPECT_EQ(one("id = '000-Fig3-ctl' AND expected = 0 AND claim = 'K(b,t) = b' AND notes = '12 checked' AND "
                "verdict = 'unexpected-pass' AND status = 'pass'"),
            1);
  EXPECT_EQ(one("id = '001-P2.4' AND counterexample = 'poset 2: 0<1' AND counterexample_detail IS NULL AND "
                "verdict = 'fail' AND status = 'fail'"),
            1);
  EXPECT_EQ(one("claim LIKE '%[computed: %' OR claim LIKE '[expected false]%' OR counterexample LIKE '%--dot--%' OR "
                "counterexample LIKE 'missing: %' OR counterexample LIKE 'error: %'"),
            0);

  // The report reads what is stored: the control's unknown verdict is not recorded, never green.
  const auto rows = read_report_rows(d);
  ASSERT_EQ(rows.size(), 7u);
  std::map<std::string, const ReportRow*> by_id;
  for (const ReportRow& r : rows) by_id[r.id] = &r;
  EXPECT_EQ(by_id["000-T3.1(1)"]->result(), "pass");
  EXPECT_EQ(by_id["000-T3.1(1)-ctl"]->result(), "NOT RECORDED (run posetlab verify again)");
  EXPECT_FALSE(by_id["000-T3.1(1)-ctl"]->as_expected());
  EXPECT_EQ(by_id["000-T3.1(1)-ctl"]->counterexample_cell(), "family 2: {0,1}; M_1: predicted 1, computed 2");
  EXPECT_EQ(by_id["000-T4.2"]->result(), "NO DATA");
  EXPECT_EQ(by_id["000-T4.2"]->counterexample_cell(), "missing: no two_level rows: run `posetlab enumerate two-level`");
  EXPECT_EQ(by_id["000-Fig3"]->result(), "ERROR");
  EXPECT_EQ(by_id["000-Fig3"]->counterexample_cell(), "error: boom");
  EXPECT_EQ(by_id["000-T3.3"]->result(), "NO INSTANCES");
  EXPECT_EQ(by_id["000-Fig3-ctl"]->result(), "UNEXPECTED PASS");
  EXPECT_EQ(by_id["001-P2.4"]->result(), "FAIL");
  const std::string md = markdown_report(rows, db("v14.sqlite"));
  EXPECT_NE(md.find("**2 of 7 rows as expected**"), std::string::npos) << md;
  EXPECT_NE(md.find("- **000-T3.1(1)-ctl** (i = 0..30): NOT RECORDED (run posetlab verify again), smallest "
                    "counterexample `family 2: {0,1}; M_1: predicted 1, computed 2`"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("g(N_i) as the formula says (from the figure) [computed: max g 10]"), std::string::npos) << md;

  // Running the control again records its verdict; the report shows the newest row.
  {
    Store w(db("v14.sqlite"), Store::Access::ReadWrite);
    CheckRecorder rec(w, "verify --quick", 1);
    const Check& ctl = *select_checks({"000-T3.1(1)-ctl"}).at(0);
    CheckOptions quick;
    quick.quick = true;
    rec.record(check_row(ctl, run_check(ctl, quick)));
    rec.finish(true, 1, 0.1);
  }
  Store again(db("v14.sqlite"), Store::Access::ReadOnly);
  for (const ReportRow& r : read_report_rows(again.db())) {
    if (r.id == "000-T3.1(1)-ctl") {
      EXPECT_EQ(r.result(), "fails (expected)");
    }
  }
}

}  // namespace
}  // namespace posetlab::checks
