// Exact closed forms of a tabulated function; see closed_forms.hpp.
#include "results/conjectures/closed_forms.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <map>
#include <numeric>
#include <stdexcept>

namespace posetlab {
namespace closed_form_fit {  // named: unity builds join anonymous namespaces of files

std::int64_t parity(std::int64_t v) { return v & 1; }  // two's complement: -3 is odd

// `f` as an operand: a plain name or number stays, anything else is parenthesized.
std::string operand(const std::string& f) {
  const bool plain = !f.empty() && std::all_of(f.begin(), f.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '_';
  });
  return plain ? f : "(" + f + ")";
}

// a*f as a term: "f", "3*f", with the sign left to the caller.
std::string scaled(std::int64_t a, const std::string& f) {
  return a == 1 ? f : std::to_string(a) + "*" + f;
}

std::string left_side(std::int64_t q, const std::string& target) {
  return q == 1 ? operand(target) : std::to_string(q) + "*" + operand(target);
}

std::optional<ClosedForm> fit_constant(const std::vector<FunctionEntry>& entries, const std::string& target) {
  for (const FunctionEntry& e : entries)
    if (e.value != entries.front().value) return std::nullopt;
  ClosedForm f;
  f.kind = "constant";
  f.c = entries.front().value;
  f.a.assign(entries.front().features.size(), 0);
  f.expression = operand(target) + " = " + std::to_string(f.c);
  return f;
}

// Row reduction over Q of [1, f_1..f_k, value]; the value's column a non-pivot means
// value = sum over pivot columns p of R[row(p)][value] * column p.
std::optional<ClosedForm> fit_linear(const std::vector<FunctionEntry>& entries, const std::vector<std::string>& names,
                                     const std::string& target) {
  const std::size_t k = names.size(), cols = k + 2, value_col = k + 1;
  std::vector<std::vector<mpq_class>> m;
  m.reserve(entries.size());
  for (const FunctionEntry& e : entries) {
    std::vector<mpq_class> row(cols);
    row[0] = 1;
    for (std::size_t i = 0; i < k; ++i) row[i + 1] = mpq_class(mpz_class(std::to_string(e.features[i])));
    row[value_col] = mpq_class(mpz_class(std::to_string(e.value)));
    m.push_back(std::move(row));
  }
  std::vector<std::size_t> pivot_row(cols, SIZE_MAX);
  std::size_t r = 0;
  for (std::size_t c = 0; c < cols && r < m.size(); ++c) {
    std::size_t p = r;
    while (p < m.size() && m[p][c] == 0) ++p;
    if (p == m.size()) continue;
    if (c == value_col) return std::nullopt;  // the value is independent of the features' span
    std::swap(m[p], m[r]);
    const mpq_class lead = m[r][c];
    for (mpq_class& x : m[r]) x /= lead;
    for (std::size_t i = 0; i < m.size(); ++i)
      if (i != r && m[i][c] != 0) {
        const mpq_class f = m[i][c];
        for (std::size_t j = c; j < cols; ++j) m[i][j] -= f * m[r][j];
      }
    pivot_row[c] = r++;
  }
  // beta[c] for c = 0 (constant) .. k; free columns 0.
  std::vector<mpq_class> beta(k + 1);
  mpz_class q = 1;
  for (std::size_t c = 0; c <= k; ++c) {
    if (pivot_row[c] != SIZE_MAX) beta[c] = m[pivot_row[c]][value_col];
    mpz_lcm(q.get_mpz_t(), q.get_mpz_t(), beta[c].get_den_mpz_t());
  }
  ClosedForm f;
  f.kind = "linear";
  for (std::size_t c = 0; c <= k; ++c) f.rank += pivot_row[c] != SIZE_MAX;
  auto fits = [](const mpz_class& z) { return z.fits_slong_p(); };
  if (!fits(q)) return std::nullopt;
  f.q = q.get_si();
  std::vector<std::int64_t> ints;
  for (const mpq_class& b : beta) {
    const mpz_class z = mpz_class(b * q);
    if (!fits(z)) return std::nullopt;
    ints.push_back(z.get_si());
  }
  f.c = ints[0];
  f.a.assign(ints.begin() + 1, ints.end());
  std::string rhs;
  for (std::size_t i = 0; i < k; ++i) {
    const std::int64_t a = f.a[i];
    if (!a) continue;
    const std::string term = scaled(a < 0 ? -a : a, operand(names[i]));
    rhs += rhs.empty() ? (a < 0 ? "-" + term : term) : (a < 0 ? " - " : " + ") + term;
  }
  if (rhs.empty())
    rhs = std::to_string(f.c);  // constant on these entries (a subset of fit_linear_checked's)
  else if (f.c)
    rhs += (f.c < 0 ? " - " : " + ") + std::to_string(f.c < 0 ? -f.c : f.c);
  f.expression = left_side(f.q, target) + " = " + rhs;
  return f;
}

// fit_linear on a few entries, checked on all in 64-bit arithmetic, a failing entry added
// and the fit repeated: a function table of millions of entries costs a few small exact
// reductions and one pass. Each entry added either raises the rank of the features' rows
// (the fit on a subset of full rank is the fit on all: same row space, same pivots) or
// makes the system inconsistent, so there are at most k + 2 rounds.
std::optional<ClosedForm> fit_linear_checked(const std::vector<FunctionEntry>& entries,
                                             const std::vector<std::string>& names, const std::string& target) {
  const std::size_t start = std::min(entries.size(), 4 * (names.size() + 2));
  std::vector<FunctionEntry> some;
  for (std::size_t i = 0; i < start; ++i) some.push_back(entries[i * entries.size() / start]);
  for (std::size_t round = 0; round <= names.size() + 2; ++round) {
    std::optional<ClosedForm> f = fit_linear(some, names, target);
    if (!f) return std::nullopt;
    const auto miss = std::find_if(entries.begin(), entries.end(),
                                   [&](const FunctionEntry& e) { return f->evaluate(e.features) != e.value; });
    if (miss == entries.end()) {  // a constant fits only when fit_constant's does
      const bool varies = std::any_of(f->a.begin(), f->a.end(), [](std::int64_t a) { return a != 0; });
      return varies && entries.size() > f->rank ? f : std::nullopt;  // the same rank as on all entries
    }
    some.push_back(*miss);
  }
  return fit_linear(entries, names, target);  // not reached (see above); the exact answer regardless
}

// GF(2) row reduction of the parity patterns, all value bits at once (a row's right-hand
// side is the value word). Unknown 0 is the constant, 1..k the parities, then the pairs.
std::optional<ClosedForm> fit_xor(const std::vector<FunctionEntry>& entries, const std::vector<std::string>& names,
                                  const std::string& target, bool with_pairs) {
  const int k = int(names.size());
  std::vector<std::pair<int, int>> pairs;
  if (with_pairs)
    for (int i = 0; i < k; ++i)
      for (int j = i + 1; j < k; ++j) pairs.emplace_back(i, j);
  const int unknowns = 1 + k + int(pairs.size());
  if (unknowns > 64) return std::nullopt;
  std::map<std::uint64_t, std::uint64_t> rows;  // pattern -> value word
  for (const FunctionEntry& e : entries) {
    if (e.value < 0) return std::nullopt;
    std::uint64_t pat = 1;
    for (int i = 0; i < k; ++i)
      if (parity(e.features[std::size_t(i)])) pat |= std::uint64_t{1} << (1 + i);
    for (std::size_t p = 0; p < pairs.size(); ++p)
      if (parity(e.features[std::size_t(pairs[p].first)]) && parity(e.features[std::size_t(pairs[p].second)]))
        pat |= std::uint64_t{1} << (1 + k + int(p));
    auto [it, fresh] = rows.emplace(pat, std::uint64_t(e.value));
    if (!fresh && it->second != std::uint64_t(e.value)) return std::nullopt;  // equal parities, different values
  }
  std::vector<std::pair<std::uint64_t, std::uint64_t>> m(rows.begin(), rows.end());
  std::vector<int> pivot_row(std::size_t(unknowns), -1);
  std::size_t r = 0;
  for (int c = 0; c < unknowns && r < m.size(); ++c) {
    const std::uint64_t bit = std::uint64_t{1} << c;
    std::size_t p = r;
    while (p < m.size() && !(m[p].first & bit)) ++p;
    if (p == m.size()) continue;
    std::swap(m[p], m[r]);
    for (std::size_t i = 0; i < m.size(); ++i)
      if (i != r && (m[i].first & bit)) {
        m[i].first ^= m[r].first;
        m[i].second ^= m[r].second;
      }
    pivot_row[std::size_t(c)] = int(r++);
  }
  for (std::size_t i = r; i < m.size(); ++i)
    if (m[i].second) return std::nullopt;  // 0 = nonzero: some bit has no affine form
  if (m.size() <= r) return std::nullopt;  // as many patterns as coefficients: any values fit
  auto coefficient = [&](int c) { return pivot_row[std::size_t(c)] < 0 ? 0 : std::int64_t(m[std::size_t(pivot_row[std::size_t(c)])].second); };
  ClosedForm f;
  f.kind = with_pairs ? "xor2" : "xor";
  f.rank = r;
  f.c = coefficient(0);
  for (int i = 0; i < k; ++i) f.a.push_back(coefficient(1 + i));
  for (std::size_t p = 0; p < pairs.size(); ++p)
    if (const std::int64_t a = coefficient(1 + k + int(p))) f.pairs.push_back({pairs[p].first, pairs[p].second, a});
  if (with_pairs && f.pairs.empty()) return std::nullopt;  // the plain xor form's
  // A feature whose values are all 0 or 1 is its own parity.
  std::vector<std::string> par(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) {
    bool bit = true, nonnegative = true;
    for (const FunctionEntry& e : entries) {
      bit &= e.features[std::size_t(i)] == 0 || e.features[std::size_t(i)] == 1;
      nonnegative &= e.features[std::size_t(i)] >= 0;
    }
    const std::string& n = names[std::size_t(i)];
    par[std::size_t(i)] = bit ? operand(n) : "(" + operand(n) + (nonnegative ? " % 2)" : " & 1)");
  }
  std::vector<std::string> terms;
  if (f.c) terms.push_back(std::to_string(f.c));
  for (int i = 0; i < k; ++i)
    if (f.a[std::size_t(i)]) terms.push_back(scaled(f.a[std::size_t(i)], par[std::size_t(i)]));
  for (const ClosedForm::Pair& p : f.pairs)
    terms.push_back(scaled(p.a, par[std::size_t(p.i)] + "*" + par[std::size_t(p.j)]));
  if (terms.size() == 1) {  // one term: no xor() needed (the values vary, so it is no constant)
    f.expression = operand(target) + " = " + terms.front();
  } else {
    std::string args;
    for (const std::string& t : terms) args += (args.empty() ? "" : ", ") + t;
    f.expression = operand(target) + " = xor(" + args + ")";
  }
  return f;
}

}  // namespace closed_form_fit

std::optional<std::int64_t> ClosedForm::evaluate(const std::vector<std::int64_t>& x) const {
  if (kind == "constant" || kind == "linear") {
    std::int64_t s = c;
    for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * x[i];
    if (s % q) return std::nullopt;
    return s / q;
  }
  std::int64_t v = c;
  for (std::size_t i = 0; i < a.size(); ++i) v ^= a[i] * closed_form_fit::parity(x[i]);
  for (const Pair& p : pairs) v ^= p.a * (closed_form_fit::parity(x[std::size_t(p.i)]) & closed_form_fit::parity(x[std::size_t(p.j)]));
  return v;
}

std::vector<ClosedForm> fit_closed_forms(const std::vector<FunctionEntry>& entries,
                                         const std::vector<std::string>& names, const std::string& target) {
  std::vector<ClosedForm> out;
  if (entries.empty()) return out;
  for (const FunctionEntry& e : entries)
    if (e.features.size() != names.size()) throw std::invalid_argument("fit_closed_forms: feature count differs");
  if (auto constant = closed_form_fit::fit_constant(entries, target)) {
    out.push_back(*constant);
  } else {
    if (auto linear = closed_form_fit::fit_linear_checked(entries, names, target)) out.push_back(*linear);
    if (auto nim = closed_form_fit::fit_xor(entries, names, target, false)) {
      if (out.empty() || out.back().expression != nim->expression) out.push_back(*nim);  // 0/1 features: one form
    }
    else if (auto nim2 = closed_form_fit::fit_xor(entries, names, target, true))
      out.push_back(*nim2);
  }
  for (const ClosedForm& f : out)  // exact by construction; a mismatch is a bug here
    for (const FunctionEntry& e : entries)
      if (f.evaluate(e.features) != e.value)
        throw std::logic_error("closed form " + f.expression + " misses an entry it was fitted on");
  return out;
}

}  // namespace posetlab
