// Classes per size and Grundy value, complete sizes only; see value_counts.hpp.
#include "results/queries/value_counts.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/core/error.hpp"
#include "results/jobs/table_descriptions.hpp"

namespace posetlab {

std::uint64_t ValueCounts::classes(int size) const {
  std::uint64_t sum = 0;
  if (auto it = by_size.find(size); it != by_size.end())
    for (const auto& [g, k] : it->second) sum += k;
  return sum;
}

std::uint64_t ValueCounts::with_value(int size, int grundy) const {
  auto it = by_size.find(size);
  if (it == by_size.end()) return 0;
  auto v = it->second.find(grundy);
  return v == it->second.end() ? 0 : v->second;
}

int ValueCounts::largest_value() const {
  int g = -1;
  for (const auto& [n, values] : by_size)
    if (!values.empty()) g = std::max(g, values.rbegin()->first);
  return g;
}

std::vector<int> ValueCounts::complete_sizes() const {
  std::vector<int> out;
  for (const auto& [n, values] : by_size) out.push_back(n);
  return out;
}

std::string ValueCounts::why_not(int n) const {
  if (auto it = incomplete.find(n); it != incomplete.end()) return it->second;
  const std::string nothing = "the " + table + " holds nothing of size " + std::to_string(n);
  return population ? nothing + " (run `" + population->fill + std::to_string(n) + "`)" : nothing;
}

ValueCounts read_value_counts(Db& db, const CountedPopulation& population) {
  if (!population.read) throw std::logic_error("population " + population.name + " has no reader");
  ValueCounts c;
  c.population = &population;
  population.read(db, population, c);
  // The run 1..last_complete, and what ends it when the table holds more.
  while (c.by_size.count(c.last_complete + 1)) ++c.last_complete;
  const bool more = !c.incomplete.empty() || (!c.by_size.empty() && c.by_size.rbegin()->first > c.last_complete);
  const int beyond = std::max(c.incomplete.empty() ? 0 : c.incomplete.rbegin()->first,
                              c.by_size.empty() ? 0 : c.by_size.rbegin()->first);
  if (more && beyond > c.last_complete) c.stop_note = c.why_not(c.last_complete + 1);
  return c;
}

std::vector<const CountedPopulation*> counted_populations() {
  std::vector<const CountedPopulation*> out;
  for (const TableDescription* t : table_descriptions())
    for (const CountedPopulation* p : t->populations) out.push_back(p);
  std::stable_sort(out.begin(), out.end(),
                   [](const CountedPopulation* a, const CountedPopulation* b) { return a->listed < b->listed; });
  return out;
}

const CountedPopulation& counted_population(const std::string& name) {
  std::string known;
  for (const CountedPopulation* p : counted_populations()) {
    if (p->name == name) return *p;
    known += (known.empty() ? "" : ", ") + p->name;
  }
  throw UsageError("unknown population '" + name + "' (known: " + known + ")");
}

}  // namespace posetlab
