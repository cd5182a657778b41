// Physical memory as the system reports it (system_memory.hpp).
#include "util/system_memory.hpp"

#include <unistd.h>

namespace posetlab {

std::size_t physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page <= 0) return std::size_t{4} << 30;
  return std::size_t(pages) * std::size_t(page);
}

std::size_t physical_memory_mb() { return physical_memory_bytes() >> 20; }

}  // namespace posetlab
