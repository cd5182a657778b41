#pragma once
// Exact dyadic rationals a / 2^k: the values of the partizan games posetlab solves
// (black-white poset games, pomax and the other element-removal games, docs/design.md §2).
//
// Representation: always normalised (a odd, or k = 0; zero is 0/2^0), so equal values
// have equal representations. The numerator lives in an int64_t while it fits; an
// operation whose exact result would not fit (detected by overflow builtins, never by
// floating point) is redone with GMP and the result is kept as an mpz_class, demoted
// back to int64_t as soon as it fits again. Game values are almost always small, so the
// fast path is a couple of integer instructions; huge values (numerators beyond 2^63,
// exponents like 2^-100) stay exact.
//
// The simplest-number rule (001 Def. 2.18) lives here and nowhere else:
// simplest_between(L, R) is the number strictly between L and R with the least k, and
// among those the least |a|; with a side missing it is the simplest integer beyond the
// other side (0 when allowed), and with both missing it is 0.
#include <compare>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <gmpxx.h>

namespace posetlab {

class Dyadic {
 public:
  Dyadic() = default;                                      // 0
  Dyadic(std::int64_t integer) : num_(integer) {}          // NOLINT: integers are dyadics
  // a / 2^k, normalised. k must be >= 0 (UsageError otherwise).
  static Dyadic fraction(std::int64_t a, std::int64_t k);
  static Dyadic fraction(const mpz_class& a, std::int64_t k);

  // "5/2", "-3/4", "2", "0"; the denominator must be a power of two (1 allowed),
  // numerator and denominator in decimal of any length, no spaces, no "+" ("-0" and
  // unreduced forms like "2/4" are accepted). nullopt on anything else: callers turn
  // that into a located error.
  static std::optional<Dyadic> parse(std::string_view text);
  std::string to_string() const;

  bool is_zero() const { return !big_ && num_ == 0; }
  bool is_integer() const { return k_ == 0; }
  int sign() const;                             // -1, 0, +1
  std::int64_t exponent() const { return k_; }  // k of a / 2^k (normalised)
  bool fits_int64() const { return !big_; }     // numerator in the fast path
  std::int64_t small_numerator() const { return num_; }  // valid when fits_int64()
  mpz_class numerator() const;
  mpq_class to_mpq() const;                     // for tests and reference checks

  Dyadic operator-() const;
  friend Dyadic operator+(const Dyadic& x, const Dyadic& y);
  friend Dyadic operator-(const Dyadic& x, const Dyadic& y) { return x + (-y); }
  Dyadic& operator+=(const Dyadic& y) { return *this = *this + y; }
  Dyadic& operator-=(const Dyadic& y) { return *this = *this - y; }
  friend bool operator==(const Dyadic& x, const Dyadic& y);
  friend std::strong_ordering operator<=>(const Dyadic& x, const Dyadic& y);

  Dyadic times_pow2(std::int64_t e) const;  // x * 2^e, e of either sign
  // floor(x) and ceil(x) as dyadics (integers).
  Dyadic floor() const;
  Dyadic ceil() const;

  // 001 Def. 2.18 (see the head comment). Throws UsageError when both sides are given
  // and left >= right: then no number lies strictly between (the game is not a number).
  static Dyadic simplest_between(const std::optional<Dyadic>& left, const std::optional<Dyadic>& right);

  std::size_t hash() const;

 private:
  static Dyadic from_big(mpz_class a, std::int64_t k);  // normalises and demotes
  mpz_class big_value() const { return big_ ? *big_ : mpz_class(static_cast<long>(num_)); }
  void normalise_small();

  std::int64_t num_ = 0;  // numerator when big_ is null
  std::int64_t k_ = 0;    // exponent of the denominator
  std::shared_ptr<const mpz_class> big_;  // numerator when it does not fit int64_t
};

}  // namespace posetlab
