#pragma once
// Values too wide for a SharedTable slot's 32 bits, kept beside the table: an
// append-only array of 128-bit entries shared by every kernel using the table. A policy
// whose value does not fit 32 bits appends it here and stores the index in the slot
// (flagged as the policy chooses). Why: chess-coloured Young diagrams of 8x8 and up have
// black-white values like 15251110755/2^35, so without it most positions of a large
// board went unstored in the shared table and every thread re-solved them in its own map.
//
// Lock-free: push() claims an index with fetch_add and writes the entry before the
// caller publishes the index through the table (a release store); a reader that found
// the index (acquire) sees the entry. Segments are allocated on first use under a mutex
// (rare: one per 2^16 entries), so an unused store costs no memory.
#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>

namespace posetlab {

class WideValues {
 public:
  struct Entry {
    std::uint64_t a = 0, b = 0;
  };
  static constexpr std::uint32_t kSegmentBits = 16;
  static constexpr std::uint32_t kSegments = 1u << 14;
  static constexpr std::uint64_t kCapacity = std::uint64_t{kSegments} << kSegmentBits;  // 2^30 entries

  WideValues() = default;
  ~WideValues();
  WideValues(const WideValues&) = delete;
  WideValues& operator=(const WideValues&) = delete;

  // False when the store is full (the caller then keeps the value elsewhere or drops it).
  bool push(const Entry& e, std::uint32_t& index);
  const Entry& get(std::uint32_t index) const {
    return segments_[index >> kSegmentBits].load(std::memory_order_acquire)[index & ((1u << kSegmentBits) - 1)];
  }
  std::uint64_t size() const;
  void clear();  // single-threaded, like SharedTable::clear

 private:
  Entry* segment(std::uint32_t s);
  std::atomic<std::uint64_t> next_{0};
  std::array<std::atomic<Entry*>, kSegments> segments_{};
  std::mutex grow_;
};

}  // namespace posetlab
