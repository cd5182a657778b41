// One dense Chomp pass (engine/chomp/chomp_dense.hpp) over a rows x cols box, measured: one line
// with the positions, the child reads ("moves"), the seconds and the rates, and the states
// x moves bound (every diagram times its cells minus one, the reads of a pass that looks
// at every child of every diagram once). With --boards, also every board a x b of the box
// with more than one winning bite. Not a Google Benchmark: one pass is the measurement.
//
//   chomp_pass ROWS COLS [--threads T] [--outcome] [--boards]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>

#include "engine/chomp/chomp_dense.hpp"
#include "enumerate/chomp_job.hpp"

using namespace posetlab;

namespace {

// Sum over the diagrams of the box of (cells - 1): the moves of a full Grundy pass
// without the transpose shortcut. Diagrams with k cells in rows x cols: the coefficient
// of q^k in the Gaussian binomial [rows+cols choose rows]_q.
long double moves_bound(int rows, int cols) {
  // c[i][v][k]: diagrams of i rows, each row at most v, with k cells (by the first row's length).
  std::vector<std::vector<std::vector<long double>>> c(rows + 1, std::vector<std::vector<long double>>(cols + 1));
  for (int v = 0; v <= cols; ++v) c[0][v] = {1};
  for (int i = 1; i <= rows; ++i)
    for (int v = 0; v <= cols; ++v) {
      std::vector<long double> acc;
      for (int first = 0; first <= v; ++first) {
        const auto& below = c[i - 1][first];
        if (acc.size() < below.size() + first) acc.resize(below.size() + first, 0);
        for (std::size_t k = 0; k < below.size(); ++k) acc[k + first] += below[k];
      }
      c[i][v] = acc;
    }
  long double sum = 0;
  const auto& all = c[rows][cols];
  for (std::size_t k = 1; k < all.size(); ++k) sum += all[k] * (long double)(k - 1);
  return sum;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: chomp_pass ROWS COLS [--threads T] [--outcome] [--boards]\n");
    return 2;
  }
  try {
    const int rows = std::atoi(argv[1]), cols = std::atoi(argv[2]);
    ChompDenseOptions o;
    bool boards = false;
    for (int i = 3; i < argc; ++i) {
      if (!std::strcmp(argv[i], "--threads") && i + 1 < argc) o.threads = std::atoi(argv[++i]);
      else if (!std::strcmp(argv[i], "--outcome")) o.outcome_only = true;
      else if (!std::strcmp(argv[i], "--boards")) boards = true;
      else throw std::invalid_argument(std::string("unknown argument ") + argv[i]);
    }
    const ChompDense pass(rows, cols, o);
    const ChompDenseStats& s = pass.stats();
    const long double bound = moves_bound(rows, cols);
    std::printf(
        "box %d x %d, %s, %d threads: %llu positions, %llu moves (bound %.4Lg, %.3Lf of it), %.2f s, "
        "%.3g positions/s, %.3g moves/s, %llu bytes",
        rows, cols, o.outcome_only ? "outcome bits" : "grundy bytes", s.threads, (unsigned long long)s.positions,
        (unsigned long long)s.moves, bound, (long double)s.moves / bound, s.seconds, double(s.positions) / s.seconds,
        double(s.moves) / s.seconds, (unsigned long long)ChompDense::bytes_needed(rows, cols, o.outcome_only));
    if (!o.outcome_only)  // the largest value of any position of the box, and how many pass a byte
      std::printf(", largest value %d, %zu values of 255 and more", s.max_grundy, pass.escaped_count());
    std::printf("\n");
    if (boards)
      for (int b = 1; b <= cols; ++b)
        for (int a = 1; a <= rows && a <= b; ++a) {
          const auto bites = pass.board_winning_bites(a, b);
          if (bites.size() < 2) continue;
          ChompBoard board;
          board.a = a, board.b = b, board.bites = bites;
          std::printf("board %d x %d: %s\n", a, b, board.bites_text().c_str());
        }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "chomp_pass: %s\n", e.what());
    return 2;
  }
  return 0;
}
