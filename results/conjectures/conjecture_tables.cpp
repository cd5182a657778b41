// The tables conjectures are tested on, and the completeness rules they choose from; see
// conjecture_tables.hpp. Which table uses which rule, and with what columns, is written
// in the table's own file (results/tables/).
#include "results/conjectures/conjecture_tables.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <set>

#include "engine/core/error.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "util/json.hpp"

namespace posetlab {
namespace {

// The run 0/1, 2, ... of complete sizes, and what ends it when the table holds more.
void set_stop_note(SizeCompleteness& out, int first) {
  int end = first;
  while (std::binary_search(out.complete.begin(), out.complete.end(), end)) ++end;
  const int beyond = std::max(out.complete.empty() ? 0 : out.complete.back(),
                              out.incomplete.empty() ? 0 : out.incomplete.rbegin()->first);
  if (beyond >= end) out.stop_note = out.why_not(end);
}

// Jobs of `kind` with their per-family size bounds (read from the job key by the table's
// own codec) and whether every unit is committed.
struct JobCover {
  std::map<std::string, int> bound;  // family -> largest size
  bool complete = false;
};

std::vector<JobCover> job_covers(Db& db, const std::string& kind, const JobBounds& bounds) {
  std::vector<JobCover> out;
  Stmt q = db.prepare(
      "SELECT j.job, j.units = (SELECT count(*) FROM units u WHERE u.job = j.job) FROM jobs j WHERE j.kind = ?1");
  q.bind(1, kind);
  while (q.step()) {
    std::optional<std::map<std::string, int>> bound = bounds(q.text(0));
    if (!bound) continue;  // a key this build does not know: it proves nothing
    out.push_back({std::move(*bound), q.int64(1) != 0});
  }
  return out;
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
  for (const TableDescription* t : table_descriptions())
    if (t->conjecture && t->table == name) return *t->conjecture;
  throw UsageError("conjectures cannot be tested on table \"" + name +
                   "\" (tables with a size: " + conjecture_table_names() + ")");
}

std::string conjecture_table_names() {
  std::string s;
  for (const TableDescription* t : table_descriptions())
    if (t->conjecture) s += (s.empty() ? "" : ", ") + t->table;
  return s;
}

const std::string& default_conjecture_table() {
  const std::string* found = nullptr;
  for (const TableDescription* t : table_descriptions())
    if (t->conjecture && t->conjecture->read_by_default) {
      if (found) throw std::logic_error("tables " + *found + " and " + t->table + " are both read by default");
      found = &t->table;
    }
  if (!found) throw std::logic_error("no registered table is read by default by the conjecture commands");
  return *found;
}

SizeCompleteness complete_sizes(Db& db, const ConjectureTable& table) {
  if (!table.completeness) throw std::logic_error("table " + table.name + " has no completeness rule");
  return table.completeness(db);
}

SizeCompleteness counted_completeness(Db& db, const CountedPopulation& population, bool summary,
                                      const std::string& rule_note) {
  const ValueCounts c = read_value_counts(db, population);
  const std::set<int>& in_table = summary ? c.complete_in_summary : c.complete_in_rows;
  SizeCompleteness out;
  out.rule = c.completeness + rule_note;
  out.fill = summary ? population.summary_fill : population.fill;
  out.complete.assign(in_table.begin(), in_table.end());
  out.incomplete = c.incomplete;
  for (const auto& [n, values] : c.by_size)
    if (!in_table.count(n))
      out.incomplete[n] = "size " + std::to_string(n) + " is complete only in " +
                          (summary ? population.rows_named : population.summary_named) + ", not in this table";
  set_stop_note(out, 1);
  return out;
}

SizeCompleteness job_cover_completeness(Db& db, const std::string& kind, const std::vector<std::string>& families,
                                        const JobBounds& bounds) {
  SizeCompleteness out;
  out.rule =
      "for each family of rows, a " + kind + " job with all its units committed covers the size, or no job covers it";
  const std::vector<JobCover> jobs = job_covers(db, kind, bounds);
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

SizeCompleteness unit_completeness(Db& db, const std::string& job_kind, const std::string& table,
                                   const std::string& size_column,
                                   const std::function<std::optional<int>(const std::string& unit_key)>& unit_size,
                                   const std::string& rule, const std::string& fill) {
  SizeCompleteness out;
  out.rule = rule;
  out.fill = fill;
  std::set<int> committed;
  Stmt units = db.prepare("SELECT u.key FROM units u JOIN jobs j USING (job) WHERE j.kind = ?1");
  units.bind(1, job_kind);
  while (units.step())
    if (const std::optional<int> n = unit_size(units.text(0))) committed.insert(*n);
  out.complete.assign(committed.begin(), committed.end());
  Stmt sizes = db.prepare("SELECT DISTINCT " + size_column + " FROM " + table + " ORDER BY 1");
  while (sizes.step()) {
    const int n = int(sizes.int64(0));
    if (!committed.count(n))
      out.incomplete[n] = "size " + std::to_string(n) + " has rows but no committed " + job_kind + " unit of that size";
  }
  set_stop_note(out, 1);
  return out;
}

ConjectureRow read_conjecture_row(const ConjectureTable& table, const Stmt& s, int size) {
  ConjectureRow r;
  r.size = size;
  std::map<std::string, std::string> text;
  for (int i = 0; i < s.columns(); ++i) {
    r.columns.emplace_back(s.name(i), column_json(s, i));
    if (s.type(i) == SQLITE_TEXT) text[s.name(i)] = s.text(i);
  }
  if (table.describe) table.describe(text, r);
  if (r.text.empty())
    for (const auto& [name, value] : r.columns) r.text += (r.text.empty() ? "" : " ") + name + "=" + value;
  return r;
}

void check_option_range(const char* option, double value, double low, double high) {
  if (value >= low && value <= high) return;  // false for a NaN
  auto text = [](double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", v);
    return std::string(buf);
  };
  throw UsageError(std::string(option) + ": " + text(value) + " is not from " + text(low) + " to " + text(high));
}

namespace {

// The lower-cased words of an SQL text outside its string literals ('...'): every column
// it may name (a "quoted" identifier counts by its contents).
std::set<std::string> words_of_sql(const std::string& sql) {
  std::set<std::string> words;
  std::string word;
  bool literal = false;
  for (char ch : sql + " ") {
    if (ch == '\'') literal = !literal;
    const bool part = !literal && (std::isalnum(static_cast<unsigned char>(ch)) || ch == '_');
    if (part) word += char(std::tolower(static_cast<unsigned char>(ch)));
    else if (!word.empty()) words.insert(word), word.clear();
  }
  return words;
}

// A column's JSON value as a line shows it: a plain string without its quotes.
std::string shown_value(const std::string& json) {
  if (json.size() >= 2 && json.front() == '"' && json.find_first_of("\\ #", 1) == std::string::npos) return json.substr(1, json.size() - 2);
  return json;
}

}  // namespace

std::string conjecture_row_line(const ConjectureRow& row, const std::string& named_sql) {
  std::string line = row.text;
  if (row.dot.empty()) return line;  // not an object: the text is its columns already
  // Text columns (keys, outcome letters) only when the statement or its filter names them.
  const std::set<std::string> named = words_of_sql(named_sql);
  line += "  #";
  for (const auto& [name, value] : row.columns) {
    std::string lower = name;
    for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    if (!value.empty() && (value[0] != '"' || named.count(lower))) line += " " + name + "=" + shown_value(value);
  }
  return line;
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
