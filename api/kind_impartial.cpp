// The impartial poset game (002): Grundy value, outcome, g-set and winning moves. The
// fast path is engine/impartial/impartial_search.hpp, which picks the kernel, the
// element-mask search or the dense pass over Chomp boards per poset and falls back when
// the pass cannot hold a position; --plain is plain search by the definition
// (engine/impartial/plain_grundy.hpp). This file translates requests and answers.
#include <climits>
#include <string>

#include "api/game_registry.hpp"
#include "engine/impartial/impartial_search.hpp"
#include "engine/impartial/plain_grundy.hpp"

namespace posetlab::api {
namespace {

class ImpartialSolver final : public KindSolver {
 public:
  explicit ImpartialSolver(const SolveRequest& r) : request_(r), search_(options(r)) {}

  Answer solve(ParsedPoset&& input) override {
    const Poset& poset = input.poset;
    ImpartialResult r;
    if (request_.plain)  // the value only (check_request refuses --gset and --moves)
      r.value.grundy = plain_grundy(poset);
    else
      r = search_.solve(poset, request_.gset, request_.moves);
    return answer(poset, r);
  }

  SolveStats stats() const override {
    SolveStats s = search_stats(search_.kernel_stats());
    s.fast = search_.fast_stats();
    return s;
  }

 private:
  Answer answer(const Poset& poset, ImpartialResult& r) const {
    Answer a;
    a.add("elements", std::int64_t(poset.size())).add("grundy", std::int64_t(r.value.grundy));
    a.add("outcome", std::string(1, r.value.outcome()));
    if (request_.gset || request_.moves) a.add("gset", std::move(r.value.gset));
    if (!request_.moves) return a;
    a.add("winning_moves", std::move(r.value.winning_moves));
    if (r.winning_cells) a.add("winning_cells", std::move(*r.winning_cells));
    return a;
  }

  static ImpartialSearchOptions options(const SolveRequest& r) {
    ImpartialSearchOptions o;
    o.method = r.search;
    o.kernel = on_table<SolverOptions>(r);
    if (r.canonical_min_elements >= 0) o.kernel.canonical_min_elements = r.canonical_min_elements;
    o.progress = r.fast_progress;
    return o;
  }
  const SolveRequest request_;
  ImpartialSearch search_;
};

}  // namespace

GameKind impartial_kind() {
  GameKind k;
  k.key_tags = {Solver::tag};
  k.format = LineFormat::Uncoloured;
  k.help = "impartial (002 poset games: grundy, outcome N/P)";
  k.fields = {{"elements", FieldType::Int, "number of elements"},
              {"grundy", FieldType::Int, "Grundy value (nimber)"},
              {"outcome", FieldType::String, "N (the player to move wins) or P"},
              {"gset", FieldType::IntList, "sorted values of the options (--gset, --moves)", true},
              {"winning_moves", FieldType::IntList, "elements whose option has value 0 (--moves)", true},
              {"winning_cells", FieldType::String,
               "a Chomp position's winning moves as cells (row,column), the poisoned square (0,0), at most as many "
               "rows as columns (--moves)",
               true}};
  k.takes_search = k.takes_options = true;
  k.max_elements = INT_MAX;  // the kernel takes any size; --max-elements bounds it
  k.plain_max_elements = kPlainMaxElements;
  k.stream_batch = 8192, k.stream_chunk = 16, k.prefault_batch = 1024;
  k.make_solver = [](const SolveRequest& r) { return std::make_unique<ImpartialSolver>(r); };
  return k;
}

}  // namespace posetlab::api
