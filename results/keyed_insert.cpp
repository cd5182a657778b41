// See keyed_insert.hpp.
#include "results/keyed_insert.hpp"

#include "results/table_kinds.hpp"     // split_columns
#include "results/two_level_rows.hpp"  // ConflictError

namespace posetlab {
namespace {

// OR IGNORE, not ON CONFLICT DO NOTHING: with NOT NULL columns (ABORT by default) every
// insert opened a statement journal, and releasing it walks SQLite's in-memory
// sub-journal from its start, which grows with every page touched since the writer's
// unit savepoint: 12% of a `--size 13` run. A row skipped for any reason is looked up
// and reported by put(), so nothing is dropped silently.
std::string insert_sql(const std::string& table, const std::string& columns) {
  std::string values;
  for (std::size_t i = 1; i <= split_columns(columns).size(); ++i) values += (i > 1 ? ", ?" : "?") + std::to_string(i);
  return "INSERT OR IGNORE INTO " + table + " (" + columns + ") VALUES (" + values + ")";
}

std::string lookup_sql(const std::string& table, const std::string& columns) {
  std::string where;
  const std::vector<std::string> names = split_columns(columns);
  for (std::size_t i = 0; i < names.size(); ++i) where += (i ? " AND " : "") + names[i] + " = ?" + std::to_string(i + 1);
  return "SELECT count(*) FROM " + table + " WHERE " + where;
}

}  // namespace

KeyedInsert::KeyedInsert(Db& db, const std::string& table, const std::string& columns)
    : db_(db), insert_(db, insert_sql(table, columns)), lookup_(db, lookup_sql(table, columns)) {}

bool KeyedInsert::put(const std::function<void(Stmt&)>& bind, const std::function<std::string()>& describe_conflict) {
  bind(insert_);
  insert_.run();
  if (db_.changes() == 1) return true;
  bind(lookup_);
  const bool same = lookup_.step() && lookup_.int64(0) == 1;
  lookup_.reset();
  if (!same) throw ConflictError(db_.path() + ": " + describe_conflict());
  return false;
}

}  // namespace posetlab
