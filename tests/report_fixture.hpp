#pragma once
// A small database whose report has every part of the page, built in about a second: job
// tables for the plots, a stored conjecture, and checks rows as verify writes them (a
// passing claim with `code` in it, a NO DATA note, a failure and a table check), for the
// tests that read the report's page (test_report_layout.cpp, test_report_browser.cpp).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "results/store/store.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {

inline std::string read_report_file(const std::filesystem::path& p) {
  std::ifstream f(p);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

class ReportFixture : public TempDirTest {
 protected:
  void SetUp() override {
    TempDirTest::SetUp();
    const std::string d = " --db " + db("t.sqlite") + " -q";
    for (const char* job : {"posets --size 1", "posets --size 2", "posets --size 3", "posets --size 4",
                            "two-level --size 2", "chomp --max 4"})
      ASSERT_EQ(posetlab(std::string("enumerate ") + job + d).status, 0) << job;
    ASSERT_EQ(posetlab("conjecture store \"grundy <= size\" --db " + db("t.sqlite")).status, 0);
    Store store(db("t.sqlite"), Store::Access::ReadWrite);
    // Rows as verify writes them: claims and a NO DATA note with `code` in them.
    store.db().exec(
        "INSERT INTO checks (id, paper, claim, scope, instances, failures, counterexample, missing_data, verdict, "
        "status, run, seconds, checked_at, oracle) VALUES "
        "('000-T3.1', '000 Thm 3.1', 'g(N_i) as the formula says, for `n` up to 40 (see `posetlab family zigzag`)', "
        "'all zig-zags of 1..40 points, both parities', 80, 0, NULL, NULL, 'pass', 'pass', 1, 0.5, "
        "'2000-01-01T00:00:00Z', 'formula'), "
        "('000-T4.2', '000 Thm 4.2', 'parity-uniform two-level posets have the value of their bottoms', "
        "'every parity-uniform two_level row of the database', 0, 0, NULL, 'no two_level rows: run "
        "`posetlab enumerate two-level --bottoms 4`', 'no-data', 'no-data', 1, 0.1, '2000-01-01T00:00:00Z', 'engine'), "
        "('001-P2.4', '001 Prop 2.4', 'a claim that failed on a small poset of the kind the paper considers', "
        "'all posets of at most 7 points', 5, 2, 'poset 2: 0<1', NULL, 'fail', 'fail', 1, 0.1, '2000-01-01T00:00:00Z', "
        "'definition,engine'), "
        "('tab-posets-arcs', 'tables', 'Hasse arc counts agree with OEIS A342447 and nauty-genposetg', "
        "'every complete size of the posets table', 16, 0, NULL, NULL, 'pass', 'pass', 1, 0.2, '2000-01-01T00:00:00Z', "
        "'oeis:A342447,peer:nauty-genposetg')");
  }
  // Writes r.md, r.html and the plots into the test's folder; returns the HTML page.
  std::string report() {
    const auto r = posetlab("report --db " + db("t.sqlite") + " -o " + db("r.md"));
    EXPECT_EQ(r.status, 0) << r.out;
    return read_report_file(dir_ / "r.html");
  }
};

}  // namespace posetlab::testing
