// The down-set table of a small poset; see down_set_table.hpp.
#include "engine/impartial/down_set_table.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

namespace posetlab {

void DownSetTable::build(const SmallPoset& q) {
  if (q.k > kMaxElements)
    throw std::invalid_argument("down-set table takes at most " + std::to_string(kMaxElements) +
                                " elements; this poset has " + std::to_string(q.k));
  k_ = q.k;
  std::array<std::uint32_t, kMaxElements> outside{}, below{};  // not y and above; strictly below y
  for (int y = 0; y < k_; ++y) {
    up_closed_[y] = std::uint32_t(q.up[y]) | std::uint32_t{1} << y;
    outside[y] = ~up_closed_[y];
    below[y] = std::uint32_t(q.down[y]);
  }
  // The down-sets of the first x + 1 elements, in increasing order: those of the first x
  // that miss everything above x, then, with x, those that hold everything below x.
  const std::size_t masks = std::size_t{1} << k_;
  if (sets_.size() < masks) sets_.resize(masks), scratch_.resize(masks), index_.resize(masks), value_bit_by_mask_.resize(masks);
  std::size_t m = 1;
  sets_[0] = 0;
  for (int x = 0; x < k_; ++x) {
    const std::uint32_t first = (std::uint32_t{1} << x) - 1;
    const std::uint32_t under = below[x] & first, above = std::uint32_t(q.up[x]) & first;
    const std::uint16_t* from = sets_.data();
    std::uint16_t* to = scratch_.data();
    std::size_t kept = 0;
    if (!above) {  // x is above none of the first x: all of them stay (a copy, often)
      std::copy_n(from, m, to);
      kept = m;
    } else {
      for (std::size_t i = 0; i < m; ++i) to[kept] = from[i], kept += !(from[i] & above);
    }
    const std::uint16_t with_x = std::uint16_t(1u << x);
    if (!under) {
      for (std::size_t i = 0; i < m; ++i) to[kept + i] = from[i] | with_x;
      kept += m;
    } else {
      for (std::size_t i = 0; i < m; ++i) to[kept] = from[i] | with_x, kept += (from[i] & under) == under;
    }
    sets_.swap(scratch_);
    m = kept;
  }
  count_ = m;
  if (options_.size() < m * std::size_t(k_)) options_.resize(m * std::size_t(k_));
  if (value_bits_.size() < m) value_bits_.resize(m), maximal_counts_.resize(m), option_start_.resize(m + 1);
  std::uint32_t at = 0;
  for (std::size_t i = 0; i < m; ++i) {
    const std::uint32_t d = sets_[i];
    index_[d] = std::uint16_t(i);
    option_start_[i] = at;
    std::uint32_t seen = 0, not_maximal = 0;
    for (std::uint32_t r = d; r; r &= r - 1) {
      const int y = std::countr_zero(r);
      const std::uint16_t option = index_[d & outside[y]];  // a smaller down-set: indexed already
      options_[at++] = option;
      seen |= value_bits_[option];
      not_maximal |= below[y];
    }
    value_bits_[i] = std::uint16_t(~seen & (seen + 1));  // the lowest value no option has
    maximal_counts_[i] = std::uint8_t(std::popcount(d & ~not_maximal));
    value_bit_by_mask_[d] = value_bits_[i];
  }
  option_start_[m] = at;
}

}  // namespace posetlab
