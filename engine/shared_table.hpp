#pragma once
// The shared lock-free table of sub-results: fingerprint -> Grundy value.
//
// Design (after folly's AtomicHashArray): fixed capacity (a power of two), open
// addressing with linear probing, insert by compare-and-swap, never overwrite, never
// delete. Guarantees:
// - Keys: 128-bit XXH3 fingerprints; 96 bits are compared exactly (all 64 bits of `hi`
//   and the upper 32 bits of `lo`; the lower bits of `lo` pick the home slot). Two
//   distinct forms collide with probability about 2^-96 per pair probed: over a run
//   with 10^10 lookups against a full 2^30-slot table, a false hit has probability
//   below 10^10 * 64 / 2^96 < 10^-17.
// - find() is wait-free: a bounded number of acquire loads. A slot whose key is
//   claimed but whose value is not yet published reads as a miss.
// - insert(): one CAS claims a slot's key (acq_rel), then one release store publishes
//   the value. An insert that meets a claimed, unpublished slot with its own tag waits
//   (bounded) for that publication, so a key is stored once.
// - Full-table policy: a probe window of kMaxProbe slots with no free slot and no equal
//   key drops the insert (counted in dropped()). Results stay exact; only reuse is
//   lost. Size the table with --table-mb when dropped() grows.
// - clear() and destruction are single-threaded.
#include <atomic>
#include <cstddef>
#include <cstdint>

#include "engine/fingerprint.hpp"
#include "engine/wide_values.hpp"

namespace posetlab {

class SharedTable {
 public:
  static constexpr std::size_t kMaxProbe = 64;
  static constexpr std::uint32_t kMaxValue = 0xFFFFFFFEu;

  explicit SharedTable(std::size_t slots);  // rounded up to a power of two, at least 1024
  ~SharedTable();
  SharedTable(const SharedTable&) = delete;
  SharedTable& operator=(const SharedTable&) = delete;

  // Commits every page now, `threads` at a time, before any use. Why: a lookup in a
  // fresh page maps the shared zero page and the first insert there faults again; with
  // 2 threads that second fault flushes the TLB of every CPU of the process. On all
  // 183 231 posets of 9 points the IPIs took 30% of the time (2 threads slower than 1)
  // and with 1 thread the faults took 0.46 s of 1.44. Costs ~0.25 s per 512 MiB, so
  // only long streams call it.
  void prefault(int threads);

  // Slot count that fits in `bytes` of memory (16 bytes a slot).
  static std::size_t slots_for_bytes(std::size_t bytes);
  // Default memory: 1/32 of physical memory, between 16 MiB and 512 MiB. Pages are
  // committed lazily, but a large table spreads probes over more pages and cache
  // misses: measured on all 183 231 posets of 9 points, 1 GiB took 1.8x as long as
  // 64 MiB. Big enumerations that want more say so (--table-mb).
  static std::size_t default_bytes();

  bool find(const Fingerprint& key, std::uint32_t& value) const;
  // Returns false when the insert was dropped because the probe window was full.
  bool insert(const Fingerprint& key, std::uint32_t value);

  std::size_t capacity() const { return mask_ + 1; }
  std::size_t bytes() const { return capacity() * sizeof(Slot); }
  std::size_t count_used() const;  // O(capacity) scan, for reports
  std::uint64_t dropped() const { return dropped_.load(std::memory_order_relaxed); }
  // Values wider than a slot, referenced from slots by index (engine/wide_values.hpp);
  // lives and is cleared with the table, so an index never outlives its entry.
  WideValues& wide() { return wide_; }
  const WideValues& wide() const { return wide_; }
  void clear();

 private:
  struct alignas(16) Slot {
    std::atomic<std::uint64_t> tag;      // key.hi, 0 = empty (hi 0 is stored as 1)
    std::atomic<std::uint64_t> payload;  // upper 32 bits of key.lo | (value + 1); 0 = unpublished
  };
  static std::uint64_t tag_of(const Fingerprint& k) { return k.hi ? k.hi : 1; }
  static std::uint64_t check_of(const Fingerprint& k) { return k.lo & 0xFFFFFFFF00000000ull; }

  Slot* slots_ = nullptr;
  std::size_t mask_ = 0;
  std::size_t bytes_ = 0;
  std::atomic<std::uint64_t> dropped_{0};
  WideValues wide_;
};

}  // namespace posetlab
