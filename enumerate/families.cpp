#include "enumerate/families.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "engine/core/error.hpp"
#include "enumerate/family_errors.hpp"

namespace posetlab::families {
namespace {

// A poset under construction as a cover-relation list, with its minimal elements
// tracked so that "add a bottom vertex" can attach below them without a closure.
struct Piece {
  int n = 0;
  std::vector<Relation> rel;
  std::vector<int> minimal;

  static Piece of(const Poset& p) { return Piece{p.size(), p.covers(), p.minimal_elements()}; }

  // A new chain of k elements beside everything (a k-tower put next to the piece).
  void add_tower(int k) {
    if (k <= 0) return;
    for (int i = 0; i + 1 < k; ++i) rel.emplace_back(n + i, n + i + 1);
    minimal.push_back(n);
    n += k;
  }
  // k bottom vertices added one after another: each new one below everything present,
  // so together a chain whose top lies below the old minimal elements.
  void add_bottoms(int k) {
    if (k <= 0) return;
    // The last one added is the lowest: new ids n..n+k-1 go from the top down.
    for (int m : minimal) rel.emplace_back(n, m);
    for (int i = 0; i + 1 < k; ++i) rel.emplace_back(n + i + 1, n + i);
    minimal.assign(1, n + k - 1);
    n += k;
  }
  // 002's step: add 2^i bottom vertices, then put a 2^i-tower next to it.
  void step(int i) {
    add_bottoms(1 << i);
    add_tower(1 << i);
  }
  // Everything of `other` beside this piece, shifted past it.
  void append(const Piece& other) {
    for (auto [a, b] : other.rel) rel.emplace_back(a + n, b + n);
    for (int m : other.minimal) minimal.push_back(m + n);
    n += other.n;
  }
  Poset build() const { return Poset::from_relations(n, rel); }
};

int floor_log2(std::int64_t g) { return g == 0 ? -1 : std::bit_width(std::uint64_t(g)) - 1; }

}  // namespace

Poset chain(int n) {
  require(n >= 0, "chain length must be >= 0");
  return chain_poset(n);
}

Poset antichain(int n) {
  require(n >= 0, "antichain size must be >= 0");
  return antichain_poset(n);
}

SetSystem zigzag_m(int i) {
  require(i >= 0, "zig-zag index must be >= 0");
  SetSystem f{i + 1, {}};
  for (int k = 0; k < i; ++k) f.tops.push_back({k, k + 1});
  return f;
}

SetSystem zigzag_w(int i) {
  require(i >= 0, "zig-zag index must be >= 0");
  SetSystem f{i, {}};
  if (i == 0) {
    f.tops.push_back({});  // the single point, drawn as a top
    return f;
  }
  f.tops.push_back({0});
  for (int k = 1; k < i; ++k) f.tops.push_back({k - 1, k});
  f.tops.push_back({i - 1});
  return f;
}

SetSystem zigzag_n(int i) {
  require(i >= 0, "zig-zag index must be >= 0");
  SetSystem f{i, {}};
  for (int k = 0; k < i; ++k) f.tops.push_back(k + 1 < i ? std::vector<int>{k, k + 1} : std::vector<int>{k});
  return f;
}

SetSystem complete_bipartite(int b, int t) {
  require(b >= 0 && t >= 0, "K(b,t) needs b, t >= 0");
  std::vector<int> all(b);
  for (int k = 0; k < b; ++k) all[k] = k;
  return SetSystem{b, std::vector<std::vector<int>>(std::size_t(t), all)};
}

Poset nim(std::span<const int> heaps) {
  Piece p;
  for (int h : heaps) {
    require(h >= 0, "Nim heap sizes must be >= 0");
    p.add_tower(h);
  }
  return p.build();
}

Poset chomp(int rows, int cols) {
  require(rows >= 1 && cols >= 1, "Chomp needs at least one row and one column");
  auto id = [&](int i, int j) { return chomp_element(cols, i, j); };
  std::vector<Relation> rel;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      if (i == 0 && j == 0) continue;  // the poisoned square
      if (i + 1 < rows) rel.emplace_back(id(i, j), id(i + 1, j));
      if (j + 1 < cols) rel.emplace_back(id(i, j), id(i, j + 1));
    }
  return Poset::from_relations(rows * cols - 1, rel);
}

std::uint64_t chomp_diagram_mask(int cols, const std::vector<int>& row_lengths) {
  std::uint64_t m = 0;
  for (int r = 0; r < int(row_lengths.size()); ++r)
    for (int c = 0; c < row_lengths[r]; ++c)
      if (r || c) m |= std::uint64_t{1} << chomp_element(cols, r, c);
  return m;
}

std::vector<std::int64_t> divisor_values(std::int64_t n) {
  require(n >= 1 && n <= 1'000'000'000'000, "divisors needs 1 <= N <= 10^12");
  std::vector<std::int64_t> low, high;
  for (std::int64_t d = 1; d * d <= n; ++d)
    if (n % d == 0) {
      low.push_back(d);
      if (d != n / d) high.push_back(n / d);
    }
  low.insert(low.end(), high.rbegin(), high.rend());
  return low;
}

Poset divisors(std::int64_t n) {
  std::vector<std::int64_t> d = divisor_values(n);
  // Covers of divisibility: d < d*p for each prime p with d*p | n.
  std::vector<std::int64_t> primes;
  std::int64_t rest = n;
  for (std::int64_t p = 2; p * p <= rest; ++p)
    if (rest % p == 0) {
      primes.push_back(p);
      while (rest % p == 0) rest /= p;
    }
  if (rest > 1) primes.push_back(rest);
  std::vector<Relation> rel;
  for (std::size_t a = 0; a < d.size(); ++a)
    for (std::int64_t p : primes)
      if ((n / d[a]) % p == 0) {
        auto b = std::lower_bound(d.begin(), d.end(), d[a] * p) - d.begin();
        rel.emplace_back(int(a), int(b));
      }
  return Poset::from_relations(int(d.size()), rel);
}

Poset vee(int n) {
  require(n >= 0, "V_n needs n >= 0");
  std::vector<Relation> rel;
  for (int k = 1; k <= n; ++k) rel.emplace_back(0, k);
  return Poset::from_relations(n + 1, rel);
}

Poset lambda(int n) {
  require(n >= 0, "Lambda_n needs n >= 0");
  std::vector<Relation> rel;
  for (int k = 0; k < n; ++k) rel.emplace_back(k, n);
  return Poset::from_relations(n + 1, rel);
}

Poset diamond(int n) {
  require(n >= 0, "Diamond_n needs n >= 0");
  std::vector<Relation> rel;
  for (int k = 1; k <= n; ++k) {
    rel.emplace_back(0, k);
    rel.emplace_back(k, n + 1);
  }
  if (n == 0) rel.emplace_back(0, 1);  // 1/A_0/1 is the 2-chain
  return Poset::from_relations(n + 2, rel);
}

Poset parallel(std::span<const Poset> parts) {
  Piece all;
  for (const Poset& p : parts) all.append(Piece::of(p));
  return all.build();
}

Poset series(std::span<const Poset> parts) {
  // Bottom part first; each part's minimal elements go above the previous part's maximal ones.
  std::vector<Relation> rel;
  std::vector<int> below_max;
  int n = 0;
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
    const Poset& p = *it;
    if (p.empty()) continue;
    for (auto [a, b] : p.covers()) rel.emplace_back(a + n, b + n);
    for (int lo : below_max)
      for (int hi : p.minimal_elements()) rel.emplace_back(lo, hi + n);
    below_max.clear();
    for (int hi : p.maximal_elements()) below_max.push_back(hi + n);
    n += p.size();
  }
  return Poset::from_relations(n, rel);
}

Poset product(std::span<const Poset> parts) {
  std::size_t n = 1;
  for (const Poset& p : parts) n *= std::size_t(p.size());
  // A cover of the product raises one coordinate by a cover of its part, the others fixed.
  std::vector<Relation> rel;
  std::size_t stride = n;
  for (const Poset& p : parts) {
    if (p.empty()) break;
    stride /= std::size_t(p.size());  // the step of this part's coordinate
    for (std::size_t x = 0; x < n; ++x) {
      const int own = int(x / stride % std::size_t(p.size()));
      for (auto [a, b] : p.covers())
        if (a == own) rel.emplace_back(int(x), int(x + std::size_t(b - a) * stride));
    }
  }
  return Poset::from_relations(int(n), rel);
}

NotConstruction not_construction(const Poset& g, NotVariant variant) {
  NotConstruction out;
  const int size = g.size();
  out.L = floor_log2(size);
  require(out.L + 3 < 30, "NOT: the game is too large");
  // Step 1-3: G' from the loop "while 2^i <= g" (literal: i = 0..L), or one more step (proof).
  out.steps = out.L + 1 + (variant == NotVariant::Proof ? 1 : 0);
  Piece g1 = Piece::of(g);
  int i = 0;
  for (; i < out.steps; ++i) g1.step(i);
  // Step 4: G'' = one more step on a copy of G'.
  Piece g2 = g1;
  g2.step(i);
  ++i;
  // Step 5: G' next to G'' next to a 2^i tower.
  out.tower = 1 << i;
  Piece all = g1;
  all.append(g2);
  all.add_tower(out.tower);
  out.g_prime = g1.build();
  out.g_double_prime = g2.build();
  out.result = all.build();
  return out;
}

Poset not_game(const Poset& g, NotVariant variant) { return not_construction(g, variant).result; }

std::int64_t not_construction_size(std::int64_t g, NotVariant variant) {
  require(g >= 0 && g < (std::int64_t{1} << 40), "NOT: game size out of range");
  const int steps = floor_log2(g) + 1 + (variant == NotVariant::Proof ? 1 : 0);
  const std::int64_t g1 = g + 2 * ((std::int64_t{1} << steps) - 1);
  const std::int64_t g2 = g1 + (std::int64_t{1} << (steps + 1));
  return g1 + g2 + (std::int64_t{1} << (steps + 1));
}

Poset or_game(const Poset& a, const Poset& b) {
  const Poset parts[] = {b, a};
  return series(parts);
}

}  // namespace posetlab::families
