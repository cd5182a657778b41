#pragma once
// Proposing conjectures about one integer column (the target, e.g. grundy) from the rows
// of a stored table, in the manner of Graffiti / TxGraffiti, for games:
//   - linear bounds  q*target <= p*x + c  and  >=, over each invariant x, and
//     q*target <= p*x + r*y + c over pairs of invariants (small integer p, q, r; c the
//     tightest intercept the rows allow);
//   - modular patterns  target % m = (x + c) % m  (m = 2, 3, 4) and target % m = c;
//   - property-implies-value rules over the table's 0/1 properties (n_free, height = 1,
//     ...):  P  =>  target = 0 | target > 0 | target = x | target % 2 = x % 2 | target <= 1.
// Every candidate must hold on every mining row. Bounds are kept by Fajtlowicz's
// Dalmatian rule (in the order of their touch number, the rows meeting them with equality:
// a bound is kept only if it is strictly sharper than every bound kept before on some
// row), so a bound implied by stronger ones is dropped; a modular pattern implied by one
// with a larger modulus, and a rule implied by an unconditional pattern or a stronger
// rule for the same property, are dropped too.
//
// The largest complete size (or every complete size above `mine_up_to`) is held back:
// proposals come from the smaller sizes only and are then tested on each held-back size,
// which marks each as surviving or refuted there (with its smallest counterexample, found
// by test_conjecture on the stored table: an independent path through SQL).
// Output order is a function of the rows alone (touch number, then the expression).
#include <cstdint>
#include <string>
#include <vector>

#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct MineOptions {
  std::string table = default_conjecture_table();
  std::string target;      // "" = the table's default (grundy for posets)
  std::string where;       // user's where clause, "" none
  int mine_up_to = -1;     // largest size mined on; -1: all complete sizes but the largest
  int max_proposals = 30;  // printed after ranking (0: all)
};

struct HeldBackCheck {
  int size = 0;
  std::uint64_t rows = 0;
  bool survives = true;
  std::string counterexample;  // the smallest counterexample's object line, when refuted
};

struct Proposal {
  std::string kind;           // "upper bound", "lower bound", "pair bound", "modular", "implication"
  std::string expr;           // SQL over the table's columns, as `conjecture test` takes it
  std::string where;          // the property of an implication ("" none); the user's where is separate
  std::uint64_t touch = 0;    // mining rows meeting the bound with equality, or rows the rule applies to
  std::uint64_t support = 0;  // mining rows the conjecture applies to
  std::vector<HeldBackCheck> held_back;
  bool survives() const;
};

struct MineResult {
  std::string table, target, where;
  std::vector<int> mined_sizes, held_sizes;
  std::uint64_t mined_rows = 0;
  std::vector<Proposal> proposals;  // ranked
  std::string completeness;
};

// Throws UsageError (unknown table or target, too few complete sizes) or InputError (a bad
// where clause).
MineResult mine_conjectures(Db& db, const MineOptions& options);

std::string mine_text(const MineResult& r);

}  // namespace posetlab
