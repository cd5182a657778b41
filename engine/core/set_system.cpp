#include "engine/core/set_system.hpp"

#include <string>

#include "engine/core/error.hpp"

namespace posetlab {

std::size_t SetSystem::edge_count() const {
  std::size_t e = 0;
  for (const auto& t : tops) e += t.size();
  return e;
}

void validate_set_system(const SetSystem& f) {
  if (f.bottoms < 0) throw UsageError("family with a negative number of bottoms");
  for (std::size_t j = 0; j < f.tops.size(); ++j) {
    int prev = -1;
    for (int b : f.tops[j]) {
      if (b < 0 || b >= f.bottoms)
        throw UsageError("top " + std::to_string(j) + " lists bottom " + std::to_string(b) + ", outside 0.." +
                         std::to_string(f.bottoms - 1));
      if (b <= prev) throw UsageError("top " + std::to_string(j) + " is not strictly increasing");
      prev = b;
    }
  }
}

Poset set_system_to_poset(const SetSystem& f) {
  validate_set_system(f);
  std::vector<Relation> rel;
  rel.reserve(f.edge_count());
  for (std::size_t j = 0; j < f.tops.size(); ++j)
    for (int b : f.tops[j]) rel.emplace_back(b, f.bottoms + int(j));
  return Poset::from_relations(f.size(), rel);
}

std::optional<SetSystem> poset_to_set_system(const Poset& p, std::vector<int>* order) {
  if (p.height() > 2) return std::nullopt;
  std::vector<int> new_id(p.size(), -1), old_id;
  SetSystem f;
  for (int x = 0; x < p.size(); ++x)
    if (p.lower_covers(x).empty()) {
      new_id[x] = f.bottoms++;
      old_id.push_back(x);
    }
  for (int x = 0; x < p.size(); ++x) {
    if (new_id[x] >= 0) continue;
    std::vector<int> below;
    for (int b : p.lower_covers(x)) below.push_back(new_id[b]);  // increasing, as ids are
    f.tops.push_back(std::move(below));
    old_id.push_back(x);
  }
  if (order) *order = std::move(old_id);
  return f;
}

SetSystem set_system_from_masks(int bottoms, std::span<const std::uint64_t> sets) {
  SetSystem f;
  f.bottoms = bottoms;
  for (std::uint64_t m : sets) {
    std::vector<int> top;
    for (int i = 0; i < bottoms; ++i)
      if (m >> i & 1) top.push_back(i);
    f.tops.push_back(std::move(top));
  }
  return f;
}

}  // namespace posetlab
