#pragma once
// The poset positional games of paper 003 as constructions.
//
// connect_k(m, n, k): m columns, each a chain of height n (cell (c, r), r = 0 the
//   bottom, is element c*n + r, below (c, r+1)); winning sets: every k consecutive
//   cells in a line, horizontal, vertical and both diagonals (003 §4: "alignments of k
//   consecutive vertices (horizontal, vertical or diagonal)"). top_row_only keeps only
//   the horizontal alignments of the top row (the single-set argument of Cor. 18 uses
//   the leftmost one: connect_k_top_set).
// chains_with_singletons(heights, winners): disjoint chains (chain i bottom first,
//   numbered chain after chain) and one singleton {x} per listed element.
// sat_game(f) (Thm 8): per variable i four elements x_i, xbar_i, u_i, v_i (ids 4i..4i+3)
//   with u_i below the other three; per clause the winning set of its literal elements
//   (x_i for x_i, xbar_i for !x_i). Repeated clauses give one set.
// qbf_game(f) (Thm 11): per variable x_i, xbar_i (ids 3i, 3i+1) and for i < n a c_i (3i+2)
//   with x_i, xbar_i < c_i < x_{i+1}, xbar_{i+1}: width 2; sets as in sat_game.
// dnf_game(clauses) (Thm 28): bottoms = the variables x1..xn (ids 0..n-1), one top per
//   clause of a positive DNF above exactly its variables, F = the singletons of the tops.
#include <string>
#include <string_view>
#include <vector>

#include "engine/positional/positional_game.hpp"
#include "enumerate/pomax_reductions.hpp"

namespace posetlab::games {

PositionalGame connect_k(int m, int n, int k, bool top_row_only = false);
PositionalGame connect_k_top_set(int m, int n, int k);  // one set: the top row's leftmost k cells
PositionalGame chains_with_singletons(const std::vector<int>& heights, const std::vector<int>& winners);
PositionalGame sat_game(const reductions::Cnf& f);
PositionalGame qbf_game(const reductions::Cnf& f);

// A positive DNF: clauses of variable indices (1-based), each nonempty.
using Dnf = std::vector<std::vector<int>>;
// Parses a positive DNF in the syntax of enumerate/formula.hpp: "(x1 & x2) | (x2 & x3)".
// UsageError for negations, constants or another shape.
Dnf parse_positive_dnf(std::string_view text);
PositionalGame dnf_game(const Dnf& clauses);
// Avoid True (Schaefer) by brute force: players alternately set an unset variable to
// True; whoever makes some clause true loses. Does the first player win? (vars <= 24)
bool avoid_true_first_wins(const Dnf& clauses);

// "3,2:0,4" -> heights {3,2}, winners {0,4}; UsageError otherwise.
void parse_chains_spec(std::string_view text, std::vector<int>& heights, std::vector<int>& winners);

}  // namespace posetlab::games
