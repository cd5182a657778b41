#pragma once
// Rows of the two_level table: the prepared insert used by jobs, with the check that a
// class stored before has the same values.
#include <cstdint>
#include <string>
#include <vector>

#include "enumerate/two_level_class.hpp"
#include "results/sets_codec.hpp"
#include "results/sqlite_db.hpp"

namespace posetlab {

// Thrown when a class already stored differs in a value from the one being written.
class ConflictError : public DbError {
 public:
  using DbError::DbError;
};

// Appends TwoLevelClass::family_text() of (bottoms, sets) to `out` without building a
// Family first: the writer formats tens of millions of these (tests check equality).
void append_family_text(int bottoms, const std::vector<std::uint64_t>& sets, std::string& out);

class TwoLevelInserter {
 public:
  explicit TwoLevelInserter(Db& db);
  // Inserts `c` (inside the caller's transaction). Returns false when the class was
  // already stored with identical values; throws ConflictError naming the class when
  // it was stored with different ones.
  bool insert(const TwoLevelClass& c);

 private:
  Db& db_;
  Stmt insert_;
  Stmt lookup_;
  std::string family_;  // reused buffer
};

// The value columns compared by insert and merge, in SQL, for building queries.
inline constexpr const char* kTwoLevelValueColumns =
    "tops, edges, has_empty_top, family, grundy, gset, aut, parity_uniform, top_parity, "
    "components, isolated, bottom_twins";

}  // namespace posetlab
