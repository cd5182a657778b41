// Misere play (the player who cannot move wins: outcome N/P), written once over a
// ruleset (engine/impartial/variants.hpp) and registered for two: the poset game
// ("misere") and the game on the dual order ("dual-misere", a move takes an element with
// everything below it). Fast: engine/impartial/misere.hpp; --plain: the by-definition
// search engine/impartial/misere_plain.hpp on the ruleset's board.
#include <string>
#include <vector>

#include "api/game_registry.hpp"
#include "engine/impartial/misere.hpp"
#include "engine/impartial/misere_plain.hpp"
#include "engine/impartial/plain_grundy.hpp"

namespace posetlab::api {
namespace {

template <class Rules>
class MisereKindSolver final : public KindSolver {
 public:
  explicit MisereKindSolver(const SolveRequest& r)
      : plain_(r.plain), moves_(r.moves), solver_(on_table<MisereOptions>(r)) {}

  Answer solve(ParsedPoset&& input) override {
    const Poset& p = input.poset;
    const bool wins = mover_wins(p);
    Answer a;
    a.add("elements", std::int64_t(p.size())).add("outcome", std::string(wins ? "N" : "P"));
    if (!moves_) return a;
    // A winning move leaves a position whose mover loses; from a P-position there is none.
    // A move at x takes what is above x on the ruleset's board (below it, on the dual).
    const Poset board = Rules::board(p);
    std::vector<int> winning;
    for (int x = 0; wins && x < p.size(); ++x) {
      std::vector<int> kept;
      for (int y = 0; y < p.size(); ++y)
        if (!board.leq(x, y)) kept.push_back(y);
      if (!mover_wins(p.induced(kept))) winning.push_back(x);
    }
    return a.add("winning_moves", std::move(winning));
  }
  SolveStats stats() const override { return search_stats(solver_.stats()); }

 private:
  bool mover_wins(const Poset& p) {
    return plain_ ? plain_misere_mover_wins(Rules::board(p)) : solver_.mover_wins(p);
  }
  bool plain_, moves_;
  MisereSolverOf<Rules> solver_;
};

template <class Rules>
GameKind misere_kind_over(std::string help) {
  GameKind k;
  k.key_tags = {MisereSolverOf<Rules>::tag};
  k.format = LineFormat::Uncoloured;
  k.help = std::move(help);
  k.fields = {{"elements", FieldType::Int, "number of elements"},
              {"outcome", FieldType::String, "N (the player to move wins) or P (the player to move loses)"},
              {"winning_moves", FieldType::IntList, "elements whose option is a misere P-position (--moves)", true}};
  k.takes_options = true, k.takes_gset = false;  // --moves; misere play has no Grundy values
  k.max_elements = MisereSolverOf<Rules>::kMaxElements;
  k.plain_max_elements = kPlainMaxElements;
  k.stream_batch = 8192, k.stream_chunk = 16, k.prefault_batch = 1024;
  k.make_solver = [](const SolveRequest& r) { return std::make_unique<MisereKindSolver<Rules>>(r); };
  return k;
}

}  // namespace

GameKind misere_kind() {
  return misere_kind_over<PosetRules>("misere (poset game where the player who cannot move wins: outcome N/P)");
}

GameKind dual_misere_kind() {
  return misere_kind_over<Dual<PosetRules>>(
      "dual-misere (misere play on the dual order: a move takes an element with everything below it; outcome N/P)");
}

}  // namespace posetlab::api
