// The misere column of posets rows stored before schema 14; see posets_misere_fill.hpp.
#include "results/store/posets_misere_fill.hpp"

#include <string>
#include <utility>
#include <vector>

#include "engine/formats/format_digraph6.hpp"
#include "engine/impartial/misere_small.hpp"
#include "enumerate/work_unit.hpp"
#include "results/store/row_digest.hpp"

namespace posetlab {
namespace {

struct UnitToSeal {
  std::string job;
  std::int64_t ordinal = 0;
  int size = 0, part = 0;
};

RowsDigest digest_of_part(Db& db, const std::string& columns, int size, int part) {
  Stmt rows = db.prepare("SELECT " + columns + " FROM posets WHERE size = ?1 AND part = ?2");
  rows.bind(1, size).bind(2, part);
  RowsDigest d;
  digest_rows(rows, d);
  return d;
}

// The posets units whose stored checksum matches their rows over `old_columns`.
std::vector<UnitToSeal> intact_units(Db& db, const std::string& old_columns) {
  std::vector<UnitToSeal> out;
  Stmt units = db.prepare(
      "SELECT u.job, u.ordinal, u.key, u.checksum, u.rows FROM units u JOIN jobs j USING (job) "
      "WHERE j.kind = 'posets' AND u.checksum IS NOT NULL");
  while (units.step()) {
    const std::optional<PartKey> key = parse_part_key(units.text(2));
    const std::optional<RowsDigest> stored = RowsDigest::from_hex(units.text(3));
    if (!key || !stored) continue;
    const RowsDigest now = digest_of_part(db, old_columns, key->n, key->part);
    if (now.same_sum(*stored) && std::int64_t(now.rows) == units.int64(4))
      out.push_back({units.text(0), units.int64(1), key->n, key->part});
  }
  return out;
}

// Fills the rows of one (size, part) group: read first, then written, so no statement
// steps over rows while they change.
void fill_part(Db& db, int size, int part, Stmt& set) {
  std::vector<std::string> canonical;
  Stmt rows = db.prepare("SELECT canonical FROM posets WHERE size = ?1 AND part = ?2 AND misere IS NULL");
  rows.bind(1, size).bind(2, part);
  while (rows.step()) canonical.push_back(rows.text(0));
  for (const std::string& c : canonical) {
    const char outcome = misere_outcome_small(parse_digraph6_small(c, LineSource{"posets.canonical", 0}));
    set.reset();
    set.bind(1, std::string(1, outcome)).bind(2, size).bind(3, part).bind(4, c);
    set.run();
  }
}

}  // namespace

void fill_posets_misere(Db& db) {
  std::string old_columns;
  Stmt names = db.prepare("SELECT name FROM pragma_table_info('posets') WHERE name <> 'misere' ORDER BY cid");
  while (names.step()) old_columns += (old_columns.empty() ? "" : ", ") + names.text(0);
  const std::vector<UnitToSeal> seal = intact_units(db, old_columns);

  std::vector<std::pair<int, int>> parts;
  Stmt groups = db.prepare("SELECT DISTINCT size, part FROM posets WHERE misere IS NULL");
  while (groups.step()) parts.emplace_back(int(groups.int64(0)), int(groups.int64(1)));
  Stmt set = db.prepare("UPDATE posets SET misere = ?1 WHERE size = ?2 AND part = ?3 AND canonical = ?4");
  for (const auto& [size, part] : parts) fill_part(db, size, part, set);

  Stmt reseal = db.prepare("UPDATE units SET checksum = ?1 WHERE job = ?2 AND ordinal = ?3");
  for (const UnitToSeal& u : seal) {
    reseal.reset();
    reseal.bind(1, digest_of_part(db, "*", u.size, u.part).hex()).bind(2, u.job).bind(3, u.ordinal);
    reseal.run();
  }
}

}  // namespace posetlab
