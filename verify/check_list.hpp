#pragma once
// The files of theorem checks, one line each:
//   CHECKS(<subject>)  verify/checks_<subject>.cpp, whose add_<subject>_checks(list) adds
//                      its checks, one line each, declared beside their methods
// Expanded in verify/check_registry.cpp. `verify --list` orders the checks by paper and
// list_order, not by this list; docs/checks.md is generated from that listing
// (scripts/checks_docs.sh) and tests/test_checks_docs.cpp holds the page to it.
#define POSETLAB_CHECK_FILES(CHECKS) \
  CHECKS(chomp) \
  CHECKS(chomp_literature) \
  CHECKS(partizan_balanced) \
  CHECKS(partizan_black_white) \
  CHECKS(partizan_removal) \
  CHECKS(partizan_trees) \
  CHECKS(posets_basics) \
  CHECKS(posets_sums) \
  CHECKS(posets_values) \
  CHECKS(positional_basics) \
  CHECKS(positional_boards) \
  CHECKS(positional_chains) \
  CHECKS(positional_unions) \
  CHECKS(reductions_flip) \
  CHECKS(reductions_formulas) \
  CHECKS(reductions_pomax) \
  CHECKS(reductions_positional) \
  CHECKS(tables_posets) \
  CHECKS(two_level_formulas) \
  CHECKS(two_level_twins)
