#pragma once
// Classes per (size, Grundy value) of a counted population (all posets, N-free posets,
// two-level posets, ...) read from its stored tables, for every size they hold completely,
// each size judged on its own (a table holding only size 9 holds size 9). A size that is
// only partly stored must never pass for a complete one, so each population says how
// completeness is proved and why a size is left out. A population is a fact of the table
// holding its rows (TableDescription::populations, written in results/tables/ with the
// code that reads it): the posets populations count the posets table's rows against
// A000112(n) and posets_summary's counts alike, the two-level one asks for complete jobs
// (posets_summary.hpp, two_level_summary.hpp). A population read from a table and its
// summary table that finds a size complete in both must find the same counts in both, or
// reading fails (DbError).
// Used by `export bfile` (results/queries/sequences.hpp), conjecture completeness and the
// plots of `report` (value_plots.hpp).
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct ValueCounts;

struct CountedPopulation {
  std::string name;   // the b-file prefix (export bfile --seq NAME-count), e.g. "n-free"
  std::string words;  // what is counted, for definitions: "posets on n unlabeled points"
  std::string oeis;   // the OEIS entry counting its classes per size, "" for none
  // Where messages say the complete sizes lie: the rows table ("the posets table") and
  // the summary table ("posets_summary").
  std::string rows_named, summary_named;
  // The commands storing a size but for the size, in the rows table
  // ("posetlab enumerate posets --size ") and in the summary table.
  std::string fill, summary_fill;
  // For the report's plots of it (value_plots.hpp): file name stem and what titles call it.
  std::string plot_stem, plot_plural;
  // Place in listings (`export bfile --list`), smallest first; equal ones keep the job
  // registry's order.
  int listed = 0;
  // Fills counts.table, what, completeness, by_size, incomplete and the complete_in_* sets.
  std::function<void(Db& db, const CountedPopulation& population, ValueCounts& counts)> read;
};

struct ValueCounts {
  const CountedPopulation* population = nullptr;  // null for counts that are no population's (Chomp)
  std::string table;        // the tables read, for messages: "posets table"
  std::string what;         // "posets on n unlabeled points", for headers and captions
  std::string completeness; // how completeness of a size was proved
  // size -> Grundy value -> classes; every complete size, whether or not smaller ones are.
  std::map<int, std::map<int, std::uint64_t>> by_size;
  // Sizes holding rows that are not complete, and why each is left out.
  std::map<int, std::string> incomplete;
  int last_complete = 0;    // the run 1..last_complete of complete sizes (0: size 1 is not complete)
  // Why size last_complete + 1 ends that run (empty: the table holds nothing beyond it).
  std::string stop_note;
  // Which table holds each size of by_size completely (a size may be in both): the
  // population's rows table or its summary table. Readers of one table's rows
  // (conjecture tests, table checks) take only its sizes.
  std::set<int> complete_in_rows, complete_in_summary;

  std::uint64_t classes(int size) const;                // all values
  std::uint64_t with_value(int size, int grundy) const;  // 0 when none
  int largest_value() const;                             // over the complete sizes; -1 if none
  std::vector<int> complete_sizes() const;               // the sizes of by_size, ascending
  // Why size n is not complete: its entry in `incomplete`, or that nothing of it is stored.
  std::string why_not(int n) const;
};

ValueCounts read_value_counts(Db& db, const CountedPopulation& population);

// Every population of the registered tables (TableDescription::populations), in listing
// order; the one named `name`, or UsageError naming those known.
std::vector<const CountedPopulation*> counted_populations();
const CountedPopulation& counted_population(const std::string& name);

}  // namespace posetlab
