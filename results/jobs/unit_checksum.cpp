// Per-unit checksums; see unit_checksum.hpp.
#include "results/jobs/unit_checksum.hpp"

#include <map>

#include "results/store/row_digest.hpp"
#include "results/jobs/job_registry.hpp"

namespace posetlab {

using std::to_string;

std::optional<UnitScope> unit_scope(const std::string& kind, const std::string& job, const std::string& key) {
  for (const JobKind& k : job_registry().kinds())
    if (k.unit_scope)
      if (std::optional<UnitScope> scope = k.unit_scope(kind, job, key)) return scope;
  return std::nullopt;
}

UnitChecksumReport recheck_unit_checksums(Db& db) {
  UnitChecksumReport report;
  struct Unit {
    std::string job, key, checksum;
    std::uint64_t rows = 0;
    bool has_checksum = false;
  };
  struct Group {
    UnitScope scope;
    std::map<std::string, std::vector<Unit>> by_key;  // unit key -> its units (one per job)
    std::string job;                                  // for whole-job groups
  };
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> jobs;  // job -> units of the job, committed
  {
    Stmt q = db.prepare("SELECT j.job, j.units, (SELECT count(*) FROM units u WHERE u.job = j.job) FROM jobs j");
    while (q.step()) jobs[q.text(0)] = {std::uint64_t(q.int64(1)), std::uint64_t(q.int64(2))};
  }
  std::map<std::string, Group> groups;
  Stmt q = db.prepare("SELECT u.job, j.kind, u.key, u.rows, u.checksum FROM units u JOIN jobs j USING (job) "
                      "ORDER BY u.job, u.ordinal");
  while (q.step()) {
    ++report.units;
    Unit u{q.text(0), q.text(2), q.type(4) == SQLITE_NULL ? "" : q.text(4), std::uint64_t(q.int64(3)),
           q.type(4) != SQLITE_NULL};
    const std::optional<UnitScope> scope = unit_scope(q.text(1), u.job, u.key);
    if (!scope) {
      ++report.unknown;
      continue;
    }
    Group& g = groups.try_emplace(scope->group, Group{*scope, {}, u.job}).first->second;
    g.by_key[u.key].push_back(std::move(u));
  }

  for (auto& [name, g] : groups) {
    std::uint64_t units = 0;
    bool all_have = true;
    for (const auto& [key, list] : g.by_key)
      for (const Unit& u : list) ++units, all_have = all_have && u.has_checksum;
    if (!all_have) {
      report.without_checksum += units;
      continue;
    }
    const bool complete = g.scope.group_keys == 0
                              ? jobs[g.job].first == jobs[g.job].second
                              : g.by_key.size() == g.scope.group_keys;
    if (!complete) {
      report.waiting += units;
      continue;
    }
    // Expected: one digest per unit key; the units of one key in other jobs must agree.
    RowsDigest expected;
    for (const auto& [key, list] : g.by_key) {
      const Unit& first = list.front();
      RowsDigest d = RowsDigest::from_hex(first.checksum).value_or(RowsDigest{~0ull, ~0ull, 0});
      d.rows = first.rows;
      expected.add(d);
      for (const Unit& other : list)
        if (other.checksum != first.checksum || other.rows != first.rows)
          report.mismatches.push_back({g.scope.table, other.job, other.key + " (as stored for " + first.job + ")",
                                       first.checksum, other.checksum, first.rows, other.rows});
    }
    RowsDigest actual;
    Stmt rows = db.prepare("SELECT * FROM " + g.scope.stored_table + " WHERE " + g.scope.where);
    digest_rows(rows, actual);
    report.rechecked += units;
    if (actual.same_sum(expected) && actual.rows == expected.rows) continue;
    const Unit& first = g.by_key.begin()->second.front();
    std::string unit = first.key;
    if (g.by_key.size() > 1)
      unit += " and " + to_string(g.by_key.size() - 1) + " more units (checked together: " + g.scope.where + ")";
    report.mismatches.push_back({g.scope.table, first.job, unit, expected.hex(), actual.hex(), expected.rows, actual.rows});
  }
  return report;
}

void print_unit_checksum_report(const UnitChecksumReport& r, OutputFormat format, std::ostream& out) {
  auto json = [](const std::string& s) {
    std::string o = "\"";
    for (char c : s) {
      if (c == '"' || c == '\\') o += '\\';
      o += c;
    }
    return o + "\"";
  };
  if (format == OutputFormat::Json) {
    for (const UnitMismatch& m : r.mismatches)
      out << "{\"table\":" << json(m.table) << ",\"job\":" << json(m.job) << ",\"unit\":" << json(m.unit)
          << ",\"expected\":" << json(m.expected) << ",\"actual\":" << json(m.actual)
          << ",\"expected_rows\":" << m.expected_rows << ",\"actual_rows\":" << m.actual_rows << "}\n";
    out << "{\"summary\":true,\"units\":" << r.units << ",\"rechecked\":" << r.rechecked
        << ",\"differ\":" << r.mismatches.size() << ",\"without_checksum\":" << r.without_checksum
        << ",\"waiting\":" << r.waiting << ",\"unknown\":" << r.unknown << "}\n";
    return;
  }
  if (format == OutputFormat::Csv) {
    out << "table,job,unit,expected,actual,expected_rows,actual_rows\n";
    auto csv = [](const std::string& s) {
      std::string o = "\"";
      for (char c : s) o += c == '"' ? std::string("\"\"") : std::string(1, c);
      return o + "\"";
    };
    for (const UnitMismatch& m : r.mismatches)
      out << m.table << "," << csv(m.job) << "," << csv(m.unit) << "," << m.expected << "," << m.actual << ","
          << m.expected_rows << "," << m.actual_rows << "\n";
    return;
  }
  for (const UnitMismatch& m : r.mismatches)
    out << "CHANGED " << m.table << ", job " << m.job << ", unit " << m.unit << ": expected " << m.expected << " ("
        << m.expected_rows << " rows), actual " << m.actual << " (" << m.actual_rows << " rows)\n";
  out << "unit checksums: " << r.rechecked << " of " << r.units << " units rechecked, ";
  out << (r.mismatches.empty() ? std::string("all match") : to_string(r.mismatches.size()) + " differ");
  if (r.without_checksum)
    out << "; " << r.without_checksum
        << " units were committed before units kept checksums (schema version 10) and cannot be rechecked this way "
           "(posetlab verify recomputes values)";
  if (r.waiting) out << "; " << r.waiting << " units wait for the rest of their job or group";
  if (r.unknown) out << "; " << r.unknown << " units of a kind this posetlab does not know";
  out << "\n";
}

}  // namespace posetlab
