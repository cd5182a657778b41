// The counting run of the two-level kind (`enumerate two-level --count-only`, counting.hpp):
// the classes per (bottoms, tops) with no values, and beside each count the labeled
// families it stands for (the sum of b!/|Aut| over its classes, Burnside), so a count can
// be checked against C(2^b - 1, t).
#include <ostream>
#include <string>
#include <vector>

#include "engine/error.hpp"
#include "util/json.hpp"
#include "results/kinds/kind_two_level.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {
namespace {

__extension__ typedef unsigned __int128 Wide;  // b! for b <= 30 fits (the enumerator stops at 24)

std::string to_text(Wide v) {
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
  CountedTwoLevelJob(std::unique_ptr<TwoLevelJob> job, TwoLevelSpec spec) : job_(std::move(job)), spec_(spec) {}
  std::string kind() const override { return "two-level"; }
  std::string key() const override { return "two-level:" + spec_.canonical_key(); }
  std::string parameters() const override { return spec_.canonical_key(); }
  int threads() const override { return spec_.threads; }
  const TableKind& table() const override { return two_level_table(); }
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
                to_text(k.labeled) + (json ? "]" : "\n");
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
    Wide labeled = 0;
  };
  Wide labeled(int b, std::uint64_t aut) const {
    if (b <= 20) return factorial_[b] / aut;
    Wide f = factorial_[20];
    for (int k = 21; k <= b; ++k) f *= Wide(k);
    return f / Wide(aut);
  }
  std::vector<std::vector<Tally>> tally_;  // [bottoms][tops]
  std::uint64_t factorial_[21] = {1};      // b! for b <= 20 in 64 bits, wider beyond
};

}  // namespace

CountingRun make_two_level_count(const JobParams& params) {
  TwoLevelSpec spec = two_level_spec(params);
  spec.values = false;
  CountingRun run;
  run.job = std::make_unique<CountedTwoLevelJob>(make_two_level_job(spec), spec);  // validates the spec
  run.sink = std::make_unique<BurnsideTally>();
  return run;
}

}  // namespace posetlab
