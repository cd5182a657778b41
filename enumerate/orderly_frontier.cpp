// The weighted cut of the orderly tree; see orderly_frontier.hpp.
#include "enumerate/orderly_frontier.hpp"

#include <algorithm>
#include <limits>

#include "enumerate/set_family_perm.hpp"

namespace posetlab {
namespace {

constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();

std::uint64_t add_sat(std::uint64_t a, std::uint64_t b) { return a > kSaturated - b ? kSaturated : a + b; }

// C(n, k) for 0 <= n <= 63 (at most C(63, 31) < 2^63), from Pascal's triangle.
std::uint64_t binomial(int n, int k) {
  static const auto table = [] {
    std::vector<std::vector<std::uint64_t>> t(64, std::vector<std::uint64_t>(64, 0));
    for (int i = 0; i < 64; ++i) {
      t[i][0] = 1;
      for (int j = 1; j <= i; ++j) t[i][j] = t[i - 1][j - 1] + (j < i ? t[i - 1][j] : 0);
    }
    return t;
  }();
  return k < 0 || k > n || n > 63 ? 0 : table[n][k];
}

struct Walk {
  const PermTables& perms;
  const std::vector<int>& copies;
  std::uint64_t leaf_limit;
  OrderlyFrontier& out;

  void node(std::uint64_t mask, int depth, std::uint64_t aut, int low) {
    FrontierNode n{mask, aut, depth, low, predicted_subtree(copies, depth, low, aut)};
    const int max_depth = int(copies.size()) - 1;
    if (n.predicted <= leaf_limit || depth >= max_depth || low == 0) {
      out.leaves.push_back(n);
      return;
    }
    out.shallow.push_back(n);
    for (int pos = low - 1; pos >= 0; --pos) {  // the order of Orderly::node
      std::uint64_t child = mask | std::uint64_t{1} << pos, child_aut = 1;
      if (perms.is_canonical(child, &child_aut)) node(child, depth + 1, child_aut, pos);
    }
  }
};

}  // namespace

std::uint64_t predicted_subtree(const std::vector<int>& copies, int depth, int low, std::uint64_t aut) {
  std::uint64_t below = 0;
  for (int s = depth + 1; s < int(copies.size()); ++s) {
    const std::uint64_t c = binomial(low, s - depth);
    if (copies[s] > 0) below = add_sat(below, c > kSaturated / 2 ? kSaturated : c * std::uint64_t(copies[s]));
  }
  const std::uint64_t self = depth < int(copies.size()) ? std::uint64_t(std::max(0, copies[depth])) : 0;
  return add_sat(self, below / std::max<std::uint64_t>(1, aut));
}

OrderlyFrontier orderly_frontier(int bottoms, const std::vector<int>& copies, std::uint64_t leaf_limit) {
  OrderlyFrontier out;
  if (copies.empty()) return out;
  const PermTables& perms = PermTables::get(bottoms);
  Walk{perms, copies, leaf_limit, out}.node(0, 0, std::uint64_t(perms.perm_count()), perms.positions());
  return out;
}

std::vector<LeafRange> group_leaves(const std::vector<FrontierNode>& leaves, std::uint64_t unit_target,
                                    std::uint64_t tail_target, std::uint64_t tail) {
  if (tail_target == 0) tail_target = unit_target;  // no tail
  unit_target = std::max<std::uint64_t>(1, unit_target), tail_target = std::max<std::uint64_t>(1, tail_target);
  std::uint64_t left = 0;  // predicted classes from the current range's first leaf on
  for (const FrontierNode& n : leaves) left = add_sat(left, n.predicted);
  std::vector<LeafRange> ranges;
  LeafRange r;
  std::uint64_t target = left <= tail ? tail_target : unit_target;
  for (std::size_t i = 0; i < leaves.size(); ++i) {
    r.predicted = add_sat(r.predicted, leaves[i].predicted);
    r.last = i + 1;
    if (r.predicted >= target) {
      ranges.push_back(r);
      left -= std::min(left, r.predicted);
      if (left <= tail) target = tail_target;
      r = LeafRange{i + 1, i + 1, 0};
    }
  }
  if (r.last > r.first) ranges.push_back(r);
  return ranges;
}

}  // namespace posetlab
