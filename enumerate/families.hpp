#pragma once
// Built-in posets of the source papers, built in one pass (a relation list handed to
// Poset::from_relations once), so large members (N_500, chains of thousands, NOT of
// a big game) construct in milliseconds. Two-level families return a SetSystem, whose
// poset is set_system_to_poset(f) (bottoms 0..b-1, then tops). Arguments outside the
// documented range throw UsageError.
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/core/set_system.hpp"

namespace posetlab::families {

Poset chain(int n);      // C_n: 0 < 1 < ... < n-1 (n >= 0)
Poset antichain(int n);  // A_n: n incomparable points

// Zig-zags of 000 Fig. 2, read left to right along the zig-zag; bottom k and top k
// are the k-th bottom and top from the left.
//   M_i = b t b ... b: i tops, i+1 bottoms, top k above bottoms k and k+1; M_0 = one bottom.
//   W_i = t b t ... t: i bottoms, i+1 tops, top 0 above bottom 0, top k above bottoms
//         k-1 and k, top i above bottom i-1; W_0 = one point, a top with nothing below.
//   N_i = b1<t1>b2<t2>...b_i<t_i: i bottoms, i tops, top k above bottoms k and k+1
//         (the last top above the last bottom only); N_0 = empty.
SetSystem zigzag_m(int i);
SetSystem zigzag_w(int i);
SetSystem zigzag_n(int i);

// K(b,t): b bottoms, t tops, every top above every bottom (b*t covers).
SetSystem complete_bipartite(int b, int t);

// Nim: the parallel union of chains of the given lengths (>= 0), in order.
Poset nim(std::span<const int> heaps);

// Chomp on a rows x cols board (001 §1.1): the grid order (i,j) <= (i',j') iff i <= i'
// and j <= j', with the poisoned minimum (0,0) removed; rows*cols - 1 elements.
// Square (i,j) is element i*cols + j - 1. rows, cols >= 1.
Poset chomp(int rows, int cols);
inline int chomp_element(int cols, int r, int c) { return r * cols + c - 1; }
// The elements of chomp(rows, cols) inside the Young diagram `rows_lengths` (row r holds
// squares (r,0)..(r, len-1)), the poisoned square left out, as a mask (rows*cols <= 65).
std::uint64_t chomp_diagram_mask(int cols, const std::vector<int>& row_lengths);

// Divisors of n under divisibility, all of them: 1 (the minimum) and n (the maximum)
// included, element k = the k-th divisor in increasing order (divisor_values).
// Schuh's game (divisors other than 1) is this poset without element 0.
// 1 <= n <= 10^12.
Poset divisors(std::int64_t n);
std::vector<std::int64_t> divisor_values(std::int64_t n);

// 001's notation, P/Q = P above Q; elements of the lower part come first.
Poset vee(int n);      // V_n = A_n/1: element 0 below the antichain 1..n
Poset lambda(int n);   // Lambda_n = 1/A_n: the antichain 0..n-1 below element n
Poset diamond(int n);  // Diamond_n = 1/A_n/1: 0 below 1..n below n+1

// Unions of any number of posets, each keeping its elements in order after the ones
// before it. series(parts) is 001's parts[0]/parts[1]/.../parts[k-1]: parts[0] on top;
// elements are numbered from the bottom part up (the last part first), matching
// Poset::series(above, below). Both of nothing are the empty poset.
Poset parallel(std::span<const Poset> parts);
Poset series(std::span<const Poset> parts);

// The Cartesian product of the parts under the componentwise order: (x_1, ..., x_k) <=
// (y_1, ..., y_k) iff x_i <= y_i in every part. The element of (x_1, ..., x_k) is its
// mixed-radix number, the last part's coordinate fastest. The product of nothing is one
// point; a product with an empty part is empty.
Poset product(std::span<const Poset> parts);

// Kalinich's NOT (002 Thm 1/2; docs/checks.md, paper 002). With g = |G|, L = floor(log2 g)
// (L = -1 for g = 0, so that 2^(L+1) > g as for every g), and
// step_i(H) = (H / C_(2^i)) + C_(2^i)  (2^i bottom vertices added below H, then a
// 2^i-tower put next to it):
//   Literal (steps 1-5 as printed): G' = step_L(...step_0(G)) (L+1 steps),
//     G'' = step_(L+1)(G'), NOT G = G' + G'' + C_(2^(L+2)).
//   Proof (as the proof argues): G' = steps 0..L+1, G'' = step_(L+2)(G'),
//     NOT G = G' + G'' + C_(2^(L+3)).
// Numbering: in G' and in G'' the elements of G come first (same ids), then each added
// element in the order added; NOT G is G' then G'' then the final tower.
enum class NotVariant { Literal, Proof };
struct NotConstruction {
  Poset g_prime;         // G'
  Poset g_double_prime;  // G''
  Poset result;          // NOT G
  int L = -1;            // floor(log2 g), -1 for g = 0
  int steps = 0;         // steps building G' (L+1 literal, L+2 proof)
  int tower = 0;         // size of the final tower: 2^(L+2) literal, 2^(L+3) proof
};
NotConstruction not_construction(const Poset& g, NotVariant variant);
Poset not_game(const Poset& g, NotVariant variant);
// |NOT G| from g alone, by the construction's arithmetic (lets callers refuse a size
// before building it): |G'| = g + 2(2^steps - 1), |G''| = |G'| + 2^(steps+1),
// |NOT G| = |G'| + |G''| + 2^(steps+1).
std::int64_t not_construction_size(std::int64_t g, NotVariant variant);

// 002's A OR B: every element of B above every element of A (001's B/A); A's
// elements first.
Poset or_game(const Poset& a, const Poset& b);

}  // namespace posetlab::families
