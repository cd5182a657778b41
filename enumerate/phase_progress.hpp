#pragma once
// How far a long preparation pass has got (a table every unit of a job reads, built
// before the first unit): called with the phase's name, the work done and the work in
// all, first with done = 0 and last with done = total. May be called from any thread,
// concurrently; may be empty (nobody listens). results/jobs/phase_lines.hpp prints it.
#include <cstdint>
#include <functional>

namespace posetlab {

using PhaseProgress = std::function<void(const char* phase, std::uint64_t done, std::uint64_t total)>;

}  // namespace posetlab
