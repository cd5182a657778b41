// The catalogue's tables and their URL keys; see catalogue_tables.hpp.
#include "catalogue/catalogue_tables.hpp"

#include <algorithm>
#include <charconv>

#include "engine/core/error.hpp"
#include "engine/core/set_system.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/poset_reader.hpp"
#include "enumerate/families.hpp"
#include "results/tables/posets.hpp"

namespace posetlab::catalogue {
namespace {

Poset digraph6_or_bad_key(const std::string& text, const std::string& what) {
  try {
    return parse_digraph6(text, LineSource{"KEY", 1}, 64);
  } catch (const std::exception& e) {
    throw BadKey(what + " is not a digraph6 poset: " + e.what());
  }
}

std::vector<std::string> split(const std::string& text, char sep, std::size_t at_most) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (parts.size() + 1 < at_most) {
    const std::size_t at = text.find(sep, start);
    if (at == std::string::npos) break;
    parts.push_back(text.substr(start, at - start));
    start = at + 1;
  }
  parts.push_back(text.substr(start));
  return parts;
}

std::string element_text(const Poset& p) { return p.to_text(); }

// "poset 3 BWB: 0<1" from a poset's text and a colour word.
std::string coloured_line(const Poset& p, const std::string& colours) {
  std::string text = p.to_text();  // "poset 3: ..."
  const std::size_t colon = text.find(':');
  return text.substr(0, colon) + " " + colours + text.substr(colon);
}

std::vector<std::string> fills_of(const std::string& colours) {
  std::vector<std::string> fills;
  for (char c : colours) fills.push_back(c == 'B' ? "#222" : "white");
  return fills;
}

std::pair<int, int> chomp_key(const std::string& key) {
  const std::size_t x = key.find('x');
  int a = 0, b = 0;
  const char* end = key.data() + key.size();
  auto ok = [](std::from_chars_result r, const char* stop) { return r.ec == std::errc() && r.ptr == stop; };
  if (x == std::string::npos || !ok(std::from_chars(key.data(), key.data() + x, a), key.data() + x) ||
      !ok(std::from_chars(key.data() + x + 1, end, b), end) || a < 1 || b < 1 || a > 64 || b > 64)
    throw BadKey("a Chomp board is ROWSxCOLUMNS with both from 1 to 64, e.g. 8x10; got '" + key + "'");
  return {std::min(a, b), std::max(a, b)};
}

CatalogueTable posets_table() {
  CatalogueTable t;
  t.table = "posets";
  t.link_column = "canonical";
  t.title = "All posets";
  t.about = "one row per poset up to isomorphism, with its Grundy value, misère outcome and shape";
  t.fill = "posetlab enumerate posets --size N";
  t.key_example = "&CWP?";
  t.default_order = "size, part, canonical";  // the key's order: a page of a size is a seek, not a sort
  t.text_columns_without_facets = {"canonical"};
  t.own_format_column = "canonical";
  t.own_format_reads_back = true;
  t.size_column = "size";
  t.match = [](const std::string& key) {
    const Poset p = digraph6_or_bad_key(key, "KEY");
    return KeyMatch{posets_key_where(), {std::int64_t(p.size()), key}};
  };
  t.key_of = [](const StoredRow& r) { return row_value(r, "canonical"); };
  t.object_of = [](const StoredRow& r) {
    CatalogueObject o;
    o.poset = digraph6_or_bad_key(row_value(r, "canonical"), "the stored key");
    o.solve_line = element_text(o.poset);
    return o;
  };
  return t;
}

CatalogueTable two_level_table() {
  CatalogueTable t;
  t.table = "two_level";
  t.link_column = "family";
  t.title = "Extensional two-level posets";
  t.about = "one row per isomorphism class of families of distinct subsets (tops over bottoms)";
  t.fill = "posetlab enumerate two-level --bottoms N";
  t.key_example = "family 3: {0,1} {1,2}";
  t.default_order = "bottoms, sets";  // the key's order
  t.text_columns_without_facets = {"family", "sets", "bottom_twins"};
  t.own_format_column = "family";
  t.own_format_reads_back = true;
  t.size_column = "bottoms";
  t.match = [](const std::string& key) {
    std::optional<ParsedPoset> parsed;
    try {
      ReaderOptions options;
      options.format = Format::Auto;
      parsed = PosetReader::parse_line(key, LineSource{"KEY", 1}, options);
    } catch (const std::exception& e) {
      throw BadKey(std::string("KEY is not a family line: ") + e.what());
    }
    if (!parsed || !parsed->family) throw BadKey("KEY is not a family line, e.g. 'family 3: {0,1} {1,2}'");
    TwoLevelKey k;
    try {
      k = two_level_table_key(*parsed->family);
    } catch (const std::exception& e) {
      throw BadKey(e.what());
    }
    // The stored blob: each set in ceil(b/8) bytes (at least 1), big-endian.
    const int bytes = std::max(1, (k.bottoms + 7) / 8);
    std::vector<std::uint8_t> blob;
    for (std::uint64_t m : k.sets)
      for (int i = bytes - 1; i >= 0; --i) blob.push_back(std::uint8_t(m >> (8 * i)));
    return KeyMatch{"bottoms = ? AND sets = ?", {std::int64_t(k.bottoms), blob}};
  };
  t.key_of = [](const StoredRow& r) { return row_value(r, "family"); };
  t.object_of = [](const StoredRow& r) {
    ReaderOptions options;
    options.format = Format::Auto;
    auto parsed = PosetReader::parse_line(row_value(r, "family"), LineSource{"two_level", 1}, options);
    CatalogueObject o;
    o.kind = ObjectKind::TwoLevel;
    o.poset = parsed->poset;
    const int b = parsed->family->bottoms;
    for (int e = 0; e < o.poset.size(); ++e) o.labels.push_back(e < b ? "b" + std::to_string(e) : "t" + std::to_string(e - b));
    for (int e = 0; e < o.poset.size(); ++e) o.fills.push_back(e < b ? "#e8eef8" : "#fdebd0");
    o.solve_line = row_value(r, "family");
    return o;
  };
  return t;
}

CatalogueTable chomp_table() {
  CatalogueTable t;
  t.table = "chomp";
  t.link_column = "a";
  t.title = "Chomp boards";
  t.about = "one row per rectangular Chomp board a x b (a <= b), with its value or outcome and winning bites";
  t.fill = "posetlab enumerate chomp --max B";
  t.key_example = "8x10";
  t.default_order = "b, a";
  t.text_columns_without_facets = {"bites"};
  t.own_format_column = "bites";
  t.size_column = "b";
  t.match = [](const std::string& key) {
    const auto [a, b] = chomp_key(key);
    return KeyMatch{"a = ? AND b = ?", {std::int64_t(a), std::int64_t(b)}};
  };
  t.key_of = [](const StoredRow& r) { return row_value(r, "a") + "x" + row_value(r, "b"); };
  t.object_of = [](const StoredRow& r) {
    CatalogueObject o;
    o.kind = ObjectKind::Chomp;
    o.rows = std::stoi(row_value(r, "a"));
    o.cols = std::stoi(row_value(r, "b"));
    o.solve_line = families::chomp(o.rows, o.cols).to_text();
    return o;
  };
  return t;
}

CatalogueTable coloured_table() {
  CatalogueTable t;
  t.table = "coloured_posets";
  t.link_column = "poset";
  t.title = "Black-white coloured posets";
  t.about = "one row per coloured poset up to colour-preserving isomorphism, with its black-white and pomax values";
  t.fill = "posetlab enumerate coloured-posets --size N";
  t.key_example = "&B?_:BW";
  t.default_order = "size, poset, colours";
  t.text_columns_without_facets = {"poset", "colours"};
  t.own_format_column = "poset";
  t.size_column = "size";
  t.match = [](const std::string& key) {
    const auto parts = split(key, ':', 2);
    if (parts.size() != 2) throw BadKey("a coloured poset is DIGRAPH6:COLOURS, e.g. &B?_:BW");
    const Poset p = digraph6_or_bad_key(parts[0], "the poset before ':'");
    if (int(parts[1].size()) != p.size() ||
        parts[1].find_first_not_of("BW") != std::string::npos)
      throw BadKey("the colours after ':' must be one B or W per element (" + std::to_string(p.size()) + ")");
    return KeyMatch{"size = ? AND poset = ? AND colours = ?", {std::int64_t(p.size()), parts[0], parts[1]}};
  };
  t.key_of = [](const StoredRow& r) { return row_value(r, "poset") + ":" + row_value(r, "colours"); };
  t.object_of = [](const StoredRow& r) {
    CatalogueObject o;
    o.kind = ObjectKind::Coloured;
    o.poset = digraph6_or_bad_key(row_value(r, "poset"), "the stored poset");
    o.colours = row_value(r, "colours");
    o.fills = fills_of(o.colours);
    o.solve_line = coloured_line(o.poset, o.colours);
    return o;
  };
  return t;
}

CatalogueTable mb_table() {
  CatalogueTable t;
  t.table = "mb_games";
  t.link_column = "poset";
  t.title = "Maker-Breaker poset games";
  t.about = "one row per Maker-Breaker game on a small poset up to isomorphism, with its outcome";
  t.fill = "posetlab enumerate mb-games";
  t.key_example = "clutters:&B?_:{0} {1}";
  t.default_order = "families, size, poset, sets";
  t.text_columns_without_facets = {"poset", "sets"};
  t.own_format_column = "poset";
  t.size_column = "size";
  t.match = [](const std::string& key) {
    const auto parts = split(key, ':', 3);
    if (parts.size() != 3) throw BadKey("a Maker-Breaker game is FAMILIES:DIGRAPH6:SETS, e.g. clutters:&B?_:{0} {1}");
    const Poset p = digraph6_or_bad_key(parts[1], "the poset");
    return KeyMatch{"families = ? AND size = ? AND poset = ? AND sets = ?",
                    {parts[0], std::int64_t(p.size()), parts[1], parts[2]}};
  };
  t.key_of = [](const StoredRow& r) {
    return row_value(r, "families") + ":" + row_value(r, "poset") + ":" + row_value(r, "sets");
  };
  t.object_of = [](const StoredRow& r) {
    CatalogueObject o;
    o.kind = ObjectKind::MakerBreaker;
    o.poset = digraph6_or_bad_key(row_value(r, "poset"), "the stored poset");
    o.sets = row_value(r, "sets");
    o.solve_line = o.poset.to_text() + (o.sets == "-" ? std::string() : " | " + o.sets);
    return o;
  };
  return t;
}

CatalogueTable summary_table(std::string table, std::string title, std::string about, std::string fill,
                             std::string size_column) {
  CatalogueTable t;
  t.table = std::move(table);
  t.title = std::move(title);
  t.about = std::move(about);
  t.fill = std::move(fill);
  t.size_column = std::move(size_column);
  t.default_order = "size, part";
  return t;
}

}  // namespace

void bind_params(Stmt& s, const std::vector<SqlParam>& params, int first) {
  int i = first;
  for (const SqlParam& p : params) {
    if (const auto* v = std::get_if<std::int64_t>(&p)) s.bind(i, *v);
    else if (const auto* t = std::get_if<std::string>(&p)) s.bind(i, std::string_view(*t));
    else {
      const auto& b = std::get<std::vector<std::uint8_t>>(p);
      s.bind_blob(i, b.data(), int(b.size()));
    }
    ++i;
  }
}

const std::vector<CatalogueTable>& catalogue_tables() {
  static const std::vector<CatalogueTable> tables = {
      posets_table(),
      two_level_table(),
      chomp_table(),
      coloured_table(),
      mb_table(),
      summary_table("posets_summary", "All posets, counted", "counts of posets per part and values, for the sizes counted without rows",
                    "posetlab enumerate posets --size N --summary", "size"),
      summary_table("two_level_summary", "Two-level posets, counted", "counts of two-level classes per part and values, for the largest sizes",
                    "posetlab enumerate two-level --size N --summary", "size"),
  };
  return tables;
}

const CatalogueTable* find_catalogue_table(const std::string& name) {
  for (const CatalogueTable& t : catalogue_tables())
    if (t.table == name) return &t;
  return nullptr;
}

std::string row_value(const StoredRow& row, const std::string& column) {
  for (const auto& [name, value] : row.columns)
    if (name == column) return value;
  return {};
}

CatalogueObject object_from_parsed(const ParsedPoset& parsed) {
  CatalogueObject o;
  o.poset = parsed.poset;
  if (parsed.colours) {
    o.kind = ObjectKind::Coloured;
    for (Colour c : *parsed.colours) o.colours += colour_letter(c);
    o.fills = fills_of(o.colours);
    o.solve_line = coloured_line(o.poset, o.colours);
  } else if (parsed.winning_sets) {
    o.kind = ObjectKind::MakerBreaker;
    std::string sets;
    for (const auto& set : *parsed.winning_sets) {
      sets += sets.empty() ? "{" : " {";
      for (std::size_t i = 0; i < set.size(); ++i) sets += (i ? "," : "") + std::to_string(set[i]);
      sets += "}";
    }
    o.sets = sets.empty() ? "-" : sets;
    o.solve_line = o.poset.to_text() + (sets.empty() ? std::string() : " | " + sets);
  } else {
    o.solve_line = o.poset.to_text();
  }
  return o;
}

}  // namespace posetlab::catalogue
