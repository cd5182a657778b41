#pragma once
// Rows of the two_level table as stored (the two_level_rows table, schema.cpp v6): packed
// in the job's worker threads, sorted by key, so that the writer thread only binds
// integers and a prepared blob; and the prepared insert, with the check that a class
// stored before has the same values. The texts users read (family, top_parity,
// bottom_twins) are derived from `sets` by the two_level view (two_level_sql.hpp).
#include <cstdint>
#include <string>
#include <vector>

#include "enumerate/two_level_class.hpp"
#include "results/jobs/job_kind.hpp"
#include "results/store/keyed_insert.hpp"
#include "results/store/sets_codec.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {


// One stored row: the columns of two_level_rows, `sets` as a slice of the batch's bytes.
struct PackedTwoLevelRow {
  std::uint32_t sets_at = 0, sets_len = 0;
  std::int32_t bottoms = 0, tops = 0, edges = 0, grundy = 0, components = 0, isolated = 0;
  std::uint64_t gset = 0, aut = 0;
  bool has_empty_top = false, parity_uniform = false;
};

// A batch of stored rows (the two-level job's RowBatch): fixed fields plus one byte
// buffer holding every row's `sets` blob.
class TwoLevelRows : public RowBatch {
 public:
  std::vector<PackedTwoLevelRow> rows;
  std::string bytes;
  std::size_t size() const override { return rows.size(); }
  void add(const TwoLevelClass& c);  // encodes c.sets (sets_codec.hpp) into `bytes`
  const char* sets(const PackedTwoLevelRow& r) const { return bytes.data() + r.sets_at; }
};

// Key order of the table, (bottoms, sets blob): the blob's memcmp order is the
// lexicographic order of the ascending mask lists (sets_codec.hpp).
bool two_level_key_less(const TwoLevelClass& a, const TwoLevelClass& b);
// The key's first bytes as a number: bottoms, then the first 7 bytes of the sets blob
// (zero-padded). A smaller prefix means a smaller key; equal prefixes need
// two_level_key_less. Sorting by it first saves most full comparisons.
std::uint64_t two_level_key_prefix(const TwoLevelClass& c);
// For b <= 6 and distinct sets (every class): the sets as one word, bit 63 - s for the
// set s, so that two classes with the same bottoms compare by two_level_word_less in a
// few instructions instead of walking both lists. False (word unset) otherwise.
bool two_level_key_word(const TwoLevelClass& c, std::uint64_t& word);
// two_level_key_less of two classes with the same bottoms, from their words: at the
// smallest set in only one of them, the list holding it is smaller unless the other
// list ends there (is a prefix of it), i.e. has no larger set.
inline bool two_level_word_less(std::uint64_t a, std::uint64_t b) {
  const std::uint64_t d = a ^ b;
  if (!d) return false;
  const int top = 63 - __builtin_clzll(d);
  const std::uint64_t larger = (std::uint64_t{1} << top) - 1;  // the sets after it
  return (a >> top & 1) ? (b & larger) != 0 : (a & larger) == 0;
}

class TwoLevelInserter {
 public:
  explicit TwoLevelInserter(Db& db);
  // Inserts every row of the batch (inside the caller's transaction). Returns the rows
  // not stored before; a row already stored with identical values is skipped, one
  // stored with different ones throws ConflictError naming the class.
  std::uint64_t insert(const TwoLevelRows& batch);
  // One class, as insert() does for a batch: true when new.
  bool insert(const TwoLevelClass& c);

 private:
  KeyedInsert insert_;
};

// The stored value columns, compared by insert and merge (the key is bottoms, sets).
inline constexpr const char* kTwoLevelStoredValueColumns =
    "tops, edges, has_empty_top, grundy, gset, aut, parity_uniform, components, isolated";
// Every value column users read through the two_level view (checksummed), in SQL.
inline constexpr const char* kTwoLevelValueColumns =
    "tops, edges, has_empty_top, family, grundy, gset, aut, parity_uniform, top_parity, "
    "components, isolated, bottom_twins";

}  // namespace posetlab
