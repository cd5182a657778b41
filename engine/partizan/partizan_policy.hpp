#pragma once
// The partizan search policies (contract: engine/core/game_kind.hpp): black-white (001 §1.4) and
// the element-removal games of 004 (pomax, min-or-max, leaf, corner), values exact
// dyadic numbers. Internal to engine/; the facade is engine/partizan/partizan_solver.hpp and the
// independent oracle engine/partizan/partizan_plain.hpp.
//
// Value of a connected component: the simplest number strictly between Left's best
// (largest) and Right's best (smallest) option value (Dyadic::simplest_between);
// components add. A component is closed under what the rules read: a black-white move
// at x removes part of x's up-set; whether x is removable reads x's comparable elements
// (max, min-or-max), its cover-graph neighbours (leaf) or its row and column neighbours
// (corner); each of these is comparable with x, hence in x's component of `interacts`.
//
// Keys. Up to 64 elements: a relative form (the component's colours, then per element
// the structure the rule reads, as masks ranked by id), shared by equal components of
// different posets. Black-white, max and min-or-max positions are convex (removing an
// up-set, a maximal or a minimal element leaves no hole between survivors), so the
// Hasse diagram restricted to the component is its induced order. Wider posets: the
// poset's fingerprint (its colours, order and rule data) and the component's mask.
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "engine/core/bits.hpp"
#include "engine/core/error.hpp"
#include "engine/impartial/position_kernel.hpp"
#include "engine/partizan/coloured_poset.hpp"
#include "engine/partizan/dyadic.hpp"
#include "engine/partizan/partizan_plain.hpp"

namespace posetlab {

// A coloured poset with what the rules read, as masks of one width.
template <class Mask>
struct PartizanBoard {
  int n = 0;
  std::vector<Mask> up, down, cover_up, cover_nb, row_nb, col_nb;  // strict sets / neighbours
  Mask black{}, white{};
  Fingerprint instance;  // everything above, for keys of wide positions

  Mask all() const {
    Mask m{};
    for (int x = 0; x < n; ++x) mask_set(m, x);
    return m;
  }

  PartizanBoard(const ColouredPoset& p, PartizanGame game, const std::vector<Cell>& cells) : n(p.size()) {
    up.assign(n, Mask{}), down.assign(n, Mask{}), cover_up.assign(n, Mask{});
    cover_nb.assign(n, Mask{}), row_nb.assign(n, Mask{}), col_nb.assign(n, Mask{});
    for (int x = 0; x < n; ++x) {
      mask_set(p.colour[x] == Colour::Black ? black : white, x);
      p.poset.up(x).for_each([&](std::size_t y) {
        if (int(y) == x) return;
        mask_set(up[x], int(y));
        mask_set(down[y], x);
      });
      for (int y : p.poset.upper_covers(x)) {
        mask_set(cover_up[x], y);
        mask_set(cover_nb[x], y);
        mask_set(cover_nb[y], x);
      }
    }
    if (game == PartizanGame::CornerRemoval) {
      if (int(cells.size()) != n) throw UsageError("corner removal needs one cell per element");
      for (int x = 0; x < n; ++x)
        for (int y = 0; y < n; ++y) {
          const int dr = cells[x].row - cells[y].row, dc = cells[x].col - cells[y].col;
          if (dr == 0 && (dc == 1 || dc == -1)) mask_set(row_nb[x], y);
          if (dc == 0 && (dr == 1 || dr == -1)) mask_set(col_nb[x], y);
        }
    }
    std::vector<std::uint64_t> words{std::uint64_t(n), std::uint64_t(game)};
    auto add = [&](const Mask& m) { words.insert(words.end(), (const std::uint64_t*)&m, (const std::uint64_t*)(&m + 1)); };
    add(black);
    for (int x = 0; x < n; ++x) {
      add(cover_up[x]);
      add(row_nb[x]);
      add(col_nb[x]);
    }
    instance = fingerprint(KeyDomain::Canonical, words.data(), words.size() * sizeof(std::uint64_t));
  }
};

constexpr KindTag partizan_tag(PartizanGame g) {
  switch (g) {
    case PartizanGame::BlackWhite: return KindTag::BlackWhite;
    case PartizanGame::Pomax: return KindTag::Pomax;
    case PartizanGame::MinMaxRemoval: return KindTag::MinMaxRemoval;
    case PartizanGame::LeafRemoval: return KindTag::LeafRemoval;
    default: return KindTag::CornerRemoval;
  }
}

template <PartizanGame Game, class MaskT>
struct PartizanPolicy {
  static_assert(Game != PartizanGame::CustomRemoval, "custom rules are for plain search only");
  using Mask = MaskT;
  using Value = Dyadic;
  using Kernel = PositionKernel<PartizanPolicy>;
  static constexpr KindTag tag = partizan_tag(Game);
  static constexpr bool kBlackWhite = Game == PartizanGame::BlackWhite;

  const PartizanBoard<Mask>& b;
  // Black-white only: each player considers only own-colour elements with no own-colour
  // element above them. Why that keeps the value: if x < y have the mover's colour, the
  // position after taking x is an option of the position after taking y (x is still
  // there, and taking it removes the same rest), every position is a number (001 §2.4;
  // the plain oracle throws if not), and a number is strictly better for Left than each
  // of its Left options and for Right than each of its Right options. So taking y beats
  // taking x for the mover. Tests compare pruning on, off and plain search.
  bool prune = true;

  Mask interacts(int x) const {
    if constexpr (Game == PartizanGame::LeafRemoval) return b.cover_nb[x];
    else if constexpr (Game == PartizanGame::CornerRemoval) return b.row_nb[x] | b.col_nb[x];
    else return b.up[x] | b.down[x];
  }
  static Dyadic zero() { return Dyadic(); }
  // Components are numbers (black-white: 001 §2.4; removal games are integers: 004 Thm 3.1),
  // so their values add. USES: 001-S2.4-BW, 004-L2.1/T3.1
  static Dyadic add(const Dyadic& a, const Dyadic& c) { return a + c; }
  // Inline (bit 31 clear): 5 bits of exponent, a 26-bit signed numerator. Otherwise
  // bit 31 set and the index of (numerator, exponent) in the table's wide store; only
  // numerators beyond int64 (GMP) are not stored in the table.
  static constexpr std::uint32_t kWide = 1u << 31;
  static bool encode(const Dyadic& v, std::uint32_t& out, WideValues& wide) {
    if (!v.fits_int64()) return false;
    const std::int64_t a = v.small_numerator();
    if (v.exponent() <= 31 && a >= -(std::int64_t{1} << 25) && a < (std::int64_t{1} << 25)) {
      out = std::uint32_t(v.exponent()) << 26 | (std::uint32_t(a) & ((1u << 26) - 1));
      return true;
    }
    std::uint32_t index;
    if (!wide.push({std::uint64_t(a), std::uint64_t(v.exponent())}, index)) return false;
    out = kWide | index;
    return true;
  }
  static Dyadic decode(std::uint32_t v, const WideValues& wide) {
    if (v & kWide) {
      const WideValues::Entry& e = wide.get(v & ~kWide);
      return Dyadic::fraction(std::int64_t(e.a), std::int64_t(e.b));
    }
    const std::int64_t a = std::int64_t(std::int32_t(v << 6) >> 6);
    return Dyadic::fraction(a, std::int64_t(v >> 26));
  }

  template <class Out>
  void relative_form(Mask c, Out& out) const {
    if constexpr (std::is_same_v<Mask, std::uint64_t>) {
      mask_compress(b.black & c, c, out);
      mask_for_each(c, [&](int x) {
        if constexpr (Game == PartizanGame::LeafRemoval) {
          mask_compress(b.cover_nb[x] & c, c, out);
        } else if constexpr (Game == PartizanGame::CornerRemoval) {
          mask_compress(b.row_nb[x] & c, c, out);
          mask_compress(b.col_nb[x] & c, c, out);
        } else {
          mask_compress(b.cover_up[x] & c, c, out);
        }
      });
    } else {
      out.push_back(b.instance.hi);
      out.push_back(b.instance.lo);
      for (std::uint64_t w : c.w) out.push_back(w);
    }
  }

  bool removable(Mask c, int x) const {
    if constexpr (Game == PartizanGame::Pomax) return !mask_any(b.up[x] & c);
    else if constexpr (Game == PartizanGame::MinMaxRemoval) return !mask_any(b.up[x] & c) || !mask_any(b.down[x] & c);
    else if constexpr (Game == PartizanGame::LeafRemoval) return mask_count(b.cover_nb[x] & c) <= 1;
    else return mask_count(b.row_nb[x] & c) <= 1 && mask_count(b.col_nb[x] & c) <= 1;
  }

  struct Move {
    Mask after;
    bool left;
  };
  // Every move from c (pruned as above for black-white).
  template <class F>
  void for_each_move(Mask c, F&& f) const {
    const Colour left_colour = kBlackWhite ? Colour::Black : Colour::White;
    mask_for_each(c, [&](int x) {
      const bool is_black = mask_test(b.black, x);
      const bool left = (is_black ? Colour::Black : Colour::White) == left_colour;
      Mask after = c;
      if constexpr (kBlackWhite) {
        if (prune && mask_any(b.up[x] & c & (is_black ? b.black : b.white))) return;  // USES: 001-S2.4-BW
        after = c & ~b.up[x];
      } else {
        if (!removable(c, x)) return;
      }
      mask_reset(after, x);
      f(Move{after, left});
    });
  }

  Dyadic connected(Kernel& k, Mask c) const {
    return k.memoized(c, [&] { return search(k, c); });
  }

  Dyadic search(Kernel& k, Mask c) const {
    std::optional<Dyadic> best_left, best_right;
    auto take = [&](bool left, const Dyadic& v) {
      if (left) {
        if (!best_left || v > *best_left) best_left = v;
      } else if (!best_right || v < *best_right) {
        best_right = v;
      }
    };
    if (k.parallel_now(mask_count(c))) {
      std::vector<Move> moves;
      for_each_move(c, [&](const Move& m) { moves.push_back(m); });
      std::vector<Dyadic> values =
          k.solve_options(int(moves.size()), mask_count(c), [&](Kernel& local, int i) { return local.value(moves[i].after); });
      for (std::size_t i = 0; i < moves.size(); ++i) take(moves[i].left, values[i]);
    } else {
      typename Kernel::NestedLoop nested(k);
      for_each_move(c, [&](const Move& m) { take(m.left, k.value(m.after)); });
    }
    return Dyadic::simplest_between(best_left, best_right);  // USES: 001-S2.4-BW, 004-L2.1/T3.1 (a number)
  }
};

}  // namespace posetlab
