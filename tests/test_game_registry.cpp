// The game-kind seam: this file alone registers a new kind (a toy game) and solves it
// through the facade (api/solve.hpp), so a kind is new files plus one registration.
// Also: the registry's refusals, and every built-in kind answers exactly the fields it
// registered, in the registered order.
#include <gtest/gtest.h>

#include <bit>
#include <random>

#include "api/solve.hpp"
#include "engine/core/error.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab {
namespace {

// Toy kind "peel": a move removes one minimal element. Every play lasts exactly n
// moves, so the player to move wins iff n is odd; the solver below does not know that
// and searches the positions (up-sets, as masks).
class PeelSolver final : public api::KindSolver {
 public:
  api::Answer solve(ParsedPoset&& input) override {
    const Poset& p = input.poset;
    down_.assign(p.size(), 0);
    for (int x = 0; x < p.size(); ++x) down_[x] = p.down(x).word(0) & ~(std::uint64_t{1} << x);
    const bool win = wins((std::uint64_t{1} << p.size()) - 1);
    api::Answer a;
    a.add("elements", std::int64_t(p.size())).add("outcome", std::string(win ? "N" : "P"));
    return a;
  }
  api::SolveStats stats() const override { return {}; }

 private:
  bool wins(std::uint64_t s) {
    for (std::uint64_t r = s; r; r &= r - 1) {
      const int x = std::countr_zero(r);
      if (!(down_[x] & s) && !wins(s & ~(std::uint64_t{1} << x))) return true;
    }
    return false;
  }
  std::vector<std::uint64_t> down_;
};

api::GameKind peel_kind() {
  api::GameKind k;
  k.name = "peel";
  k.tag = static_cast<KindTag>(1000);
  k.key_tags = {k.tag};  // PeelSolver stores nothing; a kind that did would name its keys' tags
  k.help = "peel (remove one minimal element)";
  k.fields = {{"elements", api::FieldType::Int, "number of elements"},
              {"outcome", api::FieldType::String, "N or P"}};
  k.max_elements = k.plain_max_elements = 16;
  k.make_solver = [](const api::SolveRequest&) { return std::make_unique<PeelSolver>(); };
  return k;
}

TEST(GameRegistry, ANewKindIsOneRegistration) {
  api::game_registry().add(peel_kind());
  std::mt19937_64 rng(5);
  for (int n = 1; n <= 12; ++n) {
    const Poset p = checks::random_poset(n, 0.3, rng);
    const api::Answer a = api::solve("peel", p);
    EXPECT_EQ(std::get<std::string>(*a.find("outcome")), n % 2 ? "N" : "P") << p.to_text();
    EXPECT_EQ(std::get<std::int64_t>(*a.find("elements")), n);
  }
  EXPECT_EQ(api::answer_text(api::solve_line("peel", "poset 3: 0<1 0<2")), " elements=3 outcome=N");
  // The kind's own limit is checked at the facade, with the input's location.
  try {
    api::solve_line("peel", "poset 20:", {}, "toy.txt");
    ADD_FAILURE() << "accepted 20 elements";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("toy.txt:1:7: poset has 20 elements, more than the limit 16"), std::string::npos)
        << e.what();
  }
  try {
    api::solve("peel", antichain_poset(20));
    ADD_FAILURE() << "accepted 20 elements";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("--game peel solves posets of at most 16 elements; this one has 20"),
              std::string::npos)
        << e.what();
  }
  // Options the kind did not declare are refused.
  api::SolveRequest moves;
  moves.moves = true;
  EXPECT_THROW(api::solve("peel", chain_poset(2), moves), UsageError);
}

TEST(GameRegistry, RefusesTakenNamesAndTags) {
  api::GameKind again = peel_kind();
  again.name = "impartial";
  EXPECT_THROW(api::game_registry().add(again), UsageError);
  api::GameKind same_tag = peel_kind();
  same_tag.name = "peel-too";
  same_tag.tag = KindTag::BlackWhite;
  same_tag.key_tags = {same_tag.tag};
  EXPECT_THROW(api::game_registry().add(same_tag), UsageError);
  // A kind registered under one tag whose keys carry another: the contract docs/design.md
  // states (a kind's tag is mixed into every key of its table entries) would not hold.
  api::GameKind other_keys = peel_kind();
  other_keys.name = "peel-keys";
  other_keys.key_tags = {KindTag::Impartial};
  EXPECT_THROW(api::game_registry().add(other_keys), UsageError);
  try {
    api::game_registry().get("chess");
    ADD_FAILURE();
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("known: impartial, maker-breaker"), std::string::npos) << e.what();
  }
}

TEST(GameRegistry, RequestChecks) {
  api::SolveRequest rule;
  rule.rule = "max";
  EXPECT_THROW(api::solve("impartial", chain_poset(2), rule), UsageError);
  api::SolveRequest corner;
  corner.rule = "corner";  // needs cells, which no line carries: not a rule of the kind
  EXPECT_THROW(api::solve_line("removal", "poset 1 W:", corner), UsageError);
  api::SolveRequest plain_moves;
  plain_moves.plain = plain_moves.moves = true;
  EXPECT_THROW(api::solve("impartial", chain_poset(2), plain_moves), UsageError);
  // A kind reading coloured lines refuses a plain one, located.
  EXPECT_THROW(api::solve_line("bw", "poset 2: 0<1"), InputError);
}

// One input per line format; each kind answers its registered fields, in order
// (optional ones only on request).
TEST(GameRegistry, EveryKindAnswersItsRegisteredFields) {
  for (const auto& k : api::game_registry().kinds()) {
    if (k->name == "peel") continue;
    const char* line = k->format == api::LineFormat::Coloured      ? "poset 4 BBBW: 0<3 1<3 2<3"
                       : k->format == api::LineFormat::WinningSets ? "poset 3: 0<1 | {1,2}"
                                                                   : "poset 3: 0<1 1<2";
    api::SolveRequest r;
    if (!k->rules.empty()) r.rule = k->rules.front();
    for (bool plain : {false, true}) {
      r.plain = plain;
      const api::Answer a = api::solve_line(k->name, line, r);
      std::size_t next = 0;
      for (const api::AnswerField& f : a.fields) {
        while (next < k->fields.size() && k->fields[next].name != f.name) {
          EXPECT_TRUE(k->fields[next].optional) << k->name << " left out " << k->fields[next].name;
          ++next;
        }
        ASSERT_LT(next, k->fields.size()) << k->name << " answered an unregistered field " << f.name;
        ++next;
      }
    }
  }
}

TEST(GameRegistry, KnownAnswersThroughTheFacade) {
  EXPECT_EQ(api::answer_text(api::solve_line("bw", "poset 4 BBBW: 0<3 1<3 2<3")),
            " elements=4 value=5/2 left=B outcome=L");
  api::SolveRequest moves;
  moves.moves = true;
  EXPECT_EQ(api::answer_text(api::solve_line("impartial", "poset 3: 0<1 1<2", moves)),
            " elements=3 grundy=3 outcome=N gset=0,1,2 winning_moves=0 winning_cells=(0,1)");  // a one-row board
  EXPECT_EQ(api::answer_text(api::solve_line("maker-breaker", "poset 2: 0<1 | {1}")),
            " elements=2 sets=1 outcome=P maker_first=0 maker_second=1");
}

// Winning sets on a line of a kind that has none are refused at the '|', never dropped.
TEST(GameRegistry, WinningSetsOnALineOfAKindWithoutThemAreRefused) {
  for (const std::string kind : {"impartial", "misere"}) {
    try {
      api::solve_line(kind, "poset 2: 0<1 | {1}");
      ADD_FAILURE() << kind << ": no refusal";
    } catch (const InputError& e) {
      EXPECT_EQ(e.where().column, 14u) << e.what();
      EXPECT_NE(std::string(e.what()).find("winning sets '| {...}' go with --game maker-breaker or maker-maker; --game " +
                                           kind + " has none"),
                std::string::npos)
          << e.what();
    }
  }
  // A coloured kind reads the colour word first; the sets are refused there too.
  EXPECT_THROW(api::solve_line("bw", "poset 2 BW: 0<1 | {1}"), InputError);
  EXPECT_NO_THROW(api::solve_line("maker-breaker", "poset 2: 0<1 | {1}"));
}

}  // namespace
}  // namespace posetlab
