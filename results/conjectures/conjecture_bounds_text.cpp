// `conjecture bounds` as text and as JSON; see conjecture_bounds.hpp.
#include <sstream>

#include "results/conjectures/conjecture_bounds.hpp"
#include "util/json.hpp"

namespace posetlab {
namespace {

std::string bounds_size_range(const std::vector<int>& v) {
  if (v.empty()) return "none";
  return v.size() == 1 ? std::to_string(v.front()) : std::to_string(v.front()) + ".." + std::to_string(v.back());
}

std::string bounds_json_strings(const std::vector<std::string>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + json_string(v[i]);
  return s + "]";
}

}  // namespace

std::string bounds_text(const BoundsResult& r) {
  std::ostringstream out;
  out << "Fitting bounds on " << r.target << " over " << r.table << (r.where.empty() ? "" : " where " + r.where)
      << ": sizes " << bounds_size_range(r.mined_sizes) << " (" << r.mined_rows
      << " rows); held back: " << bounds_size_range(r.held_sizes) << "\n";
  std::size_t used = 0;
  for (const KnownBoundUse& k : r.known) used += k.skipped.empty();
  out << "Known bounds:" << (used ? "\n" : " none\n");
  for (const KnownBoundUse& k : r.known)
    if (k.skipped.empty()) out << "  " << k.statement << "  [" << k.source << "]\n";
  for (const KnownBoundUse& k : r.known)
    if (!k.skipped.empty()) out << "  not used: " << k.statement << " [" << k.source << "]: " << k.skipped << "\n";
  out << "Each bound is a facet of the hull of the mined tuples (exact coefficients); touch = mined rows on it,\n"
         "sharper = rows where it beats every known bound, new = rows on it that no bound above is tight on.\n\n";
  int i = 0;
  for (const FittedBound& b : r.bounds) {
    ++i;
    out << (i < 10 ? " " : "") << i << ". " << b.expr << "\n      " << b.kind << ", touch " << b.touch << " of "
        << b.support << ", sharper " << b.significance << ", new " << b.coverage;
    for (const HeldBackCheck& h : b.held_back) {
      out << "; size " << h.size << ": " << (h.survives ? "survives" : "REFUTED") << " (" << h.rows << " rows)";
      if (!h.counterexample.empty()) out << ", counterexample " << h.counterexample;
    }
    out << "\n";
  }
  if (r.bounds.empty()) out << "no fitted bound is sharper than the known ones\n";
  std::size_t survive = 0;
  for (const FittedBound& b : r.bounds) survive += b.survives();
  out << "\n" << r.bounds.size() << " bounds kept of " << r.fitted << " fitted, " << survive
      << " survive every held-back size\n";
  return out.str();
}

std::string bounds_json(const BoundsResult& r) {
  std::string known = "[";
  for (std::size_t i = 0; i < r.known.size(); ++i) {
    const KnownBoundUse& k = r.known[i];
    JsonObject o;
    o.add("statement", k.statement).add("source", k.source).add("direction", k.direction).add("skipped", k.skipped);
    known += (i ? "," : "") + o.str();
  }
  std::string bounds = "[";
  for (std::size_t i = 0; i < r.bounds.size(); ++i) {
    const FittedBound& b = r.bounds[i];
    JsonObject o;
    o.add("expression", b.expr).add("kind", b.kind).raw("invariants", bounds_json_strings(b.invariants));
    o.add("q", b.q).add("p", std::span<const std::int64_t>(b.p)).add("c", b.c);
    o.add("touch", b.touch).add("support", b.support).add("significance", b.significance).add("coverage", b.coverage);
    o.add("survives", b.survives());
    std::string held = "[";
    for (std::size_t k = 0; k < b.held_back.size(); ++k) {
      const HeldBackCheck& h = b.held_back[k];
      JsonObject e;
      e.add("size", h.size).add("rows", h.rows).add("survives", h.survives).add("counterexample", h.counterexample);
      held += (k ? "," : "") + e.str();
    }
    o.raw("held_back", held + "]");
    bounds += (i ? "," : "") + o.str();
  }
  JsonObject o;
  o.add("table", r.table).add("target", r.target).add("where", r.where);
  o.add("mined_sizes", r.mined_sizes).add("held_sizes", r.held_sizes).add("mined_rows", r.mined_rows);
  o.add("fitted", r.fitted).raw("known", known + "]").raw("bounds", bounds + "]");
  return o.str();
}

}  // namespace posetlab
