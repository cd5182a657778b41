// The mutation fuzzer of the test suite: for every parser, a fixed seed and a bounded
// number of inputs mutated from valid ones (tests/fuzz/mutator.hpp), each of which must
// give a located error or the value plain search gives (tests/fuzz/parser_targets.hpp).
// A failure prints the parser, the seed, the iteration and the input, which then becomes
// a regression case below. Longer runs: the libFuzzer targets (docs/fuzzing.md).
// `posetlab family NAME ARGS` is fuzzed through the binary: exit 0 or 2, never a crash.
#include <gtest/gtest.h>

#include <cctype>
#include <random>
#include <string_view>
#include <string>

#include "engine/formats/format_digraph6.hpp"
#include "fuzz/mutator.hpp"
#include "fuzz/parser_targets.hpp"
#include "shell.hpp"

namespace posetlab::fuzz {
namespace {

constexpr std::uint64_t kSeed = 20251125;
constexpr int kIterations = 4000;  // per parser

void fuzz_parser(Parser parser) {
  std::mt19937_64 rng(kSeed + std::uint64_t(parser));
  const std::vector<std::string> start = seeds(parser);
  for (const std::string& s : start) ASSERT_EQ(check_input(parser, s), "") << "seed input " << s;
  for (int i = 0; i < kIterations; ++i) {
    const std::string input = mutate(start[i % start.size()], rng, 4);
    const std::string problem = check_input(parser, input);
    ASSERT_EQ(problem, "") << parser_name(parser) << ", seed " << kSeed << ", iteration " << i << ", input: \""
                           << input << "\"";
  }
}

TEST(FuzzParsers, PosetText) { fuzz_parser(Parser::PosetText); }
TEST(FuzzParsers, Coloured) { fuzz_parser(Parser::Coloured); }
TEST(FuzzParsers, WinningSets) { fuzz_parser(Parser::WinningSets); }
TEST(FuzzParsers, FamilyText) { fuzz_parser(Parser::FamilyText); }
TEST(FuzzParsers, Digraph6) { fuzz_parser(Parser::Digraph6); }
TEST(FuzzParsers, Graph6) { fuzz_parser(Parser::Graph6); }
TEST(FuzzParsers, NightlyConfig) { fuzz_parser(Parser::NightlyConfig); }

// Inputs the fuzzer or users found; each once broke a contract.
TEST(FuzzParsers, Regressions) {
  EXPECT_EQ(check_input(Parser::PosetText, "poset 2: 0<0"), "");
  EXPECT_EQ(check_input(Parser::Coloured, "poset 2 BW: 1<1"), "");
  EXPECT_EQ(check_input(Parser::WinningSets, "poset 2: 0<0 | {1}"), "");
  EXPECT_EQ(check_input(Parser::PosetText, "poset 18446744073709551620: 0<1"), "");
  EXPECT_EQ(check_input(Parser::NightlyConfig, "posets size=2 size=3\n"), "");
  // A huge range is refused before one job a value is made (libFuzzer ran out of memory).
  EXPECT_EQ(check_input(Parser::NightlyConfig, "two-level bottoms=9..388888881\n"), "");
  // digraph6 loops (0->0 in "&A_", 2->2 beside 0->1 in "&BOG"): refused, not dropped.
  for (const char* loop : {"&A_", "&BOG", ">>digraph6<<&A_"}) {
    ASSERT_TRUE(digraph6_has_loop(loop)) << loop;
    EXPECT_EQ(check_input(Parser::Digraph6, loop), "") << loop;
  }
}

// A loop is an error at the byte holding it, on both digraph6 readers.
TEST(FuzzParsers, Digraph6LoopIsLocated) {
  for (bool small : {false, true}) {
    try {
      const LineSource src{"in", 3};
      if (small) parse_digraph6_small("&A_", src);
      else parse_digraph6("&A_", src);
      ADD_FAILURE() << "a loop was accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.where().line, 3u);
      EXPECT_EQ(e.where().column, 3u);
      EXPECT_NE(std::string(e.what()).find("arc 0->0"), std::string::npos) << e.what();
    }
  }
}

// The family command's arguments, through the binary (a process per input, so fewer).
TEST(FuzzParsersCli, FamilyArguments) {
  std::mt19937_64 rng(kSeed);
  const std::vector<std::string> start = {"chain 5", "antichain 3", "zigzag N 0:4", "kbt 2 1:2", "chomp 3 3",
                                          "young 3x2", "tree 0,0,1"};
  const int runs = 80;
  for (int i = 0; i < runs; ++i) {
    std::string args = mutate(start[i % start.size()], rng, 2);
    std::string words;  // what a shell passes through unquoted: letters, digits, : , . - and blanks
    for (char c : args)
      if (std::isalnum(static_cast<unsigned char>(c)) || std::string_view(":,.- ").find(c) != std::string_view::npos)
        words += c;
    const auto r = posetlab::testing::run_shell("timeout 20 " + std::string(POSETLAB_BINARY) + " family --max-elements 64 " +
                                                words + " >/dev/null 2>&1; echo $?");
    const std::string status = r.out.substr(0, r.out.find('\n'));
    EXPECT_TRUE(status == "0" || status == "2") << "family " << words << " exited " << status;
  }
}

}  // namespace
}  // namespace posetlab::fuzz
