// The check registry as markdown; see check_markdown.hpp.
#include "verify/check_markdown.hpp"

namespace posetlab::checks {

std::string markdown_cell(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\n') out += ' ';
    else if (c == '|') out += "\\|";
    else out += c;
  }
  return out;
}

std::string checks_markdown(const std::vector<const Check*>& checks) {
  std::string out =
      "\n"  // a blank line after the marker: the table starts a block of its own
      "| id | paper | source | kind | claim | oracle | scope (full run) |\n"
      "|---|---|---|---|---|---|---|\n";
  for (const Check* c : checks) {
    std::string kind = c->expected ? "claim" : "expected to fail";
    if (!c->expected && !c->expected_counterexample.empty())
      kind += " on `" + markdown_cell(c->expected_counterexample) + "`";
    out += "| " + markdown_cell(c->id) + " | " + markdown_cell(c->paper()) + " | " + markdown_cell(c->source) + " | " +
           kind + " | " + markdown_cell(c->claim) + " | " + markdown_cell(c->oracle) + " | " + markdown_cell(c->scope) +
           " |\n";
  }
  return out;
}

}  // namespace posetlab::checks
