#pragma once
// `enumerate posets --summary`: the posets of each unit of enumerate/posets_job.hpp
// counted by (Grundy value, height, width, components) instead of stored one by one, for
// sizes whose rows would not fit (N = 12: 1.1e9 posets). The counts are kept per unit
// (the unit's ordinal, genposetg's part), so a unit's rows are a pure function of the
// unit: resume, shards and merge work as for stored rows, and the totals are sums over
// the parts (the posets_counts view). Each thread counts into a flat array over the four
// values (each at most N); no row is built for a poset.
#include <cstdint>
#include <functional>
#include <vector>

#include "enumerate/posets_job.hpp"

namespace posetlab {

// A row of the posets_summary table: how many posets of part `part` have these values.
struct PosetsSummaryRow {
  int size = 0, part = 0;
  int grundy = 0, height = 0, width = 0, components = 0;
  char outcome = 'P';
  std::uint64_t posets = 0;
};

class PosetsSummaryJob {
 public:
  explicit PosetsSummaryJob(PosetsSpec spec) : posets_(spec) {}
  std::vector<WorkUnit> units() const { return posets_.units(); }
  // The unit's counts, in (grundy, height, width, components) order.
  void run_unit(const WorkUnit& unit, const std::function<void(PosetsSummaryRow&&)>& sink) const;

 private:
  PosetsJob posets_;
};

}  // namespace posetlab
