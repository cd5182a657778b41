// docs/checks.md is generated from the check registry below its marker line; this test
// regenerates that part and fails when the page has drifted from the checks. To mend:
//   scripts/checks_docs.sh  (writes `posetlab verify --list --markdown` below the marker).
// Above the marker, the hand-written catalogue of the papers' claims names in its last
// column the checks that test each claim: those names must be registered checks. The
// generated table lists every registered check, so a new check edits its source file
// only (and the script regenerates the table).
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "verify/check_markdown.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

std::string checks_page() {
  std::ifstream in(std::string(POSETLAB_SOURCE_DIR) + "/docs/checks.md");
  std::stringstream page;
  page << in.rdbuf();
  return page.str();
}

// The check ids in the last column of the catalogue's tables (between its heading and the
// generated part): every `code span` of that column.
std::set<std::string> catalogue_check_names(const std::string& page) {
  const std::size_t from = page.find("## The claims, paper by paper");
  const std::size_t to = page.find(kChecksMarkdownMarker);
  std::set<std::string> names;
  if (from == std::string::npos || to == std::string::npos || to < from) return names;
  std::istringstream lines(page.substr(from, to - from));
  const std::regex code("`([^`]+)`");
  for (std::string line; std::getline(lines, line);) {
    if (line.size() < 2 || line.front() != '|' || line.back() != '|') continue;
    std::size_t cut = line.size() - 1;
    while (cut > 0 && !(line[cut - 1] == '|' && (cut < 2 || line[cut - 2] != '\\'))) --cut;
    const std::string last = line.substr(cut, line.size() - 1 - cut);
    for (std::sregex_iterator m(last.begin(), last.end(), code), end; m != end; ++m) names.insert((*m)[1]);
  }
  return names;
}

TEST(ChecksDocs, PageMatchesTheRegistry) {
  const std::string text = checks_page();
  ASSERT_FALSE(text.empty()) << "docs/checks.md is missing";
  const std::string marker = std::string(kChecksMarkdownMarker) + "\n";
  const std::size_t at = text.find(marker);
  ASSERT_NE(at, std::string::npos) << "docs/checks.md lacks its marker line";
  EXPECT_EQ(text.substr(at + marker.size()), checks_markdown(select_checks({})))
      << "docs/checks.md has drifted from the check registry: regenerate it with scripts/checks_docs.sh";
}

TEST(ChecksDocs, CatalogueNamesOnlyRegisteredChecks) {
  const std::set<std::string> named = catalogue_check_names(checks_page());
  ASSERT_FALSE(named.empty()) << "docs/checks.md lacks the catalogue \"## The claims, paper by paper\"";
  std::set<std::string> registered;
  for (const Check& c : all_checks()) registered.insert(c.id);
  for (const std::string& id : named)
    EXPECT_TRUE(registered.count(id)) << "docs/checks.md's catalogue names `" << id
                                      << "`, which is not a registered check";
}

// Only the last column counts, and an escaped pipe inside it does not end it.
TEST(ChecksDocs, CatalogueColumnIsReadPastEscapedPipes) {
  const std::string page = std::string("## The claims, paper by paper\n\n| claim | statement | checked by |\n") +
                           "|---|---|---|\n| 000-X | `not this` | `000-X` for \\|X\\| odd, `000-X-ctl` |\n\n" +
                           kChecksMarkdownMarker + "\n";
  EXPECT_EQ(catalogue_check_names(page), (std::set<std::string>{"000-X", "000-X-ctl"}));
}

TEST(ChecksDocs, CellsStayOnOneLineWithPipesEscaped) {
  EXPECT_EQ(markdown_cell("|X| odd\nnext"), "\\|X\\| odd next");
}

}  // namespace
}  // namespace posetlab::checks
