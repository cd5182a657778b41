// The Maker-Breaker search (header: what and why). Implementation notes:
// - A node is normalised once, when it is created: dominance, then Lemma 2 (the
//   components need the final sets), then the sets sorted.
// - The table key is built only for positions with at least memo_min_elements unclaimed
//   elements: smaller ones are cheaper to search than to look up. From
//   canonical_min_elements up the key is canonical (nauty), below it relative; a
//   position's size fixes its key kind, so the two never describe one position twice.
// - Moves are tried in order of how many small live sets they touch, so that the
//   likely refutation comes first (Maker: her threats; Breaker: the same blocks).
#include "engine/positional/maker_breaker.hpp"

#include <omp.h>

#include <algorithm>
#include <bit>
#include <mutex>
#include <vector>

#include "engine/core/cancel.hpp"
#include "engine/core/game_kind.hpp"
#include "engine/positional/positional_search.hpp"
#include "engine/memo/shared_table.hpp"

namespace posetlab {
namespace {

using positional::Mask;
constexpr std::uint64_t kProgressEvery = std::uint64_t{1} << 20;
constexpr std::uint64_t kFlushEvery = std::uint64_t{1} << 14;

struct Position {
  Mask rest = 0;      // unclaimed elements (an up-set of the poset)
  bool spare = false;  // one isolated element without sets (Lemma 2's odd remainder)
  std::vector<Mask> sets;  // live sets reduced to their unclaimed elements, all nonempty
};

// A child of a node: its position, or the result the move decides at once.
struct Child {
  Position pos;
  int decided = -1;  // 1: Maker owns a whole set; 0: Breaker killed the last set; -1: search
};

struct Context {
  const GameMasks& m;
  std::vector<Mask> above;  // strictly above, for components
  bool reductions;
  int memo_min_elements, canonical_min_elements;
  SharedTable& table;
  std::atomic<std::uint64_t>& positions;
  std::atomic<std::uint64_t>& lookups;
  std::atomic<std::uint64_t>& hits;
  const std::function<void(std::uint64_t, int, int)>* progress;
  std::mutex& progress_mutex;
  std::atomic<int>& tasks_done;
  int tasks_total;
};

class Search {
 public:
  explicit Search(Context& c) : c_(c) {}
  ~Search() { flush(); }

  Mask claimable(Mask rest) const { return positional::claimable(c_.m, rest); }

  void normalise(Position& p) const {
    auto& s = p.sets;
    if (c_.reductions) {
      positional::keep_minimal_sets(s);
      Mask in_sets = 0;
      for (Mask w : s) in_sets |= w;
      p.spare ^= positional::drop_set_free_components(c_.m, c_.above, p.rest, in_sets);
    } else {
      std::sort(s.begin(), s.end());
      s.erase(std::unique(s.begin(), s.end()), s.end());
    }
    std::sort(s.begin(), s.end());
  }

  // The children for claiming each element of `moves` (best first), then the spare
  // element when `with_spare` (a forced block leaves it out).
  void children(const Position& p, bool maker_moves, Mask moves, bool with_spare, std::vector<Child>& out) const {
    out.clear();
    std::vector<std::pair<int, int>> order;  // (-score, element)
    for (Mask r = moves; r; r &= r - 1) {
      int x = std::countr_zero(r), score = 0;
      for (Mask w : p.sets)
        if (w >> x & 1) score += 1 << (16 - std::min(16, std::popcount(w)));
      order.emplace_back(-score, x);
    }
    std::sort(order.begin(), order.end());
    for (auto [neg, x] : order) {
      Child ch;
      ch.pos.rest = p.rest & ~(Mask{1} << x);
      ch.pos.spare = p.spare;
      // Claimed elements go, with the sets Breaker holds one of. USES: 003-R1
      for (Mask w : p.sets) {
        if (!(w >> x & 1)) {
          ch.pos.sets.push_back(w);
        } else if (maker_moves) {
          Mask shrunk = w & ~(Mask{1} << x);
          if (!shrunk) ch.decided = 1;
          ch.pos.sets.push_back(shrunk);
        }
      }
      if (!maker_moves && ch.pos.sets.empty()) ch.decided = 0;
      if (ch.decided < 0) normalise(ch.pos);
      out.push_back(std::move(ch));
      if (out.back().decided == (maker_moves ? 1 : 0)) return;  // the rest cannot matter
    }
    if (with_spare && p.spare) {  // the spare element: a pure tempo move
      Child ch;
      ch.pos = p;
      ch.pos.spare = false;
      out.push_back(std::move(ch));
    }
  }

  // The moves worth trying and, when the size-one rules decide the node, its value.
  int moves_of(const Position& p, bool maker_moves, Mask& moves) const {
    if (p.sets.empty()) return 0;
    moves = claimable(p.rest);
    if (!moves && !p.spare) return 0;
    if (c_.reductions) {
      Mask single = 0;
      for (Mask w : p.sets)
        if (std::popcount(w) == 1 && (w & moves)) single |= w;
      if (single && maker_moves) return 1;
      if (!maker_moves && std::popcount(single) >= 2) return 1;
      if (!maker_moves && single) moves = single;  // forced block: anything else loses at once
      if (!single && positional::breaker_pairing_exists(moves, p.sets)) return 0;
    }
    return -1;
  }

  // Did moves_of() cut the moves down to one forced block?
  bool forced_block(const Position& p, bool maker_moves, Mask moves) const {
    return c_.reductions && !maker_moves && moves != claimable(p.rest);
  }

  bool maker_wins(const Position& p, bool maker_moves) {
    Mask moves = 0;
    int decided = moves_of(p, maker_moves, moves);
    if (decided >= 0) return decided;
    const bool memo = std::popcount(p.rest) >= c_.memo_min_elements;
    Fingerprint key;
    if (memo) {
      key = key_of(p, maker_moves);
      std::uint32_t v;
      ++lookups_;
      if (c_.table.find(key, v)) {
        ++hits_;
        return v != 0;
      }
    }
    count_position();
    std::vector<Child> kids;
    children(p, maker_moves, moves, !forced_block(p, maker_moves, moves), kids);
    bool result = !maker_moves;
    for (const Child& ch : kids) {
      bool v = ch.decided >= 0 ? ch.decided == 1 : maker_wins(ch.pos, !maker_moves);
      if (v == maker_moves) {
        result = v;
        break;
      }
    }
    if (memo) c_.table.insert(key, result ? 1 : 0);
    return result;
  }

  Fingerprint key_of(const Position& p, bool maker_moves) {
    const bool canonical = std::popcount(p.rest) >= c_.canonical_min_elements &&
                           positional::position_connected(c_.m, c_.above, p.rest, p.sets);
    return keys_.key(MakerBreakerSolver::tag, c_.above, p.rest, std::uint64_t(p.spare) | std::uint64_t(maker_moves) << 1,
                     p.sets, nullptr, canonical);
  }

  void flush() {
    c_.lookups += lookups_;
    c_.hits += hits_;
    std::uint64_t before = c_.positions.fetch_add(positions_);
    if (c_.progress && *c_.progress && (before / kProgressEvery != (before + positions_) / kProgressEvery)) {
      std::lock_guard<std::mutex> lock(c_.progress_mutex);
      (*c_.progress)(before + positions_, c_.tasks_done.load(), c_.tasks_total);
    }
    lookups_ = hits_ = positions_ = 0;
  }

 private:
  void count_position() {
    throw_if_cancelled();
    if (++positions_ >= kFlushEvery) flush();
  }
  Context& c_;
  positional::PositionKeys keys_;
  std::uint64_t positions_ = 0, lookups_ = 0, hits_ = 0;
};

// Canonical keys for positions down to canonical_depth elements below the root.
void set_canonical_range(Context& c, const Position& root, int depth) {
  c.canonical_min_elements = depth < 0 ? 65 : std::popcount(root.rest) - depth;
}

}  // namespace

MakerBreakerSolver::MakerBreakerSolver(MakerBreakerOptions options)
    : options_(std::move(options)), table_(options_.table, options_.private_table_slots) {}

MakerBreakerSolver::~MakerBreakerSolver() = default;

MakerBreakerSolver::Stats MakerBreakerSolver::stats() const { return {positions_.load(), lookups_.load(), hits_.load()}; }

// What one solve needs besides the solver: the game's masks and the search context.
struct MakerBreakerSolver::Run {
  GameMasks m;
  std::mutex progress_mutex;
  std::atomic<int> tasks_done{0};
  Context c;
  Run(const PositionalGame& g, MakerBreakerSolver& s)
      : m(game_masks(g)),
        c{m, positional::strictly_above(m), s.options_.reductions,
          s.options_.memo_min_elements, 65, s.table_.for_next_solve(), s.positions_, s.lookups_, s.hits_,
          &s.options_.progress, progress_mutex, tasks_done, 0} {}
};

MakerBreakerResult MakerBreakerSolver::solve(const PositionalGame& g) {
  Run run(g, *this);
  const GameMasks& m = run.m;
  Context& c = run.c;
  std::atomic<int>& tasks_done = run.tasks_done;
  std::mutex& progress_mutex = run.progress_mutex;
  Search root_search(c);
  Position root{m.all(), false, m.sets};
  root_search.normalise(root);
  set_canonical_range(c, root, options_.canonical_depth);

  MakerBreakerResult result;
  const bool parallel = !omp_in_parallel() && omp_get_max_threads() > 1 &&
                        options_.parallel_root_min_elements > 0 && m.n >= options_.parallel_root_min_elements;
  if (!parallel) {
    result.maker_first = root_search.maker_wins(root, true);
    result.maker_second = root_search.maker_wins(root, false);
    root_search.flush();
    return result;
  }
  // Both starts' root moves become tasks searched on all threads, sharing the table.
  std::vector<Child> tasks[2];
  int decided[2];
  for (int start = 0; start < 2; ++start) {
    const bool maker_moves = start == 0;
    Mask moves = 0;
    decided[start] = root_search.moves_of(root, maker_moves, moves);
    if (decided[start] < 0) {
      root_search.children(root, maker_moves, moves, !root_search.forced_block(root, maker_moves, moves),
                           tasks[start]);
    }
  }
  std::vector<std::pair<int, int>> work;
  for (int start = 0; start < 2; ++start)
    for (int i = 0; i < int(tasks[start].size()); ++i) work.emplace_back(start, i);
  c.tasks_total = int(work.size());
  std::vector<char> value(work.size(), 0);
  CancelCatcher cancel;
#pragma omp parallel
  {
    Search search(c);
#pragma omp for schedule(dynamic, 1)
    for (int t = 0; t < int(work.size()); ++t) {
      const Child& ch = tasks[work[t].first][work[t].second];
      const bool maker_moved = work[t].first == 0;
      cancel.run([&] { value[t] = ch.decided >= 0 ? ch.decided == 1 : search.maker_wins(ch.pos, !maker_moved); });
      ++tasks_done;
      if (options_.progress) {
        search.flush();
        std::lock_guard<std::mutex> lock(progress_mutex);
        options_.progress(positions_.load(), tasks_done.load(), c.tasks_total);
      }
    }
  }
  cancel.rethrow();
  bool outcome[2] = {false, true};  // Maker to move: any child; Breaker to move: every child
  for (std::size_t t = 0; t < work.size(); ++t) {
    if (work[t].first == 0) outcome[0] = outcome[0] || value[t];
    else outcome[1] = outcome[1] && value[t];
  }
  result.maker_first = decided[0] >= 0 ? decided[0] == 1 : outcome[0];
  result.maker_second = decided[1] >= 0 ? decided[1] == 1 : outcome[1];
  root_search.flush();
  return result;
}

bool MakerBreakerSolver::maker_wins(const PositionalGame& g, bool maker_starts) {
  Run run(g, *this);
  Search search(run.c);
  Position root{run.m.all(), false, run.m.sets};
  search.normalise(root);
  set_canonical_range(run.c, root, options_.canonical_depth);
  return search.maker_wins(root, maker_starts);
}

}  // namespace posetlab
