#pragma once
// A mistyped command or option, answered with the name it most likely meant:
// `posetlab solv` -> "unknown command 'solv'; did you mean solve?", `solve --gam` ->
// "unknown option --gam of `posetlab solve`; did you mean --game?". CLI11 only says that
// an argument was not expected; this reads the words again against the commands and
// options the parser knows. Empty when no word is unknown (CLI11's message stands).
#include <algorithm>
#include <string>
#include <vector>

#include "cli/command.hpp"

namespace posetlab::cli {

// Levenshtein distance, for the short names of commands and options.
inline std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

// The candidate closest to `word`: within 2 edits (1 for words of 3 letters or fewer), or
// the only one `word` begins; "" when none is close.
inline std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t best_distance = word.size() <= 3 ? 2 : 3;
  int prefixed = 0;
  std::string prefix_of;
  for (const std::string& c : candidates) {
    if (c.compare(0, word.size(), word) == 0) ++prefixed, prefix_of = c;
    const std::size_t d = edit_distance(word, c);
    if (d < best_distance) best_distance = d, best = c;
  }
  return !best.empty() ? best : prefixed == 1 ? prefix_of : std::string();
}

inline std::string did_you_mean(CLI::App& app, const CLI::ParseError& error, int argc, char** argv) {
  if (!dynamic_cast<const CLI::ExtrasError*>(&error) && !dynamic_cast<const CLI::RequiredError*>(&error)) return {};
  // The deepest command the parser entered, and the words of the line.
  std::vector<CLI::App*> path = {&app};
  for (bool deeper = true; deeper;) {
    deeper = false;
    for (CLI::App* sub : path.back()->get_subcommands([](CLI::App* s) { return s->parsed(); })) {
      path.push_back(sub);
      deeper = true;
      break;
    }
  }
  std::string command = "posetlab";
  for (std::size_t i = 1; i < path.size(); ++i) command += " " + path[i]->get_name();
  const std::vector<std::string> words(argv + 1, argv + argc);
  auto known_name = [&](const std::string& w) {
    return std::any_of(path.begin(), path.end(), [&](CLI::App* a) { return a->get_name() == w; });
  };
  // An unknown command where the deepest one takes commands.
  // (first: the options after it belong to the command meant, not to this one).
  std::vector<std::string> names;
  for (const CLI::App* s : path.back()->get_subcommands({})) names.push_back(s->get_name());
  for (std::size_t i = 0; i < words.size() && !names.empty(); ++i) {
    const std::string& w = words[i];
    if (w.empty() || w[0] == '-' || known_name(w)) continue;
    if (i > 0 && words[i - 1] == "--cpu") continue;  // posetlab's one option with a value
    const std::string near = closest(w, names);
    return "unknown command '" + w + "' of `" + command + "`" +
           (near.empty() ? "" : "; did you mean " + near + "?") + " (see `" + command + " --help`)";
  }
  // An unknown option of that command (or of posetlab itself).
  for (const std::string& w : words) {
    if (w.size() < 3 || w.compare(0, 2, "--") != 0) continue;
    const std::string name = w.substr(0, w.find('='));
    if (std::any_of(path.begin(), path.end(), [&](CLI::App* a) { return a->get_option_no_throw(name) != nullptr; }))
      continue;
    std::vector<std::string> options;
    for (const CLI::Option* o : path.back()->get_options())
      for (const std::string& long_name : o->get_lnames()) options.push_back("--" + long_name);
    const std::string near = closest(name, options);
    return "unknown option " + name + " of `" + command + "`" + (near.empty() ? "" : "; did you mean " + near + "?") +
           " (see `" + command + " --help`)";
  }
  return {};
}

}  // namespace posetlab::cli
