// The registration of the built-in game kinds: the lines of api/game_kind_list.hpp,
// expanded into a declaration and a registration each.
#include "api/game_kind_list.hpp"

#include "api/game_registry.hpp"

namespace posetlab::api {

#define POSETLAB_DECLARE_KIND(NAME, kind_name, Tag) GameKind NAME##_kind();
POSETLAB_GAME_KINDS(POSETLAB_DECLARE_KIND)
#undef POSETLAB_DECLARE_KIND

void register_builtin_kinds(GameRegistry& registry) {
#define POSETLAB_ADD_KIND(NAME, kind_name, Tag) \
  {                                             \
    GameKind k = NAME##_kind();                 \
    k.name = kind_name;                         \
    k.tag = KindTag::Tag;                       \
    registry.add(std::move(k));                 \
  }
  POSETLAB_GAME_KINDS(POSETLAB_ADD_KIND)
#undef POSETLAB_ADD_KIND
}

}  // namespace posetlab::api
