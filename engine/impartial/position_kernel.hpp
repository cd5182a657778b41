#pragma once
// The position machinery shared by every search policy (contract: engine/core/game_kind.hpp):
// components of a position, kind-tagged relative keys, lookups and stores in the
// shared table, the parallel root driver and statistics. Internal to engine/.
#include <omp.h>

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "engine/core/bits.hpp"
#include "engine/core/cancel.hpp"
#include "engine/core/game_kind.hpp"
#include "engine/core/solver_options.hpp"
#include "engine/impartial/option_loop.hpp"
#include "engine/memo/shared_table.hpp"

namespace posetlab {

// A form's words on the stack: the element count, then what the policy appends.
template <std::size_t Capacity>
struct FormBuffer {
  std::uint64_t data[Capacity];
  std::size_t size = 0;
  void push_back(std::uint64_t w) { data[size++] = w; }
};

template <class Policy>
class PositionKernel {
 public:
  using Mask = typename Policy::Mask;
  using Value = typename Policy::Value;
  // Words a form may take: a count, per element up to 3 compressed masks, and a few
  // masks of the whole component.
  static constexpr std::size_t kMaskWords = sizeof(Mask) / sizeof(std::uint64_t);
  static constexpr std::size_t kFormCapacity = 1 + (3 * 64 * kMaskWords + 4) * kMaskWords;

  // `top_level`: this kernel may solve the options of its first large component in
  // parallel (OpenMP), with one kernel per thread sharing the table.
  PositionKernel(const Policy& policy, SharedTable& table, const SolverOptions& options, bool top_level)
      : policy_(policy), table_(table), options_(options), parallel_allowed_(top_level) {}

  const Policy& policy() const { return policy_; }
  const SolverOptions& options() const { return options_; }
  const SearchStats& stats() const { return stats_; }

  // Value of any position: its components' values added.
  Value value(Mask s) {
    if (!mask_any(s)) return Policy::zero();
    // Most positions of one large game are connected, and often an element interacts
    // with all others (a least element of a diagram): then skip the component walk.
    Mask star = policy_.interacts(mask_first(s));
    mask_set(star, mask_first(s));
    if (!mask_any(s & ~star)) return policy_.connected(*this, s);
    Value v = Policy::zero();
    while (mask_any(s)) {
      const Mask c = component(s, mask_first(s));
      s &= ~c;
      v = Policy::add(v, policy_.connected(*this, c));
    }
    return v;
  }

  // The component of s containing `seed` in the policy's interaction graph.
  Mask component(Mask s, int seed) const {
    Mask comp{};
    mask_set(comp, seed);
    Mask frontier = comp;
    while (mask_any(frontier)) {
      const int y = mask_first(frontier);
      mask_reset(frontier, y);
      const Mask add = policy_.interacts(y) & s & ~comp;
      comp |= add;
      frontier |= add;
    }
    return comp;
  }

  // The relative key of component c: its form (Policy::relative_form) under the policy's tag.
  [[gnu::noinline]] Fingerprint relative_key(Mask c) const {
    FormBuffer<kFormCapacity> form;
    form.push_back(std::uint64_t(mask_count(c)));
    policy_.relative_form(c, form);
    return kind_fingerprint(Policy::tag, KeyDomain::RelativeHasse, form.data, form.size * sizeof(std::uint64_t));
  }

  bool lookup(const Fingerprint& key, Value& value) {
    ++stats_.lookups;
    std::uint32_t v;
    if (table_.find(key, v)) {
      value = Policy::decode(v, table_.wide());
    } else if (overflow_.empty()) {
      return false;
    } else if (auto it = overflow_.find(key); it != overflow_.end()) {
      value = it->second;
    } else {
      return false;
    }
    ++stats_.hits;
    return true;
  }
  // Values the table cannot hold (Policy::encode says no, even with the table's wide
  // store) stay in this kernel's own map: without it such a game would lose all memoization.
  void store(const Fingerprint& key, const Value& value) {
    std::uint32_t v;
    if (Policy::encode(value, v, table_.wide())) {
      table_.insert(key, v);
    } else {
      overflow_.emplace(key, value);
    }
  }
  void count_position() {
    throw_if_cancelled();
    ++stats_.positions;
  }

  // The usual memo around a component's search: components below
  // options().memo_min_elements are searched directly, others looked up by relative key.
  template <class Search>
  Value memoized(Mask c, Search&& search) {
    if (mask_count(c) < options_.memo_min_elements) {
      count_position();
      return search();
    }
    const Fingerprint key = relative_key(c);
    Value v;
    if (lookup(key, v)) return v;
    count_position();
    v = search();
    store(key, v);
    return v;
  }

  // True when the options of a component of `elements` elements should be solved in
  // parallel (option_loop.hpp).
  bool parallel_now(int elements) const {
    return options_pay_for_threads(parallel_allowed_, depth_, options_, elements);
  }

  // Values of `count` options, option_value(kernel, i) each; in parallel (one kernel per
  // thread, shared table) when parallel_now(elements), else in order on this kernel.
  template <class OptionValue>
  std::vector<Value> solve_options(int count, int elements, OptionValue&& option_value) {
    return value_options<Value>(
        *this, depth_, stats_, parallel_now(elements), count,
        [&] { return PositionKernel(policy_, table_, options_, false); },
        [](const PositionKernel& k) -> const SearchStats& { return k.stats_; }, option_value);
  }

  // Marks a serial option loop (no parallelism below it).
  struct NestedLoop {
    explicit NestedLoop(PositionKernel& k) : k_(k) { ++k_.depth_; }
    ~NestedLoop() { --k_.depth_; }
    NestedLoop(const NestedLoop&) = delete;
    NestedLoop& operator=(const NestedLoop&) = delete;
    PositionKernel& k_;
  };

 private:
  const Policy& policy_;
  SharedTable& table_;
  const SolverOptions& options_;
  bool parallel_allowed_;
  int depth_ = 0;  // nesting of option loops; parallelism only at depth 0
  SearchStats stats_;
  struct KeyHash {
    std::size_t operator()(const Fingerprint& f) const { return std::size_t(f.lo); }
  };
  std::unordered_map<Fingerprint, Value, KeyHash> overflow_;
};

}  // namespace posetlab
