// Checks of paper 001; see check_registry.hpp.
#include "results/check_registry.hpp"

namespace posetlab::checks {

void register_checks_001(std::vector<Check>&) {}

}  // namespace posetlab::checks
