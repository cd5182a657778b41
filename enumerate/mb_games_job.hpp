#pragma once
// The mb-games table as a job of work units (003, Maker-Breaker poset games): every
// poset from nauty-genposetg times every clutter of winning sets on n = 0..C points,
// and every family of singleton sets on n = 0..S points, one row per isomorphism class
// (enumerate/mb_games.hpp) with its outcome.
//
// Units: one per (families, n), keys "clutters;n=4" and "singletons;n=7". A unit
// solves its posets in parallel, a block at a time, and emits each block's rows in
// generator order before the next: the rows do not depend on the thread count and
// memory does not grow with the unit.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/mb_games.hpp"
#include "enumerate/work_unit.hpp"

namespace posetlab {

// The largest sizes a job takes (the job list's and the command line's limits too).
inline constexpr int kMbJobMaxClutters = 5, kMbJobMaxSingletons = 8;

struct MbGamesSpec {
  int clutters_max = 5;    // clutter games on n = 0..clutters_max points (at most kMbJobMaxClutters; -1: none)
  int singletons_max = 8;  // singleton-set games on n = 0..singletons_max points (at most kMbJobMaxSingletons; -1: none)
  int threads = 0;         // 0: OpenMP's default
  std::string canonical_key() const {
    return "clutters<=" + std::to_string(clutters_max) + ";singletons<=" + std::to_string(singletons_max);
  }
};

// A row of the mb_games table: the family kind, the poset (digraph6 of its Hasse
// diagram as genposetg wrote it, whose element ids the sets refer to) and the class.
struct MbGameClass {
  MbFamilies families = MbFamilies::Clutters;
  std::string poset;
  MbGameRow row;
};

// A unit: one family kind at one size, keyed "clutters;n=4" / "singletons;n=7". The parser
// is strict: the key reads back only if it is exactly what mb_games_unit_key writes (n in
// decimal, no sign, blank or leading zero).
struct MbGamesUnit {
  MbFamilies families = MbFamilies::Clutters;
  int n = 0;
};
std::string mb_games_unit_key(const MbGamesUnit& unit);
std::optional<MbGamesUnit> parse_mb_games_unit_key(std::string_view key);

class MbGamesJob {
 public:
  explicit MbGamesJob(MbGamesSpec spec);
  std::vector<WorkUnit> units() const;
  void run_unit(const WorkUnit& unit, const std::function<void(MbGameClass&&)>& sink) const;

 private:
  MbGamesSpec spec_;
};

}  // namespace posetlab
