// Run-time choice of the code path; see cpu_paths.hpp.
#include "engine/core/cpu_paths.hpp"

#include <atomic>
#include <cstdlib>
#include <fstream>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

// -1: not chosen yet.
std::atomic<int> g_path{-1};

bool has(const char* feature) {
  // __builtin_cpu_supports needs a literal; one branch per feature the paths use.
  __builtin_cpu_init();
  const std::string f = feature;
  if (f == "sse4.2") return __builtin_cpu_supports("sse4.2");
  if (f == "popcnt") return __builtin_cpu_supports("popcnt");
  if (f == "avx2") return __builtin_cpu_supports("avx2");
  if (f == "bmi2") return __builtin_cpu_supports("bmi2");
  if (f == "avx512f") return __builtin_cpu_supports("avx512f");
  if (f == "avx512bw") return __builtin_cpu_supports("avx512bw");
  if (f == "avx512vl") return __builtin_cpu_supports("avx512vl");
  if (f == "avx512cd") return __builtin_cpu_supports("avx512cd");
  if (f == "avx512vbmi") return __builtin_cpu_supports("avx512vbmi");
  if (f == "avx512bitalg") return __builtin_cpu_supports("avx512bitalg");
  return false;
}

const char* const kFeatures[] = {"sse4.2", "popcnt", "avx2", "bmi2", "avx512f", "avx512bw",
                                 "avx512vl", "avx512cd", "avx512vbmi", "avx512bitalg"};

}  // namespace

const char* cpu_path_name(CpuPath path) {
  switch (path) {
    case CpuPath::Scalar: return "scalar";
    case CpuPath::Avx2: return "avx2";
    case CpuPath::Avx512: return "avx512";
  }
  return "?";
}

std::vector<CpuPath> all_cpu_paths() { return {CpuPath::Scalar, CpuPath::Avx2, CpuPath::Avx512}; }

bool cpu_supports(CpuPath path) {
  switch (path) {
    case CpuPath::Scalar: return has("sse4.2") && has("popcnt");
    case CpuPath::Avx2: return cpu_supports(CpuPath::Scalar) && has("avx2") && has("bmi2");
    case CpuPath::Avx512:
      return cpu_supports(CpuPath::Avx2) && has("avx512f") && has("avx512bw") && has("avx512vl") && has("avx512cd") &&
             has("avx512vbmi") && has("avx512bitalg");
  }
  return false;
}

CpuPath best_cpu_path() {
  if (cpu_supports(CpuPath::Avx512)) return CpuPath::Avx512;
  if (cpu_supports(CpuPath::Avx2)) return CpuPath::Avx2;
  return CpuPath::Scalar;
}

CpuPath parse_cpu_path(const std::string& name) {
  if (name == "auto" || name.empty()) return best_cpu_path();
  for (CpuPath p : all_cpu_paths())
    if (name == cpu_path_name(p)) return p;
  throw UsageError("unknown CPU path '" + name + "' (POSETLAB_CPU / --cpu): expected scalar, avx2, avx512 or auto");
}

void set_cpu_path(CpuPath path) {
  if (!cpu_supports(path))
    throw UsageError(std::string("this CPU lacks the features of the ") + cpu_path_name(path) + " path (" +
                     cpu_feature_summary() + ")");
  g_path.store(int(path), std::memory_order_relaxed);
}

CpuPath cpu_path() {
  const int p = g_path.load(std::memory_order_relaxed);
  if (p >= 0) return CpuPath(p);
  const char* env = std::getenv("POSETLAB_CPU");
  set_cpu_path(env ? parse_cpu_path(env) : best_cpu_path());
  return CpuPath(g_path.load(std::memory_order_relaxed));
}

std::string cpu_model_name() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) {
      const auto colon = line.find(':');
      if (colon != std::string::npos) return line.substr(line.find_first_not_of(" \t", colon + 1));
    }
  return "unknown";
}

std::string cpu_feature_summary() {
  std::string s;
  for (const char* f : kFeatures) {
    if (!s.empty()) s += ' ';
    if (!has(f)) s += '-';
    s += f;
  }
  return s;
}

std::string compiled_for() {
  std::string s = "x86-64";
#ifdef __SSE4_2__
  s += " sse4.2";
#endif
#ifdef __POPCNT__
  s += " popcnt";
#endif
#ifdef __AVX2__
  s += " avx2";
#endif
#ifdef __BMI2__
  s += " bmi2";
#endif
#ifdef __AVX512F__
  s += " avx512f";
#endif
#ifdef __AVX512VBMI__
  s += " avx512vbmi";
#endif
  return s;
}

}  // namespace posetlab
