// The partizan kinds on coloured posets: black-white (001, Black = Left), pomax and the
// element-removal games (004, White = Left; `removal` with --rule). Value exact dyadic,
// Left's colour, outcome L/R/P. Fast: engine/partizan/partizan_solver.hpp; --plain:
// engine/partizan/partizan_plain.hpp. Corner removal needs cell coordinates, which no line
// format carries, so it is reached through PartizanSolver only, never through a rule.
#include "api/game_registry.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "engine/partizan/partizan_solver.hpp"

namespace posetlab::api {
namespace {

class PartizanKindSolver final : public KindSolver {
 public:
  PartizanKindSolver(const SolveRequest& r, PartizanGame game) : plain_(r.plain), game_(game), solver_(on_table<SolverOptions>(r)) {}

  Answer solve(ParsedPoset&& input) override {
    const ColouredPoset p{std::move(input.poset), std::move(*input.colours)};
    const Dyadic v = plain_ ? plain_partizan_value(p, game_) : solver_.value(p, game_);
    Answer a;
    a.add("elements", std::int64_t(p.size())).add("value", ExactDyadic{v.to_string()});
    a.add("left", std::string(1, colour_letter(left_colour(game_))));
    a.add("outcome", std::string(1, partizan_outcome(v)));
    return a;
  }

  SolveStats stats() const override { return search_stats(solver_.stats()); }

 private:
  bool plain_;
  PartizanGame game_;
  PartizanSolver solver_;
};

// The removal game a --rule names.
PartizanGame removal_game(const std::string& rule) {
  if (rule == "max") return PartizanGame::Pomax;  // pomax is max removal
  return *parse_partizan_game_name(rule);         // check_request admitted only the listed rules
}

GameKind partizan_kind(std::vector<PartizanGame> games, std::string help) {
  GameKind k;
  for (PartizanGame g : games) k.key_tags.push_back(PartizanSolver::tag(g));
  k.format = LineFormat::Coloured;
  k.help = std::move(help);
  k.fields = {{"elements", FieldType::Int, "number of elements"},
              {"value", FieldType::Dyadic, "the game's value, an exact dyadic number (Left positive)"},
              {"left", FieldType::String, "the colour playing Left, B or W"},
              {"outcome", FieldType::String, "L (Left wins), R (Right wins) or P (the player to move loses)"}};
  k.max_elements = PartizanSolver::kMaxElements;
  k.plain_max_elements = 64;
  k.stream_batch = 1024, k.stream_chunk = 1, k.prefault_batch = 1024;
  // Pages of a fresh table are committed on first touch; one large game touches pages all
  // over it, and with 2 threads each such fault flushed the other CPU's TLB (10x10
  // black-white: 1.7 s against 0.4 s with the table committed first).
  k.prefault_elements = 48;
  return k;
}

}  // namespace

GameKind bw_kind() {
  GameKind k = partizan_kind({PartizanGame::BlackWhite}, "bw (001 black-white, Black = Left)");
  k.make_solver = [](const SolveRequest& r) { return std::make_unique<PartizanKindSolver>(r, PartizanGame::BlackWhite); };
  return k;
}

GameKind pomax_kind() {
  GameKind k = partizan_kind({PartizanGame::Pomax}, "pomax (004, White = Left)");
  k.make_solver = [](const SolveRequest& r) { return std::make_unique<PartizanKindSolver>(r, PartizanGame::Pomax); };
  return k;
}

// One kind for the rule family; its table keys carry each rule's own tag
// (engine/partizan/partizan_policy.hpp), and the kind is registered under min-max's.
GameKind removal_kind() {
  GameKind k = partizan_kind({PartizanGame::Pomax, PartizanGame::MinMaxRemoval, PartizanGame::LeafRemoval},
                             "removal (004 element-removal games, White = Left, with --rule)");
  k.rules = {"max", partizan_game_name(PartizanGame::MinMaxRemoval), partizan_game_name(PartizanGame::LeafRemoval)};
  k.rule_help =
      "With --game removal: which elements are removable: max (= pomax), min-max (minimal or maximal), "
      "leaf (degree <= 1 in the cover graph, 004 on trees)";
  k.make_solver = [](const SolveRequest& r) { return std::make_unique<PartizanKindSolver>(r, removal_game(r.rule)); };
  return k;
}

}  // namespace posetlab::api
