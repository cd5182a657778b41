#pragma once
// The down-sets of a small poset Q, in increasing order of their masks, each with its
// Grundy value, its moves and its number of maximal elements: what the values of Q's
// one-point extensions are computed from (engine/impartial/extension_grundy.hpp), where Q is shared
// by many posets of a stream (enumerate/poset_stream.hpp).
//
// A move at y in a down-set D leaves D minus up(y), a smaller mask, so one pass in
// increasing order sees every option before the position: g(D) = mex of the options'
// values, by the definition (no component split or other shortcut). Every antichain is
// the set of maximal elements of its down-closure, so the width of Q is the largest
// number of maximal elements of a down-set.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/small_poset.hpp"

namespace posetlab {

class DownSetTable {
 public:
  // Masks and indices fit 16 bits, and the values of one-point extensions (at most
  // kMaxElements + 1) fit a 16-bit bitmap.
  static constexpr int kMaxElements = 14;

  // Throws std::invalid_argument beyond kMaxElements elements.
  void build(const SmallPoset& q);

  int elements() const { return k_; }
  std::size_t size() const { return count_; }  // the empty down-set included
  std::uint16_t set(std::size_t i) const { return sets_[i]; }
  // The index of a down-set given by its mask (only down-sets are indexed).
  std::uint16_t index(std::uint32_t down_set) const { return index_[down_set]; }
  // 1 << g(set(i)).
  std::uint16_t value_bit(std::size_t i) const { return value_bits_[i]; }
  // The options of set(i): the index of set(i) minus up(y) for each y in set(i), by increasing y.
  std::span<const std::uint16_t> options(std::size_t i) const {
    return {options_.data() + option_start_[i], options_.data() + option_start_[i + 1]};
  }
  // |max(set(i))|: the elements of set(i) with nothing of set(i) above them.
  int maximal_count(std::size_t i) const { return maximal_counts_[i]; }
  // y and every element above it.
  std::uint32_t up_closed(int y) const { return up_closed_[y]; }

  // The arrays themselves, for the solvers' inner loops.
  const std::uint16_t* sets() const { return sets_.data(); }
  const std::uint16_t* value_bits() const { return value_bits_.data(); }
  const std::uint32_t* option_starts() const { return option_start_.data(); }
  const std::uint16_t* option_indices() const { return options_.data(); }
  // value_bit(index(mask)) for every down-set mask (other masks: unspecified).
  const std::uint16_t* value_bit_by_mask() const { return value_bit_by_mask_.data(); }

 private:
  int k_ = 0;
  std::size_t count_ = 0;
  std::array<std::uint32_t, kMaxElements> up_closed_{};
  std::vector<std::uint16_t> sets_, value_bits_, options_, index_, value_bit_by_mask_;
  std::vector<std::uint32_t> option_start_;
  std::vector<std::uint8_t> maximal_counts_;
  std::vector<std::uint16_t> scratch_;
};

}  // namespace posetlab
