#pragma once
// The catalogue of built-in families behind `posetlab family`, callable from tests and
// the Python module: family(name, args) gives the members of a named family (chains,
// zig-zags, Chomp, coloured Young diagrams, the positional games of 003, formulas ...),
// and combine() applies a combinator (not, or, parallel, series) to posets already read.
// Combinators over posets read from files: family_combinator.hpp; the command line only
// declares options and writes members (cli/cmd_family.cpp).
//
// Arguments are strings as typed: numeric families take a value N or an inclusive range
// A:B per argument and give every combination, the first argument varying slowest.
// Sizes are checked against max_elements before anything is built. Errors are
// UsageErrors starting "family: ".
//
// Combinators keep what the parts carry: parallel, series and or keep the colours of
// coloured posets and the winning sets of positional games (each set renumbered with
// its part); parts must all be uncoloured, all coloured or all games. NOT is Kalinich's
// construction on impartial games: a coloured poset or a game is refused rather than
// stripped of its colours or sets.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/format_common.hpp"
#include "engine/core/poset.hpp"
#include "engine/core/set_system.hpp"
#include "engine/partizan/coloured_poset.hpp"

namespace posetlab::catalogue {

// One member: its name, the poset, its two-level form when it has a natural one, its
// colours (coloured posets) or its winning sets (positional games), and the labels its
// elements have in the family's own terms (divisors: the numbers; Young diagrams: the
// cells "(row,col)"). Combinators leave labels out: parts' labels may clash.
struct FamilyMember {
  std::string name;
  Poset poset;
  std::optional<SetSystem> family = std::nullopt;
  std::optional<std::vector<Colour>> colours = std::nullopt;
  std::optional<std::vector<std::vector<int>>> winning_sets = std::nullopt;
  std::optional<std::vector<std::string>> labels = std::nullopt;
};

struct FamilyOptions {
  std::string variant = "literal";  // NOT construction and formulas: literal or proof
  std::string assign;               // formula: the values of x1..xn, e.g. "101"
  std::string corner = "B";         // coloured families: colour of cell (0,0) / the root
  std::string colours;              // coloured families: an explicit colour word instead
  int max_elements = kDefaultMaxElements;
};

enum class FamilySection { Numeric, Coloured, Game, Combinator, Formula };

struct FamilyEntry {
  std::string name, usage, summary;
  FamilySection section;
};

// Every family and combinator, by section, in help order.
const std::vector<FamilyEntry>& family_catalogue();
bool is_combinator(const std::string& name);

// The members of a generating family (not a combinator), in order.
void family(const std::string& name, const std::vector<std::string>& args, const FamilyOptions& o,
            const std::function<void(FamilyMember&&)>& out);
std::vector<FamilyMember> family(const std::string& name, const std::vector<std::string>& args,
                                 const FamilyOptions& o = {});

// `not` of one part (`what` names it), or `or`, `parallel`, `series` of all parts.
FamilyMember not_member(const FamilyMember& part, const std::string& what, const FamilyOptions& o);
FamilyMember combine(const std::string& name, const std::vector<FamilyMember>& parts, const FamilyOptions& o);

// UsageError "family: WHAT would have N elements, more than the limit M (--max-elements)".
void check_size(const std::string& what, long long elements, int max_elements);

}  // namespace posetlab::catalogue
