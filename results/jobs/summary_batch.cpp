// Summary batch files; see summary_batch.hpp.
#include "results/jobs/summary_batch.hpp"

#include <xxhash.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <new>
#include <optional>
#include <ostream>
#include <sstream>

#include "engine/core/error.hpp"
#include "engine/core/format_common.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/posets_job.hpp"
#include "enumerate/work_unit.hpp"
#include "results/jobs/unit_checksum.hpp"
#include "results/store/row_digest.hpp"

namespace posetlab {
namespace {

constexpr const char* kBatchMagic = "posetlab-summary-batch";
constexpr const char* kBatchJobPrefix = "posets-summary:size=";
constexpr int kSealedFormat = 2;

int size_of_summary_job(const std::string& job) {
  int n = 0;
  const std::string prefix = kBatchJobPrefix;
  if (job.rfind(prefix, 0) != 0) return -1;
  const char* end = job.data() + job.size();
  auto [ptr, ec] = std::from_chars(job.data() + prefix.size(), end, n);
  if (ec != std::errc() || ptr != end || n < 1 || n > kPosetsJobMaxSize) return -1;
  return n;
}

// a + b, or nullopt where the sum passes 2^64 - 1.
std::optional<std::uint64_t> checked_add(std::uint64_t a, std::uint64_t b) {
  std::uint64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum)) return std::nullopt;
  return sum;
}

// The seal: XXH3-128 of the text it covers, 32 hex digits, high half first.
class Seal {
 public:
  Seal() : state_(XXH3_createState()) {
    if (!state_) throw std::bad_alloc();
    XXH3_128bits_reset(state_);
  }
  ~Seal() { XXH3_freeState(state_); }
  Seal(const Seal&) = delete;
  Seal& operator=(const Seal&) = delete;
  void add(std::string_view text) { XXH3_128bits_update(state_, text.data(), text.size()); }
  std::string hex() const {
    const XXH128_hash_t h = XXH3_128bits_digest(state_);
    char out[33];
    std::snprintf(out, sizeof out, "%016llx%016llx", (unsigned long long)h.high64, (unsigned long long)h.low64);
    return out;
  }

 private:
  XXH3_state_t* state_;
};

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
  // A number in [low, high], named in the message when out of it.
  int bounded(std::size_t i, const std::string& what, int low, int high, const std::string& why) const {
    const std::uint64_t v = number(i, what);
    if (v < std::uint64_t(low) || v > std::uint64_t(high))
      fail(column(i), what + " " + std::to_string(v) + " is out of range " + std::to_string(low) + ".." +
                          std::to_string(high) + " (" + why + ")");
    return int(v);
  }
  std::uint64_t add(std::uint64_t a, std::uint64_t b, std::size_t i, const std::string& what) const {
    const auto sum = checked_add(a, b);
    if (!sum) fail(column(i), what + " pass 2^64 - 1");
    return *sum;
  }

 private:
  LineSource src_;
  BatchWords words_{""};
};

// The checks every count line passes: values a poset on n points can have.
void check_count_line(const BatchReader& r, const BatchCount& c, int n) {
  if (c.height + c.width > n + 1)
    r.fail(r.column(2), "height " + std::to_string(c.height) + " and width " + std::to_string(c.width) +
                            " exceed size + 1 = " + std::to_string(n + 1) + " (a chain and an antichain share a point at most)");
  if (c.height * c.width < n)
    r.fail(r.column(2), "height " + std::to_string(c.height) + " times width " + std::to_string(c.width) +
                            " is less than the size " + std::to_string(n) + " (width chains of at most height points cover a poset)");
  if (c.components > c.width)
    r.fail(r.column(4), "components " + std::to_string(c.components) + " exceed the width " + std::to_string(c.width));
  if (c.posets == 0) r.fail(r.column(6), "a count line of 0 posets");
  if (c.posets > kPosetCounts[n])
    r.fail(r.column(6), std::to_string(c.posets) + " posets, more than A000112(" + std::to_string(n) +
                            ") = " + std::to_string(kPosetCounts[n]) + " posets on " + std::to_string(n) + " points");
}

}  // namespace

int SummaryBatch::size() const { return size_of_summary_job(job); }

std::uint64_t SummaryBatch::posets() const {
  std::uint64_t total = 0;
  for (const BatchUnit& u : units) total += u.posets;  // bounded on reading: no wrap
  return total;
}

std::uint64_t SummaryBatch::rows() const {
  std::uint64_t total = 0;
  for (const BatchUnit& u : units) total += u.rows;
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

SummaryBatch summary_batch_of(Db& db, const std::string& job, UnitRowsCheck check) {
  SummaryBatch b;
  b.job = job;
  const int n = b.size();
  if (n < 0)
    throw UsageError("batch: --job must be a posets summary job, posets-summary:size=N with 1 <= N <= " +
                     std::to_string(kPosetsJobMaxSize) + " (got '" + job + "')");
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
  std::vector<std::string> damaged;
  while (units.step()) {
    BatchUnit u{std::uint64_t(units.int64(0)), units.text(1), std::uint64_t(units.int64(2)), 0, units.text(3)};
    u.posets = posets_by_part[u.ordinal];
    if (check == UnitRowsCheck::Verify) {
      const auto scope = unit_scope("posets-summary", job, u.key);
      if (!scope) throw DbError("batch: unit " + std::to_string(u.ordinal) + " has the key '" + u.key + "', not one of " + job);
      Stmt rows = db.prepare("SELECT * FROM " + scope->stored_table + " WHERE " + scope->where);
      RowsDigest now;
      digest_rows(rows, now);
      const auto stored = RowsDigest::from_hex(u.digest);
      if (!stored || !stored->same_sum(now) || now.rows != u.rows)
        damaged.push_back("unit " + std::to_string(u.ordinal) + " (" + u.key + ": " + std::to_string(now.rows) +
                          " rows, " + std::to_string(u.rows) + " when committed" +
                          (stored ? "" : ", no checksum stored") + ")");
    }
    b.units.push_back(std::move(u));
  }
  if (!damaged.empty()) {
    std::string list;
    for (std::size_t i = 0; i < damaged.size() && i < 5; ++i) list += (i ? "; " : "") + damaged[i];
    if (damaged.size() > 5) list += "; and " + std::to_string(damaged.size() - 5) + " more";
    throw DbError("batch write: " + std::to_string(damaged.size()) + " unit(s) of " + job +
                  " whose rows no longer match the checksum stored when they were committed: " + list +
                  " (posetlab stats --recheck lists them; run the job again in a fresh database); nothing written");
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
  std::ostringstream text;
  text << kBatchMagic << " " << kSealedFormat << "\njob " << b.job << "\nunits " << b.units_total << "\n";
  for (const BatchUnit& u : b.units)
    text << "unit " << u.ordinal << " " << u.key << " " << u.rows << " " << u.posets << " " << u.digest << "\n";
  for (const BatchCount& c : b.counts)
    text << "count " << c.grundy << " " << c.height << " " << c.width << " " << c.components << " " << c.outcome << " "
         << c.posets << "\n";
  text << "end " << b.units.size() << " " << b.rows() << " " << b.posets() << " " << b.digest() << " " << b.counts.size()
       << " ";
  Seal seal;
  seal.add(text.str());
  out << text.str() << seal.hex() << "\n";
}

SummaryBatch read_summary_batch(const std::string& path, BatchFormats formats) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError({path, 0, 0}, "cannot open");
  BatchReader r(path);
  SummaryBatch b;
  Seal seal;
  std::string line;
  // The next line without its CR of a CRLF end, added to the seal as it was meant.
  auto next = [&]() {
    if (!std::getline(in, line)) return false;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    r.next_line(line);
    return true;
  };
  bool ended = false;
  auto header = [&](const char* name, const std::string& form) {
    if (!next()) r.fail(1, "ends early: expected " + form);
    r.expect_words(2, form);
    if (r.word(0) != name) r.fail(r.column(0), "expected " + form);
    seal.add(line + "\n");
  };
  header(kBatchMagic, std::string(kBatchMagic) + " " + std::to_string(kSealedFormat));
  if (r.word(1) == "1" && formats == BatchFormats::AlsoUnsealed) {
    b.format = 1;
  } else if (r.word(1) == "1") {
    r.fail(r.column(1),
           "format 1 has no seal over its count lines, so an edit to them cannot be found: "
           "`posetlab batch seal FILE -o NEW` rewrites it in format 2 once its sums are known good");
  } else if (r.word(1) != std::to_string(kSealedFormat)) {
    r.fail(r.column(1), "format version " + std::to_string(kSealedFormat) + " expected (this build reads 1 and 2)");
  }
  header("job", "job posets-summary:size=N");
  b.job = r.word(1);
  const int n = b.size();
  if (n < 0) r.fail(r.column(1), "expected posets-summary:size=N with 1 <= N <= " + std::to_string(kPosetsJobMaxSize));
  const std::uint64_t posets_of_n = kPosetCounts[n];
  header("units", "units COUNT");
  b.units_total = r.number(1, "the job's unit count");
  const int parts = PosetsJob::parts(n);
  if (b.units_total != std::uint64_t(parts))
    r.fail(r.column(1), b.job + " has " + std::to_string(parts) + " units, not " + std::to_string(b.units_total));
  std::uint64_t unit_posets = 0, unit_rows = 0, count_posets = 0, most_rows = 0;
  while (next()) {
    if (ended) r.fail(1, "text after the end line");
    if (r.count() == 0) r.fail(1, "expected a unit, count or end line");
    const std::string& kind = r.word(0);
    if (kind == "unit") {
      if (!b.counts.empty()) r.fail(1, "a unit line after the count lines");
      r.expect_words(6, "unit ORDINAL KEY ROWS POSETS DIGEST");
      BatchUnit u{r.number(1, "a unit ordinal"), r.word(2), r.number(3, "a row count"), r.number(4, "a poset count"),
                  r.word(5)};
      if (u.ordinal >= b.units_total) r.fail(r.column(1), "unit " + std::to_string(u.ordinal) + " beyond the job's units");
      if (!b.units.empty() && u.ordinal <= b.units.back().ordinal) r.fail(r.column(1), "units must be in increasing order");
      const std::string key = part_key_text({n, int(u.ordinal), parts});
      if (u.key != key) r.fail(r.column(2), "unit " + std::to_string(u.ordinal) + " of " + b.job + " has the key " + key);
      if (u.posets > posets_of_n)
        r.fail(r.column(4), std::to_string(u.posets) + " posets in one unit, more than A000112(" + std::to_string(n) +
                                ") = " + std::to_string(posets_of_n));
      if (u.rows > u.posets || (u.rows == 0) != (u.posets == 0))
        r.fail(r.column(3), std::to_string(u.rows) + " rows cannot count " + std::to_string(u.posets) +
                                " posets (each row counts at least one)");
      if (!RowsDigest::from_hex(u.digest)) r.fail(r.column(5), "expected a digest of 32 hex digits");
      unit_posets = r.add(unit_posets, u.posets, 4, "the units' posets");
      unit_rows = r.add(unit_rows, u.rows, 3, "the units' rows");
      if (unit_posets > posets_of_n)
        r.fail(r.column(4), "the units so far hold " + std::to_string(unit_posets) + " posets, more than A000112(" +
                                std::to_string(n) + ") = " + std::to_string(posets_of_n));
      most_rows = std::max(most_rows, u.rows);
      b.units.push_back(std::move(u));
    } else if (kind == "count") {
      r.expect_words(7, "count GRUNDY HEIGHT WIDTH COMPONENTS OUTCOME POSETS");
      const std::string why = "a poset on " + std::to_string(n) + " points";
      BatchCount c{r.bounded(1, "grundy", 0, n, why), r.bounded(2, "height", 1, n, why), r.bounded(3, "width", 1, n, why),
                   r.bounded(4, "components", 1, n, why), 'P', r.number(6, "a poset count")};
      if (r.word(5) != "P" && r.word(5) != "N") r.fail(r.column(5), "expected outcome P or N");
      c.outcome = r.word(5)[0];
      if ((c.grundy == 0) != (c.outcome == 'P')) r.fail(r.column(5), "outcome P goes with Grundy value 0 only");
      check_count_line(r, c, n);
      if (!b.counts.empty() && !(b.counts.back().order() < c.order()))
        r.fail(r.column(1), "count lines must be in strictly increasing order of grundy, height, width, components");
      count_posets = r.add(count_posets, c.posets, 6, "the count lines' posets");
      b.counts.push_back(c);
    } else if (kind == "end") {
      const bool sealed = b.format == kSealedFormat;
      const std::string form = sealed ? "end UNITS ROWS POSETS DIGEST COUNTS SEAL" : "end UNITS POSETS DIGEST";
      r.expect_words(sealed ? 7 : 4, form);
      std::size_t at = 1;
      if (r.number(at, "the unit count") != b.units.size()) r.fail(r.column(at), "the end line counts another number of units");
      ++at;
      if (sealed) {
        if (r.number(at, "the row count") != unit_rows) r.fail(r.column(at), "the end line's rows differ from the units'");
        ++at;
      }
      if (r.number(at, "the poset count") != unit_posets) r.fail(r.column(at), "the end line's posets differ from the units'");
      ++at;
      if (r.word(at) != b.digest()) r.fail(r.column(at), "the end line's digest differs from the units' digests summed");
      if (count_posets != unit_posets) r.fail(1, "the count lines add up to another number of posets than the units");
      if (b.counts.size() < most_rows || b.counts.size() > unit_rows)
        r.fail(1, std::to_string(b.counts.size()) + " count lines, where the units' rows allow " +
                      std::to_string(most_rows) + " to " + std::to_string(unit_rows));
      if (sealed) {
        if (r.number(5, "the count line count") != b.counts.size())
          r.fail(r.column(5), "the end line counts another number of count lines");
        seal.add(line.substr(0, r.column(6) - 1));
        if (r.word(6) != seal.hex())
          r.fail(r.column(6), "the seal differs from the file's text above it: a line was changed after it was written");
      }
      ended = true;
    } else {
      r.fail(r.column(0), "expected a unit, count or end line");
    }
    if (!ended) seal.add(line + "\n");
  }
  if (!ended) r.fail(1, "no end line: the file is cut short");
  return b;
}

SummaryBatch sum_summary_batch_files(const std::vector<std::string>& paths) {
  std::vector<SummaryBatch> batches;
  for (const std::string& path : paths) batches.push_back(read_summary_batch(path));
  return sum_summary_batches(batches);
}

SummaryBatch sum_summary_batches(const std::vector<SummaryBatch>& batches) {
  if (batches.empty()) throw UsageError("batch: no batches to add");
  SummaryBatch total;
  total.job = batches.front().job;
  total.units_total = batches.front().units_total;
  std::map<std::tuple<int, int, int, int>, BatchCount> counts;
  for (const SummaryBatch& b : batches) {
    if (b.job != total.job)
      throw UsageError("batch: batches of different jobs (" + total.job + ", " + b.job + ") do not add up");
    if (b.units_total != total.units_total)  // read_summary_batch holds each to its job's count
      throw UsageError("batch: batches of " + total.job + " count " + std::to_string(total.units_total) + " and " +
                       std::to_string(b.units_total) + " units in the job");
    total.format = std::min(total.format, b.format);
    total.units.insert(total.units.end(), b.units.begin(), b.units.end());
    for (const BatchCount& c : b.counts) {
      auto [it, fresh] = counts.try_emplace(c.order(), c);
      if (fresh) continue;
      const auto sum = checked_add(it->second.posets, c.posets);
      if (!sum) throw UsageError("batch: the counts of " + total.job + " pass 2^64 - 1 when added");
      it->second.posets = *sum;
    }
  }
  std::sort(total.units.begin(), total.units.end(), [](const BatchUnit& a, const BatchUnit& b) { return a.ordinal < b.ordinal; });
  for (std::size_t i = 1; i < total.units.size(); ++i)
    if (total.units[i].ordinal == total.units[i - 1].ordinal)
      throw UsageError("batch: unit " + std::to_string(total.units[i].ordinal) + " is in two batches");
  // Disjoint units of at most A000112(n) <= 2^41 posets each, at most 2^16 of them: no sum wraps.
  if (total.posets() > kPosetCounts[total.size()])
    throw UsageError("batch: the batches of " + total.job + " hold more posets than A000112(" +
                     std::to_string(total.size()) + ")");
  for (const auto& [order, c] : counts) total.counts.push_back(c);
  return total;
}

std::vector<std::string> recheck_batch_counts(const SummaryBatch& batch, std::size_t units,
                                              const std::vector<BatchCount>& recomputed) {
  std::map<std::tuple<int, int, int, int>, std::uint64_t> now, file;
  for (const BatchCount& c : recomputed) now[c.order()] += c.posets;
  for (const BatchCount& c : batch.counts) file[c.order()] = c.posets;
  const bool all = units == batch.units.size();
  std::vector<std::string> out;
  auto name = [](const std::tuple<int, int, int, int>& k) {
    return "grundy " + std::to_string(std::get<0>(k)) + " height " + std::to_string(std::get<1>(k)) + " width " +
           std::to_string(std::get<2>(k)) + " components " + std::to_string(std::get<3>(k));
  };
  for (const auto& [k, posets] : now) {
    const auto it = file.find(k);
    const std::uint64_t held = it == file.end() ? 0 : it->second;
    if (posets > held || (all && posets != held))
      out.push_back(name(k) + ": " + std::to_string(posets) + " posets in the re-checked units, " + std::to_string(held) +
                    " in the file's count line" + (all ? "" : " (which sums every unit of the file)"));
  }
  if (all)
    for (const auto& [k, posets] : file)
      if (!now.count(k))
        out.push_back(name(k) + ": 0 posets in the re-checked units, " + std::to_string(posets) +
                      " in the file's count line");
  return out;
}

}  // namespace posetlab
