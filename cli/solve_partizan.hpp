#pragma once
// `posetlab solve --game bw|pomax|removal --rule R`: the partizan branch of the solve
// command (cmd_solve.cpp owns the options). Each coloured poset (`poset K WORD: ...`) is
// solved by the fast solver (engine/partizan_solver.hpp, up to 256 elements; streams in
// parallel batches sharing one table) or, with --plain, by plain search by the
// definition (engine/partizan_plain.hpp, up to 64 elements).
#include <cstddef>
#include <string>
#include <vector>

namespace posetlab::cli {

struct PartizanSolveOptions {
  std::vector<std::string> files;
  std::string game;  // "bw", "pomax" or "removal"
  std::string rule;  // with "removal": "max", "min-max", "leaf" (corner needs cells: not from text)
  bool json = false, plain = false, keep_going = false, stats = false;
  int threads = 0;
  std::size_t table_mb = 0;
};

int run_solve_partizan(const PartizanSolveOptions& o);

}  // namespace posetlab::cli
