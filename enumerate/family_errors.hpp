#pragma once
// The usage errors of the built-in families and the `family` catalogue, shared by the
// files that check their arguments (one definition, whatever file includes it).
#include <string>

#include "engine/core/error.hpp"

namespace posetlab::families {

inline void require(bool ok, const std::string& message) {
  if (!ok) throw UsageError(message);
}

}  // namespace posetlab::families

namespace posetlab::catalogue {

[[noreturn]] inline void usage(const std::string& message) { throw UsageError("family: " + message); }

}  // namespace posetlab::catalogue
