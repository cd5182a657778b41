// The misere search over down-sets (engine/impartial/misere.hpp).
#include "engine/impartial/misere.hpp"

#include <bit>
#include <string>
#include <vector>

#include "engine/core/bits.hpp"
#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"
#include "engine/core/fingerprint.hpp"
#include "engine/table/shared_table.hpp"

namespace posetlab {

struct MisereSolver::Search {
  std::vector<std::uint64_t> up;  // reflexive up-set of each element
  SharedTable& table;
  const MisereOptions& options;
  Stats& stats;
  std::vector<std::uint64_t> form;

  // True when no two elements of s are comparable.
  bool antichain(std::uint64_t s) const {
    for (std::uint64_t r = s; r; r &= r - 1) {
      const int x = std::countr_zero(r);
      if (up[x] & s & ~(std::uint64_t{1} << x)) return false;
    }
    return true;
  }

  Fingerprint key(std::uint64_t s) {
    form.clear();
    form.push_back(std::uint64_t(std::popcount(s)));
    for (std::uint64_t r = s; r; r &= r - 1) form.push_back(pext64(up[std::countr_zero(r)] & s, s));
    return kind_fingerprint(KindTag::Misere, KeyDomain::RelativeHasse, form.data(), form.size() * sizeof(std::uint64_t));
  }

  bool expand(std::uint64_t s) {
    throw_if_cancelled();
    ++stats.positions;
    for (std::uint64_t r = s; r; r &= r - 1)
      if (!wins(s & ~up[std::countr_zero(r)])) return true;
    return false;
  }

  // Whether the player to move from the down-set s wins.
  bool wins(std::uint64_t s) {
    if (!s) return true;  // no move: the player to move wins
    const int n = std::popcount(s);
    if (options.shortcuts) {
      if (n == 1) return false;
      for (std::uint64_t r = s; r; r &= r - 1)
        if (std::popcount(s & ~up[std::countr_zero(r)]) == 1) return true;
      if (antichain(s)) return n % 2 == 0;
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

MisereSolver::MisereSolver(MisereOptions options)
    : options_(options), table_(options.table, options.private_table_slots) {}

MisereSolver::~MisereSolver() = default;

bool MisereSolver::mover_wins(const Poset& p) {
  if (p.size() > kMaxElements)
    throw UsageError("misere search takes at most " + std::to_string(kMaxElements) + " elements; this poset has " +
                     std::to_string(p.size()));
  Search search{std::vector<std::uint64_t>(p.size()), table_.for_next_solve(), options_, stats_, {}};
  for (int x = 0; x < p.size(); ++x) search.up[x] = p.up(x).word(0);
  const std::uint64_t all = p.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << p.size()) - 1;
  return search.wins(all);
}

}  // namespace posetlab
