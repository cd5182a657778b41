// The job kinds' tables; see table_kinds.hpp.
#include "results/table_kinds.hpp"

#include "engine/error.hpp"
#include "results/two_level_rows.hpp"

namespace posetlab {

const TableKind& two_level_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "two_level";
    k.key_columns = "bottoms, sets";
    k.value_columns = kTwoLevelValueColumns;
    k.name_column = "family";
    k.label = "classes";
    k.size_column = "bottoms";
    k.fine_columns = "bottoms, tops";
    k.store_table = "two_level_rows";  // two_level is a view deriving its texts (schema.cpp v7)
    k.store_value_columns = kTwoLevelStoredValueColumns;
    k.store_name = "two_level_family(@bottoms, @sets)";
    return k;
  }();
  return t;
}

const TableKind& posets_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "posets";
    k.key_columns = "size, part, canonical";  // part first: a unit's rows are one run of the key order
    k.value_columns = "relations, hasse_arcs, height, width, levels, components, grundy, gset, outcome, aut, n_free";
    k.name_column = "canonical";
    k.label = "posets";
    k.size_column = "size";
    k.fine_columns = "size, height";
    return k;
  }();
  return t;
}

const TableKind& coloured_posets_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "coloured_posets";
    k.key_columns = "size, poset, colours";
    k.value_columns = "blacks, height, width, balanced, blocking_triples, bw, pomax, aut";
    k.name_column = "poset";
    k.label = "classes";
    k.size_column = "size";
    k.fine_columns = "size, blacks";
    k.value_column = "pomax";
    k.value_prefix = "pomax";
    return k;
  }();
  return t;
}

const TableKind& mb_games_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "mb_games";
    k.key_columns = "families, size, poset, sets";
    k.value_columns = "height, parity, set_count, set_sizes, outcome, maker_first, maker_second, aut";
    k.name_column = "sets";
    k.label = "games";
    k.size_column = "size";
    k.fine_columns = "size, set_count";
    k.value_column = "outcome";
    k.value_prefix = "";
    k.value_letters = "MBNP";
    return k;
  }();
  return t;
}

const TableKind& posets_summary_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "posets_summary";
    k.key_columns = "size, part, grundy, height, width, components";
    k.value_columns = "outcome, posets";
    k.name_column = "part";
    k.label = "posets";
    k.size_column = "size";
    k.fine_columns = "size, height";
    k.weight_column = "posets";
    return k;  // WITHOUT ROWID, keyed by its primary key: no bulk load
  }();
  return t;
}

const TableKind& chomp_table() {
  static const TableKind t = [] {
    TableKind k;
    k.table = "chomp";
    k.key_columns = "a, b";
    k.value_columns = "grundy, outcome, winning_bites, bites";
    k.name_column = "bites";
    k.label = "boards";
    k.size_column = "b";
    k.fine_columns = "b, a";
    return k;
  }();
  return t;
}

const std::vector<const TableKind*>& table_kinds() {
  static const std::vector<const TableKind*> all = {&two_level_table(), &posets_table(), &coloured_posets_table(),
                                                    &mb_games_table(), &posets_summary_table(),
                                                    &chomp_table()};
  return all;
}

const TableKind& table_kind(const std::string& name) {
  for (const TableKind* t : table_kinds())
    if (t->table == name) return *t;
  throw DbError("unknown job table \"" + name + "\"");
}

std::vector<std::string> split_columns(const std::string& columns) {
  std::vector<std::string> out;
  std::string word;
  for (char c : columns + ",") {
    if (c == ',') {
      if (!word.empty()) out.push_back(word);
      word.clear();
    } else if (c != ' ') {
      word += c;
    }
  }
  return out;
}

TableChecksum table_checksum(Db& db, const TableKind& table) { return query_checksum(db, table.checksum_sql()); }

}  // namespace posetlab
