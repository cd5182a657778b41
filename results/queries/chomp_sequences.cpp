// Sequences from the chomp table; see chomp_sequences.hpp.
#include "results/queries/chomp_sequences.hpp"

#include <algorithm>
#include <map>
#include <optional>

namespace posetlab {

ChompTerms read_chomp_terms(Db& db, ChompSequence which) {
  struct Board {
    std::optional<std::int64_t> grundy;  // none in an outcome row
    std::int64_t bites;
  };
  std::map<std::pair<int, int>, Board> stored;
  Stmt q = db.prepare("SELECT a, b, grundy, winning_bites FROM chomp");
  while (q.step())
    stored[{int(q.int64(0)), int(q.int64(1))}] = {
        q.type(2) == SQLITE_NULL ? std::nullopt : std::optional<std::int64_t>(q.int64(2)), q.int64(3)};
  ChompTerms out;
  std::int64_t largest = 0;  // LargestGrundy: over the boards with b < n so far
  for (int n = 1, row = 1, row_start = 0;; ++n) {  // row_start: the terms before row `row`
    if (n > row_start + row) row_start += row++;
    int a = n, b = n;
    if (which == ChompSequence::TwoRowGrundy) a = std::min(2, n), b = std::max(2, n);
    if (which == ChompSequence::ThreeRowGrundy) a = std::min(3, n), b = std::max(3, n);
    if (which == ChompSequence::TriangleBites) a = n - row_start, b = row;
    if (which == ChompSequence::LargestGrundy) {
      // The boards a x n, a < n, then n x n (looked up below): each must hold its value.
      for (a = 1; a < n; ++a) {
        const auto it = stored.find({a, n});
        if (it == stored.end() || !it->second.grundy) break;
        largest = std::max(largest, *it->second.grundy);
      }
    }
    const auto it = stored.find({a, b});
    if (it == stored.end()) {
      if (!stored.empty())
        out.stop_note = "board " + std::to_string(a) + " x " + std::to_string(b) + " is not stored (run `posetlab " +
                        "enumerate chomp --max " + std::to_string(b) + "`)";
      return out;
    }
    const bool bites = which == ChompSequence::SquareBites || which == ChompSequence::TriangleBites;
    if (!bites && !it->second.grundy) {
      out.stop_note = "board " + std::to_string(a) + " x " + std::to_string(b) +
                      " is an outcome row (no Grundy value: its box ran by the outcome pass)";
      return out;
    }
    if (which == ChompSequence::LargestGrundy) largest = std::max(largest, *it->second.grundy);
    const std::int64_t term = bites ? it->second.bites : which == ChompSequence::LargestGrundy ? largest : *it->second.grundy;
    out.terms.emplace_back(n, std::uint64_t(term));
  }
}

}  // namespace posetlab
