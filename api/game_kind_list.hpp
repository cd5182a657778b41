#pragma once
// The built-in game kinds, one line each, in the order `solve --help` lists them:
//   KIND(NAME, "name", Tag)
// NAME_kind() (api/kind_*.cpp) describes the kind, "name" is its --game value and Tag the
// KindTag it registers (engine/core/game_kind.hpp), which must be one its table keys carry
// (GameRegistry::add checks). Expanded in api/game_kind_list.cpp; tests/doc_reference.py
// holds README.md's list of --game values to these lines.
#define POSETLAB_GAME_KINDS(KIND)                   \
  KIND(impartial, "impartial", Impartial)           \
  KIND(maker_breaker, "maker-breaker", MakerBreaker) \
  KIND(maker_maker, "maker-maker", MakerMaker)       \
  KIND(bw, "bw", BlackWhite)                        \
  KIND(pomax, "pomax", Pomax)                       \
  KIND(removal, "removal", MinMaxRemoval)           \
  KIND(misere, "misere", Misere)                    \
  KIND(dual_misere, "dual-misere", DualMisere)
