// Canonical keys and stored rows of a poset; see lookup.hpp.
#include "results/queries/lookup.hpp"

#include <algorithm>

#include "engine/canonical.hpp"
#include "engine/chomp_shape.hpp"
#include "engine/format_digraph6.hpp"
#include "engine/format_text.hpp"
#include "engine/small_poset.hpp"
#include "enumerate/posets_job.hpp"
#include "enumerate/set_family_perm.hpp"
#include "results/store/sets_codec.hpp"
#include "results/store/table_printer.hpp"
#include "util/json.hpp"

namespace posetlab {
namespace {

bool has_table(Db& db, const std::string& name) {
  Stmt s = db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?");
  s.bind(1, name);
  return s.step();
}

void collect(Stmt& s, const std::string& table, std::vector<StoredRow>& out) {
  while (s.step()) {
    StoredRow row;
    row.table = table;
    for (int c = 0; c < s.columns(); ++c) {
      row.columns.emplace_back(s.name(c), value_text(s, c));
      row.numeric.push_back(s.type(c) == SQLITE_INTEGER || s.type(c) == SQLITE_FLOAT);
    }
    out.push_back(std::move(row));
  }
}

// The coloured canonical form of a poset of at most 64 elements with colour[x] 0 (black)
// or 1 (white): equal iff isomorphic as coloured posets.
std::pair<std::vector<std::uint64_t>, std::vector<int>> coloured_canonical_form(const Poset& p,
                                                                                const std::vector<int>& colour) {
  const SmallPoset s = SmallPoset::from_poset(p);
  std::vector<std::uint64_t> masks(std::size_t(s.k));
  std::vector<int> colours(std::size_t(s.k));
  canonical_coloured_poset_masks(s.k, s.up.data(), colour.data(), masks.data(), colours.data());
  return {std::move(masks), std::move(colours)};
}

// The coloured_posets rows of p coloured `colours`: the table stores each class under
// genposetg's labelling and one colouring of its orbit, so the candidates of the same
// size, blacks and height are compared by coloured canonical form.
void collect_coloured(Db& db, const Poset& p, const std::vector<Colour>& colours, std::vector<StoredRow>& out) {
  std::vector<int> colour(colours.size());
  int blacks = 0;
  for (std::size_t x = 0; x < colours.size(); ++x) {
    colour[x] = colours[x] == Colour::Black ? 0 : 1;
    blacks += colours[x] == Colour::Black;
  }
  const auto wanted = coloured_canonical_form(p, colour);
  Stmt candidates =
      db.prepare("SELECT poset, colours FROM coloured_posets WHERE size = ? AND blacks = ? AND height = ?");
  candidates.bind(1, p.size()).bind(2, blacks).bind(3, p.height());
  while (candidates.step()) {
    const std::string poset = candidates.text(0), word = candidates.text(1);
    const Poset stored = parse_digraph6(poset, LineSource{"coloured_posets", 0});
    if (stored.size() != p.size() || word.size() != std::size_t(p.size())) continue;
    std::vector<int> stored_colour(word.size());
    for (std::size_t x = 0; x < word.size(); ++x) stored_colour[x] = word[x] == 'B' ? 0 : 1;
    if (coloured_canonical_form(stored, stored_colour) != wanted) continue;
    Stmt row = db.prepare("SELECT * FROM coloured_posets WHERE size = ? AND poset = ? AND colours = ?");
    row.bind(1, p.size()).bind(2, poset).bind(3, word);
    collect(row, "coloured_posets", out);
  }
}

}  // namespace

std::string posets_table_key(const Poset& p) {
  if (p.size() <= 64) return canonical_digraph6(p);  // the function the posets job stores by
  const CanonicalLabeling lab = canonical_labeling(p);
  std::vector<int> position(p.size());
  for (int i = 0; i < p.size(); ++i) position[lab.order[i]] = i;
  return poset_to_digraph6(p.relabeled(position));
}

TwoLevelKey two_level_table_key(const Family& f) {
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
    key.sets = canonical_family(f.bottoms, masks).sets;
  }
  Family canonical{f.bottoms, {}};
  for (std::uint64_t m : key.sets) {
    std::vector<int> top;
    for (int b = 0; b < f.bottoms; ++b)
      if (m >> b & 1) top.push_back(b);
    canonical.tops.push_back(std::move(top));
  }
  key.text = family_to_text(canonical);
  return key;
}

std::vector<StoredRow> lookup_poset(Store& store, const Poset& p, const std::optional<Family>& family,
                                    const std::optional<std::vector<Colour>>& colours) {
  std::vector<StoredRow> rows;
  Db& db = store.db();
  if (colours) {  // a coloured poset is its own class: the uncoloured tables do not hold it
    if (p.size() <= 64 && has_table(db, "coloured_posets")) collect_coloured(db, p, *colours, rows);
    return rows;
  }
  if (has_table(db, "posets")) {
    Stmt s = db.prepare("SELECT * FROM posets WHERE size = ? AND canonical = ?");
    s.bind(1, p.size()).bind(2, posets_table_key(p));
    collect(s, "posets", rows);
  }
  if (family && family->bottoms <= 64 && has_table(db, "two_level")) {
    const TwoLevelKey key = two_level_table_key(*family);
    Stmt s = db.prepare("SELECT * FROM two_level WHERE bottoms = ? AND sets = ?");
    const std::string blob = encode_sets(key.bottoms, key.sets);
    s.bind(1, key.bottoms).bind_blob(2, blob.data(), int(blob.size()));
    collect(s, "two_level", rows);
  }
  // A Chomp board in any labelling (a rows x cols grid without its poisoned square) is the
  // chomp table's row a x b, a <= b: the transposed board is the same game.
  if (has_table(db, "chomp"))
    if (const std::optional<ChompShape> shape = recognise_chomp(p); shape && shape->is_board()) {
      Stmt s = db.prepare("SELECT * FROM chomp WHERE a = ? AND b = ?");
      s.bind(1, std::min(shape->rows(), shape->cols())).bind(2, std::max(shape->rows(), shape->cols()));
      collect(s, "chomp", rows);
    }
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
    else if (row.numeric[c]) j.raw(name, value);
    else j.add(name, value);
  }
  return j.str();
}

}  // namespace posetlab
