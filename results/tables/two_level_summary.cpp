// The two_level_summary table; see two_level_summary.hpp.
#include "results/tables/two_level_summary.hpp"

#include <string>
#include <string_view>

#include "results/jobs/wire_codec.hpp"
#include "results/store/keyed_insert.hpp"

namespace posetlab {

// A summary unit's rows are those of its part, the unit's ordinal in the job (the unit
// key does not hold it; the units table does).
std::optional<UnitScope> two_level_summary_unit_scope(const std::string& kind, const std::string& job,
                                                      const std::string& key) {
  constexpr std::string_view prefix = "two-level-summary:";
  if (kind != "two-level-summary" || job.compare(0, prefix.size(), prefix) != 0) return std::nullopt;
  const std::optional<TwoLevelSpec> spec = parse_two_level_canonical_key(std::string_view(job).substr(prefix.size()));
  if (!spec || spec->size < 0) return std::nullopt;
  const int size = spec->size;
  auto quoted = [](const std::string& text) {
    std::string q = "'";
    for (char c : text) q += c == '\'' ? std::string("''") : std::string(1, c);
    return q + "'";
  };
  const std::string where = "size = " + std::to_string(size) +
                            " AND part = (SELECT ordinal FROM units WHERE job = " + quoted(job) +
                            " AND key = " + quoted(key) + ")";
  return unit_scope_of(two_level_summary_table(), where, job + "|" + key, 1);
}

namespace {

constexpr const char* kTwoLevelSummaryColumns =
    "size, part, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity, outcome, classes, labeled";

class TwoLevelSummaryWriter : public TableWriter {
 public:
  explicit TwoLevelSummaryWriter(Db& db) : insert_(db, "two_level_summary", kTwoLevelSummaryColumns) {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const TwoLevelSummaryRow& r : static_cast<const RowsOf<TwoLevelSummaryRow>&>(batch).rows) {
      const std::string outcome(1, r.outcome);
      auto bind = [&](Stmt& s) {
        s.bind(1, r.size).bind(2, r.part).bind(3, r.bottoms).bind(4, r.tops).bind(5, r.grundy).bind(6, r.components);
        s.bind(7, r.isolated).bind(8, r.parity_uniform ? 1 : 0).bind_static(9, to_string(r.top_parity));
        s.bind_static(10, outcome).bind(11, static_cast<std::int64_t>(r.classes));
        s.bind(12, static_cast<std::int64_t>(r.labeled));
      };
      added += insert_.put(bind, [&] {
        return "the count of size " + std::to_string(r.size) + " part " + std::to_string(r.part) + " (bottoms " +
               std::to_string(r.bottoms) + ", grundy " + std::to_string(r.grundy) + ", components " +
               std::to_string(r.components) + ", isolated " + std::to_string(r.isolated) + ", parity_uniform " +
               std::to_string(int(r.parity_uniform)) + ", top_parity " + to_string(r.top_parity) +
               ") is already stored with another value (" + std::to_string(r.classes) + " classes counted now)";
      });
    }
    return added;
  }

 private:
  KeyedInsert insert_;
};

}  // namespace

void encode_two_level_summary_rows(const std::vector<TwoLevelSummaryRow>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const TwoLevelSummaryRow& r : rows) {
    for (int v : {r.size, r.part, r.bottoms, r.tops, r.grundy, r.components, r.isolated}) w.varint(std::uint64_t(v));
    w.byte(std::uint8_t(int(r.parity_uniform) | int(r.top_parity) << 1));
    w.byte(std::uint8_t(r.outcome));
    w.varint(r.classes);
    w.varint(r.labeled);
  }
}

std::vector<TwoLevelSummaryRow> decode_two_level_summary_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "two_level_summary rows");
  std::vector<TwoLevelSummaryRow> rows(in.count());
  for (TwoLevelSummaryRow& r : rows) {
    for (int* v : {&r.size, &r.part, &r.bottoms, &r.tops, &r.grundy, &r.components, &r.isolated})
      *v = int(in.at_most(kWireIntMax));
    const std::uint8_t flags = in.byte();
    if (flags >> 1 > int(TopParity::None)) in.fail("malformed flags");
    r.parity_uniform = flags & 1;
    r.top_parity = TopParity(flags >> 1);
    r.outcome = char(in.byte());
    if (r.outcome != 'P' && r.outcome != 'N') in.fail("malformed outcome");
    r.classes = in.varint();
    r.labeled = in.varint();
  }
  in.expect_end();
  return rows;
}

const TableDescription& two_level_summary_table() {
  static const TableDescription t = [] {
    TableDescription k;
    k.table = "two_level_summary";
    k.key_columns = "size, part, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity";
    k.value_columns = "outcome, classes, labeled";
    k.name_column = "part";
    k.label = "classes";
    k.size_column = "size";
    k.fine_columns = "size, bottoms";
    k.weight_column = "classes";
    return k;  // WITHOUT ROWID, keyed by its primary key: no bulk load
  }();
  return t;
}

const TableDescription& TwoLevelSummaryTableJob::table() const { return two_level_summary_table(); }

std::unique_ptr<TableWriter> TwoLevelSummaryTableJob::writer(Db& db) const {
  return std::make_unique<TwoLevelSummaryWriter>(db);
}

JobReport run_two_level_summary_job(Store& store, const TwoLevelSpec& spec, const JobOptions& options) {
  TwoLevelSummaryTableJob kind(spec);
  return run_job(store, kind, options);
}

}  // namespace posetlab
