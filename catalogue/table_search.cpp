// Searches of one table from URL parameters; see table_search.hpp.
#include "catalogue/table_search.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

#include "results/store/table_printer.hpp"

namespace posetlab::catalogue {
namespace {

const std::vector<std::string> kSearchParameters = {"limit", "offset", "sort", "order"};

std::string quoted(const std::string& column) { return "\"" + column + "\""; }

std::optional<double> number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  double v = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::int64_t whole_number(const std::string& name, const std::string& text, std::int64_t low, std::int64_t high) {
  std::int64_t v = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || r.ec != std::errc() || r.ptr != text.data() + text.size())
    throw BadParameter(name, "expected a whole number, got '" + text + "'");
  if (v < low || v > high)
    throw BadParameter(name, "must be from " + std::to_string(low) + " to " + std::to_string(high) + ", got " + text);
  return v;
}

// The WHERE clause of the filters and the values it binds.
std::string where_clause(const SearchRequest& r, std::vector<SqlParam>& params) {
  std::string where;
  for (const ColumnFilter& f : r.filters) {
    where += where.empty() ? " WHERE " : " AND ";
    if (f.equals) {
      where += quoted(f.column) + " = ?";
      if (auto v = number(*f.equals); v && *v == std::floor(*v) && std::fabs(*v) < 9e18)
        params.push_back(std::int64_t(*v));
      else
        params.push_back(*f.equals);
    } else {
      std::string clause;
      if (f.low) {
        clause = quoted(f.column) + " >= ?";
        params.push_back(std::int64_t(std::ceil(*f.low)));
      }
      if (f.high) {
        clause += (clause.empty() ? "" : " AND ") + quoted(f.column) + " <= ?";
        params.push_back(std::int64_t(std::floor(*f.high)));
      }
      where += clause;
    }
  }
  return where;
}

}  // namespace

std::vector<ColumnInfo> table_columns(Db& db, const CatalogueTable& table) {
  std::vector<ColumnInfo> out;
  if (!db.has_table(table.table)) return out;
  // The types of a stored row where there is one (views declare none); declared types else.
  Stmt first = db.prepare("SELECT * FROM " + quoted(table.table) + " LIMIT 1");
  const bool has_row = first.step();
  for (int c = 0; c < first.columns(); ++c) {
    ColumnInfo info;
    info.name = first.name(c);
    const char* declared = sqlite3_column_decltype(first.handle(), c);
    const std::string decl = declared ? declared : "";
    int type = has_row ? first.type(c) : SQLITE_NULL;
    if (type == SQLITE_NULL)
      type = decl.find("INT") != std::string::npos ? SQLITE_INTEGER
             : decl.find("BLOB") != std::string::npos ? SQLITE_BLOB
             : decl.find("REAL") != std::string::npos ? SQLITE_FLOAT : SQLITE_TEXT;
    info.numeric = type == SQLITE_INTEGER || type == SQLITE_FLOAT;
    info.blob = type == SQLITE_BLOB;
    const auto& no = table.text_columns_without_facets;
    info.facet = !info.blob && std::find(no.begin(), no.end(), info.name) == no.end() && info.name != "part";
    out.push_back(info);
  }
  return out;
}

std::string ColumnFilter::text() const {
  if (equals) return column + "=" + *equals;
  auto num = [](const std::optional<double>& v) {
    if (!v) return std::string();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", *v);
    return std::string(buf);
  };
  return column + "=" + num(low) + ":" + num(high);
}

SearchRequest parse_search(const std::multimap<std::string, std::string>& params, const std::vector<ColumnInfo>& columns,
                           bool download, const std::vector<std::string>& ignored) {
  SearchRequest r;
  std::set<std::string> seen;
  for (const auto& [name, value] : params) {
    if (std::find(ignored.begin(), ignored.end(), name) != ignored.end()) continue;
    if (!seen.insert(name).second) throw BadParameter(name, "given twice; give a range as A:B instead");
    if (name == "limit") {
      r.limit = whole_number(name, value, 0, download ? kDownloadLimit : kPageLimit);
      continue;
    }
    if (name == "offset") {
      r.offset = whole_number(name, value, 0, std::int64_t(1) << 53);
      continue;
    }
    if (name == "order") {
      if (value != "asc" && value != "desc") throw BadParameter(name, "expected asc or desc, got '" + value + "'");
      r.descending = value == "desc";
      continue;
    }
    if (name == "sort") {
      const bool known = std::any_of(columns.begin(), columns.end(), [&](const ColumnInfo& c) { return c.name == value; });
      if (!known) throw BadParameter(name, "no column '" + value + "' to sort by");
      r.sort = value;
      continue;
    }
    const auto col = std::find_if(columns.begin(), columns.end(), [&](const ColumnInfo& c) { return c.name == name; });
    if (col == columns.end()) {
      std::string names;
      for (const ColumnInfo& c : columns) names += (names.empty() ? "" : ", ") + c.name;
      throw BadParameter(name, "not a column of this table (columns: " + names + "; also limit, offset, sort, order)");
    }
    if (col->blob) throw BadParameter(name, "a binary column cannot be filtered");
    if (value.size() > 1000) throw BadParameter(name, "the value is longer than 1 000 characters");
    ColumnFilter f;
    f.column = name;
    const std::size_t colon = value.find(':');
    if (col->numeric && colon != std::string::npos) {
      const std::string lo = value.substr(0, colon), hi = value.substr(colon + 1);
      f.low = number(lo);
      f.high = number(hi);
      if ((!lo.empty() && !f.low) || (!hi.empty() && !f.high) || (!f.low && !f.high))
        throw BadParameter(name, "expected a number or a range A:B of numbers, got '" + value + "'");
    } else {
      if (col->numeric && !number(value))
        throw BadParameter(name, "expected a number or a range A:B of numbers, got '" + value + "'");
      f.equals = value;
    }
    r.filters.push_back(f);
  }
  (void)kSearchParameters;
  return r;
}

SearchResult run_search(Db& db, const CatalogueTable& table, const SearchRequest& request, bool with_facets) {
  SearchResult out;
  out.columns = table_columns(db, table);
  std::vector<SqlParam> params;
  const std::string from = " FROM " + quoted(table.table) + where_clause(request, params);

  Stmt count = db.prepare("SELECT count(*)" + from);
  bind_params(count, params);
  count.step();
  out.count = std::uint64_t(count.int64(0));

  std::string order = request.sort.empty() ? table.default_order : quoted(request.sort);
  if (request.descending) {
    std::string desc;
    std::size_t start = 0;
    while (start < order.size()) {
      std::size_t comma = order.find(',', start);
      if (comma == std::string::npos) comma = order.size();
      desc += (desc.empty() ? "" : ", ") + order.substr(start, comma - start) + " DESC";
      start = comma + 1;
    }
    order = desc;
  }
  Stmt rows = db.prepare("SELECT *" + from + " ORDER BY " + order + " LIMIT ? OFFSET ?");
  bind_params(rows, params);
  rows.bind(int(params.size()) + 1, request.limit).bind(int(params.size()) + 2, request.offset);
  collect_stored_rows(rows, table.table, out.rows);

  if (!with_facets) return out;
  out.facets_sampled = out.count > std::uint64_t(kFacetSample);
  for (const ColumnInfo& c : out.columns) {
    if (!c.facet) continue;
    Facet f;
    f.column = c.name;
    Stmt q = db.prepare("SELECT v, count(*) AS n FROM (SELECT " + quoted(c.name) + " AS v" + from + " LIMIT ?)" +
                        " GROUP BY v ORDER BY n DESC, v LIMIT ?");
    bind_params(q, params);
    q.bind(int(params.size()) + 1, kFacetSample).bind(int(params.size()) + 2, std::int64_t(kFacetValues + 1));
    while (q.step()) {
      if (f.values.size() == kFacetValues) {
        f.more = true;
        break;
      }
      f.values.push_back({value_text(q, 0), std::uint64_t(q.int64(1))});
    }
    out.facets.push_back(std::move(f));
  }
  return out;
}

std::string url_escape(const std::string& text) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += char(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string search_query_string(const SearchRequest& request, const std::string& extra) {
  std::string q;
  auto add = [&](const std::string& name, const std::string& value) {
    q += (q.empty() ? "" : "&") + url_escape(name) + "=" + url_escape(value);
  };
  for (const ColumnFilter& f : request.filters) {
    const std::string t = f.text();
    add(f.column, t.substr(f.column.size() + 1));
  }
  if (!request.sort.empty()) add("sort", request.sort);
  if (request.descending) add("order", "desc");
  if (!extra.empty()) q += (q.empty() ? "" : "&") + extra;
  return q;
}

}  // namespace posetlab::catalogue
