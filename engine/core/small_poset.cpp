#include "engine/core/small_poset.hpp"

#include "engine/core/error.hpp"

namespace posetlab {

SmallPoset SmallPoset::from_poset(const Poset& p) {
  if (p.size() > 64) throw UsageError("SmallPoset holds at most 64 elements");
  SmallPoset s;
  s.k = p.size();
  for (int x = 0; x < s.k; ++x) {
    s.up[x] = p.up(x).word(0) & ~(std::uint64_t{1} << x);
    s.down[x] = p.down(x).word(0) & ~(std::uint64_t{1} << x);
    for (int y : p.upper_covers(x)) s.cover_up[x] |= std::uint64_t{1} << y;
  }
  return s;
}

SmallPoset SmallPoset::from_covers(int k, const std::uint64_t* cover_up) {
  SmallPoset s;
  s.k = k;
  // Kahn's order over the cover DAG, then up-sets closed in reverse order.
  std::array<int, 64> indegree{}, order{};
  for (int x = 0; x < k; ++x) {
    s.cover_up[x] = cover_up[x];
    for (std::uint64_t c = cover_up[x]; c; c &= c - 1) ++indegree[std::countr_zero(c)];
  }
  int head = 0, tail = 0;
  for (int x = 0; x < k; ++x)
    if (indegree[x] == 0) order[tail++] = x;
  while (head < tail) {
    int x = order[head++];
    for (std::uint64_t c = cover_up[x]; c; c &= c - 1)
      if (--indegree[std::countr_zero(c)] == 0) order[tail++] = std::countr_zero(c);
  }
  if (tail != k) throw UsageError("cover relation has a cycle");
  for (int i = k - 1; i >= 0; --i) {
    int x = order[i];
    std::uint64_t u = cover_up[x];
    for (std::uint64_t c = cover_up[x]; c; c &= c - 1) u |= s.up[std::countr_zero(c)];
    s.up[x] = u;
  }
  for (int x = 0; x < k; ++x)
    for (std::uint64_t u = s.up[x]; u; u &= u - 1) s.down[std::countr_zero(u)] |= std::uint64_t{1} << x;
  return s;
}

}  // namespace posetlab
