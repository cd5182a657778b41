#pragma once
// Classes per (size, Grundy value) read from a stored job table, for every size the table
// holds completely, each size judged on its own (a table holding only size 9 holds size
// 9). A size that is only partly stored must never pass for a complete one, so each
// population says how completeness is proved and why a size is left out:
// - posets: the rows of size n must number A000112(n) (the table's key is the class, so
//   equal counts mean every class is there); the N-free and connected subsets need in
//   addition that no row of the size lacks the column they filter on. A size missing
//   there may come from posets_summary (`enumerate posets --summary`: counts per unit,
//   which must add up to A000112(n); no n_free column, so not for N-free posets). A size
//   complete in both must agree in both, or reading fails (DbError).
// - two_level: a size n = b + t (isolated points count as bottoms, no empty top) is
//   complete when every (b, t) with b + t = n that holds any class (t <= 2^b - 1) lies
//   in some two-level job whose units are all committed; the table has no published
//   count to compare with. A size missing there may come from two_level_summary
//   (`enumerate two-level --size N --summary`), complete when its job has every unit
//   committed and the labelled families of each (b, t) add up to C(2^b - 1, t). A size
//   complete in both must agree in both, or reading fails (DbError).
// Used by `export bfile` (results/queries/sequences.hpp) and the plots of `report`.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

enum class Population {
  Posets,         // every poset on n points (posets table)
  NFreePosets,    // posets without an induced N (posets.n_free = 1)
  ConnectedPosets,  // posets with one component (posets.components = 1)
  TwoLevel,       // extensional two-level posets on n = b + t points (two_level, no empty top)
};

struct ValueCounts {
  Population population;
  std::string table;        // the tables read, "posets table", "posets and posets_summary tables"
  std::string what;         // "posets on n unlabeled points", for headers and captions
  std::string completeness; // how completeness of a size was proved
  // size -> Grundy value -> classes; every complete size, whether or not smaller ones are.
  std::map<int, std::map<int, std::uint64_t>> by_size;
  // Sizes holding rows that are not complete, and why each is left out.
  std::map<int, std::string> incomplete;
  int last_complete = 0;    // the run 1..last_complete of complete sizes (0: size 1 is not complete)
  // Why size last_complete + 1 ends that run (empty: the table holds nothing beyond it).
  std::string stop_note;
  // Which table holds each size of by_size completely (a size may be in both): posets or
  // posets_summary, two_level or two_level_summary. Readers of one table's rows
  // (conjecture tests, table checks) take only its sizes.
  std::set<int> complete_in_rows, complete_in_summary;

  std::uint64_t classes(int size) const;                // all values
  std::uint64_t with_value(int size, int grundy) const;  // 0 when none
  int largest_value() const;                             // over the complete sizes; -1 if none
  std::vector<int> complete_sizes() const;               // the sizes of by_size, ascending
  // Why size n is not complete: its entry in `incomplete`, or that nothing of it is stored.
  std::string why_not(int n) const;
};

ValueCounts read_value_counts(Db& db, Population population);

}  // namespace posetlab
