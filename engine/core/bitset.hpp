#pragma once
// A dynamically sized bitset over 64-bit words: the wide path of the poset core, for
// posets beyond 64 elements (large constructed families with thousands of points).
#include <bit>
#include <cstdint>
#include <vector>

namespace posetlab {

class DynBitset {
 public:
  DynBitset() = default;
  explicit DynBitset(std::size_t bits) : bits_(bits), words_((bits + 63) / 64, 0) {}

  std::size_t size() const { return bits_; }
  std::size_t word_count() const { return words_.size(); }
  const std::uint64_t* data() const { return words_.data(); }
  std::uint64_t word(std::size_t i) const { return words_[i]; }

  bool test(std::size_t i) const { return (words_[i >> 6] >> (i & 63)) & 1u; }
  void set(std::size_t i) { words_[i >> 6] |= std::uint64_t{1} << (i & 63); }
  void reset(std::size_t i) { words_[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
  void set_all() {
    for (auto& w : words_) w = ~std::uint64_t{0};
    trim();
  }

  std::size_t count() const {
    std::size_t c = 0;
    for (auto w : words_) c += std::popcount(w);
    return c;
  }
  bool any() const {
    for (auto w : words_)
      if (w) return true;
    return false;
  }
  bool none() const { return !any(); }
  bool intersects(const DynBitset& o) const {
    for (std::size_t i = 0; i < words_.size(); ++i)
      if (words_[i] & o.words_[i]) return true;
    return false;
  }
  bool is_subset_of(const DynBitset& o) const {
    for (std::size_t i = 0; i < words_.size(); ++i)
      if (words_[i] & ~o.words_[i]) return false;
    return true;
  }

  DynBitset& operator|=(const DynBitset& o) {
    for (std::size_t i = 0; i < words_.size(); ++i) words_[i] |= o.words_[i];
    return *this;
  }
  DynBitset& operator&=(const DynBitset& o) {
    for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= o.words_[i];
    return *this;
  }
  DynBitset& and_not(const DynBitset& o) {
    for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= ~o.words_[i];
    return *this;
  }
  friend DynBitset operator&(DynBitset a, const DynBitset& b) { return a &= b; }
  friend DynBitset operator|(DynBitset a, const DynBitset& b) { return a |= b; }
  bool operator==(const DynBitset& o) const = default;

  // Lowest set bit at or after `from`, or size() if none.
  std::size_t find_next(std::size_t from) const {
    if (from >= bits_) return bits_;
    std::size_t w = from >> 6;
    std::uint64_t cur = words_[w] & (~std::uint64_t{0} << (from & 63));
    while (true) {
      if (cur) return (w << 6) + std::countr_zero(cur);
      if (++w >= words_.size()) return bits_;
      cur = words_[w];
    }
  }
  std::size_t find_first() const { return find_next(0); }

  // Calls f(i) for every set bit, in increasing order.
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t w = 0; w < words_.size(); ++w)
      for (std::uint64_t cur = words_[w]; cur; cur &= cur - 1) f((w << 6) + std::countr_zero(cur));
  }

 private:
  void trim() {
    if (bits_ & 63) words_.back() &= (std::uint64_t{1} << (bits_ & 63)) - 1;
  }
  std::size_t bits_ = 0;
  std::vector<std::uint64_t> words_;
};

}  // namespace posetlab
