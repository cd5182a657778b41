// `posetlab version`: the version and git revision this binary was built from, the
// instruction set it was compiled for, the CPU it runs on and the code path in use
// (engine/cpu_paths.hpp).
#include <iostream>

#include "cli/command.hpp"
#include "engine/cpu_paths.hpp"
#include "posetlab_version.hpp"

namespace posetlab::cli {
namespace {

// The instruction-set extensions the whole binary was compiled with.
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

CommandRegistrar registrar("version", "Print the posetlab version, git revision, CPU and code path", [](CLI::App&) {
  return [] {
    std::cout << "posetlab " << kVersion << " (" << kGitRevision << ")\n";
    std::cout << "compiled for: " << compiled_for() << "\n";
    std::cout << "cpu: " << cpu_model_name() << "\n";
    std::cout << "cpu features: " << cpu_feature_summary() << "\n";
    std::string paths;
    for (CpuPath p : all_cpu_paths())
      paths += std::string(paths.empty() ? "" : " ") + cpu_path_name(p) + (cpu_supports(p) ? "" : " (not on this CPU)");
    std::cout << "code paths: " << paths << "\n";
    std::cout << "code path in use: " << cpu_path_name(cpu_path()) << " (best here: " << cpu_path_name(best_cpu_path())
              << "; POSETLAB_CPU=scalar|avx2|avx512 forces one)\n";
    return kExitOk;
  };
});
}  // namespace
}  // namespace posetlab::cli
