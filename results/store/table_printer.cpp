// Result printing; see table_printer.hpp.
#include "results/store/table_printer.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include "util/json.hpp"

namespace posetlab {
namespace {

constexpr std::size_t kMeasureRows = 1000;

std::string hex(const std::string& bytes) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (unsigned char c : bytes) {
    s += digits[c >> 4];
    s += digits[c & 15];
  }
  return s;
}

std::string csv_field(const std::string& v) {
  if (v.find_first_of(",\"\r\n") == std::string::npos) return v;
  std::string s = "\"";
  for (char c : v) s += c == '"' ? std::string("\"\"") : std::string(1, c);
  return s + "\"";
}

std::string json_value(Stmt& s, int c) {
  switch (s.type(c)) {
    case SQLITE_NULL: return "null";
    case SQLITE_INTEGER: return value_text(s, c);
    case SQLITE_FLOAT: return std::isfinite(s.real(c)) ? value_text(s, c) : "null";  // JSON has no inf or NaN
    case SQLITE_BLOB: return json_string(hex(s.blob(c)));
    default: return json_string(s.text(c));
  }
}

// Display width in characters (UTF-8 continuation bytes do not count).
std::size_t width(const std::string& s) {
  return std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; });
}

struct Cell {
  std::string text;
  bool number;
};

void print_table_row(const std::vector<Cell>& row, const std::vector<std::size_t>& w, std::ostream& out) {
  std::string line;
  for (std::size_t c = 0; c < row.size(); ++c) {
    std::size_t pad = w[c] > width(row[c].text) ? w[c] - width(row[c].text) : 0;
    if (c) line += "  ";
    if (row[c].number) line += std::string(pad, ' ') + row[c].text;
    else if (c + 1 < row.size()) line += row[c].text + std::string(pad, ' ');
    else line += row[c].text;  // no trailing blanks
  }
  out << line << '\n';
}

}  // namespace

std::string value_text(Stmt& s, int c) {
  switch (s.type(c)) {
    case SQLITE_NULL: return "NULL";
    case SQLITE_INTEGER: return std::to_string(s.int64(c));
    case SQLITE_FLOAT: {
      char buf[32];
      auto r = std::to_chars(buf, buf + sizeof buf, s.real(c));
      return std::string(buf, r.ptr);
    }
    case SQLITE_BLOB: return "x'" + hex(s.blob(c)) + "'";
    default: return s.text(c);
  }
}

std::uint64_t print_rows(Stmt& s, OutputFormat format, std::ostream& out, const TableFit* fit) {
  int n = s.columns();
  std::uint64_t rows = 0;
  if (format == OutputFormat::Json) {
    while (s.step()) {
      JsonObject o;
      for (int c = 0; c < n; ++c) o.raw(s.name(c), json_value(s, c));
      out << o.str() << '\n';
      ++rows;
    }
    return rows;
  }
  if (format == OutputFormat::Csv) {
    for (int c = 0; c < n; ++c) out << (c ? "," : "") << csv_field(s.name(c));
    out << '\n';
    while (s.step()) {
      for (int c = 0; c < n; ++c) out << (c ? "," : "") << (s.type(c) == SQLITE_NULL ? "" : csv_field(value_text(s, c)));
      out << '\n';
      ++rows;
    }
    return rows;
  }
  std::vector<Cell> header;
  std::vector<std::size_t> w(n);
  for (int c = 0; c < n; ++c) header.push_back({s.name(c), false});
  std::vector<std::vector<Cell>> first;
  bool more = false;
  while ((more = s.step())) {
    std::vector<Cell> row;
    for (int c = 0; c < n; ++c)
      row.push_back({value_text(s, c), s.type(c) == SQLITE_INTEGER || s.type(c) == SQLITE_FLOAT});
    first.push_back(std::move(row));
    if (first.size() == kMeasureRows) break;
  }
  // A column is right-aligned when its measured values are numbers (or NULL).
  for (int c = 0; c < n; ++c) {
    w[c] = width(header[c].text);
    bool numeric = false, text = false;
    for (auto& row : first) {
      w[c] = std::max(w[c], width(row[c].text));
      if (row[c].number) numeric = true;
      else if (row[c].text != "NULL") text = true;
    }
    numeric = numeric && !text;
    header[c].number = numeric;
    for (auto& row : first) row[c].number = numeric;
  }
  // Too wide for `fit`, and every row measured: pages of columns, each with the leading ones.
  const auto total = [&](const std::vector<int>& cols) {
    std::size_t t = 0;
    for (int c : cols) t += w[c] + (t ? 2 : 0);
    return t;
  };
  std::vector<int> all(n);
  for (int c = 0; c < n; ++c) all[c] = c;
  if (fit && !more && n > fit->leading_columns && total(all) > fit->max_width) {
    std::vector<std::vector<int>> pages;
    const std::vector<int> leading(all.begin(), all.begin() + fit->leading_columns);
    for (int c = fit->leading_columns; c < n; ++c) {
      if (pages.empty() || pages.back().size() == leading.size()) {
        pages.push_back(leading);
      } else {
        std::vector<int> wider = pages.back();
        wider.push_back(c);
        if (total(wider) > fit->max_width) pages.push_back(leading);
      }
      pages.back().push_back(c);  // a page holds at least one column past the leading ones
    }
    for (std::size_t p = 0; p < pages.size(); ++p) {
      const auto pick = [&](const std::vector<Cell>& row) {
        std::vector<Cell> r;
        for (int c : pages[p]) r.push_back(row[c]);
        return r;
      };
      std::vector<std::size_t> pw;
      std::string rule;
      for (int c : pages[p]) pw.push_back(w[c]), rule += (rule.empty() ? "" : "  ") + std::string(w[c], '-');
      if (p) out << '\n';
      print_table_row(pick(header), pw, out);
      out << rule << '\n';
      for (auto& row : first) print_table_row(pick(row), pw, out);
    }
    return first.size();
  }
  print_table_row(header, w, out);
  std::string rule;
  for (int c = 0; c < n; ++c) rule += (c ? "  " : "") + std::string(w[c], '-');
  out << rule << '\n';
  for (auto& row : first) print_table_row(row, w, out);
  rows = first.size();
  if (more) {
    while (s.step()) {
      std::vector<Cell> row;
      for (int c = 0; c < n; ++c) row.push_back({value_text(s, c), header[c].number});
      print_table_row(row, w, out);
      ++rows;
    }
  }
  return rows;
}

}  // namespace posetlab
