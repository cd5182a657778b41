#include "engine/memo/shared_table.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>
#include <sys/mman.h>
#include <unistd.h>

#include "engine/core/error.hpp"
#include "util/system_memory.hpp"

namespace posetlab {

SharedTable::SharedTable(std::size_t slots) {
  std::size_t cap = std::bit_ceil(std::max<std::size_t>(slots, 1024));
  // Fresh anonymous pages are zero (empty slots) and committed lazily, 4 KiB at a time.
  // Huge pages were tried: probes got ~15% faster, but scattered inserts then commit
  // (and the kernel zeroes) 2 MiB per touch, so a small solve paid for the whole table.
  bytes_ = cap * sizeof(Slot);
  void* mem = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mem == MAP_FAILED) throw std::bad_alloc();
  madvise(mem, bytes_, MADV_NOHUGEPAGE);
  slots_ = static_cast<Slot*>(mem);
  mask_ = cap - 1;
}

SharedTable::~SharedTable() { munmap(slots_, bytes_); }

void SharedTable::prefault(int threads) {
  const std::size_t page = sysconf(_SC_PAGE_SIZE) > 0 ? std::size_t(sysconf(_SC_PAGE_SIZE)) : 4096;
  const std::size_t pages = bytes_ / page;
  const int parts = std::max(1, threads);
  char* base = reinterpret_cast<char*>(slots_);
  // Not huge pages: measured, they saved TLB misses but the kernel's compaction now
  // and then stalled the start by 0.7-1.4 s.
#pragma omp parallel for schedule(static) num_threads(parts)
  for (int part = 0; part < parts; ++part) {
    char* from = base + pages * std::size_t(part) / std::size_t(parts) * page;
    char* to = base + pages * std::size_t(part + 1) / std::size_t(parts) * page;
#ifdef MADV_POPULATE_WRITE
    if (to > from && madvise(from, std::size_t(to - from), MADV_POPULATE_WRITE) == 0) continue;
#endif
    // Older kernels: write the zero each page already holds (no thread uses it yet).
    for (char* p = from; p < to; p += page) *reinterpret_cast<volatile char*>(p) = 0;
  }
}

std::size_t SharedTable::slots_for_bytes(std::size_t bytes) {
  if (bytes < 1024 * sizeof(Slot)) throw UsageError("table memory too small: at least 16 KiB");
  return std::bit_floor(bytes / sizeof(Slot));
}

std::size_t SharedTable::default_bytes() {
  return std::clamp<std::size_t>(physical_memory_bytes() / 32, std::size_t{16} << 20, std::size_t{512} << 20);
}

bool SharedTable::find(const Fingerprint& key, std::uint32_t& value) const {
  std::size_t i = key.lo & mask_;
  for (std::size_t probe = 0; probe < kMaxProbe; ++probe, i = (i + 1) & mask_) {
    const std::uint64_t p = slots_[i].payload.load(std::memory_order_acquire);
    if (p == 0) return false;  // slots are never emptied: the key is not further on
    if (may_hold(p, key) && unlocks(slots_[i].lock.load(std::memory_order_acquire), p, key)) {
      value = std::uint32_t(p) - 1;
      return true;
    }
  }
  return false;
}

bool SharedTable::insert(const Fingerprint& key, std::uint32_t value) {
  if (value > kMaxValue) return false;
  const std::uint64_t payload = check_of(key) | (std::uint64_t(value) + 1);
  const std::uint64_t lock = key.hi ^ mix(payload);
  std::size_t i = key.lo & mask_;
  for (std::size_t probe = 0; probe < kMaxProbe; ++probe, i = (i + 1) & mask_) {
    std::uint64_t p = slots_[i].payload.load(std::memory_order_acquire);
    if (p == 0 && slots_[i].payload.compare_exchange_strong(p, payload, std::memory_order_acq_rel)) {
      // Until this store a reader pairs our payload with the old lock word 0 and misses.
      slots_[i].lock.store(lock, std::memory_order_release);
      return true;
    }
    if (!may_hold(p, key)) continue;
    // A lock word of 0 beside a payload is a claim whose lock is being stored (any other
    // has probability 2^-64): wait for it (bounded), so that a key racing with itself is
    // stored once. Past the wait, a copy further on does no harm.
    std::uint64_t l = slots_[i].lock.load(std::memory_order_acquire);
    for (int spin = 0; l == 0 && spin < (1 << 20); ++spin) {
      __builtin_ia32_pause();
      l = slots_[i].lock.load(std::memory_order_acquire);
    }
    if (unlocks(l, p, key)) return true;
  }
  // The window is full: replace a slot of it picked by the key's own bits, so that keys
  // sharing a home slot do not all evict the same entry. The two stores race with other
  // writers and readers; a slot left holding two entries' halves matches no key.
  Slot& victim = slots_[((key.lo & mask_) + (key.hi >> 32) % kMaxProbe) & mask_];
  victim.payload.store(payload, std::memory_order_release);
  victim.lock.store(lock, std::memory_order_release);
  replaced_.fetch_add(1, std::memory_order_relaxed);
  return true;
}

std::size_t SharedTable::count_used() const {
  std::size_t n = 0;
  for (std::size_t i = 0; i <= mask_; ++i) n += slots_[i].payload.load(std::memory_order_relaxed) != 0;
  return n;
}

void SharedTable::clear() {
  for (std::size_t i = 0; i <= mask_; ++i) {
    slots_[i].lock.store(0, std::memory_order_relaxed);
    slots_[i].payload.store(0, std::memory_order_relaxed);
  }
  replaced_.store(0, std::memory_order_relaxed);
  wide_.clear();
}

}  // namespace posetlab
