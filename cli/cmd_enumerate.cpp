// `posetlab enumerate two-level`: the two-level enumeration (enumerate/) as a
// checkpointed job into the results database (results/two_level_kind.hpp). Rerunning
// the same command after an interruption (kill -9 included) finishes the job without
// redoing committed units; rerunning a complete job says so and exits 0. Ctrl-C (or
// SIGTERM) stops after the unit in progress and exits 1; a second one stops at once.
#include <iostream>

#include "cli/db_option.hpp"
#include "cli/enumerate_count.hpp"
#include "cli/option_limits.hpp"
#include "engine/json.hpp"
#include "results/interrupt.hpp"
#include "results/mpi_runner.hpp"
#include "results/mpi_world.hpp"
#include "results/chomp_kind.hpp"
#include "results/coloured_kind.hpp"
#include "results/mb_games_kind.hpp"
#include "results/posets_kind.hpp"
#include "results/posets_summary_kind.hpp"
#include "results/two_level_kind.hpp"

namespace posetlab::cli {
namespace {

// The options every enumeration job shares.
struct JobCli {
  std::string shard = "0/1", db;
  bool resume = false, break_lock = false, quiet = false, json = false;
  double commit_every = 1.0;
  std::string unit_costs;
};

void add_job_options(CLI::App& app, JobCli& j, int& threads) {
  app.add_option("--shard", j.shard, "Run only units with ordinal % M == R, as R/M (merge shards later)")
      ->capture_default_str();
  app.add_option("--threads", threads, "Threads (0: all cores)")->check(threads_limit())->capture_default_str();
  add_db_option(app, j.db);
  app.add_flag("--resume", j.resume, "Only continue a job this database has seen (an error otherwise)");
  app.add_flag("--break-lock", j.break_lock, "Take over the job from a holder on another host that is gone");
  app.add_flag("-q,--quiet", j.quiet, "No progress line");
  app.add_option("--commit-every", j.commit_every,
                 "Units ended within this many seconds share one commit; a kill loses at most that much finished "
                 "work (0: commit every unit)")
      ->check(seconds_limit(3600.0))
      ->capture_default_str();
  app.add_flag("--json", j.json, "Print the run's summary as one JSON object on stdout");
  app.add_option("--unit-costs", j.unit_costs,
                 "Weigh the units by the seconds they took in this database's run of the same job: under mpirun the "
                 "longest are handed out first, and the ETA follows time (results never change)")
      ->check(CLI::ExistingFile);
}

JobOptions job_options(const JobCli& j, std::string parameters) {
  JobOptions jo;
  jo.shard = parse_shard(j.shard);
  jo.resume_only = j.resume;
  jo.break_lock = j.break_lock;
  jo.progress.enabled = !j.quiet;
  jo.commit_seconds = j.commit_every;
  jo.parameters = std::move(parameters);
  jo.unit_costs = j.unit_costs;
  return jo;
}

// The shared options as given, for runs.parameters.
std::string job_parameters(const JobCli& j, int threads) {
  return (j.shard != "0/1" ? " --shard " + j.shard : "") + (threads ? " --threads " + std::to_string(threads) : "") +
         (j.resume ? " --resume" : "") + (j.unit_costs.empty() ? "" : " --unit-costs " + j.unit_costs);
}

struct EnumerateCli {
  TwoLevelSpec spec;
  JobCli job;
  std::string tops;
  bool no_fast_path = false, count_only = false;
};

std::pair<int, int> parse_tops(const std::string& s) {
  auto colon = s.find(':');
  try {
    std::size_t used = 0;
    if (colon == std::string::npos) {
      int t = std::stoi(s, &used);
      if (used == s.size() && t >= 0) return {t, t};
    } else {
      int a = std::stoi(s.substr(0, colon), &used);
      std::size_t used_b = 0;
      int b = std::stoi(s.substr(colon + 1), &used_b);
      if (used == colon && used_b == s.size() - colon - 1 && a >= 0 && a <= b) return {a, b};
    }
  } catch (const std::exception&) {
  }
  throw UsageError("--tops wants T or A:B with 0 <= A <= B, got \"" + s + "\"");
}

// The run's parameters as options, for runs.parameters.
std::string parameters_text(const EnumerateCli& o) {
  std::string s = o.spec.bottoms >= 0 ? "--bottoms " + std::to_string(o.spec.bottoms)
                                      : "--size " + std::to_string(o.spec.size);
  if (!o.tops.empty()) s += " --tops " + o.tops;
  if (o.spec.with_empty_top) s += " --with-empty-top";
  if (o.no_fast_path) s += " --no-fast-path";
  return s + job_parameters(o.job, o.spec.threads);
}

// The run's summary: JSON on stdout, or lines on stderr; the exit status.
int report_job(const JobReport& r, const std::string& db, const Shard& shard, bool json) {
  std::string scope = shard.whole() ? std::string() : " shard " + shard.text();
  if (json) {
    JsonObject j;
    j.add("job", r.job).add("db", db).add("shard", shard.text()).add("run", r.run);
    j.add("units", r.units_job).add("units_shard", r.units_shard).add("units_skipped", r.units_skipped);
    j.add("units_run", r.units_run).add("units_timed", r.units_timed);
    j.add("rows", r.rows).add("rows_new", r.rows_new).add("rows_job", r.rows_job);
    j.add("shard_complete", r.shard_complete).add("job_complete", r.job_complete);
    j.add("prepare_seconds", r.prepare_seconds).add("seconds", r.seconds);
    std::cout << j.str() << '\n';
  } else if (r.interrupted) {
    std::cerr << r.job << scope << ": interrupted after " << r.units_run << " units (" << r.units_skipped + r.units_run
              << "/" << r.units_shard << " committed); rerun the same command to continue\n";
  } else if (r.units_run == 0) {
    std::cerr << r.job << scope << ": already complete (" << r.units_shard << " units, "
              << r.rows_job << " classes) in " << db << "\n";
  } else {
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.0f", r.seconds > 0 ? double(r.rows) / r.seconds : 0.0);
    std::cerr << r.job << scope << ": " << r.units_run << " units run";
    if (r.units_skipped) std::cerr << " (" << r.units_skipped << " already committed)";
    if (r.units_timed) std::cerr << " (" << r.units_timed << " weighed by recorded times)";
    std::cerr << ", " << r.rows << " classes (" << r.rows_new << " new) in " << Progress::duration(r.seconds)
              << " (" << rate << " classes/s; prepare " << Progress::duration(r.prepare_seconds) << ")\n";
    std::cerr << r.job << ": " << (r.job_complete ? "complete" : "shard complete; other shards pending") << ", "
              << r.rows_job << " classes in " << db << "\n";
  }
  return r.interrupted ? kExitFailed : kExitOk;
}

// Runs a job of any kind: under mpirun, ranks other than 0 serve its units and rank 0
// records the run as an MPI one; rank 0 (or the one process) stores the job.
int run_job_kind(Job& kind, JobOptions jo, const JobCli& cli) {
  if (mpi::active()) jo.parameters += " (mpirun: " + std::to_string(mpi::size()) + " ranks)";
  install_interrupt_handlers();
  if (auto status = serve_job_as_worker(kind, jo)) return *status;  // MPI ranks other than 0
  MpiWorkerRelease release;  // rank 0: no worker left waiting, whatever happens below
  Store store(cli.db, Store::Access::ReadWrite);
  return report_job(run_job(store, kind, jo), cli.db, jo.shard, cli.json);
}

int run_two_level(EnumerateCli& o) {
  if (!o.tops.empty()) std::tie(o.spec.tops_min, o.spec.tops_max) = parse_tops(o.tops);
  o.spec.use_fast_path = !o.no_fast_path;
  JobOptions jo = job_options(o.job, parameters_text(o));
  o.spec.values = !o.count_only;
  std::unique_ptr<TwoLevelJob> job = make_two_level_job(o.spec);  // validates the spec
  if (o.count_only) {
    if (mpi::active()) throw UsageError("--count-only runs in one process: drop mpirun, or split it with --shard R/M");
    install_interrupt_handlers();
    CountOptions co;
    co.shard = jo.shard;
    co.progress = !o.job.quiet;
    co.json = o.job.json;
    if (count_two_level(*job, co, std::cout)) return kExitOk;
    std::cerr << "count: interrupted; nothing counted\n";
    return kExitFailed;
  }
  if (mpi::active() && !o.spec.threads) {
    o.spec.threads = mpi_default_threads();
    job = make_two_level_job(o.spec);
  }
  TwoLevelJobKind kind(*job, o.spec);
  return run_job_kind(kind, jo, o.job);
}

// `enumerate coloured-posets`: the coloured_posets table (partizan games).
struct ColouredCli {
  ColouredPosetsSpec spec;
  JobCli job;
};

int run_coloured(ColouredCli& o) {
  const JobOptions jo =
      job_options(o.job, "--size " + std::to_string(o.spec.size_max) + job_parameters(o.job, o.spec.threads));
  if (mpi::active() && !o.spec.threads) o.spec.threads = mpi_default_threads();
  ColouredJobKind kind(o.spec);  // validates the spec before the database is touched
  return run_job_kind(kind, jo, o.job);
}

// `enumerate posets`: every poset of a size (the posets table).
struct PosetsCli {
  PosetsSpec spec;
  bool summary = false;  // posets_summary counts instead of posets rows
  JobCli job;
};

int run_posets(PosetsCli& o) {
  const JobOptions jo = job_options(o.job, "--size " + std::to_string(o.spec.size) + (o.summary ? " --summary" : "") +
                                               job_parameters(o.job, o.spec.threads));
  if (mpi::active() && !o.spec.threads) o.spec.threads = mpi_default_threads();
  if (o.summary) {
    PosetsSummaryJobKind kind(o.spec);  // validates the spec before the database is touched
    return run_job_kind(kind, jo, o.job);
  }
  PosetsJobKind kind(o.spec);
  return run_job_kind(kind, jo, o.job);
}

// `enumerate mb-games`: the mb_games table (Maker-Breaker poset games, 003).
struct MbGamesCli {
  MbGamesSpec spec;
  JobCli job;
};

int run_mb_games(MbGamesCli& o) {
  const JobOptions jo = job_options(o.job, "--clutters " + std::to_string(o.spec.clutters_max) + " --singletons " +
                                               std::to_string(o.spec.singletons_max) +
                                               job_parameters(o.job, o.spec.threads));
  if (mpi::active() && !o.spec.threads) o.spec.threads = mpi_default_threads();
  MbGamesJobKind kind(o.spec);  // validates the spec before the database is touched
  return run_job_kind(kind, jo, o.job);
}

// `enumerate chomp`: the chomp table (every board up to max x max, dense retrograde pass).
struct ChompCli {
  ChompSpec spec;
  JobCli job;
};

int run_chomp(ChompCli& o) {
  const JobOptions jo = job_options(o.job, "--max " + std::to_string(o.spec.max) + job_parameters(o.job, o.spec.threads));
  if (!o.job.quiet)
    o.spec.progress = [](int box, const ChompDenseStats& s) {
      const double rate = double(s.positions) / std::max(s.seconds, 1e-9);
      std::cerr << "posetlab enumerate chomp: box " << box << " x " << box << ": " << s.positions << "/" << s.total
                << " positions, " << std::uint64_t(rate) << "/s, ETA " << std::uint64_t(double(s.total - s.positions) / rate)
                << " s\n";
    };
  ChompJobKind kind(o.spec);  // validates the spec before the database is touched
  return run_job_kind(kind, jo, o.job);
}

CommandRegistrar registrar("enumerate", "Enumerate objects into the results database (checkpointed jobs)",
                           [](CLI::App& sub) {
  sub.require_subcommand(1);
  auto o = std::make_shared<EnumerateCli>();
  CLI::App* tl = sub.add_subcommand("two-level", "Extensional two-level posets up to isomorphism, with values");
  auto* bottoms = tl->add_option("--bottoms", o->spec.bottoms, "Exactly N bottoms (isolated ones included)")
                      ->check(bottoms_limit(64));
  auto* size = tl->add_option("--size", o->spec.size, "Bottoms + tops = N")->excludes(bottoms);
  bottoms->excludes(size);
  tl->add_option("--tops", o->tops, "Only T tops, or A:B tops (inclusive)");
  tl->add_flag("--with-empty-top", o->spec.with_empty_top, "Also the families containing the empty set");
  add_job_options(*tl, o->job, o->spec.threads);
  tl->add_flag("--no-fast-path", o->no_fast_path, "Use the general (nauty + solver) path even for b <= 5");
  tl->add_flag("--count-only", o->count_only,
               "Only count the classes per (bottoms, tops), with the labeled families they stand for; no values, no database");
  tl->footer(
      "Work is cut into units; each unit's classes and its completion marker are committed together, so\n"
      "after an interruption the same command continues where it stopped. Progress goes to stderr.\n"
      "Examples:\n"
      "  posetlab enumerate two-level --bottoms 4\n"
      "  posetlab query \"SELECT count(*) FROM two_level WHERE bottoms=4 AND has_empty_top=0\"   # 1992\n"
      "  posetlab enumerate two-level --bottoms 5 --with-empty-top --shard 0/2 --db shard0.sqlite");
  auto c = std::make_shared<ColouredCli>();
  CLI::App* cp = sub.add_subcommand("coloured-posets",
                                    "Every black/white-coloured poset up to isomorphism, with black-white and pomax values");
  cp->add_option("--size", c->spec.size_max, "Every poset on 0..N points (N <= 9)")->required();
  add_job_options(*cp, c->job, c->spec.threads);
  cp->footer(
      "Posets from nauty-genposetg, colourings up to the poset's automorphisms (nauty), per class: size,\n"
      "blacks, height, width, balanced (004 Def. 4.1), blocking triples, the black-white value (Black =\n"
      "Left, exact) and the pomax value (White = Left). Units commit atomically; rerun to resume.\n"
      "Examples:\n"
      "  posetlab enumerate coloured-posets --size 7\n"
      "  posetlab query \"SELECT bw, count(*) FROM coloured_posets WHERE size=4 GROUP BY bw\"");
  auto a = std::make_shared<PosetsCli>();
  CLI::App* ap = sub.add_subcommand("posets", "Every poset on N points up to isomorphism, with its value and shape");
  ap->add_option("--size", a->spec.size, "Points (1..12)")->required();
  ap->add_flag("--summary", a->summary,
               "Store only counts per Grundy value, height, width and components (posets_summary), not the posets");
  add_job_options(*ap, a->job, a->spec.threads);
  ap->footer(
      "Posets from nauty-genposetg (its own res/mod parts are the units), per poset: canonical digraph6,\n"
      "relations, Hasse arcs, height, width, levels, components, |Aut|, N-free, Grundy value, g-set and\n"
      "outcome. Units commit atomically; rerun to resume; --shard R/M and `posetlab merge` to split.\n"
      "--summary (for N = 11, 12) keeps per unit only the counts by Grundy value, height, width and\n"
      "components; the view posets_counts sums them over the units.\n"
      "Examples:\n"
      "  posetlab enumerate posets --size 9\n"
      "  posetlab query \"SELECT count(*) FROM posets WHERE size=9\"   # 183231\n"
      "  posetlab enumerate posets --size 10 --summary\n"
      "  posetlab query \"SELECT grundy, sum(posets) FROM posets_counts WHERE size=10 GROUP BY grundy\"");
  auto m = std::make_shared<MbGamesCli>();
  CLI::App* mb = sub.add_subcommand("mb-games", "Maker-Breaker poset games up to isomorphism, with their outcomes (003)");
  mb->add_option("--clutters", m->spec.clutters_max, "Every clutter of winning sets on 0..N points (N <= 5, -1: none)")
      ->capture_default_str();
  mb->add_option("--singletons", m->spec.singletons_max,
                 "Every family of singleton winning sets on 0..N points (N <= 8, -1: none)")
      ->capture_default_str();
  add_job_options(*mb, m->job, m->spec.threads);
  mb->footer(
      "Posets from nauty-genposetg, families of winning sets up to the poset's automorphisms (nauty); per\n"
      "game: height, parity, set count and sizes, the outcome (M/B/N/P) and who wins from each start.\n"
      "Units commit atomically; rerun to resume.\n"
      "Examples:\n"
      "  posetlab enumerate mb-games --clutters 4 --singletons 6\n"
      "  posetlab query \"SELECT outcome, count(*) FROM mb_games WHERE families='clutters' GROUP BY outcome\"");
  auto ch = std::make_shared<ChompCli>();
  CLI::App* chs = sub.add_subcommand("chomp", "Every Chomp board up to B x B with its Grundy value and winning bites");
  chs->add_option("--max", ch->spec.max, "Boards a x b with a <= b <= B (B <= 18)")->required();
  add_job_options(*chs, ch->job, ch->spec.threads);
  chs->footer(
      "One dense retrograde pass per box n x n (one byte per position: C(2n, n) bytes) values every\n"
      "board inside it; unit n stores the boards a x n. Cells are (row, column) from the poisoned square\n"
      "(0,0). Units commit atomically; rerun to resume; --shard R/M and `posetlab merge` to split.\n"
      "Examples:\n"
      "  posetlab enumerate chomp --max 14\n"
      "  posetlab query \"SELECT a, b, bites FROM chomp WHERE winning_bites > 1\"");
  return [o, tl, c, cp, a, ap, m, mb, ch, chs]() -> int {
    if (chs->parsed()) return run_chomp(*ch);
    if (cp->parsed()) return run_coloured(*c);
    if (ap->parsed()) return run_posets(*a);
    if (mb->parsed()) return run_mb_games(*m);
    if (!tl->parsed())
      throw UsageError("enumerate: name what to enumerate (two-level, coloured-posets, posets, mb-games or chomp)");
    if ((o->spec.bottoms < 0) == (o->spec.size < 0)) throw UsageError("enumerate two-level: give --bottoms N or --size N");
    return run_two_level(*o);
  };
});

}  // namespace
}  // namespace posetlab::cli
