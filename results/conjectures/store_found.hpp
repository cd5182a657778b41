#pragma once
// `conjecture mine --store` and `conjecture bounds --store`: each printed conjecture that
// survives its held-back sizes is stored (stored_conjectures.hpp), and so tested at once
// on every complete size; a refuted one is no conjecture and is left out, and one stored
// already is named and left as it is. One line per conjecture goes to `out`.
#include <ostream>
#include <string>

#include "results/conjectures/conjecture_bounds.hpp"
#include "results/conjectures/conjecture_mine.hpp"

namespace posetlab {

// The first `max_proposals` proposals printed (0: all).
void store_mined_proposals(const std::string& db, const MineResult& r, int max_proposals, std::ostream& out);
// The bounds printed (conjecture_bounds keeps --max of them).
void store_fitted_bounds(const std::string& db, const BoundsResult& r, std::ostream& out);

}  // namespace posetlab
