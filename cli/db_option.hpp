#pragma once
// Options shared by the database subcommands: --db PATH and the output format flags.
#include <string>

#include "cli/command.hpp"
#include "results/store.hpp"
#include "results/table_printer.hpp"

namespace posetlab::cli {

inline void add_db_option(CLI::App& sub, std::string& path) {
  path = kDefaultDbPath;
  sub.add_option("--db", path, "Database file (relative to the current directory)")->capture_default_str();
}

struct FormatFlags {
  bool csv = false, json = false;
  OutputFormat format() const { return json ? OutputFormat::Json : csv ? OutputFormat::Csv : OutputFormat::Table; }
};

inline void add_format_flags(CLI::App& sub, FormatFlags& f) {
  auto* csv = sub.add_flag("--csv", f.csv, "Comma-separated values with a header line");
  sub.add_flag("--json", f.json, "JSON Lines: one object per row")->excludes(csv);
}

}  // namespace posetlab::cli
