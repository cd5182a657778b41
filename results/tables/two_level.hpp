#pragma once
// The two_level table: extensional two-level posets (set systems) up to isomorphism with
// their values, stored in two_level_rows and read through the view two_level (schema
// version 7). One place for the table: its description, the `enumerate two-level` job
// kind (its summary form writes two_level_summary, results/tables/two_level_summary.hpp),
// the packed rows and their writer, their wire form between MPI ranks, and the counting
// run of `--count-only`. Job and unit keys are those of every release before
// ("two-level:" + TwoLevelSpec::canonical_key()), so existing databases resume and extend.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "enumerate/two_level_class.hpp"
#include "enumerate/two_level_job.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/job.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/job_runner.hpp"
#include "results/store/keyed_insert.hpp"
#include "results/store/sets_codec.hpp"
#include "results/store/sqlite_db.hpp"
#include "util/worker_pool.hpp"

namespace posetlab {

const TableDescription& two_level_table();

// Content checksum of two_level (table_checksum of its description).
TableChecksum two_level_checksum(Db& db);

// The spec of a two-level job from its parsed parameters (threads included).
TwoLevelSpec two_level_spec(const JobParams& params);

// The key under which a two-level spec is recorded ("two-level:" + canonical_key()).
std::string two_level_job_key(const TwoLevelSpec& spec);

class TwoLevelTableJob : public Job {
 public:
  // Throws UsageError for a count-only spec (the store takes values).
  TwoLevelTableJob(TwoLevelJob& job, TwoLevelSpec spec);
  TwoLevelTableJob(std::unique_ptr<TwoLevelJob> job, TwoLevelSpec spec);  // owns the job
  std::string kind() const override { return "two-level"; }
  std::string key() const override { return two_level_job_key(spec_); }
  std::string parameters() const override { return spec_.canonical_key(); }
  int threads() const override { return spec_.threads; }
  const TableDescription& table() const override;
  std::vector<WorkUnit> units() const override { return job_.units(); }
  void prepare() override { job_.prepare(); }
  void prepare_reporting(const PhaseProgress& progress) override { job_.prepare_reporting(progress); }
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
  bool has_wire_form() const override { return true; }
  void encode_rows(const RowBatch& batch, std::vector<std::uint8_t>& out) const override;
  std::unique_ptr<RowBatch> decode_rows(const std::vector<std::uint8_t>& bytes) const override;

 private:
  std::unique_ptr<TwoLevelJob> owned_;
  TwoLevelJob& job_;
  TwoLevelSpec spec_;
  std::unique_ptr<WorkerPool> pool_;  // packing and freeing a unit's rows, made on first use
};

// run_job() of a two-level job.
JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec, const JobOptions& options);

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

void encode_two_level_rows(const TwoLevelRows& batch, std::vector<std::uint8_t>& out);
TwoLevelRows decode_two_level_rows(const std::vector<std::uint8_t>& bytes);

}  // namespace posetlab
