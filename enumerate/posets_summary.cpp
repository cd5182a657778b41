// Per-unit counts of the posets of a size; see posets_summary.hpp.
#include "enumerate/posets_summary.hpp"

#include <map>
#include <tuple>

namespace posetlab {

void PosetsSummaryJob::run_unit(const WorkUnit& unit, const std::function<void(PosetsSummaryRow&&)>& sink) const {
  using Key = std::tuple<int, int, int, int>;  // grundy, height, width, components
  std::map<Key, PosetsSummaryRow> counts;
  posets_.run_unit(unit, [&](PosetRow&& p) {
    PosetsSummaryRow& row = counts[Key{p.grundy, p.height, p.width, p.components}];
    if (row.posets == 0) {
      row.size = p.size;
      row.part = static_cast<int>(unit.ordinal);
      row.grundy = p.grundy, row.height = p.height, row.width = p.width, row.components = p.components;
      row.outcome = p.outcome;
    }
    ++row.posets;
  });
  for (auto& [key, row] : counts) sink(std::move(row));
}

}  // namespace posetlab
