// One page per object (`/object/TABLE/KEY`), the lookup of any poset (`/lookup?q=LINE`), the
// Chomp positions (`/chomp?rows=8,8,5`), and their JSON under /api/.
#include <algorithm>

#include "catalogue/catalogue_tables.hpp"
#include "catalogue/html_page.hpp"
#include "catalogue/json_rows.hpp"
#include "catalogue/object_view.hpp"
#include "catalogue/routes.hpp"
#include "catalogue/table_search.hpp"
#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/hasse_svg.hpp"
#include "engine/formats/poset_reader.hpp"

namespace posetlab::catalogue {
namespace {

constexpr int kDrawElements = 120;  // larger posets are listed, not drawn

const CatalogueTable& paged_table(RequestContext& ctx, const std::string& name) {
  const CatalogueTable* t = find_catalogue_table(name);
  if (!t || !t->has_pages()) throw NotFound("no object pages for '" + name + "' (tables with pages: posets, two_level, chomp, coloured_posets, mb_games)");
  if (!ctx.db().has_table(t->table)) throw NotFound("this database has no " + t->table + " table yet; fill it with: " + t->fill);
  return *t;
}

ObjectView stored_or_404(RequestContext& ctx) {
  const CatalogueTable& t = paged_table(ctx, ctx.captures.at(0));
  std::optional<ObjectView> v = stored_object_view(ctx.db(), t, ctx.captures.at(1));
  if (!v)
    throw NotFound("no row of " + t.table + " has the key '" + ctx.captures.at(1) + "' (a key looks like " + t.key_example +
                   "; /lookup finds a poset in any labelling)");
  return *v;
}

std::string view_json(const ObjectView& v) {
  JsonObject o = v.row ? row_json(*v.row) : JsonObject();
  o.add("table", v.table).add("key", v.key).add("input", v.object.solve_line);
  JsonObject computed;
  for (const ComputedValue& c : v.computed) computed.add(c.name, c.value);
  o.raw("computed", computed.str());
  std::vector<std::string> options;
  for (const MoveOption& m : v.options) {
    JsonObject j;
    j.add("move", m.move);
    if (m.element >= 0) j.add("element", m.element);
    if (m.row >= 0) j.add("row", m.row).add("col", m.col);
    if (!m.player.empty()) j.add("player", m.player);
    j.add("position", m.position).add("key", m.key);
    if (m.value.empty()) j.raw("value", "null");
    else j.add("value", m.value);
    j.add("winning", m.winning).add("link", m.link);
    options.push_back(j.str());
  }
  o.raw("options", json_array(options)).raw("winning_moves", json_strings(v.winning_moves)).raw("notes", json_strings(v.notes));
  return o.str();
}

// The board or position as a grid of cells; each cell but the poisoned one bites.
std::string chomp_grid(const std::vector<int>& rows, int box_rows, int box_cols, const ObjectView& v) {
  std::string h = "<table class=\"board\" aria-label=\"Chomp position\">";
  for (int r = 0; r < box_rows; ++r) {
    h += "<tr>";
    for (int c = 0; c < box_cols; ++c) {
      const bool present = r < int(rows.size()) && c < rows[r];
      if (!present) {
        h += "<td class=\"gone\"></td>";
        continue;
      }
      if (r == 0 && c == 0) {
        h += "<td class=\"poison\" title=\"the poisoned square\"></td>";
        continue;
      }
      const std::string cell = "(" + std::to_string(r) + "," + std::to_string(c) + ")";
      const auto opt = std::find_if(v.options.begin(), v.options.end(), [&](const MoveOption& m) { return m.move == cell; });
      const bool win = opt != v.options.end() ? opt->winning
                                              : std::find(v.winning_moves.begin(), v.winning_moves.end(), cell) != v.winning_moves.end();
      std::vector<int> child(rows.begin(), rows.end());
      for (std::size_t i = r; i < child.size(); ++i) child[i] = std::min(child[i], c);
      while (!child.empty() && child.back() == 0) child.pop_back();
      const std::string title = "bite " + cell + (opt != v.options.end() && !opt->value.empty() ? ": value " + opt->value : "");
      h += "<td class=\"cell" + std::string(win ? " win" : "") + "\" data-cell=\"" + cell + "\"><a href=\"/chomp?rows=" +
           chomp_rows_text(child) + "\" title=\"" + html_escape(title) + "\"></a></td>";
    }
    h += "</tr>";
  }
  return h + "</table>";
}

std::string values_table(const ObjectView& v) {
  std::string h = "<table class=\"values\">";
  if (v.row)
    for (std::size_t c = 0; c < v.row->columns.size(); ++c) {
      std::string value = v.row->columns[c].second;
      // A g-set is stored as a bit mask (bit v: some move leads to value v): shown as its values too.
      if (v.row->columns[c].first == "gset" && v.row->numeric(c)) {
        const unsigned long long mask = std::stoull(value);
        std::string values;
        for (int bit = 0; bit < 64; ++bit)
          if (mask >> bit & 1) values += (values.empty() ? "" : ",") + std::to_string(bit);
        value += " (values " + (values.empty() ? std::string("none") : values) + ")";
      }
      h += "<tr><th>" + html_escape(v.row->columns[c].first) + "</th><td class=\"key\">" + html_escape(value) + "</td></tr>";
    }
  for (const ComputedValue& c : v.computed)
    h += "<tr><th>" + html_escape(c.name) + " <span class=\"note\">(computed now)</span></th><td>" + html_escape(c.value) + "</td></tr>";
  return h + "</table>";
}

std::string options_table(const ObjectView& v) {
  if (v.options.empty()) return v.object.poset.size() == 0 && v.object.kind != ObjectKind::Chomp
                                    ? "<p>No moves: the player to move loses.</p>" : std::string();
  const bool partizan = !v.options.front().player.empty();
  std::string h = "<h2>Options</h2><p class=\"note\">One row per move: the " +
                  std::string(v.object.kind == ObjectKind::Chomp ? "cell bitten" : "element taken (with everything above it)") +
                  ", the position left and its value. " +
                  (partizan ? "Marked: each player's best move." : "Marked: the winning moves (to value 0).") + "</p>";
  h += "<div class=\"scroll\"><table class=\"options\"><tr>" + std::string(partizan ? "<th>player</th>" : "") +
       "<th>move</th><th>position left</th><th>value</th></tr>";
  for (const MoveOption& m : v.options) {
    h += "<tr" + std::string(m.winning ? " class=\"winning\"" : "") + ">";
    if (partizan) h += "<td>" + html_escape(m.player) + "</td>";
    h += "<td>" + html_escape(m.move) + "</td><td class=\"key\"><a class=\"option\" href=\"" + html_escape(m.link) + "\"" +
         (m.key.empty() ? std::string() : " title=\"" + html_escape(m.key) + "\"") + ">" + html_escape(m.position) + "</a></td><td>" + html_escape(m.value.empty() ? "?" : m.value) + "</td></tr>";
  }
  return h + "</table></div>";
}

std::string drawing(const ObjectView& v) {
  const CatalogueObject& o = v.object;
  if (o.kind == ObjectKind::Chomp) {
    const std::vector<int> rows = v.table.empty() ? parse_chomp_rows(v.key) : std::vector<int>(o.rows, o.cols);
    return chomp_grid(rows, o.rows, o.cols, v);
  }
  if (o.poset.size() > kDrawElements)
    return "<p class=\"note\">Not drawn: more than " + std::to_string(kDrawElements) + " elements.</p>";
  HasseSvgOptions d;
  d.labels = o.labels;
  d.fills = o.fills;
  d.title = "Hasse diagram";
  d.marked.assign(o.poset.size(), false);
  d.links.assign(o.poset.size(), "");
  for (const MoveOption& m : v.options)
    if (m.element >= 0 && m.element < o.poset.size()) {
      d.links[m.element] = m.link;
      if (m.winning) d.marked[m.element] = true;
    }
  return "<figure class=\"drawing\">" + hasse_svg(o.poset, d) +
         "<figcaption class=\"note\">Least elements at the bottom; click an element to take it" +
         std::string(d.marked.empty() ? "" : "; a red ring marks a winning move") + ".</figcaption></figure>";
}

std::string object_body(const ObjectView& v) {
  std::string b = "<div class=\"cols\"><div>" + drawing(v) + "</div><div>" + values_table(v);
  if (!v.winning_moves.empty())
    b += "<p><b>Winning moves:</b> " + html_escape([&] {
      std::string s;
      for (const auto& m : v.winning_moves) s += (s.empty() ? "" : ", ") + m;
      return s;
    }()) + "</p>";
  for (const std::string& n : v.notes) b += "<p class=\"note\">" + html_escape(n) + "</p>";
  if (v.object.kind != ObjectKind::Chomp || !v.table.empty())
    b += "<p>As a line that <code>posetlab solve</code> reads:</p><pre class=\"key\">" + html_escape(v.object.solve_line) + "</pre>";
  if (!v.table.empty())
    b += "<p>This page: <a class=\"permalink key\" href=\"/object/" + html_escape(v.table) + "/" + html_escape(url_escape(v.key)) +
         "\">/object/" + html_escape(v.table) + "/" + html_escape(url_escape(v.key)) + "</a> (JSON: <a href=\"/api/object/" +
         html_escape(v.table) + "/" + html_escape(url_escape(v.key)) + "\">/api/object/...</a>)</p>";
  b += "</div></div>" + options_table(v);
  return b;
}

std::string object_title(const ObjectView& v) {
  const CatalogueObject& o = v.object;
  switch (o.kind) {
    case ObjectKind::Chomp:
      return v.table.empty() ? "Chomp position " + v.key : "Chomp board " + std::to_string(o.rows) + " x " + std::to_string(o.cols);
    case ObjectKind::TwoLevel: return "Two-level poset " + v.key;
    case ObjectKind::Coloured: return "Coloured poset " + (v.key.empty() ? o.solve_line : v.key);
    case ObjectKind::MakerBreaker: return "Maker-Breaker game " + (v.key.empty() ? o.solve_line : v.key);
    case ObjectKind::Poset: break;
  }
  return "Poset " + (v.key.empty() ? std::to_string(o.poset.size()) + " elements" : v.key);
}

Reply object_page(RequestContext& ctx) {
  const CatalogueTable& t = paged_table(ctx, ctx.captures.at(0));
  std::optional<ObjectView> v = stored_object_view(ctx.db(), t, ctx.captures.at(1));
  if (v) return Reply::html(html_page(object_title(*v), object_body(*v)));
  // A position of the game tree whose size is not stored: its values computed now, so a
  // walk through the options never ends on an empty page.
  if (t.table != "posets") stored_or_404(ctx);
  ParsedPoset parsed;
  parsed.poset = parse_digraph6(ctx.captures.at(1), LineSource{"KEY", 1}, 64);
  ObjectView computed = computed_object_view(object_from_parsed(parsed));
  computed.key = ctx.captures.at(1);
  Reply r = Reply::html(html_page(object_title(computed), "<p class=\"note\">This poset is not stored in this database "
                                  "(fill its size with <code>" + html_escape(t.fill) + "</code>); its values are computed now.</p>" +
                                  object_body(computed)));
  r.status = 404;
  return r;
}

Reply api_object(RequestContext& ctx) { return Reply::json(view_json(stored_or_404(ctx))); }

// What a lookup found: the stored rows of the poset read, and the poset.
struct Found {
  ParsedPoset parsed;
  std::vector<StoredRow> rows;
};

Found find(RequestContext& ctx, const std::string& text) {
  std::optional<ParsedPoset> parsed;
  ReaderOptions options;
  options.max_elements = 512;
  parsed = PosetReader::parse_line(text, LineSource{"q", 1}, options);
  if (!parsed) throw BadParameter("q", "empty: paste a poset in any format posetlab reads (docs/formats.md)");
  Found f{*parsed, {}};
  f.rows = lookup_poset(ctx.store(), parsed->poset, parsed->family, parsed->colours);
  return f;
}

std::string lookup_form(const std::string& text) {
  return "<form method=\"get\" action=\"/lookup\"><p>A poset in any format posetlab reads: <code>poset 4: 0&lt;1 0&lt;2 1&lt;3 2&lt;3</code>, "
         "<code>family 3: {0,1} {1,2}</code>, digraph6 such as <code>&amp;C?_G</code>, a coloured <code>poset 3 BWB: 0&lt;1</code>, "
         "or a game <code>poset 2: | {0} {1}</code>.</p><textarea name=\"q\" rows=\"3\" style=\"width:100%;max-width:40rem\">" +
         html_escape(text) + "</textarea><br><button type=\"submit\">Look up</button></form>";
}

std::string row_link(const StoredRow& row) {
  const CatalogueTable* t = find_catalogue_table(row.table);
  if (!t || !t->has_pages()) return {};
  return "/object/" + t->table + "/" + url_escape(t->key_of(row));
}

Reply lookup_page(RequestContext& ctx) {
  const std::string text = ctx.param("q").value_or("");
  if (text.empty()) return Reply::html(html_page("Lookup", lookup_form("")));
  Found f;
  try {
    f = find(ctx, text);
  } catch (const InputError& e) {
    Reply r = Reply::html(html_page("Lookup", "<p class=\"error\">" + html_escape(e.what()) + "</p>" + lookup_form(text)));
    r.status = 400;
    return r;
  }
  if (f.rows.size() == 1 && !row_link(f.rows.front()).empty()) return Reply::redirect(row_link(f.rows.front()));
  std::string b = lookup_form(text);
  if (f.rows.empty()) {
    b += "<p class=\"note\">No stored table holds this " + std::string(f.parsed.colours ? "coloured poset" : "poset") +
         "; its values are computed below.</p>";
  } else {
    b += "<h2>Stored in</h2><ul>";
    for (const StoredRow& row : f.rows) {
      const std::string link = row_link(row);
      b += "<li>" + (link.empty() ? html_escape(row.table) : "<a href=\"" + html_escape(link) + "\">" + html_escape(row.table) + "</a>") + "</li>";
    }
    b += "</ul>";
  }
  b += object_body(computed_object_view(object_from_parsed(f.parsed)));
  return Reply::html(html_page("Lookup", b));
}

Reply api_lookup(RequestContext& ctx) {
  const std::string text = ctx.param("q").value_or("");
  if (text.empty()) throw BadParameter("q", "missing: a poset in any format posetlab reads");
  Found f = find(ctx, text);
  JsonObject o;
  std::vector<std::string> rows;
  for (const StoredRow& row : f.rows) {
    JsonObject j;
    j.add("table", row.table).add("link", row_link(row)).raw("row", row_json(row).str());
    rows.push_back(j.str());
  }
  o.raw("stored", json_array(rows)).raw("object", view_json(computed_object_view(object_from_parsed(f.parsed))));
  return Reply::json(o.str());
}

Reply chomp_page(RequestContext& ctx) {
  const auto rows_text = ctx.param("rows");
  if (!rows_text) {
    std::string b = "<p>Open a board by its size, or a position by its row lengths (the poisoned square is at the top left). "
                    "Click a cell to bite it and see the position left, with its value, while positions are small enough to "
                    "solve at once.</p><form method=\"get\" action=\"/chomp\"><label>row lengths <input name=\"rows\" value=\"8,8,8,8\"></label> "
                    "<button type=\"submit\">Open</button></form><p>Every stored board: <a href=\"/search/chomp\">the chomp table</a>.</p>";
    return Reply::html(html_page("Chomp", b));
  }
  std::vector<int> rows;
  try {
    rows = parse_chomp_rows(*rows_text);
  } catch (const BadKey& e) {
    throw BadParameter("rows", e.what());
  }
  const ObjectView v = chomp_position_view(rows);
  std::string b;
  const bool board = std::all_of(rows.begin(), rows.end(), [&](int x) { return x == rows[0]; });
  if (board && ctx.db().has_table("chomp")) {
    const int a = std::min<int>(int(rows.size()), rows[0]), c = std::max<int>(int(rows.size()), rows[0]);
    b += "<p>The full " + std::to_string(rows.size()) + " x " + std::to_string(rows[0]) + " board: <a href=\"/object/chomp/" +
         std::to_string(a) + "x" + std::to_string(c) + "\">its row in the chomp table</a>.</p>";
  }
  b += object_body(v);
  return Reply::html(html_page(object_title(v), b));
}

Reply api_chomp(RequestContext& ctx) {
  const auto rows_text = ctx.param("rows");
  if (!rows_text) throw BadParameter("rows", "missing: the position's row lengths, e.g. rows=8,8,5");
  std::vector<int> rows;
  try {
    rows = parse_chomp_rows(*rows_text);
  } catch (const BadKey& e) {
    throw BadParameter("rows", e.what());
  }
  return Reply::json(view_json(chomp_position_view(rows)));
}

}  // namespace

void add_object_routes(std::vector<Route>& routes) {
  routes.push_back({R"(/object/([A-Za-z_0-9]+)/(.+))", false, object_page});
  routes.push_back({R"(/api/object/([A-Za-z_0-9]+)/(.+))", true, api_object});
  routes.push_back({R"(/lookup)", false, lookup_page});
  routes.push_back({R"(/api/lookup)", true, api_lookup});
  routes.push_back({R"(/chomp)", false, chomp_page});
  routes.push_back({R"(/api/chomp)", true, api_chomp});
}

}  // namespace posetlab::catalogue
