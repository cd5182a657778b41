// Summary batch files; see summary_batch.hpp.
#include "results/jobs/summary_batch.hpp"

#include <algorithm>
#include <charconv>
#include <iterator>
#include <fstream>
#include <map>
#include <ostream>

#include "engine/core/error.hpp"
#include "engine/core/format_common.hpp"
#include "enumerate/genposetg.hpp"
#include "results/store/row_digest.hpp"

namespace posetlab {
namespace {

constexpr const char* kBatchMagic = "posetlab-summary-batch";
constexpr const char* kBatchJobPrefix = "posets-summary:size=";

int size_of_summary_job(const std::string& job) {
  int n = 0;
  const std::string prefix = kBatchJobPrefix;
  if (job.rfind(prefix, 0) != 0) return -1;
  const char* end = job.data() + job.size();
  auto [ptr, ec] = std::from_chars(job.data() + prefix.size(), end, n);
  if (ec != std::errc() || ptr != end || n < 1 || n >= int(std::size(kPosetCounts))) return -1;
  return n;
}

// The space-separated words of one line, each with its 1-based column.
struct BatchWords {
  std::vector<std::pair<std::string, std::size_t>> words;
  explicit BatchWords(const std::string& line) {
    std::size_t at = 0;
    while (at < line.size()) {
      const std::size_t start = line.find_first_not_of(' ', at);
      if (start == std::string::npos) break;
      const std::size_t stop = std::min(line.find(' ', start), line.size());
      words.emplace_back(line.substr(start, stop - start), start + 1);
      at = stop;
    }
  }
};

class BatchReader {
 public:
  explicit BatchReader(const std::string& path) : src_{path, 0} {}
  [[noreturn]] void fail(std::size_t column, const std::string& message) const { throw_input_error(src_, column, message); }
  void next_line(const std::string& line) {
    ++src_.line;
    words_ = BatchWords(line);
  }
  std::size_t count() const { return words_.words.size(); }
  const std::string& word(std::size_t i) const { return words_.words[i].first; }
  std::size_t column(std::size_t i) const { return i < count() ? words_.words[i].second : 1; }
  void expect_words(std::size_t n, const std::string& form) const {
    if (count() != n) fail(column(std::min(n, count())), "expected " + form);
  }
  std::uint64_t number(std::size_t i, const std::string& what) const {
    std::uint64_t v = 0;
    const std::string& w = word(i);
    auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc() || ptr != w.data() + w.size()) fail(column(i), "expected " + what + ", a whole number");
    return v;
  }
  int small(std::size_t i, const std::string& what) const {
    const std::uint64_t v = number(i, what);
    if (v > 64) fail(column(i), what + " " + std::to_string(v) + " is out of range");
    return int(v);
  }

 private:
  LineSource src_;
  BatchWords words_{""};
};

}  // namespace

int SummaryBatch::size() const { return size_of_summary_job(job); }

std::uint64_t SummaryBatch::posets() const {
  std::uint64_t total = 0;
  for (const BatchUnit& u : units) total += u.posets;
  return total;
}

std::string SummaryBatch::digest() const {
  RowsDigest sum;
  for (const BatchUnit& u : units)
    if (auto d = RowsDigest::from_hex(u.digest)) sum.add(*d);
  return sum.hex();
}

std::set<std::uint64_t> SummaryBatch::ordinals() const {
  std::set<std::uint64_t> out;
  for (const BatchUnit& u : units) out.insert(u.ordinal);
  return out;
}

bool SummaryBatch::complete() const {
  const int n = size();
  return n > 0 && units.size() == units_total && posets() == kPosetCounts[n];
}

SummaryBatch summary_batch_of(Db& db, const std::string& job) {
  SummaryBatch b;
  b.job = job;
  const int n = b.size();
  if (n < 0) throw UsageError("batch: --job must be a posets summary job, posets-summary:size=N (got '" + job + "')");
  Stmt total = db.prepare("SELECT units FROM jobs WHERE job = ?1");
  total.bind(1, job);
  if (!total.step()) throw UsageError("batch: the database holds no job " + job + " (posetlab stats lists its jobs)");
  b.units_total = std::uint64_t(total.int64(0));
  std::map<std::uint64_t, std::uint64_t> posets_by_part;
  Stmt parts = db.prepare("SELECT part, sum(posets) FROM posets_summary WHERE size = ?1 GROUP BY part");
  parts.bind(1, n);
  while (parts.step()) posets_by_part[std::uint64_t(parts.int64(0))] = std::uint64_t(parts.int64(1));
  Stmt units = db.prepare("SELECT ordinal, key, rows, checksum FROM units WHERE job = ?1 ORDER BY ordinal");
  units.bind(1, job);
  while (units.step()) {
    BatchUnit u{std::uint64_t(units.int64(0)), units.text(1), std::uint64_t(units.int64(2)), 0, units.text(3)};
    u.posets = posets_by_part[u.ordinal];
    b.units.push_back(std::move(u));
  }
  Stmt counts = db.prepare(
      "SELECT grundy, height, width, components, outcome, sum(posets) FROM posets_summary WHERE size = ?1 "
      "GROUP BY grundy, height, width, components, outcome ORDER BY grundy, height, width, components");
  counts.bind(1, n);
  while (counts.step())
    b.counts.push_back({int(counts.int64(0)), int(counts.int64(1)), int(counts.int64(2)), int(counts.int64(3)),
                        counts.text(4).empty() ? '?' : counts.text(4)[0], std::uint64_t(counts.int64(5))});
  return b;
}

void write_summary_batch(const SummaryBatch& b, std::ostream& out) {
  out << kBatchMagic << " 1\njob " << b.job << "\nunits " << b.units_total << "\n";
  for (const BatchUnit& u : b.units)
    out << "unit " << u.ordinal << " " << u.key << " " << u.rows << " " << u.posets << " " << u.digest << "\n";
  for (const BatchCount& c : b.counts)
    out << "count " << c.grundy << " " << c.height << " " << c.width << " " << c.components << " " << c.outcome << " "
        << c.posets << "\n";
  out << "end " << b.units.size() << " " << b.posets() << " " << b.digest() << "\n";
}

SummaryBatch read_summary_batch(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError({path, 0, 0}, "cannot open");
  BatchReader r(path);
  SummaryBatch b;
  std::string line;
  bool ended = false;
  auto header = [&](const char* name, const std::string& form) {
    if (!std::getline(in, line)) r.fail(1, "ends early: expected " + form);
    r.next_line(line);
    r.expect_words(2, form);
    if (r.word(0) != name) r.fail(r.column(0), "expected " + form);
  };
  header(kBatchMagic, std::string(kBatchMagic) + " 1");
  if (r.word(1) != "1") r.fail(r.column(1), "format version 1 expected (this build reads 1)");
  header("job", "job posets-summary:size=N");
  b.job = r.word(1);
  if (b.size() < 0) r.fail(r.column(1), "expected posets-summary:size=N with 1 <= N <= " + std::to_string(std::size(kPosetCounts) - 1));
  header("units", "units COUNT");
  b.units_total = r.number(1, "the job's unit count");
  std::uint64_t count_posets = 0;
  while (std::getline(in, line)) {
    r.next_line(line);
    if (ended) r.fail(1, "text after the end line");
    if (r.count() == 0) r.fail(1, "expected a unit, count or end line");
    const std::string& kind = r.word(0);
    if (kind == "unit") {
      r.expect_words(6, "unit ORDINAL KEY ROWS POSETS DIGEST");
      BatchUnit u{r.number(1, "a unit ordinal"), r.word(2), r.number(3, "a row count"), r.number(4, "a poset count"),
                  r.word(5)};
      if (u.ordinal >= b.units_total) r.fail(r.column(1), "unit " + std::to_string(u.ordinal) + " beyond the job's units");
      if (!b.units.empty() && u.ordinal <= b.units.back().ordinal) r.fail(r.column(1), "units must be in increasing order");
      if (!RowsDigest::from_hex(u.digest)) r.fail(r.column(5), "expected a digest of 32 hex digits");
      b.units.push_back(std::move(u));
    } else if (kind == "count") {
      r.expect_words(7, "count GRUNDY HEIGHT WIDTH COMPONENTS OUTCOME POSETS");
      BatchCount c{r.small(1, "grundy"), r.small(2, "height"), r.small(3, "width"), r.small(4, "components"), 'P',
                   r.number(6, "a poset count")};
      if (r.word(5) != "P" && r.word(5) != "N") r.fail(r.column(5), "expected outcome P or N");
      c.outcome = r.word(5)[0];
      if ((c.grundy == 0) != (c.outcome == 'P')) r.fail(r.column(5), "outcome P goes with Grundy value 0 only");
      count_posets += c.posets;
      b.counts.push_back(c);
    } else if (kind == "end") {
      r.expect_words(4, "end UNITS POSETS DIGEST");
      if (r.number(1, "the unit count") != b.units.size()) r.fail(r.column(1), "the end line counts another number of units");
      if (r.number(2, "the poset count") != b.posets()) r.fail(r.column(2), "the end line's posets differ from the units'");
      if (r.word(3) != b.digest()) r.fail(r.column(3), "the end line's digest differs from the units' digests summed");
      if (count_posets != b.posets()) r.fail(1, "the count lines add up to another number of posets than the units");
      ended = true;
    } else {
      r.fail(r.column(0), "expected a unit, count or end line");
    }
  }
  if (!ended) r.fail(1, "no end line: the file is cut short");
  return b;
}

SummaryBatch sum_summary_batches(const std::vector<SummaryBatch>& batches) {
  if (batches.empty()) throw UsageError("batch: no batches to add");
  SummaryBatch total;
  total.job = batches.front().job;
  total.units_total = batches.front().units_total;
  std::map<std::tuple<int, int, int, int>, BatchCount> counts;
  for (const SummaryBatch& b : batches) {
    if (b.job != total.job || b.units_total != total.units_total)
      throw UsageError("batch: batches of different jobs (" + total.job + ", " + b.job + ") do not add up");
    total.units.insert(total.units.end(), b.units.begin(), b.units.end());
    for (const BatchCount& c : b.counts) {
      auto [it, fresh] = counts.try_emplace(c.order(), c);
      if (!fresh) it->second.posets += c.posets;
    }
  }
  std::sort(total.units.begin(), total.units.end(), [](const BatchUnit& a, const BatchUnit& b) { return a.ordinal < b.ordinal; });
  for (std::size_t i = 1; i < total.units.size(); ++i)
    if (total.units[i].ordinal == total.units[i - 1].ordinal)
      throw UsageError("batch: unit " + std::to_string(total.units[i].ordinal) + " is in two batches");
  for (const auto& [order, c] : counts) total.counts.push_back(c);
  return total;
}

}  // namespace posetlab
