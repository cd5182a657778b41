// Finding classes; see find.hpp.
#include "results/queries/find.hpp"

#include "engine/core/error.hpp"
#include "engine/core/set_system.hpp"
#include "engine/formats/format_dot.hpp"
#include "results/store/sets_codec.hpp"

namespace posetlab {
namespace {

// Each filter is "column = ?N" (a range: between ?N and ?M) or, when unset, "?N IS NULL":
// one statement serves all.
const char* const kFindSql =
    "SELECT family, bottoms, tops, grundy, gset, aut, parity_uniform, top_parity, components, isolated, "
    "has_empty_top, sets FROM two_level "
    "WHERE (?1 IS NULL OR bottoms BETWEEN ?1 AND ?8) AND (?2 IS NULL OR tops BETWEEN ?2 AND ?9) AND (?3 IS NULL OR grundy = ?3) "
    "AND (?4 IS NULL OR parity_uniform = ?4) AND (?5 IS NULL OR has_empty_top = ?5) "
    "AND (?6 IS NULL OR components = ?6) "
    "ORDER BY bottoms, tops, sets LIMIT ?7";


}  // namespace

std::uint64_t find_classes(Store& store, const FindFilters& f, FindOutput output, std::ostream& out) {
  if (f.limit < 0) throw UsageError("--limit must be >= 0 (0: no limit)");
  for (auto [v, name] : {std::pair{f.parity_uniform, "--parity-uniform"}, {f.has_empty_top, "--empty-top"}})
    if (v && *v != 0 && *v != 1) throw UsageError(std::string(name) + " takes 0 or 1");
  Stmt s = store.db().prepare(kFindSql);
  if (f.bottoms) s.bind(1, f.bottoms->lo), s.bind(8, f.bottoms->hi);
  if (f.tops) s.bind(2, f.tops->lo), s.bind(9, f.tops->hi);
  int i = 3;
  for (const auto& v : {f.grundy, f.parity_uniform, f.has_empty_top, f.components}) {
    if (v) s.bind(i, *v);
    ++i;
  }
  s.bind(7, f.limit == 0 ? std::int64_t(-1) : f.limit);
  switch (output) {
    case FindOutput::Table: return print_rows(s, OutputFormat::Table, out);
    case FindOutput::Csv: return print_rows(s, OutputFormat::Csv, out);
    case FindOutput::Json: return print_rows(s, OutputFormat::Json, out);
    default: break;
  }
  std::uint64_t n = 0;
  while (s.step()) {
    ++n;
    if (output == FindOutput::Families) {
      out << s.text(0) << "  # grundy=" << s.int64(3) << " aut=" << s.int64(5)
          << " parity_uniform=" << s.int64(6) << " top_parity=" << s.text(7) << " components=" << s.int64(8)
          << '\n';
    } else {
      int b = static_cast<int>(s.int64(1));
      SetSystem fam = set_system_from_masks(b, decode_sets(b, s.blob(11)));
      out << "// " << s.text(0) << "  grundy=" << s.int64(3) << '\n'
          << set_system_to_dot(fam, "class" + std::to_string(n)) << '\n';
    }
  }
  return n;
}

}  // namespace posetlab
