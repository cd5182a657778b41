// Values and shape of a stream of small posets; see poset_stream.hpp.
#include "enumerate/poset_stream.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "enumerate/poset_shape.hpp"

namespace posetlab {
namespace {

// p.up[0..n-1] its arcs x -> y (x < y), closed by Warshall's rule into the order; false on
// a cycle.
bool close_order(SmallPoset& p, int n) {
  p.k = n;
  for (int k = 0; k < n; ++k) {
    const std::uint64_t bit = std::uint64_t{1} << k, via = p.up[k];
    for (int i = 0; i < n; ++i)
      if (p.up[i] & bit) p.up[i] |= via;
  }
  for (int x = 0; x < n; ++x) {
    if (p.up[x] >> x & 1) return false;  // on a cycle
    for (std::uint64_t u = p.up[x]; u; u &= u - 1) p.down[std::countr_zero(u)] |= std::uint64_t{1} << x;
  }
  return true;
}

// The order of a well-formed line of at most kPosetStreamMaxElements points, straight from
// its bytes and closed by Warshall's rule; false for anything else (a cycle, a bad line,
// more points), which the full parser then names or reads.
bool read_order(std::string_view text, SmallPoset& p) {
  const int n = decode_digraph6_arcs(text, p.up.data());
  return n >= 0 && n <= kPosetStreamMaxElements && close_order(p, n);
}

}  // namespace

void PosetStreamSolver::add(std::string_view text, std::uint64_t line, const char* source) {
  std::uint64_t covers = 0;  // of the new point, if the line extends the base
  if (n_ >= 1 && !base_rows_set_) {  // set_base leaves it to the first line that needs it
    base_rows_.set(n_, base_covers_.data());
    base_rows_set_ = true;
  }
  if (n_ >= 1 && base_rows_.match(text, covers)) {
    std::uint32_t above = 0;  // the new point's up-set: its covers and all above them
    for (; covers; covers &= covers - 1) above |= base_.up_closed(std::countr_zero(covers));
    add_extension(line, above);
    return;
  }
  flush();  // the waiting extensions belong to the base about to be replaced
  add_new_base(text, line, source);
}

void PosetStreamSolver::add_covers(int n, const std::uint64_t* cover_rows, std::uint64_t line) {
  // As add(): the base's rows unchanged (so no arc into point n - 1) and no loop at n - 1.
  bool extends = n_ >= 1 && n == n_ && !(cover_rows[n - 1] >> (n - 1) & 1);
  for (int x = 0; extends && x < n - 1; ++x) extends = cover_rows[x] == base_covers_[std::size_t(x)];
  if (extends) {
    std::uint32_t above = 0;
    for (std::uint64_t covers = cover_rows[n - 1]; covers; covers &= covers - 1)
      above |= base_.up_closed(std::countr_zero(covers));
    add_extension(line, above);
    return;
  }
  flush();
  if (n > kPosetStreamMaxElements)
    throw UsageError("poset " + std::to_string(line) + ": " + std::to_string(n) +
                     " points; the stream solver takes at most " + std::to_string(kPosetStreamMaxElements));
  SmallPoset p;
  std::copy(cover_rows, cover_rows + n, p.up.begin());
  if (!close_order(p, n)) throw std::runtime_error("poset " + std::to_string(line) + ": its arcs make a cycle");
  add_new_base(p, line);
}

void PosetStreamSolver::add_extension(std::uint64_t line, std::uint32_t above) {
  StreamPoset& p = waiting_[waiting_count_];
  p.line = line;
  p.size = n_;
  const PosetShape shape = extension_shape(0, above);
  p.height = shape.height, p.width = shape.width, p.components = shape.components;
  waiting_above_[waiting_count_++] = above;
  if (waiting_count_ == kExtensionLanes) flush();
}

void PosetStreamSolver::flush() {
  if (!waiting_count_) return;
  std::array<ExtensionValue, kExtensionLanes> values;
  extensions_.solve_minimal(base_, {waiting_above_.data(), std::size_t(waiting_count_)}, values.data());
  const int count = waiting_count_;
  waiting_count_ = 0;
  for (int i = 0; i < count; ++i) {
    StreamPoset& p = waiting_[i];
    p.grundy = values[i].grundy;
    p.gset = values[i].gset;
    emit_(p);
  }
}

void PosetStreamSolver::add_new_base(std::string_view text, std::uint64_t line, const char* source) {
  SmallPoset p;
  if (!read_order(text, p)) p = parse_digraph6_small(text, LineSource{source, line});  // its error, or a rare form
  if (p.k > kPosetStreamMaxElements)
    throw UsageError(std::string(source) + " line " + std::to_string(line) + ": a poset of " + std::to_string(p.k) +
                     " points; the stream solver takes at most " + std::to_string(kPosetStreamMaxElements));
  add_new_base(p, line);
}

void PosetStreamSolver::add_new_base(const SmallPoset& p, std::uint64_t line) {
  StreamPoset r;
  r.line = line;
  r.size = p.k;
  n_ = -1;
  if (p.k == 0) {  // the empty poset: value 0, no moves
    emit_(r);
    return;
  }
  // The base: the first k - 1 points, with the order and covers they have among themselves.
  const int x = p.k - 1;
  const std::uint64_t first = (std::uint64_t{1} << x) - 1;
  SmallPoset q;
  q.k = x;
  for (int y = 0; y < x; ++y) q.up[y] = p.up[y] & first, q.down[y] = p.down[y] & first;
  for (int y = 0; y < x; ++y) {
    std::uint64_t above_above = 0;
    for (std::uint64_t u = q.up[y]; u; u &= u - 1) above_above |= q.up[std::countr_zero(u)];
    q.cover_up[y] = q.up[y] & ~above_above;
  }
  set_base(q);
  n_ = p.k;
  const std::uint32_t below = std::uint32_t(p.down[x]), above = std::uint32_t(p.up[x]);
  const ExtensionValue v = extensions_.solve(base_, below, above);
  r.grundy = v.grundy;
  r.gset = v.gset;
  const PosetShape shape = extension_shape(below, above);
  r.height = shape.height, r.components = shape.components;
  r.width = shape.width >= 0 ? shape.width : poset_width(p);
  emit_(r);
}

PosetShape PosetStreamSolver::extension_shape(std::uint32_t below, std::uint32_t above) const {
  const BaseShape& b = base_shape_;
  int down_chain = 0, up_chain = 0;  // the longest chains ending in `below`, starting in `above`
  for (int r = 0; r < b.height; ++r) up_chain += (b.chain_up_over[r] & above) != 0;
  if (below)
    for (int r = 0; r < b.height; ++r) down_chain += (b.chain_down_over[r] & below) != 0;
  PosetShape shape;
  shape.height = std::max(b.height, down_chain + 1 + up_chain);
  int joined = 0;  // x joins the components it is comparable with into one
  for (int c = 0; c < b.component_count; ++c) joined += (b.components[c] & (below | above)) != 0;
  shape.components = b.component_count - joined + 1;
  if (!below)
    shape.width = b.width + !(b.lowest_maximum_closure & above);
  else if (!above)
    shape.width = b.width + !(b.highest_maximum_antichain & below);
  else
    shape.width = -1;  // no formula here: the caller searches
  return shape;
}

void PosetStreamSolver::set_base(const SmallPoset& q) {
  base_.build(q);
  // Posets extending Q by a minimal point: Q's Hasse diagram in rows 0..k-1, nothing in
  // column k (no arc into the new point), the new point's covers in row k.
  std::copy(q.cover_up.begin(), q.cover_up.begin() + q.k, base_covers_.begin());
  base_rows_set_ = false;
  BaseShape& b = base_shape_;
  // Peeling the maximal elements off, round by round: what is left before round r + 1
  // are the elements starting a chain of more than r elements; the same from below.
  b.height = 0;
  for (std::uint64_t rest = q.all(); rest; ++b.height) {
    b.chain_up_over[b.height] = std::uint32_t(rest);
    std::uint64_t maximal = 0;
    for (std::uint64_t r = rest; r; r &= r - 1)
      if (!(q.up[std::countr_zero(r)] & rest)) maximal |= r & -r;
    rest &= ~maximal;
  }
  int round = 0;
  for (std::uint64_t rest = q.all(); rest; ++round) {
    b.chain_down_over[round] = std::uint32_t(rest);
    std::uint64_t minimal = 0;
    for (std::uint64_t r = rest; r; r &= r - 1)
      if (!(q.down[std::countr_zero(r)] & rest)) minimal |= r & -r;
    rest &= ~minimal;
  }
  // The down-sets with the most maximal elements are the down-closures of the maximum
  // antichains: their intersection is the lowest one's, their union the highest one's.
  b.width = 0;
  std::uint32_t lowest = 0, highest = 0;
  for (std::size_t i = 0; i < base_.size(); ++i) {
    const int count = base_.maximal_count(i);
    const std::uint32_t d = base_.set(i);
    if (count > b.width) b.width = count, lowest = highest = d;
    else if (count == b.width) lowest &= d, highest |= d;
  }
  b.lowest_maximum_closure = lowest;
  b.highest_maximum_antichain = 0;  // the maximal elements of its closure
  for (std::uint32_t r = highest; r; r &= r - 1)
    if (!(q.up[std::countr_zero(r)] & highest)) b.highest_maximum_antichain |= r & -r;
  b.component_count = 0;
  for (std::uint64_t rest = q.all(); rest; ++b.component_count) {
    const std::uint64_t c = small_component(q, rest, std::countr_zero(rest));
    b.components[b.component_count] = std::uint32_t(c);
    rest &= ~c;
  }
}

}  // namespace posetlab
