// Encoding and inserting two_level rows; see two_level_rows.hpp.
#include "results/two_level_rows.hpp"

namespace posetlab {
void append_family_text(int bottoms, const std::vector<std::uint64_t>& sets, std::string& out) {
  out += "family ";
  out += std::to_string(bottoms);
  out += ':';
  for (std::uint64_t m : sets) {
    out += " {";
    bool first = true;
    for (; m; m &= m - 1) {
      if (!first) out += ',';
      first = false;
      int i = __builtin_ctzll(m);
      if (i >= 10) out += char('0' + i / 10);
      out += char('0' + i % 10);
    }
    out += '}';
  }
}

TwoLevelInserter::TwoLevelInserter(Db& db)
    : db_(db),
      insert_(db,
              "INSERT INTO two_level (bottoms, sets, tops, edges, has_empty_top, family, grundy, gset, "
              "aut, parity_uniform, top_parity, components, isolated, bottom_twins) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14) ON CONFLICT DO NOTHING"),
      lookup_(db,
              "SELECT count(*) FROM two_level WHERE bottoms = ?1 AND sets = ?2 AND tops = ?3 AND "
              "edges = ?4 AND has_empty_top = ?5 AND family = ?6 AND grundy = ?7 AND gset = ?8 AND "
              "aut = ?9 AND parity_uniform = ?10 AND top_parity = ?11 AND components = ?12 AND "
              "isolated = ?13 AND bottom_twins = ?14") {}

bool TwoLevelInserter::insert(const TwoLevelClass& c) {
  std::string sets = encode_sets(c.bottoms, c.sets);
  family_.clear();
  append_family_text(c.bottoms, c.sets, family_);
  const std::string& family = family_;
  auto bind = [&](Stmt& s) {
    // `sets`, `family` and the class outlive the step: no copies.
    s.bind(1, c.bottoms).bind_static_blob(2, sets.data(), static_cast<int>(sets.size()));
    s.bind(3, c.tops).bind(4, c.edges).bind(5, c.has_empty_top ? 1 : 0).bind_static(6, family);
    s.bind(7, c.grundy).bind(8, static_cast<std::int64_t>(c.gset));
    s.bind(9, static_cast<std::int64_t>(c.aut)).bind(10, c.parity_uniform ? 1 : 0);
    s.bind_static(11, to_string(c.top_parity)).bind(12, c.components).bind(13, c.isolated);
    s.bind_static(14, c.bottom_twins);
  };
  bind(insert_);
  insert_.run();
  if (db_.changes() == 1) return true;
  // Already stored (another job covering the same class, or a re-insert): it must be
  // the very same row, or some computation is wrong and the table must not hide it.
  bind(lookup_);
  bool same = lookup_.step() && lookup_.int64(0) == 1;
  lookup_.reset();
  if (!same)
    throw ConflictError(db_.path() + ": class " + family +
                        " is already stored with different values (grundy " + std::to_string(c.grundy) +
                        " computed now)");
  return false;
}

}  // namespace posetlab
