#pragma once
// Order-free digests of sets of table rows, the ground of the per-unit checksums
// (unit_checksum.hpp). A row's hash is XXH3-128 of its values taken in the order of
// their column names (so the writer's column list and `SELECT *` agree), each value
// typed as SQLite stores it: a type tag, then the int64 or double, or the length and
// bytes of a text or blob. A digest is the sum of its rows' hashes, lane by lane mod
// 2^64: independent of the order rows are written or read, and two digests of disjoint
// row sets add up to the digest of their union. A changed value, a lost or an extra row
// changes the sum except with probability about 2^-64.
//
// Rows are hashed where they are inserted: a RowTap attached to an INSERT statement
// (Stmt::tap) sees the values bound to it, and KeyedInsert (keyed_insert.hpp) adds each
// row to the digest the thread's UnitDigestScope names, so no job kind hashes its rows
// itself. Reading back, digest_rows() hashes the rows of any query the same way.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct RowsDigest {
  std::uint64_t high = 0, low = 0;
  std::uint64_t rows = 0;  // not part of hex(): units.rows keeps the count

  void add(const RowsDigest& other);
  std::string hex() const;  // 32 hex digits, high lane first
  static std::optional<RowsDigest> from_hex(std::string_view hex);
  bool same_sum(const RowsDigest& other) const { return high == other.high && low == other.low; }
};

// Hashes rows given value by value, each value naming its column's position in the
// list the hasher was made with.
class RowHasher {
 public:
  explicit RowHasher(const std::vector<std::string>& columns);
  std::size_t columns() const { return rank_.size(); }
  void value(std::size_t column, int type, const void* data, std::size_t bytes);
  // Adds the row of the values given since the last call to `into`.
  void end_row(RowsDigest& into);

 private:
  std::vector<std::size_t> rank_;     // column position -> place in name order
  std::vector<std::string> encoded_;  // by place in name order
  std::string row_;
};

// Adds every row `query` yields (all of its columns) to `into`.
void digest_rows(Stmt& query, RowsDigest& into);

// The values bound to an INSERT of `rows_per_statement` rows of `columns` (parameters
// ?1.. row by row, as KeyedInsert binds them), hashed row by row.
class RowTap : public BindTap {
 public:
  RowTap(const std::vector<std::string>& columns, std::size_t rows_per_statement);
  void bound(int index, int type, const void* data, std::size_t bytes) override;
  // Adds the first `rows` rows bound since the last call to `into`.
  void end_rows(std::size_t rows, RowsDigest& into);

 private:
  std::vector<RowHasher> rows_;
};

// While one lives, KeyedInsert adds every row this thread inserts or finds stored
// identically to `digest` (the unit writer: the rows of the unit being written).
class UnitDigestScope {
 public:
  explicit UnitDigestScope(RowsDigest& digest);
  ~UnitDigestScope();
  UnitDigestScope(const UnitDigestScope&) = delete;
  UnitDigestScope& operator=(const UnitDigestScope&) = delete;
  static RowsDigest* active();

 private:
  RowsDigest* previous_;
};

}  // namespace posetlab
