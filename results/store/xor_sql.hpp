#pragma once
// xor(a, b, ...): the bitwise exclusive or of one or more integers, as SQL. SQLite has
// & and | but no XOR operator, and the formulas of poset games are nim-sums (000 Thm
// 4.2: g = b XOR t(p XOR 2)), so closed forms (`conjecture determine`) and stored
// conjectures write them as xor(...). Any NULL argument gives NULL; a non-integer one
// is taken as SQLite's integer conversion of it. Registered on every Store connection.
#include "results/store/sqlite_db.hpp"

namespace posetlab {

void register_xor_function(Db& db);

}  // namespace posetlab
