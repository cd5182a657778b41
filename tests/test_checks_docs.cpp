// docs/checks.md is generated from the check registry below its marker line; this test
// regenerates that part and fails when the page has drifted from the checks. To mend:
//   scripts/checks_docs.sh  (writes `posetlab verify --list --markdown` below the marker).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "verify/check_markdown.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

TEST(ChecksDocs, PageMatchesTheRegistry) {
  std::ifstream in(std::string(POSETLAB_SOURCE_DIR) + "/docs/checks.md");
  ASSERT_TRUE(in) << "docs/checks.md is missing";
  std::stringstream page;
  page << in.rdbuf();
  const std::string text = page.str();
  const std::string marker = std::string(kChecksMarkdownMarker) + "\n";
  const std::size_t at = text.find(marker);
  ASSERT_NE(at, std::string::npos) << "docs/checks.md lacks its marker line";
  EXPECT_EQ(text.substr(at + marker.size()), checks_markdown(select_checks({})))
      << "docs/checks.md has drifted from the check registry: regenerate it with scripts/checks_docs.sh";
}

TEST(ChecksDocs, CellsStayOnOneLineWithPipesEscaped) {
  EXPECT_EQ(markdown_cell("|X| odd\nnext"), "\\|X\\| odd next");
}

}  // namespace
}  // namespace posetlab::checks
