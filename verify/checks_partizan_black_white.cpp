// Checks of the black-white poset games of paper 001 (Fenner, Rogers, §1.4 and §2.4):
// every position is a number, the values of Fig. 2 and of §2.4.1's examples, and the
// simplicity rule of Def. 2.18 as the engine applies it against the definition read
// literally. The oracle throughout is plain search by the definition
// (engine/partizan/partizan_plain) and, for trees, the Hackenbush colon principle; Black = Left.
// Controls: "black-white values are integers" (true of pomax, 004 Thm 3.1, false here)
// and "a number is the mean of its best options" (a natural misreading of Def. 2.18).
#include <random>
#include <string>

#include "engine/partizan/dyadic.hpp"
#include "engine/partizan/hackenbush.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "enumerate/coloured_families.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/coloured_instances.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;
constexpr PartizanGame kBW = PartizanGame::BlackWhite;

// Every colouring of every poset up to `max_n` points, then `random` random coloured
// posets of 8..12 points.
void for_each_bw_instance(int max_n, int random, const std::function<void(const ColouredPoset&)>& f) {
  for (int n = 0; n <= max_n; ++n) for_each_coloured_poset(n, f);
  std::mt19937_64 rng(2024);
  for (int i = 0; i < random; ++i) {
    const int n = 8 + i % 5;
    ColouredPoset p{random_poset(n, 0.3, rng), {}};
    for (int x = 0; x < n; ++x) p.colour.push_back(rng() % 2 ? Colour::White : Colour::Black);
    f(p);
  }
}

std::string bw_scope(const CheckOptions& o) {
  return std::string("every colouring of every poset <= ") + (o.quick ? "4" : "6") + " points; " +
         (o.quick ? "8" : "300") + " random coloured posets of 8-12 points";
}

CheckResult check_numbers(const CheckOptions& o) {
  Tally tally;
  std::uint64_t positions = 0;
  for_each_bw_instance(o.quick ? 4 : 6, o.quick ? 8 : 300, [&](const ColouredPoset& p) {
    PlainPartizanSolver s(p, kBW);
    try {
      s.value();  // checks max L < min R at every reachable position on the way
      positions += s.positions_solved();
      tally.pass();
    } catch (const NotANumberError& e) {
      tally.fail(coloured_counterexample(p, e.what()));
    }
  });
  return tally.result(bw_scope(o), to_string(positions) + " positions checked");
}

const Check kCheck_001_S2_4_BW{
    .id = "001-S2.4-BW", .source = "001 §1.4, §2.4 ([FGM15])",
    .claim = "Black-white poset games (a player takes a point of their colour and everything above it; Black = "
             "Left) are numbers: at every position every Left option is below every Right option.",
    .scope = "all coloured posets <= 6 points, every reachable position; random up to 12 points",
    .oracle = "definition",
    .list_order = 250, .cost = 3,
    .run = check_numbers,
};

CheckResult check_integer_control(const CheckOptions& o) {
  Tally tally;
  for_each_bw_instance(o.quick ? 4 : 5, 0, [&](const ColouredPoset& p) {
    Dyadic v = plain_partizan_value(p, kBW);
    tally.expect(v.is_integer(), [&] { return coloured_counterexample(p, "value " + v.to_string() + " is not an integer"); });
  });
  return tally.result(std::string("every colouring of every poset <= ") + (o.quick ? "4" : "5") + " points");
}

const Check kCheck_001_S2_4_BW_integer{
    .id = "001-S2.4-BW-integer", .source = "control (004 Thm 3.1 does not carry over)",
    .claim = "Control: black-white poset game values are integers.",
    .scope = "all coloured posets <= 5 points",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2 BW: 0<1",
    .note = "pomax values are integers (004 Thm 3.1) but black-white values are not: {0|1} = 1/2",
    .list_order = 290, .cost = 0.5,
    .run = check_integer_control,
};

CheckResult check_bw_fig2(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 8 : 20;
  for (int k = 1; k <= top; ++k) {
    ColouredPoset left = families::blacks_below_white(k), right = families::black_below_whites(k);
    const Dyadic want_left = Dyadic(k) - Dyadic::fraction(1, 1), want_right = Dyadic::fraction(1, k);
    Dyadic got_left = plain_partizan_value(left, kBW), got_right = plain_partizan_value(right, kBW);
    Dyadic hack_right = hackenbush_forest_value(right, Colour::Black);  // the right figure is a tree
    tally.expect(got_left == want_left, [&] {
      return coloured_counterexample(left, "predicted " + want_left.to_string() + ", computed " + got_left.to_string());
    });
    tally.expect(got_right == want_right && hack_right == want_right, [&] {
      return coloured_counterexample(right, "predicted " + want_right.to_string() + ", plain search " +
                                                got_right.to_string() + ", Hackenbush " + hack_right.to_string());
    });
  }
  return tally.result("k = 1.." + to_string(top) + ", both figures (the right one also by Hackenbush)");
}

const Check kCheck_001_Fig2{
    .id = "001-Fig2", .source = "001 Fig. 2, Ex. 2.19",
    .claim = "k black points below one white point have value k - 1/2; one black point below k white points has "
             "value 2^-k (k >= 1).",
    .scope = "k = 1..20",
    .oracle = "definition",
    .list_order = 260, .cost = 1,
    .run = check_bw_fig2,
};

CheckResult check_examples(const CheckOptions& o) {
  Tally tally;
  auto expect_value = [&](const ColouredPoset& p, const Dyadic& want) {
    Dyadic got = plain_partizan_value(p, kBW);
    tally.expect(got == want, [&] {
      return coloured_counterexample(p, "predicted " + want.to_string() + ", computed " + got.to_string());
    });
  };
  const int top = o.quick ? 8 : 16;
  for (int k = 0; k <= top; ++k) {
    ColouredPoset black{antichain_poset(k), std::vector<Colour>(k, Colour::Black)};
    expect_value(black, Dyadic(k));
    expect_value(black.inverted(), Dyadic(-k));
  }
  ColouredPoset half = make_coloured(chain_poset(2), "BW");  // {0 | 1}: black below white
  expect_value(half, Dyadic::fraction(1, 1));
  expect_value(make_coloured(Poset::parallel(half.poset, half.poset), "BWBW"), Dyadic(1));  // 1/2 + 1/2
  return tally.result("antichains of k = 0.." + to_string(top) + " black or white points; {0|1}; {0|1} + {0|1}");
}

const Check kCheck_001_S2_4_1{
    .id = "001-S2.4.1", .source = "001 §2.4.1",
    .claim = "An antichain of k black points has value k, of k white points -k; {0|1} (black below white) = "
             "1/2; 1/2 + 1/2 = 1 (two copies side by side).",
    .scope = "k = 0..16",
    .oracle = "definition",
    .list_order = 270, .cost = 0.3,
    .run = check_examples,
};

// ---- Def. 2.18 read literally ------------------------------------------------------

std::optional<mpq_class> q(const std::optional<Dyadic>& d) {
  return d ? std::optional<mpq_class>(d->to_mpq()) : std::nullopt;
}

std::string bounds_text(const std::optional<Dyadic>& l, const std::optional<Dyadic>& r) {
  return "{" + (l ? l->to_string() : std::string()) + " | " + (r ? r->to_string() : std::string()) + "}";
}

CheckResult check_d218(const CheckOptions& o) {
  Tally tally;
  const int den_bits = o.quick ? 2 : 4, span = 3;
  std::vector<std::optional<Dyadic>> bounds{std::nullopt};
  for (int a = -span << den_bits; a <= span << den_bits; ++a) bounds.push_back(Dyadic::fraction(a, den_bits));
  for (const auto& l : bounds)
    for (const auto& r : bounds) {
      if (l && r && *l >= *r) continue;
      const Dyadic got = Dyadic::simplest_between(l, r);
      const mpq_class want = literal_simplest_number(q(l), q(r));
      tally.expect(got.to_mpq() == want, [&] {
        return value_counterexample(0, bounds_text(l, r), "literal rule " + want.get_str() + ", engine " + got.to_string());
      });
    }
  // Every position of every black-white game on <= 5 points: the value the plain
  // search gives equals the literal rule applied to the position's best options.
  std::uint64_t positions = 0;
  for (int n = 0; n <= (o.quick ? 3 : 5); ++n)
    for_each_coloured_poset(n, [&](const ColouredPoset& p) {
      PlainPartizanSolver s(p, kBW);
      s.value();
      for (std::uint64_t a = 0; a <= s.start(); ++a) {
        if ((a & s.start()) != a) continue;
        auto e = s.extremes(a);
        ++positions;
        const Dyadic got = s.value(a);
        const mpq_class want = literal_simplest_number(q(e.left), q(e.right));
        tally.expect(got.to_mpq() == want, [&] {
          return coloured_counterexample(p, "position " + position_text(a) + " " + bounds_text(e.left, e.right) +
                                                ": literal rule " + want.get_str() + ", engine " + got.to_string());
        });
      }
    });
  return tally.result("bounds a/2^" + to_string(den_bits) + " in [-3, 3] and one-sided; every subset position of "
                      "every black-white game <= " + (o.quick ? std::string("3") : std::string("5")) + " points",
                      to_string(positions) + " game positions");
}

const Check kCheck_001_D2_18{
    .id = "001-D2.18", .source = "001 Def. 2.18",
    .claim = "The value of a numeric game is a/2^k with k the least non-negative integer for which some integer "
             "a has every Left option < a/2^k < every Right option, and a of least |a|.",
    .scope = "dyadic bounds in [-3, 3]; every position of every game <= 5 points",
    .oracle = "definition",
    .list_order = 280, .cost = 2,
    .run = check_d218,
};

CheckResult check_mean_control(const CheckOptions& o) {
  Tally tally;
  for (int n = 0; n <= (o.quick ? 3 : 4); ++n)
    for_each_coloured_poset(n, [&](const ColouredPoset& p) {
      PlainPartizanSolver s(p, kBW);
      auto e = s.extremes(s.start());
      if (!e.left || !e.right) return;
      const Dyadic v = s.value(), mean = (*e.left + *e.right).times_pow2(-1);
      tally.expect(v == mean, [&] {
        return coloured_counterexample(p, bounds_text(e.left, e.right) + ": value " + v.to_string() + ", mean " +
                                              mean.to_string());
      });
    });
  return tally.result("every black-white game <= " + std::string(o.quick ? "3" : "4") + " points with moves for both");
}

const Check kCheck_001_D2_18_mean{
    .id = "001-D2.18-mean", .source = "control (a misreading of Def. 2.18)",
    .claim = "Control: a number equals the mean of its best Left and best Right option.",
    .scope = "all coloured posets <= 4 points with options for both",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3 BWB: 2<0 2<1",
    .note = "the simplest number is not the midpoint: {0 | 2} = 1 happens to agree, {0 | 4} = 1 does not",
    .list_order = 300, .cost = 0.3,
    .run = check_mean_control,
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_partizan_black_white_checks(std::vector<Check>& list) {
  list.push_back(kCheck_001_S2_4_BW);
  list.push_back(kCheck_001_S2_4_BW_integer);
  list.push_back(kCheck_001_Fig2);
  list.push_back(kCheck_001_S2_4_1);
  list.push_back(kCheck_001_D2_18);
  list.push_back(kCheck_001_D2_18_mean);
}

}  // namespace posetlab::checks
