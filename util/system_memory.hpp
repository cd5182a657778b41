#pragma once
// The machine's physical memory, for limits and defaults that must fit it (`solve
// --table-mb`, the shared table's default size, the dense Chomp pass).
#include <cstddef>
#include <cstdint>

namespace posetlab {

// Physical memory in bytes, and in MiB (4 GiB when the system does not say).
std::size_t physical_memory_bytes();
std::size_t physical_memory_mb();
// The process's address-space limit (RLIMIT_AS, `ulimit -v`; SIZE_MAX when none).
std::size_t address_space_limit_bytes();
// Physical memory, or the address-space limit when that is lower: what one process can use.
std::size_t usable_memory_bytes();
// Memory available to a new allocation now (MemAvailable of /proc/meminfo; the physical
// memory when the system does not say), at most the address-space limit.
std::size_t available_memory_bytes();

}  // namespace posetlab
