#pragma once
// The machine's physical memory, for limits and defaults that must fit it (`solve
// --table-mb`, the shared table's default size, the dense Chomp pass).
#include <cstddef>

namespace posetlab {

// Physical memory in bytes, and in MiB (4 GiB when the system does not say).
std::size_t physical_memory_bytes();
std::size_t physical_memory_mb();
// Memory available to a new allocation now (MemAvailable of /proc/meminfo; the physical
// memory when the system does not say).
std::size_t available_memory_bytes();

}  // namespace posetlab
