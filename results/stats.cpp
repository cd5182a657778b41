// Database statistics; see stats.hpp. The Grundy columns are generated from the values
// present (g0, g1, ...), never from user text.
#include "results/stats.hpp"

#include "results/checksum.hpp"

namespace posetlab {

void print_stats(Store& store, const StatsOptions& o, std::ostream& out) {
  Db& db = store.db();
  bool table = o.format == OutputFormat::Table;
  if (table) out << "jobs in " << store.path() << "\n";
  Stmt jobs = db.prepare(
      "SELECT j.job, count(u.ordinal) AS units_done, j.units AS units, coalesce(sum(u.rows), 0) AS rows, "
      "CASE WHEN count(u.ordinal) = j.units THEN 'complete' "
      "     WHEN EXISTS (SELECT 1 FROM locks l WHERE l.job = j.job) THEN 'running' "
      "     ELSE 'partial' END AS status, "
      "(SELECT max(r.ended_at) FROM runs r WHERE r.job = j.job) AS last_run "
      "FROM jobs j LEFT JOIN units u ON u.job = j.job GROUP BY j.job ORDER BY j.job");
  print_rows(jobs, o.format, out);

  int max_grundy = static_cast<int>(db.query_int("SELECT max(grundy) FROM two_level", -1));
  std::string keys = o.by_tops ? "bottoms, tops" : "bottoms";
  std::string sql = "SELECT " + keys + ", count(*) AS classes, sum(has_empty_top) AS with_empty_top";
  for (int g = 0; g <= max_grundy; ++g) sql += ", sum(grundy = " + std::to_string(g) + ") AS g" + std::to_string(g);
  sql += " FROM two_level GROUP BY " + keys + " ORDER BY " + keys;
  if (table) out << "\ntwo_level classes per " << (o.by_tops ? "bottoms and tops" : "bottoms")
                 << " and Grundy value\n";
  Stmt classes = db.prepare(sql);
  print_rows(classes, o.format, out);

  if (o.checksum) {
    TableChecksum c = two_level_checksum(db);
    if (table) out << "\ntwo_level checksum " << c.hex << " (" << c.rows << " rows)\n";
    else if (o.format == OutputFormat::Csv) out << "table,rows,checksum\ntwo_level," << c.rows << "," << c.hex << "\n";
    else out << "{\"table\":\"two_level\",\"rows\":" << c.rows << ",\"checksum\":\"" << c.hex << "\"}\n";
  }
}

}  // namespace posetlab
