// `posetlab batch write|sum|recheck`: summary batch files (results/jobs/summary_batch.hpp),
// the committed units of a posets summary job kept as a small text file, added up across
// machines and sittings, and re-checked unit by unit by the definitions.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <unistd.h>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "enumerate/genposetg.hpp"
#include "results/jobs/summary_batch.hpp"
#include "results/tables/posets_summary.hpp"
#include "results/store/store.hpp"
#include "util/json.hpp"
#include "util/output_stream.hpp"

namespace posetlab::cli {
namespace {

struct BatchSettings {
  std::string job, db, out;
  std::vector<std::string> files;
  bool rows = false, json = false;
  std::size_t units = 2;
  std::uint64_t seed = 0;
  bool seed_given = false;
  int threads = 0;
};

int run_batch_write(const BatchSettings& s) {
  Store store(s.db, Store::Access::ReadOnly);
  const SummaryBatch batch = summary_batch_of(store.db(), s.job);
  std::ostringstream text;
  write_summary_batch(batch, text);
  if (s.out.empty() || s.out == "-") {
    std::cout << text.str();
  } else {
    OutputStream out(s.out);
    out.write(text.str());
    out.commit();
  }
  std::cerr << "batch: " << batch.units.size() << " of " << batch.units_total << " units, " << batch.posets()
            << " posets of " << batch.job << "\n";
  return kExitOk;
}

int run_batch_sum(const BatchSettings& s) {
  std::vector<SummaryBatch> batches;
  for (const std::string& f : s.files) batches.push_back(read_summary_batch(f));
  const SummaryBatch total = sum_summary_batches(batches);
  const int n = total.size();
  std::map<int, std::uint64_t> by_grundy;
  for (const BatchCount& c : total.counts) by_grundy[c.grundy] += c.posets;
  const bool complete = total.complete();
  if (s.json) {
    JsonObject j;
    j.add("job", total.job).add("units", total.units.size()).add("units_total", total.units_total);
    j.add("posets", total.posets()).add("posets_total", kPosetCounts[n]).add("complete", complete);
    j.add("digest", total.digest());
    std::string grundy = "{";
    for (const auto& [g, count] : by_grundy)
      grundy += (grundy.size() > 1 ? ", \"" : "\"") + std::to_string(g) + "\": " + std::to_string(count);
    j.raw("by_grundy", grundy + "}");
    std::cout << j.str() << "\n";
  } else {
    std::cout << total.job << ": " << (complete ? "COMPLETE" : "PARTIAL") << ", " << total.units.size() << " of "
              << total.units_total << " units, " << total.posets() << " of " << kPosetCounts[n] << " posets (A000112("
              << n << "))\n";
    if (!complete)
      std::cout << "  the counts below cover only these units; they are not the totals of size " << n << "\n";
    std::cout << "grundy posets\n";
    for (const auto& [g, count] : by_grundy) std::cout << g << " " << count << "\n";
    if (s.rows) {
      std::cout << "grundy height width components outcome posets\n";
      for (const BatchCount& c : total.counts)
        std::cout << c.grundy << " " << c.height << " " << c.width << " " << c.components << " " << c.outcome << " "
                  << c.posets << "\n";
    }
  }
  return kExitOk;
}

int run_batch_recheck(const BatchSettings& s) {
  SummaryBatch batch;
  if (!s.files.empty()) {
    std::vector<SummaryBatch> batches;
    for (const std::string& f : s.files) batches.push_back(read_summary_batch(f));
    batch = sum_summary_batches(batches);
  } else {
    Store store(s.db, Store::Access::ReadOnly);
    batch = summary_batch_of(store.db(), s.job);
  }
  const std::uint64_t seed = s.seed_given ? s.seed : std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
  const std::vector<BatchUnit> drawn = draw_units(batch, s.units, seed);
  std::cerr << "batch recheck: " << drawn.size() << " of " << batch.units.size() << " units of " << batch.job
            << " by plain search (--seed " << seed << ")\n";
  const std::string scratch =
      (std::filesystem::temp_directory_path() / ("posetlab-recheck-" + std::to_string(::getpid()) + ".sqlite")).string();
  int differing = 0;
  for (const BatchUnit& u : drawn) {
    const RecheckedUnit r = recheck_summary_unit(batch, u, s.threads, scratch);
    char line[256];
    std::snprintf(line, sizeof line, "unit %llu (%s): %llu posets, %llu rows, %.1f s: %s\n",
                  (unsigned long long)u.ordinal, u.key.c_str(), (unsigned long long)r.posets,
                  (unsigned long long)r.rows, r.seconds, r.same() ? "same" : "DIFFERENT");
    std::cout << line << std::flush;
    if (!r.same()) {
      ++differing;
      std::cout << "  stored: " << u.rows << " rows, " << u.posets << " posets, digest " << u.digest << "\n"
                << "  now:    " << r.rows << " rows, " << r.posets << " posets, digest " << r.digest << "\n";
    }
  }
  std::cout << (differing ? "FAIL: " : "ok: ") << drawn.size() - std::size_t(differing) << " of " << drawn.size()
            << " units agree\n";
  return differing ? kExitFailed : kExitOk;
}

CommandRegistrar batch_command("batch", "Summary batch files: finished units of a posets summary job, added and re-checked",
                               [](CLI::App& sub) {
  auto s = std::make_shared<BatchSettings>();
  sub.require_subcommand(1);
  CLI::App* write = sub.add_subcommand("write", "Write the committed units of a job, with their counts summed, as a batch file");
  write->add_option("--job", s->job, "The job, posets-summary:size=N")->required();
  add_db_option(*write, s->db);
  write->add_option("-o,--out", s->out, "Batch file to write (default: stdout)");
  CLI::App* sum = sub.add_subcommand("sum", "Add batch files of one job: units covered, posets, counts by Grundy value");
  sum->add_option("files", s->files, "Batch files")->required()->check(CLI::ExistingFile);
  sum->add_flag("--rows", s->rows, "Also print the counts by Grundy value, height, width and components");
  sum->add_flag("--json", s->json, "One JSON object");
  CLI::App* recheck = sub.add_subcommand("recheck", "Compute random units again by plain search and compare their digests");
  recheck->add_option("files", s->files, "Batch files (or --db and --job)")->check(CLI::ExistingFile);
  recheck->add_option("--job", s->job, "With --db: the job, posets-summary:size=N");
  add_db_option(*recheck, s->db);
  recheck->add_option("--units", s->units, "How many units to draw")->capture_default_str();
  recheck->add_option("--seed", s->seed, "Seed of the draw (default: from the clock, printed)")
      ->each([s](const std::string&) { s->seed_given = true; });
  add_threads_option(*recheck, s->threads, "searching each unit");
  sub.footer(
      "A run too long for one machine is finished in parts: each part's database becomes a small batch file\n"
      "(`batch write`), later parts skip the units already held (`enumerate ... --skip-batch FILE`), and\n"
      "`batch sum` adds the files, COMPLETE only when every unit and A000112(N) posets are there. `batch\n"
      "recheck` computes drawn units again by the definitions and compares each unit's digest.\n"
      "Examples:\n"
      "  posetlab batch write --job posets-summary:size=13 --db part1.sqlite -o batch-1.txt\n"
      "  posetlab enumerate posets --size 13 --summary --skip-batch batch-1.txt --db part2.sqlite\n"
      "  posetlab batch sum batch-1.txt batch-2.txt\n"
      "  posetlab batch recheck batch-1.txt --units 3");
  return [s, write, sum, recheck]() -> int {
    if (write->parsed()) return run_batch_write(*s);
    if (sum->parsed()) return run_batch_sum(*s);
    if (s->files.empty() && s->job.empty()) throw UsageError("batch recheck: give batch files, or --db and --job");
    return run_batch_recheck(*s);
  };
});

}  // namespace
}  // namespace posetlab::cli
