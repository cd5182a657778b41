// `posetlab chomp-box ROWS COLS`: the boards of a rectangular box with their winning bites,
// held against Chomp by its rules alone (engine/chomp/chomp_by_definition.hpp); a pass
// killed after a checkpoint resumes to the same list; refusals.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "engine/chomp/chomp_by_definition.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

class ChompBoxCli : public TempDirTest {};

// "board a x b: bites" lines of the command's output, by "a x b".
std::map<std::string, std::string> listed_boards(const std::string& out) {
  std::map<std::string, std::string> boards;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("board ", 0) == 0) boards[line.substr(6, line.find(':') - 6)] = line.substr(line.find(':') + 2);
  return boards;
}

TEST_F(ChompBoxCli, EveryBoardOfTheBoxHasTheBitesOfTheDefinition) {
  // 4 x 9 listed in full: every board a x b with a <= 4, b <= 9, a <= b, each with the
  // bites whose child the definition values 0.
  const ShellResult all = posetlab("chomp-box 4 9 --min-bites 0 -q");
  ASSERT_EQ(all.status, 0) << all.out;
  const std::map<std::string, std::string> boards = listed_boards(all.out);
  ChompByDefinition definition;
  int multi = 0;
  for (int b = 1; b <= 9; ++b)
    for (int a = 1; a <= 4 && a <= b; ++a) {
      std::string bites;
      for (const auto& [cell, value] : definition.option_values(std::vector<int>(std::size_t(a), b)))
        if (value == 0)
          bites += (bites.empty() ? "(" : " (") + std::to_string(cell.first) + "," + std::to_string(cell.second) + ")";
      const std::string name = std::to_string(a) + " x " + std::to_string(b);
      ASSERT_TRUE(boards.count(name)) << name;
      EXPECT_EQ(boards.at(name), bites.empty() ? "-" : bites) << name;
      multi += bites.find(") (") != std::string::npos;
    }
  EXPECT_EQ(boards.size(), 30u);
  EXPECT_NE(all.out.find("# 30 boards a x b (a <= b) in the box, by winning bites: 0: 1; 1: 29;"), std::string::npos)
      << all.out;
  // By default only the boards with two or more bites: none in 4 x 9, and 6 x 13 in its own box.
  EXPECT_TRUE(listed_boards(posetlab("chomp-box 4 9 -q").out).size() == std::size_t(multi));
  const ShellResult six = posetlab("chomp-box 6 13 -q");
  EXPECT_EQ(listed_boards(six.out), (std::map<std::string, std::string>{{"6 x 13", "(3,11) (4,8)"}})) << six.out;
  // Grundy values: a value line after each board listed, as the definition gives them.
  const ShellResult values = posetlab("chomp-box 3 5 --grundy --min-bites 0 -q");
  ASSERT_EQ(values.status, 0) << values.out;
  EXPECT_NE(values.out.find("value 3 x 5: " + std::to_string(definition.grundy({5, 5, 5})) + "\n"), std::string::npos)
      << values.out;
  EXPECT_NE(values.out.find("value 2 x 4: " + std::to_string(definition.grundy({4, 4})) + "\n"), std::string::npos)
      << values.out;
}

TEST_F(ChompBoxCli, AKilledPassResumesToTheSameListAndRemovesItsCheckpoint) {
  const std::string bin = POSETLAB_BINARY;
  const auto boards_of = [](const std::string& path) {  // all but the pass line (timing, positions resumed)
    return run_shell("grep -v '^box ' " + path).out;
  };
  const std::string once = db("once.txt");
  ASSERT_EQ(run_shell(bin + " chomp-box 7 25 --method outcome --min-bites 1 -q -o " + once).status, 0);
  EXPECT_NE(boards_of(once).find("board 6 x 13: (3,11) (4,8)\n"), std::string::npos);
  for (const std::string method : {"outcome", "last-row"}) {
    SCOPED_TRACE(method);
    const std::string checkpoint = db(method + ".checkpoint"), resumed = db(method + ".txt");
    // SIGKILL right after the checkpoint of layer 60 (of 175 cells, or 150 for the 6 x 25
    // box of the last-row pass), as kill -9 would.
    const std::string args = " chomp-box 7 25 --method " + method + " --min-bites 1 --checkpoint " + checkpoint +
                             " --checkpoint-seconds 0 -o " + resumed;
    const ShellResult dead = run_shell("POSETLAB_TEST_CHOMP_KILL_AFTER_LAYER=60 " + bin + args + " 2>&1");
    EXPECT_NE(dead.status, 0) << dead.out;
    ASSERT_TRUE(std::filesystem::exists(checkpoint));
    EXPECT_FALSE(std::filesystem::exists(resumed));  // nothing is written before the pass is done
    // A checkpoint of another box or mode is refused, and kept.
    const ShellResult other = run_shell(bin + " chomp-box 7 30 --method " + method + " --checkpoint " + checkpoint + " 2>&1");
    EXPECT_NE(other.status, 0);
    EXPECT_NE(other.out.find(method == "outcome" ? "a checkpoint of the 7 x 25 box (outcome"
                                                 : "a checkpoint of the 6 x 25 box (last-row"),
              std::string::npos)
        << other.out;
    EXPECT_NE(run_shell(bin + " chomp-box 7 25 --grundy --checkpoint " + checkpoint + " 2>&1").status, 0);
    ASSERT_TRUE(std::filesystem::exists(checkpoint));
    const ShellResult rerun = run_shell(bin + args + " 2>&1");
    ASSERT_EQ(rerun.status, 0) << rerun.out;
    EXPECT_NE(rerun.out.find("resumed after layer 60"), std::string::npos) << rerun.out;
    EXPECT_FALSE(std::filesystem::exists(checkpoint));
    EXPECT_EQ(boards_of(once), boards_of(resumed));
  }
}

TEST_F(ChompBoxCli, BadBoxesAreRefusedBeforeAnyWork) {
  const ShellResult swapped = posetlab("chomp-box 13 6 2>&1");
  EXPECT_EQ(swapped.status, 2);
  EXPECT_NE(swapped.out.find("give the shorter side first"), std::string::npos) << swapped.out;
  const ShellResult huge = posetlab("chomp-box 30 100 2>&1");
  EXPECT_EQ(huge.status, 2);
  EXPECT_NE(huge.out.find("chomp-box 30 100 (the last-row pass): the dense Chomp pass over the 29 x 100 box needs more than"),
            std::string::npos)
      << huge.out;
  const ShellResult huge_bits = posetlab("chomp-box 30 100 --method outcome 2>&1");
  EXPECT_NE(huge_bits.out.find("chomp-box 30 100: the dense Chomp pass over the 30 x 100 box needs more than"),
            std::string::npos)
      << huge_bits.out;
  const ShellResult wide = posetlab("chomp-box 3 300 --method last-row 2>&1");
  EXPECT_EQ(wide.status, 2);
  EXPECT_NE(wide.out.find("at most 254 columns"), std::string::npos) << wide.out;
  for (const std::string method : {"last-row", "outcome"}) {
    const ShellResult both = posetlab("chomp-box 3 30 --grundy --method " + method + " 2>&1");
    EXPECT_EQ(both.status, 2);
    EXPECT_NE(both.out.find("it takes no --method " + method), std::string::npos) << both.out;
  }
  const ShellResult zero = posetlab("chomp-box 0 5 2>&1");
  EXPECT_EQ(zero.status, 2);
  const ShellResult nowhere = posetlab("chomp-box 3 4 -o " + db("missing/x.txt") + " 2>&1");
  EXPECT_NE(nowhere.status, 0);
}

}  // namespace
}  // namespace posetlab::testing
