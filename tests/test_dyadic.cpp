// Dyadic rationals against a plain GMP rational reference (the literal Def. 2.18
// search of verify/support/coloured_instances): arithmetic, order and the
// simplest-number rule (001 Def. 2.18) by brute force over a grid, on small values, at
// the int64 overflow boundary and far beyond it (numerators > 2^64, 2^-100).
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/partizan/dyadic.hpp"
#include "verify/support/coloured_instances.hpp"

using namespace posetlab;

namespace {

mpq_class pow2(long e) {  // 2^e as a rational, e of either sign
  mpz_class p;
  mpz_ui_pow_ui(p.get_mpz_t(), 2, static_cast<unsigned long>(e < 0 ? -e : e));
  return e < 0 ? mpq_class(1, p) : mpq_class(p);
}

mpz_class floor_q(const mpq_class& q) {
  mpz_class f;
  mpz_fdiv_q(f.get_mpz_t(), q.get_num_mpz_t(), q.get_den_mpz_t());
  return f;
}

std::vector<Dyadic> sample_values() {
  std::vector<Dyadic> v;
  for (int k = 0; k <= 4; ++k)
    for (int a = -20; a <= 20; ++a) v.push_back(Dyadic::fraction(a, k));
  mpz_class huge = mpz_class(1) << 70;
  for (std::int64_t a : {INT64_MAX, INT64_MIN, INT64_MAX - 1, INT64_MIN + 1, std::int64_t{1} << 62})
    for (int k : {0, 1, 62, 63, 100}) v.push_back(Dyadic::fraction(a, k));
  for (int k : {0, 1, 64, 100}) {
    v.push_back(Dyadic::fraction(huge + 1, k));
    v.push_back(Dyadic::fraction(-huge - 3, k));
    v.push_back(Dyadic::fraction(mpz_class(3), k));
  }
  return v;
}

}  // namespace

TEST(Dyadic, TextRoundTripAndCanonicalSpelling) {
  EXPECT_EQ(Dyadic::fraction(5, 1).to_string(), "5/2");
  EXPECT_EQ(Dyadic::fraction(-3, 2).to_string(), "-3/4");
  EXPECT_EQ(Dyadic::fraction(8, 2).to_string(), "2");
  EXPECT_EQ(Dyadic().to_string(), "0");
  EXPECT_EQ(Dyadic::fraction(0, 7).to_string(), "0");
  EXPECT_EQ(Dyadic::fraction(1, 100).to_string(), "1/1267650600228229401496703205376");
  for (const Dyadic& d : sample_values()) {
    auto back = Dyadic::parse(d.to_string());
    ASSERT_TRUE(back) << d.to_string();
    EXPECT_EQ(*back, d) << d.to_string();
    EXPECT_EQ(d.to_mpq(), mpq_class(d.to_string())) << d.to_string();
  }
  EXPECT_EQ(*Dyadic::parse("2/4"), Dyadic::fraction(1, 1));
  EXPECT_EQ(*Dyadic::parse("-0"), Dyadic());
  for (const char* bad : {"", "-", "1/3", "1/0", "1/", "/2", "+1", " 1", "1.5", "1/-2", "a", "1/2/2", "--1"})
    EXPECT_FALSE(Dyadic::parse(bad)) << bad;
}

TEST(Dyadic, NormalisedSoEqualValuesCompareEqual) {
  EXPECT_EQ(Dyadic::fraction(6, 2), Dyadic::fraction(3, 1));
  EXPECT_EQ(Dyadic::fraction(6, 2).exponent(), 1);
  EXPECT_EQ(Dyadic::fraction(mpz_class(1) << 80, 80), Dyadic(1));
  EXPECT_TRUE(Dyadic::fraction(mpz_class(1) << 80, 80).fits_int64());
  EXPECT_FALSE(Dyadic::fraction(mpz_class(1) << 80, 0).fits_int64());
  EXPECT_THROW(Dyadic::fraction(1, -1), UsageError);
}

TEST(Dyadic, ArithmeticAndOrderMatchRationals) {
  auto v = sample_values();
  for (const Dyadic& x : v) {
    EXPECT_EQ((-x).to_mpq(), -x.to_mpq());
    EXPECT_EQ(x.floor().to_mpq(), mpq_class(floor_q(x.to_mpq())));
    for (const Dyadic& y : v) {
      const mpq_class qx = x.to_mpq(), qy = y.to_mpq();
      ASSERT_EQ((x + y).to_mpq(), qx + qy) << x.to_string() << " + " << y.to_string();
      ASSERT_EQ((x - y).to_mpq(), qx - qy) << x.to_string() << " - " << y.to_string();
      ASSERT_EQ(x < y, qx < qy) << x.to_string() << " < " << y.to_string();
      ASSERT_EQ(x == y, qx == qy) << x.to_string() << " == " << y.to_string();
      // Normalisation: the fast path is used whenever the numerator fits.
      ASSERT_EQ((x + y).fits_int64(), (x + y).numerator().fits_slong_p());
    }
  }
}

TEST(Dyadic, FloorAndCeilOfNegatives) {
  EXPECT_EQ(Dyadic::fraction(-3, 1).floor(), Dyadic(-2));
  EXPECT_EQ(Dyadic::fraction(-3, 1).ceil(), Dyadic(-1));
  EXPECT_EQ(Dyadic::fraction(-1, 100).floor(), Dyadic(-1));
  EXPECT_EQ(Dyadic::fraction(1, 100).floor(), Dyadic(0));
  EXPECT_EQ(Dyadic::fraction(1, 100).ceil(), Dyadic(1));
}

TEST(Dyadic, SimplestNumberLiteratureTable) {
  using O = std::optional<Dyadic>;
  auto half = Dyadic::fraction(1, 1);
  EXPECT_EQ(Dyadic::simplest_between(O{}, O{}), Dyadic(0));           // { | } = 0
  EXPECT_EQ(Dyadic::simplest_between(O{0}, O{}), Dyadic(1));          // {0 | } = 1
  EXPECT_EQ(Dyadic::simplest_between(O{}, O{0}), Dyadic(-1));         // { | 0} = -1
  EXPECT_EQ(Dyadic::simplest_between(O{0}, O{1}), half);              // {0 | 1} = 1/2
  EXPECT_EQ(Dyadic::simplest_between(O{-1}, O{1}), Dyadic(0));        // {-1 | 1} = 0
  EXPECT_EQ(Dyadic::simplest_between(O{2}, O{}), Dyadic(3));
  EXPECT_EQ(Dyadic::simplest_between(O{half}, O{1}), Dyadic::fraction(3, 2));
  EXPECT_EQ(Dyadic::simplest_between(O{Dyadic::fraction(1, 3)}, O{Dyadic::fraction(7, 3)}), Dyadic::fraction(1, 1));
  EXPECT_EQ(Dyadic::simplest_between(O{Dyadic::fraction(-5, 1)}, O{}), Dyadic(0));
  EXPECT_EQ(Dyadic::simplest_between(O{}, O{Dyadic::fraction(-5, 1)}), Dyadic(-3));
  EXPECT_EQ(Dyadic::simplest_between(O{1}, O{5}), Dyadic(2));
  EXPECT_EQ(Dyadic::simplest_between(O{-5}, O{-1}), Dyadic(-2));
  EXPECT_THROW(Dyadic::simplest_between(O{1}, O{1}), UsageError);
  EXPECT_THROW(Dyadic::simplest_between(O{2}, O{1}), UsageError);
}

TEST(Dyadic, SimplestNumberMatchesDefinitionOnAGrid) {
  // Every pair of bounds a/8, b/8 in [-3, 3], plus the one-sided and empty cases.
  std::vector<std::optional<Dyadic>> bounds{std::nullopt};
  for (int a = -24; a <= 24; ++a) bounds.push_back(Dyadic::fraction(a, 3));
  for (const auto& l : bounds)
    for (const auto& r : bounds) {
      if (l && r && *l >= *r) continue;
      std::optional<mpq_class> ql, qr;
      if (l) ql = l->to_mpq();
      if (r) qr = r->to_mpq();
      ASSERT_EQ(Dyadic::simplest_between(l, r).to_mpq(), checks::literal_simplest_number(ql, qr))
          << (l ? l->to_string() : "none") << " | " << (r ? r->to_string() : "none");
    }
}

TEST(Dyadic, SimplestNumberWithHugeAndTinyBounds) {
  using O = std::optional<Dyadic>;
  // Two numbers 2^-100 apart near 1: the answer has exponent 100 or 101.
  Dyadic l = Dyadic(1) + Dyadic::fraction(1, 100), r = Dyadic(1) + Dyadic::fraction(3, 101);
  Dyadic s = Dyadic::simplest_between(O{l}, O{r});
  EXPECT_TRUE(l < s && s < r);
  EXPECT_EQ(s, Dyadic(1) + Dyadic::fraction(5, 102));  // 1 + 5/2^102 lies in between, k = 102 least
  // Beyond 2^64 as integers.
  Dyadic big = Dyadic::fraction(mpz_class(1) << 70, 0);
  EXPECT_EQ(Dyadic::simplest_between(O{big}, O{}).to_mpq(), mpq_class((mpz_class(1) << 70) + 1));
  EXPECT_EQ(Dyadic::simplest_between(O{}, O{-big}).to_mpq(), mpq_class(-(mpz_class(1) << 70) - 1));
  // Random narrow intervals around large values, against the rational reference by
  // its characterisation (inside, and no number of smaller exponent inside).
  std::mt19937_64 rng(20261123);
  for (int i = 0; i < 300; ++i) {
    mpz_class base = mpz_class(static_cast<long>(rng() >> 2)) << static_cast<unsigned>(rng() % 80);
    long k = static_cast<long>(rng() % 120);
    Dyadic lo = Dyadic::fraction(base, k), hi = lo + Dyadic::fraction(1 + static_cast<long>(rng() % 5), k);
    Dyadic x = Dyadic::simplest_between(O{lo}, O{hi});
    ASSERT_TRUE(lo < x && x < hi) << lo.to_string() << " | " << hi.to_string();
    if (x.exponent() > 0) {  // nothing with a smaller exponent fits
      mpq_class unit = pow2(-(x.exponent() - 1));
      mpq_class above = mpq_class(floor_q(lo.to_mpq() / unit) + 1) * unit;
      ASSERT_FALSE(above < hi.to_mpq()) << lo.to_string() << " | " << hi.to_string();
    }
  }
}
