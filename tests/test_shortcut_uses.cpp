// The theorems the engine relies on, marked at their lines (verify/shortcut_theorems.hpp):
// every `USES: <check id>` in the sources names a registered check, and every check of a
// shortcut theorem is named by some line. The sources are read from the tree, so a USES
// comment added, mistyped or deleted is seen without building anything.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "verify/check_registry.hpp"
#include "verify/shortcut_theorems.hpp"

namespace posetlab::checks {
namespace {

constexpr std::string_view kTag = "USES:";

// The ids of the USES tags in one line: after each "USES:", whitespace-separated words,
// the list going on past a word that ends with a comma.
std::vector<std::string> uses_ids(std::string_view line) {
  std::vector<std::string> ids;
  for (std::size_t at = line.find(kTag); at != std::string_view::npos; at = line.find(kTag, at)) {
    at += kTag.size();
    for (bool more = true; more;) {
      const std::size_t from = line.find_first_not_of(" \t", at);
      if (from == std::string_view::npos) break;
      std::size_t to = line.find_first_of(" \t", from);
      if (to == std::string_view::npos) to = line.size();
      std::string_view word = line.substr(from, to - from);
      more = word.back() == ',';
      if (more) word.remove_suffix(1);
      if (!word.empty()) ids.emplace_back(word);
      at = to;
    }
  }
  return ids;
}

struct UsesSite {
  std::string where;  // file:line, relative to the source root
  std::string id;
};

// Every USES tag in the library layers' sources. verify/shortcut_theorems.hpp is left out:
// its head comment shows the tag's form with placeholders.
std::vector<UsesSite> uses_in_sources(const std::filesystem::path& root) {
  std::vector<UsesSite> sites;
  for (const char* layer : {"util", "engine", "enumerate", "results", "verify", "api", "catalogue", "cli", "python"}) {
    if (!std::filesystem::is_directory(root / layer)) continue;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root / layer)) {
      const std::string ext = entry.path().extension().string();
      if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp" && ext != ".c" && ext != ".h")) continue;
      const std::string name = std::filesystem::relative(entry.path(), root).generic_string();
      if (name == "verify/shortcut_theorems.hpp") continue;
      std::ifstream in(entry.path());
      int number = 0;
      for (std::string line; std::getline(in, line);) {
        ++number;
        for (std::string& id : uses_ids(line)) sites.push_back({name + ":" + std::to_string(number), std::move(id)});
      }
    }
  }
  return sites;
}

// What is wrong: a USES naming an id that is not registered, a shortcut check that is not
// registered, or one that no USES names.
std::vector<std::string> uses_problems(const std::vector<UsesSite>& sites, const std::set<std::string>& registered,
                                       std::span<const std::string_view> shortcut_checks) {
  std::vector<std::string> problems;
  std::set<std::string> used;
  for (const UsesSite& s : sites) {
    used.insert(s.id);
    if (!registered.count(s.id)) problems.push_back(s.where + ": USES names \"" + s.id + "\", which is no registered check");
  }
  for (std::string_view id : shortcut_checks) {
    if (!registered.count(std::string(id)))
      problems.push_back("verify/shortcut_theorems.hpp lists \"" + std::string(id) + "\", which is no registered check");
    else if (!used.count(std::string(id)))
      problems.push_back("the shortcut check \"" + std::string(id) + "\" is named by no USES in the sources");
  }
  return problems;
}

std::set<std::string> registered_ids() {
  std::set<std::string> ids;
  for (const Check& c : all_checks()) ids.insert(c.id);
  return ids;
}

TEST(ShortcutUses, IdsRunToTheFirstWordWithoutAComma) {
  EXPECT_EQ(uses_ids("  ++bonus;  // USES: 002-L1"), (std::vector<std::string>{"002-L1"}));
  EXPECT_EQ(uses_ids("// USES: 000-T2.4, 001-P2.26/T2.28 (the sum rule)"),
            (std::vector<std::string>{"000-T2.4", "001-P2.26/T2.28"}));
  EXPECT_EQ(uses_ids("// a.  USES: 000-T3.1(2),  001-F3.1 and more. USES: 003-L2"),
            (std::vector<std::string>{"000-T3.1(2)", "001-F3.1", "003-L2"}));
  EXPECT_TRUE(uses_ids("// no tag here; uses: lower case is no tag").empty());
}

TEST(ShortcutUses, EveryTagNamesARegisteredCheckAndEveryShortcutCheckIsUsed) {
  const std::vector<UsesSite> sites = uses_in_sources(POSETLAB_SOURCE_DIR);
  ASSERT_FALSE(sites.empty()) << "no USES tag found under " << POSETLAB_SOURCE_DIR;
  for (const std::string& problem : uses_problems(sites, registered_ids(), kShortcutTheoremChecks))
    ADD_FAILURE() << problem;
  // The three shortcuts every impartial search takes are marked in each search.
  for (const char* file : {"engine/impartial/impartial_policy.hpp", "engine/impartial/grundy_kernel.cpp",
                           "engine/impartial/mask_search.cpp"})
    for (const char* id : {"000-T2.4", "002-L1"}) {
      bool found = false;
      for (const UsesSite& s : sites) found = found || (s.id == id && s.where.rfind(std::string(file) + ":", 0) == 0);
      EXPECT_TRUE(found) << file << " takes the shortcut of " << id << " without a USES tag";
    }
}

TEST(ShortcutUses, UnknownIdsAndUnusedShortcutChecksAreCaught) {
  const std::set<std::string> registered = {"000-T2.4", "002-L1", "003-L2"};
  const std::vector<UsesSite> sites = {{"first:3", "000-T2.4"}, {"second:9", "002-L2"}};
  const std::string_view shortcut[] = {"000-T2.4", "003-L2", "009-X"};
  EXPECT_EQ(uses_problems(sites, registered, shortcut),
            (std::vector<std::string>{
                "second:9: USES names \"002-L2\", which is no registered check",
                "the shortcut check \"003-L2\" is named by no USES in the sources",
                "verify/shortcut_theorems.hpp lists \"009-X\", which is no registered check"}));
  EXPECT_TRUE(uses_problems(sites, {"000-T2.4", "002-L2"}, std::span(shortcut, 1)).empty());
}

}  // namespace
}  // namespace posetlab::checks
