// Parsing the nightly job list; see nightly_config.hpp.
#include "results/nightly_config.hpp"

#include <charconv>
#include <fstream>
#include <sstream>

#include "engine/error.hpp"
#include "engine/limits.hpp"

namespace posetlab {
namespace {

struct Word {
  std::string text;
  std::size_t column;  // from 1
};

std::vector<Word> split(const std::string& line) {
  std::vector<Word> words;
  std::size_t i = 0;
  while (i < line.size()) {
    if (line[i] == '#') break;
    if (std::isspace(static_cast<unsigned char>(line[i]))) {
      ++i;
      continue;
    }
    std::size_t start = i;
    while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i])) && line[i] != '#') ++i;
    words.push_back({line.substr(start, i - start), start + 1});
  }
  return words;
}

class LineParser {
 public:
  LineParser(std::string input, int line) : input_(std::move(input)), line_(line) {}
  [[noreturn]] void fail(std::size_t column, const std::string& message) const {
    throw InputError(SourcePosition{input_, std::size_t(line_), column}, message);
  }
  int number(const std::string& s, std::size_t column, const std::string& what) const {
    int v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || s.empty() || v < 0)
      fail(column, what + " wants a non-negative integer, got \"" + s + "\"");
    return v;
  }
  // "A" or "A<sep>B" with A <= B.
  std::pair<int, int> range(const std::string& s, std::size_t column, const std::string& sep,
                            const std::string& what) const {
    auto at = s.find(sep);
    if (at == std::string::npos) {
      int v = number(s, column, what);
      return {v, v};
    }
    int a = number(s.substr(0, at), column, what);
    int b = number(s.substr(at + sep.size()), column + at + sep.size(), what);
    if (a > b) fail(column, what + " range " + s + " is empty");
    return {a, b};
  }
  int threads(const std::string& s, std::size_t column) const {
    const int v = number(s, column, "threads");
    if (v > kMaxThreads) fail(column, "threads wants 0.." + std::to_string(kMaxThreads) + ", got " + s);
    return v;
  }
  bool yes_no(const std::string& s, std::size_t column, const std::string& what) const {
    if (s == "yes") return true;
    if (s == "no") return false;
    fail(column, what + " wants yes or no, got \"" + s + "\"");
  }

 private:
  std::string input_;
  int line_;
};

// One parser per job kind: the line's words (the first is the kind) into items.
using JobGrammar = void (*)(const std::vector<Word>&, const LineParser&, int, std::vector<NightlyItem>&);

void parse_two_level(const std::vector<Word>& words, const LineParser& p, int line, std::vector<NightlyItem>& out) {
  TwoLevelSpec base;
  std::pair<int, int> span{-1, -1};
  bool by_size = false;
  std::string options;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const Word& w = words[i];
    auto eq = w.text.find('=');
    if (eq == std::string::npos || eq == 0) p.fail(w.column, "expected key=value, got \"" + w.text + "\"");
    std::string key = w.text.substr(0, eq), value = w.text.substr(eq + 1);
    std::size_t vcol = w.column + eq + 1;
    if (key == "bottoms" || key == "size") {
      if (span.first >= 0) p.fail(w.column, "give one of bottoms= and size=, once");
      span = p.range(value, vcol, "..", key);
      if (span.second > kTwoLevelMaxBottoms)  // checked before one job a value is made
        p.fail(vcol, key + " wants 0.." + std::to_string(kTwoLevelMaxBottoms) + ", got " + value);
      by_size = key == "size";
    } else if (key == "tops") {
      auto [a, b] = p.range(value, vcol, ":", "tops");
      base.tops_min = a;
      base.tops_max = b;
      options += " " + w.text;
    } else if (key == "empty-top") {
      base.with_empty_top = p.yes_no(value, vcol, "empty-top");
      options += " " + w.text;
    } else if (key == "fast-path") {
      base.use_fast_path = p.yes_no(value, vcol, "fast-path");
      options += " " + w.text;
    } else if (key == "threads") {
      base.threads = p.threads(value, vcol);
    } else {
      p.fail(w.column, "unknown key \"" + key + "\" (bottoms, size, tops, empty-top, fast-path, threads)");
    }
  }
  if (span.first < 0) p.fail(words[0].column, "two-level needs bottoms=A[..B] or size=A[..B]");
  for (int v = span.first; v <= span.second; ++v) {
    NightlyItem item;
    item.kind = NightlyItem::Kind::Job;
    item.job_kind = "two-level";
    item.spec = base;
    item.threads = base.threads;
    (by_size ? item.spec.size : item.spec.bottoms) = v;
    item.text = "two-level " + std::string(by_size ? "size=" : "bottoms=") + std::to_string(v) + options;
    item.line = line;
    out.push_back(std::move(item));
  }
}

void parse_coloured(const std::vector<Word>& words, const LineParser& p, int line, std::vector<NightlyItem>& out) {
  NightlyItem item;
  item.kind = NightlyItem::Kind::Job;
  item.job_kind = "coloured-posets";
  item.coloured.size_max = -1;
  item.line = line;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const Word& w = words[i];
    auto eq = w.text.find('=');
    if (eq == std::string::npos || eq == 0) p.fail(w.column, "expected key=value, got \"" + w.text + "\"");
    std::string key = w.text.substr(0, eq), value = w.text.substr(eq + 1);
    const std::size_t vcol = w.column + eq + 1;
    if (key == "size") {
      item.coloured.size_max = p.number(value, vcol, "size");
      if (item.coloured.size_max > 9) p.fail(vcol, "size wants 0..9, got " + value);
    } else if (key == "threads") {
      item.threads = item.coloured.threads = p.threads(value, vcol);
    } else {
      p.fail(w.column, "unknown key \"" + key + "\" (size, threads)");
    }
  }
  if (item.coloured.size_max < 0) p.fail(words[0].column, "coloured-posets needs size=N");
  item.text = "coloured-posets size=" + std::to_string(item.coloured.size_max);
  out.push_back(std::move(item));
}

void parse_posets(const std::vector<Word>& words, const LineParser& p, int line, std::vector<NightlyItem>& out) {
  std::pair<int, int> span{-1, -1};
  int threads = 0;
  bool summary = false;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const Word& w = words[i];
    auto eq = w.text.find('=');
    if (eq == std::string::npos || eq == 0) p.fail(w.column, "expected key=value, got \"" + w.text + "\"");
    std::string key = w.text.substr(0, eq), value = w.text.substr(eq + 1);
    const std::size_t vcol = w.column + eq + 1;
    if (key == "size") {
      span = p.range(value, vcol, "..", "size");
      if (span.first < 1 || span.second > 12) p.fail(vcol, "size wants 1..12, got " + value);
    } else if (key == "threads") {
      threads = p.threads(value, vcol);
    } else if (key == "summary") {
      summary = p.yes_no(value, vcol, "summary");
    } else {
      p.fail(w.column, "unknown key \"" + key + "\" (size, summary, threads)");
    }
  }
  if (span.first < 0) p.fail(words[0].column, "posets needs size=A[..B]");
  for (int n = span.first; n <= span.second; ++n) {
    NightlyItem item;
    item.job_kind = summary ? "posets-summary" : "posets";
    item.posets = PosetsSpec{n, threads};
    item.threads = threads;
    item.text = "posets size=" + std::to_string(n) + (summary ? " summary=yes" : "");
    item.line = line;
    out.push_back(std::move(item));
  }
}

void parse_mb_games(const std::vector<Word>& words, const LineParser& p, int line, std::vector<NightlyItem>& out) {
  NightlyItem item;
  item.kind = NightlyItem::Kind::Job;
  item.job_kind = "mb-games";
  item.mb_games.clutters_max = item.mb_games.singletons_max = -1;
  item.line = line;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const Word& w = words[i];
    auto eq = w.text.find('=');
    if (eq == std::string::npos || eq == 0) p.fail(w.column, "expected key=value, got \"" + w.text + "\"");
    std::string key = w.text.substr(0, eq), value = w.text.substr(eq + 1);
    const std::size_t vcol = w.column + eq + 1;
    if (key == "clutters") {
      item.mb_games.clutters_max = p.number(value, vcol, "clutters");
      if (item.mb_games.clutters_max > 5) p.fail(vcol, "clutters wants 0..5, got " + value);
    } else if (key == "singletons") {
      item.mb_games.singletons_max = p.number(value, vcol, "singletons");
      if (item.mb_games.singletons_max > 8) p.fail(vcol, "singletons wants 0..8, got " + value);
    } else if (key == "threads") {
      item.threads = item.mb_games.threads = p.threads(value, vcol);
    } else {
      p.fail(w.column, "unknown key \"" + key + "\" (clutters, singletons, threads)");
    }
  }
  if (item.mb_games.clutters_max < 0 && item.mb_games.singletons_max < 0)
    p.fail(words[0].column, "mb-games needs clutters=N or singletons=N");
  item.text = "mb-games " + item.mb_games.canonical_key();
  out.push_back(std::move(item));
}

void parse_chomp(const std::vector<Word>& words, const LineParser& p, int line, std::vector<NightlyItem>& out) {
  NightlyItem item;
  item.kind = NightlyItem::Kind::Job;
  item.job_kind = "chomp";
  item.chomp.max = 0;
  item.line = line;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const Word& w = words[i];
    auto eq = w.text.find('=');
    if (eq == std::string::npos || eq == 0) p.fail(w.column, "expected key=value, got \"" + w.text + "\"");
    std::string key = w.text.substr(0, eq), value = w.text.substr(eq + 1);
    const std::size_t vcol = w.column + eq + 1;
    if (key == "max") {
      item.chomp.max = p.number(value, vcol, "max");
      if (item.chomp.max < 1 || item.chomp.max > kChompJobMaxBox)
        p.fail(vcol, "max wants 1.." + std::to_string(kChompJobMaxBox) + ", got " + value);
    } else if (key == "threads") {
      item.threads = item.chomp.threads = p.threads(value, vcol);
    } else {
      p.fail(w.column, "unknown key \"" + key + "\" (max, threads)");
    }
  }
  if (item.chomp.max < 1) p.fail(words[0].column, "chomp needs max=B");
  item.text = "chomp " + item.chomp.canonical_key();
  out.push_back(std::move(item));
}

// A key given twice on one line is an error (the second would silently win).
void check_keys_once(const std::vector<Word>& words, const LineParser& p) {
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string key = words[i].text.substr(0, words[i].text.find('='));
    for (std::size_t j = 1; j < i; ++j)
      if (words[j].text.substr(0, words[j].text.find('=')) == key)
        p.fail(words[i].column, "key \"" + key + "\" given twice (first at column " + std::to_string(words[j].column) + ")");
  }
}

struct NamedGrammar {
  const char* kind;
  JobGrammar parse;
};
const NamedGrammar kJobGrammars[] = {{"two-level", parse_two_level}, {"coloured-posets", parse_coloured},
                                     {"posets", parse_posets}, {"mb-games", parse_mb_games},
                                     {"chomp", parse_chomp}};

}  // namespace

std::vector<NightlyItem> parse_nightly_config(const std::string& text, const std::string& input_name) {
  std::vector<NightlyItem> items;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    std::vector<Word> words = split(line);
    if (words.empty()) continue;
    LineParser p(input_name, number);
    const NamedGrammar* grammar = nullptr;
    std::string kinds;
    for (const NamedGrammar& g : kJobGrammars) {
      if (words[0].text == g.kind) grammar = &g;
      kinds += std::string(g.kind) + ", ";
    }
    if (grammar) {
      check_keys_once(words, p);
      grammar->parse(words, p, number, items);
    } else if (words[0].text == "verify") {
      NightlyItem item;
      item.kind = NightlyItem::Kind::Verify;
      item.text = "verify";
      for (std::size_t i = 1; i < words.size(); ++i) {
        item.args.push_back(words[i].text);
        item.text += " " + words[i].text;
      }
      item.line = number;
      items.push_back(std::move(item));
    } else {
      p.fail(words[0].column, "unknown job kind \"" + words[0].text + "\" (" + kinds + "verify)");
    }
  }
  return items;
}

std::vector<NightlyItem> read_nightly_config(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError(path + ": cannot read the nightly configuration");
  std::ostringstream all;
  all << in.rdbuf();
  return parse_nightly_config(all.str(), path);
}

}  // namespace posetlab
