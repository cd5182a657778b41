// One game searched by element mask; see mask_search.hpp.
#include "engine/impartial/mask_search.hpp"

#include <omp.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"
#include "engine/core/mex.hpp"
#include "engine/impartial/mask_table.hpp"
#include "util/system_memory.hpp"

namespace posetlab {
namespace {

constexpr std::uint32_t kPending = ~std::uint32_t{0};

template <int W>
struct Game {
  using Key = MaskKey<W>;
  int n = 0;
  std::vector<Key> up, down;  // up[x] = {y : x <= y}, down[x] = {y : y <= x}
  Key all{};
};

template <int W>
inline bool empty(const MaskKey<W>& k) {
  std::uint64_t o = 0;
  for (int i = 0; i < W; ++i) o |= k.w[i];
  return o == 0;
}
template <int W>
inline int lowest(const MaskKey<W>& k) {
  for (int i = 0; i < W; ++i)
    if (k.w[i]) return i * 64 + std::countr_zero(k.w[i]);
  return -1;
}
template <int W>
inline bool subset(const MaskKey<W>& a, const MaskKey<W>& b) {  // a within b
  std::uint64_t o = 0;
  for (int i = 0; i < W; ++i) o |= a.w[i] & ~b.w[i];
  return o == 0;
}

// Shared by the threads of one search.
template <int W>
struct Shared {
  const Game<W>& game;
  MaskTable<W> table;
  std::atomic<std::uint64_t> positions{0}, moves{0}, waits{0};
  Shared(const Game<W>& g, const MaskSearchOptions& o, int threads, std::size_t max_bytes)
      : game(g), table(o.initial_slots, max_bytes, threads) {}
};

template <int W>
class Worker {
 public:
  using Key = MaskKey<W>;
  Worker(Shared<W>& shared, int id, int threads, const MaskSearchOptions& options)
      : s_(shared), g_(shared.game), id_(id), threads_(threads), options_(options) {}

  ~Worker() { flush(); }

  // Value of any set of elements; kPending when another thread holds it and not `wait`.
  // Every set met is stored under its mask; expanding one splits it into components
  // (XOR of their values) or peels its least elements (each adds 1) before it takes
  // the mex over its moves.
  std::uint32_t value(const Key& set, std::uint64_t h, bool wait) {
    if (empty(set)) return 0;
    std::uint32_t v = 0;
    typename MaskTable<W>::Slot* slot = nullptr;
    switch (s_.table.claim(set, h, v, slot)) {
      case MaskTable<W>::Claim::Done:
        return v;
      case MaskTable<W>::Claim::InProgress:
        if (!wait) return kPending;
        while (!s_.table.peek(set, h, v)) {
          throw_if_stopped();  // the holder may have stopped
          s_.table.checkpoint();
          std::this_thread::yield();
        }
        return v;
      case MaskTable<W>::Claim::Mine: {
        const std::uint64_t epoch = s_.table.epoch();
        v = evaluate(set, false);
        s_.table.publish(set, h, slot, epoch, v);
        return v;
      }
      case MaskTable<W>::Claim::Full:
        return evaluate(set, false);
    }
    return kPending;  // unreachable
  }

  // The root, expanded by every thread together (its moves in each thread's order):
  // each thread returns the same value. The empty poset has no moves: value 0.
  std::uint32_t root_value(const Key& set) { return empty(set) ? 0 : evaluate(set, true); }

  void flush() {
    s_.positions += positions_, s_.moves += moves_, s_.waits += waits_;
    positions_ = moves_ = waits_ = 0;
  }

 private:
  // The comparability component of `x` within `set`.
  Key component(const Key& set, int x) const {
    Key c{}, frontier{};
    c.w[x >> 6] = frontier.w[x >> 6] = std::uint64_t{1} << (x & 63);
    while (!empty(frontier)) {
      Key next{};
      for (int i = 0; i < W; ++i)
        for (std::uint64_t m = frontier.w[i]; m; m &= m - 1) {
          const int y = i * 64 + std::countr_zero(m);
          for (int j = 0; j < W; ++j) next.w[j] |= g_.up[y].w[j] | g_.down[y].w[j];
        }
      for (int j = 0; j < W; ++j) {
        next.w[j] &= set.w[j] & ~c.w[j];
        c.w[j] |= next.w[j];
      }
      frontier = next;
    }
    return c;
  }

  // Removes least elements from the connected `c` while it has one; returns how many
  // (each adds 1 to the value, 002 Lemma 1). USES: 002-L1
  std::uint32_t peel(Key& c) const {
    std::uint32_t count = 0;
    while (!empty(c)) {
      int x = lowest(c);
      for (;;) {  // down to a minimal element
        Key below{};
        for (int i = 0; i < W; ++i) below.w[i] = g_.down[x].w[i] & c.w[i];
        below.w[x >> 6] &= ~(std::uint64_t{1} << (x & 63));
        if (empty(below)) break;
        x = lowest(below);
      }
      if (!subset(c, g_.up[x])) break;
      c.w[x >> 6] &= ~(std::uint64_t{1} << (x & 63));
      ++count;
    }
    return count;
  }

  // The value of a set this thread holds (or, `shared`, that every thread expands).
  std::uint32_t evaluate(const Key& set, bool shared) {
    Key c = component(set, lowest(set));
    // Several components: XOR, components held by others last. USES: 000-T2.4, 001-P2.26/T2.28
    if (!(c == set)) {
      Key rest = set;
      std::uint32_t x = 0;
      std::vector<Key> held;
      while (!empty(rest)) {
        c = component(rest, lowest(rest));
        for (int i = 0; i < W; ++i) rest.w[i] &= ~c.w[i];
        const std::uint32_t v = shared ? evaluate(c, true) : value(c, c.hash(), false);
        if (v == kPending) held.push_back(c);
        else x ^= v;
      }
      for (const Key& k : held) x ^= value(k, k.hash(), true);
      return x;
    }
    const std::uint32_t peeled = peel(c);
    if (peeled == 0) return mex_of_moves(set);
    if (empty(c)) return peeled;
    return peeled + (shared ? evaluate(c, true) : value(c, c.hash(), true));
  }

  // mex over the moves of a connected position without a least element, the moves
  // other threads hold last.
  std::uint32_t mex_of_moves(const Key& c) {
    throw_if_cancelled();
    s_.table.checkpoint();
    ++positions_;
    if ((positions_ & 0x3fff) == 0) tick();
    const std::size_t base = kids_.size();
    int count = 0;
    for (int i = 0; i < W; ++i) count += std::popcount(c.w[i]);
    // This thread's order: rotated by its share, so threads start on different moves.
    const int start = threads_ > 1 ? int(std::int64_t(count) * id_ / threads_) : 0;
    int k = 0;
    for (int i = 0; i < W; ++i)
      for (std::uint64_t m = c.w[i]; m; m &= m - 1, ++k) {
        const int x = i * 64 + std::countr_zero(m);
        Key child;
        for (int j = 0; j < W; ++j) child.w[j] = c.w[j] & ~g_.up[x].w[j];
        kids_.push_back(child);
      }
    std::rotate(kids_.begin() + long(base), kids_.begin() + long(base + std::size_t(start)), kids_.end());
    moves_ += std::uint64_t(count);
    const std::size_t end = kids_.size();
    hashes_.resize(end);
    for (std::size_t i = base; i < end; ++i) {
      hashes_[i] = kids_[i].hash();
      s_.table.prefetch(hashes_[i]);
    }
    std::uint64_t seen[W + 1] = {};
    std::vector<std::size_t> deferred;
    for (std::size_t i = base; i < end; ++i) {
      const Key child = kids_[i];  // value() may grow kids_
      const std::uint32_t v = value(child, hashes_[i], false);
      if (v == kPending) {
        deferred.push_back(i);
        continue;
      }
      seen[v >> 6] |= std::uint64_t{1} << (v & 63);
    }
    waits_ += deferred.size();
    for (std::size_t i : deferred) {
      const Key child = kids_[i];
      const std::uint32_t v = value(child, hashes_[i], true);
      seen[v >> 6] |= std::uint64_t{1} << (v & 63);
    }
    kids_.resize(base);
    return std::uint32_t(mex_of_bits(seen, W + 1));
  }

  void tick() {
    if (id_ != 0 || !options_.progress) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::duration<double>(options_.progress_seconds)) return;
    last_ = now;
    flush();
    MaskSearchStats st;
    st.positions = s_.positions, st.moves = s_.moves, st.waits = s_.waits;
    st.table_used = s_.table.used(), st.table_slots = s_.table.slots(), st.table_bytes = s_.table.bytes();
    st.growths = s_.table.growths(), st.threads = threads_;
    st.seconds = std::chrono::duration<double>(now - start_).count();
    options_.progress(st);
  }

  Shared<W>& s_;
  const Game<W>& g_;
  int id_, threads_;
  const MaskSearchOptions& options_;
  std::vector<Key> kids_;
  std::vector<std::uint64_t> hashes_;
  std::uint64_t positions_ = 0, moves_ = 0, waits_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_ = start_;
};

std::size_t default_max_bytes() {
  return physical_memory_bytes() / 2;
}

template <int W>
MaskSearchResult search(const Poset& p, bool with_options, const MaskSearchOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  Game<W> game;
  game.n = p.size();
  game.up.resize(p.size());
  game.down.resize(p.size());
  for (int x = 0; x < p.size(); ++x) {
    for (int i = 0; i < W; ++i) {
      game.up[x].w[i] = i < int(p.up(x).word_count()) ? p.up(x).word(i) : 0;
      game.down[x].w[i] = i < int(p.down(x).word_count()) ? p.down(x).word(i) : 0;
    }
    game.all.w[x >> 6] |= std::uint64_t{1} << (x & 63);
  }
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  Shared<W> shared(game, options, threads,
                   options.max_table_bytes ? options.max_table_bytes : default_max_bytes());
  MaskSearchResult r;
  std::uint32_t value = 0;
  CancelCatcher cancel;  // a cancelled thread leaves the table, so the others never wait for it
#pragma omp parallel num_threads(threads)
  {
    Worker<W> worker(shared, omp_get_thread_num(), omp_get_num_threads(), options);
    cancel.run([&] {
      const std::uint32_t v = worker.root_value(game.all);
      if (omp_get_thread_num() == 0) {
        value = v;
        if (with_options) {  // the root's options are stored by now
          r.option_values.resize(p.size());
          for (int x = 0; x < p.size(); ++x) {
            MaskKey<W> child;
            for (int i = 0; i < W; ++i) child.w[i] = game.all.w[i] & ~game.up[x].w[i];
            r.option_values[x] = int(worker.value(child, child.hash(), true));
          }
        }
      }
    });
    worker.flush();
    shared.table.leave();
  }
  cancel.rethrow();
  r.grundy = int(value);
  r.stats.positions = shared.positions, r.stats.moves = shared.moves, r.stats.waits = shared.waits;
  r.stats.table_used = shared.table.used(), r.stats.table_slots = shared.table.slots();
  r.stats.table_bytes = shared.table.bytes(), r.stats.growths = shared.table.growths();
  r.stats.threads = threads;
  r.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace

MaskSearchResult mask_search(const Poset& p, bool with_options, const MaskSearchOptions& options) {
  if (p.size() > kMaskSearchMaxElements)
    throw UsageError("mask search: " + std::to_string(p.size()) + " elements, at most " +
                     std::to_string(kMaskSearchMaxElements));
  if (p.size() <= 64) return search<1>(p, with_options, options);
  if (p.size() <= 128) return search<2>(p, with_options, options);
  if (p.size() <= 192) return search<3>(p, with_options, options);
  return search<4>(p, with_options, options);
}

}  // namespace posetlab
