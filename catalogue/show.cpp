// `posetlab show`'s renderings; see show.hpp.
#include "catalogue/show.hpp"

#include <algorithm>

#include "catalogue/object_view.hpp"
#include "engine/core/error.hpp"
#include "engine/formats/format_dot.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/formats/hasse_svg.hpp"
#include "engine/formats/poset_reader.hpp"

namespace posetlab::catalogue {
namespace {

std::string label(const CatalogueObject& o, int e) {
  std::string l = e < int(o.labels.size()) && !o.labels[e].empty() ? o.labels[e] : std::to_string(e);
  if (e < int(o.colours.size())) l += o.colours[e] == 'B' ? "(B)" : "(W)";
  return l;
}

// The Hasse diagram level by level, top level first, each element with its upper covers.
std::string levels_text(const CatalogueObject& o) {
  const Poset& p = o.poset;
  if (p.size() == 0) return "  (the empty poset)\n";
  const HasseLayout l = hasse_layout(p);
  std::vector<std::vector<int>> rows(l.level_sizes.size());
  for (int e = 0; e < p.size(); ++e) rows[l.level[e]].push_back(e);
  for (auto& row : rows) std::sort(row.begin(), row.end(), [&](int a, int b) { return l.place[a] < l.place[b]; });
  std::string out;
  for (std::size_t k = rows.size(); k-- > 0;) {
    out += "  level " + std::to_string(k) + ":";
    for (int e : rows[k]) {
      out += " " + label(o, e);
      if (!p.upper_covers(e).empty()) {
        out += "<";
        for (std::size_t i = 0; i < p.upper_covers(e).size(); ++i) out += (i ? "," : "") + label(o, p.upper_covers(e)[i]);
      }
    }
    out += "\n";
  }
  return out;
}

std::string chomp_text(const CatalogueObject& o) {
  std::string out;
  for (int r = 0; r < o.rows; ++r) {
    out += "  ";
    for (int c = 0; c < o.cols; ++c) out += r == 0 && c == 0 ? "X" : "#";
    out += "\n";
  }
  return out;
}

}  // namespace

ShowFormat parse_show_format(const std::string& name) {
  if (name == "text") return ShowFormat::Text;
  if (name == "key") return ShowFormat::Key;
  if (name == "dot") return ShowFormat::Dot;
  if (name == "svg") return ShowFormat::Svg;
  throw UsageError("--format: expected text, key, dot or svg, not '" + name + "'");
}

Shown shown_from_table(Store& store, const std::string& table, const std::string& key) {
  const CatalogueTable* t = find_catalogue_table(table);
  if (!t || !t->has_pages())
    throw UsageError("--table: no objects to show in '" + table + "' (tables: posets, two_level, chomp, coloured_posets, mb_games)");
  if (!store.db().has_table(t->table)) throw UsageError(store.path() + " has no " + t->table + " table; fill it with: " + t->fill);
  KeyMatch m;
  try {
    m = t->match(key);
  } catch (const BadKey& e) {
    throw UsageError(std::string("--key: ") + e.what());
  }
  Stmt s = store.db().prepare("SELECT * FROM \"" + t->table + "\" WHERE " + m.where);
  bind_params(s, m.params);
  Shown shown;
  collect_stored_rows(s, t->table, shown.rows);
  if (shown.rows.empty()) throw UsageError("no row of " + t->table + " has the key '" + key + "' (a key looks like " + t->key_example + ")");
  shown.object = t->object_of(shown.rows.front());
  if (shown.object.kind == ObjectKind::Chomp) shown.object.poset = PosetReader::parse_line(shown.object.solve_line, LineSource{}, ReaderOptions{})->poset;
  return shown;
}

Shown shown_from_input(const ParsedPoset& parsed, Store* store) {
  Shown s;
  s.object = object_from_parsed(parsed);
  if (parsed.family) {
    s.object.solve_line = set_system_to_text(*parsed.family);
    const int b = parsed.family->bottoms;
    for (int e = 0; e < parsed.poset.size(); ++e) s.object.labels.push_back(e < b ? "b" + std::to_string(e) : "t" + std::to_string(e - b));
  }
  if (parsed.labels) {  // a labelled line: its labels name the elements of the drawings and its line
    s.object.labels = *parsed.labels;
    s.object.solve_line = with_labels(s.object.solve_line, *parsed.labels);
  }
  if (store) s.rows = lookup_poset(*store, parsed.poset, parsed.family, parsed.colours);
  return s;
}

std::string show_text(const Shown& s, ShowFormat format) {
  const CatalogueObject& o = s.object;
  switch (format) {
    case ShowFormat::Key: return posets_table_key(o.poset) + "\n";
    case ShowFormat::Dot: {
      DotOptions d;
      d.labels = o.labels;
      return poset_to_dot(o.poset, d);
    }
    case ShowFormat::Svg: {
      HasseSvgOptions h;
      h.labels = o.labels;
      h.fills = o.fills;
      return hasse_svg(o.poset, h) + "\n";
    }
    case ShowFormat::Text: break;
  }
  std::string out = o.solve_line + "\n";
  out += "canonical: " + posets_table_key(o.poset) + "\n";
  out += "elements: " + std::to_string(o.poset.size()) + ", cover pairs: " + std::to_string(o.poset.cover_count()) +
         ", height: " + std::to_string(o.poset.height()) + "\n";
  for (const StoredRow& row : s.rows) {
    out += "stored in " + row.table + ":";
    for (const auto& [name, value] : row.columns) out += " " + name + "=" + value;
    out += "\n";
  }
  if (o.kind == ObjectKind::Chomp && o.rows > 0) return out + "board (X: the poisoned square):\n" + chomp_text(o);
  return out + "Hasse diagram, top level first (an element, then '<' and the elements covering it):\n" + levels_text(o);
}

}  // namespace posetlab::catalogue
