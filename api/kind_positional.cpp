// The poset positional games (003) on games with winning sets: Maker-Breaker (outcome
// M/B/N/P from both starts) and Maker-Maker (003 Thm 28: N/P/D for the first player).
// Fast: engine/positional/maker_breaker.hpp and engine/positional/maker_maker.hpp; --plain:
// engine/positional/maker_breaker_plain.hpp.
#include "api/game_registry.hpp"
#include "engine/positional/maker_breaker.hpp"
#include "engine/positional/maker_breaker_plain.hpp"
#include "engine/positional/maker_maker.hpp"

namespace posetlab::api {
namespace {

Answer positional_answer(const PositionalGame& g, char outcome, const char* first_name, bool first,
                         const char* second_name, bool second) {
  Answer a;
  a.add("elements", std::int64_t(g.size())).add("sets", std::int64_t(g.winning_sets.size()));
  a.add("outcome", std::string(1, outcome)).add(first_name, first).add(second_name, second);
  return a;
}

class MakerBreakerKindSolver final : public KindSolver {
 public:
  explicit MakerBreakerKindSolver(const SolveRequest& r) : plain_(r.plain), solver_(options(r)) {}

  Answer solve(ParsedPoset&& input) override {
    const PositionalGame g{std::move(input.poset), std::move(*input.winning_sets)};
    bool first, second;
    if (plain_) {
      first = plain_maker_wins(g, true), second = plain_maker_wins(g, false);
    } else {
      const MakerBreakerResult r = solver_.solve(g);
      first = r.maker_first, second = r.maker_second;
    }
    return positional_answer(g, outcome_class(first, second), "maker_first", first, "maker_second", second);
  }
  SolveStats stats() const override { return search_stats(solver_.stats()); }

 private:
  static MakerBreakerOptions options(const SolveRequest& r) {
    MakerBreakerOptions o = on_table<MakerBreakerOptions>(r);
    o.progress = r.root_progress;
    return o;
  }
  bool plain_;
  MakerBreakerSolver solver_;
};

class MakerMakerKindSolver final : public KindSolver {
 public:
  explicit MakerMakerKindSolver(const SolveRequest& r) : plain_(r.plain), solver_(on_table<MakerMakerOptions>(r)) {}

  Answer solve(ParsedPoset&& input) override {
    const PositionalGame g{std::move(input.poset), std::move(*input.winning_sets)};
    const MakerMakerResult r = plain_ ? plain_maker_maker(g) : solver_.solve(g);
    return positional_answer(g, maker_maker_letter(r), "first_wins", r == MakerMakerResult::FirstWins, "second_wins",
                             r == MakerMakerResult::SecondWins);
  }
  SolveStats stats() const override { return search_stats(solver_.stats()); }

 private:
  bool plain_;
  MakerMakerSolver solver_;
};

GameKind positional_kind(KindTag tag, std::string help) {
  GameKind k;
  k.key_tags = {tag};
  k.format = LineFormat::WinningSets;
  k.help = std::move(help);
  k.max_elements = k.plain_max_elements = 64;
  k.stream_batch = 1024, k.stream_chunk = 1;
  return k;
}

}  // namespace

GameKind maker_breaker_kind() {
  GameKind mb = positional_kind(MakerBreakerSolver::tag, "maker-breaker (003: outcome M/B/N/P)");
  mb.fields = {{"elements", FieldType::Int, "number of elements"},
               {"sets", FieldType::Int, "number of winning sets"},
               {"outcome", FieldType::String, "M (Maker wins either way), B (Breaker wins either way), N, P"},
               {"maker_first", FieldType::Bool, "Maker wins when she starts"},
               {"maker_second", FieldType::Bool, "Maker wins when Breaker starts"}};
  mb.make_solver = [](const SolveRequest& r) { return std::make_unique<MakerBreakerKindSolver>(r); };
  return mb;
}

GameKind maker_maker_kind() {
  GameKind mm = positional_kind(MakerMakerSolver::tag, "maker-maker (003 Thm 28: outcome N/P/D for the first player)");
  mm.fields = {{"elements", FieldType::Int, "number of elements"},
               {"sets", FieldType::Int, "number of winning sets"},
               {"outcome", FieldType::String, "N (first player wins), P (second wins) or D (draw)"},
               {"first_wins", FieldType::Bool, "the first player wins"},
               {"second_wins", FieldType::Bool, "the second player wins"}};
  mm.make_solver = [](const SolveRequest& r) { return std::make_unique<MakerMakerKindSolver>(r); };
  return mm;
}

}  // namespace posetlab::api
