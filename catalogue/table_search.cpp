// Searches of one table from URL parameters; see table_search.hpp.
#include "catalogue/table_search.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <mutex>
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

namespace {

// What a search costs beyond its page: the count and the facets, kept per database stamp.
struct Counted {
  std::uint64_t count = 0;
  std::vector<Facet> facets;
  bool facets_sampled = false, with_facets = false;
};

class CountCache {
 public:
  std::optional<Counted> find(const std::string& key, bool with_facets) {
    std::lock_guard<std::mutex> lock(mutex_);
    const auto it = entries_.find(key);
    if (it == entries_.end() || (with_facets && !it->second.with_facets)) return std::nullopt;
    return it->second;
  }
  void keep(const std::string& key, Counted c) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (entries_.size() >= kEntries) entries_.clear();  // bounded: start again rather than grow
    entries_[key] = std::move(c);
  }

 private:
  static constexpr std::size_t kEntries = 4096;
  std::mutex mutex_;
  std::map<std::string, Counted> entries_;
};

CountCache& count_cache() {
  static CountCache cache;
  return cache;
}

std::string param_text(const SqlParam& p) {
  if (const auto* v = std::get_if<std::int64_t>(&p)) return "i" + std::to_string(*v);
  if (const auto* t = std::get_if<std::string>(&p)) return "t" + std::to_string(t->size()) + ":" + *t;
  const auto& b = std::get<std::vector<std::uint8_t>>(p);
  return "b" + std::string(b.begin(), b.end());
}

// Every facet in one pass over the first kFacetSample matching rows.
std::vector<Facet> count_facets(Db& db, const std::vector<ColumnInfo>& columns, const std::string& from,
                                const std::vector<SqlParam>& params) {
  std::vector<std::size_t> faceted;
  std::string select;
  for (std::size_t c = 0; c < columns.size(); ++c)
    if (columns[c].facet) {
      faceted.push_back(c);
      select += (select.empty() ? "" : ", ") + quoted(columns[c].name);
    }
  if (faceted.empty()) return {};
  std::vector<std::map<std::string, std::uint64_t>> counts(faceted.size());
  Stmt q = db.prepare("SELECT " + select + from + " LIMIT ?");
  bind_params(q, params);
  q.bind(int(params.size()) + 1, kFacetSample);
  while (q.step())
    for (std::size_t i = 0; i < faceted.size(); ++i) ++counts[i][value_text(q, int(i))];
  std::vector<Facet> out;
  for (std::size_t i = 0; i < faceted.size(); ++i) {
    Facet f;
    f.column = columns[faceted[i]].name;
    std::vector<FacetValue> values;
    for (const auto& [v, n] : counts[i]) values.push_back({v, n});
    // Most rows first; equal counts in the order of the values (numbers by value).
    const bool numeric = columns[faceted[i]].numeric;
    std::stable_sort(values.begin(), values.end(), [numeric](const FacetValue& a, const FacetValue& b) {
      if (a.rows != b.rows) return a.rows > b.rows;
      if (numeric && a.value != "NULL" && b.value != "NULL") return std::stod(a.value) < std::stod(b.value);
      return a.value < b.value;
    });
    f.more = values.size() > kFacetValues;
    if (f.more) values.resize(kFacetValues);
    f.values = std::move(values);
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace

SearchResult run_search(Db& db, const CatalogueTable& table, const SearchRequest& request, bool with_facets,
                        const std::string& stamp) {
  SearchResult out;
  out.columns = table_columns(db, table);
  std::vector<SqlParam> params;
  const std::string from = " FROM " + quoted(table.table) + where_clause(request, params);

  std::string key;
  if (!stamp.empty()) {
    key = stamp + "|" + table.table + "|" + from;
    for (const SqlParam& p : params) key += "|" + param_text(p);
  }
  std::optional<Counted> counted = key.empty() ? std::nullopt : count_cache().find(key, with_facets);
  if (!counted) {
    Counted c;
    Stmt count = db.prepare("SELECT count(*)" + from);
    bind_params(count, params);
    count.step();
    c.count = std::uint64_t(count.int64(0));
    if (with_facets) {
      c.with_facets = true;
      c.facets_sampled = c.count > std::uint64_t(kFacetSample);
      c.facets = count_facets(db, out.columns, from, params);
    }
    if (!key.empty()) count_cache().keep(key, c);
    counted = std::move(c);
  }
  out.count = counted->count;
  if (with_facets) {
    out.facets = counted->facets;
    out.facets_sampled = counted->facets_sampled;
  }

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
