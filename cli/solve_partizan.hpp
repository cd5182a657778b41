#pragma once
// `posetlab solve --game bw|pomax`: the partizan branch of the solve command
// (cmd_solve.cpp owns the options). Each coloured poset (`poset K WORD: ...`) is solved by
// plain search by the definition (engine/partizan_plain.hpp, up to 64 elements), with
// or without --plain: no faster partizan kind exists yet, and this one is exact.
#include <string>
#include <vector>

namespace posetlab::cli {

struct PartizanSolveOptions {
  std::vector<std::string> files;
  std::string game;  // "bw" or "pomax"
  bool json = false, keep_going = false;
};

int run_solve_partizan(const PartizanSolveOptions& o);

}  // namespace posetlab::cli
