#pragma once
// The checks of the theorems the engine takes as shortcuts.
//
// A shortcut is a line of the engine that finds a value by a theorem instead of by the
// definition: a sum of components as the XOR of their values, a least element peeled as
// +1, an N-free poset's g-set from its parts'. Each such line carries the comment
// `USES: <check id>`, naming the registered check of the theorem it relies on, as SQLite
// marks its requirements with EVIDENCE-OF: `grep -rn "USES: 002-L1"` finds every line
// that a broken 002-L1 would break. Several ids are comma-separated
// (`USES: 000-T2.4, 001-P2.26/T2.28`); the list ends at the first word after an id that
// does not follow a comma.
//
// tests/test_shortcut_uses.cpp reads every source file and fails when a USES names no
// registered check, or when a check listed here is used nowhere: a new shortcut cites its
// check, and a check listed here points at the lines that rely on it. Such a check takes
// its values from the definition, never from the solver that uses the shortcut
// (docs/design.md §2, "Shortcuts the engine takes").
#include <string_view>

namespace posetlab::checks {

inline constexpr std::string_view kShortcutTheoremChecks[] = {
    "000-T2.4",         // a disjoint union's value is the XOR of its parts' (components)
    "001-P2.26/T2.28",  // the same sum rule as 001 states it
    "002-L1",           // a least element adds 1 (peeled)
    "001-F3.1",         // N-free: the g-set of a parallel union
    "001-L3.2",         // N-free: the g-set of a series union
    "001-S3.1-DT",      // N-free: the recursion over the decomposition
    "001-S2.4-BW",      // black-white games are numbers: components add, dominated moves pruned
    "004-L2.1/T3.1",    // element-removal games are integers: components add
    "003-R1",           // Maker-Breaker: claimed elements deleted, sets Breaker holds dropped
    "003-L2",           // Maker-Breaker: a component meeting no set counts by its parity
    "001-Chomp-rows",   // 3- and 4-row Chomp: one last row per longer rows makes a P-position
};

}  // namespace posetlab::checks
