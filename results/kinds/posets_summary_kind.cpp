// The posets summary job kind; see posets_summary_kind.hpp.
#include "results/kinds/posets_summary_kind.hpp"

#include "results/store/keyed_insert.hpp"
#include "results/jobs/table_kinds.hpp"
#include "results/jobs/wire_codec.hpp"

namespace posetlab {
namespace {

class PosetsSummaryWriter : public TableWriter {
 public:
  explicit PosetsSummaryWriter(Db& db)
      : insert_(db, "posets_summary", "size, part, grundy, height, width, components, outcome, posets") {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const PosetsSummaryRow& r : static_cast<const RowsOf<PosetsSummaryRow>&>(batch).rows) {
      const std::string outcome(1, r.outcome);
      auto bind = [&](Stmt& s) {
        s.bind(1, r.size).bind(2, r.part).bind(3, r.grundy).bind(4, r.height).bind(5, r.width);
        s.bind(6, r.components).bind_static(7, outcome).bind(8, static_cast<std::int64_t>(r.posets));
      };
      added += insert_.put(bind, [&] {
        return "the count of size " + std::to_string(r.size) + " part " + std::to_string(r.part) + " grundy " +
               std::to_string(r.grundy) + " height " + std::to_string(r.height) + " width " +
               std::to_string(r.width) + " components " + std::to_string(r.components) +
               " is already stored with another value (" + std::to_string(r.posets) + " posets counted now)";
      });
    }
    return added;
  }

 private:
  KeyedInsert insert_;
};


}  // namespace

void encode_posets_summary_rows(const std::vector<PosetsSummaryRow>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const PosetsSummaryRow& r : rows) {
    for (int v : {r.size, r.part, r.grundy, r.height, r.width, r.components}) w.varint(std::uint64_t(v));
    w.byte(std::uint8_t(r.outcome));
    w.varint(r.posets);
  }
}

std::vector<PosetsSummaryRow> decode_posets_summary_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "posets_summary rows");
  std::vector<PosetsSummaryRow> rows(in.count());
  for (PosetsSummaryRow& r : rows) {
    for (int* v : {&r.size, &r.part, &r.grundy, &r.height, &r.width, &r.components}) *v = int(in.at_most(kWireIntMax));
    r.outcome = char(in.byte());
    if (r.outcome != 'P' && r.outcome != 'N') in.fail("malformed outcome");
    r.posets = in.varint();
  }
  in.expect_end();
  return rows;
}

const TableKind& PosetsSummaryJobKind::table() const { return posets_summary_table(); }

std::unique_ptr<TableWriter> PosetsSummaryJobKind::writer(Db& db) const {
  return std::make_unique<PosetsSummaryWriter>(db);
}

JobReport run_posets_summary_job(Store& store, const PosetsSpec& spec, const JobOptions& options) {
  PosetsSummaryJobKind kind(spec);
  return run_job(store, kind, options);
}

}  // namespace posetlab
