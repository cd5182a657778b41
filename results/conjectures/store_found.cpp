// Storing the conjectures `mine` and `bounds` found (store_found.hpp).
#include "results/conjectures/store_found.hpp"

#include <vector>

#include "engine/core/error.hpp"
#include "results/conjectures/stored_conjectures.hpp"

namespace posetlab {
namespace {

// A conjecture printed, and whether it survived the held-back sizes.
struct FoundConjecture {
  std::string expr, where, note;
  bool survives = false;
};

// `where` is the run's own --where, joined to the conjecture's.
void store_surviving(const std::string& db, const std::string& table, const std::string& where,
                     const std::vector<FoundConjecture>& found, const std::string& source, std::ostream& out) {
  Store store(db, Store::Access::ReadWrite);
  for (const FoundConjecture& f : found) {
    if (!f.survives) continue;
    NewConjecture c;
    c.statement = f.expr;
    c.table = table;
    c.where = where.empty() ? f.where : f.where.empty() ? where : "(" + where + ") AND (" + f.where + ")";
    c.source = source;
    c.note = f.note;
    try {
      const StoredConjectureResult s = store_conjecture(store, c);
      out << "stored #" << s.stored.id << ": " << s.stored.readable() << "\n";
    } catch (const UsageError& e) {  // already stored
      out << "not stored: " << e.what() << "\n";
    }
  }
}

}  // namespace

void store_mined_proposals(const std::string& db, const MineResult& r, int max_proposals, std::ostream& out) {
  std::vector<FoundConjecture> found;
  for (const Proposal& p : r.proposals) {
    if (max_proposals > 0 && found.size() >= std::size_t(max_proposals)) break;
    found.push_back({p.expr, p.where,
                     "conjecture mine: " + p.kind + ", touch " + std::to_string(p.touch) + " of " +
                         std::to_string(p.support),
                     p.survives()});
  }
  store_surviving(db, r.table, r.where, found, "mined", out);
}

void store_fitted_bounds(const std::string& db, const BoundsResult& r, std::ostream& out) {
  std::vector<FoundConjecture> found;
  for (const FittedBound& b : r.bounds)
    found.push_back({b.expr, "",
                     "conjecture bounds: " + b.kind + ", touch " + std::to_string(b.touch) + " of " +
                         std::to_string(b.support) + ", sharper than the known bounds on " +
                         std::to_string(b.significance) + " rows",
                     b.survives()});
  store_surviving(db, r.table, r.where, found, "mined", out);
}

}  // namespace posetlab
