#pragma once
// The insert every keyed (WITHOUT ROWID) job table does: store a row unless its key is
// there, and then insist the stored row has the same values (a unit run twice, or an
// overlapping job, must agree with what is stored; a difference is a ConflictError).
// Under a UnitDigestScope (row_digest.hpp) every row put, new or found stored, is added
// to that digest: the unit checksum of the unit being written.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "results/store/row_digest.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

// "a, b, c" -> {"a", "b", "c"}: a table's column list, as KeyedInsert and merge read it.
std::vector<std::string> split_columns(const std::string& columns);

// Thrown when a row already stored differs in a value from the one being written.
class ConflictError : public DbError {
 public:
  using DbError::DbError;
};

class KeyedInsert {
 public:
  // `columns`: every column of the row, "a, b, c"; binders bind them as ?1, ?2, ...
  KeyedInsert(Db& db, const std::string& table, const std::string& columns);
  // True when the row was new, false when an identical one was stored; throws
  // ConflictError with db path + ": " + describe_conflict() when the stored one differs.
  bool put(const std::function<void(Stmt&)>& bind, const std::function<std::string()>& describe_conflict);

  // Binds row i of a batch as parameters ?(at+1), ?(at+2), ...; what it binds statically
  // must outlive the put_rows call.
  using BindRow = std::function<void(Stmt& s, int at, std::size_t i)>;
  // put() for rows 0..n-1, kChunkRows to a statement: one multi-row INSERT keeps SQLite's
  // cursor and statement set-up across the chunk (0.8 instead of 1.3 us a row). Returns
  // the rows new; a chunk that stored fewer rows than it holds has each row looked up.
  std::uint64_t put_rows(std::size_t n, const BindRow& bind,
                         const std::function<std::string(std::size_t)>& describe_conflict);
  static constexpr int kChunkRows = 32;

 private:
  bool stored_identically(const std::function<void(Stmt&)>& bind);

  Db& db_;
  std::string table_, columns_;
  int column_count_;
  Stmt insert_, lookup_;
  std::optional<Stmt> insert_chunk_;  // prepared on first use of put_rows
  RowTap tap_, chunk_tap_;            // the rows bound to insert_ and insert_chunk_
};

}  // namespace posetlab
