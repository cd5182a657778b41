// posetlab: the command-line entry point. Wires subcommands to library calls and maps
// errors to exit statuses: 0 ok, 1 a check or job failed, 2 bad usage or bad input,
// 3 a search stopped at a bound the user set.
#include <algorithm>
#include <iostream>
#include <new>

#include "cli/command.hpp"
#include "cli/did_you_mean.hpp"
#include "engine/core/cpu_paths.hpp"
#include "engine/core/error.hpp"
#include "posetlab_version.hpp"
#include "results/jobs/mpi_world.hpp"
#include "results/tables/table_list.hpp"
#include "util/output_file.hpp"

namespace {

// Everything a command printed must have reached standard output: a full disk or
// `> /dev/full` is an error (exit 1), never a silent success with lost output.
int check_stdout(int status) {
  const std::string error = posetlab::standard_output_error();
  if (error.empty()) return status;
  std::cerr << "posetlab: " << error << "\n";
  return status == posetlab::cli::kExitOk ? posetlab::cli::kExitFailed : status;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace posetlab;
  using namespace posetlab::cli;
  mpi::Environment mpi_environment(&argc, &argv);  // inert unless started by mpirun/srun
  register_builtin_tables();
  CLI::App app{"posetlab: a research engine for poset games (Grundy values, enumeration, theorem checks)"};
  app.set_version_flag("--version", std::string("posetlab ") + kVersion + " (" + kGitRevision + ")");
  app.require_subcommand(1);
  std::string cpu;
  app.add_option("--cpu", cpu, "Code path: auto, scalar, avx2 or avx512 (default: $POSETLAB_CPU, else the best this CPU has)");
  std::vector<std::pair<CLI::App*, CommandRun>> runners;
#define POSETLAB_ADD_COMMAND(NAME, command_name, summary)     \
  {                                                           \
    CLI::App* sub = app.add_subcommand(command_name, summary); \
    runners.emplace_back(sub, NAME##_command(*sub));          \
  }
  POSETLAB_COMMANDS(POSETLAB_ADD_COMMAND)
#undef POSETLAB_ADD_COMMAND
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() != 0) {
      if (const std::string hint = did_you_mean(app, e, argc, argv); !hint.empty()) {
        std::cerr << "posetlab: " << hint << "\n";
        return kExitBadInput;
      }
    }
    if (e.get_exit_code() != 0) {  // every error starts with posetlab:, CLI11's own ones too
      std::cerr << "posetlab: " << e.what() << " (run with --help for the options)\n";
      return kExitBadInput;
    }
    app.exit(e);  // --help and --version print on standard output: it must take them
    return check_stdout(kExitOk);
  }
  try {
    set_cpu_path(cpu.empty() ? cpu_path() : parse_cpu_path(cpu));  // a bad choice fails here, exit 2
    for (auto& [sub, run] : runners)
      if (sub->parsed()) return check_stdout(run());
  } catch (const InputError& e) {
    std::cerr << "posetlab: " << e.what() << "\n";
    return kExitBadInput;
  } catch (const UsageError& e) {
    std::cerr << "posetlab: " << e.what() << "\n";
    return kExitBadInput;
  } catch (const CycleError& e) {
    std::cerr << "posetlab: " << e.what() << "\n";
    return kExitBadInput;
  } catch (const OutputFileError& e) {  // an --out or -o file that could not be written
    std::cerr << "posetlab: " << e.what() << "\n";
    return kExitBadInput;
  } catch (const BoundError& e) {
    std::cerr << "posetlab: " << e.what() << "\n";
    return check_stdout(kExitBound);
  } catch (const std::bad_alloc&) {
    std::cerr << "posetlab: out of memory (a smaller --table-mb, --threads or input may fit)\n";
    return kExitFailed;
  } catch (const std::exception& e) {
    std::cerr << "posetlab: error: " << e.what() << "\n";
    return check_stdout(kExitFailed);
  }
  return kExitBadInput;
}
