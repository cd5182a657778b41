#pragma once
// The shared lock-free table of sub-results: fingerprint -> Grundy value.
//
// Design: fixed capacity (a power of two), open addressing with linear probing over a
// window of kMaxProbe slots, lock-free, never deleting; when the window is full a new key
// replaces an entry (so the table is a cache: a full table keeps storing the newest
// positions). Each slot is two 64-bit words written by separate stores, made safe to
// read torn by "lockless hashing" (Hyatt and Mann): the first word holds key.hi XOR a
// hash of the second, so a reader that sees the two words of different entries rebuilds
// a wrong key and misses.
// Guarantees:
// - Keys: 128-bit XXH3 fingerprints; 96 bits are compared exactly (all 64 bits of `hi`
//   and the upper 32 bits of `lo`; the lower bits of `lo` pick the home slot). Two
//   distinct forms collide with probability about 2^-96 per pair probed: over a run
//   with 10^10 lookups against a full 2^30-slot table, a false hit has probability
//   below 10^10 * 64 / 2^96 < 10^-17. A torn read of two entries passes the check with
//   the same 2^-96 (it needs a wrong entry's check bits and a 64-bit hash to agree).
// - find() is wait-free: at most kMaxProbe pairs of acquire loads.
// - insert() of a key already present changes nothing (a key's value never changes);
//   otherwise it claims an empty slot of the window by compare-and-swap, or replaces one
//   (counted in replaced()). Two threads inserting one key at once may both store it.
//   Results stay exact whatever was replaced; replaced() > 0 says the table was too
//   small to keep everything (size it with --table-mb).
// - clear() and destruction are single-threaded.
#include <atomic>
#include <cstddef>
#include <cstdint>

#include "engine/core/fingerprint.hpp"
#include "engine/memo/wide_values.hpp"

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
  // Returns false only for a value over kMaxValue (not stored).
  bool insert(const Fingerprint& key, std::uint32_t value);

  std::size_t capacity() const { return mask_ + 1; }
  std::size_t bytes() const { return capacity() * sizeof(Slot); }
  std::size_t count_used() const;  // O(capacity) scan, for reports
  // Entries replaced by newer keys since construction or clear(): the table filled.
  std::uint64_t replaced() const { return replaced_.load(std::memory_order_relaxed); }
  // Values wider than a slot, referenced from slots by index (engine/memo/wide_values.hpp);
  // lives and is cleared with the table, so an index never outlives its entry.
  WideValues& wide() { return wide_; }
  const WideValues& wide() const { return wide_; }
  void clear();

 private:
  struct alignas(16) Slot {
    std::atomic<std::uint64_t> lock;     // key.hi XOR mix(payload)
    std::atomic<std::uint64_t> payload;  // upper 32 bits of key.lo | (value + 1); 0 = empty
  };
  static std::uint64_t check_of(const Fingerprint& k) { return k.lo & 0xFFFFFFFF00000000ull; }
  // A bijective 64-bit mix (the murmur3 finaliser), so a payload from another entry
  // turns the lock word into an unrelated key.
  static std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
  }
  // Whether a payload read from a slot may be `key`'s (then its lock word decides).
  static bool may_hold(std::uint64_t payload, const Fingerprint& key) {
    return payload != 0 && (payload & 0xFFFFFFFF00000000ull) == check_of(key);
  }
  static bool unlocks(std::uint64_t lock, std::uint64_t payload, const Fingerprint& key) {
    return (lock ^ mix(payload)) == key.hi;
  }

  Slot* slots_ = nullptr;
  std::size_t mask_ = 0;
  std::size_t bytes_ = 0;
  std::atomic<std::uint64_t> replaced_{0};
  WideValues wide_;
};

}  // namespace posetlab
