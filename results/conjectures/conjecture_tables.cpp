// The tables conjectures are tested on; see conjecture_tables.hpp.
#include "results/conjectures/conjecture_tables.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

#include "engine/error.hpp"
#include "engine/family.hpp"
#include "engine/format_digraph6.hpp"
#include "engine/format_dot.hpp"
#include "engine/format_text.hpp"
#include "util/json.hpp"
#include "results/queries/value_counts.hpp"

namespace posetlab {
namespace {

const std::vector<ConjectureTable>& tables() {
  static const std::vector<ConjectureTable> all = {
      {"posets",
       "size",
       "",
       {"posets"},
       {"size", "relations", "hasse_arcs", "height", "width", "components", "aut"},
       {"n_free", "components = 1", "height = 1", "width = 1", "height <= 2", "aut = 1",
        "levels = '1' OR levels LIKE '1,%'",  // one minimal element: a least element
        "misere = 'P'"},
       {"grundy"},
       "poset"},
      {"two_level",
       "bottoms + tops",
       "has_empty_top = 0",
       {"two_level", "two_level_rows"},
       {"bottoms + tops", "bottoms", "tops", "edges", "components", "isolated", "aut"},
       {"parity_uniform", "components = 1", "isolated = 0", "aut = 1"},
       {"grundy"},
       "two-level poset"},
      {"coloured_posets",
       "size",
       "",
       {"coloured_posets"},
       {"size", "blacks", "height", "width", "blocking_triples", "aut"},
       {"balanced", "blacks = 0", "blacks = size", "height = 1", "width = 1", "blocking_triples = 0"},
       {"pomax"},
       "coloured poset"},
      {"mb_games",
       "size",
       "",
       {"mb_games"},
       {"size", "height", "set_count", "aut"},
       {"parity", "set_count = 0", "height = 1"},
       {"maker_first", "maker_second"},
       "Maker-Breaker game"},
      {"posets_summary",
       "size",
       "",
       {"posets_summary"},
       {"size", "height", "width", "components"},
       {"components = 1", "height = 1", "width = 1"},
       {"grundy"},
       "poset",
       "posets"},
      // Outcome rows (boxes past 16 x 16) have grundy NULL: a test reading grundy leaves
      // their sizes undecided, and mining skips rows whose target is NULL.
      {"chomp",
       "b",
       "",
       {"chomp"},
       {"a", "b", "a * b"},
       {"a = b", "a = 1", "a = 2", "grundy IS NOT NULL"},
       {"winning_bites", "grundy"},
       "Chomp board a x b (a <= b)",
       "1",
       "columns"},
  };
  return all;
}

// The run 0/1, 2, ... of complete sizes, and what ends it when the table holds more.
void set_stop_note(SizeCompleteness& out, int first) {
  int end = first;
  while (std::binary_search(out.complete.begin(), out.complete.end(), end)) ++end;
  const int beyond = std::max(out.complete.empty() ? 0 : out.complete.back(),
                              out.incomplete.empty() ? 0 : out.incomplete.rbegin()->first);
  if (beyond >= end) out.stop_note = out.why_not(end);
}

// The complete sizes of a posets table (rows or summary) under export bfile's rule, each
// size that table itself holds completely.
SizeCompleteness posets_completeness(Db& db, bool summary) {
  const ValueCounts c = read_value_counts(db, Population::Posets);
  const std::set<int>& in_table = summary ? c.complete_in_summary : c.complete_in_rows;
  SizeCompleteness out;
  out.rule = c.completeness;
  out.fill = summary ? "posetlab enumerate posets --summary --size " : "posetlab enumerate posets --size ";
  out.complete.assign(in_table.begin(), in_table.end());
  out.incomplete = c.incomplete;
  for (const auto& [n, values] : c.by_size)
    if (!in_table.count(n))
      out.incomplete[n] = "size " + std::to_string(n) + " is complete only in " +
                          (summary ? "the posets table" : "posets_summary") + ", not in this table";
  set_stop_note(out, 1);
  return out;
}

SizeCompleteness two_level_completeness(Db& db) {
  const ValueCounts c = read_value_counts(db, Population::TwoLevel);
  SizeCompleteness out;
  out.rule = c.completeness + " (classes with an empty top are left out)";
  out.fill = "posetlab enumerate two-level --size ";
  out.complete.assign(c.complete_in_rows.begin(), c.complete_in_rows.end());
  out.incomplete = c.incomplete;
  for (const auto& [n, values] : c.by_size)
    if (!c.complete_in_rows.count(n))
      out.incomplete[n] = "size " + std::to_string(n) + " is complete only in two_level_summary, not in this table";
  set_stop_note(out, 1);
  return out;
}

// Jobs of `kind` with their per-family size bounds (parsed from the job key) and
// whether every unit is committed.
struct JobCover {
  std::map<std::string, int> bound;  // family -> largest size
  bool complete = false;
};

std::vector<JobCover> job_covers(Db& db, const std::string& kind) {
  std::vector<JobCover> out;
  Stmt q = db.prepare(
      "SELECT j.job, j.units = (SELECT count(*) FROM units u WHERE u.job = j.job) FROM jobs j WHERE j.kind = ?1");
  q.bind(1, kind);
  while (q.step()) {
    const std::string key = q.text(0);
    JobCover c;
    c.complete = q.int64(1) != 0;
    int a = 0, b = 0;
    if (kind == "coloured-posets" && std::sscanf(key.c_str(), "coloured-posets:size<=%d", &a) == 1) {
      c.bound["all"] = a;
    } else if (kind == "mb-games" && std::sscanf(key.c_str(), "mb-games:clutters<=%d;singletons<=%d", &a, &b) == 2) {
      c.bound["clutters"] = a;
      c.bound["singletons"] = b;
    } else {
      continue;  // a key this build does not know: it proves nothing
    }
    out.push_back(std::move(c));
  }
  return out;
}

// The chomp table by units: unit box=n of a chomp job writes every board a x n (a <= n),
// so one committed unit makes its size complete, whichever job, pass or shard wrote it.
SizeCompleteness chomp_completeness(Db& db) {
  SizeCompleteness out;
  out.rule = "a chomp job's unit box=n is committed (it writes every board a x n, a <= n)";
  out.fill = "posetlab enumerate chomp --max ";
  Stmt units = db.prepare(
      "SELECT DISTINCT CAST(substr(u.key, 5) AS INTEGER) FROM units u JOIN jobs j USING (job) "
      "WHERE j.kind = 'chomp' AND u.key GLOB 'box=[1-9]*' ORDER BY 1");
  while (units.step()) out.complete.push_back(int(units.int64(0)));
  Stmt sizes = db.prepare("SELECT DISTINCT b FROM chomp ORDER BY 1");
  while (sizes.step()) {
    const int n = int(sizes.int64(0));
    if (!std::binary_search(out.complete.begin(), out.complete.end(), n))
      out.incomplete[n] = "size " + std::to_string(n) + " has rows but no committed chomp unit box=" + std::to_string(n);
  }
  set_stop_note(out, 1);
  return out;
}

SizeCompleteness job_completeness(Db& db, const std::string& kind, const std::vector<std::string>& families) {
  SizeCompleteness out;
  out.rule =
      "for each family of rows, a " + kind + " job with all its units committed covers the size, or no job covers it";
  const std::vector<JobCover> jobs = job_covers(db, kind);
  for (int n = 0;; ++n) {
    bool covered = false;
    for (const std::string& f : families) {
      bool by_complete = false, by_any = false;
      for (const JobCover& j : jobs) {
        auto it = j.bound.find(f);
        if (it == j.bound.end() || it->second < n) continue;
        by_any = true;
        by_complete |= j.complete;
      }
      covered |= by_any;
      if (by_any && !by_complete) {
        out.stop_note = "size " + std::to_string(n) + " is incomplete: no " + kind + " job covering it (" + f +
                        ") has all its units committed";
        out.incomplete[n] = out.stop_note;
        return out;
      }
    }
    if (!covered) return out;
    out.complete.push_back(n);
  }
}

std::string column_json(const Stmt& s, int col) {
  switch (s.type(col)) {
    case SQLITE_NULL:
      return "null";
    case SQLITE_INTEGER:
      return std::to_string(s.int64(col));
    case SQLITE_FLOAT: {
      JsonObject o;
      o.add("v", s.real(col));
      const std::string j = o.str();
      return j.substr(5, j.size() - 6);
    }
    case SQLITE_BLOB: {
      std::string hex;
      char buf[3];
      for (unsigned char c : s.blob(col)) {
        std::snprintf(buf, sizeof buf, "%02x", c);
        hex += buf;
      }
      return json_string(hex);
    }
    default:
      return json_string(s.text(col));
  }
}

}  // namespace

std::string SizeCompleteness::why_not(int n) const {
  if (auto it = incomplete.find(n); it != incomplete.end()) return it->second;
  const std::string nothing = "nothing of size " + std::to_string(n) + " is stored";
  return fill.empty() ? nothing + " (no complete job covers it)" : nothing + " (run `" + fill + std::to_string(n) + "`)";
}

const ConjectureTable& conjecture_table(const std::string& name) {
  for (const auto& t : tables())
    if (t.name == name) return t;
  throw UsageError("conjectures cannot be tested on table \"" + name +
                   "\" (tables with a size: " + conjecture_table_names() + ")");
}

std::string conjecture_table_names() {
  std::string s;
  for (const auto& t : tables()) s += (s.empty() ? "" : ", ") + t.name;
  return s;
}

SizeCompleteness complete_sizes(Db& db, const ConjectureTable& table) {
  if (table.name == "posets") return posets_completeness(db, false);
  if (table.name == "posets_summary") return posets_completeness(db, true);
  if (table.name == "two_level") return two_level_completeness(db);
  if (table.name == "coloured_posets") return job_completeness(db, "coloured-posets", {"all"});
  if (table.name == "chomp") return chomp_completeness(db);
  return job_completeness(db, "mb-games", {"clutters", "singletons"});
}

ConjectureRow read_conjecture_row(const ConjectureTable& table, const Stmt& s, int size) {
  ConjectureRow r;
  r.size = size;
  std::map<std::string, std::string> text;
  for (int i = 0; i < s.columns(); ++i) {
    r.columns.emplace_back(s.name(i), column_json(s, i));
    if (s.type(i) == SQLITE_TEXT) text[s.name(i)] = s.text(i);
  }
  if (table.name == "posets" && text.count("canonical")) {
    const Poset p = parse_digraph6(text["canonical"]);
    r.text = p.to_text();
    r.dot = poset_to_dot(p);
  } else if (table.name == "two_level" && text.count("family")) {
    const Family f = parse_family_text(text["family"]);
    r.text = text["family"];
    r.dot = family_to_dot(f);
  } else if ((table.name == "coloured_posets" || table.name == "mb_games") && text.count("poset")) {
    const Poset p = parse_digraph6(text["poset"]);
    r.text = p.to_text();
    DotOptions o;
    if (table.name == "coloured_posets") {
      const std::string& word = text["colours"];
      r.text.insert(r.text.find(':'), " " + word);
      for (int i = 0; i < int(word.size()); ++i) o.labels.push_back(std::to_string(i) + word.substr(i, 1));
    } else {
      const std::string& sets = text["sets"];
      r.text += " | " + (sets == "-" ? std::string() : sets);
    }
    r.dot = poset_to_dot(p, o);
  } else {
    for (const auto& [name, value] : r.columns) r.text += (r.text.empty() ? "" : " ") + name + "=" + value;
  }
  return r;
}

MinedSizes split_mined_sizes(const SizeCompleteness& sc, const std::string& table, int mine_up_to,
                             const std::string& command, const std::string& verb) {
  if (sc.complete.size() < 2)
    throw UsageError(command + " needs at least two complete sizes of " + table + " (one to " + verb +
                     ", one held back); " + std::to_string(sc.complete.size()) + " complete" +
                     (sc.stop_note.empty() ? "" : ": " + sc.stop_note));
  const int up_to = mine_up_to >= 0 ? mine_up_to : sc.complete[sc.complete.size() - 2];
  MinedSizes out;
  out.up_to = up_to;
  for (int n : sc.complete) (n <= up_to ? out.mined : out.held).push_back(n);
  if (out.mined.empty())
    throw UsageError("--mine-up-to " + std::to_string(up_to) + " leaves no complete size to " + verb + " on");
  return out;
}

}  // namespace posetlab
