// Physical memory as the system reports it (system_memory.hpp).
#include "util/system_memory.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>

namespace posetlab {

std::size_t physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page <= 0) return std::size_t{4} << 30;
  return std::size_t(pages) * std::size_t(page);
}

std::size_t physical_memory_mb() { return physical_memory_bytes() >> 20; }

std::size_t address_space_limit_bytes() {
  rlimit r{};
  if (getrlimit(RLIMIT_AS, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return SIZE_MAX;
  return std::size_t(r.rlim_cur);
}

std::size_t usable_memory_bytes() { return std::min(physical_memory_bytes(), address_space_limit_bytes()); }

std::size_t available_memory_bytes() {
  std::FILE* f = std::fopen("/proc/meminfo", "r");
  if (!f) return usable_memory_bytes();
  char line[256];
  unsigned long long kib = 0;
  bool found = false;
  while (!found && std::fgets(line, sizeof line, f)) found = std::sscanf(line, "MemAvailable: %llu kB", &kib) == 1;
  std::fclose(f);
  return std::min(found ? std::size_t(kib) << 10 : physical_memory_bytes(), address_space_limit_bytes());
}

}  // namespace posetlab
