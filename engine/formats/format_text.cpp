#include "engine/formats/format_text.hpp"

#include <algorithm>
#include <unordered_map>

namespace posetlab {
namespace {

// A cursor over one line that knows how to complain about where it stands.
class Cursor {
 public:
  Cursor(std::string_view s, const LineSource& src) : s_(s), src_(src) {}

  std::size_t column() const { return pos_ + 1; }
  bool at_end() const { return pos_ >= s_.size(); }
  char peek() const { return at_end() ? '\0' : s_[pos_]; }
  void advance() { ++pos_; }
  void skip_spaces() {
    while (!at_end() && (s_[pos_] == ' ' || s_[pos_] == '\t')) ++pos_;
  }
  bool is_digit() const { return !at_end() && s_[pos_] >= '0' && s_[pos_] <= '9'; }
  bool is_letter() const {
    char ch = peek();
    return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
  }

  [[noreturn]] void fail(const std::string& what) const {
    std::string found = at_end() ? "end of line" : describe_byte(static_cast<unsigned char>(s_[pos_]));
    throw_input_error(src_, column(), what + ", found " + found);
  }
  [[noreturn]] void fail_at(std::size_t column, const std::string& message) const {
    throw_input_error(src_, column, message);
  }

  void expect(char c, const std::string& what) {
    if (peek() != c) fail(what);
    advance();
  }
  void expect_keyword(std::string_view word) {
    skip_spaces();
    for (char c : word) {
      if (peek() != c) fail("expected '" + std::string(word) + "'");
      advance();
    }
  }
  // A non-negative decimal number; large values are clamped so they fail range checks
  // (number_text() keeps the digits as written, for messages).
  long long number(const std::string& what) {
    if (!is_digit()) fail("expected " + what);
    const std::size_t start = pos_;
    long long v = 0;
    while (is_digit()) {
      v = std::min<long long>(v * 10 + (s_[pos_] - '0'), 1LL << 40);
      advance();
    }
    number_text_ = s_.substr(start, pos_ - start);
    return v;
  }
  std::string_view number_text() const { return number_text_; }

 private:
  std::string_view s_;
  const LineSource& src_;
  std::size_t pos_ = 0;
  std::string_view number_text_;
};

// "keyword COUNT:" with the count checked against the limit; returns the count.
int header(Cursor& c, std::string_view keyword, const std::string& count_name, long long extra_elements,
           int max_elements, const LineSource& src) {
  c.expect_keyword(keyword);
  c.skip_spaces();
  std::size_t col = c.column();
  long long k = c.number(count_name);
  check_element_limit(src, col, k + extra_elements, max_elements, extra_elements ? std::string_view() : c.number_text());
  c.skip_spaces();
  c.expect(':', "expected ':' after the " + count_name);
  return int(k);
}

std::string range_text(int n) { return n == 0 ? "(none: the poset is empty)" : "0.." + std::to_string(n - 1); }

// The winning sets after '|': `{0,2} {3}`, each nonempty, in range, without repeated
// elements, and no set twice (the error points at the second copy).
std::vector<std::vector<int>> parse_winning_sets(Cursor& c, int k) {
  std::vector<std::vector<int>> sets;
  std::vector<std::size_t> set_columns;
  c.skip_spaces();
  while (!c.at_end()) {
    const std::size_t open_col = c.column();
    c.expect('{', "expected '{' opening a winning set");
    c.skip_spaces();
    if (c.peek() == '}') c.fail_at(open_col, "empty winning set: a winning set needs at least one element");
    std::vector<int> set;
    while (true) {
      c.skip_spaces();
      std::size_t col = c.column();
      long long x = c.number("element id");
      if (x >= k) c.fail_at(col, "element " + std::string(c.number_text()) + " out of range " + range_text(k));
      if (std::find(set.begin(), set.end(), int(x)) != set.end())
        c.fail_at(col, "element " + std::to_string(x) + " listed twice in one winning set");
      set.push_back(int(x));
      c.skip_spaces();
      if (c.peek() == '}') break;
      c.expect(',', "expected ',' or '}' after element id");
    }
    c.advance();  // the '}'
    std::sort(set.begin(), set.end());
    auto same = std::find(sets.begin(), sets.end(), set);
    if (same != sets.end())
      c.fail_at(open_col, "duplicate winning set: the same set opens at column " +
                              std::to_string(set_columns[same - sets.begin()]));
    sets.push_back(std::move(set));
    set_columns.push_back(open_col);
    c.skip_spaces();
  }
  return sets;
}

// The labels `[L0 L1 ...]` after '[': k words, one per element in order, each made of
// visible characters other than '[', ']', ':', '<', '"', '\\' and '#', no two alike.
std::vector<std::string> parse_labels(Cursor& c, int k, std::size_t open_col) {
  std::vector<std::string> labels;
  std::unordered_map<std::string, std::size_t> column_of;  // label -> its column
  c.advance();  // the '['
  for (;;) {
    c.skip_spaces();
    if (c.at_end()) c.fail("expected ']' closing the labels opened at column " + std::to_string(open_col));
    if (c.peek() == ']') break;
    const std::size_t col = c.column();
    std::string label;
    while (!c.at_end()) {
      const unsigned char ch = static_cast<unsigned char>(c.peek());
      if (ch == ' ' || ch == '\t' || ch == ']') break;
      if (ch == ':') c.fail("expected ']' closing the labels opened at column " + std::to_string(open_col));
      if (ch <= 0x20 || ch >= 0x7f || ch == '[' || ch == '"' || ch == '\\' || ch == '#' || ch == '<')
        c.fail("expected a label (visible characters other than [ ] : < \" \\ #)");
      label += char(ch);
      c.advance();
    }
    if (int(labels.size()) == k)
      c.fail_at(col, "more labels than the " + std::to_string(k) + " elements");
    if (const auto [at, fresh] = column_of.emplace(label, col); !fresh)
      c.fail_at(col, "label '" + label + "' names two elements (also at column " + std::to_string(at->second) + ")");
    labels.push_back(std::move(label));
  }
  if (int(labels.size()) != k)
    c.fail_at(c.column(), std::to_string(labels.size()) + " labels for " + std::to_string(k) + " elements: one per element");
  c.advance();  // the ']'
  return labels;
}

}  // namespace

PosetLine parse_poset_line(std::string_view line, const LineSource& src, int max_elements) {
  Cursor c(line, src);
  c.expect_keyword("poset");
  c.skip_spaces();
  std::size_t count_col = c.column();
  long long count = c.number("number of elements");
  check_element_limit(src, count_col, count, max_elements, c.number_text());
  const int k = int(count);
  c.skip_spaces();
  PosetLine out;
  if (c.is_letter()) {  // the colour word of a coloured poset
    std::size_t word_col = c.column();
    std::string word;
    while (c.is_letter() || c.is_digit()) {
      word += c.peek();
      c.advance();
    }
    out.colours = parse_colour_word(word, k, src, word_col);
    c.skip_spaces();
  }
  if (c.peek() == '[') {
    out.labels = parse_labels(c, k, c.column());
    c.skip_spaces();
  }
  c.expect(':', out.labels    ? "expected ':' after the labels"
                : out.colours ? "expected ':' or labels [...] after the colour word"
                              : "expected ':', a colour word (B/W letters) or labels [...] after the number of elements");
  std::vector<Relation> rel;
  std::vector<std::size_t> columns;
  auto element = [&](std::size_t& col) {
    col = c.column();
    long long x = c.number("element id");
    if (x >= k) c.fail_at(col, "element " + std::string(c.number_text()) + " out of range " + range_text(k));
    return int(x);
  };
  c.skip_spaces();
  while (!c.at_end() && c.peek() != '|') {
    std::size_t col_a, col_b;
    int a = element(col_a);
    c.skip_spaces();
    if (c.peek() != '<') c.fail("expected '<' after element id " + std::to_string(a));
    while (c.peek() == '<') {
      c.advance();
      c.skip_spaces();
      int b = element(col_b);
      if (a == b)
        c.fail_at(col_b, "relation " + std::to_string(a) + "<" + std::to_string(b) +
                             ": no element is less than itself (a strict order is irreflexive)");
      rel.emplace_back(a, b);
      columns.push_back(col_a);
      a = b;
      col_a = col_b;
      c.skip_spaces();
    }
  }
  out.poset = poset_from_located_relations(src, k, rel, columns);
  if (c.peek() == '|') {
    if (out.colours) c.fail_at(c.column(), "a coloured poset cannot carry winning sets ('|')");
    c.advance();
    out.winning_sets = parse_winning_sets(c, k);
  }
  return out;
}

Poset parse_poset_text(std::string_view line, const LineSource& src, int max_elements) {
  return parse_poset_line(line, src, max_elements).poset;
}

ColouredPoset parse_coloured_poset_text(std::string_view line, const LineSource& src, int max_elements) {
  PosetLine parsed = parse_poset_line(line, src, max_elements);
  if (!parsed.colours && parsed.poset.empty()) parsed.colours.emplace();  // "poset 0 :": the word is empty
  if (!parsed.colours) {
    std::size_t colon = line.find(':');
    throw_input_error(src, colon == std::string_view::npos ? 1 : colon + 1,
                      "expected a colour word (" + std::to_string(parsed.poset.size()) +
                          " letters B or W) before ':'");
  }
  return ColouredPoset{std::move(parsed.poset), std::move(*parsed.colours)};
}

SetSystem parse_set_system_text(std::string_view line, const LineSource& src, int max_elements) {
  Cursor c(line, src);
  SetSystem f;
  f.bottoms = header(c, "family", "number of bottoms", 0, max_elements, src);
  c.skip_spaces();
  while (!c.at_end()) {
    std::size_t open_col = c.column();
    c.expect('{', "expected '{' opening a top");
    check_element_limit(src, open_col, f.bottoms + (long long)f.tops.size() + 1, max_elements);
    std::vector<int> top;
    c.skip_spaces();
    if (c.peek() != '}') {
      while (true) {
        c.skip_spaces();
        std::size_t col = c.column();
        long long b = c.number("bottom id");
        if (b >= f.bottoms)
          c.fail_at(col, "bottom " + std::string(c.number_text()) + " out of range " +
                             (f.bottoms == 0 ? std::string("(the family has no bottoms)") : range_text(f.bottoms)));
        if (std::find(top.begin(), top.end(), int(b)) != top.end())
          c.fail_at(col, "bottom " + std::to_string(b) + " listed twice in one top");
        top.push_back(int(b));
        c.skip_spaces();
        if (c.peek() == '}') break;
        c.expect(',', "expected ',' or '}' after bottom id");
      }
    }
    c.advance();  // the '}'
    std::sort(top.begin(), top.end());
    f.tops.push_back(std::move(top));
    c.skip_spaces();
  }
  return f;
}

std::string poset_to_text(const Poset& p) { return p.to_text(); }

std::string with_labels(std::string line, const std::vector<std::string>& labels) {
  const std::size_t colon = line.find(':');
  if (colon == std::string::npos) return line;
  std::string words = " [";
  for (std::size_t i = 0; i < labels.size(); ++i) words += (i ? " " : "") + labels[i];
  line.insert(colon, words + "]");
  return line;
}

std::string set_system_to_text(const SetSystem& f) {
  std::string s = "family " + std::to_string(f.bottoms) + ":";
  for (const auto& top : f.tops) {
    s += " {";
    for (std::size_t i = 0; i < top.size(); ++i) s += (i ? "," : "") + std::to_string(top[i]);
    s += "}";
  }
  return s;
}

}  // namespace posetlab
