#include "engine/partizan/dyadic.hpp"

#include <bit>
#include <climits>
#include <functional>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

__extension__ typedef __int128 Int128;  // exact products of two int64_t (GCC/Clang)

// The largest exponent we accept: far beyond any game value, small enough that shift
// counts never overflow.
constexpr std::int64_t kMaxExponent = std::int64_t{1} << 40;

void check_exponent(std::int64_t k) {
  if (k < 0 || k > kMaxExponent)
    throw UsageError("dyadic exponent " + std::to_string(k) + " outside 0.." + std::to_string(kMaxExponent));
}

// a << s as int64_t when it fits exactly.
std::optional<std::int64_t> shifted(std::int64_t a, std::int64_t s) {
  if (a == 0) return 0;
  if (s >= 63) return std::nullopt;
  Int128 v = static_cast<Int128>(a) << s;
  if (v > INT64_MAX || v < INT64_MIN) return std::nullopt;
  return static_cast<std::int64_t>(v);
}

mpz_class shifted_big(const mpz_class& a, std::int64_t s) {
  mpz_class r;
  mpz_mul_2exp(r.get_mpz_t(), a.get_mpz_t(), static_cast<mp_bitcnt_t>(s));
  return r;
}

}  // namespace

void Dyadic::normalise_small() {
  if (num_ == 0) {
    k_ = 0;
    return;
  }
  std::int64_t tz = std::countr_zero(static_cast<std::uint64_t>(num_));
  std::int64_t s = tz < k_ ? tz : k_;
  num_ >>= s;  // exact: the low s bits are zero
  k_ -= s;
}

Dyadic Dyadic::from_big(mpz_class a, std::int64_t k) {
  check_exponent(k);
  Dyadic d;
  if (a == 0) return d;
  std::int64_t tz = static_cast<std::int64_t>(mpz_scan1(a.get_mpz_t(), 0));
  std::int64_t s = tz < k ? tz : k;
  if (s > 0) mpz_tdiv_q_2exp(a.get_mpz_t(), a.get_mpz_t(), static_cast<mp_bitcnt_t>(s));  // exact
  d.k_ = k - s;
  if (a.fits_slong_p())
    d.num_ = a.get_si();
  else
    d.big_ = std::make_shared<const mpz_class>(std::move(a));
  return d;
}

Dyadic Dyadic::fraction(std::int64_t a, std::int64_t k) {
  check_exponent(k);
  Dyadic d;
  d.num_ = a;
  d.k_ = k;
  d.normalise_small();
  return d;
}

Dyadic Dyadic::fraction(const mpz_class& a, std::int64_t k) { return from_big(a, k); }

mpz_class Dyadic::numerator() const { return big_value(); }

mpq_class Dyadic::to_mpq() const {
  mpz_class den;
  mpz_ui_pow_ui(den.get_mpz_t(), 2, static_cast<unsigned long>(k_));
  mpq_class q(big_value(), den);
  q.canonicalize();
  return q;
}

int Dyadic::sign() const {
  if (big_) return sgn(*big_);
  return (num_ > 0) - (num_ < 0);
}

Dyadic Dyadic::operator-() const {
  if (!big_ && num_ != INT64_MIN) {
    Dyadic d = *this;
    d.num_ = -num_;
    return d;
  }
  return from_big(-big_value(), k_);
}

Dyadic operator+(const Dyadic& x, const Dyadic& y) {
  const std::int64_t k = x.k_ > y.k_ ? x.k_ : y.k_;
  if (!x.big_ && !y.big_) {
    auto a = shifted(x.num_, k - x.k_), b = shifted(y.num_, k - y.k_);
    std::int64_t sum;
    if (a && b && !__builtin_add_overflow(*a, *b, &sum)) return Dyadic::fraction(sum, k);
  }
  return Dyadic::from_big(shifted_big(x.big_value(), k - x.k_) + shifted_big(y.big_value(), k - y.k_), k);
}

bool operator==(const Dyadic& x, const Dyadic& y) {
  if (x.k_ != y.k_) return false;  // normalised: equal values have equal exponents
  if (!x.big_ && !y.big_) return x.num_ == y.num_;
  if (!x.big_ || !y.big_) return false;  // normalised: a big numerator never fits int64_t
  return *x.big_ == *y.big_;
}

std::strong_ordering operator<=>(const Dyadic& x, const Dyadic& y) {
  const std::int64_t k = x.k_ > y.k_ ? x.k_ : y.k_;
  if (!x.big_ && !y.big_) {
    std::int64_t dx = k - x.k_, dy = k - y.k_;
    if (dx < 63 && dy < 63) {  // |num| < 2^63, so num << 62 fits in 127 bits
      Int128 a = static_cast<Int128>(x.num_) << dx, b = static_cast<Int128>(y.num_) << dy;
      return a <=> b;
    }
  }
  int c = cmp(shifted_big(x.big_value(), k - x.k_), shifted_big(y.big_value(), k - y.k_));
  return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
}

Dyadic Dyadic::times_pow2(std::int64_t e) const {
  if (e <= 0) {
    if (big_) return from_big(*big_, k_ - e);
    return fraction(num_, k_ - e);
  }
  if (e <= k_) {  // only the exponent changes; the numerator stays odd
    Dyadic d = *this;
    d.k_ = k_ - e;
    return d;
  }
  std::int64_t s = e - k_;
  if (!big_)
    if (auto a = shifted(num_, s)) return Dyadic(*a);
  return from_big(shifted_big(big_value(), s), 0);
}

Dyadic Dyadic::floor() const {
  if (k_ == 0) return *this;
  if (!big_) return Dyadic(k_ >= 63 ? (num_ < 0 ? -1 : 0) : (num_ >> k_));  // >> floors
  mpz_class q;
  mpz_fdiv_q_2exp(q.get_mpz_t(), big_->get_mpz_t(), static_cast<mp_bitcnt_t>(k_));
  return from_big(std::move(q), 0);
}

Dyadic Dyadic::ceil() const { return -(-*this).floor(); }

Dyadic Dyadic::simplest_between(const std::optional<Dyadic>& left, const std::optional<Dyadic>& right) {
  if (left && right && *left >= *right)
    throw UsageError("no number lies strictly between " + left->to_string() + " and " + right->to_string());
  // The integer rule: the integer nearest zero strictly inside, if there is one.
  const bool zero_allowed = (!left || left->sign() < 0) && (!right || right->sign() > 0);
  if (zero_allowed) return Dyadic();
  if (left && left->sign() >= 0) {
    Dyadic n = left->floor() + Dyadic(1);
    if (!right || n < *right) return n;
  } else {  // right <= 0
    Dyadic n = right->ceil() - Dyadic(1);
    if (!left || n > *left) return n;
  }
  // No integer strictly inside: left and right lie in one [n, n+1]. The least k with a
  // multiple of 2^-k strictly inside has exactly one such multiple (two neighbours would
  // include an even one, a multiple of 2^-(k-1)); it is the first one above left.
  for (std::int64_t k = 1;; ++k) {
    Dyadic candidate = (left->times_pow2(k).floor() + Dyadic(1)).times_pow2(-k);
    if (candidate < *right) return candidate;
  }
}

std::string Dyadic::to_string() const {
  std::string s = big_ ? big_->get_str() : std::to_string(num_);
  if (k_ == 0) return s;
  if (k_ < 63) return s + "/" + std::to_string(std::int64_t{1} << k_);
  mpz_class den;
  mpz_ui_pow_ui(den.get_mpz_t(), 2, static_cast<unsigned long>(k_));
  return s + "/" + den.get_str();
}

std::optional<Dyadic> Dyadic::parse(std::string_view text) {
  auto digits = [](std::string_view d) {
    if (d.empty()) return false;
    for (char c : d)
      if (c < '0' || c > '9') return false;
    return true;
  };
  bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  std::string_view num = text, den;
  if (auto slash = text.find('/'); slash != std::string_view::npos) {
    num = text.substr(0, slash);
    den = text.substr(slash + 1);
    if (!digits(den)) return std::nullopt;
  }
  if (!digits(num)) return std::nullopt;
  mpz_class a(std::string(num), 10);
  if (negative) a = -a;
  std::int64_t k = 0;
  if (!den.empty()) {
    mpz_class d(std::string(den), 10);
    if (d == 0 || mpz_popcount(d.get_mpz_t()) != 1) return std::nullopt;  // not a power of two
    k = static_cast<std::int64_t>(mpz_scan1(d.get_mpz_t(), 0));
    if (k > kMaxExponent) return std::nullopt;
  }
  return from_big(std::move(a), k);
}

std::size_t Dyadic::hash() const {
  std::size_t h = big_ ? std::hash<std::string>{}(big_->get_str(16)) : std::hash<std::int64_t>{}(num_);
  return h ^ (static_cast<std::size_t>(k_) * 0x9e3779b97f4a7c15ull);
}

}  // namespace posetlab
