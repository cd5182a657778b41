// Schema creation, version check and migrations. Design notes:
// - two_level (version 7) is a view over two_level_rows, a WITHOUT ROWID table keyed by
//   the canonical encoding (bottoms, sets) that stores integers and that blob only:
//   the texts a user reads (family, top_parity, bottom_twins) are functions of the key
//   (two_level_sql.hpp), so a class takes about 40 bytes instead of 150-220, and the key
//   is the table itself: no index to maintain or rebuild after a load. Jobs insert
//   each unit's rows sorted by key (results/tables/two_level.cpp).
// - Every job's progress lives in units (one row per committed work unit), so resume
//   and merge read the database, never a side file.
// - Migrations are a list of steps from version v to v + 1, applied in one
//   transaction; an unknown newer version is refused, never guessed at.
#include "results/store/schema.hpp"

#include <iterator>
#include <string>
#include <vector>

#include "results/store/check_markers_split.hpp"
#include "results/store/posets_misere_fill.hpp"
#include "results/store/two_level_sql.hpp"

namespace posetlab {
namespace {

const char* const kSchemaV1 = R"sql(
CREATE TABLE two_level (
  bottoms        INTEGER NOT NULL,  -- b, isolated bottoms included
  tops           INTEGER NOT NULL,  -- t, the empty top included
  edges          INTEGER NOT NULL,  -- sum of the tops' sizes
  has_empty_top  INTEGER NOT NULL,  -- 0/1
  sets           BLOB    NOT NULL,  -- canonical tops, ascending, ceil(b/8) bytes each, big-endian
  family         TEXT    NOT NULL,  -- canonical representative, `family N: {..} {..}`
  grundy         INTEGER NOT NULL,
  gset           INTEGER NOT NULL,  -- bit v set iff some option has value v
  aut            INTEGER NOT NULL,  -- automorphism group order
  parity_uniform INTEGER NOT NULL,  -- 0/1, 000 Def. 4.1
  top_parity     TEXT    NOT NULL,  -- odd | even | mixed | none
  components     INTEGER NOT NULL,
  isolated       INTEGER NOT NULL,  -- bottoms in no top
  bottom_twins   TEXT    NOT NULL   -- sizes of the bottom twin classes, descending
);
CREATE TABLE posets (
  size       INTEGER NOT NULL,
  canonical  TEXT    NOT NULL,      -- canonical digraph6 of the Hasse diagram
  relations  INTEGER,               -- comparable pairs
  height     INTEGER,
  width      INTEGER,
  grundy     INTEGER NOT NULL,
  gset       INTEGER NOT NULL,
  aut        INTEGER,
  components INTEGER,
  PRIMARY KEY (size, canonical)
) WITHOUT ROWID;
CREATE TABLE jobs (
  job          TEXT PRIMARY KEY,    -- canonical key of the job's parameters
  kind         TEXT NOT NULL,       -- two-level
  units        INTEGER NOT NULL,    -- work units of the whole job (every shard)
  units_digest TEXT NOT NULL,       -- hash of the ordered unit keys: shards must agree
  created_at   TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  job             TEXT NOT NULL,
  kind            TEXT NOT NULL,     -- two-level | merge
  parameters      TEXT NOT NULL,     -- the command's options as given
  shard_index     INTEGER NOT NULL DEFAULT 0,
  shard_count     INTEGER NOT NULL DEFAULT 1,
  version         TEXT NOT NULL,
  git_revision    TEXT NOT NULL,
  host            TEXT NOT NULL,
  pid             INTEGER NOT NULL,
  threads         INTEGER NOT NULL,
  started_at      TEXT NOT NULL,     -- UTC, ISO 8601
  ended_at        TEXT,
  units_total     INTEGER,           -- units of this shard
  units_skipped   INTEGER,           -- already committed when the run started
  units_run       INTEGER NOT NULL DEFAULT 0,
  rows            INTEGER NOT NULL DEFAULT 0,  -- classes emitted by the units run
  prepare_seconds REAL,
  seconds         REAL,
  status          TEXT NOT NULL,     -- running | complete | failed | killed | interrupted
  message         TEXT
);
CREATE TABLE units (
  job          TEXT    NOT NULL,
  ordinal      INTEGER NOT NULL,
  key          TEXT    NOT NULL,
  rows         INTEGER NOT NULL,
  run          INTEGER,              -- runs.id of the run that committed it
  committed_at TEXT    NOT NULL,
  seconds      REAL    NOT NULL,
  PRIMARY KEY (job, ordinal)
) WITHOUT ROWID;
CREATE TABLE locks (
  job           TEXT PRIMARY KEY,
  run           INTEGER,
  pid           INTEGER NOT NULL,
  host          TEXT    NOT NULL,
  process_start INTEGER NOT NULL,   -- start time of pid, so a reused pid is not mistaken
  since         TEXT    NOT NULL
) WITHOUT ROWID;
CREATE TABLE meta (
  name  TEXT PRIMARY KEY,
  value TEXT
) WITHOUT ROWID;
CREATE TABLE checks (
  id             TEXT NOT NULL,     -- e.g. 000-thm-3.2
  paper          TEXT,
  claim          TEXT,
  scope          TEXT NOT NULL,     -- the instances checked, e.g. "two_level bottoms<=5"
  instances      INTEGER,
  failures       INTEGER,
  counterexample TEXT,
  status         TEXT,              -- pass | fail | error
  run            INTEGER,
  seconds        REAL,
  checked_at     TEXT,
  UNIQUE (id, scope)
);
)sql";

// Before the 6 -> 7 step: the texts two_level stored must be the ones the view will
// derive from the key, or the file holds something this build does not understand.
void check_two_level_texts(Db& db) {
  Stmt bad = db.prepare(
      "SELECT family FROM two_level WHERE family IS NOT two_level_family(bottoms, sets) OR "
      "top_parity IS NOT two_level_top_parity(bottoms, sets) OR "
      "bottom_twins IS NOT two_level_bottom_twins(bottoms, sets) LIMIT 1");
  if (bad.step())
    throw BadDatabaseError(db.path() + ": two_level row " + bad.text(0) +
                           " has texts that do not match its sets; cannot migrate to schema version 7");
}

struct Migration {
  Migration(const char* step, void (*check)(Db&) = nullptr, void (*fill)(Db&) = nullptr)
      : sql(step), before(check), after(fill) {}
  const char* sql;
  void (*before)(Db&);  // a check that must pass first
  void (*after)(Db&);   // fills what the step added to rows stored before it
};

// Migration steps: kMigrations[v] turns version v + 1 into v + 2; a fresh file gets
// version 1 and then every step (never edit a landed step).
const Migration kMigrations[] = {
    // 1 -> 2: the coloured-poset table (partizan games, 001 §2.4 and 004).
    R"sql(
CREATE TABLE coloured_posets (
  size             INTEGER NOT NULL,
  poset            TEXT    NOT NULL,  -- digraph6 of the Hasse diagram, as nauty-genposetg wrote it
  colours          TEXT    NOT NULL,  -- B/W per element of `poset`, least white mask of its orbit
  blacks           INTEGER NOT NULL,
  height           INTEGER NOT NULL,
  width            INTEGER NOT NULL,
  balanced         INTEGER NOT NULL,  -- 0/1: the pomax game is balanced (004 Def. 4.1)
  blocking_triples INTEGER NOT NULL,  -- x covered by y covered by z, c(x) = c(y) != c(z)
  bw               TEXT    NOT NULL,  -- black-white value (Black = Left), exact: "5/2", "-3/4"
  pomax            INTEGER NOT NULL,  -- pomax value (White = Left)
  aut              INTEGER NOT NULL,  -- colour-preserving automorphisms
  PRIMARY KEY (size, poset, colours)
) WITHOUT ROWID;
)sql",
    // 2 -> 3: the columns of `enumerate posets` (every poset of a size).
    R"sql(
ALTER TABLE posets ADD COLUMN hasse_arcs INTEGER;  -- cover pairs
ALTER TABLE posets ADD COLUMN levels TEXT;         -- elements per level from the bottom, e.g. "3,2"
ALTER TABLE posets ADD COLUMN outcome TEXT;        -- P (second player wins) or N
ALTER TABLE posets ADD COLUMN n_free INTEGER;      -- 0/1: no induced N
)sql",
    // 3 -> 4: what each theorem check compared with (definition, formula, peer:<tool>,
    // oeis:<id>, engine); NULL for rows recorded before.
    "ALTER TABLE checks ADD COLUMN oracle TEXT;",
    // 4 -> 5: the Maker-Breaker game table (003 §7 tables).
    R"sql(
CREATE TABLE mb_games (
  families     TEXT    NOT NULL,  -- clutters | singletons: which families of winning sets
  size         INTEGER NOT NULL,
  poset        TEXT    NOT NULL,  -- digraph6 of the Hasse diagram, as nauty-genposetg wrote it
  sets         TEXT    NOT NULL,  -- winning sets on `poset`'s ids, least of its orbit: "{0,2} {3}", "-"
  height       INTEGER NOT NULL,
  parity       INTEGER NOT NULL,  -- size % 2
  set_count    INTEGER NOT NULL,
  set_sizes    TEXT    NOT NULL,  -- sizes of the sets, largest first: "2,1"
  outcome      TEXT    NOT NULL,  -- M | B | N | P
  maker_first  INTEGER NOT NULL,  -- 0/1: Maker wins when she starts
  maker_second INTEGER NOT NULL,  -- 0/1: Maker wins when Breaker starts
  aut          INTEGER NOT NULL,  -- poset automorphisms fixing the family
  PRIMARY KEY (families, size, poset, sets)
) WITHOUT ROWID;
)sql",
    // 5 -> 6: `enumerate posets --summary`: counts per unit instead of rows, and
    // their totals per size.
    R"sql(
CREATE TABLE posets_summary (
  size       INTEGER NOT NULL,
  part       INTEGER NOT NULL,  -- the unit: genposetg's part (res) of the size's parts (mod)
  grundy     INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  width      INTEGER NOT NULL,
  components INTEGER NOT NULL,
  outcome    TEXT    NOT NULL,  -- P (grundy 0) or N
  posets     INTEGER NOT NULL,  -- posets of the part with these values
  PRIMARY KEY (size, part, grundy, height, width, components)
) WITHOUT ROWID;
CREATE VIEW posets_counts AS
  SELECT size, grundy, height, width, components, outcome, sum(posets) AS posets FROM posets_summary
  GROUP BY size, grundy, height, width, components, outcome;
)sql",
    // 6 -> 7: compact two_level: integer and blob columns keyed by (bottoms,
    // sets) without rowid; the texts derived by the two_level view (two_level_sql.hpp)
    // under the same column names. Bulk loads (indexes dropped, meta bulk_load) end here.
    {R"sql(
CREATE TABLE two_level_rows (
  bottoms        INTEGER NOT NULL,  -- b, isolated bottoms included
  sets           BLOB    NOT NULL,  -- canonical tops, ascending, ceil(b/8) bytes each, big-endian
  tops           INTEGER NOT NULL,  -- t, the empty top included
  edges          INTEGER NOT NULL,  -- sum of the tops' sizes
  has_empty_top  INTEGER NOT NULL,  -- 0/1
  grundy         INTEGER NOT NULL,
  gset           INTEGER NOT NULL,  -- bit v set iff some option has value v
  aut            INTEGER NOT NULL,  -- automorphism group order
  parity_uniform INTEGER NOT NULL,  -- 0/1, 000 Def. 4.1
  components     INTEGER NOT NULL,
  isolated       INTEGER NOT NULL,  -- bottoms in no top
  PRIMARY KEY (bottoms, sets)
) WITHOUT ROWID;
INSERT INTO two_level_rows (bottoms, sets, tops, edges, has_empty_top, grundy, gset, aut, parity_uniform,
                            components, isolated)
  SELECT bottoms, sets, tops, edges, has_empty_top, grundy, gset, aut, parity_uniform, components, isolated
  FROM two_level ORDER BY bottoms, sets;
DROP TABLE two_level;
CREATE VIEW two_level AS
  SELECT bottoms, tops, edges, has_empty_top, sets, two_level_family(bottoms, sets) AS family, grundy, gset, aut,
         parity_uniform, two_level_top_parity(bottoms, sets) AS top_parity, components, isolated,
         two_level_bottom_twins(bottoms, sets) AS bottom_twins
  FROM two_level_rows;
DELETE FROM meta WHERE name IN ('bulk_load', 'bulk_load_table');
)sql",
     check_two_level_texts},
    // 7 -> 8: posets keyed by (size, part, canonical): a unit's rows are one run
    // of the key order, so storing a unit appends pages instead of touching pages all over
    // the table (canonical forms are random against the generation order: at N = 11 each
    // commit rewrote hundreds of MB). `part` is the unit; rows stored before get -1.
    R"sql(
CREATE TABLE posets_by_part (
  size       INTEGER NOT NULL,
  part       INTEGER NOT NULL,      -- the unit that stored it: genposetg's part (-1: stored before schema 8)
  canonical  TEXT    NOT NULL,      -- canonical digraph6 of the Hasse diagram
  relations  INTEGER,               -- comparable pairs
  height     INTEGER,
  width      INTEGER,
  grundy     INTEGER NOT NULL,
  gset       INTEGER NOT NULL,
  aut        INTEGER,
  components INTEGER,
  hasse_arcs INTEGER,               -- cover pairs
  levels     TEXT,                  -- elements per level from the bottom, e.g. "3,2"
  outcome    TEXT,                  -- P (second player wins) or N
  n_free     INTEGER,               -- 0/1: no induced N
  PRIMARY KEY (size, part, canonical)
) WITHOUT ROWID;
INSERT INTO posets_by_part
  SELECT size, -1, canonical, relations, height, width, grundy, gset, aut, components, hasse_arcs, levels, outcome, n_free
  FROM posets ORDER BY size, canonical;
DROP TABLE posets;
ALTER TABLE posets_by_part RENAME TO posets;
)sql",
    // 8 -> 9: the Chomp boards (`enumerate chomp`). IF NOT EXISTS: a database rolled back
    // to an older version by dropping later tables may still hold it.
    R"sql(
CREATE TABLE IF NOT EXISTS chomp (
  a             INTEGER NOT NULL,  -- rows of the board (a <= b)
  b             INTEGER NOT NULL,  -- columns
  grundy        INTEGER NOT NULL,
  outcome       TEXT    NOT NULL,  -- N (first player wins; every board but 1 x 1) or P
  winning_bites INTEGER NOT NULL,  -- bites whose position has value 0
  bites         TEXT    NOT NULL,  -- the winning bites, row-major: "(1,1)", "(0,3) (2,5)"; "-" for none.
                                   -- (row, column) from the poisoned square (0,0)
  PRIMARY KEY (a, b)
) WITHOUT ROWID;
)sql",
    // 9 -> 10: each unit's content checksum, the digest of the rows it wrote
    // (unit_checksum.hpp), so `stats --recheck` finds a changed value without recomputing;
    // NULL for units committed before. The table is copied rather than altered, so a file
    // rolled back to an older version with the column still there migrates too.
    R"sql(
CREATE TABLE units_with_checksums (
  job          TEXT    NOT NULL,
  ordinal      INTEGER NOT NULL,
  key          TEXT    NOT NULL,
  rows         INTEGER NOT NULL,
  run          INTEGER,              -- runs.id of the run that committed it
  committed_at TEXT    NOT NULL,
  seconds      REAL    NOT NULL,
  checksum     TEXT,                 -- digest of the unit's rows (unit_checksum.hpp); NULL before version 10
  PRIMARY KEY (job, ordinal)
) WITHOUT ROWID;
INSERT INTO units_with_checksums (job, ordinal, key, rows, run, committed_at, seconds)
  SELECT job, ordinal, key, rows, run, committed_at, seconds FROM units;
DROP TABLE units;
ALTER TABLE units_with_checksums RENAME TO units;
)sql",
    // 10 -> 11: stored conjectures (stored_conjectures.hpp), re-tested by the nightly on
    // each size that becomes complete, and the history of what each test changed.
    R"sql(
CREATE TABLE IF NOT EXISTS conjectures (
  id             INTEGER PRIMARY KEY,
  statement      TEXT    NOT NULL,             -- an SQL expression, as `conjecture test` takes it
  about          TEXT    NOT NULL,             -- the table it is about: posets, two_level, ...
  condition      TEXT    NOT NULL DEFAULT '',  -- the rows it is claimed for, as --where ('' every row)
  note           TEXT    NOT NULL DEFAULT '',
  source         TEXT    NOT NULL,             -- stated (conjecture store) | mined (conjecture mine --store)
  first_stated   TEXT    NOT NULL,             -- UTC, ISO 8601
  sizes_tested   TEXT    NOT NULL DEFAULT '',  -- complete sizes tested so far: "1..8", "1..7, 9"
  rows_tested    INTEGER NOT NULL DEFAULT 0,   -- objects tested on them
  status         TEXT    NOT NULL,             -- open | refuted
  refuted_size   INTEGER,                      -- the smallest size with a counterexample
  counterexample TEXT,                         -- the smallest counterexample, as `conjecture test` prints it
  last_tested    TEXT,                         -- UTC, ISO 8601: when sizes were last added
  UNIQUE (statement, about, condition)
);
CREATE TABLE IF NOT EXISTS conjecture_history (
  id         INTEGER PRIMARY KEY,
  conjecture INTEGER NOT NULL,           -- conjectures.id
  run        INTEGER,                    -- runs.id of the nightly's re-test (NULL: conjecture store)
  at         TEXT    NOT NULL,           -- UTC, ISO 8601
  event      TEXT    NOT NULL,           -- stated | extended | refuted | new
  sizes      TEXT    NOT NULL DEFAULT '',  -- the sizes this test added
  detail     TEXT    NOT NULL DEFAULT ''   -- refuted: the smallest counterexample
);
)sql",
    // 11 -> 12: outcome rows in chomp, the boards of the outcome pass (one bit a position):
    // grundy NULL. The table is copied, as SQLite cannot drop a NOT NULL in place.
    R"sql(
CREATE TABLE chomp_with_outcome_rows (
  a             INTEGER NOT NULL,  -- rows of the board (a <= b)
  b             INTEGER NOT NULL,  -- columns
  grundy        INTEGER,           -- NULL: an outcome row (the outcome pass keeps no Grundy values)
  outcome       TEXT    NOT NULL,  -- N (first player wins; every board but 1 x 1) or P
  winning_bites INTEGER NOT NULL,  -- bites whose position is a P-position (value 0)
  bites         TEXT    NOT NULL,  -- the winning bites, row-major: "(1,1)", "(0,3) (2,5)"; "-" for none.
                                   -- (row, column) from the poisoned square (0,0)
  PRIMARY KEY (a, b)
) WITHOUT ROWID;
INSERT INTO chomp_with_outcome_rows (a, b, grundy, outcome, winning_bites, bites)
  SELECT a, b, grundy, outcome, winning_bites, bites FROM chomp ORDER BY a, b;
DROP TABLE chomp;
ALTER TABLE chomp_with_outcome_rows RENAME TO chomp;
)sql",
    // 12 -> 13: `enumerate two-level --size N --summary`: counts per unit instead of rows,
    // and their totals. IF NOT EXISTS: a database rolled back to an older version by
    // dropping later tables may still hold them.
    R"sql(
CREATE TABLE IF NOT EXISTS two_level_summary (
  size           INTEGER NOT NULL,  -- bottoms + tops (no empty top)
  part           INTEGER NOT NULL,  -- the unit: its ordinal in the job of the size
  bottoms        INTEGER NOT NULL,  -- b, isolated bottoms included
  tops           INTEGER NOT NULL,
  grundy         INTEGER NOT NULL,
  components     INTEGER NOT NULL,
  isolated       INTEGER NOT NULL,  -- bottoms in no top
  parity_uniform INTEGER NOT NULL,  -- 0/1, 000 Def. 4.1
  top_parity     TEXT    NOT NULL,  -- odd | even | mixed | none
  outcome        TEXT    NOT NULL,  -- P (grundy 0) or N
  classes        INTEGER NOT NULL,  -- classes of the part with these values
  labeled        INTEGER NOT NULL,  -- the labelled families they stand for: the sum of bottoms!/|Aut|
  PRIMARY KEY (size, part, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity)
) WITHOUT ROWID;
CREATE VIEW IF NOT EXISTS two_level_counts AS
  SELECT size, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity, outcome,
         sum(classes) AS classes, sum(labeled) AS labeled
  FROM two_level_summary
  GROUP BY size, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity, outcome;
)sql",
    // 13 -> 14: the misere-play outcome of each stored poset (N or P), filled for the rows
    // stored before and their unit checksums re-sealed (posets_misere_fill.hpp).
    {"ALTER TABLE posets ADD COLUMN misere TEXT;  -- misere play (the player who cannot move wins): N or P",
     nullptr, fill_posets_misere},
    // 14 -> 15: a column for each value of a check's result, which schema 14 packed into
    // the claim and counterexample texts; the verdict `verify` computed is stored, so no
    // reader recomputes it. The table is copied (the new columns stand beside the ones
    // they belong with), and the values of the rows stored before are split out of their
    // texts (check_markers_split.hpp).
    {R"sql(
CREATE TABLE checks_typed (
  id                    TEXT NOT NULL,     -- e.g. 000-T3.1
  paper                 TEXT,              -- the source: paper file and numbering
  claim                 TEXT,              -- the statement checked, with its note
  expected              INTEGER NOT NULL DEFAULT 1,  -- 0/1: 0 for a control or a claim refuted as printed
  notes                 TEXT,              -- figures the check computed on the way
  scope                 TEXT NOT NULL,     -- the instances checked
  instances             INTEGER,
  failures              INTEGER,
  verdict               TEXT,              -- check_verdict.hpp's token; NULL: not recorded
  status                TEXT,              -- pass | fail | error | no-data | no-instances
  counterexample        TEXT,              -- the smallest counterexample's text
  counterexample_detail TEXT,              -- what the claim predicted and what was computed
  counterexample_dot    TEXT,              -- its Graphviz drawing
  missing_data          TEXT,              -- what the check needed from the database and did not find
  error                 TEXT,              -- what stopped the check
  run                   INTEGER,
  seconds               REAL,
  checked_at            TEXT,
  oracle                TEXT,
  UNIQUE (id, scope)
);
INSERT INTO checks_typed (id, paper, claim, scope, instances, failures, status, counterexample, run, seconds,
                          checked_at, oracle)
  SELECT id, paper, claim, scope, instances, failures, status, counterexample, run, seconds, checked_at, oracle
  FROM checks;
DROP TABLE checks;
ALTER TABLE checks_typed RENAME TO checks;
)sql",
     nullptr, split_check_markers},
};
static_assert(std::size(kMigrations) + 1 == kSchemaVersion, "one migration step per schema version");

int pragma_int(Db& db, const char* pragma) {
  return static_cast<int>(db.query_int(std::string("PRAGMA ") + pragma));
}

}  // namespace

void prepare_schema(Db& db, bool writable) {
  int version = 0, app = 0;
  std::int64_t objects = 0;
  try {
    version = pragma_int(db, "user_version");
    app = pragma_int(db, "application_id");
    objects = db.query_int("SELECT count(*) FROM sqlite_schema");
  } catch (const DbError& e) {
    if (e.code() == SQLITE_NOTADB || (e.code() & 0xff) == SQLITE_CORRUPT)
      throw BadDatabaseError(db.path() + ": not a posetlab database (not an SQLite file, or corrupt)");
    throw;
  }
  if (objects > 0 && app != kApplicationId)
    throw BadDatabaseError(db.path() + ": not a posetlab database (an SQLite file written by another program)");
  if (version > kSchemaVersion)
    throw BadDatabaseError(db.path() + ": schema version " + std::to_string(version) +
                  " is newer than this posetlab understands (" + std::to_string(kSchemaVersion) +
                  "); use a newer posetlab");
  if (objects > 0 && version == kSchemaVersion) {
    if (writable) db.exec("PRAGMA journal_mode=WAL");
    return;
  }
  if (!writable)
    throw BadDatabaseError(db.path() + (objects == 0 ? ": empty database (no posetlab tables yet)"
                                           : ": schema version " + std::to_string(version) +
                                                 " needs migrating; run a posetlab job on it first"));
  // Page size only takes effect before the first table; 16 KiB pages make bulk loads
  // and index builds of the multi-gigabyte two_level table cheaper (fewer levels).
  // WAL must be set outside a transaction; both persist in the file.
  if (objects == 0) db.exec("PRAGMA page_size=16384");
  db.exec("PRAGMA journal_mode=WAL");
  Transaction tx(db);
  version = pragma_int(db, "user_version");  // re-read under the write lock
  if (db.query_int("SELECT count(*) FROM sqlite_schema") == 0) {
    db.exec(kSchemaV1);
    db.exec("PRAGMA application_id=" + std::to_string(kApplicationId));
    version = 1;
  }
  for (; version < kSchemaVersion; ++version) {
    const Migration& step = kMigrations[version - 1];
    if (step.before) step.before(db);
    db.exec(step.sql);
    if (step.after) step.after(db);
  }
  db.exec("PRAGMA user_version=" + std::to_string(kSchemaVersion));
  tx.commit();
}

}  // namespace posetlab
