// Misere play of the poset game (the player who cannot move wins): outcome N/P. Fast:
// engine/impartial/misere.hpp; --plain: engine/impartial/misere_plain.hpp.
#include <vector>

#include "api/game_registry.hpp"
#include "engine/impartial/misere.hpp"
#include "engine/impartial/misere_plain.hpp"
#include "engine/impartial/plain_grundy.hpp"

namespace posetlab::api {
namespace {

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
    std::vector<int> winning;
    for (int x = 0; wins && x < p.size(); ++x) {
      std::vector<int> kept;
      for (int y = 0; y < p.size(); ++y)
        if (!p.leq(x, y)) kept.push_back(y);
      if (!mover_wins(p.induced(kept))) winning.push_back(x);
    }
    return a.add("winning_moves", std::move(winning));
  }
  SolveStats stats() const override { return search_stats(solver_.stats()); }

 private:
  bool mover_wins(const Poset& p) { return plain_ ? plain_misere_mover_wins(p) : solver_.mover_wins(p); }
  bool plain_, moves_;
  MisereSolver solver_;
};

}  // namespace

void add_misere_kind(GameRegistry& registry) {
  GameKind k;
  k.name = "misere";
  k.tag = KindTag::Misere;
  k.format = LineFormat::Plain;
  k.help = "misere (poset game where the player who cannot move wins: outcome N/P)";
  k.fields = {{"elements", FieldType::Int, "number of elements"},
              {"outcome", FieldType::String, "N (the player to move wins) or P (the player to move loses)"},
              {"winning_moves", FieldType::IntList, "elements whose option is a misere P-position (--moves)", true}};
  k.takes_options = true, k.takes_gset = false;  // --moves; misere play has no Grundy values
  k.max_elements = MisereSolver::kMaxElements;
  k.plain_max_elements = kPlainMaxElements;
  k.stream_batch = 8192, k.stream_chunk = 16, k.prefault_batch = 1024;
  k.make_solver = [](const SolveRequest& r) { return std::make_unique<MisereKindSolver>(r); };
  registry.add(std::move(k));
}

}  // namespace posetlab::api
