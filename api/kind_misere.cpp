// Misere play of the poset game (the player who cannot move wins): outcome N/P. Fast:
// engine/impartial/misere.hpp; --plain: engine/impartial/misere_plain.hpp.
#include "api/game_registry.hpp"
#include "engine/impartial/misere.hpp"
#include "engine/impartial/misere_plain.hpp"
#include "engine/impartial/plain_grundy.hpp"

namespace posetlab::api {
namespace {

class MisereKindSolver final : public KindSolver {
 public:
  explicit MisereKindSolver(const SolveRequest& r) : plain_(r.plain), solver_(on_table<MisereOptions>(r)) {}

  Answer solve(ParsedPoset&& input) override {
    const bool wins = plain_ ? plain_misere_mover_wins(input.poset) : solver_.mover_wins(input.poset);
    Answer a;
    a.add("elements", std::int64_t(input.poset.size())).add("outcome", std::string(wins ? "N" : "P"));
    return a;
  }
  SolveStats stats() const override { return search_stats(solver_.stats()); }

 private:
  bool plain_;
  MisereSolver solver_;
};

}  // namespace

void add_misere_kind(GameRegistry& registry) {
  GameKind k;
  k.name = "misere";
  k.tag = KindTag::Misere;
  k.format = LineFormat::Uncoloured;
  k.help = "misere (poset game where the player who cannot move wins: outcome N/P)";
  k.fields = {{"elements", FieldType::Int, "number of elements"},
              {"outcome", FieldType::String, "N (the player to move wins) or P (the player to move loses)"}};
  k.max_elements = MisereSolver::kMaxElements;
  k.plain_max_elements = kPlainMaxElements;
  k.stream_batch = 8192, k.stream_chunk = 16, k.prefault_batch = 1024;
  k.make_solver = [](const SolveRequest& r) { return std::make_unique<MisereKindSolver>(r); };
  registry.add(std::move(k));
}

}  // namespace posetlab::api
