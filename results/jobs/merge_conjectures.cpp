// Carrying stored conjectures through `posetlab merge`; see merge_conjectures.hpp.
#include "results/jobs/merge_conjectures.hpp"

namespace posetlab {

std::uint64_t merge_input_conjectures(Db& db, std::int64_t run_offset) {
  if (!db.query_int("SELECT count(*) FROM src.sqlite_master WHERE type = 'table' AND name = 'conjectures'")) return 0;
  const std::int64_t held = db.query_int("SELECT count(*) FROM src.conjectures");
  // What the input knows better: a refutation at a smaller size (or any, against an open
  // one), or for two open ones more rows tested.
  db.exec(
      "UPDATE main.conjectures AS m SET sizes_tested = s.sizes_tested, rows_tested = s.rows_tested, "
      "status = s.status, refuted_size = s.refuted_size, counterexample = s.counterexample, "
      "last_tested = s.last_tested FROM src.conjectures AS s "
      "WHERE s.statement = m.statement AND s.about = m.about AND s.condition = m.condition AND "
      "((s.status = 'refuted' AND (m.status = 'open' OR s.refuted_size < m.refuted_size)) OR "
      "(s.status = 'open' AND m.status = 'open' AND s.rows_tested > m.rows_tested))");
  db.exec(
      "UPDATE main.conjectures AS m SET first_stated = min(m.first_stated, s.first_stated), "
      "note = CASE WHEN m.note = '' THEN s.note ELSE m.note END FROM src.conjectures AS s "
      "WHERE s.statement = m.statement AND s.about = m.about AND s.condition = m.condition");
  db.exec(
      "INSERT INTO main.conjectures (statement, about, condition, note, source, first_stated, sizes_tested, "
      "rows_tested, status, refuted_size, counterexample, last_tested) "
      "SELECT statement, about, condition, note, source, first_stated, sizes_tested, rows_tested, status, "
      "refuted_size, counterexample, last_tested FROM src.conjectures AS s WHERE NOT EXISTS (SELECT 1 FROM "
      "main.conjectures AS m WHERE m.statement = s.statement AND m.about = s.about AND m.condition = s.condition) "
      "ORDER BY s.id");
  db.exec(
      "INSERT INTO main.conjecture_history (conjecture, run, at, event, sizes, detail) "
      "SELECT m.id, h.run + " + std::to_string(run_offset) + ", h.at, h.event, h.sizes, h.detail "
      "FROM src.conjecture_history AS h JOIN src.conjectures AS s ON s.id = h.conjecture "
      "JOIN main.conjectures AS m ON m.statement = s.statement AND m.about = s.about AND m.condition = s.condition "
      "WHERE NOT EXISTS (SELECT 1 FROM main.conjecture_history AS k WHERE k.conjecture = m.id AND k.at = h.at AND "
      "k.event = h.event AND k.sizes = h.sizes AND k.detail = h.detail) ORDER BY h.id");
  return std::uint64_t(held);
}

}  // namespace posetlab
