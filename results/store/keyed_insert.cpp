// See keyed_insert.hpp.
#include "results/store/keyed_insert.hpp"

namespace posetlab {

std::vector<std::string> split_columns(const std::string& columns) {
  std::vector<std::string> out;
  std::string word;
  for (char c : columns + ",") {
    if (c == ',') {
      if (!word.empty()) out.push_back(word);
      word.clear();
    } else if (c != ' ') {
      word += c;
    }
  }
  return out;
}

namespace {

// OR IGNORE, not ON CONFLICT DO NOTHING: with NOT NULL columns (ABORT by default) every
// insert opened a statement journal, and releasing it walks SQLite's in-memory
// sub-journal from its start, which grows with every page touched since the writer's
// unit savepoint: 12% of a `--size 13` run. A row skipped for any reason is looked up
// and reported, so nothing is dropped silently.
std::string insert_sql(const std::string& table, const std::string& columns, int column_count, int rows) {
  std::string sql = "INSERT OR IGNORE INTO " + table + " (" + columns + ") VALUES ";
  for (int r = 0; r < rows; ++r) {
    sql += r ? ", (" : "(";
    for (int c = 1; c <= column_count; ++c) sql += (c > 1 ? ", ?" : "?") + std::to_string(r * column_count + c);
    sql += ')';
  }
  return sql;
}

std::string lookup_sql(const std::string& table, const std::string& columns) {
  std::string where;
  const std::vector<std::string> names = split_columns(columns);
  // IS, not =: a NULL stored (an outcome row's Grundy value) equals a NULL bound.
  for (std::size_t i = 0; i < names.size(); ++i) where += (i ? " AND " : "") + names[i] + " IS ?" + std::to_string(i + 1);
  return "SELECT count(*) FROM " + table + " WHERE " + where;
}

}  // namespace

KeyedInsert::KeyedInsert(Db& db, const std::string& table, const std::string& columns)
    : db_(db),
      table_(table),
      columns_(columns),
      column_count_(int(split_columns(columns).size())),
      insert_(db, insert_sql(table, columns, column_count_, 1)),
      lookup_(db, lookup_sql(table, columns)),
      tap_(split_columns(columns), 1),
      chunk_tap_(split_columns(columns), kChunkRows) {}

bool KeyedInsert::stored_identically(const std::function<void(Stmt&)>& bind) {
  bind(lookup_);
  const bool same = lookup_.step() && lookup_.int64(0) == 1;
  lookup_.reset();
  return same;
}

bool KeyedInsert::put(const std::function<void(Stmt&)>& bind, const std::function<std::string()>& describe_conflict) {
  RowsDigest* digest = UnitDigestScope::active();
  insert_.tap(digest ? &tap_ : nullptr);
  bind(insert_);
  if (digest) tap_.end_rows(1, *digest);
  insert_.run();
  if (db_.changes() == 1) return true;
  if (!stored_identically(bind)) throw ConflictError(db_.path() + ": " + describe_conflict());
  return false;
}

std::uint64_t KeyedInsert::put_rows(std::size_t n, const BindRow& bind,
                                    const std::function<std::string(std::size_t)>& describe_conflict) {
  std::uint64_t added = 0;
  std::size_t i = 0;
  if (n >= std::size_t(kChunkRows)) {
    if (!insert_chunk_) insert_chunk_.emplace(db_, insert_sql(table_, columns_, column_count_, kChunkRows));
    RowsDigest* digest = UnitDigestScope::active();
    insert_chunk_->tap(digest ? &chunk_tap_ : nullptr);
    for (; i + kChunkRows <= n; i += kChunkRows) {
      for (int r = 0; r < kChunkRows; ++r) bind(*insert_chunk_, r * column_count_, i + std::size_t(r));
      if (digest) chunk_tap_.end_rows(kChunkRows, *digest);
      insert_chunk_->run();
      const auto stored = std::uint64_t(db_.changes());
      added += stored;
      if (stored == std::uint64_t(kChunkRows)) continue;
      // Some keys were there: every row of the chunk is now stored, and must be this one.
      for (std::size_t j = i; j < i + kChunkRows; ++j)
        if (!stored_identically([&](Stmt& s) { bind(s, 0, j); }))
          throw ConflictError(db_.path() + ": " + describe_conflict(j));
    }
  }
  for (; i < n; ++i)
    added += put([&](Stmt& s) { bind(s, 0, i); }, [&] { return describe_conflict(i); }) ? 1 : 0;
  return added;
}

}  // namespace posetlab
