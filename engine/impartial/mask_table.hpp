#pragma once
// The position table of one game searched by element mask (engine/impartial/mask_search.hpp):
// exact keys (the W words of the position's mask), growable, shared by threads, with
// in-progress markers so that no two threads expand the same position.
//
// Guarantees:
// - Exact: a slot holds the whole mask; a hit is never a different position.
// - claim() either finds the key (its value, or "in progress" while another thread
//   expands it) or inserts it as in progress for the caller, who must publish() it.
//   The state word is set by one compare-and-swap; the key words are written before
//   the state turns "in progress" (release) and read after it is seen (acquire).
// - Growth doubles the array when it is 70% full: the thread that crosses the mark asks
//   for it, every searching thread parks at its next checkpoint(), the last one to park
//   rehashes, and all go on (slot pointers from before are stale: publish() finds its
//   key again when the array changed). No entry is ever dropped while memory allows;
//   past `max_bytes` the table stops growing, says so once on stderr with the memory
//   it would need, and from 95% full stores nothing new (the search stays exact, only
//   slower).
#include <atomic>
#include <bit>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <thread>

namespace posetlab {

template <int W>
struct MaskKey {
  std::uint64_t w[W];
  bool operator==(const MaskKey&) const = default;
  std::uint64_t hash() const {
    std::uint64_t h = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < W; ++i) {
      h ^= w[i];
      h *= 0xbf58476d1ce4e5b9ull;
      h ^= h >> 31;
    }
    return h;
  }
};

template <int W>
class MaskTable {
 public:
  enum class Claim { Done, InProgress, Mine, Full };
  struct Slot {
    std::atomic<std::uint64_t> state{0};  // kEmpty, kWriting, kBusy, or kDone + value
    MaskKey<W> key;
  };

  MaskTable(std::size_t initial_slots, std::size_t max_bytes, int threads)
      : max_bytes_(max_bytes), active_(threads) {
    allocate(std::bit_ceil(std::max<std::size_t>(initial_slots, 16)));
  }

  // Finds `k` or claims it. Done: `value` is set. Mine: the caller expands it and
  // calls publish(k, h, slot, value). Full: not stored and never will be (expand it,
  // publish nothing).
  Claim claim(const MaskKey<W>& k, std::uint64_t h, std::uint32_t& value, Slot*& slot) {
    Slot* slots = slots_.get();
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots[i];
      std::uint64_t st = s.state.load(std::memory_order_acquire);
      if (st == kEmpty) {
        if (used_.load(std::memory_order_relaxed) >= stop_at_) return Claim::Full;
        if (!s.state.compare_exchange_strong(st, kWriting, std::memory_order_acquire)) {
          if (st == kWriting) st = wait_written(s);
        } else {
          s.key = k;
          s.state.store(kBusy, std::memory_order_release);
          if (used_.fetch_add(1, std::memory_order_relaxed) + 1 == grow_at_) request_growth();
          slot = &s;
          return Claim::Mine;
        }
      } else if (st == kWriting) {
        st = wait_written(s);
      }
      if (s.key == k) {
        if (st == kBusy) return Claim::InProgress;
        value = std::uint32_t(st - kDone);
        return Claim::Done;
      }
    }
  }

  void prefetch(std::uint64_t h) const { __builtin_prefetch(&slots_[h & mask_]); }

  // Growths so far: read it right after a Mine claim and pass it to publish().
  std::uint64_t epoch() const { return epoch_.load(std::memory_order_relaxed); }
  // The value of a position claimed Mine. `slot` is stale after a growth: found again.
  void publish(const MaskKey<W>& k, std::uint64_t h, Slot* slot, std::uint64_t claimed_epoch, std::uint32_t value) {
    if (claimed_epoch != epoch()) slot = find(k, h);
    slot->state.store(kDone + value, std::memory_order_release);
  }

  // Current value of a key (after a wait on InProgress): true when done.
  bool peek(const MaskKey<W>& k, std::uint64_t h, std::uint32_t& value) {
    Slot* s = find(k, h);
    if (!s) return false;
    std::uint64_t st = s->state.load(std::memory_order_acquire);
    if (st < kDone) return false;
    value = std::uint32_t(st - kDone);
    return true;
  }

  // Parks while a growth is under way (every searching thread calls it often).
  void checkpoint() {
    if (!grow_wanted_.load(std::memory_order_relaxed)) return;
    std::unique_lock lock(mutex_);
    park(lock);
  }
  // A thread stops searching (it never parks again).
  void leave() {
    std::unique_lock lock(mutex_);
    --active_;
    if (grow_wanted_ && parked_ == active_ && active_ > 0) grow_locked();
  }

  std::size_t slots() const { return mask_ + 1; }
  std::size_t used() const { return used_.load(std::memory_order_relaxed); }
  std::size_t bytes() const { return slots() * sizeof(Slot); }
  std::uint64_t growths() const { return growths_; }
  bool full() const { return used() >= stop_at_; }

 private:
  static constexpr std::uint64_t kEmpty = 0, kWriting = 1, kBusy = 2, kDone = 3;

  static std::uint64_t wait_written(Slot& s) {
    std::uint64_t st;
    while ((st = s.state.load(std::memory_order_acquire)) == kWriting) std::this_thread::yield();
    return st;
  }

  Slot* find(const MaskKey<W>& k, std::uint64_t h) {
    Slot* slots = slots_.get();
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      std::uint64_t st = slots[i].state.load(std::memory_order_acquire);
      if (st == kEmpty) return nullptr;
      if (st == kWriting) st = wait_written(slots[i]);
      if (slots[i].key == k) return &slots[i];
    }
  }

  void allocate(std::size_t n) {
    slots_.reset(new Slot[n]);
    mask_ = n - 1;
    grow_at_ = n / 10 * 7;
    const bool can_grow = 2 * n * sizeof(Slot) <= max_bytes_;
    stop_at_ = can_grow ? n - 1 : n - 1 - n / 20;  // growth comes first while allowed; one slot stays empty
    if (!can_grow) grow_at_ = stop_at_;       // then request_growth() says why it stops
  }

  void request_growth() {
    if (2 * slots() * sizeof(Slot) > max_bytes_) {
      if (!warned_.exchange(true))
        std::fprintf(stderr,
                     "posetlab: position table full at %zu positions (%.1f MiB); growing it needs %.1f MiB "
                     "(old and new arrays), over the %.1f MiB allowed; new positions are no longer stored "
                     "(exact, slower)\n",
                     used(), double(bytes()) / (1 << 20), double(3 * bytes()) / (1 << 20),
                     double(max_bytes_) / (1 << 20));
      return;
    }
    grow_wanted_.store(true, std::memory_order_relaxed);
  }

  void park(std::unique_lock<std::mutex>& lock) {
    if (!grow_wanted_) return;
    ++parked_;
    if (parked_ == active_) {
      grow_locked();
    } else {
      const std::uint64_t e = epoch_;
      grown_.wait(lock, [&] { return epoch_ != e; });
    }
  }

  void grow_locked() {
    std::unique_ptr<Slot[]> old = std::move(slots_);
    const std::size_t n = mask_ + 1;
    allocate(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint64_t st = old[i].state.load(std::memory_order_relaxed);
      if (st == kEmpty) continue;
      for (std::size_t j = old[i].key.hash() & mask_;; j = (j + 1) & mask_) {
        if (slots_[j].state.load(std::memory_order_relaxed) != kEmpty) continue;
        slots_[j].key = old[i].key;
        slots_[j].state.store(st, std::memory_order_relaxed);
        break;
      }
    }
    ++growths_;
    parked_ = 0;
    grow_wanted_ = false;
    epoch_.fetch_add(1);
    grown_.notify_all();
  }

  std::unique_ptr<Slot[]> slots_;
  std::size_t mask_ = 0, grow_at_ = 0, stop_at_ = 0, max_bytes_;
  std::atomic<std::size_t> used_{0};
  std::atomic<bool> grow_wanted_{false}, warned_{false};
  std::atomic<std::uint64_t> epoch_{0};
  std::mutex mutex_;
  std::condition_variable grown_;
  int active_, parked_ = 0;
  std::uint64_t growths_ = 0;
};

}  // namespace posetlab
