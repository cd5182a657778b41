#pragma once
// `posetlab solve --game maker-breaker|maker-maker`: the positional-game branch of the
// solve command (cmd_solve.cpp owns the options; this file only wires the engine).
#include <cstddef>
#include <string>
#include <vector>

namespace posetlab::cli {

struct PositionalSolveOptions {
  std::vector<std::string> files;
  std::string game;  // "maker-breaker" or "maker-maker"
  bool json = false, plain = false, keep_going = false, stats = false, progress = false;
  int threads = 0, max_elements = 64;
  std::size_t table_mb = 0;
};

int run_solve_positional(const PositionalSolveOptions& o);

}  // namespace posetlab::cli
