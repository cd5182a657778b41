#pragma once
// Deterministic res/mod splitting of a generation tree (as nauty's generators do):
// the nodes at one fixed depth are numbered in the generator's visit order, which is
// fixed for a given input; a split takes the subtrees of the nodes whose number it
// accepts, and the nodes above that depth only when `shallow` is set. Splits that
// accept disjoint numbers (exactly one of them taking the shallow nodes) partition the
// tree, and finer splits of the same depth nest inside coarser ones.
#include <cstdint>
#include <functional>

namespace posetlab {

struct TreeSplit {
  int depth = 0;
  std::function<bool(std::uint64_t)> take = [](std::uint64_t) { return true; };
  bool shallow = true;

  // Part `part` of `parts` (i % parts == part), itself cut into `tasks` tasks
  // ((i / parts) % tasks == task); shallow nodes go to part 0, task 0.
  static TreeSplit res_mod(int depth, std::uint64_t part, std::uint64_t parts, std::uint64_t task = 0,
                           std::uint64_t tasks = 1) {
    TreeSplit s;
    s.depth = depth;
    s.take = [=](std::uint64_t i) { return i % parts == part && (i / parts) % tasks == task; };
    s.shallow = part == 0 && task == 0;
    return s;
  }
};

}  // namespace posetlab
