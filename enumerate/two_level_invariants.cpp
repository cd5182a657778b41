// Invariants of two-level posets; definitions in two_level_invariants.hpp.
#include "enumerate/two_level_invariants.hpp"

#include <algorithm>
#include <bit>
#include <numeric>
#include <string>

namespace posetlab {

namespace {

// Whether some set B1 of bottoms meets every even top T in an odd number of bottoms:
// <T, x> = 1 over GF(2) for the indicator x of B1, solved by Gaussian elimination
// (basis[i]: a reduced row with highest bit i; every right-hand side 1). Odd tops are skipped.
bool odd_meet_of_even_tops(const std::vector<std::uint64_t>& sets) {
  std::uint64_t basis[64] = {};
  bool rhs[64] = {};
  for (std::uint64_t s : sets) {
    if (std::popcount(s) & 1) continue;
    std::uint64_t row = s;
    bool r = true;
    while (row) {
      const int h = 63 - std::countl_zero(row);
      if (!basis[h]) {
        basis[h] = row;
        rhs[h] = r;
        break;
      }
      row ^= basis[h];
      r ^= rhs[h];
    }
    if (!row && r) return false;  // 0 = 1: no such B1
  }
  return true;
}

}  // namespace

bool parity_uniform(const std::vector<std::uint64_t>& sets) {
  if (sets.empty()) return true;
  const int p = std::popcount(sets[0]) & 1;
  for (std::uint64_t s : sets)
    if ((std::popcount(s) & 1) != p) return false;
  if (p == 1) return true;  // B1 = all bottoms works
  return odd_meet_of_even_tops(sets);  // every top is even
}

TopParity top_parity_of(const std::vector<std::uint64_t>& sets) {
  if (sets.empty()) return TopParity::None;
  bool odd = false, even = false;
  for (std::uint64_t s : sets) (std::popcount(s) & 1 ? odd : even) = true;
  return odd && even ? TopParity::Mixed : odd ? TopParity::Odd : TopParity::Even;
}

int odd_degree_tops(const std::vector<std::uint64_t>& sets) {
  int n = 0;
  for (std::uint64_t s : sets) n += std::popcount(s) & 1;
  return n;
}

int odd_degree_bottoms(const std::vector<std::uint64_t>& sets) {
  std::uint64_t odd = 0;  // bit x: bottom x lies below an odd number of tops so far (isolated: never)
  for (std::uint64_t s : sets) odd ^= s;
  return std::popcount(odd);
}

bool odd_split(const std::vector<std::uint64_t>& sets) { return odd_meet_of_even_tops(sets); }

int component_count(int bottoms, const std::vector<std::uint64_t>& sets) {
  // Merge bottom masks that share a bottom; what remains are the components with tops.
  std::vector<std::uint64_t> parts;
  int empty_tops = 0;
  std::uint64_t covered = 0;
  for (std::uint64_t s : sets) {
    if (!s) {
      ++empty_tops;
      continue;
    }
    covered |= s;
    std::uint64_t merged = s;
    std::size_t keep = 0;
    for (std::uint64_t q : parts) {
      if (q & merged) merged |= q;
      else parts[keep++] = q;
    }
    parts.resize(keep);
    parts.push_back(merged);
  }
  return int(parts.size()) + empty_tops + (bottoms - std::popcount(covered));
}

int componentwise_theorem42(int bottoms, const std::vector<std::uint64_t>& sets) {
  // Components as (bottom mask, tops), merged as in component_count.
  struct Part {
    std::uint64_t bottoms = 0;
    std::vector<std::uint64_t> tops;
  };
  std::vector<Part> parts;
  for (std::uint64_t s : sets) {
    if (!s) return -1;  // an empty top: no bipartition meets it oddly
    Part merged{s, {s}};
    std::vector<Part> keep;
    for (Part& q : parts) {
      if (q.bottoms & merged.bottoms) {
        merged.bottoms |= q.bottoms;
        merged.tops.insert(merged.tops.end(), q.tops.begin(), q.tops.end());
      } else {
        keep.push_back(std::move(q));
      }
    }
    keep.push_back(std::move(merged));
    parts = std::move(keep);
  }
  std::uint64_t covered = 0;
  int g = 0;
  for (const Part& q : parts) {
    if (!parity_uniform(q.tops)) return -1;
    covered |= q.bottoms;
    const int b = std::popcount(q.bottoms) & 1, t = int(q.tops.size()) & 1, p = std::popcount(q.tops.front()) & 1;
    g ^= b ^ (t * (p ^ 2));
  }
  const int isolated = bottoms - std::popcount(covered);  // each a component of value 1
  return g ^ (isolated & 1);
}

namespace {

std::string join_descending(int* sizes, int n) {
  std::sort(sizes, sizes + n, [](int a, int b) { return a > b; });
  std::string out;
  for (int i = 0; i < n; ++i) {
    if (i) out += ',';
    out += std::to_string(sizes[i]);
  }
  return out;
}

}  // namespace

std::string bottom_twin_profile(int bottoms, const std::vector<std::uint64_t>& sets) {
  if (sets.size() <= 64 && bottoms <= 64) {
    // The common case without allocations: column x as one word over the tops.
    std::uint64_t column[64] = {};
    for (std::size_t i = 0; i < sets.size(); ++i)
      for (std::uint64_t r = sets[i]; r; r &= r - 1) column[std::countr_zero(r)] |= std::uint64_t{1} << i;
    std::sort(column, column + bottoms);
    int sizes[64], n = 0;
    for (int x = 0; x < bottoms; ++x) {
      if (x > 0 && column[x] == column[x - 1]) ++sizes[n - 1];
      else sizes[n++] = 1;
    }
    return join_descending(sizes, n);
  }
  // Column x of the incidence matrix, as words over the tops.
  const std::size_t words = (sets.size() + 63) / 64;
  std::vector<std::vector<std::uint64_t>> column(bottoms, std::vector<std::uint64_t>(words, 0));
  for (std::size_t i = 0; i < sets.size(); ++i)
    for (std::uint64_t r = sets[i]; r; r &= r - 1) column[std::countr_zero(r)][i / 64] |= std::uint64_t{1} << (i % 64);
  std::sort(column.begin(), column.end());
  std::vector<int> sizes;
  for (int x = 0; x < bottoms; ++x) {
    if (x > 0 && column[x] == column[x - 1]) ++sizes.back();
    else sizes.push_back(1);
  }
  return join_descending(sizes.data(), int(sizes.size()));
}

void fill_invariants(TwoLevelClass& c) {
  c.tops = int(c.sets.size());
  c.edges = 0;
  c.has_empty_top = false;
  std::uint64_t covered = 0;
  for (std::uint64_t s : c.sets) {
    c.edges += std::popcount(s);
    covered |= s;
    if (!s) c.has_empty_top = true;
  }
  c.isolated = c.bottoms - std::popcount(covered);
  c.parity_uniform = parity_uniform(c.sets);
  c.top_parity = top_parity_of(c.sets);
  c.components = component_count(c.bottoms, c.sets);
  c.bottom_twins = bottom_twin_profile(c.bottoms, c.sets);
}

Poset two_level_poset(int bottoms, const std::vector<std::uint64_t>& sets) {
  std::vector<Relation> rel;
  for (std::size_t i = 0; i < sets.size(); ++i)
    for (std::uint64_t r = sets[i]; r; r &= r - 1) rel.emplace_back(std::countr_zero(r), bottoms + int(i));
  return Poset::from_relations(bottoms + int(sets.size()), rel);
}

}  // namespace posetlab
