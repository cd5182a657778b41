// Orderly generation over position masks; see set_family_orderly.hpp.
#include "enumerate/set_family_orderly.hpp"

#include <bit>

#include "enumerate/set_family_perm.hpp"

namespace posetlab {
namespace {

struct Orderly {
  const PermTables& perms;
  int max_tops;
  const TreeSplit& split;
  const std::function<void(std::uint64_t, int, std::uint64_t)>& visit;
  OrderlyTests tests{perms};
  std::uint64_t counter = 0;

  // `mask` is canonical with group order `aut`; `low` is its lowest set position (or
  // the number of positions for the empty family).
  void node(std::uint64_t mask, int depth, std::uint64_t aut, int low) {
    if (depth == split.depth && !split.take(counter++)) return;
    if (depth >= split.depth || split.shallow) visit(mask, depth, aut);
    if (depth == max_tops) return;
    for (int pos = low - 1; pos >= 0; --pos) {
      std::uint64_t child = mask | std::uint64_t{1} << pos, child_aut = 1;
      if (tests.child(depth, child, pos, &child_aut)) node(child, depth + 1, child_aut, pos);
    }
  }
};

}  // namespace

void orderly_families(int bottoms, int max_tops, const TreeSplit& split,
                      const std::function<void(std::uint64_t, int, std::uint64_t)>& visit) {
  const PermTables& perms = PermTables::get(bottoms);
  orderly_subtree(bottoms, 0, std::uint64_t(perms.perm_count()), perms.positions(), max_tops, split, visit);
}

void orderly_subtree(int bottoms, std::uint64_t root, std::uint64_t root_aut, int limit, int max_tops,
                     const TreeSplit& split,
                     const std::function<void(std::uint64_t, int, std::uint64_t)>& visit) {
  const PermTables& perms = PermTables::get(bottoms);
  const int depth = std::popcount(root);
  if (max_tops < depth) return;
  Orderly o{perms, max_tops, split, visit};
  o.tests.start(root, depth);
  o.node(root, depth, root_aut, limit);
}

}  // namespace posetlab
