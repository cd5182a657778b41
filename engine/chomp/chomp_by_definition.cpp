// Chomp by its rules alone; see chomp_by_definition.hpp.
#include "engine/chomp/chomp_by_definition.hpp"

#include <algorithm>
#include <set>

namespace posetlab {

int ChompByDefinition::grundy(std::vector<int> lambda) {
  while (!lambda.empty() && lambda.back() == 0) lambda.pop_back();
  if (const auto it = memo_.find(lambda); it != memo_.end()) return it->second;
  std::set<int> seen;
  for (const auto& [cell, v] : option_values(lambda)) seen.insert(v);
  int g = 0;
  while (seen.count(g)) ++g;
  memo_.emplace(std::move(lambda), g);
  return g;
}

std::vector<std::pair<std::pair<int, int>, int>> ChompByDefinition::option_values(const std::vector<int>& lambda) {
  std::vector<std::pair<std::pair<int, int>, int>> out;
  for (int r = 0; r < int(lambda.size()); ++r)
    for (int c = r == 0 ? 1 : 0; c < lambda[r]; ++c) {
      std::vector<int> child = lambda;
      for (int i = r; i < int(child.size()); ++i) child[i] = std::min(child[i], c);
      out.push_back({{r, c}, grundy(std::move(child))});
    }
  return out;
}

}  // namespace posetlab
