// Chomp with k rows from the last-row pass over k - 1 rows; see chomp_last_row.hpp.
#include "engine/chomp/chomp_last_row.hpp"

#include <algorithm>
#include <string>

#include "engine/core/error.hpp"

namespace posetlab {

ChompDenseOptions ChompLastRow::last_row_options(ChompDenseOptions options) {
  options.last_row = true;
  options.outcome_only = false;
  return options;
}

ChompLastRow::ChompLastRow(int rows, int cols, ChompDenseOptions options)
    : rows_(rows >= 2 ? rows : throw UsageError("a last-row Chomp pass needs boards of at least two rows")),
      pass_(rows - 1, cols, last_row_options(std::move(options))) {}

std::vector<int> ChompLastRow::checked(std::span<const int> lambda) const {
  if (lambda.empty() || int(lambda.size()) > rows_)
    throw UsageError("a Chomp diagram of the " + std::to_string(rows_) + " x " + std::to_string(cols()) +
                     " box has 1 to " + std::to_string(rows_) + " rows; got " + std::to_string(lambda.size()));
  std::vector<int> lam(lambda.begin(), lambda.end());
  lam.resize(std::size_t(rows_), 0);
  if (lam[rows_ - 1] < 0 || lam[rows_ - 1] > lam[rows_ - 2]) throw UsageError("Chomp row lengths must not increase");
  return lam;  // the other rows are checked by the pass's lookup
}

bool ChompLastRow::is_p(std::span<const int> lambda) const {
  const std::vector<int> lam = checked(lambda);
  return pass_.last_row(std::span<const int>(lam).first(std::size_t(rows_) - 1)) == lam[rows_ - 1];
}

std::vector<ChompCell> ChompLastRow::winning_bites(std::span<const int> lambda) const {
  std::vector<ChompCell> out;
  for_each_chomp_bite(checked(lambda), [&](ChompCell cell, const std::vector<int>& child) {
    if (is_p(child)) out.push_back(cell);
  });
  return out;
}

std::vector<ChompCell> ChompLastRow::board_winning_bites(int a, int b) const {
  if (a < 1 || b < 1 || a > rows_ || b > cols())
    throw UsageError("board " + std::to_string(a) + " x " + std::to_string(b) + " is outside the " +
                     std::to_string(rows_) + " x " + std::to_string(cols()) + " box");
  return winning_bites(std::vector<int>(std::size_t(a), b));
}

}  // namespace posetlab
