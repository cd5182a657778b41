#pragma once
// Code paths by CPU feature level, chosen at run time: one binary runs on every x86-64
// with SSE4.2 and POPCNT (x86-64-v2) and takes the AVX2 or AVX-512 kernels where the CPU
// has them (docs/portability.md).
//
//   scalar   the x86-64-v2 baseline the whole binary is compiled for
//   avx2     AVX2 + BMI2 (x86-64-v3: Haswell, Zen 1 and later)
//   avx512   AVX-512 F/BW/VL/CD/VBMI/BITALG (Ice Lake, Zen 4 and later)
//
// Every path gives the same results bit for bit; tests run each one the CPU has on the
// same inputs. The environment variable POSETLAB_CPU=scalar|avx2|avx512|auto (or
// set_cpu_path) forces a path, e.g. to compare them or to reproduce a slower host.
#include <cstdint>
#include <string>
#include <vector>

namespace posetlab {

enum class CpuPath { Scalar = 0, Avx2 = 1, Avx512 = 2 };

const char* cpu_path_name(CpuPath path);
// Every path, slowest first.
std::vector<CpuPath> all_cpu_paths();
// Whether this CPU (and its operating system) can run the path.
bool cpu_supports(CpuPath path);
// The fastest path the CPU supports.
CpuPath best_cpu_path();
// The path in use: POSETLAB_CPU when set (UsageError if unknown or unsupported, thrown
// at the first call), else the best one. Cheap: one relaxed load after the first call.
CpuPath cpu_path();
// Forces a path (UsageError if the CPU lacks it); CpuPath from "auto" = best_cpu_path().
void set_cpu_path(CpuPath path);
// "scalar" | "avx2" | "avx512" | "auto"; UsageError otherwise.
CpuPath parse_cpu_path(const std::string& name);

// The CPU's model name (from /proc/cpuinfo, else "unknown") and the features the
// dispatch looks at, e.g. "sse4.2 popcnt avx2 bmi2 -avx512f ..." ('-': absent).
std::string cpu_model_name();
std::string cpu_feature_summary();

// The instruction-set extensions the whole binary was compiled for (the build's -march),
// e.g. "x86-64 sse4.2 popcnt": the floor below every path, whatever this CPU has.
std::string compiled_for();

}  // namespace posetlab
