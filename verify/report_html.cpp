// Shared pieces of the report's HTML page; see report_html.hpp.
#include "verify/report_html.hpp"

#include <cctype>
#include <map>
#include <sstream>
#include <vector>

#include "results/queries/svg_plot.hpp"
#include "verify/conjecture_checks.hpp"

namespace posetlab::checks {

namespace {

// Code escaped, each option word ("--bottoms") in <span class="nw">: a line that breaks
// after its hyphens leaves "--" alone at the end of the line.
std::string html_code(const std::string& code) {
  std::string out;
  for (std::size_t at = 0; at <= code.size();) {
    std::size_t end = code.find(' ', at);
    if (end == std::string::npos) end = code.size();
    const std::string word = code.substr(at, end - at);
    out += word.size() > 1 && word[0] == '-' ? "<span class=\"nw\">" + xml_escape(word) + "</span>" : xml_escape(word);
    if (end < code.size()) out += ' ';
    at = end + 1;
  }
  return out;
}

// `text` with each `...` span as <code>...</code>, the text outside them made HTML by `plain`.
std::string html_code_spans_around(const std::string& text, std::string (*plain)(const std::string&)) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find('`', at);
    const std::size_t close = open == std::string::npos ? open : text.find('`', open + 1);
    if (close == std::string::npos) {
      std::string rest = text.substr(at);
      std::erase(rest, '`');
      return out + plain(rest);
    }
    out += plain(text.substr(at, open - at)) + "<code>" + html_code(text.substr(open + 1, close - open - 1)) +
           "</code>";
    at = close + 1;
  }
  return out;
}

std::string html_escaped_plain(const std::string& text) { return xml_escape(text); }

// `text` escaped, each piece of a word that holds a bracket or a slash in <span class="nw">;
// a word's pieces end after its hyphens, where it may still wrap ("(nauty-|genposetg,").
std::string html_escaped_keeping_bracketed_words(const std::string& text) {
  std::string out;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = at;
    if (std::isspace(static_cast<unsigned char>(text[at]))) {
      while (end < text.size() && std::isspace(static_cast<unsigned char>(text[end]))) ++end;
    } else {
      while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != '-') ++end;
      while (end < text.size() && text[end] == '-') ++end;
    }
    const std::string piece = text.substr(at, end - at);
    if (piece.find_first_of("()[]{}/") != std::string::npos) out += "<span class=\"nw\">" + xml_escape(piece) + "</span>";
    else out += xml_escape(piece);
    at = end;
  }
  return out;
}

}  // namespace

std::string html_text_with_code(const std::string& text) { return html_code_spans_around(text, html_escaped_plain); }

std::string html_text_with_code_whole_words(const std::string& text) {
  return html_code_spans_around(text, html_escaped_keeping_bracketed_words);
}

const char* short_cell_class(const std::string& text, const char* otherwise) {
  return text.size() <= 20 ? "nw" : otherwise;
}

std::string html_list_breaking_after_commas(const std::string& list) {
  std::string out;
  for (char c : list) out += c == ',' ? std::string(",<wbr>") : xml_escape(std::string(1, c));
  return out;
}

std::string check_group_of(const std::string& id) {
  const std::string conjecture = kConjectureIdPrefix;
  if (id.compare(0, conjecture.size(), conjecture) == 0) return "conjecture";
  const std::string head = id.substr(0, id.find_first_of("-:"));
  if (head == "tab") return head;
  if (head.size() == 3 && head.find_first_not_of("0123456789") == std::string::npos) return head;
  return "other";
}

int check_group_rank(const std::string& group) {
  if (group.size() == 3 && group.find_first_not_of("0123456789") == std::string::npos) return std::stoi(group);
  return group == "tab" ? 1000 : group == "conjecture" ? 1001 : 1002;
}

std::string check_group_title(const std::string& group) {
  // The papers as docs/checks.md names them.
  static const std::map<std::string, std::string> titles = {
      {"000", "000: two-level poset games"},
      {"001", "001: poset games, Grundy values, black-white games, Chomp"},
      {"002", "002: flipping the winner"},
      {"003", "003: poset positional games"},
      {"004", "004: pomax and element-removal games"},
      {"tab", "The stored tables against their peers"},
      {"conjecture", "Conjectures files, as checks"},
  };
  const auto it = titles.find(group);
  if (it != titles.end()) return it->second;
  return group == "other" ? "Other checks" : group + ": checks of paper " + group;
}

namespace {

struct ReportHeading {
  int level = 2;
  std::string id, text;
};

// Text of an HTML fragment without its tags (headings hold escaped text and <code> only).
std::string heading_text_without_tags(const std::string& html) {
  std::string out;
  bool in_tag = false;
  for (char c : html) {
    if (c == '<') in_tag = true;
    else if (c == '>') in_tag = false;
    else if (!in_tag) out += c;
  }
  return out;
}

}  // namespace

std::string html_contents(const std::string& body) {
  std::vector<ReportHeading> headings;
  for (std::size_t at = body.find("<h"); at != std::string::npos; at = body.find("<h", at + 1)) {
    if (at + 3 >= body.size() || (body[at + 2] != '2' && body[at + 2] != '3')) continue;
    const std::string id_attr = " id=\"";
    if (body.compare(at + 3, id_attr.size(), id_attr) != 0) continue;
    const std::size_t id_from = at + 3 + id_attr.size(), id_end = body.find('"', id_from);
    if (id_end == std::string::npos) break;
    const std::size_t text_from = body.find('>', id_end) + 1, text_end = body.find("</h", text_from);
    if (text_end == std::string::npos) break;
    headings.push_back({body[at + 2] - '0', body.substr(id_from, id_end - id_from),
                        heading_text_without_tags(body.substr(text_from, text_end - text_from))});
  }
  if (headings.empty()) return {};
  std::ostringstream out;
  out << "<nav id=\"contents\"><h2>Contents</h2>\n<ul>";
  bool nested = false;  // inside the list of an h2's h3 entries
  for (std::size_t i = 0; i < headings.size(); ++i) {
    const ReportHeading& h = headings[i];
    const bool sub = h.level == 3 && i > 0;
    if (i > 0) {
      if (sub && !nested) out << "<ul>";
      else if (sub || !nested) out << "</li>";
      else out << "</li></ul></li>";
      nested = sub;
    }
    // The heading's text is already escaped: tags were taken out, entities stay.
    out << "\n<li><a href=\"#" << h.id << "\">" << h.text << "</a>";
  }
  if (nested) out << "</li></ul>";
  out << "</li>\n</ul></nav>\n";
  return out.str();
}

}  // namespace posetlab::checks
