// Checks of paper 002; see check_registry.hpp.
#include "results/check_registry.hpp"

namespace posetlab::checks {

void register_checks_002(std::vector<Check>&) {}

}  // namespace posetlab::checks
