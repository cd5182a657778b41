#include "enumerate/coloured_posets.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>
#include <optional>
#include <unordered_map>

#include "engine/core/canonical.hpp"
#include "engine/core/error.hpp"

namespace posetlab {
namespace {

constexpr std::uint64_t bit(int x) { return std::uint64_t{1} << x; }

struct Move {
  std::uint32_t to;  // index of the position reached
  std::uint8_t element;
};

// The positions (down-sets) of a poset by increasing size, with both games' moves.
struct PositionGraph {
  std::vector<std::uint64_t> sets;
  std::vector<std::uint32_t> bw_begin, pomax_begin;  // CSR offsets, one past the end appended
  std::vector<Move> bw_moves, pomax_moves;

  PositionGraph(int n, const std::uint64_t* up) {
    const std::uint64_t all = n == 64 ? ~std::uint64_t{0} : bit(n) - 1;
    std::unordered_map<std::uint64_t, std::uint32_t> index{{all, 0}};
    sets.push_back(all);
    for (std::size_t i = 0; i < sets.size(); ++i)  // black-white moves reach every down-set pomax does
      for (std::uint64_t m = sets[i]; m; m &= m - 1) {
        std::uint64_t next = sets[i] & ~(up[std::countr_zero(m)] | (m & -m));
        if (index.emplace(next, std::uint32_t(sets.size())).second) sets.push_back(next);
      }
    std::sort(sets.begin(), sets.end(), [](std::uint64_t a, std::uint64_t b) {
      return std::popcount(a) != std::popcount(b) ? std::popcount(a) < std::popcount(b) : a < b;
    });
    for (std::uint32_t i = 0; i < sets.size(); ++i) index[sets[i]] = i;
    for (std::uint64_t d : sets) {
      bw_begin.push_back(std::uint32_t(bw_moves.size()));
      pomax_begin.push_back(std::uint32_t(pomax_moves.size()));
      for (std::uint64_t m = d; m; m &= m - 1) {
        const int x = std::countr_zero(m);
        bw_moves.push_back({index.at(d & ~(up[x] | bit(x))), std::uint8_t(x)});
        if ((up[x] & d) == 0) pomax_moves.push_back({index.at(d & ~bit(x)), std::uint8_t(x)});
      }
    }
    bw_begin.push_back(std::uint32_t(bw_moves.size()));
    pomax_begin.push_back(std::uint32_t(pomax_moves.size()));
  }
};

// Union-find over the 2^n colourings; the orbits of the automorphism group.
struct Orbits {
  std::vector<std::uint32_t> parent;
  explicit Orbits(std::size_t size) : parent(size) { std::iota(parent.begin(), parent.end(), 0u); }
  std::uint32_t find(std::uint32_t a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
  }
  void unite(std::uint32_t a, std::uint32_t b) {
    a = find(a), b = find(b);
    if (a != b) parent[std::max(a, b)] = std::min(a, b);  // the least mask stays the root
  }
};

int poset_height(int n, const std::uint64_t* up) {
  // Longest chain starting at x, relaxed n times (n <= 16, so no ordering is needed).
  std::vector<int> above(n, 1);
  for (int round = 0; round < n; ++round)
    for (int x = 0; x < n; ++x)
      for (std::uint64_t m = up[x]; m; m &= m - 1) above[x] = std::max(above[x], 1 + above[std::countr_zero(m)]);
  return n == 0 ? 0 : *std::max_element(above.begin(), above.end());
}

int poset_width(int n, const std::uint64_t* up) {
  int best = 0;
  for (std::uint64_t s = 0; s < bit(n); ++s) {
    if (std::popcount(s) <= best) continue;
    bool antichain = true;
    for (std::uint64_t m = s; m && antichain; m &= m - 1) antichain = (up[std::countr_zero(m)] & s) == 0;
    if (antichain) best = std::popcount(s);
  }
  return best;
}

// The best option value of each player at one position, by pointer into `value`.
struct Best {
  const Dyadic* left = nullptr;
  const Dyadic* right = nullptr;
};

template <class IsLeft>
Dyadic value_of(const Move* begin, const Move* end, const std::vector<Dyadic>& value, IsLeft&& is_left) {
  Best b;
  for (const Move* m = begin; m != end; ++m) {
    const Dyadic& v = value[m->to];
    if (is_left(m->element)) {
      if (!b.left || v > *b.left) b.left = &v;
    } else if (!b.right || v < *b.right) {
      b.right = &v;
    }
  }
  if (!b.left && !b.right) return Dyadic();
  return Dyadic::simplest_between(b.left ? std::optional<Dyadic>(*b.left) : std::nullopt,
                                  b.right ? std::optional<Dyadic>(*b.right) : std::nullopt);
}

}  // namespace

std::string ColouredPosetRow::colour_word() const {
  std::string w;
  for (int x = 0; x < size; ++x) w += (white >> x) & 1 ? 'W' : 'B';
  return w;
}

ColouringStats coloured_rows(int n, const std::uint64_t* up, const std::function<void(const ColouredPosetRow&)>& emit) {
  if (n < 0 || n > 16) throw UsageError("coloured_rows: n = " + std::to_string(n) + " is outside 0..16");
  const std::uint64_t all = bit(n) - 1;
  ColouringStats stats;
  const PositionGraph g(n, up);
  stats.down_sets = g.sets.size();

  const PosetAutomorphisms aut = poset_automorphisms(n, up);
  stats.automorphisms = std::uint64_t(std::llround(aut.order));
  Orbits orbits(std::size_t{1} << n);
  for (const auto& perm : aut.generators)
    for (std::uint64_t w = 0; w <= all; ++w) {
      std::uint64_t image = 0;
      for (std::uint64_t m = w; m; m &= m - 1) image |= bit(perm[std::countr_zero(m)]);
      orbits.unite(std::uint32_t(w), std::uint32_t(image));
    }
  std::vector<std::uint32_t> orbit_size(std::size_t{1} << n, 0);
  for (std::uint64_t w = 0; w <= all; ++w) ++orbit_size[orbits.find(std::uint32_t(w))];

  std::vector<std::uint64_t> cover(n, 0);  // upper covers
  for (int x = 0; x < n; ++x) {
    std::uint64_t above_above = 0;
    for (std::uint64_t m = up[x]; m; m &= m - 1) above_above |= up[std::countr_zero(m)];
    cover[x] = up[x] & ~above_above;
  }
  ColouredPosetRow row;
  row.size = n;
  row.height = poset_height(n, up);
  row.width = poset_width(n, up);

  std::vector<Dyadic> bw(g.sets.size()), pomax(g.sets.size());
  std::vector<char> balanced(g.sets.size());
  for (std::uint64_t w = 0; w <= all; ++w) {
    if (orbits.find(std::uint32_t(w)) != w) continue;  // not the least mask of its orbit
    auto black = [&](int x) { return !((w >> x) & 1); };
    auto white = [&](int x) { return bool((w >> x) & 1); };
    for (std::size_t i = 0; i < g.sets.size(); ++i) {
      const Move* bb = g.bw_moves.data() + g.bw_begin[i];
      const Move* be = g.bw_moves.data() + g.bw_begin[i + 1];
      const Move* pb = g.pomax_moves.data() + g.pomax_begin[i];
      const Move* pe = g.pomax_moves.data() + g.pomax_begin[i + 1];
      bw[i] = value_of(bb, be, bw, black);
      pomax[i] = value_of(pb, pe, pomax, white);
      // Def. 4.1: every option balanced, and a one-coloured removable set has at least
      // half of the elements.
      bool ok = true;
      std::uint64_t removable = 0;
      for (const Move* m = pb; m != pe; ++m) {
        ok = ok && balanced[m->to];
        removable |= bit(m->element);
      }
      const std::uint64_t d = g.sets[i];
      const int whites = std::popcount(d & w), total = std::popcount(d);
      if (removable && (removable & w) == removable) ok = ok && 2 * whites >= total;
      if (removable && (removable & ~w) == removable) ok = ok && 2 * (total - whites) >= total;
      balanced[i] = ok;
    }
    const std::size_t root = g.sets.size() - 1;  // the whole poset, the largest down-set
    row.white = w;
    row.blacks = n - std::popcount(w);
    row.bw = bw[root];
    row.pomax = pomax[root];
    row.balanced = balanced[root];
    row.blocking_triples = 0;
    for (int x = 0; x < n; ++x)
      for (std::uint64_t ys = cover[x]; ys; ys &= ys - 1) {
        const int y = std::countr_zero(ys);
        if (white(x) != white(y)) continue;
        for (std::uint64_t zs = cover[y]; zs; zs &= zs - 1) row.blocking_triples += white(std::countr_zero(zs)) != white(y);
      }
    row.automorphisms = stats.automorphisms / orbit_size[w];
    ++stats.colourings;
    emit(row);
  }
  return stats;
}

}  // namespace posetlab
