// Cross-checks of the `posets` table (`enumerate posets`) against methods that
// share nothing with the job that wrote it: published counts (OEIS), nauty-genposetg's
// own output, plain search by the definition, the two-level enumeration (labeled and
// sub-family DPs), and the Deuber-Thomasse solver for N-free posets.
//
// They read the database verify is given. Without one (--no-db, the quick tests) each
// check fills a temporary database with the jobs themselves (posets and two-level sizes
// 1..5 quick, 1..8 full) and reads that, so the same SQL path is always exercised.
// Only sizes whose row count is A000112's are compared as distributions; a partial size
// (a shard, a running job) is named in the notes and left out.
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/series_parallel.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/posets_job.hpp"
#include "enumerate/two_level_job.hpp"
#include "results/queries/size_range.hpp"
#include "results/queries/value_counts.hpp"
#include "results/tables/posets.hpp"
#include "results/tables/two_level.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

namespace fs = std::filesystem;
using std::to_string;

// OEIS A342447: unlabeled posets on n points by number of arcs of the Hasse diagram,
// rows n = 0..8 (each row sums to A000112(n)).
const std::vector<std::vector<std::uint64_t>> kA342447 = {
    {1},
    {1},
    {1, 1},
    {1, 1, 3},
    {1, 1, 4, 8, 2},
    {1, 1, 4, 11, 29, 12, 5},
    {1, 1, 4, 12, 43, 105, 92, 45, 12, 3},
    {1, 1, 4, 12, 46, 156, 460, 582, 487, 204, 71, 14, 7},
    {1, 1, 4, 12, 47, 170, 670, 2097, 3822, 4514, 3271, 1579, 561, 186, 44, 16, 4},
};

// OEIS A003430: unlabeled series-parallel (= N-free) posets on n points, n = 0..12.
const std::uint64_t kA003430[13] = {1, 1, 2, 5, 15, 48, 167, 602, 2256, 8660, 33958, 135292, 546422};

// The database a check reads: verify's own, or a temporary one this object fills with
// the jobs for sizes 1..`size` (posets; two-level too when asked) and removes again.
class TableSource {
 public:
  TableSource(const CheckOptions& o, bool with_two_level) {
    std::string missing;
    if (o.tables) {
      // A connection of its own: o.tables is one SQLite connection opened without a
      // mutex, and verify runs checks on several threads at once.
      own_ = std::make_unique<Store>(o.tables->db().path(), Store::Access::ReadOnly);
      db_ = &own_->db();
      missing = missing_tables(with_two_level);
      if (missing.empty()) {
        scope_ = "the database's tables";
        return;
      }
      // A database that holds only what its user needs (two-level tables, say): the
      // check runs on tables of its own, as without a database, and says so.
      own_.reset();
      db_ = nullptr;
    }
    static std::atomic<int> serial{0};
    dir_ = fs::temp_directory_path() / ("posetlab_verify_" + to_string(getpid()) + "_" + to_string(serial++));
    fs::create_directories(dir_);
    own_ = std::make_unique<Store>((dir_ / "tables.sqlite").string(), Store::Access::ReadWrite);
    const int size = o.quick ? 5 : 8;
    JobOptions quiet;
    quiet.progress.enabled = false;
    for (int n = 1; n <= size; ++n) run_posets_job(*own_, PosetsSpec{n, 1}, quiet);
    if (with_two_level)
      for (int n = 1; n <= size; ++n) {
        TwoLevelSpec spec;
        spec.size = n;
        spec.threads = 1;
        auto job = make_two_level_job(spec);
        run_two_level_job(*own_, *job, spec, quiet);
      }
    db_ = &own_->db();
    scope_ = (missing.empty() ? "" : "the database holds no " + missing + " rows, so ") +
             "tables written here by the jobs for sizes 1.." + to_string(size);
  }
  ~TableSource() {
    own_.reset();
    std::error_code ignored;
    if (!dir_.empty()) fs::remove_all(dir_, ignored);
  }
  TableSource(const TableSource&) = delete;
  TableSource& operator=(const TableSource&) = delete;

  Db& db() { return *db_; }
  const std::string& scope() const { return scope_; }

  // Sizes whose posets row count is A000112's. Another count is a failure when the
  // size's job is recorded complete, and otherwise (a shard, a job still running) a
  // note: such a size is left out.
  std::vector<int> complete_sizes(Tally& tally, std::string& notes) {
    std::vector<int> out;
    Stmt q = db().prepare("SELECT size, count(*) FROM posets GROUP BY size ORDER BY size");
    while (q.step()) {
      const int n = int(q.int64(0));
      const std::uint64_t rows = std::uint64_t(q.int64(1));
      if (n >= 1 && n <= 12 && rows == kPosetCounts[n]) {
        out.push_back(n);
      } else if (n >= 1 && n <= 12 && job_complete(PosetsTableJob(PosetsSpec{n}).key())) {
        tally.fail(value_counterexample(n, "posets on " + to_string(n) + " points",
                                        "complete job, " + to_string(rows) + " rows; A000112 says " +
                                            to_string(kPosetCounts[n])));
      } else {
        notes += "; size " + to_string(n) + " partial (" + to_string(rows) + " rows), left out";
      }
    }
    return out;
  }

  // The tables this check reads that the database leaves empty ("posets", "two_level",
  // both joined by "and"), or "" when it holds rows in each.
  std::string missing_tables(bool with_two_level) {
    std::string missing;
    for (const char* table : {"posets", "two_level"}) {
      if (std::string(table) == "two_level" && !with_two_level) continue;
      bool rows = false;
      try {
        rows = db().query_int(std::string("SELECT count(*) FROM (SELECT 1 FROM ") + table + " LIMIT 1)") > 0;
      } catch (const std::exception&) {
        rows = false;  // no such table
      }
      if (!rows) missing += (missing.empty() ? "" : " and ") + std::string(table);
    }
    return missing;
  }

  // Every unit of the job `key` committed.
  bool job_complete(const std::string& key) {
    Stmt q = db().prepare("SELECT j.units, (SELECT count(*) FROM units u WHERE u.job = j.job) FROM jobs j WHERE j.job = ?");
    q.bind(1, key);
    return q.step() && q.int64(0) == q.int64(1);
  }

 private:
  Db* db_ = nullptr;
  std::unique_ptr<Store> own_;
  fs::path dir_;
  std::string scope_;
};

std::string sizes_or_none(const std::vector<int>& sizes) { return sizes.empty() ? "none" : sizes_text(sizes); }

// Arcs of a digraph6 line, counted from its bits alone (no parsing into a Poset).
int digraph6_arcs(const std::string& line) {
  int arcs = 0;
  for (std::size_t i = 2; i < line.size(); ++i) arcs += __builtin_popcount(unsigned(line[i] - 63) & 63u);
  return arcs;
}

std::string row_detail(const std::string& what, std::int64_t stored, std::int64_t want) {
  return what + ": table has " + to_string(stored) + ", oracle says " + to_string(want);
}

// Hasse arcs: per complete size, the table's distribution by arcs against OEIS A342447
// (n <= 8) and against the arcs of nauty-genposetg's own lines (it writes the Hasse
// diagram); per row, the stored count against the arcs of its stored canonical digraph6.
CheckResult check_arcs(const CheckOptions& o) {
  TableSource src(o, false);
  Tally tally;
  std::string notes;
  const std::vector<int> sizes = src.complete_sizes(tally, notes);
  const int peer_max = o.quick ? 6 : 10;  // genposetg 11 writes 46.7 M lines
  for (int n : sizes) {
    std::map<int, std::uint64_t> table;
    Stmt q = src.db().prepare("SELECT canonical, hasse_arcs FROM posets WHERE size = ?");
    q.bind(1, n);
    while (q.step()) {
      const std::string canonical = q.text(0);
      const int arcs = int(q.int64(1));
      ++table[arcs];
      tally.expect(arcs == digraph6_arcs(canonical), [&] {
        return poset_counterexample(parse_digraph6(canonical),
                                    row_detail("hasse_arcs vs arcs of its canonical digraph6", arcs, digraph6_arcs(canonical)));
      });
    }
    auto compare = [&](const std::map<int, std::uint64_t>& want, const std::string& oracle) {
      std::set<int> cells;
      for (const auto& [e, c] : table) cells.insert(e);
      for (const auto& [e, c] : want) cells.insert(e);
      for (int e : cells) {
        const std::uint64_t got = table.count(e) ? table.at(e) : 0, expect = want.count(e) ? want.at(e) : 0;
        tally.expect(got == expect, [&] {
          return value_counterexample(n, "posets on " + to_string(n) + " points with " + to_string(e) + " Hasse arcs",
                                      row_detail(oracle, std::int64_t(got), std::int64_t(expect)));
        });
      }
    };
    if (n < int(kA342447.size())) {
      std::map<int, std::uint64_t> oeis;
      for (std::size_t e = 0; e < kA342447[n].size(); ++e) oeis[int(e)] = kA342447[n][e];
      compare(oeis, "A342447");
    }
    if (n <= peer_max) {
      std::map<int, std::uint64_t> peer;
      if (n == 0) ++peer[0];
      else genposetg_part(n, 0, 1, [&](std::string&& line) { ++peer[digraph6_arcs(line)]; });
      compare(peer, "nauty-genposetg arcs");
    }
  }
  notes = "A342447 rows n <= " + to_string(kA342447.size() - 1) + ", genposetg n <= " + to_string(peer_max) + notes;
  return tally.result(src.scope() + ", complete sizes " + sizes_or_none(sizes), notes);
}

const Check kCheck_tab_posets_arcs{
    .id = "tab-posets-arcs", .source = "posets table cross-checks",
    .claim = "For each n, the number of posets on n points up to isomorphism whose Hasse diagram has e arcs "
             "(cover pairs x < y with nothing between) is OEIS A342447(n, e) and is the number of "
             "nauty-genposetg lines with e arcs; each row's hasse_arcs equals the arcs of its stored canonical "
             "digraph6.",
    .scope = "every complete size of the table; A342447 for n <= 8, genposetg for n <= 10",
    .oracle = "oeis:A342447,peer:nauty-genposetg",
    .note = "genposetg writes Hasse diagrams, so its arc counts are a peer that never passes through the job's "
            "code",
    .list_order = 10, .cost = 4,
    .run = check_arcs,
};

// Values: every row of size <= `all_max`, and a fixed random sample of the rows of each
// larger size (rows in canonical order, indexes drawn with a seed per size), against
// plain search by the definition: grundy, g-set and outcome.
CheckResult check_plain(const CheckOptions& o) {
  TableSource src(o, false);
  Tally tally;
  const int all_max = o.quick ? 5 : 8;
  const std::uint64_t sample = o.quick ? 20 : 20000;
  std::string notes;
  Stmt sizes = src.db().prepare("SELECT size, count(*) FROM posets GROUP BY size ORDER BY size");
  while (sizes.step()) {
    const int n = int(sizes.int64(0));
    const std::uint64_t rows = std::uint64_t(sizes.int64(1));
    std::set<std::uint64_t> chosen;  // empty: every row
    if (n > all_max && rows > sample) {
      std::mt19937_64 rng(10 * 1000 + n);  // fixed seed per size n
      for (std::uint64_t j = rows - sample; j < rows; ++j) {  // Floyd: `sample` distinct indexes
        const std::uint64_t t = std::uniform_int_distribution<std::uint64_t>(0, j)(rng);
        chosen.insert(chosen.count(t) ? j : t);
      }
    }
    notes += (notes.empty() ? "" : ", ") + to_string(n) + ": " + (chosen.empty() ? "all " + to_string(rows) : to_string(sample) + " of " + to_string(rows));
    Stmt q = src.db().prepare("SELECT canonical, grundy, gset, outcome FROM posets WHERE size = ? ORDER BY canonical");
    q.bind(1, n);
    for (std::uint64_t index = 0; q.step(); ++index) {
      if (!chosen.empty() && !chosen.count(index)) continue;
      const Poset p = parse_digraph6(q.text(0));
      const std::vector<int> options = plain_option_values(p);
      std::uint64_t gset = 0;
      for (int v : options) gset |= std::uint64_t{1} << v;
      const int g = __builtin_ctzll(~gset);
      const std::int64_t stored = q.int64(1), stored_gset = q.int64(2);
      const std::string outcome = q.text(3);
      tally.expect(stored == g && std::uint64_t(stored_gset) == gset && outcome == (g ? "N" : "P"), [&] {
        return poset_counterexample(p, "grundy/gset/outcome: table " + to_string(stored) + "/" + to_string(stored_gset) +
                                           "/" + outcome + ", plain search " + to_string(g) + "/" + to_string(gset) +
                                           "/" + (g ? "N" : "P"));
      });
    }
  }
  return tally.result(src.scope() + ", rows checked per size: " + notes);
}

const Check kCheck_tab_posets_plain{
    .id = "tab-posets-plain", .source = "posets table cross-checks",
    .claim = "Each row's grundy, g-set (bit v: some option has value v) and outcome (P iff grundy = 0) equal "
             "those of plain search by the definition g(S) = mex{ g(S minus up(x)) } over the down-sets of the "
             "stored poset.",
    .scope = "every row of size <= 8; 20000 rows per larger size drawn with a fixed seed",
    .oracle = "definition",
    .list_order = 20, .cost = 6,
    .run = check_plain,
};

// Two-level: the height <= 2 posets whose tops have distinct down-sets are the
// extensional two-level families without an empty top (bottoms = minimal elements).
// Per size where both tables are complete, the two sets of classes (by canonical
// digraph6) must be equal and each class must carry the same grundy and g-set.
CheckResult check_two_level(const CheckOptions& o) {
  TableSource src(o, true);
  Tally tally;
  std::string notes;
  std::vector<int> compared;
  std::uint64_t by_definition = 0;
  // two_level completeness as `export bfile` proves it (results/queries/value_counts.hpp).
  const ValueCounts two_level_complete = read_value_counts(src.db(), counted_population("two-level"));
  for (int n : src.complete_sizes(tally, notes)) {
    if (!two_level_complete.complete_in_rows.count(n)) continue;  // rows, not two_level_summary
    compared.push_back(n);
    struct Class {
      std::int64_t grundy, gset;
      std::string family;
      bool seen = false;
    };
    std::map<std::string, Class> classes;  // canonical digraph6 -> the two_level row
    Stmt t = src.db().prepare(
        "SELECT family, grundy, gset FROM two_level WHERE bottoms + tops = ? AND has_empty_top = 0");
    t.bind(1, n);
    while (t.step()) {
      const SetSystem f = parse_set_system_text(t.text(0));
      const std::string key = canonical_digraph6(set_system_to_poset(f));
      if (!classes.emplace(key, Class{t.int64(1), t.int64(2), t.text(0)}).second)
        tally.fail(family_counterexample(f, "two_level holds this class twice"));
    }
    std::uint64_t matched = 0;
    Stmt q = src.db().prepare("SELECT canonical, grundy, gset FROM posets WHERE size = ? AND height <= 2");
    const int kPlainAllMax = 9;
    q.bind(1, n);
    while (q.step()) {
      const Poset p = parse_digraph6(q.text(0));
      const std::optional<SetSystem> f = poset_to_set_system(p);
      if (!f) {
        tally.fail(poset_counterexample(p, "posets row with height <= 2 has no two-level reading"));
        continue;
      }
      const std::set<std::vector<int>> distinct(f->tops.begin(), f->tops.end());
      if (distinct.size() != f->tops.size()) continue;  // top twins: not extensional
      auto it = classes.find(q.text(0));
      if (it == classes.end()) {
        tally.fail(poset_counterexample(p, "extensional height <= 2 poset missing from two_level"));
        continue;
      }
      it->second.seen = true;
      ++matched;
      const std::int64_t g = q.int64(1), gs = q.int64(2);
      // Both tables come from the engine (the general solver; the two-level DPs): every
      // row of up to kPlainAllMax points, and every 64th row beyond, is also valued by
      // plain search by the definition.
      if (n <= kPlainAllMax || matched % 64 == 0) {
        ++by_definition;
        std::uint64_t plain_gset = 0;
        for (int v : plain_option_values(p)) plain_gset |= std::uint64_t{1} << v;
        const int plain_g = __builtin_ctzll(~plain_gset);
        tally.expect(plain_g == it->second.grundy && plain_gset == std::uint64_t(it->second.gset), [&] {
          return poset_counterexample(p, "grundy/gset: two_level " + to_string(it->second.grundy) + "/" +
                                             to_string(it->second.gset) + ", plain search " + to_string(plain_g) + "/" +
                                             to_string(plain_gset) + " (" + it->second.family + ")");
        });
      }
      tally.expect(g == it->second.grundy && gs == it->second.gset, [&] {
        return poset_counterexample(p, "grundy/gset: posets " + to_string(g) + "/" + to_string(gs) + ", two_level " +
                                           to_string(it->second.grundy) + "/" + to_string(it->second.gset) + " (" +
                                           it->second.family + ")");
      });
    }
    for (const auto& [key, c] : classes)
      if (!c.seen) tally.fail(family_counterexample(parse_set_system_text(c.family), "two_level class missing from posets"));
    notes += "; size " + to_string(n) + ": " + to_string(matched) + " classes";
  }
  notes = to_string(by_definition) + " classes also valued by plain search by the definition (every class of <= 9 "
          "points, every 64th beyond)" + notes;
  return tally.result(src.scope() + ", sizes complete in both tables: " + sizes_or_none(compared), notes);
}

const Check kCheck_tab_posets_two_level{
    .id = "tab-posets-two-level", .source = "posets table cross-checks",
    .claim = "For each n, the posets of height <= 2 on n points whose non-minimal elements have distinct "
             "down-sets are, class for class, the two_level rows with bottoms + tops = n and no empty top, with "
             "equal grundy and g-set.",
    .scope = "every size complete in both tables (two_level: as export bfile proves it)",
    .oracle = "definition,engine",
    .note = "two_level values come from the labeled DP (b <= 5) and the sub-family DP, not from the general "
            "solver that wrote the posets table; classes are matched by canonical digraph6; every class of <= 9 "
            "points and every 64th beyond is also valued by plain search by the definition",
    .list_order = 30, .cost = 3,
    .run = check_two_level,
};

// N-free: counts per complete size against OEIS A003430; per row, the n_free flag
// against the Deuber-Thomasse decomposition (it exists iff the poset is N-free) and the
// value and g-set of every N-free row against the solver built on it. Rows above
// `flag_max` points are only decomposed when flagged N-free (the counts cover the rest).
CheckResult check_n_free(const CheckOptions& o) {
  TableSource src(o, false);
  Tally tally;
  std::string notes;
  const std::vector<int> sizes = src.complete_sizes(tally, notes);
  for (int n : sizes) {
    const std::int64_t count = src.db().query_int("SELECT sum(n_free) FROM posets WHERE size = " + to_string(n));
    tally.expect(std::uint64_t(count) == kA003430[n], [&] {
      return value_counterexample(n, "N-free posets on " + to_string(n) + " points",
                                  row_detail("A003430", count, std::int64_t(kA003430[n])));
    });
  }
  const int flag_max = o.quick ? 5 : 9;
  Stmt q = src.db().prepare("SELECT canonical, grundy, gset, n_free, size FROM posets WHERE size <= ? OR n_free = 1");
  q.bind(1, flag_max);
  std::uint64_t n_free_rows = 0;
  while (q.step()) {
    const Poset p = parse_digraph6(q.text(0));
    const bool flagged = q.int64(3) == 1;
    const std::optional<DtResult> dt = deuber_thomasse(p);
    if (!tally.expect(flagged == dt.has_value(), [&] {
          return poset_counterexample(p, std::string("n_free flag ") + (flagged ? "1" : "0") +
                                             ", series-parallel decomposition " + (dt ? "exists" : "does not exist"));
        }))
      continue;
    if (!dt) continue;
    ++n_free_rows;
    std::uint64_t gset = 0;
    for (int v : dt->gset) gset |= std::uint64_t{1} << v;
    const std::int64_t g = q.int64(1), gs = q.int64(2);
    tally.expect(g == dt->grundy && std::uint64_t(gs) == gset, [&] {
      return poset_counterexample(p, "grundy/gset: table " + to_string(g) + "/" + to_string(gs) + ", Deuber-Thomasse " +
                                         to_string(dt->grundy) + "/" + to_string(gset));
    });
  }
  notes = to_string(n_free_rows) + " N-free rows valued by Deuber-Thomasse; flags decomposed on every row <= " +
          to_string(flag_max) + " points" + notes;
  return tally.result(src.scope() + ", A003430 on complete sizes " + sizes_or_none(sizes), notes);
}

const Check kCheck_tab_posets_nfree{
    .id = "tab-posets-nfree", .source = "posets table cross-checks",
    .claim = "For each n, sum(n_free) over the posets on n points is OEIS A003430(n) (series-parallel = N-free "
             "posets); a row is flagged N-free iff it has a series-parallel decomposition, and then its grundy "
             "and g-set are those of the Deuber-Thomasse solver (001 Sec. 3.1) on that decomposition.",
    .scope = "every complete size for the counts; flags on every row <= 9 points, values on every N-free row",
    .oracle = "oeis:A003430,formula",
    .list_order = 40, .cost = 4,
    .run = check_n_free,
};


}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_tables_posets_checks(std::vector<Check>& list) {
  list.push_back(kCheck_tab_posets_arcs);
  list.push_back(kCheck_tab_posets_plain);
  list.push_back(kCheck_tab_posets_two_level);
  list.push_back(kCheck_tab_posets_nfree);
}

}  // namespace posetlab::checks
