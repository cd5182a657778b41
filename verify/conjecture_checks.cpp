// Conjectures files run as checks; see conjecture_checks.hpp.
#include "verify/conjecture_checks.hpp"

#include <filesystem>
#include <memory>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_file.hpp"

namespace posetlab::checks {
namespace {

bool selected(const std::string& id, const std::vector<std::string>& only) {
  if (only.empty()) return true;
  for (const std::string& p : only)
    if (id.compare(0, p.size(), p) == 0) return true;
  return false;
}

std::string sizes_scope(const ConjectureResult& r) {
  std::string s = r.table;
  if (!r.where.empty()) s += " where " + r.where;
  if (r.sizes.empty()) return s + ", no complete size";
  s += ", complete sizes " + std::to_string(r.sizes.front().size) + ".." + std::to_string(r.sizes.back().size);
  if (!r.partial_sizes.empty()) {
    s += " (partial, left out:";
    for (int n : r.partial_sizes) s += " " + std::to_string(n);
    s += ")";
  }
  return s;
}

CheckResult run_conjecture(const ConjectureLine& c, const CheckOptions& options) {
  if (!options.tables) throw UsageError("conjecture " + c.name + " reads the stored tables: give --db, not --no-db");
  // A connection of its own: the expression guard sets an authorizer on the connection it
  // prepares on, which must not touch the checks running beside it on the shared one.
  Store own(options.tables->path(), Store::Access::ReadOnly);
  const ConjectureResult r = test_conjecture(own.db(), c.expr, c.table, c.where, 1);
  CheckResult out;
  out.instances = r.rows;
  for (const auto& s : r.sizes) out.failures += s.counterexamples;
  out.scope = sizes_scope(r);
  out.notes = r.verdict_line();
  if (!r.counterexamples.empty()) {
    const ConjectureRow& row = r.counterexamples.front();
    out.counterexample.size = row.size;
    out.counterexample.text = row.text;
    out.counterexample.dot = row.dot;
    std::string detail = "smallest counterexample size " + std::to_string(row.size) + ":";
    for (const auto& [name, value] : row.columns)
      if (!value.empty() && value[0] != '"') detail += " " + name + "=" + value;
    out.counterexample.detail = detail;
  }
  return out;
}

// Throws InputError at the place in the file where `c` does not compile on `db`.
void compile_in_file(Db& db, const ConjectureLine& c, const std::string& path) {
  try {
    check_conjecture(db, c.expr, c.table, c.where);
  } catch (const InputError& e) {
    const std::size_t start = e.where().input == "<where>" ? c.where_column : c.expr_column;
    throw InputError({path, std::size_t(c.line), start + e.where().column - 1},
                     "conjecture " + c.name + ": " + e.message());
  } catch (const UsageError& e) {
    throw InputError({path, std::size_t(c.line), c.expr_column}, "conjecture " + c.name + ": " + e.what());
  }
}

}  // namespace

std::vector<Check> conjecture_checks(const std::string& path, const std::vector<std::string>& only,
                                     const std::string& db) {
  std::unique_ptr<Store> store;
  if (!db.empty() && std::filesystem::exists(db)) store = std::make_unique<Store>(db, Store::Access::ReadOnly);
  std::vector<Check> out;
  for (const ConjectureLine& c : read_conjectures_file(path)) {
    const std::string id = kConjectureIdPrefix + c.name;
    if (!selected(id, only)) continue;
    if (store) compile_in_file(store->db(), c, path);
    out.push_back(Check{
        .id = id,
        .source = "conjectures " + path + ":" + std::to_string(c.line),
        .claim = c.expr + (c.where.empty() ? "" : " on the rows where " + c.where),
        .scope = c.table + ", every complete size",
        .oracle = "engine",
        .expected = !c.expected_false,
        .expected_counterexample = c.expected_counterexample,
        .note = c.expected_false
                    ? c.note + (c.note.empty() ? "" : "; ") + kConjectureExpectKey + c.expected_counterexample
                    : c.note,
        .cost = 1,
        .run = [c](const CheckOptions& o) { return run_conjecture(c, o); },
    });
  }
  return out;
}

}  // namespace posetlab::checks
