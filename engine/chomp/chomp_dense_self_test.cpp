// ChompDense::self_test: the dense pass against plain search by the definition on every
// small box; see chomp_dense.hpp. Used by the tests and by the registered check
// 001-Chomp-dense (verify/checks_chomp.cpp).
#include <algorithm>
#include <string>
#include <vector>

#include "engine/chomp/chomp_by_definition.hpp"
#include "engine/chomp/chomp_dense.hpp"

namespace posetlab {

namespace {

// Every diagram with the poisoned square inside `region` (row lengths, one per row of the box).
std::vector<std::vector<int>> diagrams_within(const std::vector<int>& region) {
  std::vector<std::vector<int>> out;
  std::vector<int> lambda(region.size(), 0);
  auto place = [&](auto&& self, std::size_t i, int longest) -> void {
    if (i == region.size()) {
      if (lambda[0] >= 1) out.push_back(lambda);
      return;
    }
    for (int v = 0; v <= std::min(longest, region[i]); ++v) {
      lambda[i] = v;
      self(self, i + 1, v);
    }
  };
  place(place, 0, region[0]);
  return out;
}

std::string diagram_text(const std::vector<int>& lambda) {
  std::string s;
  for (int v : lambda) s += (s.empty() ? "(" : ",") + std::to_string(v);
  return s + ")";
}

std::string cells_text(const std::vector<ChompCell>& cells) {
  std::string s;
  for (const auto& [r, c] : cells) s += (s.empty() ? "" : " ") + ("(" + std::to_string(r) + "," + std::to_string(c) + ")");
  return s.empty() ? "none" : s;
}

// One box's comparisons, adding to `out`.
class BoxComparison {
 public:
  BoxComparison(int rows, int cols, ChompByDefinition& definition, ChompSelfTest& out)
      : rows_(rows), cols_(cols), definition_(definition), out_(out) {}

  void differ(const std::vector<int>& lambda, std::string detail) {
    out_.differences.push_back({rows_, cols_, lambda, std::move(detail)});
  }

  // Grundy values, and the values of every bite, from a pass of Grundy bytes.
  void values(const ChompDense& pass, const std::vector<int>& region, const std::string& name) {
    for (const std::vector<int>& lambda : diagrams_within(region)) {
      const int want = definition_.grundy(lambda), got = pass.grundy(lambda);
      ++out_.comparisons;
      if (got != want)
        differ(lambda, name + " gives g = " + std::to_string(got) + ", the definition " + std::to_string(want));
      const auto want_options = definition_.option_values(lambda);
      const auto got_options = pass.option_values(lambda);
      ++out_.comparisons;
      if (got_options != want_options) differ(lambda, name + ": the values of the bites differ from the definition's");
    }
  }

  // P bits and winning bites, from a pass of outcome bits.
  void outcomes(const ChompDense& pass) {
    for (const std::vector<int>& lambda : diagrams_within(std::vector<int>(std::size_t(rows_), cols_))) {
      const bool want = definition_.grundy(lambda) == 0;
      std::vector<ChompCell> want_bites;
      for (const auto& [cell, v] : definition_.option_values(lambda))
        if (v == 0) want_bites.push_back(cell);
      out_.comparisons += 2;
      if (pass.is_p(lambda) != want)
        differ(lambda, std::string("the outcome pass gives ") + (want ? "N" : "P") + ", the definition " +
                           (want ? "P" : "N"));
      if (const std::vector<ChompCell> got = pass.winning_bites(lambda); got != want_bites)
        differ(lambda, "the outcome pass gives the winning bites " + cells_text(got) + ", the definition " +
                           cells_text(want_bites));
    }
  }

 private:
  int rows_, cols_;
  ChompByDefinition& definition_;
  ChompSelfTest& out_;
};

}  // namespace

ChompSelfTest ChompDense::self_test(int max_side) {
  ChompSelfTest out;
  out.max_side = max_side;
  ChompByDefinition definition;  // one memo for every box: a diagram is the same game in each
  for (int rows = 1; rows <= max_side; ++rows)
    for (int cols = 1; cols <= max_side; ++cols) {
      ++out.boxes;
      BoxComparison box(rows, cols, definition, out);
      const std::vector<int> board(std::size_t(rows), cols);
      ChompDenseOptions one_thread;
      one_thread.threads = 1;
      box.values(ChompDense(rows, cols, one_thread), board, "the pass");
      ChompDenseOptions outcome_bits;
      outcome_bits.threads = 2;
      outcome_bits.outcome_only = true;
      box.outcomes(ChompDense(rows, cols, outcome_bits));
      if (rows >= 2 && cols >= 2) {
        ChompDenseOptions region = one_thread;
        region.within = board;
        --region.within.back();
        box.values(ChompDense(rows, cols, region), region.within, "the pass within " + diagram_text(region.within));
      }
    }
  return out;
}

}  // namespace posetlab
