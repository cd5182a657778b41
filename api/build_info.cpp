// The build and CPU report of `posetlab version` (build_info.hpp).
#include "api/build_info.hpp"

#include <sstream>

#include "engine/core/cpu_paths.hpp"
#include "posetlab_version.hpp"

namespace posetlab::api {

std::string build_report() {
  std::ostringstream out;
  out << "posetlab " << kVersion << " (" << kGitRevision << ")\n";
  out << "compiled for: " << compiled_for() << "\n";
  out << "cpu: " << cpu_model_name() << "\n";
  out << "cpu features: " << cpu_feature_summary() << "\n";
  std::string paths;
  for (CpuPath p : all_cpu_paths())
    paths += std::string(paths.empty() ? "" : " ") + cpu_path_name(p) + (cpu_supports(p) ? "" : " (not on this CPU)");
  out << "code paths: " << paths << "\n";
  out << "code path in use: " << cpu_path_name(cpu_path()) << " (best here: " << cpu_path_name(best_cpu_path())
      << "; POSETLAB_CPU=scalar|avx2|avx512 forces one)\n";
  return out.str();
}

}  // namespace posetlab::api
