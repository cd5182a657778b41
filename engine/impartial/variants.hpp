#pragma once
// Rulesets on the positions of one poset of at most 64 elements (masks), and the variant
// wrappers over them: the base is written once, a variant says only what it changes, and
// the tag its table keys carry is derived from the wrapper stack (variant_tag,
// engine/core/game_kind.hpp), so the tag is never chosen by hand.
//
// Contract of a ruleset R (what engine/impartial/misere.hpp searches over):
//   static constexpr KindTag tag;     the base ruleset's tag, or the stack's derived one
//   explicit R(const Poset&);         at most 64 elements
//   static Poset board(const Poset&); the poset on which R is the plain poset game (for
//                                     the by-definition oracles)
//   std::uint64_t all() const;        the start position
//   std::uint64_t taken(int x) const; the elements a move at x removes (x among them)
//   void relative_form(std::uint64_t s, std::vector<std::uint64_t>& out) const;
//                                     appends words that determine the game on s up to an
//                                     order-preserving renaming of its elements
//   bool antichain(std::uint64_t s) const;  no two elements of s comparable (every move
//                                     then removes exactly the element played)
//
// The wrappers: Dual<R> plays R on the dual order (a move takes an element with
// everything below it, positions are up-sets); the misere search (MisereSolverOf<R>,
// engine/impartial/misere.hpp) plays any ruleset with the ending reversed. CGSuite's
// Ruleset.ImpartialVariant is the model.
#include <bit>
#include <cstdint>
#include <vector>

#include "engine/core/bits.hpp"
#include "engine/core/game_kind.hpp"
#include "engine/core/poset.hpp"

namespace posetlab {

// The poset game: a move at x removes x and every element above it; positions are down-sets.
struct PosetRules {
  static constexpr KindTag tag = KindTag::Impartial;
  std::vector<std::uint64_t> up;  // reflexive up-set of each element: what a move at x takes

  explicit PosetRules(const Poset& p) : up(p.size()) {
    for (int x = 0; x < p.size(); ++x) up[x] = p.up(x).word(0);
  }
  static Poset board(const Poset& p) { return p; }
  std::uint64_t all() const { return up.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << up.size()) - 1; }
  std::uint64_t taken(int x) const { return up[x]; }
  // Each element's up-set within s, renumbered in id order: equal forms are the same
  // order up to an order-preserving renaming.
  void relative_form(std::uint64_t s, std::vector<std::uint64_t>& out) const {
    for (std::uint64_t r = s; r; r &= r - 1) out.push_back(pext64(up[std::countr_zero(r)] & s, s));
  }
  bool antichain(std::uint64_t s) const {
    for (std::uint64_t r = s; r; r &= r - 1) {
      const int x = std::countr_zero(r);
      if (up[x] & s & ~(std::uint64_t{1} << x)) return false;
    }
    return true;
  }
};

// R on the dual order: the same elements, every relation reversed.
template <class R>
struct Dual {
  static constexpr KindTag tag = variant_tag(R::tag, Variant::Dual);
  R base;

  explicit Dual(const Poset& p) : base(p.dual()) {}
  static Poset board(const Poset& p) { return R::board(p.dual()); }
  std::uint64_t all() const { return base.all(); }
  std::uint64_t taken(int x) const { return base.taken(x); }
  void relative_form(std::uint64_t s, std::vector<std::uint64_t>& out) const { base.relative_form(s, out); }
  bool antichain(std::uint64_t s) const { return base.antichain(s); }
};

}  // namespace posetlab
