// `posetlab batch`: summary batch files (results/jobs/summary_batch.hpp), the committed
// units of a posets summary job kept as a small text file: written, added up across
// machines and sittings, format-1 files sealed in format 2; re-checked by the definitions
// (cmd_batch_recheck.cpp); a sample scaled up, a whole job loaded (cmd_batch_sample.cpp).
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

#include "cli/batch_settings.hpp"
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


void write_batch_file(const SummaryBatch& batch, const std::string& path) {
  std::ostringstream text;
  write_summary_batch(batch, text);
  if (path.empty() || path == "-") {
    std::cout << text.str();
  } else {
    OutputStream out(path);
    out.write(text.str());
    out.commit();
  }
}

int run_batch_write(const BatchSettings& s) {
  Store store(s.db, Store::Access::ReadOnly);
  const SummaryBatch batch = summary_batch_of(store.db(), s.job);
  write_batch_file(batch, s.out);
  std::cerr << "batch: " << batch.units.size() << " of " << batch.units_total << " units, " << batch.posets()
            << " posets of " << batch.job << "\n";
  return kExitOk;
}

void print_batch_sum(const SummaryBatch& total, const BatchSettings& s) {
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
}

int run_batch_sum(const BatchSettings& s) {
  print_batch_sum(sum_summary_batch_files(s.files), s);
  return kExitOk;
}

// A format-1 file read with every check but the seal, printed as `batch sum` prints it and
// written sealed: the printed sums are what to compare with a trusted record.
int run_batch_seal(const BatchSettings& s) {
  const SummaryBatch batch = read_summary_batch(s.files.front(), BatchFormats::AlsoUnsealed);
  print_batch_sum(batch, s);
  write_batch_file(batch, s.out);
  std::cerr << "batch seal: " << s.files.front() << " (format " << batch.format << ") written sealed to " << s.out << "\n";
  return kExitOk;
}

}  // namespace

CommandRun batch_command(CLI::App& sub) {
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
  recheck->add_flag("--smallest", s->smallest,
                    "The units with the fewest posets instead of a random draw (a first check of a large job, "
                    "where plain search takes minutes a unit)")
      ->excludes("--seed");
  add_threads_option(*recheck, s->threads, "searching each unit");
  CLI::App* seal = sub.add_subcommand("seal", "Rewrite a format-1 batch file in format 2, whose seal covers its count lines");
  seal->add_option("file", s->files, "Batch file of format 1 (or 2)")->required()->check(CLI::ExistingFile);
  seal->add_option("-o,--out", s->out, "Sealed batch file to write")->required();
  seal->add_flag("--rows", s->rows, "Also print the counts by Grundy value, height, width and components");
  CLI::App* marginals = sub.add_subcommand(
      "marginals", "Write each committed unit's posets by Grundy value, height, width and components, and its seconds, as CSV");
  marginals->add_option("--job", s->job, "The job, posets-summary:size=N")->required();
  add_db_option(*marginals, s->db);
  marginals->add_option("-o,--out", s->out, "CSV file to write")->required();
  CLI::App* estimate = sub.add_subcommand(
      "estimate", "Estimate a job's totals, with 95 % intervals, from a sample of its units (enumerate --sample K)");
  estimate->add_option("files", s->files, "Batch files of the sample")->required()->check(CLI::ExistingFile);
  estimate->add_option("--marginals", s->marginals, "The sample's CSV (batch marginals)")->required()->check(CLI::ExistingFile);
  estimate->add_option("--sample-seed", s->sample_seed, "The seed the sample was drawn with")->required();
  estimate->add_flag("--json", s->json, "One JSON object");
  CLI::App* load = sub.add_subcommand(
      "load", "Store a whole job's batch files (COMPLETE) in a database, for conjecture tests, b-files and the catalogue");
  load->add_option("files", s->files, "Batch files that add up to the whole job")->required()->check(CLI::ExistingFile);
  add_db_option(*load, s->db);
  sub.footer(
      "A run too long for one machine is finished in parts: each part's database becomes a small batch file\n"
      "(`batch write`), later parts skip the units already held (`enumerate ... --skip-batch FILE`), and\n"
      "`batch sum` adds the files, COMPLETE only when every unit and A000112(N) posets are there (`batch\n"
      "load` then stores the whole size in a database, for `conjecture` and the catalogue). `batch\n"
      "recheck` computes drawn units again by the definitions, compares each unit's digest and holds their\n"
      "counts against the file's. A file's last line seals every line above it; `batch seal` rewrites a\n"
      "file of format 1, which had no seal, once its printed sums are compared with a record you trust.\n"
      "A job too long to finish is measured by a sample (`enumerate ... --sample K --sample-seed S`): `batch\n"
      "marginals` keeps each unit's counts, and `batch estimate` scales them up to the job's totals.\n"
      "Examples:\n"
      "  posetlab batch write --job posets-summary:size=13 --db part1.sqlite -o batch-1.txt\n"
      "  posetlab enumerate posets --size 13 --summary --skip-batch batch-1.txt --db part2.sqlite\n"
      "  posetlab batch sum batch-1.txt batch-2.txt\n"
      "  posetlab batch recheck batch-1.txt --units 3\n"
      "  posetlab batch load frontier/posets-13/*.txt --db n13.sqlite\n"
      "  posetlab batch estimate sample.txt --marginals sample.csv --sample-seed 46");
  return [s, write, sum, recheck, seal, marginals, estimate, load]() -> int {
    if (load->parsed()) return run_batch_load(*s);
    if (write->parsed()) return run_batch_write(*s);
    if (marginals->parsed()) return run_batch_marginals(*s);
    if (estimate->parsed()) return run_batch_estimate(*s);
    if (sum->parsed()) return run_batch_sum(*s);
    if (seal->parsed()) return run_batch_seal(*s);
    if (s->files.empty() && s->job.empty()) throw UsageError("batch recheck: give batch files, or --db and --job");
    return run_batch_recheck(*s);
  };
}

}  // namespace posetlab::cli
