#pragma once
// The integer sequences posetlab computes from its stored tables (P-positions per size,
// classes per size with a given Grundy value, ... for every counted population of the
// registered tables, value_counts.hpp: all posets, N-free, connected and two-level posets;
// winning bites and Grundy values of Chomp boards from the chomp table,
// results/queries/chomp_sequences.hpp), and their OEIS-style b-files: a '#' comment header saying what
// a(n) counts and where the terms came from, then one "n a(n)" line per term. Terms are
// complete sizes only (value_counts.hpp, each size judged on its own); never a partly
// stored one.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "results/queries/size_range.hpp"
#include "results/queries/value_counts.hpp"

namespace posetlab {

enum class SequenceKind {
  PPositions,  // classes with Grundy value 0 (the second player wins)
  WithValue,   // classes with Grundy value g (takes --g)
  Classes,     // all classes of the size
  ChompSquareBites,   // winning bites of the n x n Chomp board (chomp table; no population)
  ChompSquareGrundy,  // Grundy value of the n x n Chomp board
  ChompTwoRowGrundy,  // Grundy value of the 2 x n Chomp board
  ChompThreeRowGrundy,  // Grundy value of the 3 x n Chomp board (OEIS A069001)
  ChompLargestGrundy,   // the largest Grundy value of a Chomp board a x b, a <= b <= n
  ChompTriangleBites,  // winning bites of every a x b Chomp board, a <= b, read by rows of b
};

struct SequenceSpec {
  std::string name;  // as `export bfile --seq` takes it, e.g. "posets-p"
  const CountedPopulation* population;  // whose classes are counted; null for the Chomp sequences
  SequenceKind kind;
  std::string oeis;  // an OEIS entry the terms should equal, "" for the new ones
};

const std::vector<SequenceSpec>& sequence_specs();
// Throws UsageError naming the known sequences.
const SequenceSpec& find_sequence(const std::string& name);
// One line for `--list`: what a(n) counts.
std::string sequence_summary(const SequenceSpec& spec);

struct Sequence {
  std::string title;       // "posets-grundy g=1"
  std::string definition;  // "a(n) = number of ..."
  std::string rules;       // one line: the game's rules
  std::vector<std::pair<int, std::uint64_t>> terms;  // (n, a(n)), n = 1, 2, ...
  ValueCounts counts;      // where the terms came from (Chomp: table and stop note only)
};

// Throws UsageError when `g` is given to a sequence without a value or missing for one
// with a value, or negative.
Sequence compute_sequence(Db& db, const SequenceSpec& spec, std::optional<int> g);
// Terms of a sequence from counts already read (the plots share one read).
Sequence sequence_from_counts(const SequenceSpec& spec, std::optional<int> g, ValueCounts counts);

std::string bfile_text(const Sequence& s, const std::string& db_path);

// `export bfile` as calls: the list of the sequences ("name<TAB>summary" lines); the
// sequence `name` of the database at `db_path` with at least one term (UsageError naming
// the table otherwise): the terms of `sizes`, each of which must be complete (UsageError
// naming the first that is not), or without it the consecutive run of complete sizes from
// the smallest (counts.last_complete and counts.stop_note then say where and why the terms
// stop, and which complete sizes lie beyond); and the lines saying where its terms went
// (`destination`) and, when they stop before the table's end, why.
std::string sequence_list();

// The time now in UTC, as b-file headers print it (2026-11-27T06:00:00Z).
std::string utc_now_text();
Sequence bfile_sequence(Db& db, const SequenceSpec& spec, std::optional<int> g, const std::string& db_path,
                        const std::optional<SizeRange>& sizes = std::nullopt);
std::string bfile_note(const Sequence& s, const std::string& destination);

}  // namespace posetlab
