// Random posets (enumerate/random_poset.hpp).
#include "enumerate/random_poset.hpp"

#include <algorithm>
#include <vector>

namespace posetlab {

Poset random_poset(int n, double q, std::mt19937_64& rng) {
  std::vector<int> perm(n);
  for (int i = 0; i < n; ++i) perm[i] = i;
  std::shuffle(perm.begin(), perm.end(), rng);
  std::bernoulli_distribution edge(q);
  std::vector<Relation> rel;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (edge(rng)) rel.emplace_back(perm[i], perm[j]);
  return Poset::from_relations(n, rel);
}

}  // namespace posetlab
