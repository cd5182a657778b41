// Row digests; see row_digest.hpp.
#include "results/store/row_digest.hpp"

#include <xxhash.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <numeric>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

thread_local RowsDigest* active_digest = nullptr;

void append(std::string& out, const void* data, std::size_t bytes) {
  out.append(static_cast<const char*>(data), bytes);
}

}  // namespace

void RowsDigest::add(const RowsDigest& other) {
  high += other.high;
  low += other.low;
  rows += other.rows;
}

std::string RowsDigest::hex() const {
  char buf[33];
  std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(high),
                static_cast<unsigned long long>(low));
  return buf;
}

std::optional<RowsDigest> RowsDigest::from_hex(std::string_view hex) {
  if (hex.size() != 32 || hex.find_first_not_of("0123456789abcdef") != std::string_view::npos) return std::nullopt;
  RowsDigest d;
  d.high = std::stoull(std::string(hex.substr(0, 16)), nullptr, 16);
  d.low = std::stoull(std::string(hex.substr(16)), nullptr, 16);
  return d;
}

RowHasher::RowHasher(const std::vector<std::string>& columns) : rank_(columns.size()), encoded_(columns.size()) {
  std::vector<std::size_t> order(columns.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return columns[a] < columns[b]; });
  for (std::size_t place = 0; place < order.size(); ++place) rank_[order[place]] = place;
}

void RowHasher::value(std::size_t column, int type, const void* data, std::size_t bytes) {
  if (column >= rank_.size()) throw std::logic_error("RowHasher: column out of range");
  std::string& e = encoded_[rank_[column]];
  e.clear();
  e += static_cast<char>(type);  // the type tag first, so 1 and '1' differ
  if (type == SQLITE_TEXT || type == SQLITE_BLOB) {
    const std::uint64_t n = bytes;
    append(e, &n, sizeof n);  // the length, so ("ab","c") and ("a","bc") differ
  }
  if (type != SQLITE_NULL) append(e, data, bytes);
}

void RowHasher::end_row(RowsDigest& into) {
  row_.clear();
  for (std::string& e : encoded_) {
    row_ += e;
    e.clear();
  }
  const XXH128_hash_t h = XXH3_128bits(row_.data(), row_.size());
  into.high += h.high64;
  into.low += h.low64;
  ++into.rows;
}

void digest_rows(Stmt& query, RowsDigest& into) {
  std::vector<std::string> names;
  for (int c = 0; c < query.columns(); ++c) names.emplace_back(query.name(c));
  RowHasher hasher(names);
  while (query.step()) {
    for (int c = 0; c < query.columns(); ++c) {
      const int type = query.type(c);
      if (type == SQLITE_INTEGER) {
        const std::int64_t v = query.int64(c);
        hasher.value(std::size_t(c), type, &v, sizeof v);
      } else if (type == SQLITE_FLOAT) {
        const double v = query.real(c);
        hasher.value(std::size_t(c), type, &v, sizeof v);
      } else if (type == SQLITE_NULL) {
        hasher.value(std::size_t(c), type, nullptr, 0);
      } else {
        const void* p = type == SQLITE_BLOB ? sqlite3_column_blob(query.handle(), c)
                                            : static_cast<const void*>(sqlite3_column_text(query.handle(), c));
        hasher.value(std::size_t(c), type, p, std::size_t(sqlite3_column_bytes(query.handle(), c)));
      }
    }
    hasher.end_row(into);
  }
}

RowTap::RowTap(const std::vector<std::string>& columns, std::size_t rows_per_statement)
    : rows_(rows_per_statement, RowHasher(columns)) {}

void RowTap::bound(int index, int type, const void* data, std::size_t bytes) {
  const std::size_t at = std::size_t(index - 1), width = rows_.front().columns();
  if (index < 1 || at / width >= rows_.size()) throw std::logic_error("RowTap: parameter out of range");
  rows_[at / width].value(at % width, type, data, bytes);
}

void RowTap::end_rows(std::size_t rows, RowsDigest& into) {
  for (std::size_t r = 0; r < rows && r < rows_.size(); ++r) rows_[r].end_row(into);
}

UnitDigestScope::UnitDigestScope(RowsDigest& digest) : previous_(active_digest) { active_digest = &digest; }
UnitDigestScope::~UnitDigestScope() { active_digest = previous_; }
RowsDigest* UnitDigestScope::active() { return active_digest; }

}  // namespace posetlab
