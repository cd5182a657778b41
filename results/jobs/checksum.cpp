// Table checksums; see checksum.hpp.
#include "results/jobs/checksum.hpp"

#include <xxhash.h>

#include <cstdio>

#include "results/jobs/job_registry.hpp"
#include "results/jobs/table_descriptions.hpp"

namespace posetlab {

TableChecksum query_checksum(Db& db, const std::string& sql) {
  TableChecksum out;
  XXH3_state_t* st = XXH3_createState();
  XXH3_128bits_reset(st);
  Stmt s = db.prepare(sql);
  while (s.step()) {
    ++out.rows;
    for (int c = 0; c < s.columns(); ++c) {
      // Type tag and length first, so ("ab","c") and ("a","bc") differ.
      unsigned char tag = static_cast<unsigned char>(s.type(c));
      XXH3_128bits_update(st, &tag, 1);
      if (tag == SQLITE_INTEGER) {
        std::int64_t v = s.int64(c);
        XXH3_128bits_update(st, &v, sizeof v);
      } else if (tag == SQLITE_FLOAT) {
        double v = s.real(c);
        XXH3_128bits_update(st, &v, sizeof v);
      } else if (tag != SQLITE_NULL) {
        std::string v = tag == SQLITE_BLOB ? s.blob(c) : s.text(c);
        std::uint64_t n = v.size();
        XXH3_128bits_update(st, &n, sizeof n);
        XXH3_128bits_update(st, v.data(), v.size());
      }
    }
  }
  XXH128_hash_t h = XXH3_128bits_digest(st);
  XXH3_freeState(st);
  char buf[33];
  std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(h.high64),
                static_cast<unsigned long long>(h.low64));
  out.hex = buf;
  return out;
}

TableChecksum table_checksum(Db& db, const TableDescription& table) {
  return query_checksum(db, has_kind_table(db, table) ? table.checksum_sql() : "SELECT 1 WHERE 0");
}

}  // namespace posetlab
