// The b-file, list and summary of Chomp by rows; see chomp_rows_output.hpp.
#include "results/queries/chomp_rows_output.hpp"

#include <charconv>
#include <cstdio>
#include <ctime>

#include "posetlab_version.hpp"
#include "results/queries/sequences.hpp"

namespace posetlab {

namespace {

void append_int(std::string& out, int v, char after) {
  char buf[16];
  const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  out.append(buf, end);
  out.push_back(after);
}

}  // namespace

void ChompRowsCounts::add(const ChompRowsLayer& layer) {
  rows = layer.rows;
  p_by_first.push_back(layer.p_positions);
  prefixes += layer.last.size();
  p_positions += layer.p_positions;
  // The board rows x n, n = layer.a: its children are (j, .., j) (a bite in row 0) and
  // (n, .., n, j, .., j) with the first i rows whole (a bite in row i), 0 <= j < n.
  const int n = layer.a;
  const auto& last = layer.last;
  auto four = [&](int b, int c) { return last[std::size_t(b) * (b + 1) / 2 + c]; };
  bites_by_row.resize(std::size_t(rows), 0);
  diagonal_p_.resize(std::size_t(n) + 1, 0);
  std::vector<int> bites(std::size_t(rows), 0);
  for (int j = 1; j < n; ++j) bites[0] += diagonal_p_[j];
  for (int j = 0; j < n; ++j) {
    if (rows == 3) {
      bites[1] += last[j] == j;       // (n, j, j)
    } else {
      bites[1] += four(j, j) == j;    // (n, j, j, j)
      bites[2] += four(n, j) == j;    // (n, n, j, j)
    }
  }
  const int tail = rows == 3 ? last[n] : four(n, n);  // (n, .., n, j): its one P-position, if any
  bites[rows - 1] += tail != kChompRowsNone && tail < n;
  diagonal_p_[n] = tail == n;
  int total = 0;
  for (int i = 0; i < rows; ++i) {
    bites_by_row[i] += std::uint64_t(bites[i]);
    total += bites[i];
  }
  if (total != 1) boards_not_one_bite.push_back(n);
}

std::string chomp_rows_sequence_name(int rows) { return "chomp-" + std::to_string(rows) + "row-p"; }

std::string chomp_rows_bfile(const ChompRowsCounts& c) {
  const int last = int(c.p_by_first.size());
  const std::string tuple = c.rows == 3 ? "(n, b, c), n >= b >= c >= 0" : "(n, b, c, d), n >= b >= c >= d >= 0";
  std::string out = "# " + chomp_rows_sequence_name(c.rows) + "\n";
  out += "# a(n) = number of P-positions of " + std::to_string(c.rows) + "-row Chomp with first row n: row lengths " +
         tuple + " (shorter rows may be empty) from which the player to move loses.\n";
  out += "# Chomp: a bite takes a square with every square below and right of it; who eats the poisoned corner "
         "loses (the position (1, 0, ...) is a P-position).\n";
  if (last > 0) out += "# Terms n = 1.." + std::to_string(last) + " (offset 1).\n";
  out += "# Computed by `posetlab chomp-rows --rows " + std::to_string(c.rows) + " --max " + std::to_string(last) +
         "`, posetlab " + kVersion + " (git " + kGitRevision + ") on " + utc_now_text() + ".\n";
  for (int n = 1; n <= last; ++n) out += std::to_string(n) + " " + std::to_string(c.p_by_first[n - 1]) + "\n";
  return out;
}

void append_p_positions(const ChompRowsLayer& layer, std::string& out) {
  const int a = layer.a;
  const auto& last = layer.last;
  for (int b = 0; b <= a; ++b) {
    if (layer.rows == 3) {
      if (last[b] == kChompRowsNone) continue;
      append_int(out, a, ' ');
      append_int(out, b, ' ');
      append_int(out, last[b], '\n');
      continue;
    }
    const std::size_t row = std::size_t(b) * (b + 1) / 2;
    for (int c = 0; c <= b; ++c) {
      if (last[row + c] == kChompRowsNone) continue;
      append_int(out, a, ' ');
      append_int(out, b, ' ');
      append_int(out, c, ' ');
      append_int(out, last[row + c], '\n');
    }
  }
}

std::string chomp_rows_summary(const ChompRowsCounts& c, double seconds) {
  const std::string prefix = c.rows == 3 ? "(a, b)" : "(a, b, c)";
  const std::string rows = std::to_string(c.rows), last = std::to_string(c.p_by_first.size());
  char time[32];
  std::snprintf(time, sizeof time, "%.1f", seconds);
  std::string out = rows + " rows, first row 1.." + last + ": " + std::to_string(c.p_positions) + " P-positions; " +
                    std::to_string(c.prefixes - c.p_positions) + " of the " + std::to_string(c.prefixes) + " prefixes " +
                    prefix + " have no last row completing one, the others exactly one; " + time + " s\n";
  out += "boards " + rows + " x n, n = 1.." + last + ": ";
  if (c.boards_not_one_bite.empty()) {
    out += "each has exactly one winning bite";
  } else {
    out += std::to_string(c.boards_not_one_bite.size()) + " with other than one winning bite (n =";
    for (std::size_t i = 0; i < c.boards_not_one_bite.size() && i < 20; ++i)
      out += " " + std::to_string(c.boards_not_one_bite[i]);
    out += c.boards_not_one_bite.size() > 20 ? " ...)" : ")";
  }
  out += "; winning bites by row (0: the first):";
  for (std::size_t i = 0; i < c.bites_by_row.size(); ++i) out += " " + std::to_string(c.bites_by_row[i]);
  return out;
}

}  // namespace posetlab
