// Text forms of a two-level class record; see two_level_class.hpp.
#include "enumerate/two_level_class.hpp"

#include "engine/core/set_system.hpp"
#include "engine/formats/format_text.hpp"

namespace posetlab {

const char* to_string(TopParity p) {
  switch (p) {
    case TopParity::Even: return "even";
    case TopParity::Odd: return "odd";
    case TopParity::Mixed: return "mixed";
    case TopParity::None: return "none";
  }
  return "none";
}

std::string TwoLevelClass::family_text() const { return set_system_to_text(set_system_from_masks(bottoms, sets)); }

}  // namespace posetlab
