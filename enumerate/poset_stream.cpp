// Values and shape of a stream of small posets; see poset_stream.hpp.
#include "enumerate/poset_stream.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "engine/error.hpp"
#include "engine/format_digraph6.hpp"
#include "enumerate/poset_shape.hpp"

namespace posetlab {

void PosetStreamSolver::add(std::string_view text, std::uint64_t line, const char* source) {
  std::uint64_t covers = 0;  // of the new point, if the line extends the base
  if (n_ >= 1 && base_rows_.match(text, covers)) {
    std::uint32_t above = 0;  // the new point's up-set: its covers and all above them
    for (; covers; covers &= covers - 1) above |= base_.up_closed(std::countr_zero(covers));
    add_extension(line, above);
    return;
  }
  flush();  // the waiting extensions belong to the base about to be replaced
  add_new_base(text, line, source);
}

void PosetStreamSolver::add_extension(std::uint64_t line, std::uint32_t above) {
  StreamPoset& p = waiting_[waiting_count_];
  p.line = line;
  p.size = n_;
  int chain = 0;  // the longest chain starting in `above`
  for (std::uint32_t r = above; r; r &= r - 1) chain = std::max<int>(chain, base_shape_.chain_up[std::countr_zero(r)]);
  p.height = std::max(base_shape_.height, 1 + chain);
  p.width = base_shape_.width + !(base_shape_.lowest_maximum_closure & above);
  int joined = 0;  // x joins the components it is under into one
  for (int c = 0; c < base_shape_.component_count; ++c) joined += (base_shape_.components[c] & above) != 0;
  p.components = base_shape_.component_count - joined + 1;
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
  const SmallPoset p = parse_digraph6_small(text, LineSource{source, line});
  if (p.k > kPosetStreamMaxElements)
    throw UsageError(std::string(source) + " line " + std::to_string(line) + ": a poset of " + std::to_string(p.k) +
                     " points; the stream solver takes at most " + std::to_string(kPosetStreamMaxElements));
  StreamPoset r;
  r.line = line;
  r.size = p.k;
  const PosetShape shape = poset_shape(p);
  r.height = shape.height, r.width = shape.width, r.components = shape.components;
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
  const ExtensionValue v = extensions_.solve(base_, std::uint32_t(p.down[x]), std::uint32_t(p.up[x]));
  r.grundy = v.grundy;
  r.gset = v.gset;
  emit_(r);
}

void PosetStreamSolver::set_base(const SmallPoset& q) {
  base_.build(q);
  // Lines extending Q by a minimal point: Q's Hasse diagram in rows 0..k-1, nothing in
  // column k (no arc into the new point), the new point's covers in row k.
  base_rows_.set(q.k + 1, q.cover_up.data());
  BaseShape& b = base_shape_;
  // Peeling the maximal elements off, round by round: y goes in the round numbered by the
  // longest chain starting at y.
  b.height = 0;
  for (std::uint64_t rest = q.all(); rest;) {
    ++b.height;
    std::uint64_t maximal = 0;
    for (std::uint64_t r = rest; r; r &= r - 1)
      if (!(q.up[std::countr_zero(r)] & rest)) maximal |= r & -r;
    for (std::uint64_t r = maximal; r; r &= r - 1) b.chain_up[std::countr_zero(r)] = std::uint8_t(b.height);
    rest &= ~maximal;
  }
  // The down-sets with the most maximal elements are the down-closures of the maximum
  // antichains; their intersection is the lowest one's.
  b.width = 0;
  b.lowest_maximum_closure = 0;
  for (std::size_t i = 0; i < base_.size(); ++i) {
    const int count = base_.maximal_count(i);
    if (count > b.width) b.width = count, b.lowest_maximum_closure = base_.set(i);
    else if (count == b.width) b.lowest_maximum_closure &= base_.set(i);
  }
  b.component_count = 0;
  for (std::uint64_t rest = q.all(); rest; ++b.component_count) {
    const std::uint64_t c = small_component(q, rest, std::countr_zero(rest));
    b.components[b.component_count] = std::uint32_t(c);
    rest &= ~c;
  }
}

}  // namespace posetlab
