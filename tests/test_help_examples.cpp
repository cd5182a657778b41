// Every example a `--help` text shows names only options its command has: a newcomer
// copies these lines first, and an example that is refused is a false start. The test
// walks the command tree from `posetlab --help` (its "Subcommands:" sections), reads each
// help's "Examples:" lines, and checks every long option of every `posetlab ...` stage of
// a pipeline against the help of the command that stage calls.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "tests/shell.hpp"

namespace posetlab::testing {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The lines of the section of `help` that `header` opens ("Subcommands:", "Examples:"):
// those after it up to the next line that is neither empty nor indented.
std::vector<std::string> section_lines(const std::string& help, const std::string& header) {
  std::vector<std::string> out;
  bool inside = false;
  for (const std::string& line : lines_of(help)) {
    if (line.rfind(header, 0) == 0) {
      inside = true;
    } else if (inside && !line.empty() && line[0] != ' ') {
      inside = false;
    } else if (inside) {
      out.push_back(line);
    }
  }
  return out;
}

// The names listed under "Subcommands:" (two spaces, the name, then its description).
std::vector<std::string> subcommands(const std::string& help) {
  std::vector<std::string> out;
  for (const std::string& line : section_lines(help, "Subcommands:"))
    if (line.rfind("  ", 0) == 0 && line.size() > 2 && line[2] != ' ') out.push_back(words_of(line).front());
  return out;
}

// The lines under "Examples:" that call posetlab.
std::vector<std::string> examples(const std::string& help) {
  std::vector<std::string> out;
  for (const std::string& line : section_lines(help, "Examples:"))
    if (line.find("posetlab ") != std::string::npos) out.push_back(line);
  return out;
}

// True when `help` has an option line for `option`: "  --name ..." or "  -x,--name ...",
// the name followed by a space, a comma, an "=" or the end of the line. (The examples
// themselves are in the help text too, so a plain search would always succeed.)
bool lists_option(const std::string& help, const std::string& option) {
  for (const std::string& line : lines_of(help)) {
    std::size_t at = line.find_first_not_of(' ');
    if (at == 0 || at == std::string::npos || line[at] != '-') continue;
    if (line.compare(at, 1, "-") == 0 && at + 3 < line.size() && line[at + 1] != '-' && line[at + 2] == ',') at += 3;
    if (line.compare(at, option.size(), option) != 0) continue;
    const std::size_t end = at + option.size();
    if (end == line.size() || line[end] == ' ' || line[end] == ',' || line[end] == '=') return true;
  }
  return false;
}

class HelpTree {
 public:
  HelpTree() { walk({}); }
  const std::map<std::string, std::string>& helps() const { return helps_; }

  // The longest known command path that `words` (after "posetlab") starts with.
  std::string command_of(const std::vector<std::string>& words) const {
    std::string path, best;
    for (const std::string& w : words) {
      path += (path.empty() ? "" : " ") + w;
      if (!helps_.count(path)) break;
      best = path;
    }
    return best;
  }

 private:
  void walk(const std::string& path) {
    const ShellResult r = posetlab(path + " --help");
    ASSERT_EQ(r.status, 0) << "posetlab " << path << " --help:\n" << r.out;
    helps_[path] = r.out;
    for (const std::string& sub : subcommands(r.out)) walk(path.empty() ? sub : path + " " + sub);
  }
  std::map<std::string, std::string> helps_;
};

TEST(HelpExamplesCli, EveryOptionAnExampleNamesIsAnOptionOfItsCommand) {
  const HelpTree tree;
  ASSERT_GT(tree.helps().size(), 15u);  // the root, every command, and the enumerate kinds
  int checked = 0;
  for (const auto& [command, help] : tree.helps()) {
    for (const std::string& example : examples(help)) {
      std::string separated = example;  // a pipeline or a list of commands: one stage each
      for (char& c : separated)
        if (c == ';' || c == '&') c = '|';
      std::istringstream stages(separated);
      for (std::string stage; std::getline(stages, stage, '|');) {
        std::vector<std::string> words = words_of(stage);
        if (words.empty() || words.front() != "posetlab") continue;
        words.erase(words.begin());
        const std::string called = tree.command_of(words);
        const std::string& called_help = tree.helps().at(called);
        for (const std::string& w : words) {
          if (w.rfind("--", 0) != 0 || w.size() < 3) continue;
          const std::string option = w.substr(0, w.find('='));
          EXPECT_TRUE(lists_option(called_help, option) || lists_option(tree.helps().at(""), option))
              << "`posetlab " << command << " --help` shows the example\n" << example << "\nbut `posetlab " << called
              << "` has no option " << option;
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 20);  // the walk found the examples
}

}  // namespace
}  // namespace posetlab::testing
