#pragma once
// `posetlab show`: one object as a reader wants to see it at a terminal or in a file. The
// object is a stored row (a table and its key, as the catalogue's URLs name it) or any poset
// read in any input format; it is shown as
//   text  its `solve` line, canonical key, stored rows, and its Hasse diagram level by level;
//   key   the posets table's canonical key alone;
//   dot   Graphviz DOT of the Hasse diagram (two-level posets: bottoms and tops told apart);
//   svg   the layered Hasse diagram the catalogue draws (engine/formats/hasse_svg.hpp).
#include <optional>
#include <string>
#include <vector>

#include "catalogue/catalogue_tables.hpp"
#include "results/store/store.hpp"

namespace posetlab::catalogue {

enum class ShowFormat { Text, Key, Dot, Svg };
// "text", "key", "dot" or "svg"; UsageError naming the four otherwise.
ShowFormat parse_show_format(const std::string& name);

// What is shown: the object and the rows stored for it (none when no database was read).
struct Shown {
  CatalogueObject object;
  std::vector<StoredRow> rows;
};

// The stored object `key` of `table`; UsageError when the table has no pages or no such
// row, BadKey for a key it cannot read.
Shown shown_from_table(Store& store, const std::string& table, const std::string& key);
// A poset read from input, with its stored rows when `store` is given.
Shown shown_from_input(const ParsedPoset& parsed, Store* store);

std::string show_text(const Shown& s, ShowFormat format);

}  // namespace posetlab::catalogue
