// The typed columns of checks rows stored before schema 15; see check_markers_split.hpp.
#include "results/store/check_markers_split.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "results/store/check_verdict.hpp"

namespace posetlab {
namespace {

using checks::Verdict;

// The texts of schema 14 and before, read here and nowhere else.
constexpr std::string_view kExpectedFalse = "[expected false] ";
constexpr std::string_view kComputed = " [computed: ";
constexpr std::string_view kDrawing = "\n--dot--\n";
constexpr std::string_view kDetail = "; ";
constexpr std::string_view kMissing = "missing: ";
constexpr std::string_view kError = "error: ";

struct OldRow {
  std::int64_t rowid = 0;
  std::optional<std::string> claim, counterexample, status;
  std::int64_t instances = 0, failures = 0;
};

struct TypedRow {
  std::optional<std::string> claim, notes, counterexample, detail, dot, missing, error, status;
  bool expected = true;
  std::optional<Verdict> verdict;
};

bool starts_with(const std::string& s, std::string_view prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

std::optional<Verdict> verdict_of(const TypedRow& t, const OldRow& old) {
  const std::string status = old.status.value_or("");
  if (status == "error") return Verdict::Error;
  if (status == "no-data") return Verdict::NoData;
  if (status != "pass" && status != "fail") return std::nullopt;
  if (old.instances == 0) return Verdict::NoInstances;
  if (t.expected) return status == "pass" ? Verdict::Pass : Verdict::Fail;
  if (status == "pass") return Verdict::UnexpectedPass;
  return std::nullopt;  // which counterexample it expected is the registry's to say
}

TypedRow split(const OldRow& old) {
  TypedRow t;
  t.status = old.status;
  if (old.claim) {
    std::string claim = *old.claim;
    if (starts_with(claim, kExpectedFalse)) {
      t.expected = false;
      claim.erase(0, kExpectedFalse.size());
    }
    if (const auto at = claim.rfind(kComputed); at != std::string::npos && claim.back() == ']') {
      const std::size_t from = at + kComputed.size();
      t.notes = claim.substr(from, claim.size() - 1 - from);
      claim.erase(at);
    }
    t.claim = claim;
  }
  if (old.counterexample && !old.counterexample->empty()) {
    std::string cx = *old.counterexample;
    if (old.status == "error" && starts_with(cx, kError)) {
      t.error = cx.substr(kError.size());
    } else if (old.status == "no-data" && starts_with(cx, kMissing)) {
      t.missing = cx.substr(kMissing.size());
    } else {
      if (const auto at = cx.find(kDrawing); at != std::string::npos) {
        t.dot = cx.substr(at + kDrawing.size());
        cx.erase(at);
      }
      if (const auto at = cx.find(kDetail); at != std::string::npos) {
        t.detail = cx.substr(at + kDetail.size());
        cx.erase(at);
      }
      t.counterexample = cx;
    }
  }
  t.verdict = verdict_of(t, old);
  if (t.verdict) t.status = checks::check_status(*t.verdict, old.failures);
  return t;
}

std::optional<std::string> text_or_null(const Stmt& q, int col) {
  if (q.type(col) == SQLITE_NULL) return std::nullopt;
  return q.text(col);
}

}  // namespace

void split_check_markers(Db& db) {
  std::vector<OldRow> rows;
  {
    Stmt q = db.prepare("SELECT rowid, claim, counterexample, status, coalesce(instances, 0), coalesce(failures, 0) FROM checks");
    while (q.step())
      rows.push_back({q.int64(0), text_or_null(q, 1), text_or_null(q, 2), text_or_null(q, 3), q.int64(4), q.int64(5)});
  }
  Stmt set = db.prepare(
      "UPDATE checks SET claim = ?1, expected = ?2, notes = ?3, counterexample = ?4, counterexample_detail = ?5, "
      "counterexample_dot = ?6, missing_data = ?7, error = ?8, verdict = ?9, status = ?10 WHERE rowid = ?11");
  for (const OldRow& old : rows) {
    const TypedRow t = split(old);
    set.bind_text_or_null(1, t.claim).bind(2, t.expected ? 1 : 0).bind_text_or_null(3, t.notes);
    set.bind_text_or_null(4, t.counterexample).bind_text_or_null(5, t.detail).bind_text_or_null(6, t.dot);
    set.bind_text_or_null(7, t.missing).bind_text_or_null(8, t.error);
    set.bind_text_or_null(9, t.verdict ? std::optional<std::string>(checks::verdict_token(*t.verdict)) : std::nullopt);
    set.bind_text_or_null(10, t.status);
    set.bind(11, old.rowid);
    set.run();
  }
}

}  // namespace posetlab
