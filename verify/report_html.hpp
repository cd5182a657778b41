#pragma once
// Pieces of the report's HTML page shared by its sections: text with `code` spans made
// <code>, the groups the checks table is cut into (one per paper), and the contents list
// made from the page's headings, so every entry points at an anchor that exists.
#include <string>

namespace posetlab::checks {

// `text` escaped for HTML, each `...` span as <code>...</code> (a lone backtick is left out).
std::string html_text_with_code(const std::string& text);
// The same, for a narrow table cell: outside code, a word (a run without white space) that
// holds a bracket or a slash wraps only after its hyphens (its pieces in <span class="nw">),
// since a browser would break "mex_{mex A}(B)" between "}" and "(", or "P/Q" after its slash.
std::string html_text_with_code_whole_words(const std::string& text);

// A table cell's class for `text`: "nw" (never wraps) for a short cell of at most 20
// characters, such as an id, a verdict or "000 Thm 3.1"; `otherwise` for longer text, which
// wraps at its spaces ("Ekhad, Zeilberger 2018 (winning bites up to 14 x 14)").
const char* short_cell_class(const std::string& text, const char* otherwise = "");

// `list` ("oeis:A342447,peer:nauty-genposetg") escaped for HTML, with a line break allowed
// (<wbr>) after each comma, so a long list wraps between its entries and never inside one.
std::string html_list_breaking_after_commas(const std::string& list);

// The group of a check id: its paper ("000" of "000-T3.1"), "tab" for the stored tables'
// cross-checks, "conjecture" for a conjectures file's rows, "other" for any other id.
std::string check_group_of(const std::string& id);
// Where the group goes: the papers by number, then the tables, conjectures and others.
int check_group_rank(const std::string& group);
// The group's heading: "000: two-level poset games", ...
std::string check_group_title(const std::string& group);

// A <nav id="contents"> listing every <h2 id=...> and <h3 id=...> of `body`, in order, the
// h3 entries nested under the h2 before them. Empty when `body` has no such heading.
std::string html_contents(const std::string& body);

}  // namespace posetlab::checks
