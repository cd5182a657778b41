// The family catalogue as a library (enumerate/family_catalogue.hpp): members by name
// and arguments as `posetlab family` writes them, and the combinators keeping the
// colours of coloured posets and the winning sets of positional games.
#include <gtest/gtest.h>

#include "engine/core/error.hpp"
#include "engine/positional/positional_game.hpp"
#include "enumerate/coloured_families.hpp"
#include "enumerate/families.hpp"
#include "enumerate/family_catalogue.hpp"
#include "tests/shell.hpp"

namespace posetlab {
namespace {

using catalogue::FamilyMember;

TEST(FamilyCatalogueCli, MembersByNameAndArguments) {
  const auto chains = catalogue::family("chain", {"2:4"});
  ASSERT_EQ(chains.size(), 3u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(chains[i].poset, families::chain(2 + i));
  EXPECT_EQ(chains[0].name, "C_2");
  const auto zig = catalogue::family("zigzag", {"N", "3"});
  ASSERT_EQ(zig.size(), 1u);
  ASSERT_TRUE(zig[0].family);
  EXPECT_EQ(zig[0].poset.size(), 6);
  const auto young = catalogue::family("young", {"2x2"});
  ASSERT_TRUE(young.at(0).colours);
  EXPECT_EQ(young[0].poset.size(), 4);
  const auto game = catalogue::family("connect-k", {"2", "2", "2"});
  ASSERT_TRUE(game.at(0).winning_sets);
  EXPECT_THROW(catalogue::family("chain", {"x"}), UsageError);
  EXPECT_THROW(catalogue::family("nosuch", {"3"}), UsageError);
  catalogue::FamilyOptions small;
  small.max_elements = 10;
  EXPECT_THROW(catalogue::family("chain", {"11"}, small), UsageError);
  // Every catalogue entry is a name the command accepts.
  for (const auto& e : catalogue::family_catalogue()) {
    auto r = testing::run_shell(std::string(POSETLAB_BINARY) + " family --help | grep -c '  " + e.name + " '");
    EXPECT_EQ(r.status, 0) << e.name;
  }
}

FamilyMember coloured_member(const std::string& name, const std::string& text) {
  ColouredPoset c = make_coloured(Poset::from_relations(int(text.size()), {}), text);
  return {name, c.poset, std::nullopt, c.colour};
}

TEST(FamilyCatalogueCli, CombinatorsKeepColoursAndWinningSets) {
  const FamilyMember a{"a", families::chain(2), std::nullopt, std::vector<Colour>{Colour::Black, Colour::White}};
  const FamilyMember b = coloured_member("b", "W");
  const FamilyMember par = catalogue::combine("parallel", {a, b}, {});
  ASSERT_TRUE(par.colours);
  EXPECT_EQ((ColouredPoset{par.poset, *par.colours}.word()), "BWW");
  // series: the first part on top, elements numbered from the bottom part up.
  const FamilyMember ser = catalogue::combine("series", {a, b}, {});
  ASSERT_TRUE(ser.colours);
  EXPECT_EQ((ColouredPoset{ser.poset, *ser.colours}.word()), "WBW");
  EXPECT_TRUE(ser.poset.less(0, 1) && ser.poset.less(0, 2) && ser.poset.less(1, 2));

  const FamilyMember g1{"g1", families::chain(2), std::nullopt, std::nullopt, std::vector<std::vector<int>>{{1}}};
  const FamilyMember g2{"g2", families::chain(1), std::nullopt, std::nullopt, std::vector<std::vector<int>>{{0}}};
  const FamilyMember games = catalogue::combine("parallel", {g1, g2}, {});
  ASSERT_TRUE(games.winning_sets);
  EXPECT_EQ(*games.winning_sets, (std::vector<std::vector<int>>{{1}, {2}}));

  // Mixed parts, and NOT of a coloured poset, are refused rather than stripped.
  EXPECT_THROW(catalogue::combine("parallel", {a, FamilyMember{"p", families::chain(1)}}, {}), UsageError);
  EXPECT_THROW(catalogue::not_member(a, "a", {}), UsageError);
  EXPECT_THROW(catalogue::not_member(g1, "g1", {}), UsageError);

  auto r = testing::run_shell("printf 'poset 2 BW: 0<1\\nposet 1 W:\\n' | " POSETLAB_BINARY " family parallel");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "poset 3 BWW: 0<1\n");
  r = testing::run_shell("printf 'poset 2: 0<1 | {1}\\nposet 1: | {0}\\n' | " POSETLAB_BINARY " family parallel");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "poset 3: 0<1 | {1} {2}\n");
}

// The product: componentwise order, checked pair by pair against its definition; the grid
// of two chains less its minimum is the Chomp board; labels come from the parts.
TEST(FamilyCatalogueCli, TheProductIsTheComponentwiseOrderWithLabelledElements) {
  const FamilyMember d6 = catalogue::family("divisors", {"6"}, {}).front();
  const FamilyMember v{"v", families::vee(2)};
  const FamilyMember prod = catalogue::combine("product", {d6, v}, {});
  ASSERT_EQ(prod.poset.size(), 12);
  for (int x = 0; x < 12; ++x)
    for (int y = 0; y < 12; ++y)
      EXPECT_EQ(prod.poset.leq(x, y), d6.poset.leq(x / 3, y / 3) && v.poset.leq(x % 3, y % 3)) << x << " " << y;
  ASSERT_TRUE(prod.labels);
  EXPECT_EQ((*prod.labels)[0], "(1,0)");
  EXPECT_EQ((*prod.labels)[11], "(6,2)");
  const std::vector<Poset> chains = {families::chain(3), families::chain(4)};
  const Poset grid = families::product(chains);
  std::vector<int> above_minimum;
  for (int x = 1; x < grid.size(); ++x) above_minimum.push_back(x);
  EXPECT_EQ(grid.induced(above_minimum).covers(), families::chomp(3, 4).covers());
  EXPECT_EQ(families::product(std::vector<Poset>{}).size(), 1);
  EXPECT_EQ(families::product(std::vector<Poset>{families::chain(2), families::antichain(0)}).size(), 0);
  const FamilyMember coloured = coloured_member("b", "W");
  EXPECT_THROW(catalogue::combine("product", {coloured, coloured}, {}), UsageError);
  // Through the command: labels of the files' lines, and solve --moves answers in them.
  const auto r = testing::run_shell("printf 'poset 4 [1 2 3 6]: 0<1 0<2 1<3 2<3\\nposet 2: 0<1\\n' | " POSETLAB_BINARY
                                    " family product | " POSETLAB_BINARY " solve --moves");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("grundy=4 outcome=N gset=0,1,2,3 winning_moves=0 winning_labels=(1,0)"), std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace posetlab
