#pragma once
// Families of nonempty subsets of [b], b <= 6, as one bitmask ("position mask") and the
// action of S_b on such masks through per-byte lookup tables.
//
// Position of a nonempty subset S with index s = sum of 2^i over i in S (1..2^b-1) is
// 2^b - 1 - s: position 0 is the full set, the top position the singleton {0}. Hence
// clearing bits is always an option (a smaller mask), and the families of sets avoiding
// a bottom x sit at fixed positions whose pext is the same family on b-1 bottoms.
//
// Canonical representative (for b <= 6, on every path of the enumerator): the image
// with the largest position mask over all b! relabelings, i.e. the relabeling whose
// sets, listed by increasing index, are lexicographically first. Removing the lowest
// set bit of a canonical mask leaves a canonical mask (orderly generation).
// Applying a permutation costs one table lookup per byte (4 for b <= 5, 8 for b = 6).
// The canonicity test takes the code path of cpu_path() (engine/core/cpu_paths.hpp): byte
// tables (scalar), per-set images of 8 relabelings a step (AVX2) or one vpermb per
// relabeling (AVX-512); the incremental tests of orderly generation (OrderlyTests) take
// 8 relabelings a step on both vector paths. Every path gives the same answers.
#include <cstdint>
#include <vector>

#include "engine/core/cpu_paths.hpp"

namespace posetlab {

class PermTables {
 public:
  static constexpr int kMaxBottoms = 6;
  // Shared, built on first use (thread-safe). b in 0..6.
  static const PermTables& get(int b);

  int bottoms() const { return b_; }
  int positions() const { return positions_; }        // 2^b - 1
  std::uint64_t full() const { return full_; }        // mask with every position set
  int perm_count() const { return perm_count_; }      // b!, identity first

  std::uint64_t apply(int perm, std::uint64_t mask) const {
    const std::uint64_t* t = table_.data() + std::size_t(perm) * bytes_ * 256;
    std::uint64_t r = 0;
    for (int k = 0; k < bytes_; ++k, mask >>= 8) r |= t[k * 256 + (mask & 0xff)];
    return r;
  }

  // True iff no relabeling gives a larger mask. When true and `aut` is given, *aut is
  // the number of relabelings fixing the mask (the automorphism group order).
  bool is_canonical(std::uint64_t mask, std::uint64_t* aut = nullptr) const;
  // The largest image of `mask`, and the group order.
  std::uint64_t canonical(std::uint64_t mask, std::uint64_t* aut = nullptr) const;

  int position_of(std::uint64_t set) const { return positions_ - int(set); }
  std::uint64_t set_at(int position) const { return std::uint64_t(positions_ - position); }
  // Sets (as bitmasks over bottoms, nonempty) <-> position mask. to_sets sorts ascending.
  std::uint64_t to_mask(const std::vector<std::uint64_t>& sets) const;
  std::vector<std::uint64_t> to_sets(std::uint64_t mask) const;
  // Positions of the sets that avoid bottom x.
  std::uint64_t avoiding(int x) const { return avoid_[x]; }

  // A relabeling as a byte shuffle: image position q comes from position index[q].
  struct alignas(64) ByteShuffle {
    std::uint8_t index[64];
  };

 private:
  friend class OrderlyTests;
  explicit PermTables(int b);
  int b_, positions_, bytes_, perm_count_;
  int perm_padded_;  // perm_count_ rounded up to 8, the extra relabelings the identity
  std::uint64_t full_;
  std::vector<std::uint64_t> table_;  // [perm][byte][256]
  std::vector<ByteShuffle> shuffles_;  // [perm], for the vpermb canonicity test
  std::vector<std::uint8_t> images_;   // [position][padded perm]: image position, for OrderlyTests
  std::uint64_t avoid_[kMaxBottoms] = {};
};

// The canonicity tests of orderly generation (set_family_orderly.hpp): the children of a
// canonical family, one level of a depth-first walk at a time. On the AVX2 and AVX-512
// paths each level keeps its family's images under every relabeling (the image of a
// family is the OR of its sets' images), so a child's test adds the one new set's
// images, 8 relabelings a step, instead of rebuilding all of them; the scalar path calls
// is_canonical.
class OrderlyTests {
 public:
  explicit OrderlyTests(const PermTables& tables);
  // The walk starts at the canonical `mask` at depth `level`.
  void start(std::uint64_t mask, int level);
  // is_canonical(child), child = (the family last accepted at `level`) | bit `pos`.
  // When true, child is the family at level + 1 until the next true answer there.
  bool child(int level, std::uint64_t child, int pos, std::uint64_t* aut);

  // The images of 8 relabelings, 64 bytes: on the AVX2 path the high 32-bit halves of
  // the 8 position masks, then the low halves; on the AVX-512 path the 8 masks.
  struct alignas(64) Group {
    std::uint8_t bytes[64];
  };

 private:
  std::vector<Group>& level_images(int level);
  const PermTables& t_;
  CpuPath path_;
  std::vector<std::vector<Group>> levels_;  // [depth][group]
};

// Canonical representative of a family of distinct nonempty subsets of [b], b <= 6,
// as above (sorted sets); *aut = group order.
std::vector<std::uint64_t> max_canonical_sets(int b, const std::vector<std::uint64_t>& sets, std::uint64_t* aut);

}  // namespace posetlab
