#include "engine/memo/wide_values.hpp"

#include <algorithm>

namespace posetlab {

WideValues::~WideValues() {
  for (auto& s : segments_) delete[] s.load(std::memory_order_relaxed);
}

bool WideValues::push(const Entry& e, std::uint32_t& index) {
  const std::uint64_t i = next_.fetch_add(1, std::memory_order_relaxed);
  if (i >= kCapacity) return false;
  segment(std::uint32_t(i >> kSegmentBits))[i & ((1u << kSegmentBits) - 1)] = e;
  index = std::uint32_t(i);
  return true;
}

WideValues::Entry* WideValues::segment(std::uint32_t s) {
  Entry* p = segments_[s].load(std::memory_order_acquire);
  if (p) return p;
  std::lock_guard<std::mutex> lock(grow_);
  p = segments_[s].load(std::memory_order_relaxed);
  if (!p) {
    p = new Entry[std::size_t{1} << kSegmentBits];
    segments_[s].store(p, std::memory_order_release);
  }
  return p;
}

std::uint64_t WideValues::size() const { return std::min(next_.load(std::memory_order_relaxed), kCapacity); }

void WideValues::clear() {
  for (auto& s : segments_) delete[] s.exchange(nullptr, std::memory_order_relaxed);
  next_.store(0, std::memory_order_relaxed);
}

}  // namespace posetlab
