#pragma once
// The machine's physical memory, for limits that must fit it (`solve --table-mb`).
#include <cstddef>

namespace posetlab {

// Physical memory in MiB (4 GiB when the system does not say).
std::size_t physical_memory_mb();

}  // namespace posetlab
