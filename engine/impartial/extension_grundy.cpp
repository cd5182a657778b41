// Grundy values of one-point extensions; see extension_grundy.hpp.
#include "engine/impartial/extension_grundy.hpp"

#include <bit>
#include <stdexcept>
#include <string>

namespace posetlab {

ExtensionValue ExtensionGrundy::solve(const DownSetTable& q, std::uint32_t below, std::uint32_t above) {
  const std::size_t m = q.size();
  if (with_x_.size() < m) with_x_.resize(m);
  const std::uint16_t* sets = q.sets();
  const std::uint16_t* value_bits = q.value_bits();
  const std::uint16_t* by_mask = q.value_bit_by_mask();
  const std::uint32_t* start = q.option_starts();
  const std::uint16_t* options = q.option_indices();
  std::uint32_t seen = 0;
  for (std::size_t i = 0; i < m; ++i) {
    const std::uint32_t d = sets[i];
    if ((d & below) != below) continue;  // D + x is no down-set
    seen = by_mask[d & ~above];          // x's move
    std::uint32_t k = start[i];
    for (std::uint32_t r = d; r; r &= r - 1, ++k)  // options(i) lists y in d by increasing y
      seen |= (below >> std::countr_zero(r) & 1) ? value_bits[options[k]] : with_x_[options[k]];
    with_x_[i] = std::uint16_t(~seen & (seen + 1));
  }
  // The last down-set of Q is all of Q, which holds `below`: D + x is P itself.
  return {std::countr_zero(with_x_[m - 1]), seen};
}

void ExtensionGrundy::solve_minimal(const DownSetTable& q, std::span<const std::uint32_t> aboves, ExtensionValue* out) {
  if (aboves.empty() || aboves.size() > std::size_t(kExtensionLanes))
    throw std::invalid_argument("solve_minimal takes 1.." + std::to_string(kExtensionLanes) + " extensions");
  const std::size_t m = q.size();
  if (lanes_with_x_.size() < m) lanes_with_x_.resize(m);
  const std::uint16_t* sets = q.sets();
  const std::uint16_t* by_mask = q.value_bit_by_mask();
  const std::uint32_t* start = q.option_starts();
  const std::uint16_t* options = q.option_indices();
  // x's move from D + x leaves D minus `above`, one lane per extension (spare lanes
  // repeat the first; no lane reads another).
  std::uint32_t keep[kExtensionLanes];
  for (std::size_t lane = 0; lane < std::size_t(kExtensionLanes); ++lane)
    keep[lane] = ~aboves[lane < aboves.size() ? lane : 0];
  Lanes seen{};
  for (std::size_t i = 0; i < m; ++i) {
    const std::uint32_t d = sets[i];
    seen = Lanes{by_mask[d & keep[0]], by_mask[d & keep[1]], by_mask[d & keep[2]], by_mask[d & keep[3]],
                 by_mask[d & keep[4]], by_mask[d & keep[5]], by_mask[d & keep[6]], by_mask[d & keep[7]]};
    for (std::uint32_t k = start[i]; k < start[i + 1]; ++k) seen |= lanes_with_x_[options[k]];
    lanes_with_x_[i] = ~seen & (seen + 1);
  }
  for (std::size_t lane = 0; lane < aboves.size(); ++lane)
    out[lane] = {std::countr_zero(std::uint16_t(lanes_with_x_[m - 1][lane])), seen[lane]};
}

}  // namespace posetlab
