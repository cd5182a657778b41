#pragma once
// The options of `posetlab batch` (cli/cmd_batch.cpp), and its subcommands that live in
// files of their own: recheck (cmd_batch_recheck.cpp); marginals, estimate and load, which
// work on samples and whole jobs (cmd_batch_sample.cpp).
#include <cstdint>
#include <string>
#include <vector>

namespace posetlab::cli {

struct BatchSettings {
  std::string job, db, out, marginals;
  std::uint64_t sample_seed = 0;
  std::vector<std::string> files;
  bool rows = false, json = false;
  std::size_t units = 2;
  std::uint64_t seed = 0;
  bool seed_given = false, smallest = false;
  int threads = 0;
};

int run_batch_recheck(const BatchSettings& s);
int run_batch_marginals(const BatchSettings& s);
int run_batch_estimate(const BatchSettings& s);
int run_batch_load(const BatchSettings& s);

}  // namespace posetlab::cli
