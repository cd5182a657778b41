#pragma once
// The Grundy value, g-set and shape of every poset of a stream of digraph6 lines, as
// nauty-genposetg writes them, at a small cost per poset.
//
// genposetg writes the one-point extensions of a poset next to each other: in its
// `o` output (x < y read as arc x->y) about 19 lines in 20 keep the previous line's
// first N-1 points, Q, with the same order and add point N-1 as a new minimal element
// (bench/RESULTS.md, "All posets"). So Q's down-sets and their values are tabulated once
// (engine/impartial/down_set_table.hpp), and each such extension costs one pass over them, shared
// by kExtensionLanes extensions at a time (engine/impartial/extension_grundy.hpp). Any other line
// starts a new Q: its first N-1 points, tabulated, and the line solved as the extension
// of Q by its last point (minimal or not). Which lines share a Q changes only the cost,
// never a value.
//
// The shape of P = Q + x, with L and U the strict down- and up-set of x, comes from Q's:
//   height      max(h(Q), longest chain ending in L + 1 + longest chain starting in U);
//   components  those of Q that miss L and U, plus one;
//   width       for L empty: w(Q) + 1 if U misses the down-closure of the lowest maximum
//               antichain of Q, else w(Q); for U empty: w(Q) + 1 if L misses the highest
//               maximum antichain, else w(Q); otherwise searched (enumerate/poset_shape.hpp).
// For the width: an antichain with x is x and an antichain of Q minus L minus U. With L
// empty, Q minus U is a down-set, and w(P) = w(Q) + 1 exactly when it holds a maximum
// antichain of Q. The maximum antichains form a lattice (Dilworth), the down-closure of a
// meet being the intersection of the two, of a join the union; so a down-set holds some
// maximum antichain iff it holds the lowest one, iff it misses U (an up-set). Dually for U
// empty with up-sets and the highest one. Both come from Q's table: the down-sets with
// w(Q) maximal elements are the down-closures of the maximum antichains.
#include <array>
#include <cstdint>
#include <functional>
#include <string_view>

#include "engine/core/small_poset.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/impartial/down_set_table.hpp"
#include "engine/impartial/extension_grundy.hpp"
#include "enumerate/poset_shape.hpp"

namespace posetlab {

// At most DownSetTable::kMaxElements + 1 points a poset.
inline constexpr int kPosetStreamMaxElements = DownSetTable::kMaxElements + 1;

struct StreamPoset {
  std::uint64_t line = 0;  // as given to add()
  int size = 0;
  int grundy = 0;
  std::uint64_t gset = 0;  // bit v: some move from the whole poset reaches value v
  int height = 0, width = 0, components = 0;
};

class PosetStreamSolver {
 public:
  using Emit = std::function<void(const StreamPoset&)>;
  // `emit` gets every poset added, in the order added.
  explicit PosetStreamSolver(Emit emit) : emit_(std::move(emit)) {}
  // One digraph6 line, numbered `line` of input `source` for errors (InputError for a
  // malformed line, UsageError beyond kPosetStreamMaxElements points). Its values may
  // wait in a batch until a later add() or flush().
  void add(std::string_view text, std::uint64_t line, const char* source = "nauty-genposetg");
  // The same poset given as its Hasse diagram on n points (row x: the elements covering x,
  // bit y for element y), as genposetg in process hands it over
  // (enumerate/genposetg_in_process.hpp); the same values as add() of its digraph6 line.
  void add_covers(int n, const std::uint64_t* cover_rows, std::uint64_t line);
  // Emits every poset that waits.
  void flush();

 private:
  // Q's own shape, what the extensions' shape formulas take from it.
  struct BaseShape {
    int height = 0, width = 0;
    std::uint32_t lowest_maximum_closure = 0;     // the down-closure of the lowest maximum antichain
    std::uint32_t highest_maximum_antichain = 0;  // the highest maximum antichain
    // Index r: the elements starting (ending) a chain of more than r elements.
    std::array<std::uint32_t, DownSetTable::kMaxElements> chain_up_over{}, chain_down_over{};
    std::array<std::uint32_t, 64> components{};
    int component_count = 0;
  };
  void add_extension(std::uint64_t line, std::uint32_t above);
  void add_new_base(std::string_view text, std::uint64_t line, const char* source);
  void add_new_base(const SmallPoset& p, std::uint64_t line);
  void set_base(const SmallPoset& q);
  // The shape of the base plus x with strict down-set `below` and up-set `above`; width -1
  // when both are non-empty (no formula).
  PosetShape extension_shape(std::uint32_t below, std::uint32_t above) const;

  Emit emit_;
  int n_ = -1;                                 // points of the posets extending the base (-1: no base)
  Digraph6LastRow base_rows_;                  // the lines that extend the base
  bool base_rows_set_ = false;                 // base_rows_ made from base_covers_ (by add())
  std::array<std::uint64_t, DownSetTable::kMaxElements> base_covers_{};  // the base's Hasse diagram
  DownSetTable base_;
  BaseShape base_shape_;
  ExtensionGrundy extensions_;
  std::array<std::uint32_t, kExtensionLanes> waiting_above_{};
  std::array<StreamPoset, kExtensionLanes> waiting_{};
  int waiting_count_ = 0;
};

}  // namespace posetlab
