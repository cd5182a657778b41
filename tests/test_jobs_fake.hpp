#pragma once
// A test-local TwoLevelJob: deterministic synthetic classes, with hooks to fail in the
// middle of a unit and to change values, so the job runner's checkpoint, resume, shard
// and conflict logic can be tested in-process without the real enumeration.
#include <set>
#include <stdexcept>
#include <vector>

#include "enumerate/two_level_job.hpp"

namespace posetlab::testing {

class FakeJob : public TwoLevelJob {
 public:
  // `units` units of `rows` classes each (both < 31), over 10 bottoms.
  FakeJob(int units, int rows) : units_(units), rows_(rows) {}

  std::vector<WorkUnit> units() const override {
    std::vector<WorkUnit> out;
    for (int i = 0; i < units_; ++i)
      out.push_back({std::uint64_t(i), "fake=" + std::to_string(i), std::uint64_t(1 + i % 3)});
    return out;
  }
  void prepare() override { ++prepare_calls; }
  void run_unit(const WorkUnit& unit, const ClassSink& sink) override {
    ran.push_back(unit.ordinal);
    for (int j = 0; j < rows_; ++j) {
      if (int(unit.ordinal) == fail_unit && j == fail_row) throw std::runtime_error("fake failure");
      sink(make_class(int(unit.ordinal), j));
    }
  }
  TwoLevelClass make_class(int i, int j) const {
    TwoLevelClass c;
    c.bottoms = 10;
    c.sets = {std::uint64_t(i + 1), std::uint64_t(j + 1) << 5};
    c.tops = 2;
    c.edges = __builtin_popcountll(c.sets[0]) + __builtin_popcountll(c.sets[1]);
    c.grundy = (i * 7 + j) % 5 + grundy_offset;
    c.gset = (std::uint64_t(1) << c.grundy) - 1;
    c.aut = 1 + std::uint64_t(j % 4);
    c.parity_uniform = (i + j) % 2 == 0;
    c.top_parity = j % 2 ? TopParity::Odd : TopParity::Mixed;
    c.components = 1 + j % 3;
    c.isolated = j % 4;
    c.bottom_twins = "2,1";
    return c;
  }

  int fail_unit = -1, fail_row = 0;  // throw when about to emit this row of this unit
  int grundy_offset = 0;
  int prepare_calls = 0;
  std::vector<std::uint64_t> ran;

 private:
  int units_, rows_;
};

// A spec whose canonical key differs per `bottoms` (the fake ignores it otherwise).
inline TwoLevelSpec fake_spec(int bottoms = 10) {
  TwoLevelSpec s;
  s.bottoms = bottoms;
  return s;
}

}  // namespace posetlab::testing
