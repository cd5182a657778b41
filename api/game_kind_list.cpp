// The registration list of the built-in game kinds: one line per kind, in the order
// `solve --help` lists them. Each add_*_kind lives in its own api/kind_*.cpp.
#include "api/game_registry.hpp"

namespace posetlab::api {

void add_impartial_kind(GameRegistry&);
void add_positional_kinds(GameRegistry&);
void add_partizan_kinds(GameRegistry&);
void add_misere_kind(GameRegistry&);

void register_builtin_kinds(GameRegistry& registry) {
  add_impartial_kind(registry);
  add_positional_kinds(registry);
  add_partizan_kinds(registry);
  add_misere_kind(registry);
}

}  // namespace posetlab::api
