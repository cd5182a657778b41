#pragma once
// Finding a poset of one's own in the stored tables: the canonical keys `canonical` prints,
// and the stored rows of a poset read in any labelling.
// - posets: the digraph6 of the canonically labelled Hasse diagram (nauty), as
//   `enumerate posets` stores it (enumerate/posets_job.hpp, canonical_digraph6);
// - two_level (for two-level input: a `family` line or graph6 with --bottoms): the
//   canonical family (engine/core/canonical.hpp, canonical_set_system), stored by (bottoms, sets).
// Each table says how its rows are found (TableLookup, set on its description in
// results/tables/); lookup_poset asks every table that has one, by the tables' ranks:
// posets, then two_level, then chomp.
// The command line's `canonical` and `lookup` are these calls, so any other front end
// (a Python module) gets the same answers.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/core/set_system.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/partizan/coloured_poset.hpp"
#include "results/store/store.hpp"

namespace posetlab {

// The posets table's key of p: canonical digraph6 (any size; equal iff isomorphic).
std::string posets_table_key(const Poset& p);

// The two_level table's key of a two-level poset: bottoms and canonical sets, with the
// canonical `family N: {..}` text. Throws UsageError past 64 bottoms.
struct TwoLevelKey {
  int bottoms = 0;
  std::vector<std::uint64_t> sets;  // canonical, ascending
  std::string text;                 // set_system_to_text of the canonical family
};
TwoLevelKey two_level_table_key(const SetSystem& f);

// One stored row: its table and its columns as (name, text) pairs, values as
// value_text writes them; `types` holds each column's SQLite type (SQLITE_INTEGER, ...).
struct StoredRow {
  std::string table;
  std::vector<std::pair<std::string, std::string>> columns;
  std::vector<int> types;
  bool numeric(std::size_t c) const;  // an integer or real column (unquoted in JSON)
};

// What lookup asks of a table: a poset, its two-level reading when it is one, and its
// colours when it is a coloured poset.
struct LookupQuery {
  const Poset& poset;
  const std::optional<SetSystem>& family;
  const std::optional<std::vector<Colour>>& colours;
};

// A table's way to its rows of a query's class: appends them to `out` (none when the table
// cannot hold such a class). Called only for a table the database has.
struct TableLookup {
  std::function<void(Db& db, const LookupQuery& query, std::vector<StoredRow>& out)> rows;
  int rank = 0;  // where its rows come in lookup's output, smaller first (the registry's order at a tie)
};

// Appends every row of `s` (a SELECT the caller has bound) as a StoredRow of `table`.
void collect_stored_rows(Stmt& s, const std::string& table, std::vector<StoredRow>& out);

// The rows stored for p (and for its two-level form `family`, when given) in every
// table of `store` that holds such classes; empty when none does. A table the file does
// not have (an older or partial database) is skipped. A coloured poset (`colours` given)
// is looked up in coloured_posets only, by its coloured class.
std::vector<StoredRow> lookup_poset(Store& store, const Poset& p, const std::optional<SetSystem>& family,
                                    const std::optional<std::vector<Colour>>& colours = std::nullopt);

// The lines of `posetlab canonical` and `posetlab lookup`, for a poset read as line
// `parsed.line` of `input`. Text: "KEY[<TAB>FAMILY]" (the two_level key for two-level input
// of at most 64 bottoms) and "input:line table=T col=value ..."; JSON: one object each
// (input, line, size, canonical[, two_level]) and (input, line, table, columns, NULL as
// null, numbers unquoted). No newline at the end.
std::string canonical_line(const ParsedPoset& parsed, const std::string& input, bool json);
std::string stored_row_line(const StoredRow& row, const std::string& input, std::size_t line, bool json);

}  // namespace posetlab
