#pragma once
// What every parser must do with any input, as one check per parser shared by the
// mutation fuzzer of the test suite (tests/test_fuzz_parsers.cpp) and the libFuzzer
// targets (tests/fuzz/fuzz_*.cpp): either a located error (InputError with a line and a
// column from 1) or a value equal to plain search by the definition on what was read
// (small inputs only, where plain search is fast). Anything else (another exception, a
// crash, a wrong value) is a bug; check_input reports it by its return value.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/solver.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "engine/partizan/partizan_solver.hpp"
#include "engine/positional/maker_breaker.hpp"
#include "engine/positional/maker_breaker_plain.hpp"
#include "results/jobs/nightly_config.hpp"

namespace posetlab::fuzz {

enum class Parser { PosetText, Coloured, WinningSets, FamilyText, Digraph6, Graph6, NightlyConfig };

inline const char* parser_name(Parser p) {
  switch (p) {
    case Parser::PosetText: return "poset-text";
    case Parser::Coloured: return "coloured";
    case Parser::WinningSets: return "winning-sets";
    case Parser::FamilyText: return "family-text";
    case Parser::Digraph6: return "digraph6";
    case Parser::Graph6: return "graph6";
    case Parser::NightlyConfig: return "nightly-config";
  }
  return "?";
}

// Largest input whose value is compared with plain search (2^n positions).
inline constexpr int kPlainCompareElements = 9;

// Whether a digraph6 line of at most 62 elements (one size byte) has a loop x->x,
// decoded from the bytes directly: such a line says x < x and must be refused.
inline bool digraph6_has_loop(std::string_view line) {
  if (line.starts_with(">>digraph6<<")) line.remove_prefix(12);
  if (line.size() < 2 || line[0] != '&' || line[1] < 63 || line[1] > 125) return false;
  const std::size_t n = std::size_t(line[1] - 63);
  for (std::size_t x = 0; x < n; ++x) {
    const std::size_t i = x * n + x, at = 2 + i / 6;
    if (at < line.size() && ((line[at] - 63) >> (5 - i % 6) & 1)) return true;
  }
  return false;
}

// Empty when the input was handled as the contract says; otherwise what went wrong.
inline std::string check_input(Parser parser, std::string_view input) {
  const LineSource src{"fuzz", 1};
  try {
    if (parser == Parser::NightlyConfig) {
      parse_nightly_config(std::string(input), "fuzz");
      return {};
    }
    ReaderOptions options;
    options.max_elements = 64;
    switch (parser) {
      case Parser::Digraph6: options.format = Format::Digraph6; break;
      case Parser::Graph6: options.format = Format::Graph6, options.graph6_bottoms = 2; break;
      default: options.format = Format::Text; break;
    }
    // One line at a time, as every reader calls it.
    const std::string_view line = input.substr(0, input.find('\n'));
    std::optional<ParsedPoset> parsed = PosetReader::parse_line(line, src, options);
    if (parsed && parser == Parser::Digraph6 && digraph6_has_loop(line)) return "a loop x->x was accepted";
    if (!parsed || parsed->poset.size() > kPlainCompareElements) return {};
    const Poset& p = parsed->poset;
    if (parsed->winning_sets) {
      const PositionalGame g{p, *parsed->winning_sets};
      MakerBreakerSolver fast;
      if (fast.solve(g).outcome() != plain_outcome(g)) return "Maker-Breaker outcome differs from plain search";
    } else if (parsed->colours) {
      const ColouredPoset c{p, *parsed->colours};
      PartizanSolver fast;
      for (PartizanGame game : {PartizanGame::BlackWhite, PartizanGame::Pomax})
        if (!(fast.value(c, game) == plain_partizan_value(c, game)))
          return std::string(partizan_game_name(game)) + " value differs from plain search";
    } else {
      Solver fast;
      if (fast.grundy(p) != plain_grundy(p)) return "Grundy value differs from plain search";
    }
    return {};
  } catch (const InputError& e) {
    if (e.where().line < 1 || e.where().column < 1) return std::string("error without line and column: ") + e.what();
    return {};
  } catch (const std::exception& e) {
    return std::string("not an InputError: ") + e.what();
  }
}

// Valid inputs of each parser: the seeds mutations start from.
inline std::vector<std::string> seeds(Parser parser) {
  switch (parser) {
    case Parser::PosetText:
      return {"poset 3: 0<1 0<2", "poset 4: 0<1<2<3", "poset 0:", "poset 5: 0<2 1<2 2<3 2<4 # comment",
              "poset 6: 0<3 1<3 1<4 2<4 3<5 4<5"};
    case Parser::Coloured:
      return {"poset 3 BWW: 0<1 0<2", "poset 4 BBBW: 0<3 1<3 2<3", "poset 2 WB: 0<1", "poset 5 BWBWB: 0<1<2 3<4"};
    case Parser::WinningSets:
      return {"poset 2: 0<1 | {1}", "poset 4: | {0,1} {2,3}", "poset 5: 0<1 2<3 | {1,3} {0,4} {2}",
              "poset 6: | {0,1} {1,2} {2,3} {3,4} {4,5} {5,0}"};
    case Parser::FamilyText:
      return {"family 2: {0} {0,1}", "family 3: {} {0,1,2} {1}", "family 0:", "family 4: {0,1} {2,3} {1,2}"};
    case Parser::Digraph6:
      return {"&B?_", "&CAO?", "&DAGOO?", "&EAGOOG?", ">>digraph6<<&B?_"};
    case Parser::Graph6:
      return {"Bw", "CF", "DQc", ">>graph6<<Bw"};
    case Parser::NightlyConfig:
      return {"two-level bottoms=1..3 tops=1:2 empty-top=yes\nposets size=2..3 summary=no\n",
              "coloured-posets size=3 threads=2\nmb-games clutters=2 singletons=1\nverify --quick\n",
              "# comment\n\nposets size=4 threads=1  # trailing\n"};
  }
  return {};
}

}  // namespace posetlab::fuzz
