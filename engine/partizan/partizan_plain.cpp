#include "engine/partizan/partizan_plain.hpp"

#include <bit>
#include <cstdlib>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

constexpr std::uint64_t bit(int x) { return std::uint64_t{1} << x; }

}  // namespace

const char* partizan_game_name(PartizanGame g) {
  switch (g) {
    case PartizanGame::BlackWhite: return "bw";
    case PartizanGame::Pomax: return "pomax";
    case PartizanGame::MinMaxRemoval: return "min-max";
    case PartizanGame::LeafRemoval: return "leaf";
    case PartizanGame::CornerRemoval: return "corner";
    case PartizanGame::CustomRemoval: return "custom";
  }
  return "?";
}

std::optional<PartizanGame> parse_partizan_game_name(std::string_view name) {
  for (PartizanGame g : {PartizanGame::BlackWhite, PartizanGame::Pomax, PartizanGame::MinMaxRemoval,
                         PartizanGame::LeafRemoval, PartizanGame::CornerRemoval})  // not CustomRemoval
    if (name == partizan_game_name(g)) return g;
  return std::nullopt;
}

Colour left_colour(PartizanGame g) { return g == PartizanGame::BlackWhite ? Colour::Black : Colour::White; }

std::string position_text(std::uint64_t position) {
  std::string s = "{";
  for (std::uint64_t m = position; m; m &= m - 1) {
    if (s.size() > 1) s += ",";
    s += std::to_string(std::countr_zero(m));
  }
  return s + "}";
}

PlainPartizanSolver::PlainPartizanSolver(const ColouredPoset& p, PartizanGame game, std::vector<Cell> cells)
    : coloured_(p), game_(game), p_(SmallPoset::from_poset(p.poset)) {
  if (int(p.colour.size()) != p.size()) throw UsageError("coloured poset with a colour count unlike its size");
  const int n = p.size();
  if (game == PartizanGame::LeafRemoval) {
    neighbours_.assign(n, 0);
    for (int x = 0; x < n; ++x)
      for (std::uint64_t c = p_.cover_up[x]; c; c &= c - 1) {
        int y = std::countr_zero(c);
        neighbours_[x] |= bit(y);
        neighbours_[y] |= bit(x);
      }
  }
  if (game == PartizanGame::CornerRemoval) {
    if (int(cells.size()) != n)
      throw UsageError("corner removal needs one cell per element (" + std::to_string(cells.size()) + " cells for " +
                       std::to_string(n) + " elements)");
    row_neighbours_.assign(n, 0);
    col_neighbours_.assign(n, 0);
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < n; ++y) {
        if (cells[x].row == cells[y].row && std::abs(cells[x].col - cells[y].col) == 1) row_neighbours_[x] |= bit(y);
        if (cells[x].col == cells[y].col && std::abs(cells[x].row - cells[y].row) == 1) col_neighbours_[x] |= bit(y);
      }
  }
}

PlainPartizanSolver::PlainPartizanSolver(const ColouredPoset& p, RemovabilityRule rule)
    : coloured_(p), game_(PartizanGame::CustomRemoval), p_(SmallPoset::from_poset(p.poset)), custom_(std::move(rule)) {
  if (int(p.colour.size()) != p.size()) throw UsageError("coloured poset with a colour count unlike its size");
}

std::uint64_t PlainPartizanSolver::removable(std::uint64_t a) const {
  if (game_ == PartizanGame::CustomRemoval) return custom_(a) & a;
  std::uint64_t r = 0;
  for (std::uint64_t m = a; m; m &= m - 1) {
    const int x = std::countr_zero(m);
    bool ok = false;
    switch (game_) {
      case PartizanGame::BlackWhite:
        throw UsageError("black-white poset games have no removability rule");
      case PartizanGame::Pomax: ok = (p_.up[x] & a) == 0; break;
      case PartizanGame::MinMaxRemoval: ok = (p_.up[x] & a) == 0 || (p_.down[x] & a) == 0; break;
      case PartizanGame::LeafRemoval: ok = std::popcount(neighbours_[x] & a) <= 1; break;
      case PartizanGame::CornerRemoval:
        ok = std::popcount(row_neighbours_[x] & a) <= 1 && std::popcount(col_neighbours_[x] & a) <= 1;
        break;
      case PartizanGame::CustomRemoval: break;  // handled above
    }
    if (ok) r |= bit(x);
  }
  return r;
}

std::vector<PartizanMove> PlainPartizanSolver::moves(std::uint64_t a) const {
  std::vector<PartizanMove> out;
  if (game_ == PartizanGame::BlackWhite) {
    for (std::uint64_t m = a; m; m &= m - 1) {
      const int x = std::countr_zero(m);
      out.push_back({x, coloured_.colour[x], a & ~(p_.up[x] | bit(x))});
    }
  } else {
    for (std::uint64_t m = removable(a); m; m &= m - 1) {
      const int x = std::countr_zero(m);
      out.push_back({x, coloured_.colour[x], a & ~bit(x)});
    }
  }
  return out;
}

PlainPartizanSolver::Extremes PlainPartizanSolver::extremes(std::uint64_t a) {
  Extremes e;
  const Colour left = left_colour(game_);
  for (const PartizanMove& mv : moves(a)) {
    Dyadic v = value(mv.after);
    if (mv.mover == left) {
      if (!e.left || v > *e.left) e.left = v;
    } else if (!e.right || v < *e.right) {
      e.right = v;
    }
  }
  return e;
}

Dyadic PlainPartizanSolver::value(std::uint64_t a) {
  if (auto it = memo_.find(a); it != memo_.end()) return it->second;
  Extremes e = extremes(a);
  if (e.left && e.right && *e.left >= *e.right)
    throw NotANumberError(a, "position " + position_text(a) + " of " + coloured_.to_text() + " under " +
                                 partizan_game_name(game_) + " is not a number: best Left option " +
                                 e.left->to_string() + " >= best Right option " + e.right->to_string());
  Dyadic v = Dyadic::simplest_between(e.left, e.right);
  memo_.emplace(a, v);
  return v;
}

Dyadic plain_partizan_value(const ColouredPoset& p, PartizanGame game, std::vector<Cell> cells) {
  return PlainPartizanSolver(p, game, std::move(cells)).value();
}

}  // namespace posetlab
