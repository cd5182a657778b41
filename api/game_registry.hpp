#pragma once
// The game registry: every game kind posetlab solves, registered once, read by every
// caller (`solve --game` and its help, JSON field names, the Python module, the tests).
//
// Design. A game kind is a descriptor (GameKind below): its name, its KindTag (mixed
// into every table key of the kind, so two kinds never share an entry), the line format
// it reads (uncoloured posets, coloured posets `poset K WORD:`, or games with winning sets
// `poset K: ... | {..}`), the answer fields it produces, the options it takes (--rule
// values, --search, --gset/--moves), its size limits, and one factory: make_solver
// gives a KindSolver, the per-thread object that answers one input at a time, by the
// fast search or, with `plain`, by the kind's by-definition oracle. The search choice
// (kernel, element masks, positional search) lives inside the kind's solver, behind the
// facade (api/solve.hpp); the engine searches stay where they are.
//
// The registry checks what is common to every kind (a known name, distinct names and
// tags, options the kind takes, the input's line format) so that each kind checks only
// its own rules. The built-in kinds are listed in api/game_kind_list.hpp, one line each
// (name and KindTag); an explicit list rather than static registrars, because a static
// library drops object files that no symbol refers to. A kind's description also says
// which tags its table keys carry (key_tags, read off the engine's search types: for a
// variant, derived from its wrapper stack), and the registry refuses a kind whose
// registered tag is not among them.
//
// How to add a game kind:
//  1. Write its search and its by-definition oracle in new files under engine/ (a
//     table key tagged with a KindTag no other kind uses). A variant of a kind (misere
//     play, the dual order) is a wrapper of its ruleset instead (engine/impartial/variants.hpp).
//  2. Write api/kind_NAME.cpp defining `GameKind NAME_kind()`: fill a GameKind (format,
//     fields, limits, key_tags, make_solver).
//  3. Add one line KIND(NAME, "name", Tag) to api/game_kind_list.hpp.
//  `solve --game NAME`, its --help line, --json and --plain then work; a test can also
//  register a kind at run time with game_registry().add(...) (tests/test_game_registry.cpp).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "api/answer.hpp"
#include "engine/chomp/chomp_dense.hpp"
#include "engine/core/game_kind.hpp"
#include "engine/core/search_budget.hpp"
#include "engine/formats/poset_reader.hpp"
#include "engine/impartial/impartial_search.hpp"

namespace posetlab {
class SharedTable;
}

namespace posetlab::api {

// What a kind reads from a line after the order.
enum class LineFormat {
  Uncoloured,   // `poset K: ...` or digraph6/graph6/family lines: the order alone; colours and sets ignored
  Coloured,     // `poset K WORD: ...`, WORD one B/W letter per element
  WinningSets,  // `poset K: ... | {0,2} {3}`
};
const char* line_format_name(LineFormat f);  // "uncoloured", "coloured", "winning-sets"

enum class FieldType { Int, Bool, String, Dyadic, IntList };
const char* field_type_name(FieldType t);  // "int", "bool", "string", "dyadic", "int-list"

// The field of winning moves (element ids), and the same moves by the input's labels,
// which the registry adds to every kind that has the first.
inline constexpr std::string_view kWinningMoves = "winning_moves";
inline constexpr std::string_view kWinningLabels = "winning_labels";

struct FieldSpec {
  std::string name;
  FieldType type;
  std::string meaning;
  bool optional = false;  // present only on request (--gset, --moves)
};

// Options of one solve, common to every kind; a kind refuses those it does not take.
struct SolveRequest {
  std::string rule;                     // kinds with rules (removal)
  bool plain = false;                   // the kind's by-definition oracle
  bool gset = false, moves = false;     // kinds that take them (impartial)
  SearchMethod search = SearchMethod::Auto;  // kinds that take it (impartial)
  SharedTable* table = nullptr;         // shared by every solver naming it; null: private tables
  int canonical_min_elements = -1;      // -1: the kind's default
  // Progress of long single searches (called from one thread at a time): the impartial
  // kinds' fast searches, and the root moves of a positional game.
  FastSearchProgress fast_progress;
  std::function<void(std::uint64_t positions, int done, int total)> root_progress;
  // Bounds on the search of each input (api::solve_within); none by default.
  SearchLimits limits;
};

// Work counters, summed over the solvers of a stream.
struct SolveStats {
  std::uint64_t positions = 0, lookups = 0, hits = 0;
  FastSearchStats fast;  // the impartial kinds' fast searches (impartial_search.hpp)
  SolveStats& operator+=(const SolveStats& o);
  // The lines the kinds' searches print of themselves (`solve --stats`), each after `prefix`.
  void print_search_lines(std::ostream& out, std::string_view prefix) const;
};

// An engine solver's options on the request's shared table (the rest at defaults).
template <class EngineOptions>
EngineOptions on_table(const SolveRequest& r) {
  EngineOptions o;
  o.table = r.table;
  return o;
}

// The counters of an engine solver's Stats (positions, lookups, hits).
template <class EngineStats>
SolveStats search_stats(const EngineStats& s) {
  SolveStats out;
  out.positions = s.positions, out.lookups = s.lookups, out.hits = s.hits;
  return out;
}

// One thread's solver of one kind: answers inputs already checked against the kind's
// format and size (check_input). Not shared between threads; many may share a table.
class KindSolver {
 public:
  virtual ~KindSolver() = default;
  virtual Answer solve(ParsedPoset&& input) = 0;
  virtual SolveStats stats() const = 0;
};

struct GameKind {
  std::string name;  // the --game value
  KindTag tag;       // registered (api/game_kind_list.hpp); must be one of key_tags
  // The tags the kind's table keys carry, from its engine search types (several for a
  // kind with --rule values, one per rule).
  std::vector<KindTag> key_tags;
  LineFormat format = LineFormat::Uncoloured;
  std::string help;  // one phrase for `solve --help`
  std::vector<FieldSpec> fields;
  std::vector<std::string> rules;  // --rule values it takes (empty: no --rule)
  std::string rule_help;           // what the rules mean, for --help
  bool takes_search = false;       // --search
  bool takes_options = false;      // --gset, --moves
  bool takes_gset = true;          // --gset too, where takes_options
  int max_elements = 64;           // fast search
  int plain_max_elements = 24;     // by-definition oracle
  // Streams: lines per batch and batch items per scheduling chunk. A batch commits the
  // shared table's pages first (SharedTable::prefault) when it has prefault_batch lines
  // or an input of prefault_elements elements (0: never on that ground).
  int stream_batch = 1024, stream_chunk = 1, prefault_batch = 0, prefault_elements = 0;
  // Kind-specific refusals of a request, beyond what the registry checks (may be empty).
  std::function<void(const SolveRequest&)> check_request;
  std::function<std::unique_ptr<KindSolver>(const SolveRequest&)> make_solver;
};

class GameRegistry {
 public:
  // Throws UsageError on an empty or taken name, a taken tag, a tag its table keys do
  // not carry (key_tags), or no make_solver.
  void add(GameKind kind);
  // The kind called `name`; UsageError listing the known names otherwise.
  const GameKind& get(std::string_view name) const;
  const GameKind* find(std::string_view name) const;
  const std::vector<std::unique_ptr<GameKind>>& kinds() const { return kinds_; }
  std::vector<std::string> names() const;
  // "Game kind, the lines it reads and its answer fields: HELP [uncoloured lines: a, b]; ...",
  // then what each line format looks like: the help of `solve --game`.
  std::string kinds_help() const;
  // The --rule values of every kind that takes them, and what they mean.
  std::vector<std::string> rule_names() const;
  std::string rule_help() const;

 private:
  std::vector<std::unique_ptr<GameKind>> kinds_;  // stable addresses: field names point into them
};

// The registry with every built-in kind (api/game_kind_list.hpp), built on first use.
GameRegistry& game_registry();

// The common checks of a request against a kind (options it does not take, unknown
// --rule), then its own check_request. UsageError naming the option.
void check_request(const GameKind& kind, const SolveRequest& request);

// The largest input the kind solves under `request` (the fast or the plain limit).
int max_elements(const GameKind& kind, const SolveRequest& request);

// Checks that a parsed line is what the kind reads and not larger than it solves;
// InputError at the line's column otherwise (`line`: the raw text, for the column).
void check_input(const GameKind& kind, const SolveRequest& request, const ParsedPoset& input,
                 const LineSource& src, std::string_view line);

}  // namespace posetlab::api
