// schedule_sim: how a job would spread over K MPI ranks, simulated from the unit costs a
// real run recorded (`units.seconds` and `units.rows` of one job in a database).
//
//   schedule_sim --db b6t8.sqlite [--job KEY] [--ranks 16,64,256] [--latency-us 50]
//                [--service-us 20] [--writer-rows-per-s 0]
//   schedule_sim --job two-level:bottoms=6;tops=0:10;empty-top=0 --sample 24 [--threads T]
//                [--count-rows 1]
//
// The second form is for jobs too large to store here (b = 6, t <= 10: 28 GB of rows):
// it runs an evenly spaced sample of the job's units with values (rows discarded,
// `--threads` each, default 1), and gives every other unit the cost per unit of size
// of a sampled unit of the same cutting (same b and cut), drawn at random with a fixed
// seed (a bootstrap over the measured units; the printout says how many were measured).
// A unit's size is its weight, or with `--count-rows 1` its rows, counted exactly by
// running every unit without values (about 1 us a class, 20x cheaper than values):
// the cost then follows the unit's true size, not its predicted one.
//
// The model is the MPI scheduler (results/jobs/mpi_runner.cpp): rank 0 hands out units and
// writes the database; the K - 1 other ranks compute. A free worker sends "ready"
// (carrying the rows of the unit it finished); rank 0 serves messages one at a time in
// arrival order (`--service-us` each, plus the hand-over of the rows to the writer,
// which waits while the writer is more than `kWriterBacklog` seconds behind) and
// answers with the next unit, costliest first by the unit's weight (what rank 0 knows
// in advance), one way `--latency-us`. The writer stores rows at `--writer-rows-per-s`
// (0: never the bottleneck). A unit costs on a worker what it cost in the recorded run
// (so a rank is assumed to have that run's threads).
//
// Printed per K: makespan, efficiency = total unit time / (workers x makespan), the
// bound max(total / workers, longest unit), the longest unit, rank 0's load (messages
// per second and busy share) and the writer's share. Orders compared: costliest first
// by weight (the scheduler's), by recorded seconds (the ideal LPT list), and by ordinal.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <numeric>
#include <chrono>
#include <queue>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "enumerate/two_level_job.hpp"
#include "results/store/sqlite_db.hpp"
#include "results/jobs/unit_schedule.hpp"

using namespace posetlab;

namespace {

struct Unit {
  std::uint64_t ordinal = 0, rows = 0, weight = 1;
  double seconds = 0;
};

struct Model {
  double latency = 50e-6, service = 20e-6, writer_rate = 0;
};

struct Outcome {
  double makespan = 0, rank0_busy = 0, writer_busy = 0;
  std::uint64_t messages = 0;
};

constexpr double kWriterBacklog = 2.0;  // seconds of rows rank 0 may queue ahead of the writer

// Discrete-event run of one order over `workers` workers.
Outcome simulate(const std::vector<Unit>& units, const std::vector<std::size_t>& order, int workers, const Model& m) {
  Outcome o;
  // (arrival time at rank 0, worker, unit it finished or -1)
  using Arrival = std::tuple<double, int, long>;
  std::priority_queue<Arrival, std::vector<Arrival>, std::greater<>> arrivals;
  for (int w = 0; w < workers; ++w) arrivals.emplace(m.latency, w, -1);
  double rank0_free = 0, writer_free = 0, last = 0;
  std::size_t next = 0;
  while (!arrivals.empty()) {
    auto [at, w, done] = arrivals.top();
    arrivals.pop();
    double t = std::max(at, rank0_free) + m.service;
    o.rank0_busy += m.service;
    ++o.messages;
    if (done >= 0 && m.writer_rate > 0) {
      const double write = double(units[done].rows) / m.writer_rate;
      const double wait = std::max(0.0, writer_free - t - kWriterBacklog);  // backpressure
      t += wait;
      writer_free = std::max(writer_free, t) + write;
      o.writer_busy += write;
    }
    rank0_free = t;
    last = std::max(last, t);
    if (next == order.size()) continue;  // "stop" to this worker
    ++o.messages;  // the assignment
    const Unit& u = units[order[next++]];
    arrivals.emplace(t + m.latency + u.seconds + m.latency, w, long(&u - units.data()));
  }
  o.makespan = std::max(last, writer_free);
  return o;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string part; std::getline(in, part, sep);) out.push_back(part);
  return out;
}

// The spec back from a two-level job key ("two-level:bottoms=6;tops=0:8;empty-top=0"),
// to recompute the units' weights.
TwoLevelSpec spec_of(const std::string& key) {
  TwoLevelSpec spec;
  const auto colon = key.find(':');
  if (key.compare(0, colon, "two-level") != 0) throw UsageError("schedule_sim: not a two-level job: " + key);
  for (const std::string& kv : split(key.substr(colon + 1), ';')) {
    const auto eq = kv.find('=');
    const std::string k = kv.substr(0, eq), v = kv.substr(eq + 1);
    if (k == "bottoms") spec.bottoms = std::stoi(v);
    else if (k == "size") spec.size = std::stoi(v);
    else if (k == "empty-top") spec.with_empty_top = v == "1";
    else if (k == "tops") spec.tops_min = std::stoi(v.substr(0, v.find(':'))), spec.tops_max = std::stoi(v.substr(v.find(':') + 1));
  }
  return spec;
}

// The part of a unit key naming its cutting ("b=6;path=orderly;depth=4"): units that
// share it are cut alike.
std::string cutting_of(const std::string& key) {
  std::string out;
  for (const std::string& kv : split(key, ';'))
    if (kv.rfind("part=", 0) != 0 && kv.rfind("prefix=", 0) != 0 && kv.rfind("leaves=", 0) != 0) out += kv + ";";
  return out;
}

// The rows of every unit, counted without values.
std::vector<std::uint64_t> count_rows(TwoLevelSpec spec) {
  spec.values = false;
  auto job = make_two_level_job(spec);
  std::vector<std::uint64_t> rows;
  const auto t = std::chrono::steady_clock::now();
  for (const WorkUnit& u : job->units()) {
    std::uint64_t n = 0;
    job->run_unit(u, [&](TwoLevelClass&&) { ++n; });
    rows.push_back(n);
  }
  std::fprintf(stderr, "counted the rows of %zu units in %.1f s\n", rows.size(),
               std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count());
  return rows;
}

// Runs `sample` evenly spaced units (values on, rows dropped) and fills the rest by a
// bootstrap within each cutting.
std::vector<Unit> measure_units(const std::string& job_key, int sample, int threads, bool by_rows) {
  TwoLevelSpec spec = spec_of(job_key);
  spec.threads = threads;
  auto job = make_two_level_job(spec);
  const auto plan = job->units();
  std::vector<Unit> units(plan.size());
  const std::vector<std::uint64_t> counted = by_rows ? count_rows(spec) : std::vector<std::uint64_t>();
  std::map<std::string, std::vector<std::size_t>> measured;  // cutting -> measured units
  const std::size_t step = std::max<std::size_t>(1, plan.size() / std::size_t(std::max(1, sample)));
  job->prepare();
  for (std::size_t i = 0; i < plan.size(); ++i) {
    units[i].ordinal = plan[i].ordinal;
    units[i].weight = plan[i].weight;
    if (i % step != step / 2 && plan.size() > 1) continue;
    std::uint64_t rows = 0;
    const auto t = std::chrono::steady_clock::now();
    job->run_unit(plan[i], [&](TwoLevelClass&&) { ++rows; });
    units[i].seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
    units[i].rows = rows;
    measured[cutting_of(plan[i].key)].push_back(i);
    std::fprintf(stderr, "measured unit %zu %s: %llu rows, %.2f s\n", i, plan[i].key.c_str(),
                 (unsigned long long)rows, units[i].seconds);
  }
  std::mt19937_64 rng(1);
  std::size_t count = 0;
  for (const auto& [cut, list] : measured) count += list.size();
  for (std::size_t i = 0; i < plan.size(); ++i) {
    if (units[i].seconds > 0 || units[i].rows > 0) continue;
    auto it = measured.find(cutting_of(plan[i].key));
    if (it == measured.end()) throw UsageError("schedule_sim: no unit of cutting " + cutting_of(plan[i].key) + " measured; raise --sample");
    const Unit& from = units[it->second[rng() % it->second.size()]];
    if (by_rows) {  // the drawn unit's seconds per row, times this unit's rows
      units[i].rows = counted[i];
      units[i].seconds = from.seconds * double(counted[i]) / double(std::max<std::uint64_t>(1, from.rows));
    } else {  // the drawn unit's seconds and rows per unit of weight
      const double scale = double(units[i].weight) / double(from.weight);
      units[i].seconds = from.seconds * scale, units[i].rows = std::uint64_t(double(from.rows) * scale);
    }
  }
  std::printf("measured %zu of %zu units (%d thread(s) each); the others: %s of a unit drawn from those of their "
              "cutting\n", count, plan.size(), threads,
              by_rows ? "their rows (counted) times the seconds per row" : "their weight times the seconds per weight");
  return units;
}

// The units of `job` (or the costliest job) as a complete run recorded them.
std::vector<Unit> recorded_units(const std::string& db_path, std::string& job) {
  Db db(db_path, Db::Mode::ReadOnly);
  if (job.empty()) {
    Stmt s = db.prepare("SELECT job FROM units GROUP BY job ORDER BY sum(seconds) DESC LIMIT 1");
    if (!s.step()) throw UsageError("schedule_sim: no units recorded in " + db_path);
    job = s.text(0);
  }
  std::map<std::uint64_t, Unit> recorded;
  Stmt s = db.prepare("SELECT ordinal, rows, seconds FROM units WHERE job = ?1");
  s.bind(1, job);
  while (s.step()) recorded[std::uint64_t(s.int64(0))] = {std::uint64_t(s.int64(0)), std::uint64_t(s.int64(1)), 1, s.real(2)};
  const auto plan = make_two_level_job(spec_of(job))->units();
  if (plan.size() != recorded.size())
    throw UsageError("schedule_sim: job " + job + " has " + std::to_string(recorded.size()) + " of " +
                     std::to_string(plan.size()) + " units recorded; simulate a complete job");
  std::vector<Unit> units;
  for (const WorkUnit& w : plan) {
    Unit u = recorded.at(w.ordinal);
    u.weight = w.weight;
    units.push_back(u);
  }
  return units;
}

int usage(const char* msg) {
  std::fprintf(stderr, "schedule_sim: %s\nusage: schedule_sim --db FILE [--job KEY] [--ranks 16,64,256] "
               "[--latency-us 50] [--service-us 20] [--writer-rows-per-s R]\n"
               "       schedule_sim --job KEY --sample K [--threads T] [--count-rows 1] [same options]\n", msg);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string db_path, job;
  int sample = 0, threads = 1;
  bool by_rows = false;
  std::vector<int> ranks = {16, 64, 256};
  Model model;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (i + 1 >= argc) return usage(("missing value after " + a).c_str());
    std::string v = argv[++i];
    if (a == "--db") db_path = v;
    else if (a == "--job") job = v;
    else if (a == "--ranks") {
      ranks.clear();
      for (auto& r : split(v, ',')) ranks.push_back(std::stoi(r));
    } else if (a == "--latency-us") model.latency = std::stod(v) * 1e-6;
    else if (a == "--service-us") model.service = std::stod(v) * 1e-6;
    else if (a == "--writer-rows-per-s") model.writer_rate = std::stod(v);
    else if (a == "--sample") sample = std::stoi(v);
    else if (a == "--threads") threads = std::stoi(v);
    else if (a == "--count-rows") by_rows = v == "1";
    else return usage(("unknown option " + a).c_str());
  }
  if (db_path.empty() == (sample == 0)) return usage("give --db FILE, or --job KEY --sample K");
  try {
    std::vector<Unit> units;
    if (sample > 0) {
      if (job.empty()) return usage("--sample needs --job KEY");
      units = measure_units(job, sample, threads, by_rows);
    } else {
      units = recorded_units(db_path, job);
    }
    double total = 0, longest = 0;
    std::uint64_t rows = 0;
    for (const Unit& u : units) total += u.seconds, longest = std::max(longest, u.seconds), rows += u.rows;
    std::printf("job %s: %zu units, %llu rows, %.1f s of unit time (longest %.2f s, mean %.3f s)\n", job.c_str(),
                units.size(), (unsigned long long)rows, total, longest, total / double(units.size()));
    std::printf("model: one-way latency %.0f us, rank 0 %.0f us a message, writer %s\n", model.latency * 1e6,
                model.service * 1e6,
                model.writer_rate > 0 ? (std::to_string(long(model.writer_rate)) + " rows/s").c_str() : "unlimited");

    std::vector<std::uint64_t> weights;
    for (const Unit& u : units) weights.push_back(u.weight);
    std::vector<std::size_t> by_weight = costliest_first(weights), by_seconds(units.size()), by_ordinal(units.size());
    std::iota(by_ordinal.begin(), by_ordinal.end(), 0);
    by_seconds = by_ordinal;
    std::stable_sort(by_seconds.begin(), by_seconds.end(), [&](auto a, auto b) { return units[a].seconds > units[b].seconds; });

    std::printf("\n%6s  %-18s  %10s  %10s  %10s  %12s  %10s  %8s\n", "ranks", "order", "makespan_s", "efficiency",
                "bound_eff", "rank0_msg/s", "rank0_busy", "writer");
    for (int k : ranks) {
      const int workers = std::max(1, k - 1);
      const double bound = std::max(total / workers, longest);
      for (auto& [name, order] : {std::pair{"costliest (weight)", &by_weight}, std::pair{"LPT (seconds)", &by_seconds},
                                  std::pair{"ordinal", &by_ordinal}}) {
        const Outcome o = simulate(units, *order, workers, model);
        std::printf("%6d  %-18s  %10.2f  %9.1f%%  %9.1f%%  %12.0f  %9.2f%%  %7.1f%%\n", k, name, o.makespan,
                    100 * total / (workers * o.makespan), 100 * total / (workers * bound),
                    double(o.messages) / o.makespan, 100 * o.rank0_busy / o.makespan,
                    100 * o.writer_busy / o.makespan);
      }
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "schedule_sim: %s\n", e.what());
    return 1;
  }
  return 0;
}
