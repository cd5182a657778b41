#pragma once
// The tables a conjecture can be tested on, and for each: what "size" means, which sizes
// it holds completely, which integer columns are invariants for mining, and how a row
// reads as an object (a `poset N: ...` line, a `family N: ...` line, a drawing).
//
// Completeness is never decided here twice. A table holding a counted population
// (value_counts.hpp: all posets, two-level posets) takes `export bfile`'s rule as that
// population proves it, in the rows table or in its summary table. Tables without a
// published count take a job rule: a size is complete when, for each job kind's family of
// rows, either a job with all its units committed covers it or no job covers it (so a
// shard or an interrupted run never passes for proof). Each table's choice is written in
// its file in results/tables/. Each size is judged on its own: a
// table holding only size 9 completely has the complete size 9, and a statement about
// sizes 1..9 needs each of them (results/queries/size_range.hpp).
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "results/queries/value_counts.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct SizeCompleteness {
  std::vector<int> complete;  // ascending, each size judged on its own
  std::string rule;           // how completeness was decided, for reports
  // Why the run of complete sizes from the smallest one possible (0 or 1) ends ("" when
  // the table holds nothing beyond it).
  std::string stop_note;
  std::map<int, std::string> incomplete;  // sizes holding rows that are not complete, and why
  std::string fill;  // what stores a size: "posetlab enumerate posets --size " ("": job tables)
  // Why size n is not complete: its entry in `incomplete`, or that nothing of it is stored.
  std::string why_not(int n) const;
};

// One stored row read with SELECT *: its columns as (name, JSON literal) and as the
// object it stands for.
struct ConjectureRow {
  int size = 0;
  std::string text;  // `poset 4: 0<1 ...`, `family 3: {0,1} {2}`, or the columns
  std::string dot;   // a Graphviz drawing ("" when the row is counts, not an object)
  std::vector<std::pair<std::string, std::string>> columns;  // name, JSON value
};

// A named 0/1 expression over a table's columns, for implications.
struct Predicate {
  std::string name, sql;
  char outcome = 0;  // 'P' or 'N' for the outcome predicates, 0 otherwise
  std::uint64_t support = 0;
};

struct ConjectureTable {
  std::string name;                     // the SQL table or view
  std::string size_sql;                 // "size", "bottoms + tops"
  std::string base_where;               // rows outside the completeness rule ("" none)
  std::vector<std::string> readable;    // tables the expression may read (the view's own included)
  std::vector<std::string> invariants;  // integer columns (or SQL over them) mining uses
  std::vector<std::string> properties;  // 0/1 columns mining uses as properties
  std::vector<std::string> targets;     // integer columns `mine --target` accepts, default first
  std::string object;                   // "poset", "two-level poset", ... for verdict lines
  std::string weight_sql = "1";         // objects a row stands for (posets_summary: its count)
  std::string size_noun = "points";     // what the size counts, for verdict lines
  // Which sizes the database holds completely, judged each on its own.
  std::function<SizeCompleteness(Db&)> completeness;
  // The row as the object it stands for: sets `text` and `dot` from the row's text
  // columns (name -> value); unset, the row reads as its columns.
  std::function<void(const std::map<std::string, std::string>& text_columns, ConjectureRow& row)> describe;
  // The implications' built-in predicates, and bounds known to hold (target, bound).
  std::vector<Predicate> predicates;
  std::vector<std::pair<std::string, std::string>> known_bounds;
  // Other measures a row can be counted by (`conjecture determine --measure NAME`), each
  // with its own completeness: two_level's "bottoms", whose complete values are 000's
  // finite classes (every family of tops on b bottoms).
  struct Measure {
    std::string name, sql, noun;
    std::function<SizeCompleteness(Db&)> completeness;
  };
  std::vector<Measure> measures;
  // The table conjecture commands read when no --table is given; exactly one has it.
  bool read_by_default = false;
};

// The tables conjectures can be tested on are those whose description
// (results/jobs/job.hpp's TableDescription, written in results/tables/) points to one of
// these, in the job registry's order.

// Throws UsageError naming the tables that work.
const ConjectureTable& conjecture_table(const std::string& name);
std::string conjecture_table_names();
// The name of the table read when none is given (ConjectureTable::read_by_default).
const std::string& default_conjecture_table();

SizeCompleteness complete_sizes(Db& db, const ConjectureTable& table);

// The rules tables choose from for their `completeness`:
// sizes complete in the value counts of `population` (value_counts.hpp), in its rows
// table or (`summary`) its summary table, messages naming the other one and the command
// that fills a size (fill or summary_fill) as the population does;
SizeCompleteness counted_completeness(Db& db, const CountedPopulation& population, bool summary,
                                      const std::string& rule_note = "");
// sizes covered by jobs of `job_kind` whose units are all committed, for each family of
// rows: `bounds` reads a job key as (family -> largest size), nullopt for a key this build
// does not know (it proves nothing);
using JobBounds = std::function<std::optional<std::map<std::string, int>>(const std::string& job_key)>;
SizeCompleteness job_cover_completeness(Db& db, const std::string& job_kind, const std::vector<std::string>& families,
                                        const JobBounds& bounds);
// sizes n with a committed unit of `job_kind` for which `unit_size` gives n (nullopt:
// a unit of no size), in a table `table` whose size column is `size_column`.
SizeCompleteness unit_completeness(Db& db, const std::string& job_kind, const std::string& table,
                                   const std::string& size_column,
                                   const std::function<std::optional<int>(const std::string& unit_key)>& unit_size,
                                   const std::string& rule, const std::string& fill);

// The complete sizes split for a miner: those up to `mine_up_to` are fitted on, the rest
// held back (-1: every complete size but the largest is fitted on). Throws UsageError,
// naming `command` ("conjecture mine") and `verb` ("mine"), when fewer than two sizes are
// complete or none is left to fit on.
struct MinedSizes {
  std::vector<int> mined, held;
  int up_to = 0;  // the largest size fitted on may be: mined sizes are those <= up_to
};
MinedSizes split_mined_sizes(const SizeCompleteness& sc, const std::string& table, int mine_up_to,
                             const std::string& command, const std::string& verb);

// A count or size option of a conjecture command, checked alike for the CLI and Python:
// UsageError "OPTION: VALUE is not from LOW to HIGH" otherwise (a NaN included).
void check_option_range(const char* option, double value, double low, double high);

// The current row of `all_columns` (a SELECT * statement, size first is not required).
ConjectureRow read_conjecture_row(const ConjectureTable& table, const Stmt& all_columns, int size);

// The row as one line: the object (`poset 4: ...`, readable by `posetlab solve`) and then,
// after "  #", its numeric columns and the text columns `named_sql` (the statement or filter
// that picked the row) names; a row that is not an object reads as its columns.
std::string conjecture_row_line(const ConjectureRow& row, const std::string& named_sql);

}  // namespace posetlab
