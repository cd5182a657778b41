#pragma once
// A search of one table, as the search page and `/api/search/TABLE` take it from a URL's
// parameters: a filter on any column (`grundy=0` equality, `size=6:8` a closed range,
// `size=6:` or `size=:8` a half-open one), `sort=COLUMN` with `order=desc`, `limit` and
// `offset`. Every value is bound as an SQL parameter and every column name checked against
// the table's own columns, so nothing a URL holds ever becomes SQL text.
//
// Facets: for each column with few values, how many matching rows take each value, all
// counted in one pass over the matching rows. On a large match they are counted over the
// first kFacetSample matching rows only, and the result says so (`facets_sampled`), so the
// facets never cost a scan of millions of rows.
//
// The count of a match and its facets are kept (for `stamp`, the database file's identity:
// page_cache.hpp) in a bounded cache, so a search asked again, or paged through, costs only
// its page of rows; a database that changes is counted anew.
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalogue/catalogue_tables.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab::catalogue {

// A parameter the search cannot take: the server answers 400 naming it.
class BadParameter : public std::runtime_error {
 public:
  BadParameter(const std::string& parameter, const std::string& message)
      : std::runtime_error("parameter '" + parameter + "': " + message), parameter_(parameter) {}
  const std::string& parameter() const { return parameter_; }

 private:
  std::string parameter_;
};

inline constexpr std::int64_t kPageLimit = 1000;        // rows a page or JSON answer may hold
inline constexpr std::int64_t kDownloadLimit = 100000;  // rows a download may hold
inline constexpr std::int64_t kFacetSample = 10000;     // matching rows the facets count at most

struct ColumnInfo {
  std::string name;
  bool numeric = false;
  bool blob = false;
  bool facet = false;  // counted per value on the search page
};
// The columns of `table` in the database, in order; empty when it has no such table.
std::vector<ColumnInfo> table_columns(Db& db, const CatalogueTable& table);

struct ColumnFilter {
  std::string column;
  std::optional<std::string> equals;           // text or number
  std::optional<double> low, high;             // a range on a numeric column
  std::string text() const;                    // as the URL writes it: "size=6:8"
};

struct SearchRequest {
  std::vector<ColumnFilter> filters;
  std::string sort;        // a column ("" the table's default order)
  bool descending = false;
  std::int64_t limit = 50, offset = 0;
};

// Reads the request from URL parameters (name -> values). `download` allows limits up
// to kDownloadLimit. Throws BadParameter for an unknown parameter, a column given twice, a
// range on a text column, a bound that is not a number, a negative or too large limit.
// Parameters in `ignored` (format, the page's own) are skipped.
SearchRequest parse_search(const std::multimap<std::string, std::string>& params, const std::vector<ColumnInfo>& columns,
                           bool download, const std::vector<std::string>& ignored = {});

struct FacetValue {
  std::string value;
  std::uint64_t rows = 0;
};
struct Facet {
  std::string column;
  std::vector<FacetValue> values;  // most rows first, at most kFacetValues
  bool more = false;               // values left out
};
inline constexpr std::size_t kFacetValues = 16;

struct SearchResult {
  std::vector<ColumnInfo> columns;
  std::uint64_t count = 0;             // every match
  std::vector<StoredRow> rows;         // the page
  std::vector<Facet> facets;           // empty unless asked
  bool facets_sampled = false;         // counted over the first kFacetSample matches
};

// `stamp`: the database's identity (database_stamp); "" never caches.
SearchResult run_search(Db& db, const CatalogueTable& table, const SearchRequest& request, bool with_facets,
                        const std::string& stamp = {});

// The request's filters and sort as a URL query ("grundy=0&size=6", escaped), without
// limit and offset; `extra` is appended.
std::string search_query_string(const SearchRequest& request, const std::string& extra = {});

// Percent-encoding for a URL path segment or query value.
std::string url_escape(const std::string& text);

}  // namespace posetlab::catalogue
