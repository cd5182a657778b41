// The misere search over the positions of a ruleset (engine/impartial/misere.hpp).
#include "engine/impartial/misere.hpp"

#include <bit>
#include <string>
#include <vector>

#include "engine/core/bits.hpp"
#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"
#include "engine/core/fingerprint.hpp"
#include "engine/memo/shared_table.hpp"

namespace posetlab {

template <class Rules>
struct MisereSolverOf<Rules>::Search {
  Rules rules;
  SharedTable& table;
  const MisereOptions& options;
  Stats& stats;
  std::vector<std::uint64_t> form;

  Fingerprint key(std::uint64_t s) {
    form.clear();
    form.push_back(std::uint64_t(std::popcount(s)));
    rules.relative_form(s, form);
    return kind_fingerprint(tag, KeyDomain::RelativeHasse, form.data(), form.size() * sizeof(std::uint64_t));
  }

  bool expand(std::uint64_t s) {
    throw_if_cancelled();
    ++stats.positions;
    for (std::uint64_t r = s; r; r &= r - 1)
      if (!wins(s & ~rules.taken(std::countr_zero(r)))) return true;
    return false;
  }

  // Whether the player to move from the position s wins.
  bool wins(std::uint64_t s) {
    if (!s) return true;  // no move: the player to move wins
    const int n = std::popcount(s);
    if (options.shortcuts) {
      if (n == 1) return false;
      for (std::uint64_t r = s; r; r &= r - 1)
        if (std::popcount(s & ~rules.taken(std::countr_zero(r))) == 1) return true;
      if (rules.antichain(s)) return n % 2 == 0;
    }
    if (n < options.memo_min_elements) return expand(s);
    const Fingerprint k = key(s);
    std::uint32_t v;
    ++stats.lookups;
    if (table.find(k, v)) {
      ++stats.hits;
      return v != 0;
    }
    const bool w = expand(s);
    table.insert(k, w ? 1 : 0);
    return w;
  }
};

template <class Rules>
MisereSolverOf<Rules>::MisereSolverOf(MisereOptions options)
    : options_(options), table_(options.table, options.private_table_slots) {}

template <class Rules>
MisereSolverOf<Rules>::~MisereSolverOf() = default;

template <class Rules>
bool MisereSolverOf<Rules>::mover_wins(const Poset& p) {
  if (p.size() > kMaxElements)
    throw UsageError("misere search takes at most " + std::to_string(kMaxElements) + " elements; this poset has " +
                     std::to_string(p.size()));
  Search search{Rules(p), table_.for_next_solve(), options_, stats_, {}};
  return search.wins(search.rules.all());
}

template class MisereSolverOf<PosetRules>;
template class MisereSolverOf<Dual<PosetRules>>;

}  // namespace posetlab
