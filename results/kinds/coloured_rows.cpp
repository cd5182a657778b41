#include "results/kinds/coloured_rows.hpp"

namespace posetlab {

ColouredInserter::ColouredInserter(Db& db)
    : db_(db),
      insert_(db, "coloured_posets",
              "size, poset, colours, blacks, height, width, balanced, blocking_triples, bw, pomax, aut") {}

bool ColouredInserter::insert(const ColouredPosetClass& c) {
  const ColouredPosetRow& r = c.row;
  if (!r.pomax.is_integer() || !r.pomax.fits_int64())
    throw DbError(db_.path() + ": pomax value " + r.pomax.to_string() + " of " + c.poset + " " + r.colour_word() +
                  " is not an integer");
  const std::string colours = r.colour_word(), bw = r.bw.to_string();
  auto bind = [&](Stmt& s) {
    s.bind(1, r.size).bind_static(2, c.poset).bind_static(3, colours).bind(4, r.blacks).bind(5, r.height);
    s.bind(6, r.width).bind(7, r.balanced ? 1 : 0).bind(8, r.blocking_triples).bind_static(9, bw);
    s.bind(10, r.pomax.small_numerator()).bind(11, static_cast<std::int64_t>(r.automorphisms));
  };
  return insert_.put(bind, [&] {
    return "coloured poset " + c.poset + " " + colours + " is already stored with different values (bw " + bw +
           " computed now)";
  });
}

}  // namespace posetlab
