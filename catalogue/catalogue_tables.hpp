#pragma once
// The tables the catalogue shows and how each names its objects in URLs.
//
// Every job table is searchable (`/search/TABLE`, `/api/search/TABLE`): its columns come from
// the database itself, so a column a later schema adds is filterable at once. A table whose
// rows are objects (posets, two-level classes, coloured posets, Maker-Breaker games, Chomp
// boards) also has one page per row, at `/object/TABLE/KEY`, where KEY is the row's key in
// text:
//   posets           the canonical digraph6, as `posetlab canonical` prints it   &CWP?
//   two_level        the canonical family, as `canonical` prints it for a family  family 3: {0,1} {1,2}
//   chomp            rows x columns, the smaller first (the transpose is the same) 8x10
//   coloured_posets  the stored digraph6 and colours                             &B?_:BW
//   mb_games         families, stored digraph6 and winning sets                  clutters:&B?_:{0} {1}
// The summary tables (counts per unit) are searchable only.
#include <functional>
#include <optional>
#include <stdexcept>
#include <variant>
#include <string>
#include <vector>

#include "engine/core/poset.hpp"
#include "results/queries/lookup.hpp"

namespace posetlab::catalogue {

// A KEY that does not name an object of the table (bad syntax, or well formed but naming
// something the table cannot hold): the server answers 400 with this text.
class BadKey : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A value bound to a placeholder: an integer, a text or a blob (two_level's sets).
using SqlParam = std::variant<std::int64_t, std::string, std::vector<std::uint8_t>>;
void bind_params(Stmt& s, const std::vector<SqlParam>& params, int first = 1);

// The WHERE clause selecting one object's row, with its values in placeholder order.
struct KeyMatch {
  std::string where;  // "size = ? AND canonical = ?"
  std::vector<SqlParam> params;
};

// What a row stands for, for its drawing and its moves.
enum class ObjectKind { Poset, TwoLevel, Coloured, MakerBreaker, Chomp };
struct CatalogueObject {
  ObjectKind kind = ObjectKind::Poset;
  Poset poset;
  std::vector<std::string> labels;  // per element; empty: ids
  std::vector<std::string> fills;   // per element (coloured posets)
  std::string colours;              // coloured posets: B/W per element
  std::string sets;                 // Maker-Breaker: the winning sets' text
  int rows = 0, cols = 0;           // Chomp
  std::string solve_line;           // the object as a line `posetlab solve` reads
};

struct CatalogueTable {
  std::string table;        // the SQL table or view
  std::string title;        // "All posets"
  std::string about;        // one sentence: what a row is
  std::string fill;         // the command that fills it
  std::string key_example;  // a KEY for the docs and the 400 messages
  std::string default_order;
  std::vector<std::string> text_columns_without_facets;  // names, keys: too many values to count
  std::string own_format_column;  // the column "download as the table's own format" writes
  std::string link_column;        // the column whose cell links to the row's page
  bool own_format_reads_back = false;  // the own format column is a line `solve` reads (else the object's line)
  std::string size_column;        // the column plots group by ("" none)
  // Null for the summary tables (no page per row).
  std::function<KeyMatch(const std::string& key)> match;
  std::function<std::string(const StoredRow& row)> key_of;
  std::function<CatalogueObject(const StoredRow& row)> object_of;
  bool has_pages() const { return bool(match); }
};

const std::vector<CatalogueTable>& catalogue_tables();
// Null when `name` is not a catalogue table.
const CatalogueTable* find_catalogue_table(const std::string& name);

// A row's column by name ("" when absent).
std::string row_value(const StoredRow& row, const std::string& column);

// The object a poset line of any format `posetlab solve` reads stands for, unstored.
CatalogueObject object_from_parsed(const ParsedPoset& parsed);

}  // namespace posetlab::catalogue
