#pragma once
// Everything the page of one object shows, computed once for both its HTML page and its
// JSON (`/api/object/TABLE/KEY`): the stored row, the values computed on demand, and the
// options, one per move, each with the position it leaves, that position's value and its
// own page, the winning moves marked, so that a reader can walk the game tree.
//
// On demand means within a budget: an object of at most kSolveElements elements is solved
// with a time limit of kSolveSeconds per search; one that does not finish is shown with its
// stored values and a note instead. A Chomp position is solved by the dense pass over its
// own diagram while its box has at most kChompPositions positions (11 x 11: 705 432).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catalogue/catalogue_tables.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab::catalogue {

inline constexpr int kSolveElements = 40;
inline constexpr double kSolveSeconds = 0.5;
inline constexpr std::uint64_t kChompPositions = 1000000;

struct MoveOption {
  std::string move;            // the element's label, or the bitten cell "(r,c)"
  int element = -1;            // the element taken (-1 for a Chomp bite)
  int row = -1, col = -1;      // the bitten cell (Chomp)
  std::string player;          // partizan games: "Black" or "White" ("" impartial)
  std::string position;        // the position left, as a line `solve` reads (Chomp: row lengths)
  std::string key;             // its key in the posets table ("" none)
  std::string value;           // its value (Grundy value, exact dyadic) or "" when not computed
  bool winning = false;        // a move to value 0 (impartial), the mover's best (partizan)
  std::string link;            // its page
};

struct ComputedValue {
  std::string name, value;
};

struct ObjectView {
  std::string table, key;          // table "" for an unstored object (a lookup)
  std::optional<StoredRow> row;    // the stored row
  CatalogueObject object;
  std::vector<ComputedValue> computed;
  std::vector<MoveOption> options;
  std::vector<std::string> winning_moves;
  std::vector<std::string> notes;  // what was not computed and why
};

// The view of the stored object `key` of `table`; nullopt when no row has that key.
// Throws BadKey for a key the table cannot read.
std::optional<ObjectView> stored_object_view(Db& db, const CatalogueTable& table, const std::string& key);
// The view of an object read from a line (a lookup that no table holds, a Chomp position).
ObjectView computed_object_view(const CatalogueObject& object);
// A Chomp position: row lengths, non-increasing, first >= 1 (UsageError otherwise).
ObjectView chomp_position_view(const std::vector<int>& rows);

// "8,8,5" -> {8,8,5}; BadKey for anything but a non-increasing list of 1..64 values, at most 64.
std::vector<int> parse_chomp_rows(const std::string& text);
std::string chomp_rows_text(const std::vector<int>& rows);

}  // namespace posetlab::catalogue
