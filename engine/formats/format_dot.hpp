#pragma once
// Graphviz DOT for looking at a poset: its Hasse diagram (cover arcs a -> b for b
// covering a) drawn bottom to top (rankdir=BT), so smaller elements sit lower.
//
//   digraph NAME {
//     rankdir=BT;
//     node [shape=circle];
//     0 [label="..."];         one line per element, label only when given
//     0 -> 2;                  one line per cover pair, increasing
//   }
//
// For a two-level poset the bottoms and tops can be told apart: with two_level_bottoms
// = N1 >= 0, elements 0..N1-1 are drawn as bottoms and the rest as tops, each class
// with its own colour, labels b0.. and t0.., and the tops kept on one rank.
#include <string>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/core/set_system.hpp"

namespace posetlab {

struct DotOptions {
  std::string graph_name = "poset";  // quoted as needed
  std::vector<std::string> labels;   // per element; empty: ids (or b/t names for two-level)
  int two_level_bottoms = -1;        // >= 0: colour 0..N1-1 as bottoms, the rest as tops
};

std::string poset_to_dot(const Poset& p, const DotOptions& options = {});
// The family's poset with two-level colouring and b/t labels.
std::string set_system_to_dot(const SetSystem& f, std::string graph_name = "family");

}  // namespace posetlab
