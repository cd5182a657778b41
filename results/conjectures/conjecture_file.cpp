// Conjectures files; see conjecture_file.hpp.
#include "results/conjectures/conjecture_file.hpp"

#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/core/error.hpp"
#include "engine/formats/input_file.hpp"
#include "results/conjectures/conjecture_tables.hpp"

namespace posetlab {
namespace {

std::string trim(const std::string& s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

// The offset of the first " KEYWORD" outside quotes (keyword with its colon), or npos.
std::size_t find_keyword(const std::string& s, const std::string& keyword) {
  char quote = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"' || c == '`') {
      quote = c;
      continue;
    }
    if (i + 1 + keyword.size() <= s.size() && std::isspace(static_cast<unsigned char>(c))) {
      std::string w = s.substr(i + 1, keyword.size());
      for (char& x : w) x = char(std::tolower(static_cast<unsigned char>(x)));
      if (w == keyword) return i;
    }
  }
  return std::string::npos;
}

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.'; }

}  // namespace

std::vector<ConjectureLine> parse_conjectures(const std::string& text, const std::string& input) {
  std::vector<ConjectureLine> out;
  std::set<std::string> names;
  std::istringstream in(text);
  std::string raw, note;
  int line_no = 0;
  while (std::getline(in, raw)) {
    if (++line_no == 1) skip_utf8_bom(raw);
    const std::string line = trim(raw);
    if (line.empty()) {
      note.clear();
      continue;
    }
    if (line[0] == '#') {
      note += (note.empty() ? "" : " ") + trim(line.substr(1));
      continue;
    }
    const std::size_t indent = raw.find(line[0]);
    auto fail = [&](std::size_t at, const std::string& what) {
      throw InputError({input, std::size_t(line_no), indent + at + 1}, what);
    };
    ConjectureLine c;
    c.line = line_no;
    c.note = note;
    note.clear();
    std::size_t i = 0;
    if (line[i] == '!') c.expected_false = true, ++i;
    const std::size_t name_at = i;
    while (i < line.size() && name_char(line[i])) ++i;
    c.name = line.substr(name_at, i - name_at);
    if (c.name.empty()) fail(name_at, "expected a conjecture name (letters, digits, _ - .), then ':'");
    if (!names.insert(c.name).second) fail(name_at, "conjecture " + c.name + " is named twice");
    if (i < line.size() && line[i] == '(') {
      const std::size_t close = line.find(')', i);
      if (close == std::string::npos) fail(i, "'(' without ')' around the table name");
      c.table = trim(line.substr(i + 1, close - i - 1));
      try {
        conjecture_table(c.table);
      } catch (const UsageError& e) {
        fail(i + 1, e.what());
      }
      i = close + 1;
    }
    if (i >= line.size() || line[i] != ':')
      fail(i, "expected ':' after the name" + std::string(c.table.empty() ? "" : " (and table)"));
    std::string rest = line.substr(i + 1);
    const std::size_t e = find_keyword(rest, "expect:");
    if (e != std::string::npos) {
      if (!c.expected_false) fail(i + 1 + e + 1, "'expect:' names the counterexample of a conjecture marked '!' only");
      c.expected_counterexample = trim(rest.substr(e + 8));
      if (c.expected_counterexample.empty()) fail(i + 1 + e + 1, "expected the counterexample after 'expect:'");
      rest = rest.substr(0, e);
    } else if (c.expected_false) {
      fail(0, "a conjecture marked '!' (known to fail) needs 'expect: OBJECT', its smallest counterexample");
    }
    const std::size_t w = find_keyword(rest, "where:");
    auto first_char = [&](std::size_t from) {  // 1-based column in the raw line of rest[from..]'s text
      while (from < rest.size() && std::isspace(static_cast<unsigned char>(rest[from]))) ++from;
      return indent + i + 1 + from + 1;
    };
    c.expr = trim(rest.substr(0, w));
    c.expr_column = first_char(0);
    if (c.expr.empty()) fail(i + 1, "expected an expression after ':'");
    if (w != std::string::npos) {
      c.where = trim(rest.substr(w + 7));
      c.where_column = first_char(w + 7);
      if (c.where.empty()) fail(i + 1 + w + 1, "expected a condition after 'where:'");
    }
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<ConjectureLine> read_conjectures_file(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw UsageError("cannot read conjectures file " + path);
  std::ostringstream s;
  s << f.rdbuf();
  return parse_conjectures(s.str(), path);
}

}  // namespace posetlab
