// The counting run of `enumerate two-level --count-only`; see two_level_count.hpp.
#include "results/tables/two_level_count.hpp"

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/error.hpp"
#include "enumerate/two_level_class.hpp"
#include "util/json.hpp"

namespace posetlab {

namespace {

// Labelled counts: b! / |Aut| for b <= 30 (the enumerator stops at 24).
__extension__ typedef unsigned __int128 WideCount;

std::string wide_count_text(WideCount v) {
  std::string s;
  do {
    s.insert(s.begin(), char('0' + int(v % 10)));
    v /= 10;
  } while (v);
  return s;
}

// The enumeration's classes as batches of rows, for a counting sink only.
class CountedTwoLevelJob : public Job {
 public:
  CountedTwoLevelJob(std::unique_ptr<TwoLevelJob> job, TwoLevelSpec spec, const TableDescription& table)
      : job_(std::move(job)), spec_(spec), table_(table) {}
  std::string kind() const override { return "two-level"; }
  std::string key() const override { return "two-level:" + spec_.canonical_key(); }
  std::string parameters() const override { return spec_.canonical_key(); }
  int threads() const override { return spec_.threads; }
  const TableDescription& table() const override { return table_; }
  std::vector<WorkUnit> units() const override { return job_->units(); }
  void prepare() override { job_->prepare(); }
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override {
    RowBatcher<TwoLevelClass> batcher(sink, batch_rows);
    job_->run_unit(unit, [&](TwoLevelClass&& c) { batcher.add(std::move(c)); });
    batcher.flush();
  }
  std::unique_ptr<TableWriter> writer(Db&) const override {
    throw UsageError("two-level: a counting run stores nothing");
  }

 private:
  std::unique_ptr<TwoLevelJob> job_;
  TwoLevelSpec spec_;
  const TableDescription& table_;
};

class BurnsideTally : public CountingSink {
 public:
  BurnsideTally() {
    for (int k = 1; k <= 20; ++k) factorial_[k] = factorial_[k - 1] * std::uint64_t(k);
  }
  void add(const RowBatch& batch) override {
    for (const TwoLevelClass& c : static_cast<const RowsOf<TwoLevelClass>&>(batch).rows) {
      if (std::size_t(c.bottoms) >= tally_.size()) tally_.resize(c.bottoms + 1);
      auto& row = tally_[c.bottoms];
      if (std::size_t(c.tops) >= row.size()) row.resize(c.tops + 1);
      Tally& t = row[c.tops];
      ++t.classes;
      t.labeled += labeled(c.bottoms, c.aut);
    }
  }
  void print(const CountSummary& s, bool json, std::ostream& out) const override {
    std::uint64_t total = 0;
    std::string rows;  // "[b,t,classes,labeled],..." for --json, "b t classes labeled\n..." otherwise
    for (std::size_t b = 0; b < tally_.size(); ++b)
      for (std::size_t t = 0; t < tally_[b].size(); ++t) {
        const Tally& k = tally_[b][t];
        if (!k.classes) continue;
        total += k.classes;
        const char* sep = json ? "," : " ";
        if (json && !rows.empty()) rows += ",";
        rows += (json ? "[" : "") + std::to_string(b) + sep + std::to_string(t) + sep + std::to_string(k.classes) + sep +
                wide_count_text(k.labeled) + (json ? "]" : "\n");
      }
    if (json) {
      JsonObject j;
      j.add("classes", total).add("shard", s.shard.text()).add("units", std::uint64_t(s.units));
      j.add("seconds", s.seconds).raw("by_bottoms_tops", "[" + rows + "]");
      out << j.str() << '\n';
    } else {
      out << "bottoms tops classes labeled\n" << rows << "total " << total << '\n';
    }
  }

 private:
  struct Tally {
    std::uint64_t classes = 0;
    WideCount labeled = 0;
  };
  WideCount labeled(int b, std::uint64_t aut) const {
    if (b <= 20) return factorial_[b] / aut;
    WideCount f = factorial_[20];
    for (int k = 21; k <= b; ++k) f *= WideCount(k);
    return f / WideCount(aut);
  }
  std::vector<std::vector<Tally>> tally_;  // [bottoms][tops]
  std::uint64_t factorial_[21] = {1};      // b! for b <= 20 in 64 bits, wider beyond
};

}  // namespace

CountingRun make_two_level_count(TwoLevelSpec spec, const TableDescription& table) {
  spec.values = false;
  CountingRun run;
  run.job = std::make_unique<CountedTwoLevelJob>(make_two_level_job(spec), spec, table);  // validates the spec
  run.sink = std::make_unique<BurnsideTally>();
  return run;
}

}  // namespace posetlab
