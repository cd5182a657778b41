// The registry of game kinds and the checks common to every kind (api/game_registry.hpp).
#include "api/game_registry.hpp"

#include <algorithm>

#include "engine/core/error.hpp"

namespace posetlab::api {

void register_builtin_kinds(GameRegistry& registry);  // api/game_kind_list.cpp

const char* line_format_name(LineFormat f) {
  switch (f) {
    case LineFormat::Uncoloured: return "uncoloured";
    case LineFormat::Coloured: return "coloured";
    default: return "winning-sets";
  }
}

const char* field_type_name(FieldType t) {
  switch (t) {
    case FieldType::Int: return "int";
    case FieldType::Bool: return "bool";
    case FieldType::String: return "string";
    case FieldType::Dyadic: return "dyadic";
    default: return "int-list";
  }
}

SolveStats& SolveStats::operator+=(const SolveStats& o) {
  positions += o.positions, lookups += o.lookups, hits += o.hits;
  fast += o.fast;
  return *this;
}

void SolveStats::print_search_lines(std::ostream& out, std::string_view prefix) const { fast.print(out, prefix); }

void GameRegistry::add(GameKind kind) {
  if (kind.name.empty()) throw UsageError("a game kind needs a name");
  if (!kind.make_solver) throw UsageError("game kind '" + kind.name + "' has no make_solver");
  if (std::find(kind.key_tags.begin(), kind.key_tags.end(), kind.tag) == kind.key_tags.end()) {
    std::string carried;
    for (KindTag t : kind.key_tags) carried += (carried.empty() ? "" : ", ") + std::to_string(static_cast<std::uint64_t>(t));
    throw UsageError("game kind '" + kind.name + "' is registered with KindTag " +
                     std::to_string(static_cast<std::uint64_t>(kind.tag)) + " but its table keys carry " +
                     (carried.empty() ? "none" : carried));
  }
  for (const auto& k : kinds_) {
    if (k->name == kind.name) throw UsageError("game kind '" + kind.name + "' is registered twice");
    if (k->tag == kind.tag)
      throw UsageError("game kinds '" + k->name + "' and '" + kind.name + "' have the same KindTag " +
                       std::to_string(static_cast<std::uint64_t>(kind.tag)));
  }
  // A kind that names winning moves names them by the input's labels too (api/solve.cpp).
  const bool moves = std::any_of(kind.fields.begin(), kind.fields.end(), [](const FieldSpec& f) { return f.name == kWinningMoves; });
  if (moves)
    kind.fields.push_back({std::string(kWinningLabels), FieldType::String,
                           "the winning moves by the labels of a labelled input `poset K [L0 L1 ...]: ...`, comma-joined (--moves)",
                           true});
  kinds_.push_back(std::make_unique<GameKind>(std::move(kind)));
}

const GameKind* GameRegistry::find(std::string_view name) const {
  for (const auto& k : kinds_)
    if (k->name == name) return k.get();
  return nullptr;
}

std::vector<std::string> GameRegistry::names() const {
  std::vector<std::string> out;
  for (const auto& k : kinds_) out.push_back(k->name);
  return out;
}

std::string GameRegistry::kinds_help() const {
  std::string s = "Game kind, the lines it reads and its answer fields: ";
  bool first = true;
  for (const auto& k : kinds_) {
    s += std::string(first ? "" : "; ") + k->help + " [" + line_format_name(k->format) + " lines: ";
    for (std::size_t i = 0; i < k->fields.size(); ++i) s += (i ? ", " : "") + k->fields[i].name;
    s += "]";
    first = false;
  }
  return s + ". Lines: uncoloured `poset K: a<b ...` (or digraph6, graph6, family), coloured `poset K WORD: ...` "
             "(WORD: B/W per element), winning-sets `poset K: ... | {0,2} {3}`";
}

std::vector<std::string> GameRegistry::rule_names() const {
  std::vector<std::string> out;
  for (const auto& k : kinds_) out.insert(out.end(), k->rules.begin(), k->rules.end());
  return out;
}

std::string GameRegistry::rule_help() const {
  std::string help;
  for (const auto& k : kinds_)
    if (!k->rules.empty()) help = k->rule_help;
  return help;
}

const GameKind& GameRegistry::get(std::string_view name) const {
  if (const GameKind* k = find(name)) return *k;
  std::string known;
  for (const auto& k : kinds_) known += (known.empty() ? "" : ", ") + k->name;
  throw UsageError("unknown game '" + std::string(name) + "' (known: " + known + ")");
}

GameRegistry& game_registry() {
  static GameRegistry registry = [] {
    GameRegistry r;
    register_builtin_kinds(r);
    return r;
  }();
  return registry;
}

namespace {

// "--game a or --game b", the kinds that take an option, for messages.
std::string kinds_taking(bool (*takes)(const GameKind&)) {
  std::string s;
  for (const auto& k : game_registry().kinds())
    if (takes(*k)) s += (s.empty() ? "--game " : " or --game ") + k->name;
  return s.empty() ? "no game" : s;
}

}  // namespace

void check_request(const GameKind& kind, const SolveRequest& r) {
  if (!r.rule.empty() && kind.rules.empty())
    throw UsageError("--rule goes with " + kinds_taking([](const GameKind& k) { return !k.rules.empty(); }));
  if (!kind.rules.empty() && std::find(kind.rules.begin(), kind.rules.end(), r.rule) == kind.rules.end()) {
    std::string rules;
    for (const std::string& x : kind.rules) rules += (rules.empty() ? "" : "|") + x;
    throw UsageError("--game " + kind.name + " needs --rule " + rules + ", got '" + r.rule + "'");
  }
  if ((r.gset || r.moves) && !kind.takes_options)
    throw UsageError("--gset and --moves go with " + kinds_taking([](const GameKind& k) { return k.takes_options; }));
  if (r.gset && !kind.takes_gset) throw UsageError("--game " + kind.name + " has no Grundy values: --moves only, no --gset");
  if (r.search != SearchMethod::Auto && !kind.takes_search)
    throw UsageError("--search goes with " + kinds_taking([](const GameKind& k) { return k.takes_search; }));
  if (r.plain && (r.gset || r.moves)) throw UsageError("--plain gives the value only (no --gset or --moves)");
  if (r.plain && r.search != SearchMethod::Auto) throw UsageError("--plain is its own search (no --search)");
  if (!(r.limits.seconds >= 0) || r.limits.seconds > 1e9)  // NaN fails too
    throw UsageError("a time limit is a number of seconds from 0 (none) to 1e9");
  if (kind.check_request) kind.check_request(r);
}

int max_elements(const GameKind& kind, const SolveRequest& request) {
  return request.plain ? kind.plain_max_elements : kind.max_elements;
}

void check_input(const GameKind& kind, const SolveRequest& request, const ParsedPoset& input,
                 const LineSource& src, std::string_view line) {
  if (kind.format == LineFormat::Coloured && !input.colours)
    throw_input_error(src, 1, "--game " + kind.name + " needs a coloured poset `poset K WORD: ...` (WORD: B/W per element)");
  if (kind.format == LineFormat::WinningSets && !input.winning_sets)
    throw_input_error(src, line.size() + 1,
                      "expected '|' and the winning sets after the order (--game " + kind.name +
                          " reads `poset K: ... | {0,2} {3}`)");
  // Sets on a line of a kind that has none would be dropped unseen: the line meant another game.
  if (kind.format != LineFormat::WinningSets && input.winning_sets) {
    const std::size_t bar = line.find('|');
    throw_input_error(src, bar == std::string_view::npos ? 1 : bar + 1,
                      "winning sets '| {...}' go with --game maker-breaker or maker-maker; --game " + kind.name +
                          " has none (drop them, or name the positional game)");
  }
  const int limit = max_elements(kind, request);
  if (input.poset.size() > limit)
    throw_input_error(src, 1,
                      "--game " + kind.name + (request.plain ? " --plain" : "") + " solves posets of at most " +
                          std::to_string(limit) + " elements; this one has " + std::to_string(input.poset.size()));
}

}  // namespace posetlab::api
