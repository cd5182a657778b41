// Estimates from a sample of a posets summary job's units; see posets_sample.hpp.
#include "results/tables/posets_sample.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

const char* const kFamilies[] = {"grundy", "height", "width", "components"};

// The marginal of each family, in the order of kFamilies.
constexpr std::vector<std::uint64_t> UnitMarginals::* kFamilyCounts[] = {
    &UnitMarginals::grundy, &UnitMarginals::height, &UnitMarginals::width, &UnitMarginals::components};
std::vector<std::uint64_t>& family(UnitMarginals& u, int f) { return u.*kFamilyCounts[f]; }
const std::vector<std::uint64_t>& family(const UnitMarginals& u, int f) { return u.*kFamilyCounts[f]; }
// Grundy values run from 0, the others from 1.
int first_value(int f) { return f == 0 ? 0 : 1; }

UnitMarginals empty_unit(int n) {
  UnitMarginals u;
  for (int f = 0; f < 4; ++f) family(u, f).assign(std::size_t(n) + 1, 0);
  return u;
}

std::string header(int n) {
  std::string h = "ordinal,posets,seconds";
  for (int f = 0; f < 4; ++f)
    for (int v = first_value(f); v <= n; ++v) h += "," + std::string(kFamilies[f]) + "_" + std::to_string(v);
  return h;
}

// The batch's count lines summed by each family: what the units' marginals must add up to.
UnitMarginals batch_marginals(const SummaryBatch& batch, int n) {
  UnitMarginals m = empty_unit(n);
  for (const BatchCount& c : batch.counts) {
    m.grundy[std::size_t(c.grundy)] += c.posets;
    m.height[std::size_t(c.height)] += c.posets;
    m.width[std::size_t(c.width)] += c.posets;
    m.components[std::size_t(c.components)] += c.posets;
  }
  return m;
}

struct CsvReader {
  std::string path;
  std::size_t line = 0;
  [[noreturn]] void fail(std::size_t column, const std::string& what) const {
    throw InputError({path, line, column}, what);
  }
};

}  // namespace

SampleMarginals sample_marginals_of(Db& db, const SummaryBatch& batch) {
  SampleMarginals s;
  s.size = batch.size();
  std::map<std::uint64_t, UnitMarginals> units;
  for (const BatchUnit& b : batch.units) {
    UnitMarginals u = empty_unit(s.size);
    u.ordinal = b.ordinal;
    u.posets = b.posets;
    units.emplace(b.ordinal, std::move(u));
  }
  Stmt seconds = db.prepare("SELECT ordinal, seconds FROM units WHERE job = ?1");
  seconds.bind(1, batch.job);
  while (seconds.step())
    if (auto it = units.find(std::uint64_t(seconds.int64(0))); it != units.end()) it->second.seconds = seconds.real(1);
  Stmt rows = db.prepare("SELECT part, grundy, height, width, components, posets FROM posets_summary WHERE size = ?1");
  rows.bind(1, s.size);
  while (rows.step()) {
    auto it = units.find(std::uint64_t(rows.int64(0)));
    if (it == units.end()) continue;  // a unit not committed (a run cut short inside it)
    const std::uint64_t posets = std::uint64_t(rows.int64(5));
    for (int f = 0; f < 4; ++f) {
      const std::int64_t value = rows.int64(1 + f);
      if (value < first_value(f) || value > s.size)
        throw DbError("posets_summary: " + std::string(kFamilies[f]) + " " + std::to_string(value) + " is outside " +
                      std::to_string(first_value(f)) + ".." + std::to_string(s.size));
      family(it->second, f)[std::size_t(value)] += posets;
    }
  }
  for (auto& [ordinal, u] : units) s.units.push_back(std::move(u));
  return s;
}

void write_sample_marginals(const SampleMarginals& sample, std::ostream& out) {
  out << header(sample.size) << '\n';
  char seconds[32];
  for (const UnitMarginals& u : sample.units) {
    std::snprintf(seconds, sizeof seconds, "%.3f", u.seconds);
    out << u.ordinal << ',' << u.posets << ',' << seconds;
    for (int f = 0; f < 4; ++f)
      for (int v = first_value(f); v <= sample.size; ++v) out << ',' << family(u, f)[std::size_t(v)];
    out << '\n';
  }
}

SampleMarginals read_sample_marginals(const std::string& path, const SummaryBatch& batch) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError({path, 0, 0}, "cannot open the marginals file");
  SampleMarginals s;
  s.size = batch.size();
  CsvReader r{path};
  std::string text;
  std::map<std::uint64_t, const BatchUnit*> expected;
  for (const BatchUnit& b : batch.units) expected[b.ordinal] = &b;
  while (std::getline(in, text)) {
    ++r.line;
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (r.line == 1) {
      if (text != header(s.size)) r.fail(1, "expected the header " + header(s.size) + " (size " + std::to_string(s.size) + ")");
      continue;
    }
    // Fields, each with the column it starts at.
    std::vector<std::pair<std::string_view, std::size_t>> fields;
    for (std::size_t start = 0;;) {
      const std::size_t comma = text.find(',', start);
      fields.emplace_back(std::string_view(text).substr(start, comma - start), start + 1);
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    const std::size_t want = 3 + std::size_t(s.size) + 1 + 3 * std::size_t(s.size);
    if (fields.size() != want)
      r.fail(1, "expected " + std::to_string(want) + " fields, found " + std::to_string(fields.size()));
    auto count = [&](std::size_t i) {
      std::uint64_t v = 0;
      const std::string_view f = fields[i].first;
      const auto [end, ec] = std::from_chars(f.data(), f.data() + f.size(), v);
      if (ec != std::errc() || end != f.data() + f.size() || f.empty())
        r.fail(fields[i].second, "expected a count (digits), found '" + std::string(f) + "'");
      return v;
    };
    UnitMarginals u = empty_unit(s.size);
    u.ordinal = count(0);
    u.posets = count(1);
    {
      const std::string_view f = fields[2].first;
      const auto [end, ec] = std::from_chars(f.data(), f.data() + f.size(), u.seconds);
      if (ec != std::errc() || end != f.data() + f.size() || f.empty() || !(u.seconds >= 0))
        r.fail(fields[2].second, "expected seconds (a number >= 0), found '" + std::string(f) + "'");
    }
    std::size_t i = 3;
    for (int f = 0; f < 4; ++f) {
      std::uint64_t sum = 0;
      for (int v = first_value(f); v <= s.size; ++v, ++i) {
        const std::uint64_t c = count(i);
        family(u, f)[std::size_t(v)] = c;
        if (sum + c < sum) r.fail(fields[i].second, "the counts overflow");
        sum += c;
      }
      if (sum != u.posets)
        r.fail(1, std::string("unit ") + std::to_string(u.ordinal) + ": its counts by " + kFamilies[f] + " add up to " +
                      std::to_string(sum) + ", not its " + std::to_string(u.posets) + " posets");
    }
    const auto it = expected.find(u.ordinal);
    if (it == expected.end()) r.fail(1, "unit " + std::to_string(u.ordinal) + " is not in the batch of " + batch.job);
    if (!s.units.empty() && u.ordinal <= s.units.back().ordinal)
      r.fail(1, "unit " + std::to_string(u.ordinal) + " is out of order or repeated (ordinals ascend)");
    if (it->second->posets != u.posets)
      r.fail(fields[1].second, "unit " + std::to_string(u.ordinal) + " has " + std::to_string(u.posets) +
                                   " posets here and " + std::to_string(it->second->posets) + " in the batch");
    s.units.push_back(std::move(u));
  }
  if (in.bad()) throw InputError({path, 0, 0}, "read error");
  if (r.line == 0) throw InputError({path, 0, 0}, "empty file: expected the header " + header(s.size));
  if (s.units.size() != batch.units.size())
    throw InputError({path, 0, 0}, "holds " + std::to_string(s.units.size()) + " units; the batch holds " +
                                       std::to_string(batch.units.size()));
  // The marginals summed over the units against the sealed count lines.
  const UnitMarginals want = batch_marginals(batch, s.size);
  UnitMarginals have = empty_unit(s.size);
  for (const UnitMarginals& u : s.units)
    for (int f = 0; f < 4; ++f)
      for (int v = 0; v <= s.size; ++v) family(have, f)[std::size_t(v)] += family(u, f)[std::size_t(v)];
  for (int f = 0; f < 4; ++f)
    for (int v = first_value(f); v <= s.size; ++v)
      if (family(have, f)[std::size_t(v)] != family(want, f)[std::size_t(v)])
        throw InputError({path, 0, 0}, std::string("the units' posets with ") + kFamilies[f] + " " + std::to_string(v) +
                                           " add up to " + std::to_string(family(have, f)[std::size_t(v)]) +
                                           "; the batch's count lines say " +
                                           std::to_string(family(want, f)[std::size_t(v)]));
  return s;
}

std::vector<TotalEstimate> estimate_job_totals(const SampleMarginals& sample, std::uint64_t units_total,
                                               std::uint64_t posets_total) {
  const double k = double(sample.units.size()), U = double(units_total);
  if (sample.units.empty() || units_total < sample.units.size())
    throw UsageError("estimate: a sample of " + std::to_string(sample.units.size()) + " units of " +
                     std::to_string(units_total) + " estimates nothing");
  double sample_posets = 0;
  for (const UnitMarginals& u : sample.units) sample_posets += double(u.posets);
  auto estimate = [&](const std::string& measure, auto value_of) {
    double sum = 0;
    for (const UnitMarginals& u : sample.units) sum += double(value_of(u));
    const double mean = sum / k;
    double squares = 0;
    for (const UnitMarginals& u : sample.units) {
      const double d = double(value_of(u)) - mean;
      squares += d * d;
    }
    const double variance = k > 1 ? squares / (k - 1) : 0.0;
    const double standard_error = U * std::sqrt((1.0 - k / U) * variance / k);
    TotalEstimate e{measure, U * mean, standard_error};
    for (const UnitMarginals& u : sample.units) e.units_with += value_of(u) != 0;
    if (posets_total && sample_posets > 0) {
      const double ratio = sum / sample_posets;
      double residuals = 0;
      for (const UnitMarginals& u : sample.units) {
        const double d = double(value_of(u)) - ratio * double(u.posets);
        residuals += d * d;
      }
      e.ratio_estimate = ratio * double(posets_total);
      e.ratio_standard_error = k > 1 ? U * std::sqrt((1.0 - k / U) * residuals / (k - 1) / k) : 0.0;
    }
    return e;
  };
  std::vector<TotalEstimate> out;
  out.push_back(estimate("posets", [](const UnitMarginals& u) { return u.posets; }));
  out.push_back(estimate("P-positions", [](const UnitMarginals& u) { return u.grundy[0]; }));
  for (int f = 0; f < 4; ++f)
    for (int v = first_value(f); v <= sample.size; ++v) {
      bool seen = false;
      for (const UnitMarginals& u : sample.units) seen |= family(u, f)[std::size_t(v)] > 0;
      if (seen)
        out.push_back(estimate(std::string(kFamilies[f]) + "=" + std::to_string(v),
                               [&](const UnitMarginals& u) { return family(u, f)[std::size_t(v)]; }));
    }
  out.push_back(estimate("unit seconds", [](const UnitMarginals& u) { return u.seconds; }));
  return out;
}

UnitCostSummary unit_cost_summary(const SampleMarginals& sample) {
  UnitCostSummary c;
  if (sample.units.empty()) return c;
  std::vector<double> seconds;
  for (const UnitMarginals& u : sample.units) {
    seconds.push_back(u.seconds);
    c.mean += u.seconds;
    if (u.seconds > c.largest) c.largest = u.seconds, c.largest_ordinal = u.ordinal;
  }
  c.mean /= double(seconds.size());
  std::sort(seconds.begin(), seconds.end());
  // The nearest-rank 99th percentile.
  const std::size_t rank = std::size_t(std::ceil(0.99 * double(seconds.size())));
  c.p99 = seconds[std::max<std::size_t>(rank, 1) - 1];
  return c;
}

}  // namespace posetlab
