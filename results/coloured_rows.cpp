#include "results/coloured_rows.hpp"

namespace posetlab {

ColouredInserter::ColouredInserter(Db& db)
    : db_(db),
      insert_(db,
              "INSERT INTO coloured_posets (size, poset, colours, blacks, height, width, balanced, "
              "blocking_triples, bw, pomax, aut) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) "
              "ON CONFLICT DO NOTHING"),
      lookup_(db,
              "SELECT count(*) FROM coloured_posets WHERE size = ?1 AND poset = ?2 AND colours = ?3 AND "
              "blacks = ?4 AND height = ?5 AND width = ?6 AND balanced = ?7 AND blocking_triples = ?8 AND "
              "bw = ?9 AND pomax = ?10 AND aut = ?11") {}

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
  bind(insert_);
  insert_.run();
  if (db_.changes() == 1) return true;
  bind(lookup_);
  const bool same = lookup_.step() && lookup_.int64(0) == 1;
  lookup_.reset();
  if (!same)
    throw ConflictError(db_.path() + ": coloured poset " + c.poset + " " + colours +
                        " is already stored with different values (bw " + bw + " computed now)");
  return false;
}

}  // namespace posetlab
