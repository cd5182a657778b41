// The impartial poset game (002): Grundy value, outcome, g-set and winning moves. The
// fast path chooses between the kernel (engine/impartial/solver.hpp), the element-mask search
// (engine/impartial/mask_search.hpp) and the dense pass over Chomp boards (engine/chomp/chomp_dense.hpp)
// per poset (engine/impartial/search_choice.hpp); under --search auto a Chomp position the dense
// pass cannot hold (a value above 255, a box beyond memory) goes to the other two.
// --plain is plain search by the definition (engine/impartial/plain_grundy.hpp).
#include <omp.h>

#include <climits>
#include <optional>
#include <string>

#include "api/game_registry.hpp"
#include "engine/chomp/chomp_shape.hpp"
#include "engine/core/error.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/search_choice.hpp"
#include "engine/impartial/solver.hpp"

namespace posetlab::api {
namespace {

class ImpartialSolver final : public KindSolver {
 public:
  explicit ImpartialSolver(const SolveRequest& r) : request_(r), solver_(options(r)) {}

  Answer solve(ParsedPoset&& input) override {
    const Poset& poset = input.poset;
    const bool with_options = request_.gset || request_.moves;
    SolveResult r;
    if (request_.plain) {
      r.grundy = plain_grundy(poset);
      return answer(poset, r, with_options);
    }
    const SearchChoice choice = choose_search_explained(request_.search, poset);
    fast_.chomp_over_memory += choice.chomp_box_over_memory;
    SearchMethod method = choice.method;
    if (method == SearchMethod::Chomp) {
      ChompDenseOptions chomp_options;
      chomp_options.threads = omp_in_parallel() ? 1 : 0;
      if (request_.fast_progress.chomp) chomp_options.progress = request_.fast_progress.chomp;
      ChompDenseStats s;
      try {
        r = solve_by_chomp(poset, with_options, chomp_options, &s);
        ++fast_.chomp_solved;
        add_pass_stats(fast_.chomp, s);
        return answer(poset, r, with_options);
      } catch (const ChompValueOverflow& e) {
        // Auto answers by another search; an explicit --search chomp asked for this one.
        if (request_.search == SearchMethod::Chomp)
          throw UsageError(std::string(e.what()) + " (--search auto or kernel solves it)");
        ++fast_.chomp_over_width;
        method = choose_general_search(request_.search, poset);
      }
    }
    if (method == SearchMethod::Mask) {
      MaskSearchOptions mask_options;
      mask_options.threads = omp_in_parallel() ? 1 : 0;  // one game alone gets every thread
      if (request_.fast_progress.mask) mask_options.progress = request_.fast_progress.mask;
      MaskSearchStats s;
      r = solve_by_mask(poset, with_options, mask_options, &s);
      ++fast_.mask_solved;
      add_pass_stats(fast_.mask, s);
    } else if (with_options) {
      r = solver_.solve(poset, request_.moves);
    } else {
      r.grundy = solver_.grundy(poset);
    }
    return answer(poset, r, with_options);
  }

  SolveStats stats() const override {
    SolveStats s = search_stats(solver_.stats());
    s.fast = fast_;
    return s;
  }

 private:
  Answer answer(const Poset& poset, SolveResult& r, bool with_options) const {
    Answer a;
    a.add("elements", std::int64_t(poset.size())).add("grundy", std::int64_t(r.grundy));
    a.add("outcome", std::string(1, r.outcome()));
    if (with_options) a.add("gset", std::move(r.gset));
    if (!request_.moves) return a;
    // A Chomp position also names its winning moves as cells (row, column), as the chomp
    // table writes its bites: recognising one is O(n^2) bit tests, small beside the solve.
    const std::optional<ChompShape> shape = recognise_chomp(poset);
    std::string cells = shape ? chomp_cells_text(oriented_as_table(*shape), r.winning_moves) : "";
    a.add("winning_moves", std::move(r.winning_moves));
    if (shape) a.add("winning_cells", std::move(cells));
    return a;
  }

  static SolverOptions options(const SolveRequest& r) {
    SolverOptions o = on_table<SolverOptions>(r);
    if (r.canonical_min_elements >= 0) o.canonical_min_elements = r.canonical_min_elements;
    return o;
  }
  const SolveRequest request_;
  Solver solver_;
  FastSearchStats fast_;  // what the mask search and the dense Chomp pass did, and what Auto moved off it
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
