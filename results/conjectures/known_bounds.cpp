// Known bounds as SQL over a table's rows; see known_bounds.hpp.
#include "results/conjectures/known_bounds.hpp"

#include <cctype>
#include <cmath>

namespace posetlab {
namespace {

bool known_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

bool known_same_name(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

// Where a quoted run starting at s[i] (one of ' " ` [) ends, one past its closing quote.
std::size_t known_quoted_end(const std::string& s, std::size_t i) {
  const char close = s[i] == '[' ? ']' : s[i];
  for (std::size_t j = i + 1; j < s.size(); ++j)
    if (s[j] == close) {
      if (close != ']' && j + 1 < s.size() && s[j + 1] == close) {
        ++j;  // a doubled quote stands for itself
        continue;
      }
      return j + 1;
    }
  return s.size();
}

// `s` with every whole identifier equal to `target` (bare or double-quoted) replaced by
// `value`; sets `found` when one was.
std::string known_substitute(const std::string& s, const std::string& target, const std::string& value, bool& found) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (c == '\'' || c == '"' || c == '`' || c == '[') {
      const std::size_t end = known_quoted_end(s, i);
      const std::string inner = end - i >= 2 ? s.substr(i + 1, end - i - 2) : "";
      if (c != '\'' && known_same_name(inner, target)) {
        out += value;
        found = true;
      } else {
        out += s.substr(i, end - i);
      }
      i = end;
    } else if (known_ident_char(c)) {
      std::size_t end = i;
      while (end < s.size() && known_ident_char(s[end])) ++end;
      const std::string word = s.substr(i, end - i);
      const bool is_name = !std::isdigit(static_cast<unsigned char>(c));
      if (is_name && known_same_name(word, target)) {
        out += value;
        found = true;
      } else {
        out += word;
      }
      i = end;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

}  // namespace

std::optional<KnownBoundSql> known_bound_sql(const std::string& statement, const std::string& target,
                                             const std::string& source, std::string& why) {
  // The top-level comparisons: <=, >=, < and > outside quotes and parentheses (<>, <<, >>
  // and -> are not comparisons of a bound).
  struct Cut {
    std::size_t at, length;
    char op;
    bool strict;
  };
  std::vector<Cut> cuts;
  int depth = 0;
  for (std::size_t i = 0; i < statement.size();) {
    const char c = statement[i];
    if (c == '\'' || c == '"' || c == '`' || c == '[') {
      i = known_quoted_end(statement, i);
      continue;
    }
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (depth == 0 && (c == '<' || c == '>')) {
      const char next = i + 1 < statement.size() ? statement[i + 1] : '\0';
      const char prev = i > 0 ? statement[i - 1] : '\0';
      if (next == '<' || next == '>' || prev == '-') {
        i += 2;
        continue;
      }
      cuts.push_back({i, std::size_t(next == '=' ? 2 : 1), c, next != '='});
      i += next == '=' ? 2 : 1;
      continue;
    }
    ++i;
  }
  if (cuts.size() != 1) {
    why = "not one comparison (<=, >=, <, >) at its top level";
    return std::nullopt;
  }
  const Cut& cut = cuts.front();
  std::string lhs = statement.substr(0, cut.at), rhs = statement.substr(cut.at + cut.length);
  if (cut.op == '>') std::swap(lhs, rhs);  // now lhs <= rhs (or <)
  KnownBoundSql k;
  k.statement = statement;
  k.source = source;
  k.strict = cut.strict;
  bool found = false;
  const auto at = [&](const char* v) {
    return "(" + known_substitute(lhs, target, v, found) + ") - (" + known_substitute(rhs, target, v, found) + ")";
  };
  k.at0 = at("0");
  k.at1 = at("1");
  k.at2 = at("2");
  if (!found) {
    why = "does not mention " + target;
    return std::nullopt;
  }
  return k;
}

std::optional<KnownBoundValue> known_bound_value(double f0, double f1, double f2, bool strict) {
  const double a = f1 - f0;
  if (a == 0 || std::abs((f2 - f1) - a) > 1e-9) return std::nullopt;
  // a*T + f0 <= 0 (or < 0).
  const double v = -f0 / a;
  if (a > 0) return KnownBoundValue{+1, strict ? std::ceil(v - 1e-9) - 1 : v};
  return KnownBoundValue{-1, strict ? std::floor(v + 1e-9) + 1 : v};
}

}  // namespace posetlab
