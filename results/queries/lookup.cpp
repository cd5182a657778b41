// Canonical keys and stored rows of a poset; see lookup.hpp.
#include "results/queries/lookup.hpp"

#include <algorithm>

#include "engine/core/canonical.hpp"
#include "engine/core/small_poset.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_text.hpp"
#include "enumerate/posets_job.hpp"
#include "enumerate/set_family_perm.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "results/store/table_printer.hpp"
#include "util/json.hpp"

namespace posetlab {
bool StoredRow::numeric(std::size_t c) const { return types[c] == SQLITE_INTEGER || types[c] == SQLITE_FLOAT; }

void collect_stored_rows(Stmt& s, const std::string& table, std::vector<StoredRow>& out) {
  while (s.step()) {
    StoredRow row;
    row.table = table;
    for (int c = 0; c < s.columns(); ++c) {
      row.columns.emplace_back(s.name(c), value_text(s, c));
      row.types.push_back(s.type(c));
    }
    out.push_back(std::move(row));
  }
}

std::string posets_table_key(const Poset& p) {
  if (p.size() <= 64) return canonical_digraph6(p);  // the function the posets job stores by
  const CanonicalLabeling lab = canonical_labeling(p);
  std::vector<int> position(p.size());
  for (int i = 0; i < p.size(); ++i) position[lab.order[i]] = i;
  return poset_to_digraph6(p.relabeled(position));
}

TwoLevelKey two_level_table_key(const SetSystem& f) {
  if (f.bottoms > 64) throw UsageError("two_level keys take at most 64 bottoms, this family has " + std::to_string(f.bottoms));
  std::vector<std::uint64_t> masks;
  for (const auto& top : f.tops) {
    std::uint64_t m = 0;
    for (int b : top) m |= std::uint64_t{1} << b;
    masks.push_back(m);
  }
  TwoLevelKey key;
  key.bottoms = f.bottoms;
  // The representative the two_level job stores: the permutation tables' maximum up to
  // kMaxBottoms bottoms (an empty top, mask 0, sorts first), nauty's canonical form beyond.
  if (f.bottoms <= PermTables::kMaxBottoms) {
    std::vector<std::uint64_t> nonempty;
    for (std::uint64_t m : masks)
      if (m) nonempty.push_back(m);
    key.sets = max_canonical_sets(f.bottoms, nonempty, nullptr);
    if (nonempty.size() < masks.size()) key.sets.insert(key.sets.begin(), 0);
  } else {
    key.sets = canonical_set_system(f.bottoms, masks).sets;
  }
  SetSystem canonical{f.bottoms, {}};
  for (std::uint64_t m : key.sets) {
    std::vector<int> top;
    for (int b = 0; b < f.bottoms; ++b)
      if (m >> b & 1) top.push_back(b);
    canonical.tops.push_back(std::move(top));
  }
  key.text = set_system_to_text(canonical);
  return key;
}

std::vector<StoredRow> lookup_poset(Store& store, const Poset& p, const std::optional<SetSystem>& family,
                                    const std::optional<std::vector<Colour>>& colours) {
  std::vector<const TableDescription*> tables;
  for (const TableDescription* t : table_descriptions())
    if (t->lookup && store.db().has_table(t->table)) tables.push_back(t);
  std::stable_sort(tables.begin(), tables.end(), [](const TableDescription* a, const TableDescription* b) {
    return a->lookup->rank < b->lookup->rank;
  });
  std::vector<StoredRow> rows;
  const LookupQuery query{p, family, colours};
  for (const TableDescription* t : tables) t->lookup->rows(store.db(), query, rows);
  return rows;
}

std::string canonical_line(const ParsedPoset& parsed, const std::string& input, bool json) {
  const std::string key = posets_table_key(parsed.poset);
  std::optional<TwoLevelKey> two_level;
  if (parsed.family && parsed.family->bottoms <= 64) two_level = two_level_table_key(*parsed.family);
  if (!json) return two_level ? key + "\t" + two_level->text : key;
  JsonObject j;
  j.add("input", input).add("line", parsed.line).add("size", parsed.poset.size()).add("canonical", key);
  if (two_level) j.add("two_level", two_level->text);
  return j.str();
}

std::string stored_row_line(const StoredRow& row, const std::string& input, std::size_t line, bool json) {
  if (!json) {
    std::string text = input + ":" + std::to_string(line) + " table=" + row.table;
    for (const auto& [name, value] : row.columns) text += " " + name + "=" + value;
    return text;
  }
  JsonObject j;
  j.add("input", input).add("line", line).add("table", row.table);
  for (std::size_t c = 0; c < row.columns.size(); ++c) {
    const auto& [name, value] = row.columns[c];
    if (value == "NULL") j.raw(name, "null");
    else if (row.numeric(c)) j.raw(name, value);
    else j.add(name, value);
  }
  return j.str();
}

}  // namespace posetlab
