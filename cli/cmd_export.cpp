// `posetlab export bfile`: an OEIS-style b-file of one sequence counted from the stored
// tables (results/queries/sequences.hpp), terms up to the last complete size; what was left
// out and why goes to stderr. `--list` names the sequences.
// `posetlab export csv`: a table's invariant and predicate columns at complete sizes, for
// other conjecture miners (results/conjectures/table_csv.hpp).
#include <iostream>
#include <memory>
#include <optional>

#include "cli/options.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/conjectures/table_csv.hpp"
#include "results/queries/size_range.hpp"
#include "results/queries/sequences.hpp"
#include "util/output_file.hpp"

namespace posetlab::cli {
namespace {

struct ExportOptions {
  std::string db, seq, out, size, table = default_conjecture_table(), where;
  int g = -1;
  bool g_given = false, list = false;
};

int run_bfile(const ExportOptions& o) {
  if (o.list) {
    std::cout << sequence_list();
    return kExitOk;
  }
  if (o.seq.empty()) throw UsageError("export bfile: give --seq NAME (or --list to see the sequences)");
  const SequenceSpec& spec = find_sequence(o.seq);  // an unknown name fails before the database opens
  const std::optional<SizeRange> sizes = o.size.empty() ? std::nullopt : std::optional(parse_size_range(o.size));
  Store store(o.db, Store::Access::ReadOnly);
  const Sequence s =
      bfile_sequence(store.db(), spec, o.g_given ? std::optional<int>(o.g) : std::nullopt, o.db, sizes);
  const std::string text = bfile_text(s, o.db);
  if (o.out.empty()) std::cout << text << std::flush;
  else write_output_file(o.out, text);
  std::cerr << bfile_note(s, o.out.empty() ? "stdout" : o.out);
  return kExitOk;
}

int run_csv(const ExportOptions& o) {
  TableCsvOptions c;
  c.table = o.table;
  c.where = o.where;
  if (!o.size.empty()) c.sizes = parse_size_range(o.size);
  Store store(o.db, Store::Access::ReadOnly);
  const TableCsv t = table_csv(store.db(), c);
  if (o.out.empty()) std::cout << t.text << std::flush;
  else write_output_file(o.out, t.text);
  std::cerr << "export csv: " << t.rows << " rows of " << c.table << ", sizes " << sizes_text(t.sizes) << ", "
            << t.header.size() << " columns -> " << (o.out.empty() ? "stdout" : o.out) << "\n";
  return kExitOk;
}

}  // namespace

CommandRun export_command(CLI::App& sub) {
  auto o = std::make_shared<ExportOptions>();
  sub.require_subcommand(1);
  CLI::App* bfile = sub.add_subcommand("bfile", "OEIS-style b-file (\"n a(n)\" lines) of a sequence from the tables");
  bfile->add_option("--seq", o->seq, "Sequence name (see --list), e.g. posets-p");
  bfile->add_option("--g", o->g, "Grundy value, for the *-grundy sequences");
  bfile->add_option("--size", o->size,
                    "Terms n = N, or n = A..B with A:B; each must be stored completely (default: the run of "
                    "complete sizes from the smallest)");
  bfile->add_option("--db", o->db, "Database file")->capture_default_str();
  o->db = kDefaultDbPath;
  bfile->add_option("-o,--out", o->out, "File to write (default: stdout)");
  bfile->add_flag("--list", o->list, "List the sequences and what each counts");
  bfile->footer(
      "Terms are sizes the table holds completely, each judged on its own (posets: as many rows as\n"
      "A000112; two_level: every (bottoms, tops) in a complete job): by default the run of consecutive\n"
      "complete sizes from the smallest, stderr saying where and why it stops; --size 9 or --size 1:9\n"
      "asks for exactly those sizes and fails, naming the size, when one is not complete.\n"
      "Examples:\n"
      "  posetlab export bfile --list\n"
      "  posetlab export bfile --seq posets-p --out b_posets_p.txt\n"
      "  posetlab export bfile --seq posets-count --size 1:8\n"
      "  posetlab export bfile --seq two-level-grundy --g 1 --db data/posetlab.sqlite");
  CLI::App* csv = sub.add_subcommand("csv", "A table's invariant and predicate columns as CSV, for other miners");
  csv->add_option("--table", o->table, "One of " + conjecture_table_names())
      ->capture_default_str();
  csv->add_option("--size", o->size,
                  "Sizes N, or A..B with A:B, each of which must be stored completely (default: every complete size)");
  csv->add_option("--where", o->where, "Only the rows where this SQL expression is true");
  csv->add_option("--db", o->db, "Database file")->capture_default_str();
  csv->add_option("-o,--out", o->out, "File to write (default: stdout)");
  csv->footer(
      "One row per stored object of the complete sizes: its key columns, size, the integer columns the conjecture\n"
      "commands use, and each built-in predicate of `conjecture implications` as a 0/1 column named after it.\n"
      "A CSV reader (pandas.read_csv, TxGraffiti) takes it as it is; the summary line goes to stderr.\n"
      "Examples:\n"
      "  posetlab export csv --size 1:8 -o posets.csv\n"
      "  posetlab export csv --table two_level --where \"components = 1\"");
  return [o, bfile, csv] {
    if (csv->parsed()) return run_csv(*o);
    o->g_given = bfile->count("--g") > 0;
    return run_bfile(*o);
  };
}

}  // namespace posetlab::cli
